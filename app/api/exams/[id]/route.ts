import { editExam, removeExam } from "@/server/exams/exams";
import { now } from "@/server/clock";
import { route } from "@/server/route";
import { examBodySchema, examParamsSchema } from "../schema";

export const dynamic = "force-dynamic";

const EXAM_PATH = { params: examParamsSchema, notFound: "exam:not_found" } as const;

/** PATCH /api/exams/:id: changes the fields given; 200 {exam}; 422 for a date moved to a day already gone. Another student's exam is 404. */
export const PATCH = route({ ...EXAM_PATH, body: examBodySchema }, async ({ db, account, params, body }) => ({ exam: await editExam(db, account.id, params.id, body, now()) }));

/** DELETE /api/exams/:id: 200 {deleted: id}. */
export const DELETE = route(EXAM_PATH, ({ db, account, params }) => removeExam(db, account.id, params.id));
