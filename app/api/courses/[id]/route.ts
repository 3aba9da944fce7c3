import { deleteCourse, patchCourse } from "@/server/timetable/courses";
import { errorResponse, json, parseJsonBody, parseParams } from "@/server/http";
import { studentOf } from "@/server/student";
import { courseParamsSchema, coursePatchSchema } from "../schema";

export const dynamic = "force-dynamic";

type CourseContext = { params: Promise<{ id: string }> };

/** PATCH /api/courses/:id: changes the given fields; meetings, when given, replace all meetings. */
export async function PATCH(request: Request, context: CourseContext): Promise<Response> {
  try {
    const { db, account } = await studentOf(request);
    const { id } = await parseParams(context.params, courseParamsSchema, "course:not_found");
    const body = await parseJsonBody(request, coursePatchSchema);
    if (!body.ok) return body.response;
    return json(await patchCourse(db, account.id, id, body.data));
  } catch (error) {
    return errorResponse(error, request);
  }
}

/** DELETE /api/courses/:id: removes the course and its periods (embedded study items become pending). */
export async function DELETE(request: Request, context: CourseContext): Promise<Response> {
  try {
    const { db, account } = await studentOf(request);
    const { id } = await parseParams(context.params, courseParamsSchema, "course:not_found");
    return json(await deleteCourse(db, account.id, id));
  } catch (error) {
    return errorResponse(error, request);
  }
}
