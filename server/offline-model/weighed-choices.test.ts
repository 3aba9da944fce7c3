/**
 * The student weighing a life choice and asking an opinion (round 38, D): "我在纠结要不要转专业，…计算机好像也不轻松。
 * 你觉得呢？" — 轻松 and 没空 there are about the choices, no free-time question. Our own sentences, with near misses.
 */
import { describe, expect, test } from "vitest";
import { normalise } from "./normalise/normalise";
import { detectIntent } from "./understand/intents";

const intentOf = (text: string) => detectIntent(normalise(text).text);

describe("a life choice weighed aloud", () => {
  test.each([
    "我在纠结要不要转专业，法学要背的太多了，可计算机好像也不轻松。你觉得呢？",
    "最近犹豫该不该考研，工作好像更轻松，你怎么看？",
    "不知道要不要去实习，暑假就没空了，你觉得呢",
    "我在纠结要不要辅修金融，课太多了，你说呢？",
  ])("%s is small talk", (text) => {
    expect(intentOf(text)).toMatchObject({ family: "small_talk" });
  });

  test.each([
    ["纠结要不要考研，帮我排一下复习试试", "schedule"],
    ["下周二下午有空吗", "schedule_question"],
  ])("near miss: %s", (text, family) => {
    expect(intentOf(text).family).toBe(family);
  });
});
