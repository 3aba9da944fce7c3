/**
 * "概率论复习，5章，每章2节" / "帮我建一个线代复习计划，6章每章3节，排到下周" / "create a study plan for calculus, 4
 * chapters, 2 periods each": a new task class of N chapters of M periods, optionally with a range to schedule it in.
 */
import { parseSmallNumber } from "@/lib/tasks/chinese-numbers";
import type { Intent } from "./intent-types";
import { rangeWords } from "./schedule-words";

const NUMBER = "(\\d{1,2}|[一二两三四五六七八九十]{1,3})";
const UNIT = "(?:章|节|单元|讲|课|部分|chapters?|units?)";
const CHINESE = new RegExp(
  `^(.*?)[，,、：:\\s]*(?:共|一共|分成|分为|分)?${NUMBER}\\s*个?\\s*${UNIT}(?:内容)?[，,、\\s]*(?:每个?${UNIT}|每个|各)\\s*(?:复习|学习|学|安排)?\\s*${NUMBER}\\s*节`,
);
const ENGLISH = /^(?:please\s+)?(?:create|make|set up|build)\s+(?:a\s+|an\s+)?(?:new\s+)?(?:study\s+)?(?:plan|task class)\s+(?:for|called|named)\s+(.+?)(?:[,，]|\s+with)\s*(\d{1,2})\s+(?:chapters|units|parts)[,，]?\s*(\d{1,2})\s+periods?\s+each/i;

const CHINESE_LEAD = /^(?:请|麻烦)?(?:帮我|给我|我想|我要)?(?:新建|创建|建立|建|做|定|制定|列)?(?:一个|个)?(?:新的)?(?:\s*study\s*plan\s*[：:]\s*)?/i;
const CHINESE_TAIL = /(?:的)?(?:学习)?计划$/;

function className(raw: string): string {
  const trimmed = raw.trim().replace(CHINESE_LEAD, "").trim();
  const withoutTail = trimmed.replace(CHINESE_TAIL, "").trim();
  return withoutTail.length > 0 ? withoutTail : trimmed;
}

/** "英语听力计划：精听、泛听、跟读，各1节": a plan, its items listed, and the periods of each. */
const LISTED = new RegExp(`^(.*?(?:计划|复习|学习|练习|训练))[：:]\\s*([^，,。；;]+?)[，,\\s]*(?:各|每个|每项|每样|都)\\s*${NUMBER}\\s*节`);

function listedItems(text: string): Intent | undefined {
  const match = LISTED.exec(text);
  if (!match) return undefined;
  const items = match[2].split(/[、,，和]/).map((item) => item.trim()).filter((item) => item !== "");
  const duration = parseSmallNumber(match[3]);
  const name = className(match[1].replace(/^(?:我想|我要|想)?(?:弄|搞|做|建|定|列)?(?:一个|个)?/, ""));
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

/** "建个英语复习，4章": a new plan with only its chapters; each gets the tool's default of two periods. */
const CHAPTERS_ONLY = new RegExp(`^(?:请|麻烦)?(?:帮我)?(?:新建|创建|建立|建|弄|做|来)(?:一个|个)(.+?)[，,、：:\\s]*(?:共|一共|分)?${NUMBER}\\s*个?\\s*(?:章|单元)[。.!！\\s]*$`);
const DEFAULT_PERIODS_EACH = 2;

export function detectProposeClass(text: string): Intent | undefined {
  const listed = listedItems(text);
  if (listed) return listed;
  const english = ENGLISH.exec(text);
  if (english) {
    const chapters = Number(english[2]);
    const periodsEach = Number(english[3]);
    return { family: "propose_class", name: english[1].trim(), chapters, periodsEach, range: rangeWords(text.slice(english[0].length)) };
  }
  const chinese = CHINESE.exec(text);
  if (!chinese) {
    const bare = CHAPTERS_ONLY.exec(text);
    const chapters = bare ? parseSmallNumber(bare[2]) : null;
    return bare && chapters ? { family: "propose_class", name: className(bare[1]), chapters, periodsEach: DEFAULT_PERIODS_EACH } : undefined;
  }
  const name = className(chinese[1]);
  const chapters = parseSmallNumber(chinese[2]);
  const periodsEach = parseSmallNumber(chinese[3]);
  if (!name || chapters === null || periodsEach === null) return undefined;
  return { family: "propose_class", name, chapters, periodsEach, range: rangeWords(text.slice(chinese[0].length)) };
}
