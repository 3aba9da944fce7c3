/**
 * The order Vitest hands test files to its two workers. The projects differ only by environment (node, jsdom, a
 * moved clock), so the order cannot come from project names any more: it comes from how long a file is known to keep
 * a worker busy. A fresh clone has no timings from an earlier run, and Vitest's own fallback (largest file first)
 * put the eval's 7000 turns, a small file that runs for 40 s, near the end, where it ran alone while the other
 * worker idled. So:
 * 1. the clock moments (forks that start the app anew under libfaketime: the slowest to start);
 * 2. the node files that run long whatever their size: the agent eval, then the files that open a database (under
 *    app/, server/ and db/, except the built-in model's pure rules);
 * 3. every other node file, then the jsdom files: many short files that fill both workers at the end.
 * Within a rank, larger files first, as Vitest does.
 */
import { statSync } from "node:fs";
import path from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/** Files known to run long, first of their project. */
const LONG_FILES = ["server/offline-model/eval.test.ts"];

const DATABASE_FOLDERS = ["app/", "server/", "db/"];
const PURE_FOLDERS = ["server/offline-model/"];

/** 0 runs first. */
function fileRank(project: string, file: string): number {
  if (project.startsWith("clock ")) return 0;
  if (project === "jsdom") return 4;
  if (LONG_FILES.includes(file)) return 1;
  const opensDatabase = DATABASE_FOLDERS.some((folder) => file.startsWith(folder)) && !PURE_FOLDERS.some((folder) => file.startsWith(folder));
  return opensDatabase ? 2 : 3;
}

function sizeOf(file: string): number {
  try {
    return statSync(file).size;
  } catch {
    return 0;
  }
}

export class PlannerSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root;
    const keyed = files.map((spec) => {
      const file = path.relative(root, spec.moduleId).split(path.sep).join("/");
      return { spec, rank: fileRank(spec.project.name, file), size: sizeOf(spec.moduleId), project: spec.project.name };
    });
    // Files of one project stay together within a rank, so a worker keeps its environment from one file to the next.
    keyed.sort((a, b) => a.rank - b.rank || (a.project < b.project ? -1 : a.project > b.project ? 1 : 0) || b.size - a.size);
    return keyed.map(({ spec }) => spec);
  }
}
