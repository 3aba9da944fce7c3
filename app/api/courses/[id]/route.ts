import { getDb } from "@/db/bootstrap";
import { PlannerError } from "@/lib/errors";
import { deleteCourse, listCourses, updateCourse } from "@/db/queries/courses";
import { getCurrentUser } from "@/server/auth/current-user";
import { errorResponse, json, parseJsonBody } from "@/server/http";
import { coursePatchSchema } from "../schema";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ id: string }> };

async function courseId(context: Context): Promise<number> {
  const { id } = await context.params;
  if (!/^\d{1,9}$/.test(id)) throw new PlannerError("course:not_found", { context: { courseId: -1 } });
  return Number(id);
}

/** PATCH /api/courses/:id: changes the given fields; meetings, when given, replace all meetings. */
export async function PATCH(request: Request, context: Context): Promise<Response> {
  try {
    const id = await courseId(context);
    const body = await parseJsonBody(request, coursePatchSchema);
    if (!body.ok) return body.response;
    const db = await getDb();
    const user = await getCurrentUser(db, request);
    const current = (await listCourses(db, user.id)).find((course) => course.id === id);
    if (!current) throw new PlannerError("course:not_found", { context: { courseId: id } });
    const { id: _id, locked: _locked, ...fields } = current;
    return json(await updateCourse(db, user.id, id, { ...fields, ...body.data }));
  } catch (error) {
    return errorResponse(error);
  }
}

/** DELETE /api/courses/:id: removes the course and its periods (embedded study items become pending). */
export async function DELETE(request: Request, context: Context): Promise<Response> {
  try {
    const id = await courseId(context);
    const db = await getDb();
    const user = await getCurrentUser(db, request);
    return json(await deleteCourse(db, user.id, id));
  } catch (error) {
    return errorResponse(error);
  }
}
