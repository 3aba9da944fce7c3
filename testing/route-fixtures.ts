/**
 * The database calls route tests make to set up a case or check what a route wrote. Route tests live beside their
 * handlers in app/, which may not import db/ (see eslint.config.mjs); test files may import testing/ and testing/
 * may import db/, so those tests reach the database through here. Production code never imports this.
 */
export type { Database } from "@/db/client";
export { listRuns } from "@/db/queries/agent-runs";
export { commitDraft } from "@/db/queries/commit-draft";
export { ensureConversation, getConversation, loadMessages } from "@/db/queries/conversations";
export { createDraft, getDraft, saveDraftState } from "@/db/queries/drafts";
export { loadScheduleSnapshot } from "@/db/queries/schedule-state";
export { createSession } from "@/db/queries/sessions";
export { createTaskClass } from "@/server/study-plan/task-classes";
export { insertTask, listTasks } from "@/db/queries/tasks";
export { updateTerm } from "@/server/timetable/term";
export { loadTerm, windowFromToday } from "@/db/queries/terms";
export { createUser, getScheduleVersion } from "@/db/queries/users";
export { createAccount } from "@/db/queries/accounts";
export { countGuests, createGuest } from "@/db/queries/guests";
export { blockCheckins, scheduleCommits, scheduleEvents, schedules } from "@/db/schema";
export { insertDemoStudent, seedDemoStudent } from "@/db/seed";
export { DEMO_SECTION_TIMES } from "@/db/seed-data";
