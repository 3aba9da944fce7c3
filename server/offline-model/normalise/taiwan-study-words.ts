/**
 * Taiwan's words for the study day, read as the Mandarin the readers key on: 堂 counts class periods the way 节 does
 * (大概兩堂, 一天最多三堂, 八點那堂), 讀 is doing a study block (那塊我沒讀, 只讀了一堂), and 禮拜六日 is the whole
 * weekend, both days. Rows of the everyday-word table, written in Simplified (read after the Traditional →
 * Simplified step); 空堂 (a free period) is everyday-words.ts's.
 */
import type { WordRow } from "./word-row";

/** What counts or points at a period: a number, 几, or 那 / 这 / 每 / 各 / 哪. */
const PERIOD_COUNTED = /(?:[0-9一二两三四五六七八九十几半]|那|这|每|各|哪|点)$/;

export const TAIWAN_STUDY_WORDS: readonly WordRow[] = [
  // 两堂, 那堂, 每堂: 堂 after a count or a pointer is a period (节); 课堂, 食堂, 礼堂, 堂哥 keep theirs, and 空堂 is
  // read whole before 堂 is reached.
  { from: "堂", to: "节", needsBefore: PERIOD_COUNTED },
  // 没读, 只读了一堂, 读了两堂: 读 of a study block is doing it. 没读懂 / 没读过 / 读书 are reading itself.
  { from: "没读", to: "没做", notAfter: /^[懂过到书]/ },
  { from: "只读了", to: "只做了" },
  { from: "读了", to: "做了", needsAfter: /^[0-9一二两三四五六七八九十几半]+\s*(?:堂|节)/ },
  // 爬不起来, 起不了床来: not getting up, said the way the readers of a kept-free first period know (起不来).
  { from: "爬不起来", to: "起不来" },
  { from: "爬不起", to: "起不来", notAfter: /^[来床]/ },
  // 礼拜六日, 周六日: Saturday and Sunday said at once are both weekend days; 周六日程 is Saturday's schedule.
  { from: "礼拜六日", to: "周六周日", notAfter: /^[程记期子]/ },
  { from: "星期六日", to: "周六周日", notAfter: /^[程记期子]/ },
  { from: "周六日", to: "周六周日", notAfter: /^[程记期子]/ },
];
