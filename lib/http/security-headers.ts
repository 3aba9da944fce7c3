/**
 * The headers every response carries, in one list: next.config.ts sets them on what Next answers, and the server's
 * request hook (server/connection/request-start.ts) sets them before Next sees the request, so even a bare
 * "Internal Server Error" that Next writes from its router, past its own header rules, carries them.
 */

export interface SecurityHeader {
  key: string;
  value: string;
}

/**
 * Only this app's own scripts, styles, images and requests. Next inlines its bootstrap scripts and React its style
 * attributes, hence 'unsafe-inline'; the dev server also evaluates code ('unsafe-eval') for fast refresh.
 */
function contentSecurityPolicy(production: boolean): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${production ? "" : " 'unsafe-eval'"}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "connect-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}

export function securityHeaders(production: boolean): SecurityHeader[] {
  return [
    { key: "Content-Security-Policy", value: contentSecurityPolicy(production) },
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "X-Frame-Options", value: "DENY" },
    { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
    // Browsers remember HSTS for two years: only a production server (behind https) may say it, never `next dev`.
    ...(production ? [{ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" }] : []),
  ];
}
