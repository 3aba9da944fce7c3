/**
 * A compound request, part by part: each part's own planner sees only the calls made for it, so "记一下X，再把Y排到
 * 下周" notes X, then schedules Y as if it had been asked alone; the answer says each part's outcome in order. The
 * calls of earlier parts are found again by replaying their planners, which are deterministic.
 */
import type { Intent } from "../understand/intent-types";
import { reply } from "./steps";
import type { Decision, DecisionContext } from "../types";

type Planner = (intent: Intent, context: DecisionContext) => Decision;

export function decideCompound(parts: readonly Intent[], context: DecisionContext, decidePart: Planner): Decision {
  const texts: string[] = [];
  let start = 0;
  for (const part of parts) {
    let end = start;
    for (;;) {
      const decision = decidePart(part, { ...context, steps: context.steps.slice(start, end) });
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
