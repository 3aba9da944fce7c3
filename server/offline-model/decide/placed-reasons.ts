/**
 * Why a block of the plan just proposed is where it is, told from the plan's own words: where it sits, how many
 * periods it takes, and that a block is never split, so it went into a stretch free for all of them. Nothing is
 * changed; the student is told how to move it.
 */
import type { Intent } from "../understand/intent-types";
import { say } from "../speak/language";
import type { StudentCalendar } from "../speak/student-words";
import type { Decision, DecisionContext } from "../types";
import { callTool, reply } from "./steps";
import { decideEdit } from "./decide-edit";
import { detectIntent } from "../understand/intents";

type PlacedReason = Extract<Intent, { family: "placed_reason" }>;

/** The periods between the start and the end the plan said, on the window's period times. */
function periodsBetween(start: string, end: string, calendar: StudentCalendar): number | undefined {
  const inside = [...calendar.periods.values()].filter((times) => times.start >= start.padStart(5, "0") && times.end <= end.padStart(5, "0"));
  return inside.length > 0 ? inside.length : undefined;
}

export function decidePlacedReason(intent: PlacedReason, context: DecisionContext): Decision {
  const weekday = intent.weekday === undefined ? "" : ` 周${intent.weekday}`;
  const span = intent.end !== undefined ? `${intent.start}–${intent.end}` : intent.periods !== undefined ? `${intent.start}起${intent.periods}节` : `${intent.start}起`;
  const periods = intent.periods ?? (intent.end === undefined ? undefined : periodsBetween(intent.start, intent.end, context.calendar));
  const length = periods === undefined ? "" : `这块要${periods}节，`;
  // The example moves it to a day it is not on.
  const otherDay = intent.weekday === "日" || intent.weekday === "天" ? "周六" : "周日";
  const lengthEn = periods === undefined ? "" : `It takes ${periods} periods, and `;
  return reply(
    say(
      context.language,
      `${intent.name}排在${intent.day}${weekday} ${span}：${length}方案不会把一块拆开，就放进了这段连着都空的时间。不合适的话告诉我挪到哪天几点，比如“${intent.name}挪到${otherDay}下午两点”，我在方案里改好再给你确认。`,
      `${intent.name} is on ${intent.day}${weekday} ${span}. ${lengthEn}a block is never split, so the plan put it where that whole stretch is free. If it doesn't suit you, tell me the day and time to move it to and I'll change the plan for you to confirm.`,
    ),
  );
}

/** "换一下吧" of a plan with several blocks: which two, with two of them as the example of how to say it. */
export function decideSwapUnsaid(intent: Extract<Intent, { family: "swap_unsaid" }>, context: DecisionContext): Decision {
  // "图论和树": the answer names the pair, which is swapped as if said so at once.
  const answer = context.request.answers.at(-1)?.text.trim().replace(/(?:换一下|换换|对调一下|对调|互换一下|互换)?(?:吧|呗)?[。.!！\s]*$/, "");
  const swap = answer ? detectIntent(`把${answer}对调一下`) : undefined;
  if (swap?.family === "edit" && swap.action === "swap") return decideEdit(swap, { ...context, request: { text: `把${answer}对调一下`, answers: [] } });
  const [first, second] = intent.names;
  return callTool("ask_user", {
    question: say(
      context.language,
      `要把方案里的哪两块对调？说两块的名字就行，比如“${first}和${second}换一下”。`,
      `Which two blocks of the plan should swap places? Name both, e.g. "swap ${first} and ${second}".`,
    ),
  });
}
