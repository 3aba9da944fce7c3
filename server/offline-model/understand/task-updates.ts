/**
 * To-dos re-dated, renamed or re-prioritised from the chat ("把交实验报告改到周五", "把买洗衣液改名为买洗衣液和纸巾",
 * "实验报告往后延两天"), and the change asked for before it is said ("线代作业的截止时间帮我改一下"). Kept apart from
 * the readers of done and deleted to-dos because a change is told by what it is changed to, a report by its verb of
 * finishing; the re-dating also has to give way to a block moved on the timetable, which done and deleted never meet.
 */
import { parseDeadlineShift } from "@/lib/tasks/deadline-shift";
import { parseDateTime } from "@/lib/tasks/natural-dates";
import { detectPriority } from "@/lib/tasks/priority";
import { DAY_WORD } from "./day-words";
import type { ChangeKind } from "./intent-types";
import { deadlineWords, withoutTeller } from "./said-deadline";
import { EDGES, taskWords, type TaskEdit } from "./task-edit-words";

const RENAME =
  /^(.+?)(?:的)?(?:(?:改名|重命名|更名|名字改|标题改|名称改)(?:为|成|叫|作)?|(?:名字|标题|名称)(?:帮我|给我|麻烦)?(?:改|换)(?:成|为|叫)|改叫|(?:改个|换个)名字?[，,\s]*(?:叫做?|为|成))(.+)$|^(?:把|将)?["“](.+?)["”](?:改成|改为)["“](.+?)["”]$|^rename\s+(.+?)\s+to\s+(.+)$/i;
/** "改名：背单词 ➜ 背六级单词": the label of a form, the old name, an arrow and the new one. */
const RENAME_LABEL = /^(?:改名|重命名|更名|改标题|改名字)\s*[：:]\s*(.+?)\s*(?:→|➜|➔|->|=>|⇒|➡️?|改成|改为|换成)\s*(.+)$/;
// "读书会的提醒时间换成周五19:00": a note's reminder rings at its deadline, so its time is the deadline too.
const RE_DATE = /^(.+?)(?:的)?(?:截止时间|截止日期|截止|ddl|deadline|提醒时间|提醒)?(?:也|都)?(?:(?<=(?:截止时间|截止日期|截止|ddl|deadline)\s*)(?:→|->|=>|⇒|➡️?)|(?<=(?:截止时间|截止日期|截止|ddl|deadline|提醒时间|提醒)\s*)(?:换|调|挪)(?:成|到|为)|改到|改成|改为|改(?=周|星期|礼拜|明天|后天|大后天|下周|这周|今天|今晚|\d|重要|紧急|不重要|简单|复杂|象限)|调整(?:为|成|到)|(?:往后|往前|向后)?(?:推迟|推后|推|延迟|延期|延后|顺延|宽限|延|提前|挪)(?:[一两二三四五六七八九十\d]+(?:天|周|个?小时))?到|摆到(?=[^，,。]*?再?(?:提交|交)[。！!~～\s]*$)|定到|定在|定为|定成|设为|设成|调成|调为|标为|(?:标记|标注|标|归)(?:成|为|到|进)(?=(?:不太?|很|非常)?(?:重要|紧急|简单|复杂|要紧|无所谓|可有可无|火烧眉毛|迫在眉睫)|第?[一二三四1-4]象限|Q[1-4])|(?:升级|降级|升|降|调高|调低|提高|降低)(?:成|为|到))(.+)$/i;
// "the 错题本 one, push the deadline to Friday": the to-do named first, then its deadline moved.
// "the 体测 got postponed to next thursday": the news that it moved, told, is the change to make.
// "extend the 物理实验报告 deadline to Friday 11pm", "change the deadline for 线代作业 to Thursday noon": the verbs that
// move a deadline, before the to-do with its deadline word, or the deadline word with "of / for" the to-do.
const RE_DATE_VERB = "(?:move|change|push|set|extend|bump|shift|update|postpone|delay|make)";
const DEADLINE_WORD = "(?:deadline|due date|ddl)";
const ASKING = "(?:(?:please|pls|plz|can you|could you|can u)\\s+)*";
const ENGLISH_RE_DATE = new RegExp(
  [
    `^${ASKING}${RE_DATE_VERB}\\s+(?:the\\s+|my\\s+)?(.+?)(?:'s)?\\s+${DEADLINE_WORD}\\s+(?:back\\s+)?(?:to|till|until)\\s+(.+)$`,
    `^${ASKING}${RE_DATE_VERB}\\s+(?:the\\s+|my\\s+)${DEADLINE_WORD}\\s+(?:of|for|on)\\s+(.+?)\\s+(?:back\\s+)?(?:to|till|until)\\s+(.+)$`,
    `^(?:(?:the|that|my)\\s+)?(.+?)(?:\\s+one)?\\s*[,，:：]\\s*${ASKING}${RE_DATE_VERB}\\s+(?:the|its)\\s+${DEADLINE_WORD}\\s+(?:back\\s+)?(?:to|till|until)\\s+(.+)$`,
    "^(?:(?:the|my)\\s+)?(.+?)(?:'s)?(?:\\s+(?:deadline|due date))?\\s+(?:got|was|has been|is)\\s+(?:pushed|postponed|pushed back|moved|delayed|extended)\\s+(?:back\\s+)?(?:to|till|until)\\s+(.+)$",
  ].join("|"),
  "i",
);
/** "push the lab report back a day", "move X deadline two days earlier": the deadline moved by an amount. */
const ENGLISH_SHIFT =
  /^(?:please\s+)?(?:push|postpone|delay|move|extend)\s+(?:the\s+|my\s+)?(.+?)(?:'s)?(?:\s+(?:deadline|due date))?\s+(?:back\s+)?(?:by\s+)?((?:a|an|one|two|three|four|five|six|seven|\d{1,2})\s+(?:day|week|hour)s?)(?:\s+(later|earlier|sooner))?[.!\s]*$/i;
// "改成不急但要紧", "标成火烧眉毛", "调成无所谓的": a quadrant said in everyday words (lib/tasks/priority.ts reads them).
const PRIORITY_WORDS = /重要|紧急|不重要|简单|复杂|象限|要紧|不急|无所谓|可有可无|不打紧|火烧眉毛|迫在眉睫|\bQ[1-4]\b|\burgent\b|\bimportant\b/i;

/** Verbs that move something on the timetable, and words that name a block or a time of day. */
const MOVING = /挪|移|放|调|换|搬/;
const WHOLE_STUDY_PLAN = /(?:复习|学习)(?:计划)?(?:整体|全部|都|统一|一起)$/;
const BLOCK_WORDS = /块|安排|学习块|时段/;
/**
 * "周三四点那节复习", "周五那两节", "the 图论 block got moved to friday": a session named as such is on the timetable;
 * whatever the verb, it moves.
 */
const SESSION = /[那这][一两二三四几]?节|\b(?:block|session|slot)s?\b/i;
/** "把谓词逻辑从周三挪到周六": a to-do has a deadline, not a day it moves from; what moves from a day is a block. */
const FROM_DAY = new RegExp(`从\\s*(?:${DAY_WORD.source})`, "i");
const TIME_OF_DAY = /上午|下午|晚上|早上|中午|傍晚|\d\s*[点:：]|[一二三四五六七八九十两]点|\b(?:morning|afternoon|evening|\d{1,2}\s*(?:am|pm))\b/i;

const PERIOD = /第\s*[\d一二三四五六七八九十]+\s*(?:[-~～到至]\s*第?\s*[\d一二三四五六七八九十]+\s*)?节|\bperiod\s*\d/i;

const LOCATE = { now: new Date(Date.UTC(2024, 0, 1, 4)), timeZone: "Asia/Shanghai" };

const RETITLE = /^(?:请你?|麻烦你?)?(?:帮我)?(?:把|将)(.+?)(?:那个|这个|那条|这条)(?:任务|待办)?(?:改成|改为|换成)(.+)$/;

/** "make X urgent and important", "mark X as not important": an English priority change. */
const ENGLISH_PRIORITY = /^(?:please\s+)?(?:make|mark|set|change)\s+(.+?)\s+(?:as\s+|to\s+)?((?:not\s+)?(?:urgent|important)\b.*)$/i;

/**
 * "把离散的复习挪到下周吧": a study plan moved into a week is planned there (a schedule request), not a to-do given a
 * new deadline; "…挪到下周三" names a day and stays a move.
 */
const STUDY_INTO_WEEK = /(?:复习|学习|预习)(?:计划)?(?:都|全部)?(?:挪|移|推)到(?:这周|下周|本周|下下周|这周末|周末)(?![一二三四五六日天])/;

/**
 * "X给个截止日期，下周三前", "给X设个ddl：下周一": a deadline given to a to-do that had none, the day said after it;
 * read as "X截止定在…".
 */
const DEADLINE_GIVEN = /^(?:(?:帮我|麻烦)?给)?(.+?)(?:也)?(?:定|设|加|标|安排)(?:一?个|一?下)(?:截止(?:时间|日期)?|ddl|deadline)(?:吧|呗)?[，,：:\s]+(?:就|定在|定到|在)?(.+)$/i;

function update(said: string): TaskEdit | undefined {
  const given = DEADLINE_GIVEN.exec(said);
  const text = given ? `${given[1]}截止定在${given[2]}` : said;
  const prioritised = ENGLISH_PRIORITY.exec(text);
  const englishPriority = prioritised ? detectPriority(prioritised[2]) : null;
  const englishTask = prioritised ? taskWords(prioritised[1].replace(/^(?:the|my)\s+/i, "")) : undefined;
  if (englishPriority && englishTask) return { family: "task_edit", action: "update", task: englishTask, priorityGroup: englishPriority.priority_group };
  const labelled = RENAME_LABEL.exec(text);
  const labelledTask = labelled ? taskWords(labelled[1]) : undefined;
  if (labelled && labelledTask) return { family: "task_edit", action: "update", task: labelledTask, title: labelled[2].replace(EDGES, "") };
  const renamed = RENAME.exec(text);
  if (renamed) {
    const task = taskWords(renamed[1] ?? renamed[3] ?? renamed[5]);
    // "…改名成六级真题，截止改成下周五": a clause after the new name that gives the deadline is no part of the name.
    const [named, after] = (renamed[2] ?? renamed[4] ?? renamed[6]).split(/[，,；;]\s*(?=截止|ddl|deadline)/i);
    const title = named.replace(EDGES, "");
    const dated = after === undefined ? undefined : DEADLINE_ONLY.exec(after);
    const deadline = dated && parseDateTime(dated[1], LOCATE) ? { deadline: dated[1] } : {};
    return task && title ? { family: "task_edit", action: "update", task, title, ...deadline } : undefined;
  }
  // "把交体检表那个改成交体检报告": a to-do named with 那个 changed into words that are no day, time or priority.
  const retitled = RETITLE.exec(text);
  const retitledTask = retitled ? taskWords(retitled[1]) : undefined;
  const newTitle = retitled?.[2].replace(EDGES, "");
  if (retitledTask && newTitle && !PRIORITY_WORDS.test(newTitle) && !TIME_OF_DAY.test(newTitle) && !PERIOD.test(newTitle) && !/完成|done/i.test(newTitle) && !parseDateTime(newTitle, LOCATE)) {
    return { family: "task_edit", action: "update", task: retitledTask, title: newTitle };
  }
  const shifted = ENGLISH_SHIFT.exec(text);
  const shiftedTask = shifted ? taskWords(shifted[1]) : undefined;
  if (shifted && shiftedTask) {
    const deadline = shifted[3] && !/later/i.test(shifted[3]) ? `${shifted[2]} earlier` : `postpone by ${shifted[2]}`;
    return { family: "task_edit", action: "update", task: shiftedTask, deadline };
  }
  const english = ENGLISH_RE_DATE.exec(text);
  const dated = RE_DATE.exec(text) ?? (english ? [english[0], english[1] ?? english[3] ?? english[5] ?? english[7], english[2] ?? english[4] ?? english[6] ?? english[8]] : null);
  if (!dated || STUDY_INTO_WEEK.test(dated[0])) return undefined;
  const task = taskWords(withoutTeller(dated[1]).replace(/\s*(?:截止时间|截止日期|的?ddl|的?deadline|截止|的?提醒时间|的?提醒|的?优先级)\s*$/i, "").replace(new RegExp(`${FROM_DAY.source}(?:的)?$`, "i"), ""));
  // "…推到12月20号吧": the closing particle is no part of the new date.
  // "…to Friday 10pm please": the courtesy after the day is no part of it either.
  const target = dated[2].replace(EDGES, "").replace(/(?<=\S)[吧呗啊呀哦哈]+$/, "").replace(/(?<=\S)\s+(?:please|thanks|thx|ty)[.!\s]*$/i, "");
  // "挪到这周五，晚上最后两节": what follows the day still says whether a block moves; only the deadline is cut.
  const deadlineSaid = deadlineWords(target).replace(EDGES, "").replace(/(?<=\S)[吧呗啊呀哦哈]+$/, "");
  if (!task) return undefined;
  // "挪到周四第5节" puts a block in a period: a move on the timetable, never a deadline; so does a moving verb with a
  // time of day or a block named ("把谓词逻辑那块挪到周五晚上").
  // "…摆到周四晚上九点再交" (Wu 摆 is 放): the handing-in at the end says the time is a deadline.
  const saysDeadline = /截止|ddl|deadline|提醒|再(?:提交|交)[。！!~～\s]*$/i.test(dated[0]);
  if (PERIOD.test(target) && !saysDeadline) return undefined;
  if (!saysDeadline && MOVING.test(dated[0]) && (BLOCK_WORDS.test(dated[1]) || TIME_OF_DAY.test(target) || FROM_DAY.test(dated[1]))) return undefined;
  if (!saysDeadline && SESSION.test(dated[1])) return undefined;
  // "英语的复习整体往后推到下周": a study plan moved as a whole is planned again in that range, not a to-do re-dated.
  if (!saysDeadline && WHOLE_STUDY_PLAN.test(task)) return undefined;
  const priority = PRIORITY_WORDS.test(target) ? detectPriority(target) : undefined;
  if (priority) return { family: "task_edit", action: "update", task, priorityGroup: priority.priority_group };
  if (!parseDateTime(deadlineSaid, LOCATE)) return undefined;
  // "延到周三交，晚上十一点前": the clock said in a clause of its own is the same deadline's, read as one time.
  const deadline = deadlineSaid.replace(/(?:再?(?:提交|交)|截止)?\s*[，,]\s*/g, "").replace(/(?:再?(?:提交|交)|截止|[之以]?前)$/, "");
  return !saysDeadline && MOVING.test(dated[0]) ? { family: "task_edit", action: "update", task, deadline, moved: true } : { family: "task_edit", action: "update", task, deadline };
}

/** "线代作业的截止时间帮我改一下", "四级真题那个任务要改一下": an update that does not say the change yet. */
const UNSAID_CHANGE =
  /^(.+?)(?:的)?(截止时间|截止日期|截止|ddl|deadline|时间|名字|标题|名称|优先级)?(?:帮我|麻烦|我?想|要|需要|得|再)*(?:改一下|改一改|改改|改下|修改一下|修改下|修改|调整一下|调整下|调一下|调一调|调调|调下|动一下|动一动|(?<=(?:要|得|需要|想)|(?:截止时间|截止日期|截止|ddl|deadline|名字|标题|名称|优先级))改)(?:吧|呀|哦|啊|呢)?[。.!！~～\s]*$/i;
/** "帮我改一下截止时间", "改个日期吧": the change named, the to-do not; the student is asked which one. */
const UNSAID_TASK =
  /^(?:请你?|麻烦你?)?(?:帮我|帮忙|给我)?(?:改|修改|调整|调|换)(?:一下|下|个)?(截止时间|截止日期|截止|ddl|deadline|时间|日期|名字|标题|名称|优先级)[吧呀呗。.!！~～\s]*$/i;
/**
 * Words that name the timetable, not a to-do: "把日程调整一下" is no to-do edit; nor is the measure a plan is made by
 * ("根据每门考试日期倒推一下": the exams' days, worked back from).
 */
const NOT_A_TASK = /^(?:日程|安排|课表|计划|复习|时间|这周|下周|今天|明天|按照?|照着|根据|依照|跟着)/;
const CHANGE_KINDS: readonly [RegExp, ChangeKind][] = [
  [/截止|ddl|deadline|时间|日期/i, "deadline"],
  [/名字|标题|名称/, "title"],
  [/优先级/, "priority"],
];

/**
 * "实验报告往后延两天": a shift the tool applies to the to-do's own deadline (update_task reads "延后两天"); with no
 * amount ("往后推一下") the student is asked for the new one.
 */
// "截止提前2小时", "ddl 往后推一天": the deadline word alone is no to-do's name; the change leans on the one just said.
// "…往回倒推": a plan worked back from a day, which shifts nothing.
const SHIFT_ONLY =
  /^(?!\s*(?:截止时间|截止日期|截止|ddl|deadline)\s*(?:往后|往前|向后|向前|再)?(?:推迟|推后|延后|延期|延迟|顺延|延长|延|推|提前|提早))(.+?)(?:的)?(?:截止时间|截止日期|截止|ddl|deadline)?(?<!倒|往回)((?:往后|往前|向后|向前|再)?(?:推迟|推后|延后|延期|延迟|顺延|延长|延|推|提前|提早)(?:个)?(?:[一两二三四五六七八九十几半\d]+\s*(?:个)?\s*(?:天|日|周|星期|礼拜|小时|钟头)|一下)?)(?:吧|呗|呀)?[。.!！~～\s]*$/i;

/**
 * "往后推一点", "稍微提前一些", "再往前挪点": a shift with neither a thing nor an amount; the student is asked which
 * one (a follow-up after a note or a placement is read as that one by the follow-up readers first).
 */
const VAGUE_SHIFT = /^(?:再|稍微|稍|略微)?(?:往后|往前|向后|向前)?(?:推迟|推后|延后|提前|提早|推|挪|移|调|延)(?:一点儿?|一些|点儿?|些)(?:吧|呗|呀)?[。.!！~～\s]*$/;

/** "can you move it to later", "push this back a bit": the same shift in English, pointing at nothing named. */
const VAGUE_SHIFT_EN = /^(?:please\s+)?(?:(?:can|could|would)\s+you\s+)?(?:move|push|shift|put)\s+(?:it|that|this|that one|this one)\s+(?:to\s+)?(?:a\s+(?:bit|little)\s+)?(?:later|earlier|back|forward)(?:\s+a\s+(?:bit|little))?(?:\s+please)?[?？.!！\s]*$/i;

/**
 * "改到周日", "帮我挪到周五吧": the new day said with nothing to change, no earlier message to lean on (a follow-up's
 * readers take it first when there is one); the student is asked which one.
 */
const NAMELESS_REDATE = /^(?:请你?|麻烦你?)?(?:帮我|给我)?(?:改到|改成|挪到|推到|延到|调到|换到|移到)(.+?)(?:吧|呗|呀|哈)?[。.!！~～\s]*$/;

/**
 * "帮我往后推一天吧", "能不能往后延两天": before the shift only the asking words and its direction, which name no
 * to-do; the change leans on the one just talked about (a follow-up's readers), else the student is asked which.
 */
const ASKING_ONLY = /^(?:能不能|可不可以|能否|可以|请你?|麻烦你?|你)?(?:帮我|给我|帮忙)?(?:再)?((?:往后|往前|向后|向前)?)$/;

/** "截止改成下周五", "ddl定到周日": the deadline's new day with no to-do named; it leans on the one said before it. */
const DEADLINE_ONLY = /^(?:把)?(?:截止时间|截止日期|截止|ddl|deadline)\s*(?:也)?(?:改到|改成|改为|定到|定在|定为|设为|设成|调到|调成|换成|推到|延到)(.+?)(?:吧|呗|呀|哈)?[。.!！~～\s]*$/i;

function unsaidChange(text: string): TaskEdit | undefined {
  const deadlineOnly = DEADLINE_ONLY.exec(text);
  if (deadlineOnly && parseDateTime(deadlineOnly[1], LOCATE)) return { family: "task_edit", action: "update", task: "", deadline: deadlineOnly[1] };
  if (VAGUE_SHIFT.test(text) || VAGUE_SHIFT_EN.test(text)) return { family: "task_edit", action: "update", task: "", missing: "change" };
  const redated = NAMELESS_REDATE.exec(text);
  if (redated && parseDateTime(redated[1], LOCATE)) return { family: "task_edit", action: "update", task: "", deadline: redated[1] };
  const nameless = UNSAID_TASK.exec(text);
  if (nameless) return { family: "task_edit", action: "update", task: "", missing: CHANGE_KINDS.find(([pattern]) => pattern.test(nameless[1]))?.[1] ?? "change" };
  const shift = SHIFT_ONLY.exec(text);
  const asking = shift ? ASKING_ONLY.exec(shift[1]) : null;
  if (shift && asking && parseDeadlineShift(`${asking[1]}${shift[2]}`)) return { family: "task_edit", action: "update", task: "", deadline: `${asking[1]}${shift[2]}` };
  const shifted = shift && !asking ? taskWords(shift[1]) : undefined;
  if (shifted && !NOT_A_TASK.test(shifted)) {
    const words = shift?.[2] ?? "";
    return parseDeadlineShift(words)
      ? { family: "task_edit", action: "update", task: shifted, deadline: words }
      : { family: "task_edit", action: "update", task: shifted, missing: "deadline" };
  }
  // "把[12]和[13]对调一下" swaps two blocks; its 调一下 asks for no to-do edit.
  if (/对调|互换|调换|交换/.test(text)) return undefined;
  const match = UNSAID_CHANGE.exec(text);
  const task = match ? taskWords(match[1]) : undefined;
  if (!match || !task || NOT_A_TASK.test(task)) return undefined;
  const missing = CHANGE_KINDS.find(([pattern]) => pattern.test(match[2] ?? ""))?.[1] ?? "change";
  return { family: "task_edit", action: "update", task, missing };
}

/** A to-do changed: its new deadline, title or quadrant, or the change still to be said. */
export function detectTaskUpdate(text: string): TaskEdit | undefined {
  return update(text) ?? unsaidChange(text);
}
