/**
 * `npm run bench -- --exam-sweep [--against <file>]` (issue 25): the whole objective (study + spacing terms) of the
 * plan rough_schedule returns (allow_partial) on 175 random exam instances — 7 sizes, seeds 1-25, the overloaded
 * 7×30 and 14×60 among them — so that a change of the room-making can be checked to never end above the code before
 * it. Prints one JSON object (instance → objective) on stdout and the sums per size on stderr; with `--against` a
 * file a run of the old code wrote, also how many instances end above, below and equal, and both sums. Run it in
 * a checkout of the old code, then of the new, against the old one's file.
 */
import { readFileSync } from "node:fs";
import { roughSchedule } from "@/lib/schedule/rough-schedule";
import { examInstance } from "@/testing/planner/exam-instance";

const SIZES: ReadonlyArray<readonly [days: number, tasks: number]> = [
  [7, 15],
  [7, 30],
  [14, 30],
  [14, 60],
  [21, 45],
  [28, 60],
  [21, 30],
];
const SEEDS = 25;

/** The objectives by instance ("14x30#1"), rounded to the objective's grid (multiples of 0.05). */
function sweep(log: (line: string) => void): Record<string, number> {
  const objectives: Record<string, number> = {};
  for (const [days, tasks] of SIZES) {
    let sum = 0;
    for (let seed = 1; seed <= SEEDS; seed++) {
      const instance = examInstance({ days, tasks, seed });
      const result = roughSchedule(instance.state, { ...instance.options, allow_partial: true });
      const objective = Math.round((result.score?.objective ?? 0) * 100) / 100;
      objectives[`${days}x${tasks}#${seed}`] = objective;
      sum += objective;
    }
    log(`${days}×${tasks}: ${sum.toFixed(2)}`);
  }
  return objectives;
}

export function runExamSweep(against: string | undefined): void {
  const log = (line: string) => process.stderr.write(`${line}\n`);
  const objectives = sweep(log);
  const total = Object.values(objectives).reduce((sum, value) => sum + value, 0);
  log(`sum ${total.toFixed(2)} over ${Object.keys(objectives).length} instances`);
  if (against) {
    const old = JSON.parse(readFileSync(against, "utf8")) as Record<string, number>;
    const keys = Object.keys(objectives).filter((key) => key in old);
    const above = keys.filter((key) => objectives[key] > old[key] + 1e-6).length;
    const below = keys.filter((key) => objectives[key] < old[key] - 1e-6).length;
    const oldSum = keys.reduce((sum, key) => sum + old[key], 0);
    const newSum = keys.reduce((sum, key) => sum + objectives[key], 0);
    log(`against ${against}: above on ${above}, below on ${below}, equal on ${keys.length - above - below}; sum ${oldSum.toFixed(2)} -> ${newSum.toFixed(2)}`);
  }
  process.stdout.write(`${JSON.stringify(objectives)}\n`);
}
