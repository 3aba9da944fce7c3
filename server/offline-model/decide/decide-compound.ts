/**
 * A compound request, part by part: each part's own planner sees only the calls made for it, so "记一下X，再把Y排到
 * 下周" notes X, then schedules Y as if it had been asked alone; the answer says each part's outcome in order. The
 * calls of earlier parts are found again by replaying their planners, which are deterministic.
 */
import type { Intent } from "../understand/intent-types";
import { THAT_DAY } from "../understand/picked-day-plans";
import { factsOf } from "./facts";
import { reply } from "./steps";
import type { Decision, DecisionContext, TurnStep } from "../types";

type Planner = (intent: Intent, context: DecisionContext) => Decision;

/** Calls that only read: a later part may read the reply an earlier part already has instead of asking again. */
const SHARED_READS = new Set(["list_tasks"]);

/**
 * "第二章放周日上午八点，第三章放周日下午两点": the second part would list the tasks again, which the turn refuses as a
 * repeated call; the same listing an earlier part read is handed to it instead.
 */
function earlierRead(decision: Decision, earlier: readonly TurnStep[]): TurnStep | undefined {
  if (decision.kind !== "tool" || !SHARED_READS.has(decision.toolName)) return undefined;
  const asked = JSON.stringify(decision.input);
  return earlier.findLast((step) => step.result && step.toolName === decision.toolName && JSON.stringify(step.input) === asked);
}

/** "12月5日" from "2026-12-05". */
function dateWords(date: string): string {
  const [, month, day] = date.split("-").map(Number);
  return `${month}月${day}日`;
}

/**
 * "看下这周哪天最空，把四级真题放那天": a move whose day is 那天 goes on the emptiest day an earlier part's free-time
 * question found; with no such answer yet it is left as said.
 */
function withAnsweredDay(part: Intent, earlier: readonly TurnStep[]): Intent {
  if (part.family !== "edit" || part.action !== "move" || part.target.dayWord !== THAT_DAY) return part;
  const day = earlier.map(emptiestDay).findLast((found) => found !== undefined);
  return day ? { ...part, target: { ...part.target, dayWord: day } } : part;
}

/** The emptiest day a free-time reply named: from its facts, else from its words ("最空：12月5日 周六…"). */
function emptiestDay(step: TurnStep): string | undefined {
  if (step.toolName !== "query_free_time" || !step.result?.ok) return undefined;
  const emptiest = factsOf(step.result, "free_time")?.emptiest;
  return emptiest ? dateWords(emptiest.date) : /最空[：:]\s*(\d{1,2}月\d{1,2}日)/.exec(step.result.text)?.[1];
}

export function decideCompound(parts: readonly Intent[], context: DecisionContext, decidePart: Planner): Decision {
  const texts: string[] = [];
  let start = 0;
  for (const said of parts) {
    const part = withAnsweredDay(said, context.steps.slice(0, start));
    let end = start;
    const shared: TurnStep[] = [];
    for (;;) {
      const decision = decidePart(part, { ...context, steps: [...shared, ...context.steps.slice(start, end)] });
      const read = earlierRead(decision, context.steps.slice(0, start));
      if (read && !shared.includes(read)) {
        shared.push(read);
        continue;
      }
      if (decision.kind === "text") {
        texts.push(decision.text);
        break;
      }
      // The part's next call: made already (go on past it) or to be made now.
      if (end >= context.steps.length) return decision;
      end += 1;
    }
    start = end;
  }
  return reply(texts.join(context.language === "en" ? " " : ""));
}
