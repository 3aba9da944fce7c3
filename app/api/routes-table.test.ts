import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { API_ROUTES, allowedMethods, apiRouteOf } from "@/lib/http/api-routes";

const API = import.meta.dirname;

/** Every app/api/**\/route.ts as its path pattern, with the HTTP methods it exports. */
function routeFiles(): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  for (const entry of readdirSync(API, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name !== "route.ts") continue;
    const file = path.join(entry.parentPath, entry.name);
    const pattern = `/api/${path.relative(API, entry.parentPath).split(path.sep).join("/")}`.replace(/\/$/, "");
    const source = readFileSync(file, "utf8");
    found[pattern] = [...source.matchAll(/export (?:const|async function|function) (GET|POST|PUT|PATCH|DELETE)\b/g)].map((match) => match[1]);
  }
  return found;
}

describe("the API routes table (lib/http/api-routes.ts)", () => {
  it("lists every route file under app/api with exactly the methods it exports", () => {
    const files = routeFiles();
    expect(Object.keys(files).length).toBeGreaterThan(40);
    const sorted = (table: Readonly<Record<string, readonly string[]>>) =>
      Object.fromEntries(Object.entries(table).map(([pattern, methods]) => [pattern, [...methods].sort()]));
    expect(sorted(API_ROUTES)).toEqual(sorted(files));
  });

  it("finds the route Next.js runs: a folder named as sent wins over a [param] one", () => {
    expect(apiRouteOf("/api/tasks")).toBe("/api/tasks");
    expect(apiRouteOf("/api/tasks/")).toBe("/api/tasks");
    expect(apiRouteOf("/api/tasks/42")).toBe("/api/tasks/[id]");
    expect(apiRouteOf("/api/tasks/42/deletion")).toBe("/api/tasks/[id]/deletion");
    expect(apiRouteOf("/api/task-classes/7/items/order")).toBe("/api/task-classes/[id]/items/order");
    expect(apiRouteOf("/api/task-classes/7/items/9")).toBe("/api/task-classes/[id]/items/[itemId]");
    expect(apiRouteOf("/api/ics/feed")).toBe("/api/ics/feed");
    expect(apiRouteOf("/api/ics/feed/abc")).toBe("/api/ics/feed/[token]");
  });

  it("finds none for a path no route answers", () => {
    for (const pathname of ["/api", "/api/", "/api/nope", "/api/tasks/1/2", "/api/auth", "/api/ics/feed/abc/def"]) {
      expect(apiRouteOf(pathname), pathname).toBeUndefined();
    }
  });

  it("allows HEAD beside GET and OPTIONS everywhere, as Next.js answers them itself", () => {
    expect(allowedMethods("/api/tasks")).toEqual(["GET", "POST", "HEAD", "OPTIONS"]);
    expect(allowedMethods("/api/tasks/[id]")).toEqual(["PATCH", "DELETE", "OPTIONS"]);
  });
});
