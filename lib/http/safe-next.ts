/**
 * The one check on a `next` parameter (where to go after a redirect): a path on this site, or "/".
 *
 * A browser reads a Location of "//evil.example" or "/\evil.example" as another host, and it resolves dot segments
 * and drops tabs and newlines before it does, so "/.//evil.example", "/%2e//evil.example" and "/a/..//evil.example"
 * all become "//evil.example" once normalised. So the value is checked three times: as given, after the URL parser
 * has normalised it (what the Location header will say), and percent-decoded (what a proxy or a later hop might
 * make of it).
 */

/** Any stand-in origin: the value is resolved against it only to see whether it stays on it. */
const HOME = "http://planner.invalid";

/** "/path" and not "//host" or "/\host". */
function isSinglySlashedPath(path: string): boolean {
  return path.startsWith("/") && !path.startsWith("//") && !path.startsWith("/\\");
}

function decoded(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

/**
 * `next` as a path, query and fragment on this site ("/plan?week=3"), or "/" for anything else: absolute URLs, other
 * hosts, paths that normalise or decode to "//" or "/\", malformed percent-encoding, and the API itself.
 */
export function safeNextPath(next: string | null | undefined): string {
  if (!next || !isSinglySlashedPath(next)) return "/";
  let target: URL;
  try {
    target = new URL(next, HOME);
  } catch {
    return "/";
  }
  if (target.origin !== HOME || !isSinglySlashedPath(target.pathname)) return "/";
  const decodedPath = decoded(target.pathname);
  if (decodedPath === null || !isSinglySlashedPath(decodedPath)) return "/";
  // A redirect into the API would only answer JSON (or loop back through the guest route).
  if (target.pathname === "/api" || target.pathname.startsWith("/api/")) return "/";
  return `${target.pathname}${target.search}${target.hash}`;
}
