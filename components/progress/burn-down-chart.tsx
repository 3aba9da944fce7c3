/**
 * One task class's burn-down: items left from its start to its exam (or end date), the even pace as a dashed line
 * and where the student is today as a solid one, drawn with visx on the server; the same figures in a table for
 * screen readers. No hooks and no browser code.
 */
import { Group } from "@visx/group";
import { scaleLinear } from "@visx/scale";
import { LinePath } from "@visx/shape";
import { daysBetween } from "@/lib/calendar/zoned-time";
import type { ClassBurnDown } from "@/lib/progress/summary";

const WIDTH = 320;
const HEIGHT = 160;
const MARGIN = { top: 12, right: 12, bottom: 28, left: 28 };

interface Point {
  day: number;
  left: number;
}

function shortDate(date: string): string {
  return `${Number(date.slice(5, 7))}月${Number(date.slice(8, 10))}日`;
}

export function targetWords(taskClass: Pick<ClassBurnDown, "exam_title">): string {
  return taskClass.exam_title ? `考试（${taskClass.exam_title}）` : "结束日期";
}

export function BurnDownChart({ taskClass, today }: { taskClass: ClassBurnDown; today: string }) {
  const innerWidth = WIDTH - MARGIN.left - MARGIN.right;
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const span = Math.max(1, daysBetween(taskClass.start_date, taskClass.target_date));
  const todayDay = Math.max(0, daysBetween(taskClass.start_date, today));
  const x = scaleLinear({ domain: [0, Math.max(span, todayDay)], range: [0, innerWidth] });
  const y = scaleLinear({ domain: [0, Math.max(1, taskClass.items_total)], range: [innerHeight, 0] });
  const left = taskClass.items_total - taskClass.items_done;
  const pace: Point[] = [
    { day: 0, left: taskClass.items_total },
    { day: span, left: 0 },
  ];
  const actual: Point[] = [
    { day: 0, left: taskClass.items_total },
    { day: todayDay, left },
  ];
  const name = `${taskClass.name}：共 ${taskClass.items_total} 项，已完成 ${taskClass.items_done} 项，还剩 ${left} 项；${targetWords(taskClass)} ${shortDate(taskClass.target_date)}`;
  return (
    <figure data-testid="burn-down-chart" className="m-0">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={name} className="h-auto w-full" data-chart="burn-down">
        <Group left={MARGIN.left} top={MARGIN.top}>
          <line x1={0} x2={innerWidth} y1={innerHeight} y2={innerHeight} className="stroke-zinc-300 dark:stroke-zinc-600" strokeWidth={1} />
          <line x1={0} x2={0} y1={0} y2={innerHeight} className="stroke-zinc-300 dark:stroke-zinc-600" strokeWidth={1} />
          <text x={-6} y={y(taskClass.items_total)} dy="0.32em" textAnchor="end" fontSize={11} className="fill-zinc-500 dark:fill-zinc-400">
            {taskClass.items_total}
          </text>
          <text x={-6} y={innerHeight} dy="0.32em" textAnchor="end" fontSize={11} className="fill-zinc-500 dark:fill-zinc-400">
            0
          </text>
          <line x1={x(span)} x2={x(span)} y1={0} y2={innerHeight} className="stroke-rose-400 dark:stroke-rose-500" strokeWidth={1} strokeDasharray="2 3" />
          <LinePath<Point> data={pace} x={(point) => x(point.day)} y={(point) => y(point.left)} className="stroke-zinc-400 dark:stroke-zinc-500" strokeWidth={1.5} strokeDasharray="5 4" fill="none" />
          <LinePath<Point> data={actual} x={(point) => x(point.day)} y={(point) => y(point.left)} className="stroke-indigo-600 dark:stroke-indigo-400" strokeWidth={2.5} fill="none" />
          <circle cx={x(todayDay)} cy={y(left)} r={4} className="fill-indigo-600 dark:fill-indigo-400" />
          <text x={0} y={innerHeight + 18} fontSize={11} className="fill-zinc-600 dark:fill-zinc-300">
            {shortDate(taskClass.start_date)}
          </text>
          <text x={x(span)} y={innerHeight + 18} textAnchor="end" fontSize={11} className="fill-zinc-600 dark:fill-zinc-300">
            {shortDate(taskClass.target_date)}
          </text>
        </Group>
      </svg>
      <div className="sr-only">
        <table data-testid="burn-down-table">
          <caption>{taskClass.name} 的进度</caption>
          <thead>
            <tr>
              <th scope="col">开始</th>
              <th scope="col">{targetWords(taskClass)}</th>
              <th scope="col">共计（项）</th>
              <th scope="col">已完成（项）</th>
              <th scope="col">还剩（项）</th>
              <th scope="col">剩余天数</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>{taskClass.start_date}</td>
              <td>{taskClass.target_date}</td>
              <td>{taskClass.items_total}</td>
              <td>{taskClass.items_done}</td>
              <td>{left}</td>
              <td>{Math.max(0, taskClass.days_left)}</td>
            </tr>
          </tbody>
        </table>
      </div>
    </figure>
  );
}
