import { deleteCourse, patchCourse } from "@/server/timetable/courses";
import { errorResponse, json, parseJsonBody } from "@/server/http";
import { studentOf } from "@/server/student";
import { courseIdOf, type CourseContext } from "../respond";
import { coursePatchSchema } from "../schema";

export const dynamic = "force-dynamic";

/** PATCH /api/courses/:id: changes the given fields; meetings, when given, replace all meetings. */
export async function PATCH(request: Request, context: CourseContext): Promise<Response> {
  try {
    const id = await courseIdOf(context);
    const body = await parseJsonBody(request, coursePatchSchema);
    if (!body.ok) return body.response;
    const { db, account } = await studentOf(request);
    return json(await patchCourse(db, account.id, id, body.data));
  } catch (error) {
    return errorResponse(error);
  }
}

/** DELETE /api/courses/:id: removes the course and its periods (embedded study items become pending). */
export async function DELETE(request: Request, context: CourseContext): Promise<Response> {
  try {
    const id = await courseIdOf(context);
    const { db, account } = await studentOf(request);
    return json(await deleteCourse(db, account.id, id));
  } catch (error) {
    return errorResponse(error);
  }
}
