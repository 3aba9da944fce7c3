/** Whether a part of a message is a request of its own, and one that says all it needs (read by the compound readers). */
import type { Intent } from "./intent-types";

/** A part counts when it is a request of its own, not small talk or words the model does not know. */
export function isRequest(intent: Intent): boolean {
  return intent.family !== "unknown" && intent.family !== "small_talk" && intent.family !== "compound";
}

/**
 * A request that says all it needs: a note or a new task with words to keep, a to-do edit that names its to-do (the
 * clause "改成下周四交" leans on the one before it).
 */
export function isWhole(intent: Intent): boolean {
  if (!isRequest(intent)) return false;
  if (intent.family === "task_edit" && intent.task === "") return false;
  return !((intent.family === "quick_note" || intent.family === "create_task") && intent.content.trim() === "");
}
