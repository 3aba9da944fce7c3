/**
 * The labelled sentences the last-chance reader (nearest-intent.ts) compares a message with: the model's own data,
 * exemplars.json (the requests of the agent eval's sets, written there by testing/eval/exemplars.ts; server/ may not
 * read testing/, and a test fails when the data is stale), checked when it is loaded, and a few lines of plain chat kept here, which the eval sets hold
 * too few of for a message such as "今天好累" to land near them rather than near "今天有什么课".
 */
import { z } from "zod";
import type { Exemplar } from "./nearest";
import { EXEMPLAR_LABELS, type ExemplarLabel } from "./exemplar-labels";
import data from "./exemplars.json";
import { normalise } from "../normalise/normalise";

export { EXEMPLAR_LABELS, type ExemplarLabel } from "./exemplar-labels";


/** Chat that asks for nothing: feelings, plans of the day, thanks and requests outside the planner's job. */
const CHAT_LINES: readonly string[] = [
  "好困啊",
  "今天上课好无聊",
  "我好紧张",
  "压力好大啊",
  "期末要挂了吧",
  "你说我该怎么办",
  "我先去上课了",
  "我去洗澡了",
  "拜拜",
  "回头聊",
  "知道了",
  "好滴",
  "行吧",
  "没事了",
  "哈哈好的",
  "你真好",
  "你是机器人吗",
  "你用的什么模型",
  "帮我写个代码",
  "帮我翻译这段话",
  "讲个故事吧",
  "今天吃什么好",
  "外面下雨了",
  "我今天起晚了",
  "宿舍好冷",
  "周末想回家",
  "我不想学习",
  "学不动了",
  "what's up",
  "good night",
  "I'm so tired",
  "lol",
  "nice",
  "can you write an essay for me",
];

const exemplarData = z.object({ sentences: z.array(z.tuple([z.string().min(1), z.enum(EXEMPLAR_LABELS)])) });

/** The data file's sentences; a row with an unknown label or no text stops the model at its first message. */
function labelledSentences(): readonly (readonly [string, ExemplarLabel])[] {
  return exemplarData.parse(data).sentences;
}

export function plannerExemplars(): Exemplar<ExemplarLabel>[] {
  return [
    // Read as messages are read (normalise.ts), so "聽日下晝有冇堂" is near "明天下午有课吗".
    ...labelledSentences().map(([text, label]) => ({ text: normalise(text).text, label })),
    ...CHAT_LINES.map((text) => ({ text, label: "chat" as const })),
  ];
}
