/**
 * How a message is opened and closed around its request, read off before anything else: an opening that only asks for
 * attention or fills a pause ("麻烦你一下，", "那个那个，", "嗯，", "在吗？") and a closing that asks whether the
 * request is all right ("…，可以吗？"). Found by surface variants of the tuned set (testing/eval/variants.ts): each of
 * these habits cost 6-14 % of the requests the model read when written plainly, because readers anchored at the start
 * of a message never saw the request's own first word. Each row is one habit, with sentences it reads and sentences it
 * leaves as they are (openers.test.ts).
 */
import type { FormRow } from "./form-row";
import type { Reading } from "./reading";
import { replacedAll } from "./rewrite";

/** A row that reads its match as `replace` says; applied to the whole message, every match. */
export type OpenerRow = FormRow;

const PAUSE = "[，,、。.！!~～；;…\\s]";

/** Words of a request, before a closing "可以吗": a question about the student's own plans keeps its 可以吗 (改天 is no 改). */
const REQUEST_WORDS = /帮|把|记|排|挪|移|删|改(?![天日])|提醒|叫我|加|勾|放|换|撤|取消|登记|新建|建个|标|推/;

export const OPENER_ROWS: readonly OpenerRow[] = [
  {
    // A single 那个 stays: it may point at something ("那个，删了吧"); doubled, it points at nothing. A lone 嗯 is a
    // nod and stays whole, as does any opener that is the whole message.
    family: "an opening that only asks for attention or fills a pause",
    pattern: new RegExp(
      `^(?:(?:(?:麻烦|打扰|劳驾|拜托)(?:你|您)?一下|请问一下|(?:你)?在吗|在不在|那个那个(?:那个)*|就是说|嗯+|呃+|额+|emm+|(?:hello|hi|hey|哈喽|嗨)(?:呀|啊)?)(?:${PAUSE}|[？?])+)+(?=\\S)`,
      "giu",
    ),
    replace: () => "",
    examples: [
      ["麻烦你一下，概率论是哪天考来着", "概率论是哪天考来着"],
      ["那个那个，明天下午有空吗", "明天下午有空吗"],
      ["在吗？帮我记一下周五交报告", "帮我记一下周五交报告"],
      ["嗯，第二个", "第二个"],
      ["嗯嗯，不是明天，是后天上午10点", "不是明天，是后天上午10点"],
      ["嗯，明天下午三点开会吧", "明天下午三点开会吧"],
      ["hello, 把离散排到下周", "把离散排到下周"],
    ],
    counterexamples: ["麻烦你一下", "在吗", "嗯", "那个，删了吧", "那个那个", "麻烦事一下子多了，提醒我周五交表"],
  },
  {
    // "把离散排到周六，可以吗？" asks for the move: the question is only courtesy. Without a request before it
    // ("我明天不去上课，可以吗？") the question is the message.
    family: "a closing that asks whether the request is all right",
    pattern: /(?<=\S)[，,\s]+(?:可以吗|行吗|好吗|可不可以|行不行|好不好|成吗|ok吗|OK吗)[？?～~]*$/gu,
    replace: (match) => (REQUEST_WORDS.test(match.input.slice(0, match.index)) ? "" : undefined),
    examples: [
      ["把离散排到周六，可以吗？", "把离散排到周六"],
      ["帮我记一下周四交表 行吗", "帮我记一下周四交表"],
      ["线代作业截止改到周五，好不好？", "线代作业截止改到周五"],
    ],
    // Said without a pause it is the question itself: "不知道把谓词逻辑挪去周四晚上行不行" asks whether it can be done.
    counterexamples: ["我明天不去上课，可以吗？", "改天再说吧，好吗", "可以吗", "周四下午有空吗，可以吗？", "不知道把谓词逻辑那块挪去周四晚上行不行"],
  },
];

/** The reading without its openers and its closing (see the module comment). */
export function withOpenersRead(reading: Reading): Reading {
  let read = reading;
  for (const row of OPENER_ROWS) read = replacedAll(read, row.pattern, row.replace);
  return read;
}
