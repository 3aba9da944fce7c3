import { describe, expect, it } from "vitest";
import { detectIntent } from "./intents";

describe("chat that holds a planner word stays chat", () => {
  it.each([
    // The term week sighed at: no note, no to-do done.
    "都已经第14周了，日子过得也太快了",
    "一晃就第十五周了",
    // A sign-off.
    "今天就到这儿吧，明天接着肝",
    "改天再战！",
    // Queueing plans nothing.
    "奶茶店排了半天队",
    "体检排队排到走廊尽头了",
    // How easy it feels asks for no free time.
    "交完论文整个人轻松了",
    "这礼拜课少，挺轻松的",
  ])("%s", (text) => {
    expect(detectIntent(text).family).toBe("small_talk");
  });

  it.each([
    // Near-misses: the week told alone, a question, a request beside the remark.
    ["我们这周已经第12周了", "term_set"],
    ["下周三轻松吗", "schedule_question"],
    ["排队的时候提醒我带身份证", "quick_note"],
  ])("%s is still %s", (text, family) => {
    expect(detectIntent(text).family).toBe(family);
  });
});
