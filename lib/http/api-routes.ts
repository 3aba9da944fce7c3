/**
 * Every API route and the methods it answers, so the edge (proxy.ts) can refuse the rest in the app's own error body:
 * left to Next.js, an unknown path under /api/ answers with the HTML of the 404 page and a known one asked with
 * another method answers a bare 405 with no body and no Allow header. app/api/routes-table.test.ts keeps this table
 * equal to the route files' exports.
 */

export type ApiMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** Path patterns as the app/ folders spell them: "[id]" is one segment of any text. */
export const API_ROUTES: Readonly<Record<string, readonly ApiMethod[]>> = {
  "/api/account": ["DELETE"],
  "/api/account/demo-data": ["DELETE"],
  "/api/account/export": ["GET"],
  "/api/auth/guest": ["GET", "POST"],
  "/api/auth/login": ["POST"],
  "/api/auth/logout": ["POST"],
  "/api/auth/me": ["GET"],
  "/api/auth/password": ["POST"],
  "/api/auth/sessions": ["DELETE"],
  "/api/auth/signup": ["POST"],
  "/api/blocks/[id]/checkin": ["POST", "DELETE"],
  "/api/chat": ["POST"],
  "/api/chat/[id]/stop": ["POST"],
  "/api/chat/[id]/stream": ["GET"],
  "/api/commits/[id]/undo": ["POST"],
  "/api/conversations": ["GET"],
  "/api/conversations/[id]/timeline": ["GET"],
  "/api/courses": ["GET", "POST"],
  "/api/courses/[id]": ["PATCH", "DELETE"],
  "/api/cron/purge-guests": ["GET"],
  "/api/cron/reminders": ["GET"],
  "/api/drafts/[id]/cancel": ["POST"],
  "/api/drafts/[id]/confirm": ["POST"],
  "/api/exams": ["GET", "POST"],
  "/api/exams/[id]": ["PATCH", "DELETE"],
  "/api/health": ["GET"],
  "/api/ics/export": ["GET"],
  "/api/ics/feed": ["GET", "POST", "DELETE"],
  "/api/ics/feed/[token]": ["GET"],
  "/api/ics/import": ["POST"],
  "/api/ics/preview": ["POST"],
  "/api/ics/reminders": ["GET", "PUT"],
  "/api/model": ["GET"],
  "/api/progress": ["GET"],
  "/api/push/key": ["GET"],
  "/api/push/subscriptions": ["POST", "DELETE"],
  "/api/push/test": ["POST"],
  "/api/reminders/settings": ["GET", "PUT"],
  "/api/schedule": ["GET"],
  "/api/schedule/moves": ["POST"],
  "/api/schedule/replan": ["POST"],
  "/api/task-classes": ["GET", "POST"],
  "/api/task-classes/[id]": ["PATCH", "DELETE"],
  "/api/task-classes/[id]/items": ["POST"],
  "/api/task-classes/[id]/items/[itemId]": ["PATCH", "DELETE"],
  "/api/task-classes/[id]/items/order": ["PUT"],
  "/api/tasks": ["GET", "POST"],
  "/api/tasks/[id]": ["PATCH", "DELETE"],
  "/api/tasks/[id]/deletion": ["POST"],
  "/api/term": ["GET", "PUT"],
  "/api/today": ["GET"],
  "/api/today/warnings": ["GET"],
};

const PATTERNS = Object.keys(API_ROUTES).map((pattern) => ({ pattern, segments: pattern.split("/").slice(1) }));

const isDynamic = (segment: string) => segment.startsWith("[");

/**
 * The route Next.js would run for `pathname`, or undefined when none would: at each segment a folder named as sent
 * wins over a "[param]" folder (".../items/order" is the order route, not item "order").
 */
export function apiRouteOf(pathname: string): string | undefined {
  const segments = pathname.replace(/\/+$/, "").split("/").slice(1);
  let best: { pattern: string; segments: string[] } | undefined;
  for (const candidate of PATTERNS) {
    if (candidate.segments.length !== segments.length) continue;
    if (!candidate.segments.every((segment, index) => isDynamic(segment) || segment === segments[index])) continue;
    if (!best || staticFirst(candidate.segments, best.segments) < 0) best = candidate;
  }
  return best?.pattern;
}

function staticFirst(a: readonly string[], b: readonly string[]): number {
  for (let index = 0; index < a.length; index += 1) {
    if (isDynamic(a[index]) !== isDynamic(b[index])) return isDynamic(a[index]) ? 1 : -1;
  }
  return 0;
}

/**
 * What a route answers: its own methods, HEAD where it answers GET and OPTIONS everywhere (Next.js answers both
 * itself), as an Allow header lists them.
 */
export function allowedMethods(pattern: string): string[] {
  const methods = API_ROUTES[pattern] ?? [];
  return [...methods, ...(methods.includes("GET") ? ["HEAD"] : []), "OPTIONS"];
}
