/**
 * No import circle anywhere, type-only imports included. ESLint's import/no-cycle skips `import type`, yet a type
 * circle still ties two modules together (db/client.ts -> seed -> queries/users -> db/client.ts was one), so the
 * whole repository's graph is built here from the source text and checked for strongly connected components.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const FOLDERS = ["app", "components", "server", "db", "lib", "testing", "bench", "e2e"];
const EXTENSIONS = [".ts", ".tsx", "/index.ts", "/index.tsx"];
const SPECIFIER = /(?:^|\n)\s*(?:import|export)\s[^;]*?\sfrom\s+["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

function sourceFiles(): string[] {
  return FOLDERS.filter((folder) => existsSync(path.join(root, folder))).flatMap((folder) =>
    readdirSync(path.join(root, folder), { recursive: true, encoding: "utf8" })
      .filter((file) => /\.tsx?$/.test(file))
      .map((file) => path.join(folder, file)),
  );
}

/** The repository file a specifier names, or undefined for a package. */
function resolve(from: string, specifier: string, files: ReadonlySet<string>): string | undefined {
  let base: string;
  if (specifier.startsWith("@/")) base = specifier.slice(2);
  else if (specifier.startsWith(".")) base = path.join(path.dirname(from), specifier);
  else return undefined;
  if (files.has(base)) return base;
  return EXTENSIONS.map((extension) => base + extension).find((candidate) => files.has(candidate));
}

function importGraph(): Map<string, string[]> {
  const files = sourceFiles();
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const text = readFileSync(path.join(root, file), "utf8");
    const targets = [...text.matchAll(SPECIFIER)]
      .map((match) => resolve(file, match[1] ?? match[2], known))
      .filter((target): target is string => target !== undefined && target !== file);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** Tarjan's strongly connected components with more than one member: each is an import circle. */
function circles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) found.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe("the import graph", () => {
  it("finds a circle, type-only edges included", () => {
    const graph = new Map([
      ["db/client.ts", ["db/seed.ts"]],
      ["db/seed.ts", ["db/queries/users.ts"]],
      ["db/queries/users.ts", ["db/client.ts"]],
      ["lib/a.ts", []],
    ]);
    expect(circles(graph)).toEqual([["db/client.ts", "db/queries/users.ts", "db/seed.ts"]]);
  });

  it("reads type-only, re-exported and dynamic imports as edges", () => {
    const graph = importGraph();
    // db/queries/users.ts imports only `type Executor` from db/client.ts; lib/protocol/index.ts re-exports.
    expect(graph.get("db/queries/users.ts")).toContain("db/client.ts");
    expect(graph.get("lib/protocol/index.ts")).toContain("lib/protocol/tools.ts");
  });

  it("has no circle anywhere in the repository", () => {
    expect(circles(importGraph())).toEqual([]);
  });
});
