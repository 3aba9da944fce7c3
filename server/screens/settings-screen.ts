/**
 * The settings page's first screen, read on the server so the page arrives filled (issue 16): the term with its
 * period clock and zone, the courses, the deadline alarm, the calendar subscription and the reminder settings. Each is
 * what the section's GET route answers with (/api/term, /api/courses, /api/ics/reminders, /api/ics/feed,
 * /api/reminders/settings), so the client components start from the same shapes they would fetch, and ask again
 * only after a change.
 */
import { headers } from "next/headers";
import type { Database } from "@/db/client";
import { getDb } from "@/db/bootstrap";
import type { Course } from "@/db/queries/courses";
import type { PeriodTime } from "@/lib/calendar/clock";
import { getReminderSettings, type ReminderSettings } from "../notifications/settings";
import { pageContext, type PageContext } from "./page-context";
import { publicUrl } from "../platform/public-url";
import { listCourses } from "../timetable/courses";
import { getActiveFeed } from "../timetable/ics";
import { getTermSettings } from "../timetable/term";
import { now as readClock } from "@/server/clock";

/** The term as GET /api/term's client reads it: no row id. */
interface SettingsTerm {
  start_date: string;
  weeks: number;
  section_times: PeriodTime[];
  timezone: string;
}

interface SettingsFeed {
  token: string;
  created_at: string;
  /** The address calendar apps poll, on the app's public address. */
  url: string;
}

export interface SettingsData {
  /** Null before the student has a term. */
  term: SettingsTerm | null;
  courses: Course[];
  /** The active subscription, or null. */
  feed: SettingsFeed | null;
  /** 提醒: as GET /api/reminders/settings answers. */
  reminders: ReminderSettings;
}

export type SettingsScreen = PageContext & SettingsData;

/** The student's settings; `feedUrl` turns a feed token into the address calendar apps are given. */
export async function readSettings(db: Database, userId: number, feedUrl: (path: string) => string): Promise<SettingsData> {
  const [term, courses, feed, reminders] = await Promise.all([
    getTermSettings(db, userId),
    listCourses(db, userId),
    getActiveFeed(db, userId),
    getReminderSettings(db, userId),
  ]);
  return {
    term: term ? { start_date: term.start_date, weeks: term.weeks, section_times: term.section_times, timezone: term.timezone } : null,
    courses,
    feed: feed ? { token: feed.token, created_at: feed.created_at, url: feedUrl(`/api/ics/feed/${feed.token}`) } : null,
    reminders,
  };
}

/**
 * The page's request as a Request, for `publicUrl`: the same host and forwarded headers the feed route sees, so the
 * page shows the address GET /api/ics/feed would give.
 */
async function pageRequest(path: string): Promise<Request> {
  const requestHeaders = await headers();
  const host = requestHeaders.get("host") ?? "localhost";
  return new Request(new URL(path, `http://${host}`), { headers: requestHeaders });
}

export async function settingsScreen(path: string, now: Date = readClock()): Promise<SettingsScreen> {
  const context = await pageContext(path, now);
  const request = await pageRequest(path);
  const settings = await readSettings(await getDb(), context.user.id, (feedPath) => publicUrl(feedPath, request));
  return { ...context, ...settings };
}
