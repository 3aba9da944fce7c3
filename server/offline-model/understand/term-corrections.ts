/**
 * The term told in two minds: a double major's two calendars with the one to go by ("辅修课表上本周第9周，主修那边是
 * 第8周，以主修为准"), and the week confirmed while the total is put right ("现在第10周没错，不过学期一共19周，不是
 * 16周"). Both tell the week (set_term_week); term-intents.ts reads the plain forms.
 */
import { parseSmallNumber } from "@/lib/tasks/chinese-numbers";
import type { Intent } from "./intent-types";

const NUMBER = "(\\d{1,2}|[一二两三四五六七八九十]{1,3})";
const PROGRAMME = "(主修|辅修|双学位|二专业?|第二学位|本专业)";

/** "主修校历上这周是第12周", "辅修那边才是13": a programme's week as its calendar has it. */
const WEEK_OF = new RegExp(
  `${PROGRAMME}(?:的)?(?:校历|教学日历|课表|教务系统|那边|这边)?(?:上|里)?(?:的)?(?:这周|本周|现在|目前)?(?:才|已经|其实)*(?:是|算|为|到了?)?\\s*第?\\s*${NUMBER}\\s*(?:周)?`,
  "g",
);
/** "按主修的改", "以辅修为准", "跟着主修那边来". */
const GO_BY = new RegExp(`(?:按|按照|以|跟着|照)${PROGRAMME}(?:的|那边|这边)?(?:为准|改|来|算|设置?|更新)`);

function byProgramme(text: string): Intent | undefined {
  const chosen = GO_BY.exec(text)?.[1];
  if (!chosen) return undefined;
  const weeks = [...text.matchAll(WEEK_OF)].filter((said) => said[1] === chosen);
  const week = weeks.length === 1 ? parseSmallNumber(weeks[0][2]) : null;
  return week !== null && week >= 1 ? { family: "term_set", currentWeek: week } : undefined;
}

/** "这周是第13周没错", "现在第10周是对的": the week confirmed. */
const WEEK_CONFIRMED = new RegExp(`^(?:现在|这周|本周|目前|今天)(?:是|算)?第\\s*${NUMBER}\\s*周(?:是)?(?:没错|对的|没问题|是对的)`);
/** "但学期一共20周，不是18周": the total put right after it. */
const TOTAL_CORRECTED = new RegExp(
  `[，,。\\s]+(?:但是?|不过|只是|可是)?[，,\\s]*(?:这个?学期|本学期|学期)?(?:一共|总共|共)(?:是|有)?\\s*${NUMBER}\\s*(?:个)?周[，,\\s]*(?:不是|而不是|不是你记的)\\s*${NUMBER}\\s*(?:个)?周[。.!！\\s]*$`,
);

function totalCorrected(text: string): Intent | undefined {
  const confirmed = WEEK_CONFIRMED.exec(text);
  const total = confirmed ? TOTAL_CORRECTED.exec(text.slice(confirmed[0].length)) : null;
  if (!confirmed || !total) return undefined;
  const week = parseSmallNumber(confirmed[1]);
  const weeks = parseSmallNumber(total[1]);
  return week !== null && weeks !== null && week >= 1 && weeks >= week ? { family: "term_set", currentWeek: week, weeks } : undefined;
}

/**
 * "我们这边比你慢一周，应该是第9周", "你这边快了一周，其实才第9周": the student's calendar said ahead of or behind
 * the assistant's count, then the week it is. The week said is what is set; the comparison only says why.
 */
const WEEK_COMPARED = new RegExp(
  `^(?:我们|我|咱们)?(?:学校|这边|这儿|这里|学院)?(?:的)?(?:校历|进度)?(?:比你|比你们|跟你|和你)?(?:这边|这|那边|那)?(?:的)?(?:要)?(?:晚|早|慢|快|落后|提前)了?\\s*${NUMBER}\\s*(?:个)?(?:周|星期|礼拜)|^你(?:这边|这|那边|那)?(?:的)?(?:要)?(?:晚|早|慢|快)了?\\s*${NUMBER}\\s*(?:个)?(?:周|星期|礼拜)`,
);
const WEEK_AFTER = new RegExp(`^[，,。\\s]*(?:所以|那)?(?:现在|这周|本周)?(?:应该|其实|实际上|实际)?(?:才|已经)?(?:是|算)?第\\s*${NUMBER}\\s*周(?:才对|吧|啊|呀|哈)?[。.!！~～\\s]*$`);

function comparedWeek(text: string): Intent | undefined {
  const compared = WEEK_COMPARED.exec(text.trim());
  const after = compared ? WEEK_AFTER.exec(text.trim().slice(compared[0].length)) : null;
  const week = after ? parseSmallNumber(after[1]) : null;
  return week !== null && week >= 1 ? { family: "term_set", currentWeek: week } : undefined;
}

/**
 * "校历是19周，…，这周第13周没错，总周数帮我改成19", "学期周数改为18周": the term's length asked to be changed, with the
 * week (if told) confirmed beside it. Read whole, before 考试周 in the reasons reads as an exam.
 */
const LENGTH_CHANGED = new RegExp(
  `(?:^|[，,。\\s])(?:把)?(?:这个?学期|本学期|学期|校历)?(?:的)?(?:总周数|总的周数|一共的周数|周数|总长度|长度)(?:也)?(?:帮我|给我|麻烦)?(?:改成|改为|改到|设成|设为|设置成|设置为|调成|调到|更新为|更新成|换成)\\s*${NUMBER}\\s*(?:个)?(?:周|星期)?(?:吧|啊|哈)?[。.!！~～\\s]*$`,
);
const WEEK_TOLD = new RegExp(`(?:^|[，,。\\s])(?:现在|这周|本周|目前|今天)(?:是|算)?第\\s*${NUMBER}\\s*周`);

export function termLengthChanged(text: string): Intent | undefined {
  const changed = LENGTH_CHANGED.exec(text);
  const weeks = changed ? parseSmallNumber(changed[1]) : null;
  if (weeks === null || weeks < 1 || weeks > 30) return undefined;
  const told = WEEK_TOLD.exec(text.slice(0, changed?.index));
  const week = told ? parseSmallNumber(told[1]) : null;
  return { family: "term_set", weeks, ...(week !== null && week >= 1 && week <= weeks ? { currentWeek: week } : {}) };
}

export function correctedTerm(text: string): Intent | undefined {
  return byProgramme(text) ?? totalCorrected(text) ?? comparedWeek(text);
}
