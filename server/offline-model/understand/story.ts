/**
 * A long chatty message tells a story in its first sentences and asks for one thing in a later one ("今天累死了，
 * 早八差点迟到……对了，周五前要交社会实践表，帮我记一下"). Its day words, subjects and clock times belong to the
 * story, so the request is read from the sentence that asks, alone; the story is only read when that sentence points
 * back into it for its subject ("之前记的不对，帮我把截止改过去").
 */
import type { Intent } from "./intent-types";
import { withStoryDay } from "./time-questions";
import { withStoryTime } from "./story-day-questions";
import { troubledSubject } from "./vented-clauses";
import { LIMIT_ONLY, studiedSubject, withLimitsAfter, withStoryCourse } from "./story-plans";
import { pointedRequest, withoutPurpose } from "./story-pointers";
import { pointedDrop } from "./marked-after-story";
import { deedWithStoryObject } from "./story-deed-objects";
import { withStorySitting } from "./exam-cancelled";
import { narratedOnly } from "./narrated-days";
import { AMOUNT, WAY } from "./reminder-ahead";
import { BACK_TO_POINT } from "./spoken-extras";

/**
 * Where a sentence ends: its closing mark, an ellipsis, or a word that turns to the point ("对了，", "长话短说：",
 * "言归正传，", "不过", "话说"). A comma keeps clauses together: the request's own reason stays beside it.
 */
// "…nobody did their part 🙄 whatever. plz move …": an English full stop before a space ends one too.
const SENTENCE_END = new RegExp(
  `[。！!？?]+|…{1,}|\\.{3,}|(?<=[A-Za-z\\d)\\p{Script=Han}])\\.(?=\\s)|(?<=[，,])\\s*(?=(?:对了|长话短说|话说回来|不过)[，,：:\\s])|(?<=[，,\\s])\\s*(?=${BACK_TO_POINT}[，,：:\\s])`,
  "giu",
);
const TURN_WORD = new RegExp(`^(?:对了|长话短说|${BACK_TO_POINT}|话说回来|话说|不过|所以|现在|anyways?|btw|by the way|whatever|so|ok so|but yeah)[，,：:\\s]*`, "i");

/**
 * A sentence that asks: help asked for, a reminder, something to note, list or look at, a question, a 吧 request.
 * 好几 is "several" ("改了好几遍"), never a question.
 */
// "…. please move 谓词逻辑 to Saturday 2pm", "… can you remind me …": the English for the same.
const ASKS =
  /帮我|帮忙|你帮|给我|替我|提醒|记一下|记下|叫我|列(?:出来|一下)|看(?:下|一下|看)|想问|(?:吧|吗)(?=[，,。！!~～\s]|$)|[？?]|什么|哪|(?<!好)几|多少|有没有|是不是|来着|\b(?:please|can you|could you|remind me|help me|mark|move|put|add|note down|plan|schedule|reschedule)\b/i;

/** The clause a request starts at when the clauses before it tell why ("…复习基本顾不上了，你就帮我把X挪到下周吧"). */
const HELP_ASKED = /^(?:你|就|那)*(?:帮我|帮忙|替我|麻烦你?|(?:就是)?想问(?:问|一下|下)?)/;

/** The story must be a story: a few words at least, so "明天有课吗？帮我看下" stays one request. */
const MIN_STORY = 12;

function isRequest(intent: Intent): boolean {
  return intent.family !== "unknown" && intent.family !== "small_talk";
}

/** A to-do changed with nothing to say which ("帮我把截止改过去", "你帮我勾掉吧"): the story names it. */
function namesNoTask(intent: Intent): boolean {
  if (intent.family === "compound") return intent.parts.some(namesNoTask);
  // "之前标完成的那个": the to-do pointed at by what was done to it names none.
  return intent.family === "task_edit" && /^(?:你|帮我|帮忙|把|标|勾|掉|一下|下|完成|截止|时间|改|它|他|这个|那个|这条|那条|吧|之前|以前|上次|标了?完成的?)*$/.test(intent.task.trim());
}

/** Questions: a clause that is one of these asks itself. */
const ASKS_ITSELF = new Set<Intent["family"]>(["schedule_question", "query_tasks", "exam_countdown", "progress", "term_question"]);

/**
 * "复习基本顾不上了，你就帮我把X排到下周吧": within one sentence, the clauses from the one that asks for help, when
 * those before it only tell the story and the request says all it needs itself.
 */
const BARE_LOOK = /^(?:你)?(?:帮我|给我|帮忙)(?:看看|看一下|看下|瞅瞅|查查|查一下|查下)(?:吧|呗|嘛|呢)?[。!！~～\s]*$/;

function fromHelpClause(sentence: string, detect: (part: string) => Intent, minStory = MIN_STORY): Intent | undefined {
  const clauses = sentence.split(/(?<=[，,])/);
  const first = clauses.findIndex((clause) => HELP_ASKED.test(clause.trim()));
  const before = clauses.slice(0, first).join("");
  if (first <= 0 || before.length < minStory) return undefined;
  // "每门考试还剩多少天啊，你帮我排个表": clauses that ask something themselves are the request, not its story.
  if (ASKS_ITSELF.has(detect(before.replace(/[，,\s]+$/, "")).family)) return undefined;
  // "感觉落下挺多的，心里没底，帮我看看": a bare look has no object of its own; the story is what it looks at.
  if (BARE_LOOK.test(clauses.slice(first).join("").trim())) return undefined;
  const help = clauses.slice(first).join("").trim();
  // "…双周周三下午没课，帮我看看那天下午空不空": 那天 is a day of the story, so the sentence is read whole.
  if (/那天|当天|那一天/.test(help)) return undefined;
  // "室友问我周四晚上要不要去自习，帮我看看有没有空": the day someone asked for is in the story.
  const intent = withStoryDay(detect(help), sentence);
  return namesItsOwn(intent) ? intent : undefined;
}

/**
 * A request whose every field is in the clauses that ask: a question about a day, the week or the exams, or a plan
 * that names its subject and range. A note, a new to-do or a change to a to-do may have its subject in the clauses
 * before the cue ("线代作业其实还没交，帮我改回来"), so they are read whole.
 */
function namesItsOwn(intent: Intent): boolean {
  switch (intent.family) {
    case "schedule_question":
    case "progress":
    case "exam_countdown":
    case "term_question":
      return true;
    case "query_tasks":
      return intent.input.keyword === undefined;
    case "schedule":
      return intent.hints.length > 0 && intent.range !== undefined;
    default:
      return false;
  }
}

/**
 * "线性回归那块我今晚实在抽不出空，先挪到周六上午": a block named first, why in the same clause, and the move with no
 * object in the last one — the block is what is moved.
 */
const TOPIC_THEN_MOVE = /^(?!(?:后面|之后|随后|接下来|紧接着|再往后|下面)的?[那这][节块])(\p{Script=Han}{2,12}?(?:那块|那节|这块|这节))[^，,。]*[，,]\s*(?:那就|就|先|还是)?((?:挪|移|放|调|推)(?:到|去|在)[^，,。]+)$/u;

/** "周三下午那块…": a block named by its time is read by the edit readers themselves. */
const TIME_WORDS = /周|星期|礼拜|今天|明天|后天|昨天|上午|下午|晚上|早上|中午|第\s*\d/;

/**
 * "周五上午那节英语我得去跟班，挪到周六下午", "后天晚上那块数电往前挪一挪，挪到周四，后天太累了", "周一十点那节
 * 听力让一下，改到周六上午，周一我有面试": a block named by its time, the reason or a vague "往后挪挪" / "让一下"
 * beside it, then the move itself (改到 too: a block has no deadline), perhaps with why after it. The block and the
 * move are the request.
 */
const TIMED_BLOCK_THEN_MOVE =
  /^([^，,。]{2,12}?(?:那块|那节|这块|这节)\p{Script=Han}{0,6}?)(?:我|因为|那天|往后|往前|让|腾)[^，,。]*[，,]\s*(?:那就|就|先|还是)?((?:挪|移|放|调|推|改|换)(?:到|去|在)[^，,。]+?)(?:[，,][^，,。]*(?:太差|太累|学不进去|没状态|起不来|不舒服|没空|我有|我要|有事|要去|得去)[^，,。]*)?$/u;

export function timedBlockThenMove(text: string, detect: (part: string) => Intent): Intent | undefined {
  const match = TIMED_BLOCK_THEN_MOVE.exec(text);
  if (!match || !TIME_WORDS.test(match[1])) return undefined;
  const intent = detect(`把${match[1]}${match[2]}`);
  return intent.family === "edit" && intent.action === "move" ? intent : undefined;
}

/** "帮我把它挪到周五晚上七点吧": the move of a block the story named, said by a pointer. */
const MOVED_BY_POINTER = /^(?:你|就|那)*(?:帮我|给我|麻烦你?)?(?:把)?(?:它|这块|那块|这节|那节)((?:挪|移|放|调|推|改|换)(?:到|去|在)[^，,。]+)$/;

/**
 * "明天下午四点那块复习我估计赶不上，学院临时通知开年级大会。帮我把它挪到周五晚上七点吧": the block named by its time
 * in the story's first clause, and the move pointed at it sentences later, are one move.
 */
function pointedBlockMoved(story: string, asked: string, detect: (part: string) => Intent): Intent | undefined {
  const moved = MOVED_BY_POINTER.exec(asked.trim());
  return moved ? timedBlockThenMove(`${story.split(/[，,。！!]/)[0]}，${moved[1]}`, detect) : undefined;
}

function topicThenMove(text: string, detect: (part: string) => Intent): Intent | undefined {
  const match = TOPIC_THEN_MOVE.exec(text);
  if (!match || TIME_WORDS.test(match[1])) return timedBlockThenMove(text, detect);
  const intent = detect(`${match[1]}${match[2]}`);
  return intent.family === "edit" && intent.action === "move" ? intent : undefined;
}

/**
 * "要是明天起不来就惨了，明早七点叫我": a worry said first, as a what-if, is why the request is made; its day words
 * are not the request's.
 */
const WORRY = /^(?:(?:明天|今天|今晚|明早|到时候?)?(?:早上|晚上)?(?:要是|如果|万一|假如)[^，,。]*(?:就惨了|就完了|就完蛋了|就麻烦了|就糟了|怎么办)[，,]\s*)+/;

function afterWorry(text: string, detect: (part: string) => Intent): Intent | undefined {
  const worry = WORRY.exec(text);
  if (!worry || worry[0].length === text.length) return undefined;
  const intent = detect(text.slice(worry[0].length));
  return isRequest(intent) ? intent : undefined;
}

/** The sentences of a message, each with its closing mark. */
function sentencesOf(text: string): string[] {
  const sentences: string[] = [];
  let start = 0;
  for (const match of text.matchAll(SENTENCE_END)) {
    const end = (match.index ?? 0) + match[0].length;
    if (end > start) sentences.push(text.slice(start, end));
    start = end;
  }
  if (start < text.length) sentences.push(text.slice(start));
  return sentences.map((sentence) => sentence.trim()).filter((sentence) => sentence.replace(/[\p{P}\s]/gu, "") !== "");
}

/**
 * "这个待办我这周没空弄，…": the sentence that asks points back at the to-do the story named. 这个/那个 points only
 * when a kind of to-do or the rest of the clause follows it: 这个周末, 那个高数作业 name a time or a to-do of their own.
 */
const POINTER = /^(?:哦不对|不对)?[，,\s]*(?:(?:这个|那个)(?:待办|任务|事情?)|(?:这个|那个)(?=[，,\s]|[我你帮先就也还吧])|它)/;
/** "…想起来线代作业还没交", "发现X好久没整理了": the story's to-do, said as not done yet. */
const NOT_DONE_YET = "(?:我)?(?:还|都|已经)?(?:好久|一直|很久)?没(?:有)?(?:交|整理|做|写|弄|完成|复习|收拾|提交|处理)";
const STORY_TASK_AFTER_LEAD = new RegExp(`(?:想起来?|发现|记得|才知道)(?:我的?)?(\\p{Script=Han}{2,12}?)${NOT_DONE_YET}`, "u");
/** Who, which or when, never what: the student, a pointer, a stretch of time (周报 is a to-do, 这周 is not). */
const NOT_A_TASK = /^(?:自己|我|这|那|它)|^(?:这|本|上|下)?(?:周|星期|礼拜|个月|月)末?$|^(?:今天|明天|后天|昨天|最近|上午|下午|晚上|早上|中午)$/;
const STORY_TASK = new RegExp(`^(?:我的?)?(\\p{Script=Han}{2,12}?)${NOT_DONE_YET}`, "u");
/** "物理实验报告我以为交了", "老师说第五章作业要全部重做", "X被老师退回来了": the story's to-do, said as not done after all. */
const UNDONE_AFTER_ALL = /^(?:[^，,]{0,8}?(?:说|通知))?(?:我的?)?(\p{Script=Han}{2,12}?)(?:我)?(?:以为|还以为)(?:已经)?(?:交|做|写|弄|提交)(?:完|好|上去)?了|^(?:[^，,]{0,8}?(?:说|通知))?(?:我的?)?(\p{Script=Han}{0,10}?(?:作业|报告|论文|笔记|作文|设计|项目))要(?:全部|全都|重新)?(?:重做|重写|重交|返工)|^(?:我的?)?(\p{Script=Han}{2,12}?)被[^，,]{0,4}?(?:退回|打回)(?:来)?了/u;

/** The request with the to-do its story named in place of the words that point back; undefined when it names none. */
function withStoryTask(intent: Intent, story: string): Intent | undefined {
  // "我下午已经交过了，你帮我勾掉吧": one change said twice (done, then mark it), of the one to-do.
  const parts = intent.family === "compound" ? intent.parts : [intent];
  const first = parts[0];
  if (first?.family !== "task_edit" || parts.some((part) => part.family !== "task_edit" || part.action !== first.action)) return undefined;
  const clauses = story.split(/[，,。！!…；;]+/).filter((clause) => clause.trim() !== "");
  for (let index = clauses.length - 1; index >= 0; index -= 1) {
    const undone = UNDONE_AFTER_ALL.exec(clauses[index]);
    const named = (STORY_TASK_AFTER_LEAD.exec(clauses[index]) ?? STORY_TASK.exec(clauses[index]))?.[1] ?? undone?.slice(1).find(Boolean);
    // "这周一直没复习", "发现自己好久没整理了": a time or the student, not a to-do; an earlier clause may name one.
    if (named && !NOT_A_TASK.test(named)) return { ...first, task: named };
  }
  return undefined;
}

/** "线代老师说第五章作业要全部重做，之前标完成的那个帮我恢复成未完成": the last clause points at the to-do before it. */
const MARKED_BEFORE = /^(?:之前|以前|上次|刚才)标(?:了)?(?:完成|已完成)的(?:那个|那条)/;

function pointedInLastClause(text: string, detect: (part: string) => Intent): Intent | undefined {
  const at = Math.max(text.lastIndexOf("，"), text.lastIndexOf(","));
  const last = text.slice(at + 1).replace(/[。！!\s]+$/u, "");
  // Only the to-do pointed at by what was done to it: "挪到下周补上" after "上周没做的那几节" names blocks, not a to-do.
  const intent = at > 0 && MARKED_BEFORE.test(last) ? detect(last) : undefined;
  return intent && namesNoTask(intent) ? withStoryTask(intent, text.slice(0, at)) : undefined;
}

/** A note's words that say what to note: more than a leftover adverb ("先记上吧" leaves 先). */
const SAYS_WHAT = /[\p{Script=Han}A-Za-z0-9]{2,}/u;
/** "提前半小时(提醒我吧)": a lead time alone says when to ring, never what about — that is the story's event. */
const ONLY_A_LEAD = new RegExp(`^(?:那|就|你|请|麻烦)*(?:在)?${WAY}${AMOUNT}(?:的时候)?[吧啊哦呀哈]*$`);

function saysWhat(content: string): boolean {
  return SAYS_WHAT.test(content) && !ONLY_A_LEAD.test(content.trim());
}

/**
 * "…七点半…排练元旦晚会。到时候我肯定还窝在图书馆，提前二十分钟提醒我出发吧": a lead time with no day or clock of its
 * own is counted back from the event the story's last sentence timed.
 */
const LEAD_TIME = new RegExp(`${WAY}${AMOUNT}`);
const OWN_TIME = /\d|[一二三四五六七八九十两]点|周|星期|礼拜|[今明后]天|号/;

function leadFromStoryEvent(content: string, event: string, said: string, detect: (part: string) => Intent): Intent | undefined {
  const lead = LEAD_TIME.exec(content);
  if (!lead || OWN_TIME.test(content.replace(lead[0], ""))) return undefined;
  const joined = detect(`${event.replace(/[。！!…\s]+$/u, "")}，${said}`);
  return joined.family === "quick_note" && OWN_TIME.test(joined.content) ? joined : undefined;
}

const GOES_ON = /^(?:然后|再|顺便|另外|接着|还有)/;
/** "这个考试", "那门课", "它": words that point back at what the story told. */
const ABOUT_THE_STORY = /(?:这|那)(?:个|场|门|次|件|份)|它/;

/**
 * A story tells: a sentence that asks something itself is a request of its own, not a story. Someone else reminding
 * the student ("然后她提醒我") and a guess with a question mark ("论文好像是15号截止？") are still the story.
 */
const STORY_ASKS = /[？?]|吗|帮我|你帮|(?<![她他]|同学|老师|室友|舍友|朋友|学长|学姐)提醒我|记一下|\b(?:please|can you|could you|(?<!(?:she|he|they|mom|dad)\s)remind me)\b/i;
const HEARSAY_GUESS = /(?:好像|似乎|貌似|听说)[^。！!？?]*[？?]/g;

/** A story sentence that turns ("… anyway X handed in this morning"): what it reports done after the turn. */
const TURNED = /\b(?:anyways?|btw|by the way)[,:\s]+(.+)$/i;

function doneAfterTurn(sentence: string, detect: (part: string) => Intent): Intent | undefined {
  const turned = TURNED.exec(sentence);
  const done = turned ? detect(turned[1].replace(/[.!。！\s]+$/u, "")) : undefined;
  return done?.family === "task_edit" && done.action === "complete" ? done : undefined;
}

/**
 * The request of a story-then-request message, read by `detect` from the last sentence that asks (small talk when no
 * sentence asks anything); undefined when the message is no story, or when that sentence says too little alone: a note
 * with nothing to note ("…。记一下"), a to-do change that names no to-do ("…。帮我标一下完成吧"). Those are read whole.
 */
export function storyRequest(text: string, detect: (part: string) => Intent): Intent | undefined {
  // "最近真的好累……寒假一定要睡个够。": a story with no request in it at all is small talk (narrated-days.ts).
  if (narratedOnly(text, detect)) return { family: "small_talk", topic: "chat" };
  const sentences = sentencesOf(text);
  if (sentences.length < 2) return afterWorry(text, detect) ?? topicThenMove(text, detect) ?? fromHelpClause(text, detect) ?? pointedInLastClause(text, detect);
  let index = sentences.length - 1;
  while (index > 0 && !ASKS.test(sentences[index])) index -= 1;
  // "话说概率论是哪天考来着？还有多少天？": questions in a row are one request, the later ones leaning on the first.
  let start = index;
  while (start > 1 && /[？?]/.test(sentences[start - 1]) && /[？?]/.test(sentences[start])) start -= 1;
  // "想下周把复习都排上。不过周三周五晚上要去做家教，这两个晚上别给我排。": a limit alone leans on the plan before it.
  if (start > 0 && LIMIT_ONLY.test(sentences[start]) && /排/.test(sentences[start - 1]) && !LIMIT_ONLY.test(sentences[start - 1])) start -= 1;
  const story = sentences.slice(0, start).join("");
  if (index === 0 || story.length < MIN_STORY || STORY_ASKS.test(story.replace(HEARSAY_GUESS, "。"))) return undefined;
  // "X交上去了，勾掉吧。然后查下周五晚上空不空": 然后 / 再 / 顺便 goes on from a request, so what came before is one too.
  if (GOES_ON.test(sentences[start])) return undefined;
  const asked = sentences.slice(start, index + 1).join("").replace(TURN_WORD, "").replace(/[。！!…\s]+$/u, "");
  const movedBlock = pointedBlockMoved(story, asked, detect);
  if (movedBlock) return movedBlock;
  // "帮我把这个考试记上吧", "帮我改一下吧": the request points at a sentence of the story for its subject.
  const pointed = pointedRequest(sentences.slice(0, start), asked, detect);
  if (pointed) return pointed;
  // After a story, any clause before the help asked for is more of it ("不过我又没空，就是想问问…").
  // "…的彩排，这个帮我记一下": the pointer before the cue points at the clause before it, which is the note.
  // "…碰头。这个我肯定会忘，你帮我记着吧": opening the request, the pointer (and the worry of forgetting) is the story too.
  const said = withoutPurpose(asked)
    .replace(/[，,]\s*(?:这个|这件事|这事儿?)(?=(?:也|就)?(?:你)?(?:帮我|麻烦|记))/, "，")
    .replace(/^(?:这个|这件事|这事儿?)(?:[^，,]{0,8}?(?:会忘|记不住|容易忘|老忘)[^，,]{0,3}[，,]\s*)?(?=(?:也|就)?(?:你)?(?:帮我|麻烦|记))/, "");
  // "今天…。下午还有没有空": a question that leans on the story for its day takes the story's.
  const intent = withStoryTime(afterWorry(said, detect) ?? fromHelpClause(said, detect, 1) ?? detect(said), story, said);
  // "…期末考试定在1月15号上午十点。我好慌。这个考试我能过吗？": a question about the thing told, which asks nothing to
  // be done with it, is talk — the story's day is no deadline of it.
  if (!isRequest(intent)) return ABOUT_THE_STORY.test(said) && /[？?]$|[吗么呢]$/.test(asked) ? { family: "small_talk", topic: "chat" } : undefined;
  // "…帮我把复习倒着排好？周日想留给自己休息。": a limit said after the request is the plan's.
  const limited = intent.family === "schedule" ? withLimitsAfter(intent, said, sentences.slice(index + 1).join(""), detect) : undefined;
  if (limited) return limited;
  const subject = intent.family === "schedule" && intent.hints.length === 0 && !intent.forExams ? (troubledSubject(story) ?? studiedSubject(story)) : undefined;
  // "数据结构我一看就头疼……帮我排进这周吧": the plan is for what the story vented about.
  if (subject) return detect(`${subject}${asked}`);
  const planned = intent.family === "propose_class" ? withStoryCourse(intent, story) : undefined;
  if (planned) return planned;
  if (namesNoTask(intent) || (intent.family === "task_edit" && POINTER.test(asked))) return withStoryTask(intent, story);
  const sitting = withStorySitting(intent, story);
  if (sitting) return sitting;
  // "…那条待办就删了吧。不过我还得负责周六的彩排，这个帮我记一下": a sentence of the story asked for something too.
  const dropped = sentences.slice(1, start).map(pointedDrop).filter((part) => part !== undefined);
  if (dropped.length > 0 && intent.family !== "compound") return { family: "compound", parts: [...dropped, intent] };
  // "…half my face is numb 🥲 anyway 线代作业 finally handed in this morning. …is that slot open for me?": a to-do
  // reported done once the story turns, before the question.
  const reported = intent.family === "task_edit" ? [] : sentences.slice(0, start).map((sentence) => doneAfterTurn(sentence, detect)).filter((part) => part !== undefined);
  if (reported.length > 0 && intent.family !== "compound") return { family: "compound", parts: [...reported, intent] };
  const led = intent.family === "quick_note" ? leadFromStoryEvent(intent.content, sentences[start - 1], said, detect) : undefined;
  if (led) return led;
  // "…买回家的票了。…提醒我去抢吧": the bare deed's object is the story's.
  const deed = intent.family === "quick_note" ? deedWithStoryObject(intent.content, said, story) : undefined;
  if (deed) return { family: "quick_note", content: deed };
  if ((intent.family === "quick_note" || intent.family === "create_task") && !saysWhat(intent.content)) {
    // "…我想九点半过去。帮我记一下吧，免得又忘带证件": the story is what is noted, the reason after the cue is not.
    // "…。老师说下周二早上七点半要到病房跟早交班。你帮我记着点": the sentence just told, not the story's 今天.
    const lastDated = /周|星期|礼拜|[今明后]天|号|月|日/.test(sentences[start - 1]) ? [sentences[start - 1]] : [];
    const told = said === asked ? undefined : [...lastDated, story].map((before) => detect(`${before}${said}`));
    return told?.find((whole) => whole.family === "quick_note" && saysWhat(whole.content));
  }
  return intent;
}
