import { describe, expect, it } from "vitest";
import type { PreviousRequest } from "./follow-up-words";
import { followUpOf } from "./follow-ups";
import { detectIntent } from "./intents";
import { pickedOption } from "./option-picks";
import { checkinAnswered } from "./asked-checkin-answers";
import { reopenedRecord } from "./recorded-follow-ups";

const previous = (text: string, said: string): PreviousRequest => ({ text, answerTexts: [], said });
const NOTED = previous("提醒我周四下午去拿快递", "已记下：拿快递（截止 12月3日 周四 23:59）。");
const EXAM = previous("记一下概率论期中12月16号下午两点", "已记下考试「概率论期中」：12月16日（周三）14:00，还有 15 天。");
const PLAN = previous("确认", "已写入日程：离散数学期末复习 6 个任务，12月2日—12月6日。");
const DONE = previous("四级真题做完了", "已完成：做一套英语四级真题。");
const CREATED = previous("新建任务：准备英语演讲稿，周五前，2节", "已创建任务：准备英语演讲稿（截止 12月4日 周五 23:59，2节）。");
const FREE = previous("周六哪段有空", "12月5日 周六 全天都空：08:00–22:30。");
const FREE_WEEK = previous("这周哪天有空", "12月3日 周四 下午 14:00–17:40 空；12月5日 周六全天空。");

describe("follow-ups read against what the last answer recorded", () => {
  it.each([
    ["刚才记的那个删了吧，室友帮我拿了", NOTED, "删掉拿快递"],
    ["上一条不要了", NOTED, "删掉拿快递"],
    ["撤回吧，期中取消了，老师改成交论文", EXAM, "概率论期中考试取消了"],
    ["删掉刚记的这个考试，记混了", EXAM, "概率论期中考试取消了"],
    ["还是撤了吧，那周要去实习，排了也白排", PLAN, "撤销刚才的排程"],
    ["算了都撤掉", PLAN, "撤销刚才的排程"],
    ["等下，我记岔了，其实还没做完", DONE, "把做一套英语四级真题改回未完成"],
    ["不好意思搞错了，这个其实还没弄完呢", DONE, "把做一套英语四级真题改回未完成"],
    ["优先级忘说了，重要但不急", CREATED, "把准备英语演讲稿改成重要不紧急"],
    ["截止时间忘说了，周四晚上十点前", CREATED, "准备英语演讲稿截止改到周四晚上十点"],
    ["那就周六早上八点做四级真题，一口气做完", FREE, "把四级真题放到周六早上八点"],
    ["行，那就下午两点把错题本整理完", FREE, "把错题本放到周六下午两点"],
    ["只看晚上的，白天我要泡实验室", FREE_WEEK, "这周晚上有空吗"],
    ["光看下午的就行", FREE_WEEK, "这周下午有空吗"],
  ])("%s", (text, before, said) => {
    expect(followUpOf(text, before)?.text).toBe(said);
  });

  it.each([
    // A reminder timed by the deadline is no forgotten deadline; a new request after the take-back is its own.
    ["ddl前一天晚上九点提醒我再检查一遍格式", CREATED],
    ["撤了吧，你再帮我排到下周", PLAN],
    // A bare part of the day is no narrowing: it may be an answer of its own.
    ["晚上", FREE_WEEK],
  ])("not read as the record's follow-up: %s", (text, before) => {
    const read = followUpOf(text, before)?.text;
    expect(read === undefined || !/撤销刚才|改回未完成|截止改到|有空吗$/.test(read)).toBe(true);
  });
});

it("another to-do said done is not this one reopened", () => {
  expect(reopenedRecord("不是四级，是错题本整理完了，四级那个还没做", DONE)).toBeUndefined();
});

describe("picks and asides", () => {
  const asked = { question: "选哪个？", options: ["周六 08:00–11:40", "周日 14:00–17:40", "下周三 19:00–22:30"] };
  it.each([
    ["周日下午那个", "周日 14:00–17:40"],
    ["周六上午的吧", "周六 08:00–11:40"],
    ["下周三晚上的", "下周三 19:00–22:30"],
    ["晚上那个", "下周三 19:00–22:30"],
  ])("%s picks by day and part", (text, option) => {
    expect(pickedOption(text, asked)).toBe(option);
  });

  it("a check-in question answered is a check-in of that block", () => {
    const question = { question: "昨天19:00的「谓词逻辑与推理理论」做了吗？", options: ["做完了", "做了一部分", "没做"] };
    expect(checkinAnswered([{ question, text: "没做" }])).toBe("打卡：昨天的谓词逻辑与推理理论没做");
    expect(checkinAnswered([{ question: { question: "排到哪段时间？", options: ["这周", "下周"] }, text: "这周" }])).toBeUndefined();
  });

  it.each([
    ["对了，高数考试还有几天", "高数"],
    ["顺便问下，概率论哪天考", "概率论"],
    ["话说，离散还有几天考", "离散"],
  ])("%s: the aside is no name", (text, exam) => {
    expect(detectIntent(text)).toMatchObject({ family: "exam_countdown", exam });
  });
});
