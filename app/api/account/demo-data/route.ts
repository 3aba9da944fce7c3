import { clearDemoData } from "@/server/auth/demo-data";
import { route } from "@/server/route";

export const dynamic = "force-dynamic";

/**
 * DELETE /api/account/demo-data: removes the student's courses, study blocks, task classes and their items, to-dos
 * and conversations in one transaction, keeping the account and the term: {removed: {courses, study_blocks,
 * task_classes, task_items, tasks, conversations}, version}. Reads no body. See server/auth/demo-data.ts for why
 * this is all of the student's planning data.
 */
export const DELETE = route({}, ({ db, account }) => clearDemoData(db, account.id));
