/**
 * A block put or moved beside a class of the day the answer before told, the day unsaid ("周五有什么课" answered, then
 * "把谓词逻辑挪到下午那门课后面"; "周四上午有课吗" answered, then "那错题本就接在这两节后面"): the place is on that
 * day, so the request is read with the day put before the class ("把错题本放到12月3日上午那两节课后面"), which the
 * day's agenda then places (decide/agenda-beside.ts).
 */
import { answeredDay } from "./answered-things";
import { DAY_WORD } from "./day-words";
import type { FollowUp, PreviousRequest } from "./follow-up-words";
import { detectIntent } from "./intents";

/** "把X挪到下午那门课后面", "那X就接在这两节后面", "X放到程序设计后面吧". */
const PUT_BESIDE = /^(?:那就?|那|就)?(?:帮我|给我)?(?:把)?(?<name>[^，,。]{2,20}?)(?:就|也)?(?:挪到|移到|调到|改到|换到|放到|放在|排在|排到|安排在|接在|跟在|紧跟在)(?<place>[^，,。]{1,16}?)(?<after>以后|之后|后面|后头|前面|之前)(?:吧|呗)?[。.!！~～\s]*$/;
/** "这两节", "那两门课": the classes the answer just listed, by how many. */
const THOSE_CLASSES = /^[这那]([一两二三四几])?(?:节|门)(?:课)?$/;
/** "12月3日 周四 上午：": the part of the day the answer told. */
const TOLD_PART = /周[一二三四五六日]\s*(上午|下午|晚上)/;

/** Whether the answer before told a day's classes (a day asked about). */
function toldDayClasses(previous: PreviousRequest): boolean {
  return detectIntent(previous.text).family === "schedule_question" && /（课）|\(课\)/.test(previous.said ?? "");
}

export function besideToldClass(text: string, previous: PreviousRequest): FollowUp | undefined {
  const said = PUT_BESIDE.exec(text.trim())?.groups;
  if (!said || DAY_WORD.test(said.place) || !toldDayClasses(previous)) return undefined;
  const day = answeredDay(previous);
  if (!day) return undefined;
  const those = THOSE_CLASSES.exec(said.place);
  const part = TOLD_PART.exec(previous.said ?? "")?.[1] ?? "";
  const place = those ? `${part}那${those[1] ?? ""}节课` : said.place;
  return { family: "that_day", text: `把${said.name}放到${day}${place}${said.after}` };
}
