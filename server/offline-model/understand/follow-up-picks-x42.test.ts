/**
 * Follow-ups that live with the plan just proposed (family H, round 42): a place picked for a thing the request asked
 * a time for, the pick handed over, "that time" after a question of when or of length, a part of the day pointed back
 * at, a plan's limit dressed in a second thought or a complaint, the stretch changed after an answer gave it, and a
 * hand-in clock said after the to-do was noted. Our own sentences; the look-alikes stand beside them.
 */
import { describe, expect, test } from "vitest";
import { currentRequest } from "./request";
import type { UserTurn } from "../types";

const THREE = ["12月3日 周四 14:00–16:45", "12月5日 周六 08:00–10:45", "12月6日 周日 14:00–16:45"];
const TWO = ["12月5日 周六 08:00–11:40", "12月6日 周日 08:00–11:40"];
const asked = (text: string, options: string[]): UserTurn => ({ text, asked: { question: "选哪个？", options } });
const said = (text: string, answer: string): UserTurn => ({ text, said: answer });
const read = (turns: UserTurn[], text: string): string | undefined => currentRequest([...turns, { text }])?.text;

describe("a place picked for a thing the request wanted time for", () => {
  test.each([
    [asked("离散图论那块帮我找个三节连着的空", THREE), "选第二个", "把离散图论放到12月5日 周六 08:00"],
    [asked("模拟卷我想找个上午整块做", TWO), "周日那个吧", "把模拟卷放到12月6日 周日 08:00"],
    [asked("函数与等价关系排两节", THREE), "最后那个", "把函数与等价关系放到12月6日 周日 14:00"],
    [asked("代数系统找个两节的空", THREE), "随便挑一个", "把代数系统放到12月3日 周四 14:00"],
    [asked("树那块给我找个时段", THREE), "你定吧，都可以", "把树放到12月3日 周四 14:00"],
  ])("%#: %s", (before, text, readAs) => {
    expect(read([before], text)).toBe(readAs);
  });

  test("a request that names no time wanted is not read as a place", () => {
    expect(read([asked("把图论那块删了", THREE)], "第一个")).not.toMatch(/放到/);
  });
});

describe("the pick handed over, with why it does not matter", () => {
  const ranges = asked("帮我排下概率论复习", ["这周剩下几天", "下周", "第15周"]);
  test.each(["随便哪个都行", "哪个都行吧，反正都得学", "随便选一个"])("%s takes the first option", (text) => {
    expect(currentRequest([ranges, { text }])?.answers[0]?.text).toBe("这周剩下几天");
  });

  test("a condition after it is more than why", () => {
    expect(currentRequest([ranges, { text: "随便哪个都行，反正别排周三" }])?.answers[0]?.text).not.toBe("这周剩下几天");
  });
});

describe("that time, after a question of when or of length", () => {
  test.each([
    [[said("错题本两节，最早哪天有空", "最早是今天 12月1日 周二 16:00–17:40，放得下两节。")], "好那就那个时间", "把错题本移到12月1日16:00"],
    [[said("树与最小生成树最早什么时候能放", "最早是明天 12月2日 周三 19:00–20:40，放得下两节。")], "行，就那个时间", "把树与最小生成树移到12月2日19:00"],
    [
      [said("周四下午有空没", "12月3日 周四 下午 14:00–17:40 有四节空。"), said("代数系统要几节来着", "代数系统：群、环、域需要2节。")],
      "那就那个时间吧，从三点开始",
      "把代数系统移到12月3日15:00",
    ],
    [
      [said("周五晚上有空吗", "12月4日 周五 晚上 空闲：19:00–22:30（4节）。"), said("那周四下午呢", "12月3日 周四 下午 空闲：14:00–17:40（4节）。")],
      "还是上面那个晚上吧，把错题本放进去",
      "把错题本移到12月4日19:00",
    ],
  ])("%#: %s", (before, text, readAs) => {
    expect(read(before, text)).toBe(readAs);
  });

  test("a plan of the student's own for that time takes no place", () => {
    expect(read([said("周四下午有空吗", "12月3日 周四 下午 空闲：14:00–17:40（4节）。")], "哦这样啊，那我周四下午去打球好了")).not.toMatch(/移到/);
  });
});

describe("a plan's limit or stretch dressed in a second thought", () => {
  const plan = said("帮我把离散复习排到下周", "已生成方案：离散数学期末复习预排6个任务（共15节），请在卡片上确认。");
  const draft = said("建个马原复习计划，四章，每章两节", "已生成学习计划草稿「马原复习」：4章，每章2节，共8节，请在卡片上确认。");
  test.each([
    [[plan], "忘了说，每天最多两节，多了吃不消", "帮我把离散复习排到下周，每天最多两节，重新排一下"],
    [[plan], "等一下，周六空出来，周六要回家", "帮我把离散复习排到下周，周六空出来，重新排一下"],
    [[draft], "有点多了，每章改成一节", "建个马原复习计划：4章，每章1节"],
    [[draft], "每章一节就够了", "建个马原复习计划：4章，每章1节"],
    [[asked("把概率论复习排一排", ["这周", "下周"]), said("下周", "已生成方案：概率论复习预排6个任务（共16节），请在卡片上确认。")], "要不还是这周吧，下周有实验", "把概率论复习排一排，排到这周"],
  ])("%#: %s", (before, text, readAs) => {
    expect(read(before, text)).toBe(readAs);
  });

  test("a plan that named its own stretch is not changed by this reader", () => {
    expect(read([plan], "还是这周吧")).not.toBe("帮我把离散复习排到下周，排到这周");
  });
});

describe("a hand-in clock said after the to-do was noted", () => {
  const noted = said("提醒我周四交实验报告", "已记下：交实验报告（截止 12月3日 周四 23:59）。");
  test.each([
    ["哦要在下午五点前交，忘说了", "交实验报告截止改到12月3日下午五点"],
    ["忘了说，中午十二点之前要交", "交实验报告截止改到12月3日中午十二点"],
  ])("%s", (text, readAs) => {
    expect(read([noted], text)).toBe(readAs);
  });

  test("a clock with no word left out is no change of the deadline", () => {
    expect(read([noted], "下午五点前我在实验室")).not.toMatch(/截止改到/);
  });
});
