/**
 * Quick notes and explicit task creation (questions about to-dos are read in task-queries.ts). The model passes dates
 * on as the student's words: the task tools resolve them in the student's zone, so nothing here needs a clock.
 */
import type { DateParseOptions } from "@/lib/tasks/date-types";
import { saidEstimate } from "@/lib/tasks/estimates";
import { parseDateTime } from "@/lib/tasks/natural-dates";
import { detectPriority } from "@/lib/tasks/priority";
import { MAX_ESTIMATED_SECTIONS } from "@/lib/tasks/task-edit";
import { stripLeading, tidyText } from "@/lib/tasks/task-text";
import type { Intent } from "./intent-types";
import { noteContent } from "./note-cues";
import { deadlineStatement } from "./uncued-notes";

/**
 * The date readers need a reference instant, but the model only uses them to find WHERE a date phrase is and how it
 * bounds (之前 / after); what the phrase resolves to is left to the tools. A fixed instant keeps the model
 * deterministic and clock-free.
 */
const PHRASE_LOCATING_OPTIONS: DateParseOptions = { now: new Date(Date.UTC(2024, 0, 1, 4)), timeZone: "Asia/Shanghai" };

/**
 * How a student asks for a new to-do before saying what it is. Rows, each with what it reads:
 * - "创建任务：", "麻烦你新建一项待办事项：", "帮我加个任务叫“交体检表”" (一项 / 事项; 叫 / 名为 and quotes drop too);
 * - a wish or a wonder before it: "我是不是该建一个任务叫…", "就是想添加一条待办：", after at most one clause that
 *   only says how the student feels about the app ("我还不太会用，就是想加个任务：…");
 * - the symbol form "+任务：", "＋待办 ", and the label form "新任务 …";
 * - English: "add a task: …".
 * Not: "任务建好了吗" (a question), "加一个任务的截止" (no 任务 then a colon or a name).
 */
// "开个task", "开一条待办": 开 creates only with a counter after it (开会, 开学 create nothing).
const CREATE_VERB = "(?:创建|新建|添加|新增|加|建|开(?=一?[个条项]))";
const CREATE_OBJECT = `(?:一个|一条|一项|个|条|项)?(?:新的?)?(?:任务|待办(?:事项)?|task|todo|to-do)(?:[，,\\s]*(?:叫做?|名为|名字叫|标题是))?[：:，,\\s“"「]*`;
const CREATE_LEAD_INS: readonly RegExp[] = [
  new RegExp(`^(?:请|麻烦|烦请)?你?(?:帮我|给我)?${CREATE_VERB}${CREATE_OBJECT}`),
  new RegExp(
    `^(?:[^，,。！!？?]{2,16}[，,。！!]\\s*)?(?:我)?(?:就是)?(?:是不是|是不是该|是不是应该|应该|应当|得|想|想要|要|需要)(?:先)?(?:帮我|给我)?${CREATE_VERB}${CREATE_OBJECT}`,
  ),
  // "学生快考试了，新建任务：…": a clause of context, then the label with its colon.
  new RegExp(`^[^，,。！!？?]{2,20}[，,。！!]\\s*(?:请|麻烦)?你?(?:帮我|给我)?${CREATE_VERB}(?:一个|一条|一项|个|条|项)?(?:新的?)?(?:任务|待办(?:事项)?)\\s*[：:]\\s*`),
  // "我要一个新任务：…", "需要新的待办：…": the new to-do wanted, with no verb, before a colon.
  /^(?:我)?(?:要|想要|需要|再要|还要)(?:一个|一条|一项|个|条|项)?新的?(?:任务|待办(?:事项)?)\s*[：:]\s*/,
  /^[+＋]\s*(?:任务|待办|todo)[：:，,\s]*/i,
  // "新任务 文献综述 8节", "新待办，交体检表": the terse label form, the to-do after a space, a comma or a colon.
  /^(?:一个|一条|一项|个|条)?新的?(?:任务|待办(?:事项)?)\s*[：:，,\s]\s*(?=\S)/,
  // "add an urgent task: …": how urgent or important it is, said before the noun, is its priority (read from the whole).
  /^(?:please\s+)?(?:can you\s+)?(?:create|add|make|new)\s+(?:a\s+|an\s+)?(?:new\s+)?(?:(?:(?:not\s+)?(?:urgent|important)|quick|small)\s+)*(?:task|to-?do)\b[:,\s]*/i,
];

/** "priority 1", "优先级2", "P3": the quadrant by its number, which detectPriority leaves to the words. */
const PRIORITY_NUMBER = /(?:\bpriority|优先级|\bprio|\bp)\s*[:：=]?\s*([1-4])(?!\d)/i;

function strippedBy(text: string, leadIns: readonly RegExp[]): string | undefined {
  const trimmed = text.trim();
  const stripped = stripLeading(trimmed, leadIns);
  return stripped === trimmed ? undefined : tidyText(stripped);
}

/** "需要3节", "要2节课", "大概要写4个小时" (periods of 45 minutes, rounded up); none past what a to-do can hold. */
export function estimatedSections(text: string): number | undefined {
  const said = saidEstimate(text);
  return said && said.sections >= 1 && said.sections <= MAX_ESTIMATED_SECTIONS ? said.sections : undefined;
}

/** "周四前把海报做好，帮我建个任务", "…，加条待办吧": the to-do said first, the ask to create it in a closing clause. */
const CREATE_AFTER = new RegExp(
  `^(.+?)[，,。！!\\s]+(?:请|麻烦)?你?(?:帮我|给我)?${CREATE_VERB}(?:一下)?(?:一个|一条|一项|个|条|项)?(?:新的?)?(?:任务|待办(?:事项)?)(?:吧|呗|哈)?[。.!！~～\\s]*$`,
);

function createdAfter(text: string): string | undefined {
  const said = CREATE_AFTER.exec(text.trim());
  return said ? tidyText(said[1]) : undefined;
}

export function detectCreateTask(text: string): Intent | undefined {
  const content = strippedBy(text, CREATE_LEAD_INS) ?? createdAfter(text);
  if (content === undefined) return undefined;
  const intent: Intent = { family: "create_task", content: content.replace(/^[“"「]|[”"」](?=[，,\s]|$)/g, "") };
  const priority = detectPriority(content);
  const numbered = PRIORITY_NUMBER.exec(content);
  if (priority) intent.priorityGroup = priority.priority_group;
  else if (numbered) intent.priorityGroup = Number(numbered[1]);
  // "新建任务 复习数据库 3节": the count is read before the spaces between the words are tidied away.
  // "新任务 文献综述 8节 重要不紧急": words set apart by spaces only are read as clauses.
  const sections = estimatedSections(text) ?? estimatedSections(content) ?? estimatedSections(text.trim().replace(/\s+/g, "，"));
  if (sections !== undefined) intent.estimatedSections = sections;
  return intent;
}

/** "待办：…", "任务：…": a bare label before the to-do. */
const TASK_LABEL = /^(?:待办(?:事项)?|任务|todo)\s*[：:]\s*(?=\S)/i;

/**
 * "待办：做一份选课攻略，复杂不重要，大约要3节": a bare label with a priority or an estimate is a new to-do, those
 * being the structured details create_task is for; with neither it is left to the note reader.
 */
function labelledTask(text: string): Intent | undefined {
  const label = TASK_LABEL.exec(text);
  if (!label) return undefined;
  const content = text.slice(label[0].length).trim();
  const priority = detectPriority(content);
  const sections = estimatedSections(content);
  if (!priority && sections === undefined) return undefined;
  return {
    family: "create_task",
    content,
    ...(priority ? { priorityGroup: priority.priority_group } : {}),
    ...(sections !== undefined ? { estimatedSections: sections } : {}),
  };
}

/** "need like 4 periods", "about 3 periods": the English estimate saidEstimate does not read. */
const ENGLISH_PERIODS = /\b(?:need|needs|takes?|about|around|like|maybe|prob(?:ably)?)?\s*(?:like\s+|about\s+|around\s+)?(\d{1,2})\s*(?:periods?|sessions?|slots?)\b/i;
/** An estimate counted in class periods (节), not hours. */
const PERIODS = /(?:\d{1,2}|[一二两三四五六七八九十]{1,3})\s*节/;
/** Something to hand in or finish by a day: 前交, 截止, 做完, due, by, "deadline Sunday for the X" (ddl read as deadline). */
const DUE_WORDS = /前|之前|以前|截止|到期|交|做完|写完|完成|\bdue\b|\bby\b|\bdeadline\b|\bddl\b/i;
const ASKS_OR_PLANS = /[?？吗]|有空|有没有|哪些|什么|多少|几节|排|规划|计划|改到|推迟|延期|延后|提前|挪|\b(?:when|what|which|how|plan|schedule|move)\b/i;

/**
 * "操作系统作业周四前交，需要2节", "毕业设计开题报告 下周三截止 预计4节", "essay due Friday, about 3 periods": a
 * to-do with its deadline and how many class periods it takes, with no cue word. Periods are the structured detail
 * create_task is for, so it is read before the check-ins take 做完 for a session done and the search takes 要…交 for
 * a question. An estimate in hours ("大概要写4个小时") stays a note: quick_note reads it from the words.
 */
export function detectEstimatedTask(text: string): Intent | undefined {
  // "新建任务：…，要3节": the cue's own reader strips it and reads the priority too.
  const asked = detectCreateTask(text);
  if (asked) return asked;
  const labelled = labelledTask(text);
  if (labelled) return labelled;
  // "记一下…，需要3节" has its cue: a note, which reads the estimate from its words.
  if (ASKS_OR_PLANS.test(text) || !DUE_WORDS.test(text) || noteContent(text) !== undefined) return undefined;
  const english = ENGLISH_PERIODS.exec(text);
  if (!english && !PERIODS.test(text)) return undefined;
  const sections = estimatedSections(text) ?? (english ? Number(english[1]) : undefined);
  if (sections === undefined || sections < 1 || sections > MAX_ESTIMATED_SECTIONS) return undefined;
  const date = parseDateTime(text, PHRASE_LOCATING_OPTIONS);
  if (!date || date.relation === "from" || date.relation === "after") return undefined;
  // The thing itself: what is left once the day, the estimate and the due words are gone.
  const thing = text
    .replace(date.matchedText, "")
    .replace(/(?:需要|预计|估计|大概|大约|要|得|need|like|about)*\s*\d+\s*(?:节|个小时|小时|periods?|sessions?)\S*/gi, "")
    .replace(/[\s，,。:：~]|前|之前|截止|交|做完|完成|要在|要|在|due|by|deadline|ddl/gi, "");
  if (thing.length < 2) return undefined;
  const priority = detectPriority(text);
  return { family: "create_task", content: tidyText(text), estimatedSections: sections, ...(priority ? { priorityGroup: priority.priority_group } : {}) };
}

/**
 * A note with its cue word, or a deadline stated with none ("下周三之前要交操作系统实验报告", "概率论作业要在周五前交"):
 * read here, before the search takes 要交 … 之前 for a question or the planner 要在周五前 for a range.
 */
export function detectQuickNote(text: string): Intent | undefined {
  const content = noteContent(text) ?? deadlineStatement(text);
  return content === undefined ? undefined : { family: "quick_note", content: timeBesideDay(content) };
}

/** "…，下午四点前", "…, 上午9点": a clause that is only a clock time, closing the note. */
const CLOSING_CLOCK =
  /[，,;；\s]+((?:早上|上午|中午|下午|傍晚|晚上)?\s*(?:\d{1,2}|[一二两三四五六七八九十]{1,3})\s*(?:[:：]\s*\d{2}|点(?:半|一刻|三刻|\d{1,2}分?|[一二三四五]十分?)?)\s*(?:以前|之前|前)?)[。.!！~～\s]*$/u;
const HAS_CLOCK = /点|[:：]\d{2}|\d\s*(?:am|pm)\b/i;

/**
 * "下周二要交调研报告，下午四点前": the day early on and its clock time in a closing clause of its own. The date
 * reader takes one phrase, so the note carries the time beside its day ("下周二下午四点前要交调研报告"), which
 * is what the student meant; a note whose day already has a time is left as it is.
 */
function timeBesideDay(content: string): string {
  const clock = CLOSING_CLOCK.exec(content);
  if (!clock) return content;
  const rest = content.slice(0, clock.index);
  const day = parseDateTime(rest, PHRASE_LOCATING_OPTIONS);
  if (!day || HAS_CLOCK.test(day.matchedText)) return content;
  const end = day.index + day.matchedText.length;
  const moved = `${rest.slice(0, end)}${clock[1].trim()}${rest.slice(end)}`;
  return HAS_CLOCK.test(parseDateTime(moved, PHRASE_LOCATING_OPTIONS)?.matchedText ?? "") ? moved : content;
}
