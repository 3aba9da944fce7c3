/**
 * Round 39 (U): everyday words from Taiwan, Hong Kong and the Min-speaking south that the readers missed — 有 before
 * a study deed as the deed done (早上的複習我有做), 今晏晝 as this afternoon, 咪住 / 算數啦 said alone as "hold on" and
 * "forget it", Taiwan's 讀書 where it is planned, and a meeting offered (得閒飲茶, 有空一起吃饭啊) as a pleasantry —
 * each with the look-alikes that must stay as they are.
 */
import { describe, expect, test } from "vitest";
import { normalise } from "./normalise/normalise";
import { detectIntent } from "./understand/intents";

const read = (text: string) => normalise(text).text;
const intentOf = (text: string) => detectIntent(read(text));

describe("有 before a study deed is the deed done", () => {
  test.each([
    ["今天早上的複習我有做", "今天早上的复习我做了"],
    ["那節我有讀完了", "那节我做完了"],
    ["琴日嗰節我有溫", "昨天那节我做了"],
    ["早上那堂我都有念喔", "早上那节我都做了喔"],
    ["线代作业我有交", "线代作业我交了"],
  ])("%s → %s", (said, expected) => {
    expect(read(said)).toBe(expected);
  });

  test.each(["今天早上的複習我有做", "離散那節我有做完", "昨天的複習其實有做完"])("%s is a check-in", (said) => {
    expect(intentOf(said).family).toBe("checkin");
  });

  test.each(["我有做不完的作业", "你有做吗", "我有复习资料", "我有读书会", "有交通补贴吗"])("%s keeps its 有", (said) => {
    expect(read(said)).toContain("有");
  });
});

describe("Cantonese words said alone: 今晏晝, 咪住, 算數啦", () => {
  test.each([
    ["今晏晝有冇堂", "今天下午有没有课"],
    ["咪住，唔好排住", "等一下，先不要排"],
    ["咪住先", "等一下先"],
    ["算數啦，唔使排", "算了啦，不用排"],
    ["咁算數喇", "咁算了"],
  ])("%s → %s", (said, expected) => {
    expect(read(said)).toBe(expected);
  });

  test.each([["說話要算數", "算数"], ["小學算數題", "算数"], ["聽日晏晝", "明天下午"]])("%s keeps %s", (said, kept) => {
    expect(read(said)).toContain(kept);
  });

  test.each(["咪住，唔好排住", "算數啦"])("%s asks for nothing", (said) => {
    expect(["unknown", "small_talk"]).toContain(intentOf(said).family);
  });
});

describe("Taiwan's 讀書 where it is planned is studying", () => {
  test.each([
    ["幫我排一下這禮拜的讀書時間", "帮我排一下这周的复习时间"],
    ["明天幫我排兩節讀書", "明天帮我排两节复习"],
  ])("%s → %s", (said, expected) => {
    expect(read(said)).toBe(expected);
  });

  test.each(["毛概的讀書筆記週五交", "讀書會改到禮拜五", "我喜歡讀書"])("%s stays reading", (said) => {
    expect(read(said)).toContain("读书");
  });
});

describe("a meeting offered (得閒飲茶, 有空一起吃饭啊) is a pleasantry, not a to-do", () => {
  test.each(["得閒飲茶啦", "有空一起吃饭啊", "得閒出嚟食飯", "有空出来玩呀"])("%s", (said) => {
    expect(intentOf(said)).toEqual({ family: "small_talk", topic: "chat" });
  });

  test.each([
    ["有空约导师聊论文", "quick_note"],
    ["有空和室友去买床帘", "quick_note"],
    ["改天有空去剪个头发，不急", "quick_note"],
    ["明天有空一起吃饭吗", "schedule_question"],
  ])("%s stays %s", (said, family) => {
    expect(intentOf(said).family).toBe(family);
  });
});

describe("交期 is the due date", () => {
  test("幫我將統計功課交期改到下禮拜三", () => {
    expect(intentOf("幫我將統計功課交期改到下禮拜三")).toMatchObject({ family: "task_edit", action: "update", deadline: "下周三" });
  });

  test.each(["聽日要交期末報告", "禮拜五交期中作業"])("%s hands in the term's work", (said) => {
    expect(read(said)).not.toContain("截止日期");
  });
});

describe("Southern Min days, parts of a day and questions", () => {
  test.each([
    ["今仔日有啥物課", "今天有什么课"],
    ["明仔載下晡有閒無", "明天下午有空吗"],
    ["透早有課無？", "早上有课吗？"],
    ["拜二有考試", "周二有考试"],
    ["我這禮拜攏無閒", "我这周都没空"],
  ])("%s → %s", (said, expected) => {
    expect(read(said)).toBe(expected);
  });

  test.each([["崇拜"], ["拜拜"], ["大家往中間靠攏"], ["去廟裡參拜五次"], ["明天有無課"], ["有點無聊"], ["這禮拜二有空"]])("%s keeps its words", (said) => {
    expect(read(said)).not.toMatch(/周[一二三四五六日]|吗/);
  });

  test("大家往中間靠攏 keeps its 拢", () => {
    expect(read("大家往中間靠攏")).toContain("拢");
  });

  test("明仔載下晡有閒無 asks for free time", () => {
    expect(intentOf("明仔載下晡有閒無")).toMatchObject({ family: "schedule_question", question: { toolName: "query_free_time" } });
  });
});

describe("冲 / 肝 pushed through is done", () => {
  test.each([
    ["錯題本今天衝完了", "错题本今天做完了"],
    ["策划案终于肝完了", "策划案终于做完了"],
    ["今天冲了两节复习", "今天做了两节复习"],
  ])("%s → %s", (said, expected) => {
    expect(read(said)).toBe(expected);
  });

  test.each([["冲完澡了"], ["冲了杯咖啡"], ["今天去冲浪"], ["肝功能检查"]])("%s keeps its words", (said) => {
    expect(read(said)).not.toContain("做");
  });
});

describe("考期中考 is the midterm itself", () => {
  test.each([
    ["下禮拜考期中考，幫我排複習", "下周期中考，帮我排复习"],
    ["禮拜二考期末考", "星期二期末考"],
  ])("%s → %s", (said, expected) => {
    expect(read(said)).toBe(expected);
  });

  test("下禮拜考期中考，幫我排複習 plans next week", () => {
    expect(intentOf("下禮拜考期中考，幫我排複習")).toMatchObject({ family: "schedule", range: "下周" });
  });

  test.each(["參考期末考卷", "在備考期中考"])("%s keeps its 考", (said) => {
    expect(read(said)).toMatch(/考期/);
  });
});
