/**
 * To-dos changed from the chat: done ("周报已经发了", "把交班费标记为完成", "I already paid the class fee"), open
 * again ("交班费其实还没交，帮我改回未完成"), re-dated, renamed or re-prioritised ("把交实验报告改到周五", "把买洗衣液
 * 改名为买洗衣液和纸巾", "四级真题那个任务改成重要且紧急") and deleted ("把取快递这个任务删了"). The task is passed on
 * as the student named it; the tools find it by title.
 */
import { parseDeadlineShift } from "@/lib/tasks/deadline-shift";
import { parseDateTime } from "@/lib/tasks/natural-dates";
import { detectPriority } from "@/lib/tasks/priority";
import { DAY_WORD } from "./day-words";
import type { ChangeKind, Intent } from "./intent-types";
import { quadrantChange } from "./quadrant-changes";
import { detectReopen } from "./reopen-intents";
import { deadlineWords, withoutTeller } from "./said-deadline";
import { CLOSING_SIGH, EDGES, endsHandedOn, QUESTION_WORDS, taskWords, withTask, type TaskEdit } from "./task-edit-words";

// Emoji come with variation selectors, joiners and skin tones ("✌️", "👍🏻").
const PARTICLES = "(?:[了啦啊呀哦哈嘿耶呗！!。~～\\s\\u{FE0F}\\u{200D}\\u{1F3FB}-\\u{1F3FF}]|\\p{Extended_Pictographic})*";
// 补 and 赶: "实验报告补完了", "作业赶完了" — caught up, then done.
// "党费也缴了", "体测也测完了": paying a fee and taking a test (not 预测 / 推测: guessing) are done the same way.
// "模型照片传完了", "作品集上传好了": uploading hands the thing in as sending it does.
const DONE_VERBS = "(?:上传|传|发|交|缴|取|拿|收|买|做|写|读|刷|排|弄|办|寄|还|领|打|考|(?<![预推猜监观探检])测|看|学|背|补|赶|复习|提交|整理|完成|搞定)";

/**
 * Asking for a to-do to be marked done ("帮我把交班费标记为完成", "把取快递勾掉", "mark X as done"): a request, so the
 * asking words that keep reports apart from requests ("帮我…排完") do not stop it.
 */
const MARK_DONE_PATTERNS: readonly RegExp[] = [
  new RegExp(`^(.+?)(?:标记为|标记成|标记一下|标记下|标记|标为|标成|设为|设成|改成|改为)(?:为|成)?(?:已完成|完成|做完了?)(?:吧)?${PARTICLES}$`, "u"),
  new RegExp(`^(.+?)(?:那个|这个|这条|那条)?(?:可以|能)?(?:勾掉|划掉|打勾|打钩|打个勾|打个钩|勾上|勾了|划了)(?:吧|了|啦)*${PARTICLES}$`, "u"),
];

// "写好啦", "交掉了", "做完": a complement of finishing with a particle, or 完 alone.
const FINISHED = "(?:完毕(?:了|啦)?|完(?:了|啦|咯|喽|啰)?|(?:好|到|掉|过)(?:了|啦|咯|喽|啰)|了|啦|咯|喽|啰)";

// "简历改完了", "网申投完了", "表格填好了", "三方签完了": revising, sending off, filling in and signing are finished
// only with 完 / 好 said (a bare "截止改了" is no to-do done).
const FINISHED_ONLY_WITH_COMPLEMENT = "(?:改|投|填|签|剪|录)";

const COMPLETE_PATTERNS: readonly RegExp[] = [
  new RegExp(`^(.+?)(?:这个任务|这个待办|这件事)?(?:我)?(?:也都|也|已经|已|都|刚刚|刚|才)?${FINISHED_ONLY_WITH_COMPLEMENT}(?:完|好)(?:了|啦|咯|喽)${PARTICLES}$`, "u"),
  // "周报我已经发给导师了": who it went to may follow the verb; "X刚交了": just now, said before it.
  new RegExp(`^(.+?)(?:这个任务|这个待办|这件事)?(?:我)?(?:也都|也|已经|已|都|刚刚|刚|才)?${DONE_VERBS}(?:出去|出来|上去|回去|过去|进去|回来|下来|起来)?(?:给[^，,。！!？?]{1,6}?)?${FINISHED}${PARTICLES}$`, "u"),
  new RegExp(`^(.+?)(?:这个任务|这个待办|那个任务|那个)?(?:已经|已|刚刚|刚|才)?(?:完成|搞定|做完|弄完|结束|ok|OK|Ok)(?:了|啦)${PARTICLES}$`, "u"),
  // "策划案已提交", "快递已取": 已 before the verb says it is done, with or without 了.
  new RegExp(`^(.+?)(?:这个任务|那个任务|那个)?(?:已经|已)${DONE_VERBS}(?:完|好|掉)?(?:了|啦)?${PARTICLES}$`, "u"),
  // "取快递搞定": 搞定 / 完成 alone; "…已完成" is read by the pattern for 已 below.
  new RegExp(`^(.+?)(?<!已|已经)(?:搞定|完成)${PARTICLES}$`, "u"),
  new RegExp(`^(?:我)?(?:已经|已|刚刚?|才)${DONE_VERBS}(?:完了?|好了?|了)([^，,。；;]+?)(?:了)?${PARTICLES}$`, "u"),
  // "搞定了线代作业", "终于写完了周报": the verb of finishing first.
  // "我做好了离散数学作业", "我交了概率论作业" (我整好咗… / 我交咗… read through normalise.ts).
  new RegExp(`^(?:我)?(?:终于|总算)?(?:搞定|完成|做完|写完|交完|弄完|发完|做好|写好|弄好|交)了(.+?)${PARTICLES}$`, "u"),
  // "交班费 ✅", "周报那个任务已完成": a check mark, or 已 with no 了.
  /^(.+?)\s*(?:✅|☑️?|✔️?|✓|√)+\s*$/u,
  /^(?:✅|☑️?|✔️?|✓|√)+\s*(.+?)\s*$/u,
  new RegExp(`^(.+?)(?:这个|那个)?(?:任务|待办)?(?:已经|已)(?:完成|搞定|做完|弄完|结束)(?:了|啦)?${PARTICLES}$`, "u"),
  /^(?:mark|set)\s+(.+?)\s+(?:as\s+)?(?:done|complete|completed|finished)[.!\s]*$/i,
  /^(.+?)\s*\b(?:done|finished|completed)[.!\s]*$/i,
  // "周报 sent 了", "策划案 done 啦": an English word of finishing in a Chinese sentence.
  /^(\p{Script=Han}.*?)\s*(?:sent|done|finished|submitted|completed|handed in|ok)\s*(?:了|啦|咯)[!！~～。\s]*$/iu,
  // "done with …" is the student done, read below; its "with" is no part of a name.
  /^(?:i(?:'ve| have)?\s+)?(?:already\s+|just\s+)?(?:finished|done|completed|paid|submitted|sent|returned|picked up|bought|handed in|turned in)\s+(?!with\b)(?:the\s+|my\s+)?(.+?)[.!\s]*$/i,
  // "I'm done with the 线代 homework", "finally done with my lab report": done said of the student, then the to-do.
  /^(?:(?:i'?m|i am)\s+)?(?:finally\s+|all\s+)?(?:done|finished|through)\s+with\s+(?:the\s+|my\s+)?(.+?)[.!\s]*$/i,
];

const DELETE_PATTERNS: readonly RegExp[] = [
  // "整理照片不做了", "把取快递清掉", "那个物理实验报告不用交了": a to-do dropped; deleting waits for the student's
  // confirm on the card.
  /^(?:请你?|麻烦你?)?(?:帮我)?(?:把|将)?(?!今天|明天|后天|这周|下周|我|那就|算了|今晚)(.{2,20}?)(?:我)?(?:就|也)?(?:不做了|不用(?:做|交|写|弄)了|不交了|不弄了|不需要了|清掉|清除掉?)(?:吧|啦|了)?[。!！\s]*$/,
  // "把取快递从待办里去掉": taken off the to-do list, whatever the verb.
  /^(?:请你?|麻烦你?)?(?:帮我|帮忙|给我)?(?:把|将)?(.+?)从(?:我的)?(?:待办|任务|清单|todo|to-do)(?:列表|清单)?(?:里面|里|中|上)?(?:删掉|删了|删除|删去|去掉|拿掉|移除|移走|清掉|拿走)/i,
  /^(?:请你?|麻烦你?)?(?:帮我|帮忙|给我)?(?:删除|删掉|删去|删(?![除掉去]))(?:一下|了)?(?:任务|待办)?[：:\s]*(?!了?(?:它|这个|那个)?[吧啦了呀嘛。！!~～\s]*$)(.+)$/,
  // "整理电脑文件这个待办不要了", "…那个任务我不打算做了": 这个任务/待办 says it is a to-do, so dropping it deletes it.
  /^(.+?)(?:这个|那个|这条|那条)(?:任务|待办)(?:我?(?:不要了|不用了|不做了|不需要了|取消了?|去掉|拿掉|删掉|删了|(?:也|就)?(?:不想|不打算|不准备)(?:再)?(?:做|弄|搞|写|刷|要)了))[吧啦。！!\s]*$/,
  // "买水果那条提醒撤了吧，用不着了": a reminder the student keeps (a to-do) taken off, with why after it.
  /^(.+?)(?:这个|那个|这条|那条)(?:提醒|任务|待办)(?:撤了|撤掉|撤销了?|去掉|拿掉)(?:吧|啦)?(?:[，,\s]+(?:已经|反正)?(?:不用了|用不着了|不需要了|没用了|不要了))?[。！!\s]*$/,
  // "整理照片这件事情不要了，删掉它" (Wu 删脱伊 and Cantonese 唔使做啦，删咗佢 read the same): 它 after the verb is the
  // thing just named. "四级那个任务删一下哈": 删一下 deletes as 删掉 does.
  /^(.+?)(?:这个|那个|这条|这件|那件)?(?:任务|待办|事情|事)?(?:(?:不要|不用(?:做|交|写|弄)?|不做|不交|不需要|不搞|不干|不弄|不整)(?:了|啦))?[，,\s]*(?:(?:把它|帮我)?(?:从待办里|从任务里)?(?:删了|删掉|删除|删一下|(?<=\s)删)(?:它)?(?:吧|哈|呗|嘛)?。?)$/,
  /^(?:delete|remove)\s+(?:the\s+)?(?:task|to-?do)\s+(.+?)[.!\s]*$/i,
  // "delete 周报 这个任务": an English verb before the student's Chinese name for it.
  /^(?:please\s+)?(?:delete|remove)\s+(\p{Script=Han}[^A-Za-z。！!]*?)\s*(?:这个|那个|这条)?(?:任务|待办)?[.!。！\s]*$/iu,
  /^(?:please\s+)?(?:delete|remove)\s+(?:the\s+|my\s+)?(.+?)\s+(?:task|to-?do)[.!\s]*$/i,
  /^(?:please\s+)?(?:delete|remove)\s+(.+?)\s+from\s+(?:my|the)\s+(?:to-?dos?|tasks?)(?:\s+list)?[.!\s]*$/i,
  // "不想做整理照片了 帮我删掉这个任务": the task in the first clause, 删掉这个任务 / 删了它 in the second.
  /^(?:我?(?:不想|不打算|不用|不需要|不)(?:做|弄|交|去|写)?了?)(.+?)了?[，,\s]+(?:那就|就)?(?:帮我)?(?:把它|把这个任务)?(?:删掉|删了|删除)(?:这个任务|这个待办|它)?[吧。!！\s]*$/,
];

const RENAME =
  /^(.+?)(?:的)?(?:(?:改名|重命名|更名|名字改|标题改|名称改)(?:为|成|叫|作)?|(?:名字|标题|名称)(?:帮我|给我|麻烦)?(?:改|换)(?:成|为|叫)|改叫|(?:改个|换个)名字?[，,\s]*(?:叫做?|为|成))(.+)$|^(?:把|将)?["“](.+?)["”](?:改成|改为)["“](.+?)["”]$|^rename\s+(.+?)\s+to\s+(.+)$/i;
/** "改名：背单词 ➜ 背六级单词": the label of a form, the old name, an arrow and the new one. */
const RENAME_LABEL = /^(?:改名|重命名|更名|改标题|改名字)\s*[：:]\s*(.+?)\s*(?:→|➜|➔|->|=>|⇒|➡️?|改成|改为|换成)\s*(.+)$/;
/** "修改：…", "更改：…": the label of a form before an edit that says itself. */
const EDIT_LABEL = /^(?:修改|更改|编辑|调整|改一下)\s*[：:]\s*(?=\S)/;
// "读书会的提醒时间换成周五19:00": a note's reminder rings at its deadline, so its time is the deadline too.
const RE_DATE = /^(.+?)(?:的)?(?:截止时间|截止日期|截止|ddl|deadline|提醒时间|提醒)?(?:也|都)?(?:(?<=(?:截止时间|截止日期|截止|ddl|deadline)\s*)(?:→|->|=>|⇒|➡️?)|(?<=(?:截止时间|截止日期|截止|ddl|deadline|提醒时间|提醒)\s*)(?:换|调|挪)(?:成|到|为)|改到|改成|改为|改(?=周|星期|礼拜|明天|后天|大后天|下周|这周|今天|今晚|\d|重要|紧急|不重要|简单|复杂|象限)|调整(?:为|成|到)|(?:往后|往前|向后)?(?:推迟|推后|推|延迟|延期|延后|顺延|宽限|延|提前|挪)(?:[一两二三四五六七八九十\d]+(?:天|周|个?小时))?到|摆到(?=[^，,。]*?再?(?:提交|交)[。！!~～\s]*$)|定到|定在|定为|定成|设为|设成|调成|调为|标为|(?:标记|标注|标|归)(?:成|为|到|进)(?=(?:不太?|很|非常)?(?:重要|紧急|简单|复杂|要紧|无所谓|可有可无|火烧眉毛|迫在眉睫)|第?[一二三四1-4]象限|Q[1-4])|(?:升级|降级|升|降|调高|调低|提高|降低)(?:成|为|到))(.+)$/i;
// "the 错题本 one, push the deadline to Friday": the to-do named first, then its deadline moved.
// "the 体测 got postponed to next thursday": the news that it moved, told, is the change to make.
const ENGLISH_RE_DATE =
  /^(?:move|change|push|set)\s+(?:the\s+)?(.+?)\s+(?:deadline|due date)\s+to\s+(.+)$|^(?:move|change|push|set)\s+the\s+(?:deadline|due date)\s+(?:of|for|on)\s+(.+?)\s+to\s+(.+)$|^(?:(?:the|that|my)\s+)?(.+?)(?:\s+one)?\s*[,，:：]\s*(?:(?:please|pls|can you|could you)\s+)?(?:move|change|push|set|extend|bump)\s+(?:the|its)\s+(?:deadline|due date|ddl)\s+(?:back\s+)?(?:to|till|until)\s+(.+)$|^(?:(?:the|my)\s+)?(.+?)(?:'s)?(?:\s+(?:deadline|due date))?\s+(?:got|was|has been|is)\s+(?:pushed|postponed|pushed back|moved|delayed|extended)\s+(?:back\s+)?(?:to|till|until)\s+(.+)$/i;
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
    const title = (renamed[2] ?? renamed[4] ?? renamed[6]).replace(EDGES, "");
    return task && title ? { family: "task_edit", action: "update", task, title } : undefined;
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
  const target = dated[2].replace(EDGES, "").replace(/(?<=\S)[吧呗啊呀哦哈]+$/, "");
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
  const deadline = deadlineSaid.replace(/(?:再?(?:提交|交)|截止|[之以]?前)$/, "");
  return !saysDeadline && MOVING.test(dated[0]) ? { family: "task_edit", action: "update", task, deadline, moved: true } : { family: "task_edit", action: "update", task, deadline };
}

/** "线代作业的截止时间帮我改一下", "四级真题那个任务要改一下": an update that does not say the change yet. */
const UNSAID_CHANGE =
  /^(.+?)(?:的)?(截止时间|截止日期|截止|ddl|deadline|时间|名字|标题|名称|优先级)?(?:帮我|麻烦|我?想|要|需要|得|再)*(?:改一下|改一改|改改|改下|修改一下|修改下|修改|调整一下|调整下|调一下|调一调|调调|调下|动一下|动一动|(?<=(?:要|得|需要|想)|(?:截止时间|截止日期|截止|ddl|deadline|名字|标题|名称|优先级))改)(?:吧|呀|哦|啊|呢)?[。.!！~～\s]*$/i;
/** "帮我改一下截止时间", "改个日期吧": the change named, the to-do not; the student is asked which one. */
const UNSAID_TODO =
  /^(?:请你?|麻烦你?)?(?:帮我|帮忙|给我)?(?:改|修改|调整|调|换)(?:一下|下|个)?(截止时间|截止日期|截止|ddl|deadline|时间|日期|名字|标题|名称|优先级)[吧呀呗。.!！~～\s]*$/i;
/**
 * Words that name the timetable, not a to-do: "把日程调整一下" is no to-do edit; nor is the measure a plan is made by
 * ("根据每门考试日期倒推一下": the exams' days, worked back from).
 */
const NOT_A_TODO = /^(?:日程|安排|课表|计划|复习|时间|这周|下周|今天|明天|按照?|照着|根据|依照|跟着)/;
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

function unsaidChange(text: string): TaskEdit | undefined {
  if (VAGUE_SHIFT.test(text) || VAGUE_SHIFT_EN.test(text)) return { family: "task_edit", action: "update", task: "", missing: "change" };
  const redated = NAMELESS_REDATE.exec(text);
  if (redated && parseDateTime(redated[1], LOCATE)) return { family: "task_edit", action: "update", task: "", deadline: redated[1] };
  const nameless = UNSAID_TODO.exec(text);
  if (nameless) return { family: "task_edit", action: "update", task: "", missing: CHANGE_KINDS.find(([pattern]) => pattern.test(nameless[1]))?.[1] ?? "change" };
  const shift = SHIFT_ONLY.exec(text);
  const shifted = shift ? taskWords(shift[1]) : undefined;
  if (shifted && !NOT_A_TODO.test(shifted)) {
    const words = shift?.[2] ?? "";
    return parseDeadlineShift(words)
      ? { family: "task_edit", action: "update", task: shifted, deadline: words }
      : { family: "task_edit", action: "update", task: shifted, missing: "deadline" };
  }
  // "把[12]和[13]对调一下" swaps two blocks; its 调一下 asks for no to-do edit.
  if (/对调|互换|调换|交换/.test(text)) return undefined;
  const match = UNSAID_CHANGE.exec(text);
  const task = match ? taskWords(match[1]) : undefined;
  if (!match || !task || NOT_A_TODO.test(task)) return undefined;
  const missing = CHANGE_KINDS.find(([pattern]) => pattern.test(match[2] ?? ""))?.[1] ?? "change";
  return { family: "task_edit", action: "update", task, missing };
}

/** A question about tasks ("哪些任务已经逾期了", "which tasks have I finished") changes nothing. */
const QUESTION = /哪些|什么|多少|几个|几条|吗|？|\?|没完成|未完成|列一下|列出|列个|给我列|看看|看一下|查一下|查查|给我看|\b(?:which|what|how many|any|show|list|tell me)\b/i;
/** "帮我…排完" asks for something to be done; it does not report it done. */
const ASKING = /帮我|帮忙|请你?|麻烦/;

/** Words of a plan, not a report: with a bound ("在12月15日前排完") the sentence sets a goal. */
const PLANNING = /排|要|得|需要|打算|计划|争取/;

/** A date phrase that bounds ("…前", "三天内"), the first or one after it ("从今天算起三天内"). */
function boundSaid(text: string): boolean {
  for (let rest = text, tries = 0; tries < 3; tries += 1) {
    const phrase = parseDateTime(rest, LOCATE);
    if (!phrase) return false;
    if (phrase.relation === "until") return true;
    rest = rest.slice(phrase.index + phrase.matchedText.length);
  }
  return false;
}

/**
 * "今天好累不想学了": a verb of finishing said with 不想 / 没法 reports nothing done; nor does one still ahead
 * ("线代快考了": about to be sat) or aimed at ("尽快学完", "能早学完就早学完": a way to plan).
 */
// "英语真题分三次刷完": done in so many sittings is how it is to be planned.
// "周六别排复习了": 复习 kept off a day, not a review reported done.
const NEGATED = /(?:要|快要|就要|快|马上要?|该|得|尽早|尽快|早点|赶紧|争取|就(?:早|快)(?:点|一点)?|分成?[一两二三四五六七八九十\d]{1,2}次)$|(?:不想|不要|不用|不能|不会|不愿意?|不打算|懒得|没法|没办法|学不|做不|写不|不|没|没有|还没)再?$|(?:别|甭)(?:给我)?(?:排|安排)?$/;

/**
 * "这周要把离散复习完", "要去图书馆把书还了": what is to be done by a time is a plan, not a report; so is "那就周日下午把X做了", a decision
 * (那就, 干脆) on when to do it.
 */
// "周四空的时候把X弄了": a deed for a day's free time is still to come.
// "寒假前要去图书馆把借的书还了": where the student must go first, between the intent and the 把.
// "我想着周四晚上把错题本整理了": a wish with its time between it and the 把 is still to come.
const INTENDED =
  /(?:要|得|需要|打算|计划|争取|准备|想)(?:先|再)?(?:(?:去|到|回|跑|找)[^，,。把了]{0,8}?)?把|(?:想着|打算|准备|计划|在考虑)[^，,。把了]{1,10}?把|(?:空|有空|空闲|闲)(?:的时候|时|下来)[^，,。把]{0,2}把|(?:接下来|未来|这周|下周|本周|明天|后天|周末|月底|期末|之前|以前|前|学期|剩下的?(?:时间|几周|日子)|寒假|暑假|元旦|月初|月中|第[一二三四五六七八九十\d]{1,3}周)[^，,。]{0,4}把|^(?:那就|那么就|那|干脆|那干脆|就)[^，,。把]{0,4}(?:周|星期|礼拜|今|明|后天|上午|下午|晚上|早上|中午)[^，,。把]{0,6}把/;

/**
 * "…，周五前搞定", "海报明天之前交": a bound right before the verb of finishing says when it is to be done; with 了
 * after the verb ("周报周五前交了") it is done.
 */
function toBeDoneBy(before: string, text: string): boolean {
  return /(?:前|之前|以前|为止|之内|以内)(?:要|得|就)?$/.test(before) && !/[了啦咯喽]/.test(text.slice(before.length));
}

/**
 * "我今天终于把拖了一个月的整理照片的活干完了": 把 the thing, then a verb of finishing; how long it dragged (拖了…的)
 * and "the job of" (…的活) are no part of its name. Not when the words before 把 intend it ("这周要把…做完").
 */
const BA_DONE = /^([^，,。！!？?]*?)把(.+?)(?:的活儿?|这件事|这个活儿?)?(?:干|做|弄|搞|收拾|整理)(?:完|好)(?:了|啦)[^，,。！!？?]{0,6}$/;

function doneWithBa(text: string): string | undefined {
  const match = BA_DONE.exec(text.split(/[！!。]/)[0].trim());
  if (!match || INTENDED.test(`${match[1]}把`) || NEGATED.test(match[1])) return undefined;
  return match[2].replace(/^拖了[^的，,]{1,8}的/, "").trim() || undefined;
}

/**
 * "物理实验报告我之前是不是已经标成完成了", "班费有没有勾掉": the done mark asked about, not set; the question is
 * which to-dos carry it, by the to-do's name.
 */
const MARK_ASKED =
  /^(.+?)(?:我)?(?:之前|以前|早就|已经|刚才|刚刚)?(?:是不是|有没有)(?:已经|早就)?(?:被)?(?:(?:标|记|设|改)(?:成|为)?(?:已)?(?:完成|做完)|勾掉|划掉|打勾|打钩)了?[吗呀啊]?[？?]?$/;
const ASKER_EDGES = /(?:我)?(?:之前|以前|早就|已经|刚才|刚刚)*$/;

function markAsked(text: string): Intent | undefined {
  const match = MARK_ASKED.exec(text);
  const task = match ? taskWords(match[1].replace(ASKER_EDGES, "")) : undefined;
  return task ? { family: "query_tasks", input: { keyword: task } } : undefined;
}

/**
 * "模型照片传完了，帮我标一下", "周报发完了，帮我勾掉": the deed said done, then the mark asked for with no name — the
 * to-do is the one the first clause names.
 */
const MARK_ASKED_AFTER =
  /[，,\s]+(?:你)?(?:帮我|给我|麻烦你?)?(?:标(?:记)?一下|标下|勾掉|勾一下|勾上|打个?[勾钩]|划掉|(?:标|标记|设)(?:成|为)(?:已)?完成)(?:吧|哈|呗)?[。！!~～\s]*$/;

/**
 * "押金那件事办完了，怎么标记完成？": the thing said done, then how to mark it asked — the asking is the request to mark
 * it, so the question is no part of the message read.
 */
const HOW_TO_MARK = /(?<=(?:完|好|交|办|做|弄|搞定)了)[，,。\s]+(?:那)?(?:我)?(?:要|该)?(?:怎么|咋|如何|怎样)(?:才能|才)?(?:在这里?|在app里?)?(?:标记|标|勾掉|勾|打勾|打钩|划掉|设)(?:成|为)?(?:已)?(?:完成|做完)?(?:啊|呀|呢|哦)?[？?。\s]*$/;

/** "能搞定", "就可以完成": able to finish, said of work still ahead. */
const ABLE_TO_FINISH = /(?:能|可以)(?:搞定|完成|做完|写完|弄完)(?:吧|的|哦|哈)?[。.!！~～\s]*$/;

/** "…，删了算了", "删掉得了": giving it up said after the verb, which names nothing. */
const GIVEN_UP_TAIL = /(?<=删(?:了|掉|除))[，,\s]*(?:算了|得了|拉倒|完事|就行|就好)(?:吧|啦)?[。!！~～\s]*$/;

export function detectTaskEdit(text: string): Intent | undefined {
  const marked = MARK_ASKED_AFTER.exec(text);
  const reported = marked ? detectTaskEdit(text.slice(0, marked.index)) : undefined;
  if (reported?.family === "task_edit" && reported.action === "complete") return reported;
  const trimmed = text.trim().replace(CLOSING_SIGH, "").replace(EDIT_LABEL, "").replace(HOW_TO_MARK, "").replace(GIVEN_UP_TAIL, "");
  const asked = markAsked(trimmed);
  if (asked) return asked;
  const reopen = detectReopen(trimmed);
  if (reopen) return reopen;
  for (const pattern of DELETE_PATTERNS) {
    const match = pattern.exec(trimmed);
    if (match) return withTask("delete", match[1]);
  }
  // "X那条先降一档，归到重要但不急里", "X不算重要，改一下象限": a quadrant said as a place or a judgement, before the
  // re-dating reads its step (先降一档) into the name or the change asked with no value as one still to be said.
  const updated = quadrantChange(trimmed) ?? update(trimmed) ?? unsaidChange(trimmed);
  if (updated) return updated;
  for (const pattern of MARK_DONE_PATTERNS) {
    const match = pattern.exec(trimmed);
    if (match && !QUESTION_WORDS.test(trimmed)) return withTask("complete", match[1]);
  }
  if (QUESTION.test(trimmed) || QUESTION_WORDS.test(trimmed) || ASKING.test(trimmed)) return undefined;
  // "在12月15日前排完", "从今天算起三天内把X排了" set a goal with a bound; nothing is reported done.
  if (PLANNING.test(trimmed) && boundSaid(trimmed)) return undefined;
  const handled = doneWithBa(trimmed);
  if (handled) return withTask("complete", handled);
  // "两节差不多能搞定", "一个小时就能完成": how long it will take, not a report that it is done.
  if (ABLE_TO_FINISH.test(trimmed)) return undefined;
  for (const pattern of COMPLETE_PATTERNS) {
    const match = pattern.exec(trimmed);
    // "…，换别人写了": someone else does it now, which completes nothing of the student's.
    const named = match?.[1] ?? "";
    if (match && !NEGATED.test(named) && !INTENDED.test(named) && !toBeDoneBy(named, trimmed) && !endsHandedOn(trimmed)) return withTask("complete", match[1]);
  }
  return undefined;
}
