/**
 * The names a reading hands the tools, cut of what the student said around them (lib/tasks/name-fillers.ts): the
 * to-do an edit names and the name it is to be given ("四级真题这套" → 四级真题, "策划案终于" → 策划案), a query's
 * keyword ("物理实验报告那条"), an exam's title or the exam cancelled or asked about. Notes and new to-dos keep their words: the recording tools cut
 * their titles themselves (lib/tasks/quick-note.ts), with the same rows.
 */
import { isFillerClause, withoutNameFillers } from "@/lib/tasks/name-fillers";
import { dropClauses } from "@/lib/tasks/task-text";
import type { Intent } from "./intent-types";

function withNamesTrimmed(intent: Intent): Intent {
  switch (intent.family) {
    case "task_edit":
      // "改名为线代第五章作业吧": the new name is cut as the old one is.
      return {
        ...intent,
        task: intent.task === "" ? intent.task : withoutNameFillers(intent.task),
        ...(intent.title ? { title: withoutNameFillers(intent.title) } : {}),
      };
    case "compound":
      return { ...intent, parts: intent.parts.map(withNamesTrimmed) };
    case "query_tasks":
      return intent.input.keyword ? { ...intent, input: { ...intent.input, keyword: withoutNameFillers(intent.input.keyword) } } : intent;
    case "exam_record":
      return { ...intent, title: withoutNameFillers(intent.title) };
    case "exam_cancel":
    case "exam_countdown":
      return intent.exam ? { ...intent, exam: withoutNameFillers(intent.exam) } : intent;
    default:
      return intent;
  }
}

/** The name a reading acts on, where it has one. */
function nameOf(intent: Intent): string | undefined {
  switch (intent.family) {
    case "task_edit":
      return intent.task;
    case "query_tasks":
      return intent.input.keyword;
    case "exam_record":
      return intent.title;
    case "exam_cancel":
    case "exam_countdown":
      return intent.exam;
    default:
      return undefined;
  }
}

/**
 * "我怕忘了，高数考试是哪天来着" read as asking about an exam called 怕忘了: a name that is nothing but a clause of
 * feeling, reason or weight is no name, and the message is to be read without such clauses.
 */
function namedByFiller(intent: Intent): boolean {
  const name = nameOf(intent);
  return (name !== undefined && isFillerClause(name)) || (intent.family === "compound" && intent.parts.some(namedByFiller));
}

/** The reading with its names trimmed; one named by filler alone is read again from the message without such clauses. */
export function namedReading(read: Intent, message: string, reread: (text: string) => Intent): Intent {
  const trimmed = withNamesTrimmed(read);
  if (!namedByFiller(trimmed)) return trimmed;
  const without = dropClauses(message, isFillerClause);
  return without.trim() !== "" && without !== message ? reread(without) : trimmed;
}
