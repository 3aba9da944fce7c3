/**
 * Exams said every way (round 41, B): a sitting called off in clauses of its own (退考, 缓考批下来, 免考, 作废, 改成交
 * 大作业, the deletion asked after it), re-dated with a far day (跨年那天, 平安夜), filled in with its room, stated by
 * voice with words said twice, pointed at after a story, counted down by its hour, and the record followed by a second
 * request. Rumours, wishes and someone else's exam stay news. Our own sentences, with near misses.
 */
import { describe, expect, test } from "vitest";
import { parseDateTime } from "@/lib/tasks/natural-dates";
import { normalise } from "./normalise/normalise";
import { detectIntent } from "./understand/intents";

const intentOf = (text: string) => detectIntent(normalise(text).text, { nearest: true });

describe("an exam called off in clauses of its own", () => {
  test.each([
    ["高数期末改成交大作业了，不考了，帮我从考试列表里删掉", "高数期末"],
    ["我申请的高数缓考批下来了，1月4号那场不用去了", "高数"],
    ["日语N2我退考了，考试里那条去掉", "日语N2"],
    ["那个离散的期末 嗯 取消了 不考了 给我删了", "离散期末"],
    ["概率论那场我办了免考，考试里那条不要了", "概率论"],
    ["高数那门我转专业以后不用考了，从考试里拿掉", "高数"],
    ["离散那场考试作废了，别再给我倒计时了", "离散"],
    ["呃 高数 高数那个考试 没了 不用考了 你删一下", "高数"],
    ["今天班会说了一堆事，什么评优啊奖学金啊，最重要的是概率论期末取消了改成交论文，你把那场考试删了吧", "概率论期末"],
    ["离散期末老师说改成线上提交报告，不用去考场考了，考试列表里删掉吧", "离散期末"],
    ["线代期末我弃考了，那场帮我删了", "线代期末"],
  ])("%s", (text, exam) => {
    expect(intentOf(text)).toEqual({ family: "exam_cancel", exam });
  });

  test("a lesser sitting called off with nothing asked is taken out only when kept", () => {
    expect(intentOf("线代期中取消了，改成课堂展示")).toMatchObject({ family: "exam_cancel", unlessUnkept: true });
  });

  test.each([
    "隔壁班的高数期末取消了，羡慕死了",
    "听说概率论期末要取消？真的假的",
    "要是离散期末改成开卷就好了",
    "有人说概率论期末要推迟，不知道是不是谣言",
    "我們班下禮拜好像要小考，可是老師還沒公布是哪天",
    "室友的雅思取消了，她好崩溃",
  ])("%s is news, nothing called off or recorded", (text) => {
    expect(intentOf(text).family).not.toMatch(/^exam_(?:cancel|record)$/);
  });

  test("a second request after the news stays its own", () => {
    expect(intentOf("离散期末取消了，顺便看看明天有什么课")).toMatchObject({ family: "compound" });
  });
});

describe("an exam re-dated, filled in or stated by voice", () => {
  test.each([
    ["教务刚改了高数期末，跨年那天上午九点考，帮我更新一下", { title: "高数期末", when: "跨年上午九点" }],
    ["离散考试被挪到平安夜了，下午两点，帮我改一下", { title: "离散考试", when: "平安夜下午两点" }],
    ["高数期末时间改了，1月6号上午十点，帮我更新", { title: "高数期末", when: "1月6号上午十点" }],
    ["离散的考场也补上：西区教学楼210", { title: "离散", location: "西区教学楼210" }],
    ["概率论考场出来了，在南楼305，帮我补上", { title: "概率论", location: "南楼305" }],
    ["记一下考试啊 数据库期末 一月十一号上午九点 在 在四教三零二", { title: "数据库期末", location: "四教三零二" }],
    ["嗯那个 那个有机化学期末 是 是一月七号下午两点 记一下", { title: "有机化学期末", when: "1月7号下午两点" }],
    [
      "今天班群里炸了，学委刚发完期末安排，我一看大物居然排在1月5号下午，考场还在东区，离宿舍走过去要二十分钟，冬天下午风超大……先帮我把大物这场记上吧，东区301",
      { title: "大物", when: "1月5号下午", location: "东区301" },
    ],
  ])("%s", (text, fields) => {
    expect(intentOf(text)).toMatchObject({ family: "exam_record", ...fields });
  });

  test("跨年 is the last day of the year, its hour kept", () => {
    const now = new Date("2026-12-01T02:00:00Z");
    expect(parseDateTime("跨年上午九点", { now, timeZone: "Asia/Shanghai" })?.date.toISOString()).toBe("2026-12-31T01:00:00.000Z");
  });

  test("a room changed with another request after it is no room filled in", () => {
    expect(intentOf("高数考场换了，改成二教108")).toMatchObject({ family: "exam_record", location: "二教108" });
  });
});

describe("an exam counted down, and a record with a second request", () => {
  test.each([
    ["离散期末是几号几点来着，我怕记错", "离散"],
    ["离散考试几点开始，下午还是上午", "离散"],
    ["四级几点开考", "四级"],
  ])("%s", (text, exam) => {
    expect(intentOf(text)).toEqual({ family: "exam_countdown", exam });
  });

  test.each([
    ["最近天天熬夜赶作业，整个人都废了，突然想起来高数期末好像快了，还剩几天啊", "高数"],
    ["这几天忙死了，论文还没写完，概率论考试快了吧，还有多久", "概率论"],
  ])("%s counts down to the exam the story names last", (text, exam) => {
    expect(intentOf(text)).toEqual({ family: "exam_countdown", exam });
  });

  test("明天几点开始上课 stays the day's", () => {
    expect(intentOf("明天几点开始上课").family).toBe("schedule_question");
  });

  test.each([
    ["离散的考场也补上：西区教学楼210；然后告诉我还有几天考", { family: "exam_countdown", exam: "离散" }],
    ["记一下马原期末1月6号上午十点，然后看看前一天有没有课", { family: "schedule_question", question: { toolName: "query_day", input: { when: "1月5日" } } }],
    ["概率论考场出来了，在南楼305，帮我补上，再看看周五有什么课", { family: "schedule_question", question: { toolName: "query_day", input: { when: "周五" } } }],
  ])("%s", (text, second) => {
    const intent = intentOf(text);
    expect(intent).toMatchObject({ family: "compound" });
    expect(intent.family === "compound" ? intent.parts.map((part) => part.family) : []).toEqual(["exam_record", second.family]);
    expect(intent.family === "compound" ? intent.parts[1] : undefined).toEqual(second);
  });

  test.each(["这学期到哪天结束？最后一周是不是全拿来考试", "寒假从哪天开始放啊", "什么时候放寒假"])("%s asks the term", (text) => {
    expect(intentOf(text)).toEqual({ family: "term_question" });
  });
});
