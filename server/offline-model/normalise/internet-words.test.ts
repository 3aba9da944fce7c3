import { describe, expect, test } from "vitest";
import { inOriginalWords, normalise } from "./normalise";

describe("phone shorthand read as the words the readers know", () => {
  test.each([
    // pinyin initials for the days, before Chinese, a clock or a space
    ["ht上午有课没", "后天上午有课没"],
    ["jw还有空吗", "今晚还有空吗"],
    ["zt的作业交了没", "昨天的作业交了没"],
    ["xzm回家，帮我记一下", "下周末回家，帮我记一下"],
    ["提醒我 mt8点去图书馆", "提醒我 明天8点去图书馆"],
    // waking the student
    ["明早7点call我起床", "明早7点叫我起床"],
    // keycap digits answering which one
    ["3️⃣", "3"],
    ["选1⃣吧", "选1吧"],
  ])("%s → %s", (said, read) => {
    expect(normalise(said).text).toBe(read);
  });

  test.each([
    // Latin words and ids keep their letters; capitals are a name (MT = machine translation).
    "zm2024这个账号的密码记一下",
    "MT作业周五交",
    "Mt. Everest 的纪录片",
    "html作业明天交",
    // cheering someone on is not waking the student
    "记得给学长打call我们班",
  ])("%s is left as it is", (said) => {
    expect(normalise(said).text).toBe(said);
  });

  test("what is saved comes back as the student typed it", () => {
    const reading = normalise("mt下午3点 call我去取快递");
    expect(reading.text).toBe("明天下午3点 叫我去取快递");
    expect(inOriginalWords(reading, "叫我去取快递")).toBe("call我去取快递");
  });
});

describe("a closing 不 that asks (everyday-words.ts)", () => {
  test.each([
    ["周四晚上还要开组会不", "周四晚上还要开组会吗"],
    ["这周末图书馆开门不？", "这周末图书馆开门吗？"],
    ["后天上午有实验不~", "后天上午有实验吗~"],
  ])("%s → %s", (said, read) => {
    expect(normalise(said).text).toBe(read);
  });

  // A refusal, an "or else", a 不 before more words, or one after a single word keeps its 不.
  test.each(["这节课我不", "想让我去？才不", "那就先排高数，要不", "明天不上课", "好不"])("%s is left as it is", (said) => {
    expect(normalise(said).text).toBe(said);
  });
});
