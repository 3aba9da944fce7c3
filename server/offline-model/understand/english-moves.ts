/**
 * An English move or placement: "move 谓词逻辑 to Sunday 4pm", "put 树与最小生成树 on Friday at 4pm", "the 图论 block
 * got moved to friday", and the placing verbs that only place at a time said to the hour: "schedule 函数与等价关系 for
 * Thursday 4pm", "slot 代数系统 in on Sunday at 2pm", "stick X on Sunday 7pm", "pop X in at 3pm Saturday". Without the
 * hour those verbs ask for a plan ("schedule the review for next week"), which the plan readers take.
 */

// "could you push the predicate logic session to Friday afternoon": push and bump with where to are moves too.
// "the 图论 block got moved to friday": a block said moved is moved there; a to-do said so is re-dated instead.
const MOVED =
  /^(?:please\s+)?(?:can you\s+|could you\s+)?(?:move|put|place|shift|push|bump|switch|reschedule)\s+(.+?)\s+(?:to|on|into)\s+(.+)$|^(?:(?:so|oh|btw|fyi)[,\s]+)?((?:the|my|our)\s+.+?\s+(?:block|session|slot))\s+(?:got|was|has been|is being|is)\s+(?:moved|pushed|shifted|rescheduled|changed)\s+(?:back\s+)?(?:to|till|until)\s+(.+)$/i;
/** The placing verbs, with "in" after the thing ("slot X in on Sunday") and "for" before the time. */
const PLACED_AT =
  /^(?:please\s+)?(?:can you\s+|could you\s+|can u\s+)?(?:schedule|slot|stick|pop|book|squeeze|pencil|plan|fit)\s+(.+?)(?:\s+in)?\s+(?:for|on|at|into|in)\s+(.+)$/i;

export interface EnglishMove {
  reference: string;
  target: string;
  /** Said with a placing verb: a move only when the target names its hour. */
  needsHour: boolean;
}

export function englishMoveSaid(text: string): EnglishMove | undefined {
  const moved = MOVED.exec(text);
  if (moved) return { reference: moved[1] ?? moved[3], target: moved[2] ?? moved[4], needsHour: false };
  const placed = PLACED_AT.exec(text);
  return placed ? { reference: placed[1], target: placed[2], needsHour: true } : undefined;
}
