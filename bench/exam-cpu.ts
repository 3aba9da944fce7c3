/**
 * `npm run bench -- --exam-cpu [runs] [days×tasks …]` (issue 25): thread CPU time of the whole rough_schedule call
 * (allow_partial) on the light exam rows' instances (14×30#1, 28×60#1 by default), `runs` timed calls (50) after 10
 * untimed, so that the other jobs on the machine count less than in the bench's wall clock. The thread's CPU clock
 * ticks in steps of a few milliseconds here, so the mean over the runs is the figure (a single call reads 16, 20 or
 * 24 ms); the wall clock's median and fastest beside it. Prints the whole objective too (a faster call must plan
 * the same).
 */
import { roughSchedule } from "@/lib/schedule/rough-schedule";
import { examInstance } from "@/testing/planner/exam-instance";

const WARM_RUNS = 10;

/** process.threadCpuUsage (Node ≥ 23.9), which the project's @types/node predates. */
const threadCpuUsage = (process as unknown as { threadCpuUsage(previous?: NodeJS.CpuUsage): NodeJS.CpuUsage }).threadCpuUsage.bind(process);

function timed(run: () => void): { cpu: number; wall: number } {
  const before = threadCpuUsage();
  const started = performance.now();
  run();
  const wall = performance.now() - started;
  const spent = threadCpuUsage(before);
  return { cpu: (spent.user + spent.system) / 1000, wall };
}

export function runExamCpu(args: readonly string[]): void {
  const [runsArg, ...sizeArgs] = args;
  const runs = Number(runsArg ?? 50);
  const sizes = (sizeArgs.length > 0 ? sizeArgs : ["14x30", "28x60"]).map((size) => size.split(/[x×]/).map(Number) as [number, number]);
  for (const [days, tasks] of sizes) {
    const instance = examInstance({ days, tasks, seed: 1 });
    const options = { ...instance.options, allow_partial: true };
    let objective = 0;
    for (let run = 0; run < WARM_RUNS; run++) objective = roughSchedule(instance.state, options).score?.objective ?? 0;
    let cpu = 0;
    const walls: number[] = [];
    for (let run = 0; run < runs; run++) {
      const time = timed(() => roughSchedule(instance.state, options));
      cpu += time.cpu;
      walls.push(time.wall);
    }
    walls.sort((a, b) => a - b);
    const median = walls[Math.floor(walls.length / 2)];
    console.log(
      `${days}×${tasks}#1: thread CPU mean ${(cpu / runs).toFixed(2)} ms; wall median ${median.toFixed(2)}, fastest ${walls[0].toFixed(2)} (${runs} runs); whole objective ${objective.toFixed(2)}`,
    );
  }
}

