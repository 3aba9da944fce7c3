/**
 * A study block named in English when the planner holds it in Chinese: "the predicate logic block" for 谓词逻辑与推理
 *理论, "the chapter 1 probability block" for 第一章 随机事件与概率 of 概率论复习. Each English word is read as the
 * Chinese word of a topic or a class (or as a word that only says what kind of thing it is), and the name is the task
 * whose class and name hold every one of them. A word the table does not know leaves the name unread: a guess at one
 * word would pick a block the student did not mean.
 */

/** Topics of the classes students plan, and the classes themselves, by their English names. */
const TOPIC_WORDS: readonly [RegExp, string][] = [
  [/^predicates?$/, "谓词"],
  [/^propositional$/, "命题"],
  [/^logic$/, "逻辑"],
  [/^inference$|^reasoning$/, "推理"],
  [/^prob(?:ability)?$/, "概率"],
  [/^stat(?:s|istics)$/, "统计"],
  [/^random$/, "随机"],
  [/^events?$/, "事件"],
  [/^variables?$/, "变量"],
  [/^distributions?$/, "分布"],
  [/^expectations?$/, "期望"],
  [/^variances?$/, "方差"],
  [/^estimation$/, "估计"],
  [/^hypothesis$/, "假设"],
  [/^testing$/, "检验"],
  [/^sets?$/, "集合"],
  [/^relations?$/, "关系"],
  [/^functions?$/, "函数"],
  [/^graphs?$/, "图"],
  [/^trees?$/, "树"],
  [/^discrete$/, "离散"],
  [/^algebra(?:ic)?$/, "代数"],
  [/^linear$/, "线性"],
  [/^physics$/, "物理"],
  [/^calculus$/, "高等数学"],
  [/^mock$/, "模拟"],
];

/** Words that only say what kind of thing is named, or point at it. */
const KIND_WORDS = /^(?:the|my|a|that|this|block|blocks|session|sessions|slot|review|revision|study|studying|one|part|bit|of|and|theory|exam|final)$/;

const CHINESE_NUMBERS = ["", "一", "二", "三", "四", "五", "六", "七", "八", "九", "十"];

/** "chapter 1", "ch 3", "chapter one": the chapter in the planner's words (第一章). */
const CHAPTER = /\b(?:chapter|ch\.?)\s*(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)\b/;
const NUMBER_WORDS = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];

/** The Chinese words an English name says, or undefined when one of its words is not known. */
export function topicWordsOf(name: string): string[] | undefined {
  const said = name.toLowerCase().trim();
  if (!/^[a-z0-9 .'-]+$/.test(said) || !/[a-z]{3}/.test(said)) return undefined;
  const words: string[] = [];
  const chapter = CHAPTER.exec(said);
  if (chapter) {
    const number = /^\d+$/.test(chapter[1]) ? Number(chapter[1]) : NUMBER_WORDS.indexOf(chapter[1]);
    if (number < 1 || number > 10) return undefined;
    words.push(`第${CHINESE_NUMBERS[number]}章`);
  }
  for (const word of said.replace(CHAPTER, " ").split(/[\s'-]+/).filter((piece) => piece !== "" && piece !== "s")) {
    if (KIND_WORDS.test(word)) continue;
    const topic = TOPIC_WORDS.find(([pattern]) => pattern.test(word))?.[1];
    if (topic === undefined) return undefined;
    words.push(topic);
  }
  return words.length > 0 ? words : undefined;
}
