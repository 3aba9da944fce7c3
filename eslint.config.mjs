// ESLint flat config: Next's core-web-vitals + TypeScript rules, plus the import boundaries of our layered layout.
//
// The boundaries are `import/no-restricted-paths` zones. That rule resolves every import to a file before matching
// it (through eslint-config-next's resolvers, eslint-import-resolver-typescript reading tsconfig's `@/*` paths), so
// `@/db/schema`, `../../db/schema` and `./db/schema` are the same import to it.
import { defineConfig, globalIgnores } from "eslint/config";
import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypeScript from "eslint-config-next/typescript";

const root = import.meta.dirname;

/** Who may not import whom: folder -> [forbidden folder, why]. Folders not listed here (the root config files) are free. */
const PRODUCTION_NEVER = [
  ["testing", "production code never imports testing/."],
  ["e2e", "production code never imports the Playwright stories (e2e/)."],
  ["bench", "production code never imports the benchmark (bench/)."],
];
const forbidden = {
  app: [["db", "app/ is the HTTP edge: reach the database through server/, not db/ directly."], ...PRODUCTION_NEVER],
  components: [
    ["db", "components/ may import client/ and lib/ (and other components/): not db/."],
    ["server", "components/ may import client/ and lib/ (and other components/): not server/."],
    ["app", "components/ may import client/ and lib/ (and other components/): not app/."],
    ...PRODUCTION_NEVER,
  ],
  // The browser's own layer: calls to the routes, hooks, what a tab keeps. It runs in the page only.
  client: [
    ["db", "client/ is the browser's layer and may import lib/ only: not db/."],
    ["server", "client/ is the browser's layer and may import lib/ only: not server/."],
    ["app", "client/ is the browser's layer and may import lib/ only: not app/."],
    ["components", "client/ is the browser's layer and may import lib/ only: not components/."],
    ...PRODUCTION_NEVER,
  ],
  server: [
    ["app", "server/ may import db/ and lib/: not app/."],
    ["components", "server/ may import db/ and lib/: not components/."],
    ["client", "server/ may import db/ and lib/: not the browser's client/."],
    ...PRODUCTION_NEVER,
  ],
  db: [
    ["server", "db/ may import lib/ only: not server/."],
    ["client", "db/ may import lib/ only: not client/."],
    ["app", "db/ may import lib/ only: not app/."],
    ["components", "db/ may import lib/ only: not components/."],
    ...PRODUCTION_NEVER,
  ],
  lib: [
    ["db", "lib/ is pure and may import lib/ only: not db/."],
    ["server", "lib/ is pure and may import lib/ only: not server/."],
    ["app", "lib/ is pure and may import lib/ only: not app/."],
    ["components", "lib/ is pure and may import lib/ only: not components/."],
    ["client", "lib/ is pure and may import lib/ only: not the browser's client/."],
    ...PRODUCTION_NEVER,
  ],
  testing: [["app", "testing/ may import anything except app/."]],
  e2e: [["app", "e2e/ may import what testing/ may: anything except app/."]],
  bench: [["app", "bench/ may import what testing/ may: anything except app/."]],
};

/**
 * Features in server/ point one way: the chat (server/agent, with the built-in model it drives) uses the schedule,
 * to-dos, exams and the rest, never the other way round; what both need (the turn ledger and the writer lock) is
 * server/turns, below both. Tests may cross (a schedule test may drive a tool).
 */
const SERVED_BY_CHAT = ["schedule", "tasks", "study-plan", "exams", "timetable", "notifications", "progress", "turns", "screens", "auth", "limits", "connection", "platform"];
for (const feature of SERVED_BY_CHAT) {
  forbidden[`server/${feature}`] = [
    ["server/agent", `server/${feature} is used by the chat (server/agent), never the other way round: move what both need below both (e.g. server/turns, lib/).`],
    ["server/offline-model", `server/${feature} may not import the built-in model (server/offline-model): it belongs to the chat.`],
  ];
}

const DATE_FNS_INDEX = { name: "date-fns", message: 'Import the function from its subpath (import { format } from "date-fns/format").' };

/** `import/no-restricted-paths` options; test files (`*.test.ts(x)`) may also import testing/ and cross features. */
function boundaries({ testFiles }) {
  const zones = Object.entries(forbidden)
    .filter(([target]) => !(testFiles && target.startsWith("server/")))
    .flatMap(([target, rules]) =>
      rules
        .filter(([from]) => !(testFiles && from === "testing"))
        .map(([from, message]) => ({ target: `./${target}`, from: `./${from}`, message })),
    );
  return ["error", { basePath: root, zones }];
}

const testFiles = ["**/*.test.ts", "**/*.test.tsx"];

const ONE_CLOCK = {
  selector: "NewExpression[callee.name='Date'][arguments.length=0]",
  message: "Read the clock through now() from server/clock.ts (lib/ takes `now` as an argument).",
};
const ONE_ENV = {
  selector: "MemberExpression[object.name='process'][property.name='env']",
  message: "Read settings through env() from lib/env.ts, the one module that reads process.env.",
};
/**
 * The data layer has no words of the student's: which change is allowed and how a refusal reads belong to the feature
 * in server/ that runs the transaction, and a query answers a code (or takes the words from its caller). Every file in
 * db/queries is held to it (issue 29).
 */
const NO_WORDS_MESSAGE = "db/queries is plain data access: word refusals and labels in the feature under server/ that uses it.";
const NO_WORDS = [
  { selector: "Literal[value=/[\\u4e00-\\u9fff]/]", message: NO_WORDS_MESSAGE },
  { selector: "TemplateElement[value.raw=/[\\u4e00-\\u9fff]/]", message: NO_WORDS_MESSAGE },
];

/**
 * Folders that hold no React (the server's layers, the pure core, tests' support, the benchmark, the stories'
 * Node side) in .ts files, which cannot hold JSX. Next's React rules run React Compiler's analysis on every function
 * of every file (react-hooks/static-components alone took 17 s of the lint); off here, they still check every
 * component and hook (components/, client/, app/ and every .tsx).
 */
const REACT_FREE = ["server/**/*.ts", "db/**/*.ts", "lib/**/*.ts", "testing/**/*.ts", "bench/**/*.ts", "e2e/**/*.ts", "scripts/**"];
const REACT_RULES_OFF = Object.fromEntries(
  nextCoreWebVitals
    .flatMap((config) => Object.keys(config.rules ?? {}))
    .filter((rule) => rule.startsWith("react-hooks/") || rule.startsWith("react/"))
    .map((rule) => [rule, "off"]),
);

export default defineConfig([
  globalIgnores([
    ".next/**",
    "node_modules/**",
    ".data/**",
    "test-results/**",
    "playwright-report/**",
    "db/migrations/meta/**",
    "next-env.d.ts",
  ]),
  ...nextCoreWebVitals,
  ...nextTypeScript,
  {
    name: "study-planner/import-graph",
    rules: {
      // Import circles are found by testing/import-cycles.test.ts, over the whole graph at once and type-only
      // imports included; import/no-cycle found a subset of them and took 63 s of the lint's 98 (it builds an export
      // map of every module it reaches, for each file).
      // One import statement per module: a second one is how a moved file's imports drift apart.
      "import/no-duplicates": ["error", { "prefer-inline": true }],
    },
  },
  {
    name: "study-planner/typescript",
    rules: {
      // Our convention (as TypeScript's own): a leading _ marks a binding that is unused on purpose, e.g. a fake
      // fetch's `_url`, or `{ id: _id, ...rest }` to drop a field.
      "@typescript-eslint/no-unused-vars": [
        "warn",
        {
          argsIgnorePattern: "^_",
          varsIgnorePattern: "^_",
          caughtErrorsIgnorePattern: "^_",
          destructuredArrayIgnorePattern: "^_",
          ignoreRestSiblings: true,
        },
      ],
    },
  },
  {
    // Time is an input: the server reads "now" from server/clock.ts only, and lib/ takes it as an argument, so tests
    // can set it and nothing depends on the day a test runs. And one env module: lib/env.ts reads process.env and
    // checks every variable with zod; everything else asks it. (One block per set of files: a later block's
    // no-restricted-syntax would replace an earlier one's, not add to it.)
    name: "study-planner/one-clock-one-env",
    files: ["app/**/*.{ts,tsx}", "server/**/*.{ts,tsx}", "lib/**/*.{ts,tsx}"],
    ignores: [...testFiles, "server/clock.ts", "lib/env.ts"],
    rules: { "no-restricted-syntax": ["error", ONE_CLOCK, ONE_ENV] },
  },
  {
    name: "study-planner/one-env",
    files: ["db/**/*.{ts,tsx}", "components/**/*.{ts,tsx}", "client/**/*.{ts,tsx}", "server/clock.ts"],
    ignores: [...testFiles, "db/*-cli.ts"],
    rules: { "no-restricted-syntax": ["error", ONE_ENV] },
  },
  {
    name: "study-planner/data-without-words",
    files: ["db/queries/**/*.ts"],
    ignores: testFiles,
    rules: { "no-restricted-syntax": ["error", ONE_ENV, ...NO_WORDS] },
  },
  {
    // date-fns's index re-exports its ~250 modules, and every isolated test file and server start loads them all
    // (2 s a test file on this machine); one function's own subpath loads a handful.
    name: "study-planner/date-fns-subpaths",
    rules: { "no-restricted-imports": ["error", { paths: [DATE_FNS_INDEX] }] },
  },
  {
    name: "study-planner/react-free",
    files: REACT_FREE,
    rules: {
      ...REACT_RULES_OFF,
      // What keeps them React-free, so the rules above have nothing to check. (Repeats the date-fns block's path:
      // this block's options replace that one's for these files.)
      "no-restricted-imports": ["error", { paths: [DATE_FNS_INDEX, ...["react", "react-dom"].map((name) => ({ name, message: "This folder holds no React: components and hooks live in components/ and client/." }))] }],
    },
  },
  {
    // One route wrapper: an API route declares what it reads and hands server/route.ts its handler, which resolves
    // the student and maps every failure once. A route that finds the student or answers a failure itself drifts
    // from its neighbours (a 400 where they answer 404, a stack in a 500). The guest entry's GET is the exception:
    // its refusals are redirects for a page navigation, not JSON.
    name: "study-planner/one-route-wrapper",
    files: ["app/api/**/route.ts"],
    ignores: ["app/api/auth/guest/route.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          // This block's options replace the date-fns block's for route files, so they repeat its path.
          paths: [DATE_FNS_INDEX],
          patterns: [
            {
              group: ["@/server/student", "**/server/student"],
              importNames: ["studentOf"],
              message: "A route gets its student from route() in server/route.ts, not from studentOf.",
            },
            {
              group: ["@/server/http", "**/server/http"],
              importNames: ["errorResponse", "parseParams", "parseQuery"],
              message: "A route declares params, query and body in route() (server/route.ts), which reads them and maps failures.",
            },
          ],
        },
      ],
    },
  },
  {
    // The browser loads what these folders import: the protocol's pieces one by one (the barrel re-exports the tool
    // contract, whose descriptions are what the model is told), never the contract or the schedule core's tools.
    name: "study-planner/browser-imports",
    files: ["components/**/*.{ts,tsx}", "client/**/*.{ts,tsx}"],
    ignores: testFiles,
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [
            { name: "@/lib/protocol", allowTypeImports: true, message: "Import the protocol piece you render from its own module (e.g. @/lib/protocol/cards); the barrel brings the tool contract into the browser." },
            { name: "@/lib/schedule", allowTypeImports: true, message: "Import the schedule piece you need from its own module (e.g. @/lib/schedule/state); the barrel brings the schedule tools into the browser." },
          ],
          patterns: [
            {
              group: ["@/lib/protocol/tools", "@/lib/protocol/tools-*", "@/lib/schedule/tools/*", "@/lib/schedule/execute"],
              allowTypeImports: true,
              message: "Tool descriptions and schemas are for the model, not the browser: use @/lib/protocol/tool-labels for a tool's name.",
            },
            {
              group: ["@/lib/text/search-key", "@/lib/tasks/task-query-match", "@/lib/tasks/task-query"],
              message: "The search key loads OpenCC's dictionaries (about 60 KB): the browser sorts with @/lib/tasks/task-sort and leaves matching to the server.",
            },
          ],
        },
      ],
    },
  },
  {
    name: "study-planner/boundaries",
    ignores: testFiles,
    rules: { "import/no-restricted-paths": boundaries({ testFiles: false }) },
  },
  {
    name: "study-planner/boundaries-tests",
    files: testFiles,
    rules: { "import/no-restricted-paths": boundaries({ testFiles: true }) },
  },
]);
