/**
 * A note's hour said apart from its day (round 21): after 那天 / 当天 pointing back at a holiday or a date said first,
 * with a clause of why between them; near-misses name another day, or none. The student's own hour of going, said
 * later in a long message (round 22), is the note's too; someone else's hour is not.
 */
import { describe, expect, test } from "vitest";
import { clockSaidApart, ownHourLater } from "./bound-clause";

describe("the hour after 那天 / 当天 is the day's said before it", () => {
  test.each([
    ["国庆节那天上午十点去车站接表妹", "国庆节上午十点"],
    ["平安夜当天晚上八点去教堂听唱诗", "平安夜晚上八点"],
    ["12月31号要跨年，那天晚上十一点给室友发红包", "12月31号晚上十一点"],
    ["周六社团招新，当天下午两点去摆摊", "周六下午两点"],
    // Round 39: 第二天 / 次日 is the day after the day said, which the tools read as 国庆节后一天.
    ["国庆节去旅游，第二天晚上七点回来", "国庆节后一天晚上七点"],
  ])("%s → %s", (content, deadline) => {
    expect(clockSaidApart(content)).toBe(deadline);
  });

  test.each(["元旦前一天晚上七点打电话", "12月31号交报告，下周一那天上午九点答辩"])("%s needs none", (content) => {
    expect(clockSaidApart(content)).toBeUndefined();
  });
});

describe("a day said with a part of it for the story, then an hour with a part of its own, is that hour of the day", () => {
  test.each([
    ["周四上午体检，中午十二点去食堂吃饭", "周四中午十二点"],
    ["明天下午答辩，晚上八点给导师发修改稿", "明天晚上八点"],
    ["12月20号上午考完试，下午三点去火车站", "12月20号下午三点"],
  ])("%s → %s", (content, deadline) => {
    expect(clockSaidApart(content)).toBe(deadline);
  });

  test.each(["周四下午开会，七点去吃饭", "周四上午体检，下周一晚上八点复查"])("%s needs none", (content) => {
    expect(clockSaidApart(content)).toBeUndefined();
  });
});

describe("the hour the student means to go, said after the day", () => {
  test.each([
    ["周四下午我得去校医院补体检，要带一寸照片。听说他们两点上班，我打算两点半过去", "周四下午两点半"],
    ["下周一上午去教务处盖章，他们八点上班，我大概九点到", "下周一上午九点"],
    // An hour with a part of its own keeps it.
    ["明天下午去取快递，我想晚上七点过去", "明天晚上七点"],
  ])("%s → %s", (content, deadline) => {
    expect(ownHourLater(content)).toBe(deadline);
  });

  test.each([
    // Someone else's hour only.
    "周四下午去校医院补体检，他们两点上班",
    // Another day between the day and the hour: which day is not sure.
    "周四下午去校医院，周五我三点过去",
    // The day came with its own clock already.
    "周四下午三点去校医院，我想两点半过去",
  ])("%s needs none", (content) => {
    expect(ownHourLater(content)).toBeUndefined();
  });
});

describe("the hour said apart from a class morning (早八) is that morning's", () => {
  test.each([
    ["周五早八，七点半叫我起床", "周五早上七点半"],
    ["后天早十，9:15提醒我出门", "后天早上9:15"],
  ])("%s → %s", (content, deadline) => {
    expect(clockSaidApart(content)).toBe(deadline);
  });

  // The class alone is the note's time; an hour with a part of its own keeps it.
  test.each([
    ["周五早八，记得带实验服", undefined],
    ["周五早八，晚上九点提醒我交报告", "周五晚上九点"],
  ])("%s → %s", (content, deadline) => {
    expect(clockSaidApart(content)).toBe(deadline);
  });
});
