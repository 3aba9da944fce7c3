/**
 * Taiwan's words for the study day, read as the Mandarin the readers key on: 堂 counts class periods the way 节 does
 * (大概兩堂, 一天最多三堂, 八點那堂), 讀 is doing a study block (那塊我沒讀, 只讀了一堂), 有 before a deed is its
 * having been done (早上的複習我有做, 那堂我有讀完: Taiwan's and the Min-speaking south's 有 + verb), 禮拜六日 is the
 * whole weekend, both days, and 考期中考 is the midterm itself. Rows of the everyday-word table, written in Simplified
 * (read after the Traditional → Simplified step); 空堂 (a free period) is everyday-words.ts's.
 */
import type { WordRow } from "./word-row";

/** What counts or points at a period: a number, 几, or 那 / 这 / 每 / 各 / 哪. */
const PERIOD_COUNTED = /(?:[0-9一二两三四五六七八九十几半]|那|这|每|各|哪|点)$/;

/** Who or how much did it: 我有做, 都有读, 其实有复习 (你有做吗 asks, and keeps its 有). */
const DID_SUBJECT = /(?:我|都|也|真的|其实|确实|全部|全都)$/;

/** The deed closing its clause: 我有做喔, 有读完了。 (我有做不完的作业, 我有复习资料 have the thing after). */
const DID_END = /^(?:了|[啦啊喔哦呀咯嘛噢哈])*(?:[，,。！!~～；;\s]|$)/;

/**
 * 有 + a study deed, read as the deed done: the verbs the check-in readers know (做了, 做完了, 交了); a 了 the student
 * wrote after it (有读完了) is that same 了.
 */
const DONE_WITH_HAVE: readonly WordRow[] = [
  ["有做完", "做完了"],
  ["有做好", "做好了"],
  ["有写完", "写完了"],
  ["有读完", "做完了"],
  ["有念完", "做完了"],
  ["有温完", "做完了"],
  ["有复习完", "做完了"],
  ["有做", "做了"],
  ["有读", "做了"],
  ["有念", "做了"],
  ["有温书", "做了"],
  ["有温", "做了"],
  ["有复习", "做了"],
  ["有交", "交了"],
].flatMap(([from, to]) => [
  { from: `${from}了`, to, needsBefore: DID_SUBJECT, needsAfter: DID_END },
  { from, to, needsBefore: DID_SUBJECT, needsAfter: DID_END },
]);

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
  // 下礼拜考期中考: Taiwan's 考 + the exam's name is the exam itself (考期 is no to-do); 备考, 参考期末考卷 keep theirs.
  { from: "考期中考", to: "期中考", notBefore: /[备参报赶补大]/ },
  { from: "考期末考", to: "期末考", notBefore: /[备参报赶补大]/ },
  ...DONE_WITH_HAVE,
];
