/**
 * The folder rules of eslint.config.mjs, proved through ESLint's own API: source text is linted as if it lived at a
 * path in the repository, so the real config, resolvers and zones decide. `import/no-restricted-paths` matches the
 * file an import resolves to, and skips an import it cannot resolve, so every import below names a real module
 * (checked first: a moved module must fail here, not quietly pass).
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");

/** One real module in each folder. */
const modules = {
  chat: "server/agent/turn.ts",
  model: "server/offline-model/model.ts",
  schedule: "server/schedule/undo.ts",
  db: "db/schema.ts",
  server: "server/http.ts",
  lib: "lib/errors.ts",
  testing: "testing/database.ts",
  components: "components/ui/button.tsx",
  client: "client/http.ts",
} as const;

let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

/** The boundary findings for `code` linted as the file at `filePath` (relative to the repository). */
async function boundaryFindings(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  const fatal = result.messages.filter((message) => message.fatal);
  expect(fatal, "the snippet must parse").toEqual([]);
  return result.messages.filter((message) => message.ruleId === "import/no-restricted-paths" && message.severity === 2).map((message) => message.message);
}

describe("lint boundaries", () => {
  it("imports only modules that exist", () => {
    for (const file of Object.values(modules)) expect(existsSync(path.join(root, file)), file).toBe(true);
  });

  it("forbids components/ -> db/ through the @/ alias", async () => {
    const findings = await boundaryFindings("components/x.tsx", `import { users } from "@/db/schema";\nexport const x = users;\n`);
    expect(findings).toEqual([expect.stringContaining("components/ may import client/ and lib/")]);
  });

  it("keeps the browser's client/ apart: it imports lib/ only, and lib/ and server/ never import it", async () => {
    expect(await boundaryFindings("client/x.ts", `import { Button } from "@/components/ui/button";\nexport const x = Button;\n`)).toEqual([
      expect.stringContaining("client/ is the browser's layer"),
    ]);
    expect(await boundaryFindings("client/x.ts", `import * as http from "@/server/http";\nexport const x = http;\n`)).toEqual([
      expect.stringContaining("client/ is the browser's layer"),
    ]);
    expect(await boundaryFindings("lib/x.ts", `import * as api from "@/client/http";\nexport const x = api;\n`)).toEqual([expect.stringContaining("not the browser's client/")]);
    expect(await boundaryFindings("server/x.ts", `import * as api from "@/client/http";\nexport const x = api;\n`)).toEqual([expect.stringContaining("not the browser's client/")]);
    expect(await boundaryFindings("components/x.tsx", `import * as api from "@/client/http";\nexport const x = api;\n`)).toEqual([]);
    expect(await boundaryFindings("client/x.ts", `import { PlannerError } from "@/lib/errors";\nexport const x = PlannerError;\n`)).toEqual([]);
  });

  it("forbids lib/ -> server/", async () => {
    const findings = await boundaryFindings("lib/x.ts", `import * as http from "@/server/http";\nexport const x = http;\n`);
    expect(findings).toEqual([expect.stringContaining("lib/ is pure")]);
  });

  it("forbids lib/ -> db/ through a relative path", async () => {
    const findings = await boundaryFindings("lib/tasks/x.ts", `import { users } from "../../db/schema";\nexport const x = users;\n`);
    expect(findings).toEqual([expect.stringContaining("lib/ is pure and may import lib/ only: not db/")]);
  });

  it("forbids type-only imports across a boundary too", async () => {
    const findings = await boundaryFindings("components/x.tsx", `import type { User } from "@/db/schema";\nexport type X = User;\n`);
    expect(findings).toHaveLength(1);
  });

  it("forbids production code -> testing/, in every folder", async () => {
    const code = `import * as database from "@/testing/database";\nexport const x = database;\n`;
    for (const file of ["server/x.ts", "db/x.ts", "lib/x.ts", "components/x.tsx", "client/x.ts", "app/x/page.tsx"]) {
      expect(await boundaryFindings(file, code), file).toEqual([expect.stringContaining("production code never imports testing/")]);
    }
  });

  it("forbids production code -> bench/ and e2e/", async () => {
    expect(await boundaryFindings("lib/x.ts", `import { median } from "@/bench/stats";\nexport const x = median;\n`)).toEqual([
      expect.stringContaining("never imports the benchmark"),
    ]);
    expect(await boundaryFindings("server/x.ts", `import * as helpers from "@/e2e/helpers";\nexport const x = helpers;\n`)).toEqual([
      expect.stringContaining("never imports the Playwright stories"),
    ]);
  });

  it("lets a test file import testing/, and nothing else it may not", async () => {
    const code = `import * as database from "@/testing/database";\nexport const x = database;\n`;
    expect(await boundaryFindings("server/x.test.ts", code)).toEqual([]);
    expect(await boundaryFindings("lib/x.test.ts", `${code}import { users } from "@/db/schema";\nexport const y = users;\n`)).toEqual([
      expect.stringContaining("not db/"),
    ]);
  });

  it("forbids app/ -> db/ and server/ -> components/", async () => {
    expect(await boundaryFindings("app/x/page.tsx", `import { users } from "@/db/schema";\nexport const x = users;\n`)).toEqual([
      expect.stringContaining("app/ is the HTTP edge"),
    ]);
    expect(await boundaryFindings("server/x.ts", `import { Button } from "@/components/ui/button";\nexport const x = Button;\n`)).toEqual([
      expect.stringContaining("server/ may import db/ and lib/"),
    ]);
  });

  it("points server/ features one way: the chat uses the schedule, never back; tests may cross", async () => {
    const chat = `import * as turn from "@/server/agent/turn";\nexport const x = turn;\n`;
    const model = `import * as model from "@/server/offline-model/model";\nexport const x = model;\n`;
    expect(await boundaryFindings("server/schedule/x.ts", chat)).toEqual([expect.stringContaining("used by the chat")]);
    expect(await boundaryFindings("server/tasks/x.ts", model)).toEqual([expect.stringContaining("built-in model")]);
    expect(await boundaryFindings("server/schedule/x.test.ts", chat)).toEqual([]);
    const schedule = `import * as undo from "@/server/schedule/undo";\nexport const x = undo;\n`;
    expect(await boundaryFindings("server/agent/x.ts", schedule)).toEqual([]);
  });

  it("allows what the layers may import", async () => {
    expect(await boundaryFindings("components/x.tsx", `import { PlannerError } from "@/lib/errors";\nexport const x = PlannerError;\n`)).toEqual([]);
    expect(await boundaryFindings("components/x.tsx", `import { Button } from "./ui/button";\nexport const x = Button;\n`)).toEqual([]);
    expect(await boundaryFindings("server/x.ts", `import { users } from "@/db/schema";\nexport const x = users;\n`)).toEqual([]);
    expect(await boundaryFindings("app/x/page.tsx", `import * as http from "@/server/http";\nexport const x = http;\n`)).toEqual([]);
    expect(await boundaryFindings("testing/x.ts", `import * as http from "@/server/http";\nexport const x = http;\n`)).toEqual([]);
  });
});

describe("one clock, one env", () => {
  async function clockFindings(filePath: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
    return result.messages.filter((message) => message.ruleId === "no-restricted-syntax").map((message) => message.message);
  }

  it("refuses a bare new Date() in app/, server/ and lib/, and allows it in server/clock.ts", async () => {
    const code = "export const at = new Date();\n";
    for (const file of ["app/api/x/route.ts", "server/x.ts", "lib/schedule/x.ts"]) {
      expect(await clockFindings(file, code), file).toEqual([expect.stringContaining("server/clock.ts")]);
    }
    expect(await clockFindings("server/clock.ts", code)).toEqual([]);
  });

  it("refuses process.env outside lib/env.ts, in every production folder", async () => {
    const code = "export const url = process.env.DATABASE_URL;\n";
    for (const file of ["app/api/x/route.ts", "server/x.ts", "db/x.ts", "lib/x.ts", "components/x.tsx"]) {
      expect(await clockFindings(file, code), file).toEqual([expect.stringContaining("lib/env.ts")]);
    }
    expect(await clockFindings("lib/env.ts", code)).toEqual([]);
    // Both rules hold together where both apply.
    expect(await clockFindings("server/x.ts", `${code}export const at = new Date();\n`)).toHaveLength(2);
  });

  it("keeps the student's words out of db/queries (a refusal or label there fails), with process.env still refused", async () => {
    const worded = "export const refusal = (name: string) => `「${name}」已经删除了`;\nexport const label = \"课程\";\n";
    expect(await clockFindings("db/queries/x.ts", worded)).toEqual([expect.stringContaining("plain data access"), expect.stringContaining("plain data access")]);
    expect(await clockFindings("db/queries/x.ts", "export const url = process.env.DATABASE_URL;\n")).toEqual([expect.stringContaining("lib/env.ts")]);
    expect(await clockFindings("db/queries/x.ts", 'export const code = "task_deleted"; // 待办已删除\n')).toEqual([]);
    expect(await clockFindings("server/schedule/x.ts", worded)).toEqual([]);
    // No file of db/queries is exempt: the ten that held words until they moved out are held like any other.
    for (const name of ["blocks", "commit-draft", "course-import", "courses", "guests", "schedule-state", "task-class-items", "tasks", "terms", "week-view"]) {
      expect(await clockFindings(`db/queries/${name}.ts`, worded), name).toHaveLength(2);
    }
  });

  it("lets a date be made from a value anywhere", async () => {
    expect(await clockFindings("lib/schedule/x.ts", 'export const at = new Date("2026-12-05T12:30:00Z");\n')).toEqual([]);
  });
});

describe("restricted packages", () => {
  async function importFindings(filePath: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
    return result.messages.filter((message) => message.ruleId === "no-restricted-imports").map((message) => message.message);
  }

  it("refuses date-fns's index everywhere, route files included, and allows a function's subpath", async () => {
    const index = 'import { format } from "date-fns";\nexport const x = format;\n';
    for (const file of ["lib/calendar/x.ts", "server/x.ts", "components/x.tsx", "app/api/x/route.ts"]) {
      expect(await importFindings(file, index), file).toEqual([expect.stringContaining("date-fns/format")]);
    }
    expect(await importFindings("lib/calendar/x.ts", 'import { addDays } from "date-fns/addDays";\nexport const x = addDays;\n')).toEqual([]);
  });

  it("keeps React out of the folders whose React rules are off, and in components/ and client/", async () => {
    const react = 'import { useState } from "react";\nexport const x = useState;\n';
    for (const file of ["server/x.ts", "db/x.ts", "lib/x.ts", "testing/x.ts"]) {
      expect(await importFindings(file, react), file).toEqual([expect.stringContaining("holds no React")]);
    }
    expect(await importFindings("client/x.ts", react)).toEqual([]);
    expect(await importFindings("components/x.tsx", react)).toEqual([]);
  });
});
