/**
 * The lint rule that keeps API routes on the one wrapper (eslint.config.mjs, study-planner/one-route-wrapper),
 * proved through ESLint's own API on source text linted as if it lived at a route's path.
 */
import path from "node:path";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
let eslint: ESLint;

beforeAll(() => {
  // import/no-cycle reads the linted file from disk, and these paths are not files.
  eslint = new ESLint({ cwd: root, overrideConfig: { rules: { "import/no-cycle": "off" } } });
});

async function findings(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  expect(result.messages.filter((message) => message.fatal)).toEqual([]);
  return result.messages.filter((message) => message.ruleId === "no-restricted-imports").map((message) => message.message);
}

const BY_HAND = `import { studentOf } from "@/server/student";\nimport { errorResponse, parseParams, json } from "../../../server/http";\nexport const used = [studentOf, errorResponse, parseParams, json];\n`;

describe("one route wrapper", () => {
  it("refuses studentOf, errorResponse and the path and query readers in an API route, by alias or relative path", async () => {
    expect(await findings("app/api/tasks/[id]/route.ts", BY_HAND)).toEqual([
      expect.stringContaining("'studentOf'"),
      expect.stringContaining("'errorResponse'"),
      expect.stringContaining("'parseParams'"),
    ]);
  });

  it("lets a route use the wrapper and a body reader, and the guest entry its own mapping", async () => {
    const wrapped = `import { readJsonBody } from "@/server/http";\nimport { route } from "@/server/route";\nexport const used = [readJsonBody, route];\n`;
    expect(await findings("app/api/tasks/route.ts", wrapped)).toEqual([]);
    expect(await findings("app/api/auth/guest/route.ts", BY_HAND)).toEqual([]);
  });

  it("leaves helpers beside the routes and the rest of the server alone", async () => {
    expect(await findings("app/api/auth/respond.ts", BY_HAND)).toEqual([]);
    expect(await findings("server/route.ts", BY_HAND.replaceAll("../../../server/", "./"))).toEqual([]);
  });
});
