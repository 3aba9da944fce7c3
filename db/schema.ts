/**
 * The study planner's tables. SQL names are snake_case; every range the tool layer relies on (week 1-30,
 * day_of_week 1-7, section 1-16, 8-16 periods a day) is also a CHECK so a bad commit fails in the database, not later in a reader.
 * Enumerations are text + CHECK rather than pg enums: adding a value later is a one-line migration.
 * Kept to SQL that runs on both PGlite (Postgres 18) and Postgres 15.
 */
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import type { PeriodTime } from "@/lib/calendar/clock";
import { TASK_CLASS_STRATEGIES } from "../lib/study-plan/strategies";
import type { CommitResult } from "@/lib/protocol/commit-result";
import type { EmbeddedTime } from "@/lib/timetable/embedded-time";
import type { ScheduleState } from "@/lib/schedule/state";
import type { ChangeSet } from "@/lib/schedule/change-set";
import { CHECKIN_STATUSES } from "@/lib/protocol/checkins";

export const EVENT_TYPES = ["course", "task"] as const;
export const SCHEDULE_STATUSES = ["normal", "interrupted"] as const;
export const TASK_CLASS_MODES = ["auto", "manual"] as const;
export const TASK_ITEM_STATUSES = ["pending", "applied"] as const;
export const DRAFT_STATUSES = ["open", "committed", "discarded"] as const;

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    /** Display name (not unique). */
    name: text("name").notNull(),
    /** Sign-in name, lower-cased; null for a guest (one visitor's browser, no password) until they register. */
    username: text("username").unique(),
    /** scrypt hash "scrypt$N$r$p$salt$hash" (server/auth/password.ts); null when there is no password. */
    passwordHash: text("password_hash"),
    createdAt: createdAt(),
    /** Last request served, to the hour (server/auth/current-user.ts); idle guests are purged from it. */
    lastActiveAt: timestamp("last_active_at", { withTimezone: true }).notNull().defaultNow(),
    /** Minutes before a task's deadline its calendar alarm (VALARM) rings in the export and feed; null: no alarm. */
    deadlineAlarmMinutes: integer("deadline_alarm_minutes").default(30),
  },
  (table) => [
    check("users_password_needs_username", sql`${table.passwordHash} is null or ${table.username} is not null`),
    check("users_deadline_alarm_range", sql`${table.deadlineAlarmMinutes} is null or ${table.deadlineAlarmMinutes} between 0 and 10080`),
    index("users_idle_guests_idx").on(table.lastActiveAt).where(sql`${table.username} is null`),
  ],
);

/**
 * Rate-limit counters (server/limits) when no REDIS_URL is set: one row per limited key, in the shape
 * rate-limiter-flexible's Drizzle store reads and writes.
 */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  points: integer("points").notNull().default(0),
  expire: timestamp("expire", { withTimezone: true }),
});

/**
 * A signed-in browser. The cookie carries a random token; only its SHA-256 is stored, so a leaked table does not
 * let anyone sign in.
 */
export const sessions = pgTable(
  "sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("sessions_user_idx").on(table.userId)],
);

/**
 * Failed sign-ins per sign-in name, for throttling (db/queries/login-failures.ts). Kept by name rather than by
 * user so an unknown name is throttled exactly like a known one and the table says nothing about who exists.
 */
export const loginFailures = pgTable(
  "login_failures",
  {
    id: serial("id").primaryKey(),
    username: text("username").notNull(),
    failedAt: timestamp("failed_at", { withTimezone: true }).notNull(),
    /** Where the attempt came from (the limits' address key): the back-off grows per name and source. */
    source: text("source").notNull().default(""),
  },
  (table) => [index("login_failures_username_idx").on(table.username, table.failedAt)],
);

/**
 * Browsers a student has signed in from (the OWASP "device cookie"): the browser keeps a random token in a cookie,
 * the table only its SHA-256. A sign-in from such a browser is not held by the per-name back-off a stranger can
 * trigger (db/queries/login-failures.ts); its own wrong passwords count here instead, and after a few the browser is
 * forgotten. Renewed on every sign-in (db/queries/known-devices.ts).
 */
export const knownDevices = pgTable(
  "known_devices",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** Wrong passwords tried from this browser since its last sign-in. */
    failures: integer("failures").notNull().default(0),
  },
  (table) => [index("known_devices_user_idx").on(table.userId)],
);

export const terms = pgTable(
  "terms",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Monday of week 1, a calendar date in the term's zone. */
    startDate: date("start_date", { mode: "string" }).notNull(),
    weeks: integer("weeks").notNull(),
    sectionTimes: jsonb("section_times").$type<PeriodTime[]>().notNull(),
    timezone: text("timezone").notNull().default("Asia/Shanghai"),
  },
  (table) => [
    check("terms_weeks_range", sql`${table.weeks} between 1 and 30`),
    check("terms_start_is_monday", sql`extract(isodow from ${table.startDate}) = 1`),
    check("terms_sections_count", sql`jsonb_array_length(${table.sectionTimes}) between 8 and 16`),
  ],
);

export const taskClasses = pgTable(
  "task_classes",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    mode: text("mode", { enum: TASK_CLASS_MODES }).notNull().default("auto"),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }).notNull(),
    totalSlots: integer("total_slots"),
    allowFillerCourse: boolean("allow_filler_course").notNull().default(false),
    strategy: text("strategy", { enum: TASK_CLASS_STRATEGIES }).notNull().default("steady"),
    /** Blocked 2-period blocks: 1 = periods 1-2 ... 6 = periods 11-12, up to 8 = periods 15-16 on a 16-period day. */
    excludedSlots: integer("excluded_slots").array().notNull().default(sql`'{}'::integer[]`),
    createdAt: createdAt(),
  },
  (table) => [
    index("task_classes_user_idx").on(table.userId),
    check("task_classes_mode_values", sql`${table.mode} in ('auto', 'manual')`),
    check("task_classes_strategy_values", sql`${table.strategy} in ('steady', 'rapid')`),
    check("task_classes_date_order", sql`${table.startDate} <= ${table.endDate}`),
    check("task_classes_total_slots_positive", sql`${table.totalSlots} is null or ${table.totalSlots} > 0`),
    check("task_classes_excluded_slots_range", sql`${table.excludedSlots} <@ array[1, 2, 3, 4, 5, 6, 7, 8]`),
  ],
);

export const taskClassItems = pgTable(
  "task_class_items",
  {
    id: serial("id").primaryKey(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => taskClasses.id, { onDelete: "cascade" }),
    /** Position within the class; "order" is a reserved word in SQL. */
    itemOrder: integer("item_order").notNull(),
    content: text("content").notNull(),
    duration: integer("duration").notNull().default(2),
    status: text("status", { enum: TASK_ITEM_STATUSES }).notNull().default("pending"),
    embeddedTime: jsonb("embedded_time").$type<EmbeddedTime>(),
  },
  (table) => [
    unique("task_class_items_category_order_unique").on(table.categoryId, table.itemOrder),
    check("task_class_items_duration_range", sql`${table.duration} between 1 and 16`),
    check("task_class_items_status_values", sql`${table.status} in ('pending', 'applied')`),
  ],
);

export const scheduleEvents = pgTable(
  "schedule_events",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    location: text("location"),
    type: text("type", { enum: EVENT_TYPES }).notNull(),
    /** The task item a study block was placed for; null for courses. */
    relId: integer("rel_id").references(() => taskClassItems.id, { onDelete: "cascade" }),
    /** The loose task (row of `tasks`) a study block was placed for; a block serves an item or a loose task. */
    taskId: integer("task_id").references(() => tasks.id, { onDelete: "cascade" }),
    canBeEmbedded: boolean("can_be_embedded").notNull().default(false),
    /**
     * A review sitting (issue 25): the task item it reviews, already studied in its own block (rel_id is that block's
     * link; a review has neither rel_id nor task_id, so an item keeps exactly one block and a skipped review never
     * sends its item back to pending). Deleting the item deletes its reviews: a review of nothing means nothing.
     */
    reviewOf: integer("review_of").references(() => taskClassItems.id, { onDelete: "cascade" }),
    /**
     * The UIDs of the calendar events (other apps' files) an import made this course from, so importing that file
     * again updates the course even when it was renamed here; our own export's UIDs carry the id and are not kept.
     */
    sourceUids: text("source_uids").array().notNull().default(sql`'{}'::text[]`),
  },
  (table) => [
    index("schedule_events_user_idx").on(table.userId),
    index("schedule_events_rel_idx").on(table.relId),
    index("schedule_events_task_idx").on(table.taskId),
    check("schedule_events_type_values", sql`${table.type} in ('course', 'task')`),
    check("schedule_events_course_has_no_item", sql`${table.type} = 'task' or ${table.relId} is null`),
    check("schedule_events_course_has_no_task", sql`${table.type} = 'task' or ${table.taskId} is null`),
    check("schedule_events_one_owner", sql`${table.relId} is null or ${table.taskId} is null`),
    index("schedule_events_review_idx").on(table.reviewOf),
    check(
      "schedule_events_review_is_own_block",
      sql`${table.reviewOf} is null or (${table.type} = 'task' and ${table.relId} is null and ${table.taskId} is null)`,
    ),
  ],
);

/** One row per occupied period: the unique key makes a double-booked period impossible. */
export const schedules = pgTable(
  "schedules",
  {
    id: serial("id").primaryKey(),
    eventId: integer("event_id")
      .notNull()
      .references(() => scheduleEvents.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    week: integer("week").notNull(),
    dayOfWeek: integer("day_of_week").notNull(),
    section: integer("section").notNull(),
    /** A task item sharing this period of an embeddable course. */
    embeddedTaskId: integer("embedded_task_id").references(() => taskClassItems.id, { onDelete: "set null" }),
    status: text("status", { enum: SCHEDULE_STATUSES }).notNull().default("normal"),
  },
  (table) => [
    unique("schedules_user_period_unique").on(table.userId, table.week, table.dayOfWeek, table.section),
    index("schedules_event_idx").on(table.eventId),
    index("schedules_embedded_task_idx").on(table.embeddedTaskId),
    check("schedules_week_range", sql`${table.week} between 1 and 30`),
    check("schedules_day_of_week_range", sql`${table.dayOfWeek} between 1 and 7`),
    check("schedules_section_range", sql`${table.section} between 1 and 16`),
    check("schedules_status_values", sql`${table.status} in ('normal', 'interrupted')`),
  ],
);

/**
 * What the student said about one sitting of a committed study block once it had begun (POST
 * /api/blocks/:id/checkin). A sitting is the event's periods on one day from `slot_start`: a study block's own event,
 * or, for a task item embedded in a course, the host course's event with `embedded_item_id` naming the guest. A
 * sitting without a row is unconfirmed (or, before its start, has no outcome). Rows go with the event, item or student.
 */
export const blockCheckins = pgTable(
  "block_checkins",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    eventId: integer("event_id")
      .notNull()
      .references(() => scheduleEvents.id, { onDelete: "cascade" }),
    /** The task item embedded in the host course `event_id`; null for a study block's own event. */
    embeddedItemId: integer("embedded_item_id").references(() => taskClassItems.id, { onDelete: "cascade" }),
    week: integer("week").notNull(),
    dayOfWeek: integer("day_of_week").notNull(),
    slotStart: integer("slot_start").notNull(),
    status: text("status", { enum: CHECKIN_STATUSES }).notNull(),
    /** Periods done: all of them for done, 0 for skipped, fewer than all for partial. */
    periodsDone: integer("periods_done").notNull(),
    /** The sitting's length when the student checked in. */
    periods: integer("periods").notNull(),
    recordedAt: timestamp("recorded_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique("block_checkins_sitting_unique")
      .on(table.userId, table.eventId, table.embeddedItemId, table.week, table.dayOfWeek, table.slotStart)
      .nullsNotDistinct(),
    index("block_checkins_user_week_idx").on(table.userId, table.week),
    check("block_checkins_status_values", sql`${table.status} in ('done', 'partial', 'skipped')`),
    check("block_checkins_week_range", sql`${table.week} between 1 and 30`),
    check("block_checkins_day_of_week_range", sql`${table.dayOfWeek} between 1 and 7`),
    check("block_checkins_slot_start_range", sql`${table.slotStart} between 1 and 16`),
    check("block_checkins_periods_done_range", sql`${table.periodsDone} between 0 and ${table.periods}`),
  ],
);

/**
 * A student's exams (issue 25): a title and a calendar date in the student's zone, optionally a clock time ("HH:MM",
 * same zone) and a place, and optionally the course it examines and the task class that prepares for it. Deleting
 * the course or the class keeps the exam and forgets the link.
 */
export const exams = pgTable(
  "exams",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    date: date("date", { mode: "string" }).notNull(),
    time: text("time"),
    location: text("location"),
    courseId: integer("course_id").references(() => scheduleEvents.id, { onDelete: "set null" }),
    taskClassId: integer("task_class_id").references(() => taskClasses.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (table) => [
    index("exams_user_date_idx").on(table.userId, table.date),
    check("exams_time_format", sql`${table.time} is null or ${table.time} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
  ],
);

export type Exam = typeof exams.$inferSelect;

/** Loose tasks and quick notes, sorted into the four priority quadrants. */
export const tasks = pgTable(
  "tasks",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    /** 1 重要且紧急, 2 重要不紧急, 3 简单不重要, 4 复杂不重要. */
    priorityGroup: integer("priority_group").notNull(),
    deadlineAt: timestamp("deadline_at", { withTimezone: true }),
    /** From this instant on the task counts as urgent. */
    urgencyThresholdAt: timestamp("urgency_threshold_at", { withTimezone: true }),
    isCompleted: boolean("is_completed").notNull().default(false),
    estimatedSections: integer("estimated_sections"),
    createdAt: createdAt(),
  },
  (table) => [
    index("tasks_user_idx").on(table.userId),
    check("tasks_priority_group_range", sql`${table.priorityGroup} between 1 and 4`),
    check(
      "tasks_estimated_sections_positive",
      sql`${table.estimatedSections} is null or ${table.estimatedSections} > 0`,
    ),
  ],
);

/** The per-user optimistic-lock counter: every schedule commit locks this row and bumps it. */
export const scheduleVersions = pgTable(
  "schedule_versions",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    version: integer("version").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.userId] })],
);

export const scheduleDrafts = pgTable(
  "schedule_drafts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    baseVersion: integer("base_version").notNull(),
    state: jsonb("state").$type<ScheduleState>().notNull(),
    status: text("status", { enum: DRAFT_STATUSES }).notNull().default("open"),
    /** The first commit's result, returned again by any repeated commit. */
    commitResult: jsonb("commit_result").$type<CommitResult>(),
    /** Bumped by every save, so a confirm card can say which version of the draft it shows. */
    revision: integer("revision").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("schedule_drafts_user_status_idx").on(table.userId, table.status),
    check("schedule_drafts_status_values", sql`${table.status} in ('open', 'committed', 'discarded')`),
    check(
      "schedule_drafts_result_when_committed",
      sql`(${table.status} = 'committed') = (${table.commitResult} is not null)`,
    ),
  ],
);

export type User = typeof users.$inferSelect;
export type Session = typeof sessions.$inferSelect;
export type Term = typeof terms.$inferSelect;
export type ScheduleEvent = typeof scheduleEvents.$inferSelect;
export type ScheduleRow = typeof schedules.$inferSelect;
export type TaskClass = typeof taskClasses.$inferSelect;
export type TaskClassItem = typeof taskClassItems.$inferSelect;
export type Task = typeof tasks.$inferSelect;
export type ScheduleDraftRow = typeof scheduleDrafts.$inferSelect;
export type BlockCheckinRow = typeof blockCheckins.$inferSelect;

// ---------- conversations with the agent ----------

export const RUN_STATUSES = [
  "received",
  "planning",
  "planned",
  "running",
  "completed",
  "blocked",
  "failed",
  "cancelled",
  // Found unfinished after its time was up: the server that ran it stopped (crash, kill, deploy).
  "interrupted",
] as const;
export type RunStatus = (typeof RUN_STATUSES)[number];

/** A chat with the agent. The id is chosen by the client (useChat), so every lookup is also scoped by user. */
export const conversations = pgTable(
  "conversations",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("conversations_user_updated_idx").on(table.userId, table.updatedAt)],
);

/**
 * One persisted UI message (AI SDK UIMessage: role + ordered parts). The timeline is derived from these rows, so
 * a reload shows exactly what streamed.
 */
export const chatMessages = pgTable(
  "chat_messages",
  {
    id: text("id").primaryKey(),
    conversationId: text("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    /** Order within the conversation, from 1. */
    position: integer("position").notNull(),
    role: text("role", { enum: ["user", "assistant"] }).notNull(),
    parts: jsonb("parts").$type<unknown[]>().notNull(),
    metadata: jsonb("metadata").$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (table) => [
    unique("chat_messages_conversation_position_unique").on(table.conversationId, table.position),
    check("chat_messages_role_values", sql`${table.role} in ('user', 'assistant')`),
  ],
);

/** The ledger of agent turns (seed 003): one row per turn with its state, what it consumed and how it ended. */
export const agentRuns = pgTable(
  "agent_runs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    conversationId: text("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    status: text("status", { enum: RUN_STATUSES }).notNull().default("received"),
    model: text("model").notNull(),
    modelCalls: integer("model_calls").notNull().default(0),
    toolCalls: integer("tool_calls").notNull().default(0),
    draftId: uuid("draft_id"),
    error: text("error"),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    /**
     * The server process running the turn ("host pid start-ms"), so a restarted server can tell its dead
     * predecessor's runs from those of another live server on the same host; null for runs of a process that does
     * not beat (scripts, tests).
     */
    instance: text("instance"),
    /** Last sign of life of that process: a run whose heartbeat stopped belongs to a server that is gone. */
    heartbeatAt: timestamp("heartbeat_at", { withTimezone: true }),
  },
  (table) => [
    index("agent_runs_conversation_idx").on(table.conversationId),
    check(
      "agent_runs_status_values",
      sql`${table.status} in ('received', 'planning', 'planned', 'running', 'completed', 'blocked', 'failed', 'cancelled', 'interrupted')`,
    ),
  ],
);

/**
 * Every write of the schedule (a confirmed draft or an undo) with what it changed, so it can be undone. An undo is
 * itself a commit that points at the one it reverts; undoing it again redoes.
 */
export const scheduleCommits = pgTable(
  "schedule_commits",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The confirmed draft; null for an undo. */
    draftId: uuid("draft_id"),
    /** Where the student confirmed it: the undo's completed card goes to the same conversation. */
    conversationId: text("conversation_id").references(() => conversations.id, { onDelete: "set null" }),
    /** The schedule version this commit produced. */
    version: integer("version").notNull(),
    changes: jsonb("changes").$type<ChangeSet>().notNull(),
    result: jsonb("result").$type<CommitResult>().notNull(),
    /** The commit this one reverts (set on an undo). */
    undoes: uuid("undoes"),
    /** The later commit that reverted this one. */
    undoneBy: uuid("undone_by"),
    createdAt: createdAt(),
  },
  (table) => [index("schedule_commits_user_idx").on(table.userId, table.createdAt)],
);

export type Conversation = typeof conversations.$inferSelect;
export type ChatMessageRow = typeof chatMessages.$inferSelect;
export type AgentRun = typeof agentRuns.$inferSelect;

/**
 * A student's calendar subscription (ICS feed). The token is the secret in the feed URL; rotating replaces it,
 * revoking stamps `revoked_at` so the old URL answers 404 from then on.
 */
export const calendarFeeds = pgTable("calendar_feeds", {
  id: serial("id").primaryKey(),
  userId: integer("user_id")
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: "cascade" }),
  token: text("token").notNull().unique(),
  createdAt: createdAt(),
  revokedAt: timestamp("revoked_at", { withTimezone: true }),
  /**
   * What the feed last served, so phone calendars replace changed events: a hash of its content, the SEQUENCE every
   * event carries (raised whenever the content changes) and when it changed (DTSTAMP, Last-Modified).
   */
  contentHash: text("content_hash"),
  sequence: integer("sequence").notNull().default(0),
  changedAt: timestamp("changed_at", { withTimezone: true }),
});

export type CalendarFeed = typeof calendarFeeds.$inferSelect;

/**
 * How the student wants to be reminded (server/notifications): minutes before a study block (null: off), the offsets
 * before a deadline (none: off), minutes before a course (null: off, the default), and quiet hours in minutes after
 * midnight of the student's zone. A student without a row has the defaults.
 */
export const reminderSettings = pgTable(
  "reminder_settings",
  {
    userId: integer("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    blockMinutes: integer("block_minutes").default(10),
    deadlineOffsets: integer("deadline_offsets").array().notNull().default(sql`'{30}'::integer[]`),
    courseMinutes: integer("course_minutes"),
    quietStart: integer("quiet_start").notNull().default(1380),
    quietEnd: integer("quiet_end").notNull().default(420),
  },
  (table) => [
    check("reminder_settings_block_range", sql`${table.blockMinutes} is null or ${table.blockMinutes} between 0 and 1440`),
    check("reminder_settings_course_range", sql`${table.courseMinutes} is null or ${table.courseMinutes} between 0 and 1440`),
    check(
      "reminder_settings_deadline_offsets_range",
      sql`cardinality(${table.deadlineOffsets}) <= 8 and 0 <= all(${table.deadlineOffsets}) and 10080 >= all(${table.deadlineOffsets})`,
    ),
    check("reminder_settings_quiet_range", sql`${table.quietStart} between 0 and 1439 and ${table.quietEnd} between 0 and 1439`),
  ],
);

/** A browser's Web Push subscription (RFC 8030 endpoint with its RFC 8291 keys); one endpoint belongs to one student. */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull().unique(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("push_subscriptions_user_idx").on(table.userId)],
);

/** The server's VAPID key pair (RFC 8292) when the environment names none: made once, shared by every server. */
export const pushVapidKeys = pgTable(
  "push_vapid_keys",
  {
    id: integer("id").primaryKey().default(1),
    publicKey: text("public_key").notNull(),
    privateKey: text("private_key").notNull(),
    createdAt: createdAt(),
  },
  (table) => [check("push_vapid_keys_single_row", sql`${table.id} = 1`)],
);

/**
 * One row per reminder sent (or claimed for sending): the unique key makes each reminder go out once, however many
 * servers run the scheduler at the same minute. Old rows are purged after 30 days.
 */
export const reminderDeliveries = pgTable(
  "reminder_deliveries",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reminderKey: text("reminder_key").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull(),
  },
  (table) => [unique("reminder_deliveries_key_unique").on(table.userId, table.reminderKey), index("reminder_deliveries_sent_idx").on(table.sentAt)],
);
