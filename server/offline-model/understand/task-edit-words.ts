/**
 * A to-do as the student names it in a request to change it: the words left when the pointing words (把, 那个, 这个任务),
 * quotes, ticks and a reason clause before 把 are taken off, and the small signs that a message only tells or asks.
 * Shared by the readers of done, reopened, re-dated and deleted to-dos (task-edit-intents.ts, task-updates.ts, reopen-intents.ts,
 * stated-deadlines.ts).
 */
import { BLOCK_POINTER, REVIEW_POINTED } from "./block-clauses";
import type { Intent } from "./intent-types";

export type TaskEdit = Extract<Intent, { family: "task_edit" }>;

// "终于把策划案…", "把策划案终于…": adverbs of time on either side of 把 are no part of the name, nor the day said
// before them ("今天终于把…", "上周把…", "昨天下午把…").
// "你帮我把…", "我想把…", "赶紧帮我把…", "我把…交了": who is asked, who did it, the wish to change it and the hurry
// are no part of the name.
// "我那个答辩PPT", "我那英语作业": the student's own one is the to-do itself. "(你之前)提醒我的那个取快递", "我记的那条交表": the one
// reminded of or noted is the to-do too.
const LEAD = /^(?:赶紧|赶快|快点儿?)?(?:请你?|麻烦你?|你(?=(?:帮我|给我|帮忙)(?:把|将)))?(?:帮我|帮忙|给我)?(?:我?(?:想|要|得|打算)(?=把|将))?(?:我(?=(?:终于|总算|刚刚?|已经)?(?:把|将)))?(?:(?:今天|今晚|今早|昨天|昨晚|前天|刚才|上周|上礼拜|前几天|周末)?(?:上午|下午|晚上|早上|中午)?(?=终于|总算|刚|已经|把|将))?(?:终于|总算|刚刚?|已经)?(?:把|将)?(?:我(?=那个|这个|那份|这份|那条|这条)|我那(?![天时会边些里儿])(?=[\u4e00-\u9fff]{2}))?(?:(?:你|我)?(?:之前|刚才|上次|前几天)?(?:提醒我|让我记|帮我记|记下|记)(?:了|过)?的(?=那个|这个|那份|这份|那条|这条))?(?:那个|这个|这份|那份|这条|那条|这篇|那篇)?(?:我的)?(?:终于|总算|刚刚?|已经)?/;
// "线代作业帮我改到周五": the help asked for after the name, before the verb, is no part of it ("你帮我" alone names
// nothing, and is left for the readers of a story to fill in). "高数作业我做好了，给我勾了吧": the report that it is
// done, in the clause before the tick asked for, is no part of it either; nor is the 我 of "线代作业我不做了，删了吧"
// (自我 ends a name; 你帮我 is left for the story readers).
const TRAIL = /(?:[，,]?\s*(?:我)?(?:已经|都)?(?:做|写|弄|搞|交|刷|背)(?:完|好)了[，,]\s*(?:你)?(?:帮我|给我|帮忙)?(?:把它)?)?(?:这个|那个|这条|那条|这件|那件)?(?:任务|待办|提醒|事情|事儿?)?(?:的)?(?:(?<=\p{Script=Han}{2})(?:你|请你?|麻烦你?)?(?:帮我|帮忙|替我)|(?<=\p{Script=Han}{2})(?<![自帮给替让叫])我)?$/u;
// A cross or a tick beside the name ("刷题 ✗ 不要了", "做完了：背单词✓") is no part of it.
export const EDGES = /^[\s，,。.:：“”"'‘’「」✗✘❌×✓✔☑✅√\u{FE0F}]+|[\s，,。.:：“”"'‘’「」✗✘❌×✓✔☑✅√\u{FE0F}]+$/gu;

/** "the 周报 one", "that 取快递 one is": a to-do named loosely in English, its own words between the pointing ones. */
const LOOSE_ONE = /\s+one(?:\s+(?:is|was))?$/i;

/**
 * "因为要加班，请将“X”…": a reason clause before 把 / 将 that names the to-do after it is no part of the name
 * (with nothing named after 把, "老师说线代作业可以晚交，把…", the reason names it and stays).
 */
const REASON_BEFORE_NAMED = /^[^，,。]+[，,]\s*(?:请你?|麻烦你?)?(?:帮我|帮忙|给我)?(?:把|将)(?=[^，,。]{2})/;

/** Who at school brings the news of a to-do ("部长说…"), or hands it on. */
export const ROLE = "(?:部长|老师|组长|社长|班长|学委|助教|主席|队长|导师|辅导员)";
/** "交给别人", "换学姐", "让室友": a to-do handed on to someone else, never done by the student. */
export const HANDED_ON = "(?:已经|就)?(?:交给|转给|让|换成?)(?:别人|其他人|别的人|[他她]|学[弟妹长姐]|室友|舍友|同学|组员|队友)";
/** "换别人写了", "社长交给别人做了": who does it now, and no to-do named (a clause before names it). */
const HANDED_ON_CLAUSE = new RegExp(`(?:^|[，,])\\s*(?:${ROLE}(?:说|讲)?)?${HANDED_ON}(?:帮我|来)?[^，,。！!？?]{0,3}?了?[。！!~～\\s]*$`);

/** Whether the message ends by saying someone else does the to-do now: no completion of the student's. */
export function endsHandedOn(text: string): boolean {
  return HANDED_ON_CLAUSE.test(text.trim());
}

/** The task's name: the words without "把", "这个任务", quotes and punctuation. */
export function taskWords(raw: string): string | undefined {
  const words = raw.replace(REASON_BEFORE_NAMED, "").replace(EDGES, "").replace(/^(?:the|my|that|this)\s+/i, "").replace(LOOSE_ONE, "").replace(LEAD, "").replace(/^(?:任务|待办)[：:]?/, "").replace(TRAIL, "").replace(EDGES, "").trim();
  // "我复习过了" names no to-do: a pronoun alone is the student, not a task.
  if (/^(?:我|你|俺|咱|我们|咱们)$/.test(words)) return undefined;
  return words.length >= 1 && words.length <= 30 ? words : undefined;
}

/**
 * "X前天在宿舍做完交了", "X今天下午在图书馆写好了": when and where it was done, and the verb of finishing before the
 * handing in, said after the name; none of it is part of it.
 */
// "X我做完了，已经交了": the report of finishing, with its 我 and 了, is the clause before the handing in (up to the
// 已经 of that clause); not the name.
const DONE_WHEN_WHERE =
  /(?:我|俺)?(?:(?:昨晚|昨天|今天|今早|今晚|前天|刚才|刚刚)(?:上午|下午|晚上|早上|中午)?|在(?:家|宿舍|寝室|图书馆|教室|自习室|实验室|学校|路上|地铁上|车上|食堂)里?|(?:写|做|弄|搞)(?:完|好)了?)+(?:[，,\s]+(?:已经|也|都|刚刚?|早就)?)?$/;

/** "删个待办", "帮我删一条任务": a count before the kind of thing, with no name: which to-do is still to be asked. */
const COUNT_ONLY = /^(?:一)?[个条项件]$/;

/**
 * "删个周报", "帮我删一条买洗衣液": the count before the name is no part of it. Not the 个 of 个人 or 个体, the 条 of
 * 条形码, the 项 of 项目, the 件 of 件事.
 */
const COUNT_BEFORE_NAME = /^(?:一)?(?:个(?![人体性])|条(?!形)|项(?!目)|件(?!事))(?=\p{Script=Han}{2})/u;

/**
 * "室友的物理实验报告交了", "同桌把线代作业交了", "班长说他那份策划案交上去了": someone else's work done, or done by
 * someone else — the student's own to-do is not (chat-statements.ts tells these when nothing after them asks).
 */
const SOMEONE_ELSES = new RegExp(
  `^(?:我的?|我们)?(?:室友|舍友|同桌|同学|朋友|队友|组员|学长|学姐|学弟|学妹|师兄|师姐|别人|人家|隔壁[^，,。]{0,3}?|${ROLE})(?:们)?(?:说)?(?:[他她](?:们)?)?(?:的|把|那份|那个|那篇|那套|那条|也|都|早就|已经|今天|昨天)|^[他她](?:们)?(?:的|把|那份|那个|那篇)`,
);

/** "体育课后面那块复习", "周三那个复习": a study block pointed at by where it is; done, it is checked in, not a to-do. */
const BLOCK_POINTED = new RegExp(`${BLOCK_POINTER}|${REVIEW_POINTED}`);

export function withTask(action: TaskEdit["action"], raw: string | undefined): TaskEdit | undefined {
  if (action === "complete" && raw !== undefined && (SOMEONE_ELSES.test(raw.trim()) || BLOCK_POINTED.test(raw))) return undefined;
  const trimmed = action === "complete" ? raw?.replace(DONE_WHEN_WHERE, "") : raw;
  const task = trimmed === undefined || trimmed === "" ? (raw === undefined ? undefined : taskWords(raw)) : taskWords(trimmed);
  if (task !== undefined && COUNT_ONLY.test(task)) return { family: "task_edit", action, task: "" };
  const named = task?.replace(COUNT_BEFORE_NAME, "");
  return named ? { family: "task_edit", action, task: named } : undefined;
}

/** Words that ask rather than tell: "哪些任务还没完成" reopens nothing; "X是不是已经标成完成了" asks whether it was. */
export const QUESTION_WORDS = /哪些|什么|多少|几个|几条|吗|？|\?|是不是(?!可以|能)|有没有/;

/**
 * "策划案交上去了，终于": a closing sigh is no part of the request; nor is a closing word on which kind of thing it is
 * ("体检表那个待办交了，不是学习块哈"): the to-do it names already says so.
 */
// "…那个删了吧 随缘整理了哈哈": an attitude to the thing (随缘, 看心情, 佛系) after the request is a shrug, no report.
export const CLOSING_SIGH = /[，,\s]+(?:终于|总算|耶|哈+|嘿嘿|呼|不是(?:复习|学习)?(?:块|那节|那块)|不是(?:复习|学习|打卡)|(?:随缘|看心情|佛系)[^，,。！!？?\s]{0,6}?(?:了|吧)?(?:哈+|h+|😂|🤣)?)(?:哦|哈|啊|呀|啦|的)*[!！~～。]*$/;
