/**
 * Everything a student owns, for "下载我的数据" (GET /api/account/export): the profile, the term, courses with their
 * meetings, study blocks with their periods, task classes with their items, loose tasks, drafts, conversations with
 * their messages and agent runs, calendar feeds, exams, reminder settings, and which push services hold a
 * subscription and since when. Every read is scoped by the student's id (child rows through their parent's). Secrets
 * stay out: no password hash, no session or known-device tokens, no feed token (which would let the holder read the
 * calendar), no push endpoint or keys (which would let the holder send to the device).
 */
import { asc, eq, inArray } from "drizzle-orm";
import type { Executor } from "../client";
import {
  agentRuns,
  blockCheckins,
  calendarFeeds,
  exams,
  pushSubscriptions,
  reminderSettings,
  chatMessages,
  conversations,
  scheduleCommits,
  scheduleDrafts,
  scheduleEvents,
  schedules,
  taskClasses,
  taskClassItems,
  tasks,
  users,
} from "../schema";
import { listCourses } from "./courses";
import { loadTerm } from "./terms";

/** Bumped when the shape below changes incompatibly. */
const EXPORT_VERSION = 1;

export interface AccountExport {
  format: "study-planner-export";
  version: number;
  exportedAt: string;
  profile: { id: number; name: string; username: string | null; isGuest: boolean; createdAt: string; lastActiveAt: string };
  term: Awaited<ReturnType<typeof loadTerm>>;
  courses: Awaited<ReturnType<typeof listCourses>>;
  studyBlocks: Array<Omit<typeof scheduleEvents.$inferSelect, "userId"> & { periods: Array<Omit<typeof schedules.$inferSelect, "userId" | "eventId">> }>;
  taskClasses: Array<Omit<typeof taskClasses.$inferSelect, "userId"> & { items: Array<typeof taskClassItems.$inferSelect> }>;
  tasks: Array<Omit<typeof tasks.$inferSelect, "userId">>;
  /** What the student said about study blocks that had begun (done / partial / skipped). */
  checkins: Array<Omit<typeof blockCheckins.$inferSelect, "userId">>;
  drafts: Array<Omit<typeof scheduleDrafts.$inferSelect, "userId">>;
  /** Every write of the schedule with what it changed (what an undo reverts). */
  commits: Array<Omit<typeof scheduleCommits.$inferSelect, "userId">>;
  conversations: Array<
    Omit<typeof conversations.$inferSelect, "userId"> & {
      messages: Array<typeof chatMessages.$inferSelect>;
      runs: Array<Omit<typeof agentRuns.$inferSelect, "userId">>;
    }
  >;
  calendarFeeds: Array<{ id: number; createdAt: Date; revokedAt: Date | null; active: boolean }>;
  exams: Array<Omit<typeof exams.$inferSelect, "userId">>;
  reminderSettings: Omit<typeof reminderSettings.$inferSelect, "userId"> | null;
  /** The push service of each subscription (its host) and when it was made. */
  pushSubscriptions: Array<{ id: number; service: string; createdAt: Date }>;
}

function hostOf(endpoint: string): string {
  try {
    return new URL(endpoint).host;
  } catch {
    return "";
  }
}

/** Drops the owner column: every row of an export is the student's own. */
function withoutOwner<T extends { userId: number }>({ userId: _userId, ...rest }: T): Omit<T, "userId"> {
  return rest;
}

/** The student's data, or null when there is no such user. Meant to run in one read transaction (a consistent copy). */
export async function exportAccount(executor: Executor, userId: number, now: Date): Promise<AccountExport | null> {
  const [user] = await executor.select().from(users).where(eq(users.id, userId));
  if (!user) return null;

  const events = await executor.select().from(scheduleEvents).where(eq(scheduleEvents.userId, userId)).orderBy(asc(scheduleEvents.id));
  const periods = await executor
    .select()
    .from(schedules)
    .where(eq(schedules.userId, userId))
    .orderBy(asc(schedules.week), asc(schedules.dayOfWeek), asc(schedules.section));
  const classes = await executor.select().from(taskClasses).where(eq(taskClasses.userId, userId)).orderBy(asc(taskClasses.id));
  const items = classes.length
    ? await executor
        .select()
        .from(taskClassItems)
        .where(inArray(taskClassItems.categoryId, classes.map((taskClass) => taskClass.id)))
        .orderBy(asc(taskClassItems.categoryId), asc(taskClassItems.itemOrder))
    : [];
  const chats = await executor.select().from(conversations).where(eq(conversations.userId, userId)).orderBy(asc(conversations.createdAt));
  const chatIds = chats.map((conversation) => conversation.id);
  const messages = chatIds.length
    ? await executor
        .select()
        .from(chatMessages)
        .where(inArray(chatMessages.conversationId, chatIds))
        .orderBy(asc(chatMessages.conversationId), asc(chatMessages.position))
    : [];
  const runs = await executor.select().from(agentRuns).where(eq(agentRuns.userId, userId)).orderBy(asc(agentRuns.startedAt));
  const feeds = await executor
    .select({ id: calendarFeeds.id, createdAt: calendarFeeds.createdAt, revokedAt: calendarFeeds.revokedAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId));

  return {
    format: "study-planner-export",
    version: EXPORT_VERSION,
    exportedAt: now.toISOString(),
    profile: {
      id: user.id,
      name: user.name,
      username: user.username,
      isGuest: user.username === null,
      createdAt: user.createdAt.toISOString(),
      lastActiveAt: user.lastActiveAt.toISOString(),
    },
    term: await loadTerm(executor, userId),
    courses: await listCourses(executor, userId),
    studyBlocks: events
      .filter((event) => event.type === "task")
      .map((event) => ({
        ...withoutOwner(event),
        periods: periods.filter((period) => period.eventId === event.id).map(({ userId: _userId, eventId: _eventId, ...period }) => period),
      })),
    taskClasses: classes.map((taskClass) => ({ ...withoutOwner(taskClass), items: items.filter((item) => item.categoryId === taskClass.id) })),
    tasks: (await executor.select().from(tasks).where(eq(tasks.userId, userId)).orderBy(asc(tasks.id))).map(withoutOwner),
    checkins: (await executor.select().from(blockCheckins).where(eq(blockCheckins.userId, userId)).orderBy(asc(blockCheckins.id))).map(withoutOwner),
    drafts: (await executor.select().from(scheduleDrafts).where(eq(scheduleDrafts.userId, userId)).orderBy(asc(scheduleDrafts.createdAt))).map(withoutOwner),
    commits: (await executor.select().from(scheduleCommits).where(eq(scheduleCommits.userId, userId)).orderBy(asc(scheduleCommits.createdAt))).map(withoutOwner),
    conversations: chats.map((conversation) => ({
      ...withoutOwner(conversation),
      messages: messages.filter((message) => message.conversationId === conversation.id),
      runs: runs.filter((run) => run.conversationId === conversation.id).map(withoutOwner),
    })),
    calendarFeeds: feeds.map((feed) => ({ ...feed, active: feed.revokedAt === null })),
    exams: (await executor.select().from(exams).where(eq(exams.userId, userId)).orderBy(asc(exams.date), asc(exams.id))).map(withoutOwner),
    reminderSettings: (await executor.select().from(reminderSettings).where(eq(reminderSettings.userId, userId)).then(([row]) => (row ? withoutOwner(row) : null))),
    pushSubscriptions: (
      await executor
        .select({ id: pushSubscriptions.id, endpoint: pushSubscriptions.endpoint, createdAt: pushSubscriptions.createdAt })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId))
        .orderBy(asc(pushSubscriptions.id))
    ).map((subscription) => ({ id: subscription.id, service: hostOf(subscription.endpoint), createdAt: subscription.createdAt })),
  };
}
