/**
 * Southern Min (Hokkien, Taiwanese) everyday words as Taiwan and Fujian students type them in Mandarin characters,
 * read as the Mandarin the readers key on: the days (今仔日, 明仔载, 昨昏), the parts of a day (透早, 下晡), 拜二 for
 * 礼拜二, 无闲 / 有闲 for busy and free, 啥物 for 什么, 拢 for 都, and a question closed by 无 (有课无, 有闲无). Rows of
 * everyday-words.ts's table, written in Simplified: reading only, the words saved stay the student's own.
 */
import type { WordRow } from "./word-row";

/** 拜 after these is worship or a visit (礼拜, 崇拜, 参拜, 朝拜, 回拜, 团拜), never the week's day. */
const NOT_A_WEEKDAY = /[礼崇参朝膜叩跪祭再回敬团]/;

const WEEKDAYS: readonly WordRow[] = ["一", "二", "三", "四", "五", "六", "日"].map((day) => ({
  from: `拜${day}`,
  to: `周${day}`,
  notBefore: NOT_A_WEEKDAY,
}));

export const MIN_WORDS: readonly WordRow[] = [
  { from: "今仔日", to: "今天" },
  { from: "明仔载", to: "明天" },
  { from: "明仔再", to: "明天" },
  { from: "昨昏", to: "昨天" },
  { from: "透早", to: "早上" },
  { from: "下晡", to: "下午" },
  ...WEEKDAYS,
  { from: "无闲", to: "没空" },
  { from: "有闲", to: "有空" },
  { from: "啥物", to: "什么" },
  // 攏无闲, 攏做完了: 拢 is 都 (拉拢, 靠拢, 合拢 keep theirs).
  { from: "拢", to: "都", notBefore: /[拉靠合聚收围笼]/ },
  // 明天有课无, 下晡有闲无？: 无 closing a 有 question asks it (有无 itself, 有意无意 are Mandarin and keep theirs).
  { from: "无", to: "吗", needsBefore: /有[^，,。？?！!无]{1,6}$/, needsAfter: /^[？?]?\s*$/ },
];
