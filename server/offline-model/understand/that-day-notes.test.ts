import { describe, expect, test } from "vitest";
import { detectIntent } from "./intents";

/** Round 32: 那天 points back to the nearest day said, and the reminder's own 那天 is that day too. */
describe("a note on 那天 is on the nearest day said before it", () => {
  test.each([
    ["国庆前最后一天是9月30号，那天晚上提醒我收拾行李", "9月30号晚上收拾行李"],
    ["运动会最后一天是11月6号，那天早上七点提醒我带水杯", "11月6号早上七点带水杯"],
    ["圣诞节前一天是12月24号，那天下午不上课，提醒我那天下午三点去买礼物", "12月24号下午三点去买礼物"],
    ["周四开完会周五就是12月18号了，那天上午提醒我那天上午十点交报销单", "12月18号上午十点交报销单"],
  ])("%s", (text, content) => {
    expect(detectIntent(text)).toMatchObject({ family: "quick_note", content });
  });
});

describe("near misses keep their reading", () => {
  test.each([
    ["1月9号考完就放假了，那天下午四点提醒我去退饭卡", "1月9号下午四点去退饭卡"],
    ["周五交完报告就轻松了，那天晚上八点提醒我去取快递", "周五晚上八点去取快递"],
  ])("%s", (text, content) => {
    expect(detectIntent(text)).toEqual({ family: "quick_note", content });
  });
});
