/**
 * Follow-ups read against the earlier turns with words around them (round 43): a pick with why it was picked, or
 * with the picked thing named again; the pick left to the assistant ("都行，你定"); a pick then where it goes; yes to
 * the place an answer fitted a thing into; a time changed with the day kept; a detail forgotten, a range changed
 * and a card confirmed, each dressed in an opening and a reason. Our own sentences; the near misses stand apart.
 */
import { describe, expect, test } from "vitest";
import { describeFollowUpRows, type FollowUpRow } from "@/testing/offline-model-rows";
import { currentRequest } from "./request";
import type { UserTurn } from "../types";

const PLACES = { text: "四级真题找个时间一口气做完", asked: { question: "选哪个？", options: ["12月2日 周三 19:00–22:30", "12月5日 周六 08:00–11:40"] } };
const TIDY = { text: "把整理的那条删了", asked: { question: "删哪一条？", options: ["整理离散数学错题本", "整理电脑文件和照片"] } };
const RANGES = { text: "帮我排一下离散复习", asked: { question: "想排到哪段时间？", options: ["这周剩下几天", "下周"] } };
const BLOCKS = { text: "明天那两块复习换个时间", asked: { question: "要挪哪一块？", options: ["第一章 随机事件与概率（周三 10:00）", "谓词逻辑与推理理论（周三 16:00）"] } };
const FITTED = { text: "错题本什么时候整理比较好", said: "12月3日 周四 14:00–17:40 有四节空，整理离散数学错题本（2节）放在 14:00–15:40 正好，要放吗？" };
const FITS = { text: "图论那个三节的放得下吗", said: "图论基础：欧拉图与哈密顿图要3节，12月3日 周四 14:00–16:45 放得下。" };
const CLASSES = { text: "周四有什么课", said: "12月3日 周四：08:00–09:40 大学英语（课）；14:00–15:40 程序设计（课）。" };
const EXAM = { text: "概率论期末1月14号上午九点", said: "已记下考试「概率论期末」：1月14日（周四）09:00，还有 44 天。" };
const MOVED = { text: "谓词逻辑挪到周六上午", said: "已改在方案里：谓词逻辑与推理理论 → 12月5日 周六 08:00–09:40，确认后写入日程。" };
const REDATED = { text: "四级真题那条截止改成这周日", said: "已修改：做一套英语四级真题，截止改到12月6日 周日 23:59。" };
const DRAFT = { text: "建个马原复习计划，四章，每章一节", said: "已生成学习计划草稿「马原复习」：4章，每章1节，请在卡片上确认。" };
const PLAN = { text: "离散复习排到下周", said: "已生成方案：离散数学期末复习预排6个任务（共15节），请在卡片上确认。" };
const CLASS_DRAFT = { text: "建一个大物复习计划，5章，每章2节", said: "已生成学习计划草稿「大学物理复习」：5章，每章2节，共10节，请在卡片上确认。" };

function answerTo(before: UserTurn, text: string): string | undefined {
  const request = currentRequest([{ ...before }, { text }]);
  return request?.answers.length ? request.answers[0].text : request?.text;
}

describe("a pick answered with why, or with the picked thing named again", () => {
  test.each([
    [PLACES, "后一个吧，周末脑子清楚", "把四级真题放到12月5日 周六 08:00"],
    [PLACES, "周六上午那个，能整块做", "把四级真题放到12月5日 周六 08:00"],
    [TIDY, "第一个，错题本那个用不上了", "把整理离散数学错题本的那条删了"],
    [TIDY, "删第二个，照片我自己弄", "把整理电脑文件和照片的那条删了"],
    [BLOCKS, "第二个，换到周五晚上七点", "把谓词逻辑与推理理论换到周五晚上七点"],
  ] as const)("%#: $1", (before, text, readAs) => {
    expect(answerTo(before, text)).toBe(readAs);
  });

  test("what the pick should do besides is kept with it", () => {
    expect(answerTo(PLACES, "第一个吧，但只放两节")).toBe("12月2日 周三 19:00–22:30，但只放两节");
    // The other thing named after the pick is no reason: the answer is left as said.
    expect(currentRequest([{ ...TIDY }, { text: "第一个，离散的电脑那个也删" }])?.text).toBe("把整理的那条删了");
  });
});

describe("the pick left to the assistant", () => {
  test.each(["都行，你定", "随便，听你的", "你决定吧", "无所谓"])("%s takes the first option", (text) => {
    expect(answerTo(RANGES, text)).toBe("这周剩下几天");
  });

  test("a condition said with it is more than leaving it", () => {
    expect(answerTo(RANGES, "都行，但别排周三")).not.toBe("这周剩下几天");
  });
});

const ROWS: FollowUpRow[] = [
  {
    family: "yes to the place an answer fitted a thing into",
    examples: [
      { before: [FITTED], text: "就那个时间，放吧", readAs: "把整理离散数学错题本移到12月3日14:00" },
      { before: [FITTED], text: "那就这么放", readAs: "把整理离散数学错题本移到12月3日14:00" },
      { before: [FITS], text: "好，那就按刚说的那个时间放", readAs: "把图论基础：欧拉图与哈密顿图移到12月3日14:00" },
    ],
    // An agenda offers no place for anything.
    counterexamples: [{ before: [CLASSES], text: "那就这么放" }],
  },
  {
    family: "the time changed, the day kept, with why",
    examples: [
      { before: [EXAM], text: "时间改成下午两点半，日子没变", readAs: "概率论期末1月14日下午两点半" },
      { before: [EXAM], text: "其实下午三点才开考", readAs: "概率论期末1月14日下午三点" },
      { before: [MOVED], text: "时间改成下午四点吧，早上真起不来", readAs: "把12月5日08:00那块谓词逻辑与推理理论挪到12月5日下午四点" },
      { before: [MOVED], text: "日子不变，时间换到晚上七点", readAs: "把12月5日08:00那块谓词逻辑与推理理论挪到12月5日晚上七点" },
      { before: [REDATED], text: "还是改成下周日吧，这周末要去科室值班", readAs: "把做一套英语四级真题的截止时间改到下周日23:59" },
    ],
    counterexamples: [{ before: [EXAM], text: "明天下午两点半有空吗" }],
  },
  {
    family: "a detail forgotten, a range changed, a card confirmed: the opening and the reason read past",
    examples: [
      { before: [DRAFT], text: "哦对了，每章要三节，一节根本看不完", readAs: "建个马原复习计划：4章，每章3节" },
      { before: [DRAFT], text: "忘了说，每章得四节才够", readAs: "建个马原复习计划：4章，每章4节" },
      { before: [PLAN], text: "哦对了忘说，周三晚上我有家教，那段别排", readAs: "离散复习排到下周，周三晚上别排，重新排一下" },
      { before: [PLAN], text: "想了想还是排下下周吧，下周实验太多", readAs: "离散复习排到下下周" },
      { before: [PLAN], text: "哦还有，一天最多排三节", readAs: "离散复习排到下周，一天最多排三节，重新排一下" },
      { before: [CLASS_DRAFT], text: "点好确认了，顺便排到下周", readAs: "把大物复习排到下周" },
      { before: [CLASS_DRAFT], text: "确认好了，接着排到下下周", readAs: "把大物复习排到下下周" },
    ],
    // A question of its own after the opening is no follow-up of the plan.
    counterexamples: [{ before: [PLAN], text: "对了，明天几点有课" }],
  },
];

describeFollowUpRows("follow-ups told around", ROWS);
