/**
 * Progress asked with a range or a focus, and to-dos edited in a clause beside why (round 41, D): "从周一到现在" is
 * this week, "近两周" and "最近三天" the stretch the progress tool reads, a day whose check-in was forgotten or whose
 * blocks were all missed asks for the missed ones; a done to-do sent back ("被助教打回来重写了", "不算完成，我还得
 * 重弄") is reopened; a deadline moved after the leave to move it ("老师说可以延期 截止改到周五晚上") keeps the leave
 * out of the name; someone else's deadline or exam, known only by the group they share, is told, not noted. Our own
 * sentences.
 */
import { describe, expect, test } from "vitest";
import { normalise } from "./normalise/normalise";
import { detectIntent } from "./understand/intents";

const intentOf = (text: string) => detectIntent(normalise(text).text);

describe("progress asked with a range or a focus", () => {
  test.each([
    ["周一到现在我的打卡战绩怎么样", { focus: "summary", range: "这周" }],
    ["近两周的复习我完成了几成", { focus: "summary", range: "近两周" }],
    ["过去三天的复习执行得怎么样", { focus: "summary", range: "过去三天" }],
    ["这周有哪天的复习我漏打卡了", { focus: "missed", range: "这周" }],
    ["上周有哪几天的复习是一节都没做的", { focus: "missed", range: "上周" }],
  ])("%s → %o", (text, read) => {
    expect(intentOf(text)).toEqual({ family: "progress", ...read });
  });
});

describe("a done to-do sent back", () => {
  test.each([
    ["英语作文不算完成，老师说字数不够，我还得重写", "英语作文"],
    ["读书笔记被导师退回来了，要重新写，改回没完成", "读书笔记"],
    ["迎新策划案那条我误点了完成，恢复一下", "迎新策划案"],
    ["实验报告被助教驳回了，得重做", "实验报告"],
  ])("%s → reopen %s", (text, task) => {
    expect(intentOf(text)).toEqual({ family: "task_edit", action: "reopen", task });
  });

  test.each([["室友的读书笔记被导师退回来重写了"], ["实验报告被打回来了，气死"]])("no reopening: %s", (text) => {
    expect(intentOf(text)).not.toMatchObject({ family: "task_edit", action: "reopen" });
  });
});

describe("a deadline moved after the leave to move it", () => {
  test.each([
    ["英语作文老师说可以延期 截止改到下周一中午", "英语作文", "下周一中午"],
    ["读书笔记助教说可以晚两天交，帮我改到周六晚上", "读书笔记", "周六晚上"],
  ])("%s → %s by %s", (text, task, deadline) => {
    expect(intentOf(text)).toMatchObject({ family: "task_edit", action: "update", task, deadline });
  });
});

describe("someone else's deadline or exam, known by the group they share", () => {
  test.each([["同组的男生说他周三要交两份报告，急得团团转"], ["隔壁宿舍的周五考英语口语，他们在走廊练了一晚上"], ["同专业的女生周四交论文，都在熬夜"]])("told: %s", (text) => {
    expect(intentOf(text)).toEqual({ family: "small_talk", topic: "chat" });
  });
});
