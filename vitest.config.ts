import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { chosenMoments, clockEnv, clockProjectName, CLOCK_FILES } from "./testing/clocks/matrix.ts";
import { PlannerSequencer } from "./testing/vitest-sequencer.ts";

// Dates must be computed in the student's zone, never the server's: prove it by running as a UTC server. Set here as
// well as in `env` below because the workers are threads of this process, and they keep its zone whatever `env` says.
process.env.TZ = "UTC";

/** The test files that ask for jsdom on their first line: the jsdom project's, whatever folder they are in. */
function jsdomFiles(): string[] {
  return ["app", "components", "client", "lib", "server"].flatMap((folder) =>
    readdirSync(path.join(import.meta.dirname, folder), { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".test.tsx"))
      .map((file) => path.join(folder, file).split(path.sep).join("/"))
      .filter((file) => readFileSync(path.join(import.meta.dirname, file), "utf8").startsWith("// @vitest-environment jsdom")),
  );
}

const alias = { "@": path.resolve(import.meta.dirname) };
const common = {
  exclude: ["node_modules", ".next", ".data", "e2e"],
  environment: "node" as const,
  env: { TZ: "UTC" },
  // Generous: the machine is small and shared, and a slow test is not a failing one.
  testTimeout: 60_000,
  hookTimeout: 120_000,
  // PGlite (emscripten) arms its timers from Date; a test that fakes Date far from now (vi.useFakeTimers, toFake
  // Date) makes them overflow, Node sets them to 1 ms and warns on every query: thousands of lines that hid the log.
  execArgv: ["--disable-warning=TimeoutOverflowWarning"],
};

// Test files share their worker and its modules (isolate: false) instead of getting a fresh worker each: a fresh
// worker costs more than most files take to run, as it loads jsdom, PGlite's WebAssembly and the app's modules again.
// testing/vitest-shared-setup.ts undoes after each file what it can leave behind there (process.env, stubs, spies,
// timers, the jsdom page); the process-wide database is each route test's own (testing/agent/route-database.ts opens
// and closes it), and what the server keeps per process is keyed by its settings (server/agent/runtime.ts's model).
// Projects keep apart only what must not share a worker, the environment: node, jsdom (the component tests, from
// their `// @vitest-environment jsdom` line), and each moment of the clock matrix. The order the files start in is
// testing/vitest-sequencer.ts's. Database tests open their own copy of the migrated templates the global setup made
// (testing/database.ts), so rows and schema changes stay in the file that made them.
const JSDOM = jsdomFiles();
const globalSetup = ["./testing/vitest-global-setup.ts"];
const shared = { isolate: false, setupFiles: ["./testing/vitest-shared-setup.ts"] };

// The clock matrix (testing/clocks/matrix.ts): each moment's files run in forks whose clock libfaketime moved.
const MOVED_CLOCK_TEST = "testing/clocks/moved-clock.test.ts";
const clockProjects: TestProjectInlineConfiguration[] = chosenMoments().map(({ at }) => ({
  resolve: { alias },
  test: {
    ...common,
    name: clockProjectName(at),
    include: [...CLOCK_FILES, MOVED_CLOCK_TEST],
    exclude: common.exclude,
    ...shared,
    pool: "forks",
    // One fork per moment: its files share one import of the app. Two forks each imported and transformed it again,
    // and the four moments' eight forks contended for the two cores (npm run test:clocks: 115-123 CPU-s and 63-68 s
    // with two, 74-75 CPU-s and 54 s with one, 2026-12-07).
    maxWorkers: 1,
    // Vitest runs projects with different maxWorkers in separate groups: the moments start once node and jsdom are done.
    sequence: { groupOrder: 1 },
    env: { ...common.env, ...clockEnv(at) },
    globalSetup: ["./testing/clocks/clock-setup.ts", ...globalSetup],
  },
}));

const projects: TestProjectInlineConfiguration[] = [
  ...clockProjects,
  {
    resolve: { alias },
    test: { ...common, ...shared, name: "node", include: ["**/*.test.{ts,tsx}"], exclude: [...common.exclude, ...JSDOM, MOVED_CLOCK_TEST], globalSetup },
  },
  { resolve: { alias }, test: { ...common, ...shared, name: "jsdom", include: JSDOM } },
];

export default defineConfig({
  resolve: { alias },
  test: {
    // Worker threads start faster than child processes.
    pool: "threads",
    // Vitest's default is one worker on two cores; the database tests spend much of their time waiting on Postgres.
    maxWorkers: 2,
    sequence: { sequencer: PlannerSequencer },
    projects,
  },
});
