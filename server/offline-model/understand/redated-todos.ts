/**
 * To-dos re-dated in a message of several clauses, where no one clause holds both the name and the new date:
 * "线代作业的截止我记错了，应该是明天中午12点" (the mistake owned, the true date after), "数据库那个作业老师说可以晚交
 * 两天，你帮我把截止时间往后推两天" (the name told first, the change asked of "the deadline" after), "家教那边说下周三
 * 改成下午3点上课，之前记的家教提醒帮我改过去" (the day and the new time either side of 改成, the to-do named in the
 * ask). Each reader joins the clauses into the one-clause request the to-do readers already know.
 */
import { parseDateTime } from "@/lib/tasks/natural-dates";
import type { Intent } from "./intent-types";
import { detectTaskEdit } from "./task-edit-intents";
import { detectAllowedRedate } from "./allowed-redates";

type TaskEdit = Extract<Intent, { family: "task_edit" }>;

// A fixed instant: the readers only locate date words, they never resolve them (decide does, on the real clock).
const LOCATE = { now: new Date(Date.UTC(2024, 0, 1, 4)), timeZone: "Asia/Shanghai" };
const DEADLINE_WORD = "(?:截止时间|截止日期|截止|ddl|deadline|交的时间)";
// An exam's date owned as wrong is an exam record's business, not a to-do's.
const EXAM = /考试|期中考|期末考|测验|quiz|exam|小测/i;

/** The joined one-clause request, when the to-do readers take it for a re-dating. */
function redating(request: string): TaskEdit | undefined {
  const edit = detectTaskEdit(request);
  return edit?.family === "task_edit" && edit.action === "update" && edit.deadline ? edit : undefined;
}

/** "X的截止我记错了" then "应该是<date>(交)": the name in the first clause, the true date in the second. */
const MISREMEMBERED = new RegExp(
  `^(.+?)(?:的)?(${DEADLINE_WORD})?(?:我|之前|当时|一开始)*(?:记错了|写错了|搞错了|弄错了|填错了|记岔了|输错了)[，,。\\s]*(?:其实|实际上|正确的)?(?:应该|应当)?(?:是|在)(.+?)[。!！~～\\s]*$`,
  "i",
);

function misremembered(text: string): TaskEdit | undefined {
  const match = MISREMEMBERED.exec(text);
  if (!match || EXAM.test(match[1])) return undefined;
  // Without a deadline word on either side, "…记错了，应该是周五" may be about anything (a meeting, a class).
  if (!match[2] && !/(?:截止|交|due)[。!！\s]*$/i.test(match[3])) return undefined;
  const date = parseDateTime(match[3], LOCATE);
  if (!date || date.index > 2) return undefined;
  return redating(`${match[1]}的截止改到${match[3].replace(/(?:之前|以前|前)?(?:截止|交)[。!！\s]*$/, "")}`);
}

/** "…你帮我把截止时间往后推两天吧": the change asked of a deadline the clause does not name. */
const NAMELESS_CHANGE = new RegExp(`^(?:你|那)?(?:帮我|麻烦你?|请你?|给我)?(?:把|将)(?:它的?|这个的?|那个的?)?${DEADLINE_WORD}(.+)$`, "i");
/** Who allowed the change, and how, is no part of the to-do's name ("数据库那个作业老师说可以晚交两天"). */
// "本来说这周做完": what was meant to happen (本来 / 原来 说) is no one's word on the to-do.
const TOLD_TAIL = /(?:(?:老师|助教|学委|班长|导师|教授|组长|辅导员|[他她]们?)(?:说|同意|答应|讲|通知)|(?<!本来|原来|原本|当初|之前)说|可以|能).*$/;
// "四级真题那条，…": the entry pointed at by 那条 / 这条 at the clause's end names the to-do before it.
const THAT_ONE = /(?:那个|这个|那份|这份|那篇|这篇)(?=[^那这]{1,6}$)|(?:那条|这条)$/;
/**
 * "辅导员同意体检表迟交了", "助教答应英语作文可以延期": who allowed it first, the to-do between, the lateness
 * after. 晚交了 here is leave to hand in late, not a hand-in.
 */
const ALLOWED_FIRST =
  /^(?:老师|助教|学委|班长|导师|教授|组长|辅导员|[他她]们?)(?:已经)?(?:同意|答应|批准|允许|准许|说)(?:了)?(?:我)?(?:的)?(.{2,16}?)(?:可以|能)?(?:晚交|迟交|缓交|晚点交|晚几天交|延期|延后|推迟|晚些交)(?:一下|几天|[一两三四五六七八九十\d]天)?(?:了|啦)?$/;

function namedBefore(text: string): TaskEdit | undefined {
  const clauses = text.split(/[，,。；;！!]/).map((clause) => clause.trim()).filter(Boolean);
  if (clauses.length < 2) return undefined;
  const change = NAMELESS_CHANGE.exec(clauses[clauses.length - 1].replace(/(?:吧|呗|哈)?(?:谢谢|多谢|thx|thanks)?$/i, ""));
  if (!change) return undefined;
  for (let index = clauses.length - 2; index >= 0; index -= 1) {
    const allowedFirst = ALLOWED_FIRST.exec(clauses[index])?.[1];
    const told = allowedFirst ?? clauses[index].replace(TOLD_TAIL, "");
    // Only a clause that points at a to-do ("数据库那个作业") names one; a story clause ("这周状态很差") does not.
    if (allowedFirst === undefined && told === clauses[index] && !THAT_ONE.test(told)) continue;
    // "数据库那个作业": the words before 那个 are the ones the to-do's title holds; 作业 alone may not be in it.
    const before = told.split(THAT_ONE)[0].trim();
    const name = before.length >= 2 ? before : told.replace(THAT_ONE, "").trim();
    if (name.length < 2 || EXAM.test(name)) continue;
    const edit = redating(`${name}的截止${change[1]}`);
    if (edit) return edit;
  }
  return undefined;
}

/** "…下周三改成下午3点…", then "之前记的家教提醒帮我改过去": the day before 改成, the time after, the to-do in the ask. */
const DAY_THEN_TIME = /^(.*?)(?:改成|改到|换成|调到|挪到)(.+)$/;
const ASK_NAMING = /^(?:之前|原来|先前|以前)?(?:我)?(?:记的|存的|设的|定的)?(.+?)(?:那条|这条|那个|的)?(?:提醒|待办|任务)?(?:也)?(?:你)?(?:帮我|麻烦|请|给我)?(?:也)?(?:改过去|改一下|改过来|跟着改|一起改|更新一下)(?:吧|呗)?[。!！~～\s]*$/;

function dayChangedToTime(text: string): TaskEdit | undefined {
  const clauses = text.split(/[，,。；;]/).map((clause) => clause.trim()).filter(Boolean);
  const asked = clauses.length >= 2 ? ASK_NAMING.exec(clauses[clauses.length - 1]) : null;
  if (!asked) return undefined;
  for (const clause of clauses.slice(0, -1)) {
    const moved = DAY_THEN_TIME.exec(clause);
    const day = moved ? parseDateTime(moved[1], LOCATE) : null;
    const time = moved ? parseDateTime(moved[2], LOCATE) : null;
    if (!day || !time || time.index > 0) continue;
    const edit = redating(`${asked[1]}的截止改到${day.matchedText.trim()}${time.matchedText.trim()}`);
    if (edit) return edit;
  }
  return undefined;
}

/**
 * "物理实验报告老师同意我病假后下周一再交": the to-do, who allowed it, why (at most a few words), and the later day it
 * is now handed in — 再交 says the day is a new deadline, not when the student will do it.
 */
const ALLOWED_LATER = /^(.{2,20}?)(?:的)?(?:老师|助教|导师|教授|学委|班长|组长|辅导员)(?:已经)?(?:同意|允许|批准|准许|答应|说)(?:了)?(?:我)?(?:可以)?(.+?)再(?:提交|交)(?:吧|了)?[。!！~～\s]*$/;

function allowedLater(text: string): TaskEdit | undefined {
  const match = ALLOWED_LATER.exec(text);
  const date = match ? parseDateTime(match[2], LOCATE) : null;
  if (!match || !date || EXAM.test(match[1])) return undefined;
  // Only the reason may stand before the day ("病假后", "因为生病"), and nothing after it.
  const reason = match[2].slice(0, date.index);
  if (reason.length > 8 || match[2].slice(date.index + date.matchedText.length).trim() !== "") return undefined;
  return redating(`${match[1]}的截止改到${date.matchedText.trim()}`);
}

export function detectRedatedTodo(text: string): Intent | undefined {
  // "…没交，助教答应我宽限到周五", "…改期到…了，把…那条的时间改一下" (allowed-redates.ts).
  return misremembered(text.trim()) ?? namedBefore(text.trim()) ?? dayChangedToTime(text.trim()) ?? allowedLater(text.trim()) ?? detectAllowedRedate(text);
}
