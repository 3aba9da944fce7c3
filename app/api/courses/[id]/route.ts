import { deleteCourse, patchCourse } from "@/server/timetable/courses";
import { route } from "@/server/route";
import { courseParamsSchema, coursePatchSchema } from "../schema";

export const dynamic = "force-dynamic";

const COURSE_PATH = { params: courseParamsSchema, notFound: "course:not_found" } as const;

/** PATCH /api/courses/:id: changes the given fields; meetings, when given, replace all meetings. */
export const PATCH = route({ ...COURSE_PATH, body: coursePatchSchema }, ({ db, account, params, body }) => patchCourse(db, account.id, params.id, body));

/** DELETE /api/courses/:id: removes the course and its periods (embedded study items become pending). */
export const DELETE = route(COURSE_PATH, ({ db, account, params }) => deleteCourse(db, account.id, params.id));
