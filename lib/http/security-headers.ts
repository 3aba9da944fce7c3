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
 * Only this app's own scripts, styles, images and requests. Without a nonce (API answers, static files, and the hook's
 * headers on anything Next writes itself) scripts may be inline: nothing there runs one. A page gets its own
 * policy from the proxy (pageContentSecurityPolicy) with a per-request nonce instead. React writes style attributes,
 * hence 'unsafe-inline' styles, which a nonce cannot cover; the dev server also evaluates code ('unsafe-eval') for
 * fast refresh.
 */
function contentSecurityPolicy(production: boolean, scriptSources: string): string {
  return [
    "default-src 'self'",
    `script-src ${scriptSources}${production ? "" : " 'unsafe-eval'"}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "connect-src 'self'",
    // The reminders' service worker (public/sw.js), registered from this origin only.
    "worker-src 'self'",
    "manifest-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}

/**
 * A page's policy: only scripts carrying this request's nonce (Next.js puts it on its own bootstrap and chunk tags
 * when it reads the policy from the request, see proxy.ts) and those they load ('strict-dynamic'); no inline script
 * an injected tag could bring. 'self' stays for browsers without 'strict-dynamic', which ignore it otherwise.
 */
export function pageContentSecurityPolicy(production: boolean, nonce: string): string {
  return contentSecurityPolicy(production, `'self' 'nonce-${nonce}' 'strict-dynamic'`);
}

export function securityHeaders(production: boolean): SecurityHeader[] {
  return [
    { key: "Content-Security-Policy", value: contentSecurityPolicy(production, "'self' 'unsafe-inline'") },
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "X-Frame-Options", value: "DENY" },
    { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
    // Browsers remember HSTS for two years: only a production server (behind https) may say it, never `next dev`.
    ...(production ? [{ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" }] : []),
  ];
}
