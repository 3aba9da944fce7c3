/**
 * Two placed blocks trade places. swap keeps each block's periods and so takes only blocks of one length; blocks of
 * different lengths ("四级真题和错题本换一下时间", four periods and two) each go to where the other starts, in one
 * batch, so neither lands on the other before it has moved.
 */
import type { ListedTask } from "@/lib/protocol/model-facts";
import type { Decision } from "../types";
import { callTool } from "./steps";

type SwappedTask = { id: number } & Partial<Pick<ListedTask, "status" | "first_block">>;

function blockLength(task: SwappedTask): number | undefined {
  const block = task.first_block;
  return block && task.status !== "pending" ? block.slot_end - block.slot_start + 1 : undefined;
}

export function swapOf(a: SwappedTask, b: SwappedTask): Decision {
  const [lengthA, lengthB] = [blockLength(a), blockLength(b)];
  if (lengthA === undefined || lengthB === undefined || lengthA === lengthB || !a.first_block || !b.first_block) {
    return callTool("swap", { task_a: a.id, task_b: b.id });
  }
  const moves = [
    { task_id: a.id, new_day: b.first_block.day, new_slot_start: b.first_block.slot_start },
    { task_id: b.id, new_day: a.first_block.day, new_slot_start: a.first_block.slot_start },
  ];
  return callTool("batch_move", { moves });
}
