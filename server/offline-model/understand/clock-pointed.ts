/**
 * A study block of the day the last answer told, pointed at by the clock it starts at: "挪了吧那个四点的，到周六同一时间",
 * "四点那个挪到周五", "下午4点那节换到周六同一时段" after "12月2日 周三：…；16:00–17:40 谓词逻辑与推理理论（学习，…）".
 * Read as the move said with the block's name ("把谓词逻辑与推理理论那块挪到周六16:00"); "同一时间" is the block's own
 * start. A class at that clock is named as a class ("把程序设计课挪到…"), which is the timetable's and never moved
 * here; a clock nothing starts at points at nothing.
 */
import type { FactsOf } from "@/lib/protocol/model-facts";
import { dayIn, HAS_TIME, type FollowUp, type PreviousRequest } from "./follow-up-words";

interface ListedBlock {
  start: string;
  name: string;
  study: boolean;
}

/** The day's entries with their start, from the answer's facts, else from its words ("16:00–17:40 X（学习，…）"). */
function listedBlocks(previous: PreviousRequest): ListedBlock[] {
  const facts = (previous.answeredWith?.facts ?? []).filter((fact): fact is FactsOf<"day_agenda"> => fact.kind === "day_agenda");
  if (facts.length > 0) return facts.flatMap((fact) => fact.days.flatMap((day) => day.entries.map((entry) => ({ start: entry.start, name: entry.name, study: entry.kind === "study" }))));
  return [...(previous.said ?? "").matchAll(/(\d{1,2}:\d{2})\s*[–-]\s*\d{1,2}:\d{2}\s*([^（(；;。\n]+?)\s*[（(]([^）)]*)[）)]/g)].map((row) => ({
    start: row[1].padStart(5, "0"),
    name: row[2].trim(),
    study: /^(?:学习|复习)/.test(row[3]),
  }));
}

const HOURS: Record<string, number> = { 一: 1, 两: 2, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9, 十: 10, 十一: 11, 十二: 12 };
const DEMONSTRATIVE = "(?:那个|这个|那节|这节|那块|这块|那)";
/** "那个四点的", "四点那个", "下午4点那节", "16点开始的那块": a clock with a demonstrative or 的 beside it. */
const BY_CLOCK = new RegExp(
  `(?:${DEMONSTRATIVE}\\s*)?(?<part>上午|下午|晚上|早上|傍晚)?(?<hour>\\d{1,2}|十[一二]?|[一二两三四五六七八九])(?:点|[:：]00)(?<half>半|[:：]30)?钟?(?:开始)?(?:的|(?=${DEMONSTRATIVE}))(?:${DEMONSTRATIVE})?(?:复习|学习块|学习)?`,
);
const MOVE = /挪|移|调|换|改|推|放/;
/** Where it goes: after 到 / 去 / 成, to the end of its clause. */
const DESTINATION = /(?:到|至|去|成)\s*([^，,。！!]+?)(?:吧|呗|哈|去)?[。.!！~～\s]*$/;
const SAME_TIME = /(?:的)?(?:同一|同样的?|一样的|原来的|老)(?:个)?(?:时间|时段|时候|点)|(?:时间|时段)不变/;

/** The entry the clock points at: the one starting at that hour (a bare 1–7 is the afternoon's or evening's). */
function blockAt(said: NonNullable<RegExpExecArray["groups"]>, blocks: readonly ListedBlock[]): ListedBlock | undefined {
  const hour = /^\d/.test(said.hour) ? Number(said.hour) : HOURS[said.hour];
  if (hour === undefined) return undefined;
  const minutes = said.half ? "30" : "00";
  const later = said.part === "下午" || said.part === "晚上" || said.part === "傍晚" || (!said.part && hour >= 1 && hour <= 7);
  const clock = `${String(later && hour < 12 ? hour + 12 : hour).padStart(2, "0")}:${minutes}`;
  const found = blocks.filter((block) => block.start === clock);
  return found.length === 1 ? found[0] : undefined;
}

export function pointedByClock(text: string, previous: PreviousRequest): FollowUp | undefined {
  const pointer = BY_CLOCK.exec(text);
  if (!pointer?.groups || !MOVE.test(text)) return undefined;
  const block = blockAt(pointer.groups, listedBlocks(previous));
  if (!block) return undefined;
  const rest = `${text.slice(0, pointer.index)}，${text.slice(pointer.index + pointer[0].length)}`;
  const destination = DESTINATION.exec(rest)?.[1];
  if (!destination) return undefined;
  const place = destination.replace(SAME_TIME, block.start).trim();
  if (!dayIn(place) && !HAS_TIME.test(place)) return undefined;
  // 那块 says a block is moved, not a to-do re-dated; 课 says the class, which the course readers answer.
  return { family: "pointed", text: `把${block.name}${block.study ? "那块" : "课"}挪到${place}` };
}
