/**
 * The one shape of an API route. A route file says what its request carries (path parameters, query, body) and
 * whose it is, and hands one function the parsed parts; this module resolves the student, reads and checks the
 * parts in a fixed order and maps every failure through errorResponse, so no route can answer a malformed request
 * differently from its neighbours or leak an internal error.
 *
 * The order is the one every route kept by hand before: the student first (charged before anything is read, see
 * studentOf), then `before`, the path, the query and last the body, so a refused or over-limit request costs the
 * server next to nothing and a bad path answers its 404 even when the body is bad too.
 */
import type { z } from "zod";
import { errorResponse, json, parseParams, parseQuery, readJsonBody, type NotFound } from "./http";
import { studentOf, type Student } from "./student";

/** What Next.js hands a route handler second; a route without a dynamic segment has no params to read. */
interface RouteContext {
  params: Promise<unknown>;
}

type RouteHandler = (request: Request, context?: RouteContext) => Promise<Response>;

/**
 * A body that is not one JSON document for one schema (an .ics upload, a form's field messages, a body only some
 * students send, a schema built from the student's term): the route reads it itself and throws a PlannerError to
 * refuse it.
 */
type BodyReader<B, S> = (request: Request, student: S) => Promise<B>;

/** A malformed path parameter names nothing that can exist, so it answers the route's not-found code. */
type PathNeed<P> = { params: z.ZodType<P>; notFound: NotFound } | { params?: undefined; notFound?: undefined };

type Needs<P, Q, B, S> = PathNeed<P> & {
  /** The query string, one value a parameter (400 request:invalid when the schema refuses it). */
  query?: z.ZodType<Q>;
  /** A JSON body for this schema (400, or 413 over the route's cap), or a reader of its own. */
  body?: z.ZodType<B> | BodyReader<B, S>;
  /** The status of an answer that is not a Response: 201 for a route that creates. */
  status?: number;
};

type StudentNeeds<P, Q, B> = Needs<P, Q, B, Student> & {
  /** A chat message is charged as a turn (the tighter limit, and a guest's daily turns), not as a plain write. */
  charge?: "turn";
  /** A refusal that depends only on who asks (a guest, a server draining its turns): before anything is read. */
  before?: (student: Student) => void | Promise<void>;
};

interface Parts<P, Q, B> {
  request: Request;
  params: P;
  query: Q;
  body: B;
}

/** A handler answers a Response as it is (streams, files, redirects, cookies, 204) or a value to send as JSON. */
type Answer = unknown;

/** A route of the signed-in student (or guest): 401 auth:required for a request that names nobody. */
export function route<P = undefined, Q = undefined, B = undefined>(
  needs: StudentNeeds<P, Q, B>,
  handler: (parts: Parts<P, Q, B> & Student) => Answer | Promise<Answer>,
): RouteHandler {
  return wrap(needs, (request) => studentOf(request, { turn: needs.charge === "turn" }), needs.before, handler);
}

/** A route anyone may call (sign-in, cron with its own secret, the calendar feed with its token). */
export function publicRoute<P = undefined, Q = undefined, B = undefined>(
  needs: Needs<P, Q, B, undefined>,
  handler: (parts: Parts<P, Q, B>) => Answer | Promise<Answer>,
): RouteHandler {
  return wrap(needs, async () => undefined, undefined, handler);
}

function wrap<S extends Student | undefined, P, Q, B>(
  needs: Needs<P, Q, B, S>,
  who: (request: Request) => Promise<S>,
  before: ((student: S) => void | Promise<void>) | undefined,
  handler: (parts: Parts<P, Q, B> & S) => Answer | Promise<Answer>,
): RouteHandler {
  return async (request, context) => {
    try {
      const student = await who(request);
      await before?.(student);
      const params = needs.params ? await parseParams(context?.params ?? Promise.resolve({}), needs.params, needs.notFound) : undefined;
      const query = needs.query ? parseQuery(request, needs.query) : undefined;
      const body = await readBodyOf(request, needs.body, student);
      const answer = await handler({ ...student, request, params, query, body } as Parts<P, Q, B> & S);
      return answer instanceof Response ? answer : json(answer, needs.status);
    } catch (error) {
      return errorResponse(error, request);
    }
  };
}

function readBodyOf<B, S>(request: Request, body: z.ZodType<B> | BodyReader<B, S> | undefined, student: S): Promise<B | undefined> {
  if (body === undefined) return Promise.resolve(undefined);
  // A zod schema is an object, never callable: a function is the route's own reader.
  return typeof body === "function" ? body(request, student) : readJsonBody(request, body);
}
