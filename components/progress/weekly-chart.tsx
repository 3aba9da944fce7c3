/**
 * Study periods planned and done per week, as bars (planned light, done solid) drawn with visx on the server, and
 * the same figures in a table for screen readers. No hooks and no browser code: it renders in a server component.
 */
import { Group } from "@visx/group";
import { scaleBand, scaleLinear } from "@visx/scale";
import { Bar } from "@visx/shape";
import type { WeekBar } from "@/lib/progress/summary";

const WIDTH = 640;
const HEIGHT = 240;
const MARGIN = { top: 12, right: 8, bottom: 32, left: 36 };

export function WeeklyChart({ weeks }: { weeks: readonly WeekBar[] }) {
  const innerWidth = WIDTH - MARGIN.left - MARGIN.right;
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const x = scaleBand({ domain: weeks.map((week) => week.from), range: [0, innerWidth], padding: 0.25 });
  const most = Math.max(4, ...weeks.map((week) => Math.max(week.planned, week.done)));
  const y = scaleLinear({ domain: [0, most], range: [innerHeight, 0], nice: true });
  const ticks = y.ticks(4).filter((tick) => Number.isInteger(tick));
  const half = x.bandwidth() / 2;
  const summary = `每周计划与完成的学习节数，共 ${weeks.length} 周；计划 ${weeks.reduce((sum, week) => sum + week.planned, 0)} 节，完成 ${weeks.reduce((sum, week) => sum + week.done, 0)} 节。`;
  return (
    <figure data-testid="weekly-chart" className="m-0">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={summary} className="h-auto w-full" data-chart="weekly">
        <Group left={MARGIN.left} top={MARGIN.top}>
          {ticks.map((tick) => (
            <g key={tick}>
              <line x1={0} x2={innerWidth} y1={y(tick)} y2={y(tick)} className="stroke-zinc-200 dark:stroke-zinc-700" strokeWidth={1} />
              <text x={-6} y={y(tick)} dy="0.32em" textAnchor="end" fontSize={11} className="fill-zinc-500 dark:fill-zinc-400">
                {tick}
              </text>
            </g>
          ))}
          {weeks.map((week) => {
            const left = x(week.from) ?? 0;
            return (
              <g key={week.from}>
                <Bar x={left} y={y(week.planned)} width={half} height={innerHeight - y(week.planned)} rx={2} className="fill-indigo-200 dark:fill-indigo-900" />
                <Bar x={left + half} y={y(week.done)} width={half} height={innerHeight - y(week.done)} rx={2} className="fill-indigo-600 dark:fill-indigo-400" />
                <text x={left + half} y={innerHeight + 18} textAnchor="middle" fontSize={11} className="fill-zinc-600 dark:fill-zinc-300">
                  {week.label}
                </text>
              </g>
            );
          })}
          <line x1={0} x2={innerWidth} y1={innerHeight} y2={innerHeight} className="stroke-zinc-300 dark:stroke-zinc-600" strokeWidth={1} />
        </Group>
      </svg>
      <figcaption className="mt-2 flex flex-wrap gap-4 text-xs text-zinc-600 dark:text-zinc-300">
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className="inline-block h-3 w-3 rounded-sm bg-indigo-200 dark:bg-indigo-900" />
          计划节数
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className="inline-block h-3 w-3 rounded-sm bg-indigo-600 dark:bg-indigo-400" />
          完成节数
        </span>
      </figcaption>
      {/* Hidden in a box, not as the table itself: a table is never narrower than its columns, whatever width sr-only
          gives it, and at phone width it made the page scroll sideways. */}
      <div className="sr-only">
        <table data-testid="weekly-table">
          <caption>每周计划与完成的学习节数</caption>
          <thead>
            <tr>
              <th scope="col">周</th>
              <th scope="col">计划节数</th>
              <th scope="col">完成节数</th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week.from}>
                <th scope="row">{week.label}</th>
                <td>{week.planned}</td>
                <td>{week.done}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
