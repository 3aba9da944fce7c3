import { createCourse, listCourses } from "@/server/timetable/courses";
import { route } from "@/server/route";
import { courseSchema } from "./schema";

export const dynamic = "force-dynamic";

/** GET /api/courses: the student's courses with their meetings. */
export const GET = route({}, async ({ db, account }) => ({ courses: await listCourses(db, account.id) }));

/** POST /api/courses: adds a course (one transaction, bumps the schedule version). */
export const POST = route({ body: courseSchema, status: 201 }, ({ db, account, body }) => createCourse(db, account.id, body));
