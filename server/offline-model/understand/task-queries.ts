/**
 * Questions about to-dos ("哪些任务还没完成", "最急的三条", "今天记的那几条待办", "what's still open"): query_tasks'
 * filters, subject and order read from the question. Kept apart from the readers of new notes and to-dos
 * (task-intents.ts) because a question is told by what it asks about, a new to-do by the words that ask for one; the
 * two meet only in where a date phrase sits.
 */
import type { QueryTasksInput } from "@/lib/protocol";
import type { DateParseOptions } from "@/lib/tasks/date-types";
import { parseDateTime } from "@/lib/tasks/natural-dates";
import { DEFAULT_TASK_QUERY_LIMIT, parseTaskQuery } from "@/lib/tasks/task-query";
import type { Intent } from "./intent-types";
import { namesNothing, withoutBreakBound } from "./asked-filler-words";
import { quadrantFiled } from "./quadrant-words";

/** As in task-intents.ts: only where a date phrase is and how it bounds is read, so a fixed instant will do. */
const PHRASE_LOCATING_OPTIONS: DateParseOptions = { now: new Date(Date.UTC(2024, 0, 1, 4)), timeZone: "Asia/Shanghai" };

// "还有什么没写": what is left undone is a to-do, named or not.
// "把重要不紧急的列一下", "不重要但紧急的有几个": a quadrant said whole, with 的, is the to-dos filed in it.
// "策划案的截止是哪天": the deadline asked by its own word (截止是哪天) is a to-do's, as 哪天截止 is.
const TASK_NOUN = /(?:啥|什么|哪些|哪个|哪件)(?:还)?没(?:做|干|写|交|弄|搞|完成)|未完成|(?:相关|有关)\s*列(?:一下|下|出来)|(?:什么时候|啥时候|哪天|几号)(?:截止|到期|要?交)|(?:截止|到期)(?:时间|日期)?(?:是|在)?(?:什么时候|啥时候|哪一?天|几号)|\boverdue\b|\bpending\b|\bunfinished\b|逾期|过期|(?:相关|有关)的|\b(?:need|have|got) to do\b|最(?:急|紧急|要紧|重要|赶)的|(?:重要|紧急)(?:又|且|而且|并且|和|跟|加)(?:紧急|重要)的|(?:不?重要(?:但|但是|而|却)?不紧急|不重要(?:但|但是|而|却)?紧急|不?紧急(?:但|但是|而|却)?不重要)的|(?:带|含|包含)[“"「][^”"」]{1,12}[”"」]|要赶的|(?:要|得|该|需要|必须)(?:搞定|做完|弄完|写完|交掉|交上去)的|(?:第?[一二三四1-4]\s*象限|象限\s*[一二三四1-4])(?:的|里|里面|中|(?=\s*(?:全部|都|全都)?(?:列|显示|给我看|看看|看一下)))|任务|待办|ddl|事项|事情|的事|件事|的东西|记了|记过|截止的|到期的|(?:多少|哪些|什么|啥)活|没干完|没干的|哪些事|什么事|啥事|记的|作业|要交|得交|该交|需要交|必须(?:要)?交|交哪些|交什么|要做的|没做的|没搞定|完成了什么|做完了什么|on my plate|left to do|\b(?:i'?ve|i have) (?:finished|completed|done)\b|没做完|没写完|没交|没(?:弄|搞|办|处理|整理)(?:完|好)?|\b(?:what|which)(?: tasks?)? (?:have i|i'?ve|i have|did i) (?:completed|finished|done|do)\b|\b(?:tasks?|to-?dos?|assignments?|deadlines?|due)\b|\b(?:what(?:['’]s| is)|anything|which (?:ones?|tasks?|items?|to-?dos?) (?:are|is)) (?:still open|open for)\b|\bmost (?:urgent|important)(?:\s+(?:things?|tasks?|to-?dos?|items?|ones?))?\s*(?:(?:right\s+)?now|today|for today)?\s*[?？.!]*$|\b(?:did i|have i)\s+(?:just\s+)?(?:add(?:ed)?|note(?:d)?)\s+(?:recently|lately)\b/i;
// "只看重要又紧急的", "就最急的三条", "搜一下带“报告”的": the listing said by its filter alone, with no question word.
const QUERY_WORD =
  /^(?:就|只|光)?(?:看|列|要)?最(?:急|紧急|要紧|赶)的[一两二三四五六七八九十\d]+(?:条|个|件)|(?:只|就|光)(?:看|列|要)|搜一下|搜索|搜搜|^[^，,。]{0,8}(?:待办|任务|作业|ddl)[？?]+$|还在吗|在不在|(?:多|急|赶|紧|难)不(?:多|急|赶|紧|难)|哪些|哪个|哪一个|哪件|什么|啥|哪天|几号|有没有|多少|几个|几条|几样|几件|几项|几份|列出|列一下|查|看看|看一下|给我看|排序|按[^，,。]{0,6}排|显示|还有|还剩|截止|到期|完成|做完|没做|搞定|相关|有关|象限|紧急|重要|清单|列表|之前|以前|\b(?:what|which|show|list|any|anything|overdue|due|done|completed|finished|pending|open|how many|find|remaining|left|urgent|important|sort|order)\b/i;

/** "最近记了些啥", "刚加的待办": the newest first. */
// "最近我加了哪些任务": the student may stand between the time word and the verb.
// "按最新的排", "最新的放前面", "…，按新的在前", "…，新的在上面": the newest first, asked by how the list is ordered.
const RECENTLY_NOTED = /(?:最近|刚刚?|刚才|新)(?:我)?(?:记|加|添加|新建|建|录)(?:了|的|过)|按(?:最新|最近|创建时间倒序|时间倒序|新旧)(?:的|记的|加的)?(?:顺序)?(?:排|来|列)|(?:最|按(?:最)?|(?:^|[，,\s])(?=新的))新的?(?:在|放|排)(?:最)?(?:前|上)|\b(?:recently|just) (?:added|noted)\b|\bnewest first\b|\b(?:did i|have i|i)\s+(?:just\s+)?(?:add(?:ed)?|note(?:d)?)\s+(?:recently|lately)\b/i;
/**
 * "今天记的那几条待办", "昨晚加的那些任务", "上午新建的几个": the day said is when they were noted, not when they are
 * due — the newest first, and the day and the noting no filter or subject.
 */
const NOTED_ON =
  /(?:今天|今早|今晚|昨天|昨晚|前天|上午|下午|早上|中午|晚上|这两天|前两天|这几天)(?:我|你)?(?:都|也)?(?:帮我)?(?:记|加|添加|新建|建|录|存)(?:下|上)?(?:了|过)?的?(?:那|这)?(?:几|些|一些)?(?:条|个|件|项)?/;

/** Verbs and particles that parseTaskQuery leaves at the edge of a keyword ("周五之前要交的作业" → "交的作业"). */
const KEYWORD_EDGES = /^(?:要|需要)?(?:交|做|完成|写|提交|复习)的|的?(?:东西|事情|事儿?)(?:都|全|全部)?$|的$|(?<=\p{Script=Han})(?:都|全都|全部)$/gu;

/** Words that are about deadlines or the question itself, never part of a title. */
const NOT_KEYWORDS = new Set(["what's", "whats", "overdue", "ddl", "ddls", "due", "so", "far", "yet", "now", "still", "plate", "everything", "i've", "i", "did", "finish", "finished", "complete", "completed", "any", "coming", "up", "upcoming", "soon", "how", "many", "do", "have", "got", "left", "deadlines", "deadline", "过期", "逾期", "过期的", "逾期的", "list", "my", "to-dos", "todos", "to-do", "todo", "tasks", "task", "could", "can", "you", "please", "already", "the", "what", "which", "show", "me", "are", "is", "there", "记过", "记了", "得交", "要交", "该交", "交", "必须", "必须要", "必须交", "haven't", "havent", "not", "turned", "handed", "submitted", "in", "yet", "still", "need", "to", "hand", "submit",
  // "sort my tasks by deadline", "what's the most urgent thing right now", "what did I add recently": the order, the
  // urgency and the noting asked, none of them a title.
  "anything", "something", "sort", "order", "by", "most", "urgent", "important", "thing", "things", "right", "add", "added", "recently", "lately", "just"]);
/** Asking words before the subject: "请问我目前有哪些…", "让我看看我都完成了哪些…", "我到底要交哪些". */
// "只看…", "就最急的…", "搜一下…": the filter's own lead.
// "别绕了，直接说…": how bluntly to answer, not what. "我那英语作业…": the student's own one is the subject itself. "这周一共要交几个": how many, counted, not what.
const ASKING_LEAD = /^(?:一共|总共|直接|只看|就看|光看|只列|就列|搜一下|搜索|就(?=最)|请问|问一?下|问我|问|属于|想了解一下|想了解|想看看|让我看看|我想看看|我想|我到现在|到现在|这学期|那个|那(?![天时会边些里儿个种样])(?=[\u4e00-\u9fff]{2})|就是|我都|我已经|已经|现在|目前|都|我|到底|究竟)+/;
/** "物理实验相关的还有哪些没弄": the question words after the subject are no part of it. */
// "有没有要交的作业" asks about every to-do; "有没有高数习题册" names the one asked after.
const QUESTION_TAIL = /(?:相关|有关)?的?(?:还有|还剩|有没有(?=[^，,。]*(?:的|作业|待办|任务|事情?|ddl)$)|哪些|哪个|哪一个|哪条|什么|啥|多少|几个|几件|几条|没(?:做|弄|写|交|搞|办)|(?:多|急|赶|紧|难)不(?:多|急|赶|紧|难)).*$|(?:的)?(?:ddl|截止(?:时间|日期)?|到期(?:时间|日期)?)?(?:是|在)?(?:什么时候|啥时候|哪一?天|几号)(?:截止|到期|交)?.*$/;

function keywordOf(keyword: string | undefined, asking = ""): string | undefined {
  if (keyword === undefined) return undefined;
  const cleaned = keyword
    .split(/\s+/)
    .filter((word) => !NOT_KEYWORDS.has(word.toLowerCase()))
    .join(" ")
    // "我是不是还有高数的东西没交": the wondering lead (its 是 already gone) before the subject, not part of it.
    .replace(/^(?:我)?(?:是不是|不是|是否)(?:还有|还剩)?/, "")
    // "把数学相关任务都列出来": the object marker before the subject.
    .replace(/^(?:把|将)(?=\p{Script=Han}{2})/u, "")
    .replace(QUESTION_TAIL, "")
    // "重要又急的那种": the kind pointed at after a filter is no title.
    .replace(/的?(?:那种|这种|那类|这类|那样)的?$/, "")
    // "要交的多不多": what is due, said by its verb alone, is every to-do, no title.
    .replace(/^(?:要|得|该|需要|必须)(?:交|写|做|弄|完成)的(?:东西|事情?|活儿?)?$/, "")
    // "有哪些要提醒我的事": what is to be reminded of is every noted to-do, no title.
    .replace(/^(?:要|得|该|需要)?(?:你)?(?:提醒|通知)(?:我)?(?:的)?(?:事情?|东西)?$/, "")
    .replace(ASKING_LEAD, "")
    .replace(/^(?:我的?)?(?:手上|手头|手里|现在|目前)/, "")
    // "我的待办里还有哪些离散的", "未完成 离散相关": where the tasks are and which kind are no part of a title.
    .replace(/^(?:我的?)?(?:待办|任务|清单|todo)?(?:列表|清单)?(?:里面|里头|当中|里|中)?/i, "")
    .replace(/^(?:未完成|没完成|未做)\s*/, "")
    // "我的作业里面哪个最急": where among them is no part of the subject.
    .replace(/(?<=\p{Script=Han})(?:里面|里头|当中)$/u, "")
    .replace(/^(?:最近|近期|这几天)(?:都)?/, "")
    // "…里有没有高数习题册": whether it is there is asked; the name is what follows.
    .replace(/^(?:还)?有没有(?=\p{Script=Han}{2})/u, "")
    // "按最新的排一下", "…有哪些 按时间排", "按截止日期排个序": how the list is ordered (the sort) names nothing.
    .replace(/^按(?:最新|最近|创建时间倒序|时间倒序|新旧|时间(?:先后)?|先后|截止(?:时间|日期)?|到期(?:时间|日期)?|ddl|deadline)(?:的)?(?:顺序)?(?:排序?|来|列)(?:一下|个序|好)?$/i, "")
    // "出去这几天有没有快到期的": the stretch the student is away names when, not what.
    .replace(/^(?:我)?(?:出去|出门|出差|外出|回家|在外地|在外面|比赛|集训|实习|不在学校)(?:的)?(?:这|那)(?:几|两|些)天(?:里)?$/, "")
    // "ddl在12/5之前的": the deadline's own word, with its date gone, names nothing.
    .replace(/^(?:ddl|deadline|截止(?:日期|时间)?)\s*(?:在|是)?/i, "")
    .replace(/(?:相关|有关)(?:\s*(?:列一下|列下|列出来|看看|看一下))?$/, "")
    .replace(/(?:最近|刚刚?|刚才|新)(?:记|加|添加|新建|建|录)(?:了|的)?/, "")
    .replace(/^(?:些|那些|这些)|给我?$|(?:啥|什么)$/g, "")
    .replace(/(?:里|的|儿|情|西)?有(?:几件|几个|几条|多少)?$/, "")
    .replace(/(?<=\p{Script=Han})(?:一共|总共)$/u, "")
    .replace(/(?:那个|这个)?(?:任务|待办)?的?(?:截止|ddl|deadline)$/i, "")
    .replace(KEYWORD_EDGES, "")
    .replace(ASKING_LEAD, "")
    // "什么时候交概率论作业": when it is due is the question, not part of the title.
    .replace(/^(?:什么|啥)?时候(?:要|得)?(?:交|提交|截止|到期)?/, "")
    // "高数作业有没有到期的" leaves "高数作业有没": whether there are any is the question, not the title.
    .replace(/(?<=\p{Script=Han}{2})(?:有没有?|是不是|是否)$/u, "")
    // "哪些作业没交" leaves "作业没": the state is the filter.
    .replace(/(?:还)?[没未](?:有)?$/, "")
    .replace(KEYWORD_EDGES, "")
    // "作业作业作业…到底": a word said over and over, an ellipsis and 到底 are the student's sigh, not a title.
    .replace(/(?:到底|究竟)$/, "")
    .replace(/[…。.~～!！]+/g, "")
    .replace(/(\p{Script=Han}{2,3})\1+/gu, "$1")
    .trim();
  // "我完成过哪些任务": words about being done are the filter, not a title; so are a state and a time.
  // "哪些东西系重要又急嘅": what every to-do is, with the copula before the filter, names no title.
  if (/^(?:东西|事情?|活儿?)(?:系|是)$/.test(cleaned)) return undefined;
  if (cleaned === "" || NOT_KEYWORDS.has(cleaned.toLowerCase()) || NOT_A_SUBJECT.test(cleaned) || REMARK.test(cleaned)) return undefined;
  // "我还有哪些作业没交": a kind of to-do asked about by its state names no subject; a keyword would hide the rest.
  // "我的任务里还有哪个没完成": the state may come after the subject, in the rest of the question.
  if (GENERIC_KIND.test(cleaned) && /[没未]|\bhaven'?t\b|\bnot\b|\byet\b/i.test(`${keyword} ${asking}`)) return undefined;
  // "哪些作业是这周五前要交的": the kind asked after, with the copula before the filter that picks them, is every to-do.
  if (GENERIC_KIND.test(cleaned) && new RegExp(`(?:哪些|哪几(?:个|份|项)?)${cleaned}(?:是|系)`).test(asking)) return undefined;
  return /^(?:完成|做完|搞定|弄完|写完|交完|干完|办完|做)(?:过|了)?$/.test(cleaned) ? undefined : cleaned;
}

/**
 * "我完成过哪些任务", "做完了哪些", "which did I finish": asking about what is done. Such a question needs no word for
 * tasks: what one finishes is a task.
 */
const COMPLETED_ASKED =
  /(?:完成|做完|搞定|弄完|写完|交完|干完|办完)(?:过|了)(?:的)?(?:哪些|哪几|什么|啥|几个|几件|多少)|(?<![未没])(?:已经?)?(?:完成|做完|搞定)了?的(?:任务|待办|事情?|作业)|\b(?:i'?ve|i have|did i|have i) (?:finished|completed|done)\b|\b(?:what|which)(?: ones?| tasks?)? did i (?:finish|complete|get done)\b|\b(?:everything|all|stuff|things|what)\s+i(?:'ve| have)?\s+(?:finished|completed|got done)\b/i;

/** "跟离散数学有关的", "哪些离散的没搞定": the subject named outright, which beats what is left of the question. */
const SUBJECT_NAMED = [
  /[“"「](.{1,20}?)[”"」]/u,
  // "跟 CET6 有关系的": the subject may be Latin letters and digits, spaced from the words around it.
  /(?:跟|和|与|关于)\s*((?:\p{Script=Han}|[A-Za-z0-9]){2,10}?)\s*(?:相关|有关)/u,
  // "还有啥训练相关的任务": the subject between the question word and 相关.
  /(?:啥|什么|哪些)(\p{Script=Han}{2,8}?)(?:相关|有关)的/u,
  // "高数相关的都给我拉出来": the subject opens the sentence, before 相关的 and however the listing is asked.
  /^(?:(?:把|将|看看|看下|看一下|查查|查下|查一下|找找|找一下|搜搜|列一下|列下)\s*)?(\p{Script=Han}{2,8}?)(?:相关|有关)的/u, /哪些(\p{Script=Han}{2,8}?)的(?:还)?(?:没|任务|待办|作业)/u,
  // "运动会那边我还有什么事没弄完": the event or side of things, before 那边 / 方面, is the subject.
  /^(?:我)?(\p{Script=Han}{2,10}?)(?:那边|这边|方面|那块|这块|那头)(?:的)?(?:我)?(?:还有|还剩|有|的)/u,
  // "我有没有记过这个论文": the thing asked whether it was noted.
  // "交班费那条被归在哪个象限", "取快递现在算第几象限": the to-do whose quadrant is asked, before where it sits.
  /^(?:我的?)?(\p{Script=Han}{2,10}?)(?:那条|这条|那个|这个|那件|这件)?(?:现在|目前)?(?:被)?(?:归|分|放|划|算|落|排)?(?:在|到|进|是|属于|成)?(?:了)?(?:哪个|哪一个|第几个?|什么|啥)象限/u,
  /(?:有没有|是否|是不是)(?:已经)?(?:记过|记了|记下过?|加过|存过)(?:这个|那个|这篇|那篇|这份|那份)?(\p{Script=Han}{2,10}?)(?:吗|呢|啊)?[？?。\s]*$/u];

// "…都给我拉出来", "…有几样得交的": the listing asked for and the count asked are the question, never a title.
const NOT_A_SUBJECT = /^(?:都|全)?(?:给我|帮我)?(?:拉|列|调|找|翻|捞|筛)(?:出来|一下|出)?$|^有?几(?:样|件|项|份)(?:得|要|该)?$|记了|记过|重要|紧急|简单|复杂|象限|截止|到期|过期|逾期|完成|做完|没做|未做|没交|未交|没写|最近|新记|刚记|快要|马上|现在|目前/;
/** "最急的", "最要紧的几个": how urgent or important the tasks are, which no title holds. */
const URGENCY_ONLY = /^(?:最|比较|特别|很|挺)?(?:急|紧急|要紧|重要|赶)(?:的)?(?:几个|几条|那些)?$/;
/** What every to-do is, which no title needs to hold. */
const GENERIC_KIND = /^(?:作业|功课|任务|待办|事情?|东西|ddl|活儿?|homework|assignments?)$/i;
/** "先冲这个💪", "然后我想先做那些": a remark about the student, which no title is. */
const REMARK = /我|你|然后|救命|嘿嘿|哈哈|摸鱼|求夸|别太多|的时候|\p{Extended_Pictographic}/u;

/** "连做完的也算上", "已完成的也列出来": the done ones as well as the open ones. */
const INCLUDES_DONE = /(?:连|包括|包含|加上|算上)(?:已经?)?(?:做完|完成|搞定|交了)的|(?:已经?)?(?:做完|完成|搞定)的也(?:算上|算|要|列|一起|都)/;

/** The structured query_tasks arguments a task question states; defaults are left for the tool to apply. */
/** "带“报告”两个字的": how long the quoted word is, which is no number of tasks. */
const CHARACTER_COUNT = /[一两二三四五六七八九十\d]+个?字/g;

export function taskQueryInput(said: string): QueryTasksInput {
  const notedOn = NOTED_ON.test(said);
  // "the most urgent thing right now": now is when it is asked, no bound on the deadlines.
  const text = said.replace(CHARACTER_COUNT, "").replace(NOTED_ON, "").replace(/\bright now\b/i, "");
  const query = parseTaskQuery(text, PHRASE_LOCATING_OPTIONS);
  const input: QueryTasksInput = {};
  // "还有哪些重要且紧急的任务": a quadrant, a time or a state between 哪些 and 的 is a filter, not a subject.
  // "重要又紧急的有哪些 我先冲这个💪": the subject is in the clause that asks, not in the remark around it.
  // "连做完的也算上，把数学相关任务都列出来": a clause naming the tasks beats one that only sets a filter.
  const clauses = text.split(/[，,。！!？?；;]+/);
  const asking = clauses.find((clause) => TASK_NOUN.test(clause)) ?? clauses.find((clause) => QUERY_WORD.test(clause)) ?? text;
  const named = SUBJECT_NAMED.map((pattern) => pattern.exec(text)?.[1]).find(
    (words) => words !== undefined && !NOT_A_SUBJECT.test(words) && !parseDateTime(words, PHRASE_LOCATING_OPTIONS),
  );
  const keyword = named ?? keywordOf(asking === text ? query.keyword : parseTaskQuery(asking, PHRASE_LOCATING_OPTIONS).keyword, text);
  // A single character left over ("待办里" → "里") names nothing; nor does how urgent they are ("最急的几个").
  // "落在", "得交掉", "放假前": what is left of the question's own words is no title (asked-filler-words.ts).
  if (keyword && [...keyword].length >= 2 && !URGENCY_ONLY.test(keyword) && !namesNothing(keyword)) input.keyword = withoutBreakBound(keyword);
  if (query.quadrant) input.quadrant = query.quadrant;
  if (INCLUDES_DONE.test(text)) input.include_completed = true;
  else if (query.completed_only || COMPLETED_ASKED.test(text)) input.completed_only = true;
  else if (query.include_completed) input.include_completed = true;
  const date = parseDateTime(text, PHRASE_LOCATING_OPTIONS);
  if (date) {
    // The phrase keeps its bounding words ("周五之前", "before Friday") so the tool reads the same bound.
    const phrase = date.matchedText.trim().replace(/^due\s+/i, "");
    if (date.relation === "from" || date.relation === "after") input.deadline_after = phrase;
    else input.deadline_before = phrase;
  }
  if (query.sort !== "deadline_asc") input.sort = query.sort;
  else if (notedOn || RECENTLY_NOTED.test(text)) input.sort = "created_desc";
  if (query.limit !== DEFAULT_TASK_QUERY_LIMIT) input.limit = query.limit;
  return input;
}

/**
 * "你觉得我现在应该先干哪件", "眼下最火烧眉毛的是哪件", "今天先弄哪个好": which to-do comes first, asked with no word
 * for to-dos — what one does first or what is most urgent is a to-do. Not "先复习哪门" (a study plan's order).
 */
const WHICH_FIRST =
  /(?:先|最先|首先|优先)(?:干|做|弄|搞|处理|忙|动|解决|搞定)(?:哪一?(?:件|个|样|项|条)|哪些|啥|什么)|最(?:火烧眉毛|迫在眉睫|急|紧急|着急|要紧|赶|要命|紧迫)的?(?:是|就是)?(?:哪一?(?:件|个|样|项|条)|啥|什么)/;

export function detectTaskQuery(text: string): Intent | undefined {
  if (WHICH_FIRST.test(text)) return { family: "query_tasks", input: taskQueryInput(text) };
  if (!COMPLETED_ASKED.test(text) && (!(TASK_NOUN.test(text) || quadrantFiled(text)) || !QUERY_WORD.test(text))) return undefined;
  return { family: "query_tasks", input: taskQueryInput(text) };
}
