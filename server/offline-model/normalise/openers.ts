/**
 * How a message is opened and closed around its request, read off before anything else: an opening that only asks for
 * attention or fills a pause ("麻烦你一下，", "那个那个，", "嗯，", "在吗？"), a closing that asks whether the
 * request is all right ("…，可以吗？"), and an emoji of mood or a lone 哈 softening its end. Found by surface variants of the tuned set (testing/eval/variants.ts): each of
 * these habits cost 6-14 % of the requests the model read when written plainly, because readers anchored at the start
 * of a message never saw the request's own first word. Each row is one habit, with sentences it reads and sentences it
 * leaves as they are (openers.test.ts).
 */
import type { FormRow } from "./form-row";
import type { Reading } from "./reading";
import { replacedAll } from "./rewrite";
import { FILLER_OPENING_ROW } from "./filler-openers";

/** A row that reads its match as `replace` says; applied to the whole message, every match. */
export type OpenerRow = FormRow;

/**
 * One emoji of mood as typed, with its joiners, variation selectors and skin tones: not a laugh (😂 🤣) and not a
 * mark a check-in is told in (✅ ❌ ✔ ☑ ✖ ❎ ⭕).
 */
const MOOD_EMOJI = String.raw`(?![\u{1F602}\u{1F923}\u{2705}\u{274C}\u{2714}\u{2611}\u{2716}\u{274E}\u{2B55}])\p{Extended_Pictographic}(?:\u{FE0F}|\u{200D}\p{Extended_Pictographic}|[\u{1F3FB}-\u{1F3FF}])*`;

const PAUSE = "[，,、。.！!~～；;…\\s]";

/** Words of a request, before a closing "可以吗": a question about the student's own plans keeps its 可以吗 (改天 is no 改). */
const REQUEST_WORDS = /帮|把|记|排|挪|移|删|改(?![天日])|提醒|叫我|加|勾|放|换|撤|取消|登记|新建|建个|标|推|列出|延后|提前/;

export const OPENER_ROWS: readonly OpenerRow[] = [
  FILLER_OPENING_ROW,
  {
    // A single 那个 stays: it may point at something ("那个，删了吧"); doubled, it points at nothing. A lone 嗯 is a
    // nod and stays whole, as does any opener that is the whole message.
    family: "an opening that only asks for attention or fills a pause",
    pattern: new RegExp(
      `^(?:(?:(?:麻烦|打扰|劳驾|拜托)(?:你|您)?一下|请问一下|(?:你)?在吗|在不在|那个那个(?:那个)*|就是说|嗯+|呃+|额+|emm+|(?:hello|hi|hey|哈喽|嗨)(?:呀|啊)?)(?:${PAUSE}|[？?])+)+(?=\\S)`,
      "giu",
    ),
    replace: () => "",
    examples: [
      ["麻烦你一下，概率论是哪天考来着", "概率论是哪天考来着"],
      ["那个那个，明天下午有空吗", "明天下午有空吗"],
      ["在吗？帮我记一下周五交报告", "帮我记一下周五交报告"],
      ["嗯，第二个", "第二个"],
      ["嗯嗯，不是明天，是后天上午10点", "不是明天，是后天上午10点"],
      ["嗯，明天下午三点开会吧", "明天下午三点开会吧"],
      ["hello, 把离散排到下周", "把离散排到下周"],
    ],
    counterexamples: ["麻烦你一下", "在吗", "嗯", "那个，删了吧", "那个那个", "麻烦事一下子多了，提醒我周五交表"],
  },
  {
    // "实验报告往后推一下😭", "那后天呢🥺": the student's mood after the request, which cost one request in ten read at
    // the message's end (…推一下$, …呢$). After a story that asks and corrects nothing and tells no coming day or figure
    // ("被理发师剪得太短了😭"), or after a wish ("希望一次过吧🙏"), it is the story's tone, which the readers weigh, and
    // stays; so does a laugh (😂 🤣: "躺平😂" is a joke), a mark a check-in is told in (✅ ❌ ✔️ …), and an emoji that is
    // the whole message.
    family: "an emoji closing the message",
    pattern: new RegExp(`(?<=[^\\s\\p{Extended_Pictographic}\\u{FE0F}\\u{200D}])\\s*(?:${MOOD_EMOJI}\\s*)+$`, "gu"),
    replace: (match) => (closesRequest(match.input.slice(0, match.index)) ? "" : undefined),
    examples: [
      ["实验报告往后推一下😭", "实验报告往后推一下"],
      ["那后天呢 🥺🥺", "那后天呢"],
      ["四点那段别动，两点那段放函数与等价关系🙏🏻", "四点那段别动，两点那段放函数与等价关系"],
      ["现在是第13周，一共19周😮‍💨", "现在是第13周，一共19周"],
      ["写错了，不是取快递，是寄快递😭", "写错了，不是取快递，是寄快递"],
      ["push the last two back a day😭", "push the last two back a day"],
    ],
    counterexamples: ["我今天的计划就是躺平😂", "第二章✅", "😭", "😭😭", "so tired 😭 what's due before Friday", "今天理了个头，被理发师剪得太短了😭", "重要又紧急的有哪些，我先冲这个💪", "帮我看看明天的课。希望一次过吧🙏"],
  },
  {
    // "帮我把离散排到下周 哈哈哈", "那后天呢hhh": a laugh after a request is its mood, as a closing emoji is (found by the
    // closing-laugh surface variant, testing/eval/habit-variants.ts); after a story it is the story's ("笑死哈哈哈").
    family: "a laugh closing a request",
    pattern: /(?<=[^\s哈h])(?:[\s，,。！!～~]+(?:哈{2,}|h{3,}|嘿嘿+|嘻嘻+)|哈{3,}|h{3,})[。！!～~\s]*$/giu,
    replace: (match) => (closesRequest(match.input.slice(0, match.index)) ? "" : undefined),
    examples: [
      ["帮我把离散排到下周 哈哈哈", "帮我把离散排到下周"],
      ["那后天呢hhh", "那后天呢"],
      ["不对，是周五，改一下 哈哈", "不对，是周五，改一下"],
      ["那后天呢哈哈哈", "那后天呢"],
    ],
    // Two 哈 said on the words ("倒计时开始了吗哈哈") may be the question's own laugh, which its readers weigh.
    counterexamples: ["笑死哈哈哈", "今天又没学哈哈", "哈哈哈", "我今天的计划就是躺平 哈哈哈", "倒计时开始了吗哈哈"],
  },
  {
    // "把离散排到周六，可以吗？" asks for the move, "线代期末1月10日上午，博学楼305，可以吗？" for the record, "第二个，可以吗？"
    // for the pick: the question is only courtesy. It is the message where what comes before is a question already
    // ("周四下午有空吗，可以吗？") or the student's own leave asked for ("我明天不去上课，可以吗？").
    family: "a closing that asks whether the request is all right",
    pattern: /(?<=\S)[，,\s]+(?:可以吗|行吗|好吗|可不可以|行不行|好不好|成吗|ok吗|OK吗)[？?～~]*$/gu,
    replace: (match) => (onlyCourtesy(match.input.slice(0, match.index)) ? "" : undefined),
    examples: [
      ["把离散排到周六，可以吗？", "把离散排到周六"],
      ["帮我记一下周四交表 行吗", "帮我记一下周四交表"],
      ["线代作业截止改到周五，好不好？", "线代作业截止改到周五"],
      ["马原期末1月10日上午8点半，博学楼305，可以吗？", "马原期末1月10日上午8点半，博学楼305"],
      ["这学期一共十九周，这周是第十二周，行吗", "这学期一共十九周，这周是第十二周"],
      ["第二个，可以吗？", "第二个"],
      ["不是周五，是周六上午十点，可以吗？", "不是周五，是周六上午十点"],
    ],
    // Said without a pause it is the question itself: "不知道把谓词逻辑挪去周四晚上行不行" asks whether it can be done.
    counterexamples: [
      "我明天不去上课，可以吗？",
      "周末想休息一天，行不行",
      "可以吗",
      "周四下午有空吗，可以吗？",
      "不知道把谓词逻辑那块挪去周四晚上行不行",
    ],
  },
  {
    // "把离三的复习排到下周，然后每天最多 呃 三节", "…往回排 嗯 早八别排", "…，嗯…礼拜三晚上": a hesitation typed by
    // voice or trailing off inside the message only fills a pause, and left there it split a limit from its number or a request from its condition. The pause stays (a
    // comma if one was typed), so the spaced clauses are still read as such. A hesitation before a value settled with
    // 吧 ("八点 呃 八点半吧") is the student correcting themself, which corrections.ts reads.
    family: "a hesitation filling a pause inside the message",
    // Between commas it stays: "…，呃，还是挺急的" takes a value back (corrections.ts), "…，嗯，周五也要" agrees.
    pattern: new RegExp(`(?<=[^${PAUSE.slice(1, -1)}])(\\s+|[，,]\\s*(?=\\S+…))(?:嗯+|呃+|额+|emm+)(\\s+|…+)(?=[^${PAUSE.slice(1, -1)}])`, "gu"),
    replace: (match) => {
      if (SETTLED.test(match.input.slice(match.index + match[0].length))) return undefined;
      if (/[^\s]/.test(match[1])) return "，";
      // "每天最多 呃 三节": after a word that waits for its amount, the pause was inside the phrase.
      return AWAITS_AMOUNT.test(match.input.slice(0, match.index)) ? "" : " ";
    },
    examples: [
      ["就是说把离三的复习啊排到下周，然后每天最多 呃 三节", "就是说把离散的复习啊排到下周，然后每天最多三节"],
      ["照期末的日子倒推帮我排复习，嗯…礼拜三晚上有社课不要排", "照期末的日子倒推帮我排复习，星期三晚上有社课不要排"],
      ["概率论复习排这周 嗯 午休那段别排", "概率论复习排这周，午休那段别排"],
      ["复习照考试顺序排一下 每天最多 嗯 两节就好", "复习照考试顺序排一下，每天最多两节就好"],
    ],
    counterexamples: ["嗯", "嗯嗯", "提醒我明天八点起床，嗯，周五也要"],
  },
  {
    // "离散排到下周哈", "put it in tomorrow's free slots哈": a lone 哈 only softens the message's end; readers anchored at
    // the end ("…先", "…free") never expected it. 哈哈 is a laugh and stays (a story, small talk).
    family: "a particle that only softens the end of a message",
    pattern: /(?<=[^\s哈嘻])哈(?=[。！!～~\s]*$)/gu,
    replace: () => "",
    examples: [
      ["离散排到下周，周日别排哈", "离散排到下周，周日别排"],
      ["put my 待办 into tomorrow's free slots哈", "put my 待办 into tomorrow's free slots"],
      ["我先冲这个💪哈", "我先冲这个💪"],
      ["记一下周五交报告哈！", "记一下周五交报告！"],
    ],
    counterexamples: ["哈", "今天又没学哈哈", "笑死哈哈哈", "笑死 哈"],
  },
  {
    // "在 在四教三零二", "是 是一月七号下午两点", "高数 高数那个考试": a word said twice by voice, the first left hanging
    // before a space; a reader of 在 + place or of a name never expects the stray copy.
    family: "a word said again at once by voice",
    pattern: /(?<=^|[\s，,])(\p{Script=Han}{1,4})\s+(?=\1\p{Script=Han})/gu,
    replace: () => "",
    examples: [
      ["数据库期末 一月十一号上午九点 在 在四教三零二", "数据库期末 一月十一号上午九点 在四教三零二"],
      ["有机化学期末 是 是一月七号下午两点", "有机化学期末，是一月七号下午两点"],
      ["高数 高数那个考试 没了", "高数那个考试 没了"],
    ],
    counterexamples: ["周五 周六都行", "周五 下午三点", "好 好"],
  },
];

/** A word that waits for the amount after it: "每天最多", "不超过", "大概", "抓". */
const AWAITS_AMOUNT = /(?:最多|至多|顶多|不超过|不要超过|别超过|上限|大概|大约|差不多|估计|抓|约)$/;
/** A value settled with 吧 after a hesitation, closing its clause: a correction (hesitations.ts), not a pause. */
const SETTLED = /^[^，,。；;！!？?…\s]{1,12}(?:吧|好了)/;

/**
 * The student asking leave for their own plans ("我明天不去上课", "周末想休息", "改天再说吧"): a question to answer,
 * not courtesy.
 */
const OWN_LEAVE = /(?:^|[，,\s])(?:我|周末|今天|明天|这周)?[^，,。]{0,6}(?:不去|不上|不来|请假|翘|逃课|休息|歇|不学|不复习|不写|不做|不想|摆烂|躺平|再说)/;
/** A clause that asks already: its own 吗, 呢, 么, a question mark, or a question word. */
const ASKS_ALREADY = /[吗呢么？?]\s*$|哪|什么|啥|几|多少|有没有|是不是|要不要|能不能/;

/** Words telling a coming day, a clock, a week, a chapter or a figure: facts for the planner ("是第14周😭", "周四要用😭"). */
const TELLS_WHEN = /\d|第[^，,。]{1,3}[周章节]|[一二两三四五六七八九十]+(?:点|号|节|个?小时|周|天)|(?:周|星期|礼拜)[一二三四五六日天]|[明后]天|[上下这本]周|上午|下午|晚上/;
/** A correction anywhere in the message, or a question closing it: words to the planner, not a story. */
const CORRECTS = /不是|错了|说错|写错|记错/;
const ASKS = /[吗呢？?]|哪|什么|啥|几/;
/** A wish closing the message ("希望一次过吧🙏"): its emoji is the wish's. */
const WISH = /^(?:希望|但愿|祝我|求求|保佑)/;

/**
 * Whether a closing emoji after these words is the mood of a request (read off) rather than a story's tone (kept):
 * a story ends asking nothing, tells no coming day or figure and corrects nothing ("今天理了个头，被理发师剪得太短了😭"); an
 * English message is read by its own rows, which never weigh an emoji.
 */
function closesRequest(before: string): boolean {
  const han = before.match(/\p{Script=Han}/gu)?.length ?? 0;
  if ((before.match(/[a-z]/gi)?.length ?? 0) > han) return true;
  const last = before.split(/[，,。！!；;\s]+/).filter(Boolean).at(-1) ?? "";
  if (WISH.test(last)) return false;
  return REQUEST_WORDS.test(before) || CORRECTS.test(before) || ASKS.test(last) || TELLS_WHEN.test(before);
}

/** Whether a closing "可以吗" after these words is only courtesy (see OPENER_ROWS). */
function onlyCourtesy(before: string): boolean {
  if (REQUEST_WORDS.test(before)) return true;
  return !ASKS_ALREADY.test(before) && !OWN_LEAVE.test(before);
}

/** The reading without its openers and its closing (see the module comment). */
export function withOpenersRead(reading: Reading): Reading {
  let read = reading;
  for (const row of OPENER_ROWS) read = replacedAll(read, row.pattern, row.replace);
  return read;
}
