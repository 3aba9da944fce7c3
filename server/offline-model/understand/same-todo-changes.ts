/**
 * "实验报告提前到周三晚上九点，顺便改成重要紧急", "把离散作业推到周五，再调成重要不紧急": a to-do changed, then a
 * second change that names no to-do. It is the same to-do changed twice, one update_task call with both values, not a
 * second edit of nothing for the student to be asked about.
 */
import type { Intent } from "./intent-types";

/** A deadline word alone is no block: "截止改到12月25号" read as a move names the deadline of the to-do before it. */
const DEADLINE_WORD = /^(?:的)?(?:截止(?:时间|日期)?|ddl|deadline)$/i;

/** "…改名为X，截止改到12月25号": the second clause, read as a block named 截止 moved, is the to-do's new deadline. */
function asDeadline(tail: Intent): Intent {
  if (tail.family !== "edit" || tail.action !== "move" || !("name" in tail.reference) || !DEADLINE_WORD.test(tail.reference.name)) return tail;
  const when = `${tail.target.dayWord ?? ""}${tail.target.clock ?? ""}`;
  return when === "" ? tail : { family: "task_edit", action: "update", task: "", deadline: when };
}

function sameTodoChanged(head: Intent, said: Intent): Intent | undefined {
  if (head.family !== "task_edit" || head.action !== "update" || !head.task) return undefined;
  const tail = asDeadline(said);
  if (tail.family !== "task_edit" || tail.action !== "update" || tail.task) return undefined;
  const merged = { ...head };
  if (tail.priorityGroup !== undefined && head.priorityGroup === undefined) merged.priorityGroup = tail.priorityGroup;
  if (tail.deadline !== undefined && head.deadline === undefined) merged.deadline = tail.deadline;
  return JSON.stringify(merged) === JSON.stringify(head) ? undefined : merged;
}

/** The parts with each unnamed change folded into the named update before it. */
export function foldedSameTodo(parts: readonly Intent[]): Intent[] {
  return parts.reduce<Intent[]>((kept, part) => {
    const merged = kept.length > 0 ? sameTodoChanged(kept[kept.length - 1], part) : undefined;
    return merged ? [...kept.slice(0, -1), merged] : [...kept, part];
  }, []);
}
