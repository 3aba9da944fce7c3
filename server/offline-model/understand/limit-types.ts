/**
 * The shapes of the limits a request says beside what it asks (每天最多三节, 周末别排, 晚上六到九点别排): what a
 * clause sets, and a row of the table said-limits.ts reads them by (its rows live in said-limits.ts and in the files
 * of the families it gathers: follow-up-limits.ts, pointed-limits.ts), and where such a clause starts and ends.
 */
export interface SaidLimits {
  dailyCap?: number;
  daysOff?: number[];
  strategy?: "steady";
  /** Parts of every day kept free, in rough_schedule's keep_free words ("早八", "晚上", "13:00-14:00"). */
  keepFree?: string[];
}

export interface LimitRow {
  family: string;
  pattern: RegExp;
  /** What the clause sets; an empty object when it only tells something the planner has no option for. */
  read: (clause: string, said: string) => SaidLimits | undefined;
  /** What stands in the clause's place: nothing, or the verb it leaves behind ("帮我排匀" still asks 排). */
  leaves?: string;
  /** The part of the day is only a reason ("我中午要午睡"): a clock span said beside it is what is kept free. */
  reason?: true;
  examples: readonly string[];
  counterexamples: readonly string[];
}

// "这周把离散排了 每天不超3节": a space typed between two clauses parts them as a comma would.
/** Where a limit's clause starts: the message's start or a clause's, past a joining word. */
export const START = "(?:^|[，,；;]|(?<=[\\u4e00-\\u9fff])\\s)\\s*(?:但是?|不过|而且|然后|另外|因为)?\\s*";
/** Where a limit's clause ends. */
export const END = "(?=[，,。！!~～；;\\s]|$)";
