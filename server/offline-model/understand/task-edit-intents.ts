/**
 * To-dos changed from the chat: done ("周报已经发了", "把交班费标记为完成", "I already paid the class fee"), open
 * again ("交班费其实还没交，帮我改回未完成"), re-dated, renamed or re-prioritised ("把交实验报告改到周五", "把买洗衣液
 * 改名为买洗衣液和纸巾", "四级真题那个任务改成重要且紧急": task-updates.ts reads these) and deleted ("把取快递这个任务删了").
 * The task is passed on as the student named it; the tools find it by title.
 */
import { parseDateTime } from "@/lib/tasks/natural-dates";
import { withoutEnglishDoneExtras } from "./done-english";
import type { Intent } from "./intent-types";
import { quadrantChange } from "./quadrant-changes";
import { detectReopen } from "./reopen-intents";
import { CLOSING_SIGH, endsHandedOn, QUESTION_WORDS, taskWords, withTask } from "./task-edit-words";
import { detectTaskUpdate } from "./task-updates";

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
  // "线代作业 finally handed in", "the lab report is submitted": the thing, then the word that it is done.
  /^(?:the\s+|my\s+)?(.+?)\s*\b(?:is\s+|was\s+|got\s+|has been\s+)?(?:finally\s+|already\s+|just\s+|all\s+)?(?:done|finished|completed|submitted|handed in|turned in)[.!\s]*$/i,
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
  // "整理照片这件事情不要了，删掉它", "四级那条没用了，我直接报六级，删掉它" (why it is dropped may sit between) (Wu 删脱伊 and Cantonese 唔使做啦，删咗佢 read the same): 它 after the verb is the
  // thing just named. "四级那个任务删一下哈": 删一下 deletes as 删掉 does.
  /^(.+?)(?:这个|那个|这条|这件|那件)?(?:任务|待办|事情|事)?(?:(?:不要|不用(?:做|交|写|弄)?|不做|不交|不需要|不搞|不干|不弄|不整|没用|没有用|用不着|用不上)(?:了|啦)(?:[，,\s]+[^，,。]{1,16})?)?[，,\s]*(?:(?:把它|帮我)?(?:从待办里|从任务里)?(?:删了|删掉|删除|删一下|(?<=\s)删)(?:它)?(?:吧|哈|呗|嘛)?。?)$/,
  /^(?:delete|remove)\s+(?:the\s+)?(?:task|to-?do)\s+(.+?)[.!\s]*$/i,
  // "delete 周报 这个任务": an English verb before the student's Chinese name for it.
  /^(?:please\s+)?(?:delete|remove)\s+(\p{Script=Han}[^A-Za-z。！!]*?)\s*(?:这个|那个|这条)?(?:任务|待办)?[.!。！\s]*$/iu,
  /^(?:please\s+)?(?:delete|remove)\s+(?:the\s+|my\s+)?(.+?)\s+(?:task|to-?do)[.!\s]*$/i,
  /^(?:please\s+)?(?:delete|remove)\s+(.+?)\s+from\s+(?:my|the)\s+(?:to-?dos?|tasks?)(?:\s+list)?[.!\s]*$/i,
  // "不想做整理照片了 帮我删掉这个任务": the task in the first clause, 删掉这个任务 / 删了它 in the second.
  /^(?:我?(?:不想|不打算|不用|不需要|不)(?:做|弄|交|去|写)?了?)(.+?)了?[，,\s]+(?:那就|就)?(?:帮我)?(?:把它|把这个任务)?(?:删掉|删了|删除)(?:这个任务|这个待办|它)?[吧。!！\s]*$/,
];

/** "修改：…", "更改：…": the label of a form before an edit that says itself. */
const EDIT_LABEL = /^(?:修改|更改|编辑|调整|改一下)\s*[：:]\s*(?=\S)/;

/** A question about tasks ("哪些任务已经逾期了", "which tasks have I finished") changes nothing. */
const QUESTION = /哪些|什么|多少|几个|几条|吗|？|\?|没完成|未完成|列一下|列出|列个|给我列|看看|看一下|查一下|查查|给我看|\b(?:which|what|how many|any|show|list|tell me)\b/i;
/** "帮我…排完" asks for something to be done; it does not report it done. */
const ASKING = /帮我|帮忙|请你?|麻烦/;

/** Words of a plan, not a report: with a bound ("在12月15日前排完") the sentence sets a goal. */
const PLANNING = /排|要|得|需要|打算|计划|争取/;

const LOCATE = { now: new Date(Date.UTC(2024, 0, 1, 4)), timeZone: "Asia/Shanghai" };

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

/** "资料该开始整理了", "笔记得着手写了": the deed is due to start, which reports nothing done. */
const DUE_TO_START = /(?:该|得|要|应该|需要)(?:开始|着手|动手|抓紧)$/;

const TIME_TO_FIND = /^(?:帮我|给我|请|麻烦)?(?:找(?:个|点)?时间|抽(?:个)?空|抽(?:点|个)?时间)[，,\s]*把/;

export function detectTaskEdit(text: string): Intent | undefined {
  const marked = MARK_ASKED_AFTER.exec(text);
  const reported = marked ? detectTaskEdit(text.slice(0, marked.index)) : undefined;
  if (reported?.family === "task_edit" && reported.action === "complete") return reported;
  const trimmed = withoutEnglishDoneExtras(text.trim().replace(CLOSING_SIGH, "").replace(EDIT_LABEL, "").replace(HOW_TO_MARK, "").replace(GIVEN_UP_TAIL, ""));
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
  const updated = quadrantChange(trimmed) ?? detectTaskUpdate(trimmed);
  if (updated) return updated;
  for (const pattern of MARK_DONE_PATTERNS) {
    const match = pattern.exec(trimmed);
    if (match && !QUESTION_WORDS.test(trimmed)) return withTask("complete", match[1]);
  }
  if (QUESTION.test(trimmed) || QUESTION_WORDS.test(trimmed) || ASKING.test(trimmed)) return undefined;
  // "在12月15日前排完", "从今天算起三天内把X排了" set a goal with a bound; nothing is reported done.
  if (PLANNING.test(trimmed) && boundSaid(trimmed)) return undefined;
  // "找个时间把物理实验报告写了", "抽空把X做了": a time to be found for the deed, which is a plan, not a report of it.
  if (TIME_TO_FIND.test(trimmed)) return undefined;
  const handled = doneWithBa(trimmed);
  if (handled) return withTask("complete", handled);
  // "两节差不多能搞定", "一个小时就能完成": how long it will take, not a report that it is done.
  if (ABLE_TO_FINISH.test(trimmed)) return undefined;
  for (const pattern of COMPLETE_PATTERNS) {
    const match = pattern.exec(trimmed);
    // "…，换别人写了": someone else does it now, which completes nothing of the student's.
    const named = match?.[1] ?? "";
    if (match && !NEGATED.test(named) && !INTENDED.test(named) && !DUE_TO_START.test(named) && !toBeDoneBy(named, trimmed) && !endsHandedOn(trimmed)) return withTask("complete", match[1]);
  }
  return undefined;
}
