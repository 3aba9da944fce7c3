/**
 * A part of the day the student spends the same way every day, told as why it is kept out of the plan: "我晚上固定去
 * 自习室刷执医题", "上午我一般都在实验室", "我下午通常要去球场". The habit is a reason beside the refusal ("晚上别动"),
 * so its part of the day is kept free and its words name no subject. A row of said-limits.ts's table.
 */
import { keptFreeWords } from "./kept-free-words";
import { END, START, type LimitRow } from "./limit-types";

const PART = "(?:早上|上午|中午|下午|傍晚|晚上|夜里)";
const HABITUALLY = "(?:固定|一般|通常|平时|基本上?|每天|天天|都|一直|雷打不动)+";

export const HABIT_LIMIT_ROWS: readonly LimitRow[] = [
  {
    family: "a part of the day spent the same way, told",
    pattern: new RegExp(`${START}(?:我)?(?:每天)?${PART}(?:我)?${HABITUALLY}(?:要|得|会)?(?:去|在)(?![^，,。]*(?:哪|什么|啥|吗|么))[^，,。？?]{1,14}${END}`, "g"),
    read: (clause) => {
      const words = keptFreeWords(clause);
      return words.length > 0 ? { keepFree: words } : undefined;
    },
    reason: true,
    examples: ["我晚上固定去自习室刷执医题", "上午我一般都在实验室", "我下午通常要去球场"],
    counterexamples: ["晚上去自习室", "晚上一般在哪学"],
  },
];
