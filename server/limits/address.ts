/**
 * The address a request came from, for per-address limits. Route handlers do not see the socket, so it is read
 * from X-Forwarded-For: the last entry is the one the nearest proxy (Vercel, nginx, Caddy) appended, which the
 * client cannot choose. Without a proxy in front, a client can pick its own value; the README's Deploy section
 * says to run behind one.
 */
export function clientAddress(request: Request): string {
  const forwarded = request.headers.get("x-forwarded-for");
  const last = forwarded?.split(",").at(-1)?.trim();
  if (last) return last.toLowerCase();
  return request.headers.get("x-real-ip")?.trim().toLowerCase() || "unknown";
}
