/**
 * The one check every name the model would act on passes: the to-do a completion, deletion, reopen or update names,
 * the keyword a to-do query filters by, the title an exam is recorded under, what a note or new to-do holds. Readers cut names out of sentences by
 * their verbs, and a sentence with no name in the verb's place leaves a piece of itself there ("帮我删一下" → 一下,
 * "刚确认那个待办我不要了" → 确认, "咋标成完成啊" → 怎么). Such a piece never reaches a tool: the message is read
 * another way (a question, the request without its reporting clause) or the student is asked which one.
 */
import type { Intent } from "./intent-types";
import { foldedSameTodo } from "./same-todo-changes";

/**
 * Words that name nothing on their own: particles, pointers, helpers, verbs of doing and marking, question words.
 * Longer pieces first, so "一下" is taken whole before "一".
 */
const EMPTY_PIECES = [
  "一下子", "一下", "一下下", "确认", "确定", "那个", "这个", "那条", "这条", "那项", "这项", "那件", "这件", "刚刚", "刚才",
  "怎么", "怎样", "咋样", "什么", "为啥", "待办", "任务", "事情", "东西", "给我", "帮我", "麻烦", "一个", "标成", "标记",
  "完成", "搞定", "弄完", "做完", "删掉", "删除", "不要", "不用", "已经", "还是", "老师说", "他说", "我说", "直接", "马上",
  "赶紧", "顺便", "一起", "还好", "幸好", "好在", "处理", "取消", "提醒", "记住", "记着", "记", "挪", "移",
  "咋", "啥", "哪", "刚", "它", "那", "这", "我", "你", "他", "把", "将", "给", "帮", "标", "删", "弄", "搞", "整", "办",
  "做", "改", "先", "再", "还", "都", "就", "也", "要", "想", "得", "了", "吧", "啊", "呀", "呢", "吗", "嘛", "的", "下", "条", "个",
];
/**
 * How the things asked about rank or stand, never what they are called: "截止最早的那个", "还压着哪些没交的",
 * "那几天到期的". A question that ranks or bounds the student's things leaves these where a name would be.
 */
const RANK_AND_STATE_PIECES = [
  "最早", "最晚", "最迟", "最先", "最近", "最急", "最紧", "最要紧", "最重要", "最后", "最久", "最长", "最多", "最少", "第一个", "头一个",
  "压着", "欠着", "拖着", "堆着", "剩着", "挂着", "没交", "未交", "没做", "没写", "没完成", "到期", "截止", "过期", "逾期",
  "那几天", "这几天", "几天", "那段时间", "这段时间", "那天", "这天", "手里", "手上", "哪些", "哪几个", "着",
];
const EMPTY = new RegExp(`^(?:${[...RANK_AND_STATE_PIECES, ...EMPTY_PIECES].join("|")})+$`);

/** Asking words inside a name: "离散还要多久", "怎么": the sentence asks something, it names no to-do. */
const ASKING = /(?:还要|还得|还有|要)?(?:多久|多长时间|几天|多少天|咋|怎么|怎样|啥时候|什么时候|几号)/;

/** "老师说…", "辅导员通知…", "听说…": who said it opens the sentence, and is no part of the thing said. */
const REPORTED =
  /^(?:(?:老师|辅导员|导师|班长|班主任|助教|学委|课代表|教务处?|学院|学校|他们|舍友|室友|同学)(?:刚刚?|刚才|又|也|那边)?(?:说|讲|通知|告诉我)(?:了)?|听说|据说)[，,:：\s]*/;

/** An exam word with nothing before it but a helper ("要考试", "得考"): when it is, not which exam. */
const BARE_EXAM = /^(?:要|得|会|有|还有|又)?(?:考试|考|期末考?试?|期中考?试?|测验|小测)$/;

/** Whether `name` holds something that names a thing, not only the sentence's own pieces. */
export function isName(name: string): boolean {
  const bare = name.replace(/[\s，,。.！!？?~～、]/g, "");
  return bare !== "" && !EMPTY.test(bare) && !(ASKING.test(bare) && EMPTY.test(bare.replace(ASKING, "")));
}

/** Whether `name` asks something rather than names it ("离散还要多久", "怎么"). */
function asks(name: string): boolean {
  return ASKING.test(name);
}

/** "离散还要多久才考完": how long until an exam is over or begins, asked, with the exam before the asking words. */
const EXAM_LEFT = /^(?:我的?)?(\p{Script=Han}{2,10}?)(?:的)?(?:考试)?(?:还要|还得|还有|要)?(?:多久|多长时间|几天|多少天)(?:才|就)?(?:能)?(?:考完|考|结束)/u;

const OTHERS_DEED = /(?:老师|导师|助教|学委|班长|室友|舍友|同学|他|她)(?:又|也|直接)?把/;
const COUNTED_THING = /^(?:一|两|几)(?:部|集|场|首|局|盘|顿|期)/;

/** "室友说她", "同桌他": another person, where the block studied would be named. */
const SOMEONE_ELSE = /^(?:室友|舍友|同学|同桌|朋友|男朋友|女朋友|对象|学长|学姐|学弟|学妹|他们?|她们?)(?:说|讲)?(?:他|她)?(?:们)?$/;

const POINTER_ONLY = /^(?:它|这个|那个|这条|那条|这项|那项)$/;

type Reread = (text: string) => Intent;

function guardedEdit(intent: Extract<Intent, { family: "task_edit" }>, text: string, reread: Reread): Intent {
  // A pronoun alone is left for the readers of pointing (references.ts), which know what it points at.
  if (intent.task === "" || POINTER_ONLY.test(intent.task)) return intent;
  const reported = REPORTED.exec(text);
  if (reported && REPORTED.test(intent.task)) {
    const without = reread(text.slice(reported[0].length));
    if (without.family !== "task_edit" || isName(without.task)) return without;
  }
  // "…腿都站麻了。还好东西都交上去了": a name that runs across a sentence's end is the story's; when what its last
  // sentence leaves names nothing, the story told a relief, not a to-do done.
  const lastSentence = intent.action === "complete" && /[。！!…]/.test(intent.task) ? intent.task.split(/[。！!…]+/).pop()! : undefined;
  if (lastSentence !== undefined && !isName(lastSentence)) return { family: "small_talk", topic: "chat" };
  // "刚看完一部纪录片": a thing counted, not named, is something the student just did, no to-do on the list.
  // "老师把我的报告打回来了": what someone else did with the student's work is no completion of the student's.
  if (intent.action === "complete" && (COUNTED_THING.test(intent.task) || OTHERS_DEED.test(intent.task))) return { family: "small_talk", topic: "chat" };
  const countdown = asks(intent.task) ? EXAM_LEFT.exec(text) : null;
  if (countdown) return { family: "exam_countdown", exam: countdown[1] };
  if (isName(intent.task)) return intent;
  // Nothing named: the edit is kept and the student is asked which to-do (decide-task-edits.ts asks for an empty name).
  return { ...intent, task: "" };
}

/** "老师把我的报告": the student's own work someone else acted on, named after 把. */
const WORK_ACTED_ON = /(?:老师|导师|助教|学委|班长|室友|舍友|同学|他|她)(?:又|也|直接)?把(?:我的?)(\p{Script=Han}{2,8})$/u;

/**
 * "老师把我的报告打回来了，…。周四之前要重新算一遍交给他": the note left after the told part points at the work only by
 * what is done to it; the work the story named goes with it, so the note says what is to be redone.
 */
function withWorkActedOn(kept: Intent, dropped: readonly Intent[]): Intent {
  if (kept.family !== "quick_note") return kept;
  const work = dropped.flatMap((part) => (part.family === "task_edit" ? [WORK_ACTED_ON.exec(part.task)?.[1]] : [])).find((name) => name !== undefined);
  return work && !kept.content.includes(work) ? { ...kept, content: `${kept.content}（${work}）` } : kept;
}

/** A part of a compound that only asks ("体检表交了，咋标成完成啊": the 咋 part) is the how of the other part. */
function guardedParts(said: readonly Intent[], text: string, reread: Reread): Intent {
  // A part the guard found to be told, not asked ("老师把我的报告打回来了"), leaves the parts that ask.
  const told = said.map((part) => part.family !== "small_talk" && guardedIntent(part, text, reread).family === "small_talk");
  const parts = told.every(Boolean) ? said : said.filter((_, index) => !told[index]);
  if (parts.length === 1) return withWorkActedOn(guardedIntent(parts[0], text, reread), said.filter((_, index) => told[index]));
  // "…提前到周三，顺便改成重要紧急": the second change is of the to-do the first named.
  const guarded = foldedSameTodo(parts.map((part) => guardedIntent(part, text, reread)));
  if (guarded.length === 1) return guarded[0];
  // Only a part whose name asks is dropped; a part that names nothing stays, so the readers around keep its shape.
  const named = guarded.filter((part, index) => {
    const said = parts[index];
    return !(part.family === "task_edit" && part.task === "" && said.family === "task_edit" && asks(said.task));
  });
  if (named.length === 0 || named.length === guarded.length) return { family: "compound", parts: guarded };
  return named.length === 1 ? named[0] : { family: "compound", parts: named };
}

/** `reread`: the message reader, for the message read again without the piece that misled it. */
export function guardedIntent(intent: Intent, text: string, reread: Reread): Intent {
  switch (intent.family) {
    case "task_edit":
      return guardedEdit(intent, text, reread);
    case "compound":
      return guardedParts(intent.parts, text, reread);
    case "query_tasks": {
      const keyword = intent.input.keyword;
      if (keyword === undefined || isName(keyword)) return intent;
      const { keyword: _dropped, ...input } = intent.input;
      return { ...intent, input };
    }
    // "那个你弄一下": a note of nothing but the request's own words is no note.
    case "quick_note":
    case "create_task":
      // An empty note ("提醒我") is asked about by its decider; a pointer alone ("这个帮我记一下") by the pointing readers.
      return intent.content.trim() === "" || POINTER_ONLY.test(intent.content) || isName(intent.content) ? intent : { family: "unknown" };
    // "室友说她昨天的复习全做完了": a block named by the person who did it is someone else's work, told.
    case "checkin":
      return intent.entries.some((entry) => SOMEONE_ELSE.test(entry.block ?? "")) ? { family: "small_talk", topic: "chat" } : intent;
    case "exam_record":
      return isName(intent.title) && !BARE_EXAM.test(intent.title) ? intent : { family: "exam_untold", when: intent.when };
    default:
      return intent;
  }
}
