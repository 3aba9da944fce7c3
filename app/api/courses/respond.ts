/** The path parameter of the course routes. */
import { PlannerError } from "@/lib/errors";

export type CourseContext = { params: Promise<{ id: string }> };

/** An id that is not a number names no course: the same 404 as an unknown one. */
export async function courseIdOf(context: CourseContext): Promise<number> {
  const { id } = await context.params;
  if (!/^\d{1,9}$/.test(id)) throw new PlannerError("course:not_found", { context: { courseId: -1 } });
  return Number(id);
}
