/**
 * Every route file under app/api, found on disk rather than listed, so a route added later is in the security suite
 * (app/api/security.*.test.ts) without anyone remembering to add it. testing/ may not import app/, so this only
 * names the files; the suite, which lives in app/, imports them.
 */
import { readdirSync } from "node:fs";
import path from "node:path";

export const HTTP_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];
export const STATE_CHANGING_METHODS: readonly HttpMethod[] = ["POST", "PUT", "PATCH", "DELETE"];

export interface ApiRouteFile {
  /** Absolute path of the route.ts file. */
  file: string;
  /** The URL pattern, in the folder's own spelling: "/api/tasks/[id]". */
  pattern: string;
  /** Its dynamic segments in order: ["id"]. */
  params: string[];
}

const REPOSITORY = path.resolve(import.meta.dirname, "../..");

/** Every app/api/**\/route.ts, sorted by pattern. */
export function apiRouteFiles(root: string = REPOSITORY): ApiRouteFile[] {
  const base = path.join(root, "app", "api");
  return readdirSync(base, { recursive: true, encoding: "utf8" })
    .filter((relative) => path.basename(relative) === "route.ts")
    .map((relative) => {
      const folder = path.dirname(relative).split(path.sep).filter((segment) => segment !== ".");
      const pattern = `/api/${folder.join("/")}`.replace(/\/$/, "");
      const params = folder.filter((segment) => /^\[.+\]$/.test(segment)).map((segment) => segment.slice(1, -1));
      return { file: path.join(base, relative), pattern, params };
    })
    .sort((left, right) => left.pattern.localeCompare(right.pattern));
}

/**
 * The URL of a route with its parameters filled in, encoded as a browser would send them. (The handler gets the
 * parameters themselves through paramsContext; a lone surrogate, which no URL can carry, shows as U+FFFD here.)
 */
export function urlOf(route: ApiRouteFile, values: Record<string, string>, origin = "http://localhost"): string {
  const encode = (value: string) => encodeURIComponent(value.replace(/[\uD800-\uDFFF]/g, "\uFFFD"));
  const filled = route.pattern.replace(/\[([^\]]+)\]/g, (_match, name: string) => encode(values[name] ?? "1"));
  return `${origin}${filled}`;
}

/** The second argument Next.js hands a dynamic route handler: the decoded parameters. */
export function paramsContext(values: Record<string, string>): { params: Promise<Record<string, string>> } {
  return { params: Promise.resolve(values) };
}
