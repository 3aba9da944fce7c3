/**
 * To-dos jotted down telegraph-style with how long they take and no cue word: "英语演讲稿 下周三 大概一个半小时",
 * "电路作业周五交，两节差不多能搞定", "周末要把课设的图画完，估计四节". The thing and its day are in one part, the
 * effort in a clause of its own; the student means "keep this for me", so it is a to-do. An estimate in periods makes
 * it a new to-do that carries it (as detailed-todos.ts does); hours stay a note, whose tool reads them.
 * A question, a plan, a report of time already spent ("写了三个小时") or a feeling is none.
 */
import { parseSmallNumber } from "@/lib/tasks/chinese-numbers";
import { parseDateTime } from "@/lib/tasks/natural-dates";
import { DURATION_SOURCE } from "@/lib/tasks/said-durations";
import { MAX_ESTIMATED_SECTIONS } from "@/lib/tasks/task-edit";
import { tidyText } from "@/lib/tasks/task-text";
import type { Intent } from "./intent-types";

const HEDGE = "(?:差不多|大概|大约|大致|估计|预计|估摸着?|约|可能|应该|顶多|最多|至少)?";
const TAKES = "(?:要|需要|得|花|用)?(?:写|做|弄|画|看|读|准备|搞)?";
/** "就能搞定", "差不多够了", "左右吧": what may follow the amount of an estimate (it can be done in that, not it was). */
const CAN_DO = `(?:左右|上下|的样子)?(?:${HEDGE}(?:就|才)?(?:能|可以|够)(?:搞定|完成|弄完|写完|做完|看完|画完|了)?|就够了?|够了|就行|就好)?(?:吧|哦|哈|啦)?`;

const PERIODS = "(\\d{1,2}|[一二两三四五六七八九十]{1,3})\\s*(?:节课|节|个课时|课时)";

/** A clause that is only how long the thing takes, in periods (group 1) or as a span of the clock. */
const ESTIMATE_CLAUSE = new RegExp(`^${HEDGE}${TAKES}(?:个)?(?:${PERIODS}|(?:${DURATION_SOURCE}))${HEDGE}${CAN_DO}$`);

/** Asking, planning, grumbling, or time already spent: no to-do to keep. */
const NOT_JOTTED = /[?？吗呢么]|哪|什么|啥|多少|几[点节天号个]|有没有|是不是|排|规划|计划|每(?:天|章|周|次|门)|挪|改到|推迟|延后|提前|[写做学看刷画弄]了|花了|用了|累|烦|崩溃|终于|总算|已经/;
/** A cue word or a teller: the note readers keep the words the note is made of (note-cues.ts, said-deadline.ts). */
const READ_ELSEWHERE = /(?<![笔日登标游])记|提醒|忘|备忘|说/;

/** A thing to do is at least two Han letters or a word in Latin letters once the day is gone. */
const NAMES_A_THING = /\p{Script=Han}{2}|[A-Za-z]{2}/u;

const LOCATE = { now: new Date(Date.UTC(2024, 0, 1, 4)), timeZone: "Asia/Shanghai" };

export function estimatedNote(text: string): Intent | undefined {
  const trimmed = text.trim().replace(/[。.!！~～\s]+$/, "");
  if (NOT_JOTTED.test(trimmed) || READ_ELSEWHERE.test(trimmed)) return undefined;
  const clauses = trimmed.split(/[，,；;、\s]+/).filter((clause) => clause !== "");
  if (clauses.length < 2) return undefined;
  const last = ESTIMATE_CLAUSE.exec(clauses[clauses.length - 1]);
  if (!last) return undefined;
  const rest = clauses.slice(0, -1).join(" ");
  const date = parseDateTime(rest, LOCATE);
  if (!date || date.relation === "from" || date.relation === "after") return undefined;
  const thing = `${rest.slice(0, date.index)}${rest.slice(date.index + date.matchedText.length)}`.replace(/前|之前|以前|截止|要|得|交|把|的/g, "");
  if (!NAMES_A_THING.test(thing)) return undefined;
  const content = tidyText(trimmed);
  const count = last[1] === undefined ? null : parseSmallNumber(last[1]);
  if (count !== null && count >= 1 && count <= MAX_ESTIMATED_SECTIONS) return { family: "create_task", content, estimatedSections: count };
  return { family: "quick_note", content };
}
