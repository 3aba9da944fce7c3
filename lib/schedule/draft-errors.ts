/** The refusals a draft meets on its way to the database, with the sentence that says what is wrong. */
import { PlannerError } from "@/lib/errors";

/** The draft's content cannot be written: it names rows the student does not own, or periods that collide. */
export function draftInvalid(reason: string, options: { cause?: unknown } = {}): PlannerError {
  return new PlannerError("draft:invalid", { message: `日程草稿无法写入：${reason}`, context: { reason }, cause: options.cause });
}

export function draftNotOpen(draftId: string, status: "committed" | "discarded"): PlannerError {
  const message = status === "committed" ? "这份日程草稿已经确认过了。" : "这份日程草稿已被取消。";
  return new PlannerError("draft:not_open", { message, context: { draftId, status } });
}
