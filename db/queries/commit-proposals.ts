/**
 * The first step of committing a draft that proposes task classes (lib/schedule/propose-class.ts): the classes and
 * their items are created, checked by the same rules as the study-plan editor, and the draft's placeholder ids are
 * replaced by the new rows' ids. Runs inside commitDraft's transaction, so a refused placement later rolls the new
 * class back too.
 */
import { PlannerError } from "@/lib/errors";
import type { ScheduleState, StateTask, StateTaskClass } from "@/lib/schedule/state";
import type { Transaction } from "../client";
import { insertTaskClass } from "./task-classes";
import { normalizeItems, normalizeTaskClass, termRange } from "@/lib/study-plan/rules";
import { loadTerm } from "./terms";

export interface CreatedProposals {
  /** The draft with every placeholder id replaced; the same object when nothing was proposed. */
  state: ScheduleState;
  created: number;
}

export async function createProposedClasses(tx: Transaction, userId: number, state: ScheduleState): Promise<CreatedProposals> {
  const proposals = (state.task_classes ?? []).filter((taskClass) => taskClass.proposed !== undefined);
  if (proposals.length === 0) return { state, created: 0 };
  const term = await loadTerm(tx, userId);
  if (!term) throw new PlannerError("term:not_found", { context: { userId: userId } });
  const range = termRange(term);
  const periods = term.section_times.length;

  const classIds = new Map<number, number>();
  const itemIds = new Map<number, number>();
  for (const proposal of proposals) {
    const members = state.tasks
      .filter((task) => task.source === "task_item" && task.category_id === proposal.category_id)
      .sort((a, b) => (a.item_order ?? 0) - (b.item_order ?? 0));
    const fields = normalizeTaskClass(
      {
        name: proposal.name,
        start_date: proposal.proposed!.start_date,
        end_date: proposal.proposed!.end_date,
        strategy: proposal.strategy,
        allow_filler_course: proposal.allow_filler_course,
        excluded_slots: proposal.excluded_slots,
      },
      range,
      periods,
    );
    const items = normalizeItems(
      members.map((task) => ({ content: task.name, duration: task.duration })),
      periods,
    );
    const created = await insertTaskClass(tx, userId, fields, items);
    classIds.set(proposal.category_id, created.classId);
    members.forEach((task, index) => itemIds.set(task.source_id, created.itemIds[index]));
  }

  const tasks = state.tasks.map((task): StateTask => {
    const categoryId = task.category_id === undefined ? undefined : classIds.get(task.category_id);
    if (task.source !== "task_item" || categoryId === undefined) return task;
    return { ...task, category_id: categoryId, source_id: itemIds.get(task.source_id)!, item_order: task.item_order };
  });
  const classes = (state.task_classes ?? []).map((taskClass): StateTaskClass => {
    const id = classIds.get(taskClass.category_id);
    if (id === undefined) return taskClass;
    const created: StateTaskClass = { ...taskClass, category_id: id };
    delete created.proposed;
    return created;
  });
  return { state: { ...state, tasks, task_classes: classes }, created: proposals.length };
}
