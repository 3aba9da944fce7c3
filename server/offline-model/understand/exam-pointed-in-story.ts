/**
 * An exam told inside a story, then pointed at to be kept (round 41, B): "今天班群里炸了，学委刚发完期末安排，我一看
 * 大物居然排在1月5号下午，考场还在东区，…先帮我把大物这场记上吧，东区301". The clause that asks names the course and
 * points at its sitting (这场); its day is the one the story gave that course, and a place said after the ask is where
 * it is sat. The story's other clauses (今天, 二十分钟, 冬天下午) are no part of it.
 */
import type { Intent } from "./intent-types";
import { DAY_WORDS } from "./exam-statements";
import { placeOf } from "./exam-places";

/** "先帮我把大物这场记上吧": the course, its sitting pointed at, and the keeping asked. */
const KEEP_POINTED =
  /^(?:那|那就|所以)?(?:你)?(?:先|就)?(?:帮我|给我)?(?:先)?把(\p{Script=Han}{2,8}?)(?:的)?(?:这场|那场)(?:考试)?(?:先)?(?:帮我)?(?:记上|记下|记一下|记下来|登记一下|登记上|加上|加进去|(?:记|加)(?:到|进)考试(?:里|列表里?)?)(?:吧|哈|呗)?$/u;
const CLOCK = /^(?:早上|上午|中午|下午|晚上|傍晚)?\s*(?:(?:\d{1,2}|[一二两三四五六七八九十]{1,3})\s*(?:[:：]\s*\d{2}|点(?:半|\d{1,2}分?|[一二三四五]十分?)?))?/;
const CLAUSES = /[，,。；;！!…~～]+/;

/** The day the story gives the course: "大物居然排在1月5号下午", "大物是1月5号". */
function dayOf(course: string, clauses: readonly string[]): string | undefined {
  const said = new RegExp(`${course}(?:的)?(?:期末|期中|考试)?(?:居然|竟然|就|又|也|还)?(?:排在|是|在|定在|安排在|放在)?\\s*(${DAY_WORDS.source})`, "iu");
  for (const clause of clauses) {
    const match = said.exec(clause);
    if (!match) continue;
    const after = clause.slice(match.index + match[0].length);
    return `${match[1]}${CLOCK.exec(after)?.[0] ?? ""}`.trim();
  }
  return undefined;
}

export function pointedInStory(text: string): Intent | undefined {
  const clauses = text.split(CLAUSES).map((clause) => clause.trim()).filter((clause) => clause !== "");
  const asked = clauses.findIndex((clause) => KEEP_POINTED.test(clause));
  if (asked <= 0) return undefined;
  const course = KEEP_POINTED.exec(clauses[asked])![1];
  const when = dayOf(course, clauses.slice(0, asked));
  if (!when) return undefined;
  // "…记上吧，东区301": a place said after the ask, alone in its clause, is where it is sat; nothing else may follow.
  const after = clauses.slice(asked + 1);
  const place = after.length === 1 ? placeOf(`在${after[0]}`) : null;
  if (after.length > 1 || (after.length === 1 && place === null)) return undefined;
  return { family: "exam_record", title: course, when, ...(place ? { location: place[1] } : {}) };
}
