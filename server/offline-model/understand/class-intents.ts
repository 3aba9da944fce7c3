/**
 * "概率论复习，5章，每章2节" / "帮我建一个线代复习计划，6章每章3节，排到下周" / "create a study plan for calculus, 4
 * chapters, 2 periods each": a new task class of N chapters of M periods, optionally with a range to schedule it in.
 */
import { parseSmallNumber } from "@/lib/tasks/chinese-numbers";
import { DURATION_SOURCE, periodsOf, saidDuration } from "@/lib/tasks/said-durations";
import type { Intent } from "./intent-types";
import { rangeWords } from "./schedule-words";
import { planOptions, withoutStartDay } from "./class-options";

const NUMBER = "(\\d{1,2}|[一二两三四五六七八九十]{1,3})";
const UNIT = "(?:章|节|单元|讲|课|部分|chapters?|units?)";
/** "10篇，每篇1节", "3本，每本4节": pieces of work counted as the plan's parts, only where a plan is said to be meant. */
const WORK_UNIT = "(?:篇|本|套|份)";
// "一共6章，一章两节": 一 before the part says each, as 每 does. "三篇综述，每篇3节": the work counted may be named.
const CHINESE = new RegExp(
  `^(.*?)[，,、：:\\s]*(?:共|一共|分成|分为|分)?${NUMBER}\\s*个?\\s*(${UNIT}|${WORK_UNIT})(?:内容|(?<=[篇本套份])[^，,、：:\\s\\d]{1,6}?)?[，,、\\s]*(?:每个?(?:${UNIT}|${WORK_UNIT})|每个|各|一(?:${UNIT}|${WORK_UNIT}))\\s*(?:复习|学习|学|安排|背|读|做)?\\s*${NUMBER}\\s*节`,
);
// "create a 线代 study plan with 6 chapters, 2 periods each": the name before "plan" as well.
const ENGLISH =
  /^(?:please\s+)?(?:create|make|set up|build)\s+(?:a\s+|an\s+)?(?:new\s+)?(?:(?:study\s+)?(?:plan|task class)\s+(?:for|called|named)\s+(.+?)|(?!study\b|plan\b)(.+?)\s+(?:study\s+|review\s+|prep\s+)?plan)(?:[,，]|\s+with)\s*(\d{1,2})\s+(?:chapters|units|parts)[,，]?\s*(\d{1,2})\s+periods?\s+each/i;


/**
 * "set up an HSK 5 prep plan: listening, reading, writing, 3 periods each", "make a study plan for 线代: vectors,
 * matrices and determinants, 2 periods each": the plan's parts listed after the colon, and the periods of each.
 */
const ENGLISH_LISTED =
  /^(?:please\s+)?(?:can you\s+)?(?:create|make|set up|build|start)\s+(?:me\s+)?(?:a\s+|an\s+)?(?:new\s+)?(.*?)\s*plan(?:\s+(?:for|called|named)\s+(.+?))?\s*[:：]\s*(.+?)[,，;]\s*(\d{1,2}|one|two|three|four|five|six)\s+periods?\s+(?:each|apiece)\b/i;
const ENGLISH_COUNTS: Readonly<Record<string, number>> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6 };

function englishListed(text: string): Intent | undefined {
  const match = ENGLISH_LISTED.exec(text);
  if (!match) return undefined;
  const name = (match[2] ?? match[1]).replace(/^(?:study|review|revision)$/i, "").trim();
  const items = match[3].split(/\s*(?:[,，、&]|\band\b)\s*/i).filter((item) => item !== "");
  const duration = ENGLISH_COUNTS[match[4].toLowerCase()] ?? Number(match[4]);
  if (name === "" || items.length < 2) return undefined;
  return {
    family: "propose_class",
    name,
    chapters: items.length,
    periodsEach: duration,
    items: items.map((content) => ({ content, duration })),
    range: rangeWords(text.slice(match[0].length)),
  };
}

// "开个口语训练计划": 开 makes a plan only before 个 ("开源软件复习" is a name).
// A one-character verb leads only before what it makes (个, 计划): "建筑史", "定积分", "列车" begin with one.
// "想开个Chem温书plan", "整个Stat温习计划": Cantonese asks with 想 alone, and 整 (make) before 个 opens a plan too.
const CHINESE_LEAD = /^(?:请|麻烦)?(?:帮我|给我|我想|我要|想)?(?:新建|创建|建立|制定|(?:建|搭|做|定|列)(?=一个|个|新的?|学习|复习|计划|\s)|[开整](?=一?个))?(?:一个|个)?(?:新的)?(?:\s*study\s*plan\s*[：:]\s*)?/i;
const CHINESE_TAIL = /(?:的)?(?:学习)?计划$/;

/** "新建复习计划“热学”：…": a name set in quotes is the plan's whole name, whatever words are around it. */
const QUOTED_NAME = /[“"「『]([^”"」』]{1,20})[”"」』]/;

/** "我想给中国古代史建一个复习计划": the subject the plan is for (never 给我, the student), then the kind of plan. */
const PLAN_FOR = /^(?:请|麻烦)?(?:帮我|我想|我要|想|要|打算|准备)?(?:给|为)(?!我|自己|咱)(.{2,}?)(?:新建|创建|建|做|弄|搞|定|制定|列|搭|开)(?:一)?个(?:新的?)?(复习|学习|备考|读书|背诵|刷题)?计划/;

const PLAN_THEN_SUBJECT = /^计划(复习|学习|备考|预习)(\p{Script=Han}{2,10})$|^(复习|学习|备考)?计划[，,\s]+(\p{Script=Han}{2,10})$/u;

function className(raw: string): string {
  const quoted = QUOTED_NAME.exec(raw);
  if (quoted) return quoted[1].trim();
  const planFor = PLAN_FOR.exec(raw.trim());
  if (planFor) return `${planFor[1].trim()}${planFor[2] ?? ""}`;
  const trimmed = raw.trim().replace(CHINESE_LEAD, "").trim();
  // "建个计划复习毛概", "建个复习计划，线代…": the plan asked for first, then what it is for; the name is the subject
  // and its study word, as "毛概复习" would have said it.
  const subjectAfter = PLAN_THEN_SUBJECT.exec(trimmed);
  if (subjectAfter) return `${subjectAfter[2] ?? subjectAfter[4]}${subjectAfter[1] ?? subjectAfter[3] ?? "复习"}`;
  // "法理学的复习计划": the 的 between a subject and its study word is no part of the name.
  const withoutTail = trimmed.replace(CHINESE_TAIL, "").replace(/的(?=(?:期末|期中)?(?:复习|学习|备考|预习)$)/, "").trim();
  return withoutTail.length > 0 ? withoutTail : trimmed;
}

/**
 * "分A、B三块", "包括A、B": parts counted after their list, which countedParts reads. 分 that begins a subject's own
 * word ("分治、贪心", "分析力学、…", "分子生物学") is the first item, not the lead.
 */
const PARTS_LEAD = "(?:分(?!治|析|布|子|类|式|支|解|离|配|层|词)(?:成|为)?|包括|包含|含)";
/** "英语听力计划：精听、泛听、跟读，各1节": a plan, its items listed, and the periods of each. */
// "…：力学、热学、光学，每块3节": each item by any word for a part of it.
// "新建一个大物期末复习，力学、热学、光学，每块3节": after a comma the items must be a list set apart by 、.
// "…：光电效应、迈克尔逊干涉，每份3节": a piece of work counted by 份 / 篇 / 套 is a part too.
// "建个复习计划补一补：…，每块给两节": a few words of what the plan is for before the colon, 给 before the periods.
const LISTED = new RegExp(`^(.*?(?:计划|复习|学习|练习|训练))(?:(?:补一补|补补|梳理一下|理一理|过一遍)?[：:]\\s*(?!${PARTS_LEAD})([^，,。；;]+?)|[，,]\\s*(?!${PARTS_LEAD})([^，,。；;]+?、[^，,。；;]+?))[，,\\s]*(?:各|每个部分|每个|每项|每样|每块|每部分|每一块|每一个|每一项|每章|每门|每科|每一门|每份|每篇|每套|每本|每一?步|都)\\s*(?:给|安排|排)?\\s*${NUMBER}\\s*节`);
/** "《中国通史》《全球通史》": book titles set side by side are a list, each title an item. */
const TITLES_SIDE_BY_SIDE = /》\s*(?=《)/g;

/**
 * "期末前还要交三份实验报告，建个计划：…": a bare 建个计划 after a clause that counts the work due names the plan
 * by that work, not by the words around the count.
 */
const BARE_PLAN_ASK = /[，,。；;]\s*(?:请|麻烦)?(?:帮我|给我)?(?:新建|创建|建立|建|做|定|制定|列|来|开)(?:一个|个)?(?:新的?)?(?:学习|复习)?计划$/;
const COUNTED_WORK = new RegExp(`${NUMBER}\\s*(?:份|篇|套|项|个)(.+)$`);

/**
 * "刑法总论这学期讲得特别快，我基本没跟上。想自己建个复习计划": a plan asked for after a story names no subject; it is
 * for the course the story opens with.
 */
const ASKED_AFTER_STORY = /^(.+[，,。！!…])\s*(?:我)?(?:想|要|打算)?(?:自己)?(?:帮我|给我)?(?:新建|创建|建立|建|做|定|制定|列|来|开)(?:一个|个)?(?:新的?)?(?:学习|复习)?计划$/;
const STORY_SUBJECT = /^(\p{Script=Han}{2,10}?)(?:这学期|这门课?|学得|讲得|老师|我|太|真的|实在)/u;

/** The course a story opens with ("自动控制原理学得我头都大了"), or undefined when it opens with no subject. */
export function storySubject(story: string): string | undefined {
  const subject = STORY_SUBJECT.exec(story.trim())?.[1];
  return subject && !/^(?:最近|今天|昨天|这周|这学期|感觉|真的|本来|其实)/.test(subject) ? subject : undefined;
}

function listedName(head: string): string {
  const story = ASKED_AFTER_STORY.exec(head);
  const subject = story ? storySubject(story[1]) : undefined;
  if (subject) return `${subject}复习`;
  const ask = BARE_PLAN_ASK.exec(head);
  const work = ask ? COUNTED_WORK.exec(head.slice(0, ask.index)) : null;
  if (work) return work[2].trim();
  return className(head.replace(/^(?:我想|我要|想)?(?:弄|搞|做|建|定|列)?(?:一个|个)?/, ""));
}

function listedItems(said: string): Intent | undefined {
  const text = said.replace(TITLES_SIDE_BY_SIDE, "》、");
  const match = LISTED.exec(text);
  if (!match) return undefined;
  const items = (match[2] ?? match[3]).split(/[、,，和]/).map((item) => item.trim()).filter((item) => item !== "");
  const duration = parseSmallNumber(match[4]);
  const name = listedName(match[1]);
  if (items.length < 2 || duration === null || !name) return undefined;
  return {
    family: "propose_class",
    name,
    chapters: items.length,
    periodsEach: duration,
    items: items.map((content) => ({ content, duration })),
    range: rangeWords(text.slice(match[0].length)),
  };
}

/** "建个计划：", "新计划：", "复习计划：": the label of a plan asked for, before its name. */
// "计划名：古代汉语文选：…": the label of the name, set before it as a form's field is.
const PLAN_LABEL = /^(?:(?:请|麻烦)?(?:帮我|给我)?(?:新建|创建|建立|建|搭|做|定|制定|列|来|开)?(?:一个|个)?(?:新的?)?(?:学习|复习)?计划|(?:学习|复习)?计划(?:的)?(?:名|名字|名称))\s*[：:]\s*(?=\S)/;
/** Words that say a plan is meant, when no label does: "线代期末复习", "动态规划专题". */
const PLAN_WORDS = /复习|学习|计划|专题|备考|训练|练习|集训/;
// "分听力 阅读 翻译 写作 每样一节": 样 is a part too, and the parts may be set apart by spaces alone.
const ITEM_UNIT = "(?:块|部分|个部分|模块|板块|单元|章|专题|项|样|个)";

/**
 * "建个计划：图论专题，分最短路、生成树、网络流三块，每块2节": the plan's name, its parts listed after 分 / 包括 with
 * their count, and the periods of each.
 */
const COUNTED_PARTS = new RegExp(
  `^(.+?)[，,：:\\s]+${PARTS_LEAD}\\s*([^，,。；;]+?)\\s*(?:(?:共|一共)?${NUMBER}\\s*${ITEM_UNIT})?[，,\\s]*(?:每个?${ITEM_UNIT}?|各)\\s*(?:复习|学习|学|安排)?\\s*${NUMBER}\\s*节`,
);

function countedParts(text: string): Intent | undefined {
  const labelled = PLAN_LABEL.test(text);
  const match = COUNTED_PARTS.exec(text.replace(PLAN_LABEL, ""));
  if (!match) return undefined;
  const items = match[2].split(/[、,，和\s]+/).map((item) => item.trim()).filter((item) => item !== "");
  const duration = parseSmallNumber(match[4]);
  const name = className(match[1]);
  // The head as said ("建个计划叫“…”") may say a plan is meant where a quoted name does not.
  if (items.length < 2 || duration === null || !name || (!labelled && !PLAN_WORDS.test(match[1]))) return undefined;
  return { family: "propose_class", name, chapters: items.length, periodsEach: duration, items: items.map((content) => ({ content, duration })) };
}

/**
 * "新计划：概率论期末复习；随机变量 2节；数字特征 2节；参数估计 3节" (a list the normaliser joined): the plan's name, then each
 * part with its own periods.
 */
const PART_WITH_PERIODS = new RegExp(`^(.+?)\\s*[：:]?\\s*${NUMBER}\\s*节$`);

/** "帮我建个课程设计计划": a verb that makes a plan, then its name and 计划. */
const NAMED_PLAN_ASKED = /^(?:请|麻烦)?(?:帮我|给我)?(?:新建|创建|建立|建|搭|做|定|制定|列|来|开)(?:一个|个)?.+计划$/;

function partsWithPeriods(text: string): Intent | undefined {
  const labelled = PLAN_LABEL.test(text);
  const [head, ...rest] = text.replace(PLAN_LABEL, "").split(/\s*[：:；;，,、]\s*/).filter((segment) => segment.trim() !== "");
  if (head === undefined || rest.length < 2 || PART_WITH_PERIODS.test(head)) return undefined;
  const items = rest.map((segment) => PART_WITH_PERIODS.exec(segment.trim()));
  const name = className(head);
  // "帮我建个课程设计计划：…": the 计划 that names the plan says one is meant, though the name holds no study word.
  const asked = labelled || PLAN_WORDS.test(name) || NAMED_PLAN_ASKED.test(head);
  if (items.some((item) => item === null) || !name || !asked) return undefined;
  const parts = items.map((item) => ({ content: (item as RegExpExecArray)[1].trim(), duration: parseSmallNumber((item as RegExpExecArray)[2]) ?? 0 }));
  if (parts.some((part) => part.content === "" || part.duration < 1)) return undefined;
  return { family: "propose_class", name, chapters: parts.length, periodsEach: parts[0].duration, items: parts };
}

/**
 * "帮我把专业课作品的进度建成计划：草图2节、定稿3节", "三大构成的作业：平面构成、色彩构成各两节，建成一个计划": a plan
 * asked for in so many words (建成计划) before or after the named work and its parts, so no study word is needed.
 */
const MADE_INTO = "(?:建成|做成|弄成|整理成|列成|排成|变成)";
const ASKED_BEFORE = new RegExp(`^(?:请|麻烦)?(?:帮我|给我)?(?:把|将)(.+?)${MADE_INTO}(?:一个|个)?(?:学习|复习)?计划\\s*[：:]\\s*(.+)$`);
const ASKED_AFTER = new RegExp(`^(.+?)\\s*[：:]\\s*(.+?)[，,。；;\\s]*(?:请|麻烦)?(?:帮我|给我)?(?:${MADE_INTO}|建|做|弄|来)(?:一个|个)?(?:学习|复习)?计划(?:吧|呗)?[。!！\\s]*$`);
const EACH_PERIODS = new RegExp(`\\s*各\\s*${NUMBER}\\s*节$`);
/** "专业课作品的进度": how far it has got is no part of the work's name. */
const PROGRESS_WORDS = /(?:的)?(?:进度|安排|流程|步骤)$/;

function planAskedInWords(text: string): Intent | undefined {
  const match = ASKED_BEFORE.exec(text) ?? ASKED_AFTER.exec(text);
  if (!match) return undefined;
  const name = className(match[1]).replace(PROGRESS_WORDS, "");
  const segments = match[2].split(/\s*[、，,；;]\s*/).filter((segment) => segment !== "");
  const each = EACH_PERIODS.exec(segments.at(-1) ?? "");
  if (each) segments[segments.length - 1] = segments[segments.length - 1].slice(0, each.index);
  const parts = segments.map((segment) => {
    const own = PART_WITH_PERIODS.exec(segment);
    return { content: (own ? own[1] : segment).trim(), duration: parseSmallNumber(own ? own[2] : (each?.[1] ?? "")) ?? 0 };
  });
  if (!name || parts.length < 2 || parts.some((part) => part.content === "" || part.duration < 1)) return undefined;
  return { family: "propose_class", name, chapters: parts.length, periodsEach: parts[0].duration, items: parts };
}

/** "建个英语复习，4章": a new plan with only its chapters; each gets the tool's default of two periods. */
const CHAPTERS_ONLY = new RegExp(`^(?:请|麻烦)?(?:帮我)?(?:新建|创建|建立|建|弄|做|来)(?:一个|个)(.+?)[，,、：:\\s]*(?:共|一共|分)?${NUMBER}\\s*个?\\s*(?:章|单元)[。.!！\\s]*$`);
const DEFAULT_PERIODS_EACH = 2;

/**
 * "数学真题还剩五套没刷，建个复习计划，每套2节": what is left of something counted (套, 份, 篇 …), a plan asked for, and
 * the periods of each. The count left is the plan's chapters; the words before it name the plan.
 */
const LEFT_UNIT = "(?:套|份|张|篇|讲|章|单元|个|组)";
const LEFT_THEN_PLAN = new RegExp(
  `^(.+?)(?:还|只)?(?:剩下?|剩余|差|有)${NUMBER}\\s*${LEFT_UNIT}(?:卷子|试卷|真题|题)?(?:没(?:做|写|刷|看|复习|练)|要(?:做|写|刷|看))?(?:完)?[，,。\\s]+(?:请|麻烦)?(?:帮我|给我)?(?:新建|创建|建立|建|弄|做|开|来|定|制定)(?:一)?个?(?:新的?)?(?:学习|复习|刷题)?计划[，,\\s]*(?:每${LEFT_UNIT}|各)\\s*(?:复习|学习|学|安排|做|刷)?\\s*${NUMBER}\\s*节`,
);

function leftThenPlan(text: string): Intent | undefined {
  const match = LEFT_THEN_PLAN.exec(text);
  if (!match) return undefined;
  const name = className(match[1]);
  const chapters = parseSmallNumber(match[2]);
  const periodsEach = parseSmallNumber(match[3]);
  if (!name || chapters === null || periodsEach === null) return undefined;
  return { family: "propose_class", name, chapters, periodsEach, range: rangeWords(text.slice(match[0].length)) };
}

/**
 * "开个听力训练计划：总共五次，每次一节": a plan of so many sittings of so many periods; each sitting is a chapter.
 * Only a plan is meant ("X分两次，每次两节" alone is one to-do done in two goes).
 */
// "六级冲刺计划，考前一共练8次": when (考前) and the verb (练) may stand before the count.
// "分三次做完，每次…": what the sittings finish may close their count.
const SITTINGS_PLAN = new RegExp(`^(.+?)[，,、：:\\s]*(?:考前|之前)?(?:共|一共|总共|分成?)\\s*(?:练|做|刷|学|复习)?\\s*${NUMBER}\\s*(?:次|回|轮)(?:做完|学完|复习完|刷完|搞定|完成)?[，,、\\s]*每(?:次|回|轮)\\s*(?:复习|学习|学|安排|做|刷|练)?\\s*${NUMBER}\\s*节`);

function sittingsPlan(text: string): Intent | undefined {
  const match = SITTINGS_PLAN.exec(text);
  if (!match || !PLAN_WORDS.test(match[1])) return undefined;
  // "…计划，考前": the plan is named in its own clause.
  const name = className(match[1].replace(/[，,、：:\s]+(?:考前|之前)?$/, ""));
  const chapters = parseSmallNumber(match[2]);
  const periodsEach = parseSmallNumber(match[3]);
  if (!name || chapters === null || periodsEach === null) return undefined;
  return { family: "propose_class", name, chapters, periodsEach, range: rangeWords(text.slice(match[0].length)) };
}

/**
 * "每章45分钟", "每次一个半小时", "各半小时": the length of each part said as time is that many periods (rounded up, as
 * an estimate is), so every reader below reads it as it reads "每章1节".
 */
const EACH_IN_TIME = new RegExp(`((?:每|各)[^，,。；;\\d一二两三四五六七八九十半]{0,3}?\\s*(?:复习|学习|学|安排|做|刷|练)?\\s*)(${DURATION_SOURCE})`, "g");

function periodsSaidAsTime(text: string): string {
  return text.replace(EACH_IN_TIME, (whole, each: string, amount: string) => {
    const said = saidDuration(amount);
    return said ? `${each}${periodsOf(said.minutes, "up")}节` : whole;
  });
}

/**
 * "我们组的课程汇报分四块，我想建个计划叫“课程汇报准备”，每块2节": the plan named in a clause between its parts and
 * their periods. Read as if the name came first ("建个计划叫“…”：…分四块，每块2节"), its 块 counted as parts.
 */
const NAMED_PLAN_CLAUSE = /[，,。；;]\s*(?:我)?(?:想|要|想要|打算)?(?:帮我|给我)?(?:建|新建|创建|做|开|弄)(?:一个|个)(?:新的?)?(?:学习|复习)?计划(?:叫做?|名为|名字叫|就叫)[“"「]([^”"」]{1,20})[”"」]/;

function namedPlanFirst(text: string): string {
  const named = NAMED_PLAN_CLAUSE.exec(text);
  if (!named || named.index === 0) return text;
  const rest = `${text.slice(0, named.index)}${text.slice(named.index + named[0].length)}`.replace(/(?<=[一二两三四五六七八九十\d]\s*|每)块/g, "部分");
  return `建个计划叫“${named[1]}”：${rest}`;
}

export function detectProposeClass(said: string): Intent | undefined {
  const intent = proposedClass(namedPlanFirst(withoutStartDay(said)));
  return intent?.family === "propose_class" ? { ...intent, ...planOptions(said) } : intent;
}

/** A plan wished for, its subject said and nothing of its parts: the parts are asked for (decide-class.ts). */
function wishedPlan(text: string): Intent | undefined {
  const wish = PLAN_FOR.exec(text.trim());
  if (!wish || text.trim().slice(wish[0].length).replace(/^(?:吧|呢|啊)?[。.!！~～\s]*/, "") !== "") return undefined;
  return { family: "propose_class", name: className(wish[0]), chapters: 0, periodsEach: 0, partsUnsaid: true };
}

/**
 * "帮我把小组作业拆一拆，分几天做完", "把毕业论文拆成几块慢慢写": one piece of work to be split into parts over days, with
 * no parts said — a plan wished for, whose parts are asked for (a guess of chapters would be wrong).
 */
const SPLIT_WISHED =
  /^(?:请|麻烦)?你?(?:帮我|给我)?(?:把|将)(?!(?:这|本|下下?|今|明|后)(?:周|天|晚|个|星期))(\p{Script=Han}{2,12}?)(?:拆一拆|拆一下|拆开|拆分一下|拆分|拆成几(?:块|部分|份|步)|分解一下|分解|切一切|分成几(?:块|部分|份|步))(?:[，,\s]*(?:分(?:成)?几(?:天|次|回)|慢慢|分开|一点点)(?:来|做|写|弄|搞|完成)?(?:完|掉)?)?(?:吧|呗|呀)?[。.!！~～\s]*$/u;

function splitWished(text: string): Intent | undefined {
  const split = SPLIT_WISHED.exec(text.trim());
  return split ? { family: "propose_class", name: split[1], chapters: 0, periodsEach: 0, partsUnsaid: true } : undefined;
}

function proposedClass(said: string): Intent | undefined {
  const text = periodsSaidAsTime(said);
  const listed =
    englishListed(text) ?? listedItems(text) ?? countedParts(text) ?? partsWithPeriods(text) ?? planAskedInWords(text) ?? leftThenPlan(text) ?? sittingsPlan(text) ?? wishedPlan(text) ?? splitWished(text);
  if (listed) return listed;
  const english = ENGLISH.exec(text);
  if (english) {
    const chapters = Number(english[3]);
    const periodsEach = Number(english[4]);
    return { family: "propose_class", name: (english[1] ?? english[2]).trim(), chapters, periodsEach, range: rangeWords(text.slice(english[0].length)) };
  }
  const chinese = CHINESE.exec(text);
  if (!chinese) {
    const bare = CHAPTERS_ONLY.exec(text);
    const chapters = bare ? parseSmallNumber(bare[2]) : null;
    return bare && chapters ? { family: "propose_class", name: className(bare[1]), chapters, periodsEach: DEFAULT_PERIODS_EACH } : undefined;
  }
  const name = className(chinese[1]);
  const chapters = parseSmallNumber(chinese[2]);
  const periodsEach = parseSmallNumber(chinese[4]);
  // "作业3套，每套2节" alone is one to-do's work; counted so, it is a plan only when one is said to be meant.
  const workCounted = new RegExp(`^${WORK_UNIT}$`).test(chinese[3]);
  if (!name || chapters === null || periodsEach === null || (workCounted && !PLAN_WORDS.test(chinese[1]))) return undefined;
  return { family: "propose_class", name, chapters, periodsEach, range: rangeWords(text.slice(chinese[0].length)) };
}
