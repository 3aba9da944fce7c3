/**
 * The planner's own phrases in the student's words, before the built-in model says any of them: what a plan left
 * out and why (lib/schedule/planner/left-out-text.ts), a day's load ("占用6/12"), a class name in brackets, a span of
 * window days. Days and periods are left to student-words.ts, which runs after this and turns them into dates and
 * clock times.
 */

/** The reasons left-out-text.ts gives, each as a student would say it. The unit notes in brackets are dropped. */
const REASONS: readonly [RegExp, string][] = [
  [/在可用范围内（[^）]*）没有合适的连续空闲时段/g, "能用的时间里找不到这么长的连续空闲"],
  [/可用范围内（[^）]*）的空闲时段已被它自己的其余部分用完/g, "能用的空闲已经被它前面的几项用完了"],
  [/而之后（[^）]*）已没有连续(\d+)节的空位/g, "之后已经没有连续 $1 节的空位"],
  [/还空着的时段所在的日子已达每日学习上限（(\d+)节）/g, "剩下的空闲都在已经排满每天 $1 节学习的日子里"],
  [/可用时段已被优先级更高的任务占用：/g, "能用的时间被更重要的任务占了："],
  [/可用时段已被其他任务占用：/g, "能用的时间被其他任务占了："],
  [/截止日(第\d+天)早于本次可安排的(第\d+天)/g, "截止日（$1）在能排的第一天（$2）之前"],
];

export function plannerPhrasesInWords(text: string): string {
  let said = text
    // "[概率论复习]：从 [35]第七章 起的1个任务（3节）未安排——…" (a class's chain from its first left-out item on).
    .replace(/\[([^\]\d][^\]]*)\]：从 (?:\[\d+\])?(.+?) 起的(\d+)个任务（(\d+)节）未安排——/g, "「$1」从「$2」起还有 $3 项（$4 节）没排下：")
    // "[41]完成大学物理实验报告：还差3节（共需4节）——…" (a loose task).
    .replace(/\[\d+\]([^\n：]+)：还差(\d+)节（共需(\d+)节）——/g, "「$1」还差 $2 节没排下（共要 $3 节）：")
    .replace(/未能安排（共(\d+)节）：/g, "没排下的（共 $1 节）：")
    // "第5天当前占用：…，占用6/12。" / "占用0/12": a day's load as a count.
    .replace(/占用(\d+)\/(\d+)/g, "已排 $1 节（一天共 $2 节）")
    .replace(/当前占用：/g, "已有安排：")
    // A class named in brackets, not an id.
    .replace(/\[([^\]\d][^\]]*)\]/g, "「$1」")
    // "第1-3天": a span of window days, as its first and last day (student-words.ts dates each).
    .replace(/第(\d+)-(\d+)天/g, "第$1天到第$2天");
  for (const [pattern, words] of REASONS) said = said.replace(pattern, words);
  return said;
}
