/**
 * The assistant page's first screen, read on the server so that the first paint is the real one (issue 16): the
 * header's context, the conversation list, the open conversation's messages and the current week. The browser takes
 * over from there (streaming, resuming a running turn, the next weeks). Everything is handed over as the JSON the
 * API routes answer with (dates as ISO strings), so the client sees the same shapes either way.
 */
import { getDb } from "@/db/bootstrap";
import type { Database } from "@/db/client";
import { getConversation, listConversations, loadMessages } from "@/db/queries/conversations";
import type { PlannerUIMessage } from "@/lib/protocol";
import type { WeekView } from "@/lib/protocol/week-view";
import { getWeekView } from "../schedule/week-view";
import { pageContext, type PageContext } from "./page-context";
import { now as readClock } from "@/server/clock";

interface HomeConversation {
  id: string;
  title: string;
  updated_at: string;
}

export interface HomeScreen extends PageContext {
  conversations: HomeConversation[];
  /**
   * The conversation to open: the one in the address, else the latest; a new id (no messages) when there is none.
   * An id in the address that is not one of the student's opens as a new, empty conversation, as the client does.
   */
  opened: { id: string; messages: PlannerUIMessage[] };
  /** The current week as GET /api/schedule answers it; null if it could not be read (the grid then asks itself). */
  week_view: WeekView | null;
}

/** As the API would send it: Dates become ISO strings, nothing else changes. */
function asJson<T>(value: unknown): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/** `path`: the page's address with its query, where a visitor who first needs a guest or a sign-in comes back to. */
export async function homeScreen(requestedConversation: string | undefined, path = "/", now: Date = readClock()): Promise<HomeScreen> {
  const context = await pageContext(path, now);
  return { ...context, ...(await readHomeScreen(await getDb(), context.user.id, requestedConversation, now)) };
}

/** The first screen's data for this student, apart from the header's context. */
export async function readHomeScreen(
  db: Database,
  userId: number,
  requestedConversation: string | undefined,
  now: Date,
): Promise<Omit<HomeScreen, keyof PageContext>> {
  const [conversations, weekView] = await Promise.all([
    listConversations(db, userId),
    // The grid asks for the week itself when this fails: the page still renders.
    getWeekView(db, userId, { now }).catch(() => null),
  ]);
  let opened: HomeScreen["opened"] = { id: requestedConversation ?? conversations[0]?.id ?? crypto.randomUUID(), messages: [] };
  const known = requestedConversation ? await getConversation(db, userId, requestedConversation) : conversations[0];
  if (known) opened = { id: known.id, messages: await loadMessages(db, known.id) };
  return {
    conversations: asJson<HomeConversation[]>(conversations.map(({ id, title, updated_at }) => ({ id, title, updated_at }))),
    opened: asJson<HomeScreen["opened"]>(opened),
    week_view: weekView ? asJson<WeekView>(weekView) : null,
  };
}
