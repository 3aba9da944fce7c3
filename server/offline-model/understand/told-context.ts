/**
 * A message that tells something before it asks: the other programme's class moved ("辅修的课调到周四第5到8节了，
 * 那几节我这边有空吗"), a block asked about by where it was ("请假前排的线代还在周五上午吗"), an appointment the
 * school arranged with a reminder about it ("补考安排在下周一上午九点，提醒我带学生证"). What is told is context: it
 * asks no change of its own.
 */
import type { Intent } from "./intent-types";
import { detectScheduleQuestion } from "./schedule-intents";

/**
 * "辅修的课调到周四第5到8节了", "实验课改到周三下午了", "下周三的高数调到下周六上午上了": a class moved by the
 * school, told with 了; what it freed or filled is what is asked after it.
 */
const CLASS_MOVED = /^[^，,把将帮请给]{0,10}?(?:课(?:程)?)?(?:又|已经)?(?:调|改|挪|换|移)到[^，,]+了$/;
/** "那几节我有空吗", "那周三上午是不是就空出来了": the time asked after, plainly or as what the move freed. */
const ASKED_AFTER = /[？?吗]|有没有|空不空|是不是|(?:空|腾|闲)出来了(?:吧|呗)?$/;

function classMovedThenQuestion(text: string): Intent | undefined {
  const [first, ...rest] = text.split(/[，,]/);
  if (rest.length === 0 || !CLASS_MOVED.test(first.trim())) return undefined;
  const asked = detectScheduleQuestion(rest.join("，").trim());
  return asked?.family === "schedule_question" && ASKED_AFTER.test(rest.join("")) ? asked : undefined;
}

const DAY = "(?:今天|明天|后天|大后天|(?:这|本|下)?(?:周|星期|礼拜)[一二三四五六日天])";
/** "…的谓词逻辑还在明天下午吗": a block asked about by the day it was put on. */
const STILL_THERE = new RegExp(`^(.{2,20}?)(?:是不是)?还(?:在|排在|放在)(${DAY})(上午|下午|晚上)?(?:吗|么|嘛|没)?[？?]?$`);
const PARTS: Record<string, "morning" | "afternoon" | "evening"> = { 上午: "morning", 下午: "afternoon", 晚上: "evening" };

function stillThere(text: string): Intent | undefined {
  const asked = STILL_THERE.exec(text.trim());
  if (!asked) return undefined;
  const part = asked[3] ? PARTS[asked[3]] : undefined;
  return { family: "schedule_question", question: { toolName: "query_day", input: { when: asked[2], ...(part ? { part } : {}) } } };
}

/** "…安排在下周四下午两点，提醒我带报告册": the school's arrangement, then what to be reminded of for it. */
const ARRANGED_THEN_REMINDER = /^([^，,把将帮请给]{2,20}?)(?:安排在|定在|改在|放在)([^，,]+)[，,]\s*((?:到时候?)?(?:记得)?提醒我.+)$/;

function arrangedThenReminder(text: string, detect: (part: string) => Intent): Intent | undefined {
  const said = ARRANGED_THEN_REMINDER.exec(text.trim());
  if (!said) return undefined;
  const note = detect(`${said[1]}在${said[2]}，${said[3]}`);
  return note.family === "quick_note" ? note : undefined;
}

/**
 * "那我周六就在宿舍学，周六上午帮我放两节X", "明天我去图书馆自习，帮我排一下离散": where the student will study, told,
 * then the plan asked for. The place is no subject of the plan; a plan that names no day takes the told one.
 */
const STUDY_PLACE_THEN_PLAN = new RegExp(
  `^(?:那么?|那就|所以)?(?:我)?(${DAY}|(?:这|本)?周末|今晚|明晚)?(?:我)?(?:就|只能|只好|还是|得|打算|准备)?(?:在|去|回)[^，,。把帮给]{1,8}?(?:学|自习|复习|学习|看书)(?:吧|了|好了|呗)?[，,。]\\s*(.+)$`,
);

function studyPlaceThenPlan(text: string, detect: (part: string) => Intent): Intent | undefined {
  const said = STUDY_PLACE_THEN_PLAN.exec(text.trim());
  if (!said) return undefined;
  const plan = detect(said[2]);
  if (plan.family !== "schedule") return undefined;
  return plan.range === undefined && said[1] ? detect(`${said[1]}${said[2]}`) : plan;
}

/**
 * "周末想去图书馆泡一天，周六还是周日更空": what the student means to do with a day, told, then which of the days it
 * names is freer asked. The wish is why the question is asked; it is no note of its own.
 */
const WISH_THEN_DAY_ASKED = /^(?:我)?[^，,。？?把帮给]{0,6}?(?:想|打算|准备|计划|想要)(?:去|在|找(?:个|一)?天)?[^，,。？?把帮给]{1,12}[，,。\s]+([^，,。]+)$/;

const OWN_DAY = /(?:周|星期|礼拜)[一二三四五六日天]|今天|明天|后天/;

export function wishThenDayAsked(text: string, detect: (part: string) => Intent): Intent | undefined {
  const said = WISH_THEN_DAY_ASKED.exec(text.trim());
  if (!said) return undefined;
  // "下周想挑一天去看展，哪天事最少": a question that names no day of its own leans on the wish's, which the readers of
  // the whole message give it.
  if (!OWN_DAY.test(said[1])) return undefined;
  const asked = detect(said[1]);
  return asked.family === "schedule_question" && ["query_free_time", "query_day"].includes(asked.question.toolName) ? asked : undefined;
}

export function toldContext(text: string, detect: (part: string) => Intent): Intent | undefined {
  return classMovedThenQuestion(text) ?? stillThere(text) ?? arrangedThenReminder(text, detect) ?? studyPlaceThenPlan(text, detect);
}
