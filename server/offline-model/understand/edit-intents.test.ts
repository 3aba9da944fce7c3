/**
 * Family D: a session cancelled. 取消 said of a block said as a block (那节, 那块) takes it off the timetable; a day
 * with only 那个 is read as a block of that day, to be asked which (decide/placed-where.ts); a class or an event
 * told cancelled (…取消了) is news, not a request. Our own sentences.
 */
import { describe, expect, it } from "vitest";
import { detectIntent } from "./intents";

describe("a session cancelled", () => {
  it.each([
    ["周四下午那块离散复习取消吧", "离散复习"],
    ["明天晚上那节函数与等价关系取消，先不排了", "函数与等价关系"],
    ["取消周六上午那节树与最小生成树", "树与最小生成树"],
  ])("%s takes %s off the timetable", (text, name) => {
    expect(detectIntent(text)).toEqual({ family: "edit", action: "unplace", reference: { name } });
  });

  it.each([
    ["把周六那个取消", "周六"],
    ["取消明天晚上那个", "明天晚上"],
    // Family A: 复习 after 那个 is what any block is, and 一下 only softens it.
    ["把周五那个复习取消一下", "周五"],
    ["取消明天下午那个自习", "明天下午"],
  ])("%s points by the day alone", (text, name) => {
    expect(detectIntent(text)).toEqual({ family: "edit", action: "unplace", reference: { name } });
  });

  it.each([
    ["周三那节课取消了", "a class told cancelled"],
    ["明天的班会取消了", "an event told cancelled"],
    ["取消周三那个提醒", "a reminder is a to-do"],
    ["周五那个复习取消了", "a block told cancelled"],
  ])("%s takes no block off (%s)", (text) => {
    expect(detectIntent(text)).not.toMatchObject({ family: "edit", action: "unplace" });
  });
});

describe("a move drawn from what was told before it (那就把X放到…)", () => {
  it.each([
    ["周日本来约了同学打球，结果他有事来不了，空出一个下午。那就把英语作文放到周日下午两点吧。", "英语作文"],
    ["周五晚上原本有家教，家长说这周暂停一次。那就把线代作业挪到周五晚上七点。", "线代作业"],
    ["那把实验报告挪到明天晚上八点吧", "实验报告"],
    ["周三下午的讲座推迟了。就把线代作业挪到周三下午四点", "线代作业"],
  ])("%s moves %s; 那就 is no part of its name", (text, name) => {
    expect(detectIntent(text)).toMatchObject({ family: "edit", action: "move", reference: { name } });
  });

  it("a name that begins with 那 keeps it when no request follows the word", () => {
    expect(detectIntent("那本书放到周日下午两点")).toMatchObject({ reference: { name: "那本书" } });
  });
});
