/**
 * More Wu (Shanghai, Suzhou, Ningbo) everyday words, beside the ones everyday-words.ts already reads: 阿拉 for "I /
 * we", 晏 for "late" before a little or a few days, 落脱 for what was left undone, 老早晓得 for "had I known", a day
 * or clock time's 前头 for "before", and 得来 as the intensifier before 要死 (冷得来要死). Mandarin's own
 * 得要死 / 得要命 is read with it: that 要 is "very", never an obligation to note.
 */
import type { WordRow } from "./word-row";

/** A clock time or a day said just before: 十点钟前头, 礼拜五前头, 12号前头 (前头 alone is "in front"). */
const TIME_JUST_SAID = /(?:[点钟号日天半]|[周期拜][一二三四五六日天]|周末)$/;

export const WU_WORDS: readonly WordRow[] = [
  // 阿拉伯 is Arabic.
  { from: "阿拉", to: "我", notAfter: /^伯/ },
  // 晏 alone is a name (晏殊); before 点 / 一点 / 几天 it is "late" (晏点交, 晏两天交).
  { from: "晏", to: "晚", needsAfter: /^(?:一?点|一些|些|[一两二三几]天)/ },
  { from: "落脱", to: "漏了" },
  { from: "老早晓得", to: "早知道" },
  { from: "前头", to: "前", needsBefore: TIME_JUST_SAID },
  { from: "得来要死", to: "死了" },
  { from: "得要死", to: "死了" },
  { from: "得来要命", to: "死了" },
  { from: "得要命", to: "死了" },
];
