/**
 * A request target Next.js can route. Next decodes each dynamic path segment with decodeURIComponent inside its
 * router, before any route or the proxy runs, and a segment that does not decode ("%ED%A0%80", the UTF-8 bytes of a
 * lone surrogate; "%C0%AE", an overlong dot; a bare "%") ends in a bare 500 that no handler can answer for. Escaping
 * the "%" of exactly those sequences lets the request reach its route with the text as sent ("%ED%A0%80"), which
 * the route refuses like any other id that names nothing: a 404 (or 400) in JSON.
 */

/** A run of percent-escapes, or a "%" that starts none. */
const ESCAPES = /(?:%[0-9a-f]{2})+|%/gi;

function decodes(text: string): boolean {
  try {
    decodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}

/** `target` (a request line's path and query) unchanged when its path decodes; otherwise with the stray "%"s escaped. */
export function routableTarget(target: string): string {
  const queryStart = target.search(/[?#]/);
  const path = queryStart === -1 ? target : target.slice(0, queryStart);
  if (decodes(path)) return target;
  // Runs are maximal, so the path decodes exactly when every run does: only the runs that fail are touched.
  const routable = path.replace(ESCAPES, (run) => (decodes(run) ? run : run.replaceAll("%", "%25")));
  return queryStart === -1 ? routable : routable + target.slice(queryStart);
}
