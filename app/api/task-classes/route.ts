import { readJsonBody } from "@/server/http";
import { route } from "@/server/route";
import { studyPlanOf } from "@/server/study-plan/study-plan";
import { createTaskClass, termPeriodsPerDay } from "@/server/study-plan/task-classes";
import { createTaskClassSchema } from "./schema";
import { now } from "@/server/clock";

export const dynamic = "force-dynamic";

/**
 * GET /api/task-classes: the student's task classes with their items, plus the term's range and the student's
 * today, which the form needs for its date limits and defaults.
 */
export const GET = route({}, ({ db, account }) => studyPlanOf(db, account.id, now()));

/** POST /api/task-classes: a new class with its first items (one transaction, bumps the schedule version). */
export const POST = route(
  {
    // The bounds of durations and excluded blocks are the student's term's, so the schema is built for it.
    body: async (request, { db, account }) => readJsonBody(request, createTaskClassSchema(await termPeriodsPerDay(db, account.id))),
    status: 201,
  },
  ({ db, account, body }) => createTaskClass(db, account.id, body),
);
