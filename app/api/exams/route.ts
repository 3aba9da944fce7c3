import { addExam, examsOf } from "@/server/exams/exams";
import { now } from "@/server/clock";
import { route } from "@/server/route";
import { examBodySchema } from "./schema";

export const dynamic = "force-dynamic";

/** GET /api/exams: the student's exams, soonest first. */
export const GET = route({}, async ({ db, account }) => ({ exams: await examsOf(db, account.id) }));

/** POST /api/exams {title, date, time?, location?, course_id?, task_class_id?}: 201 {exam}; 422 for what cannot be kept (a day already gone too). */
export const POST = route({ body: examBodySchema, status: 201 }, async ({ db, account, body }) => ({ exam: await addExam(db, account.id, body, now()) }));
