import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";
import path from "node:path";
import { chosenMoments, clockEnv, clockProjectName, CLOCK_FILES } from "./testing/clocks/matrix.ts";

// Dates must be computed in the student's zone, never the server's: prove it by running as a UTC server. Set here as
// well as in `env` below because the workers are threads of this process, and they keep its zone whatever `env` says.
process.env.TZ = "UTC";

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
// The projects below only keep apart what must not share a worker: an environment (node, jsdom, a moved clock).
//
// Pure rules (lib/ may import only lib/), the browser's client/ (its calls and hooks, with fetch and the page faked),
// the benchmark's helpers, the offline model, the components' form models.
const UNIT = [
  "lib/**/*.test.{ts,tsx}",
  "client/**/*.test.{ts,tsx}",
  "bench/**/*.test.{ts,tsx}",
  "server/offline-model/**/*.test.{ts,tsx}",
  "components/**/*.test.ts",
];
// The components (jsdom).
const JSDOM = ["components/**/*.test.tsx"];
// Database tests: each opens its own copy of the migrated templates through testing/database.ts, so rows and
// schema changes stay in the file that made them.
// (Not db/client.test.ts: it opens the process-wide database and changes process.env.)
const DB = [
  "db/queries/**/*.test.ts",
  "db/seed.test.ts",
  "db/demo-student*.test.ts",
  "server/agent/**/*.test.ts",
  "server/schedule/*.test.ts",
];
// Builds the migrated templates the database tests copy (once per run, shared by the projects that list it).
const globalSetup = ["./testing/vitest-global-setup.ts"];
const shared = { isolate: false, setupFiles: ["./testing/vitest-shared-setup.ts"] };

// Node and jsdom files are separate projects so that each shared worker keeps one environment (a worker is replaced
// whenever the next file wants another). Vitest queues the files project by project, in the order of the projects'
// names: the slow "db" and "integration" files first, so that the many short ones of "jsdom" and "unit" fill both
// workers at the end.
// The clock matrix (testing/clocks/matrix.ts): each moment's files run in forks whose clock libfaketime moved. Their
// names sort first, so their slow files start while both workers are fresh.
const MOVED_CLOCK_TEST = "testing/clocks/moved-clock.test.ts";
// The built-in model's eval floors: one file of ~4300 turns, among the longest of the run (9 s since 37ef52e, 45 s
// before). Queued last with the unit files it ran alone at the end while the other worker idled; as a project whose
// name sorts first it starts first, beside everything else.
const AGENT_EVAL = "server/offline-model/eval.test.ts";
const clockProjects: TestProjectInlineConfiguration[] = chosenMoments().map(({ at }) => ({
  resolve: { alias },
  test: {
    ...common,
    name: clockProjectName(at),
    include: [...CLOCK_FILES, MOVED_CLOCK_TEST],
    exclude: common.exclude,
    ...shared,
    pool: "forks",
    env: { ...common.env, ...clockEnv(at) },
    globalSetup: ["./testing/clocks/clock-setup.ts", ...globalSetup],
  },
}));

const projects: TestProjectInlineConfiguration[] = [
  { resolve: { alias }, test: { ...common, ...shared, name: "agent eval", include: [AGENT_EVAL] } },
  ...clockProjects,
  { resolve: { alias }, test: { ...common, ...shared, name: "db", include: DB, globalSetup } },
  {
    // Everything else: route handlers, db/client.test.ts, auth, the lint rules, and new folders.
    resolve: { alias },
    test: {
      ...common,
      ...shared,
      name: "integration",
      include: ["**/*.test.{ts,tsx}"],
      exclude: [...common.exclude, ...UNIT, ...JSDOM, ...DB, MOVED_CLOCK_TEST],
      globalSetup,
    },
  },
  { resolve: { alias }, test: { ...common, ...shared, name: "jsdom", include: JSDOM } },
  { resolve: { alias }, test: { ...common, ...shared, name: "unit", include: UNIT, exclude: [...common.exclude, AGENT_EVAL] } },
];

export default defineConfig({
  resolve: { alias },
  test: {
    // Worker threads start faster than child processes.
    pool: "threads",
    // Vitest's default is one worker on two cores; the database tests spend much of their time waiting on Postgres.
    maxWorkers: 2,
    projects,
  },
});
