import { describe, expect, test } from "vitest";
import { formatDeadline } from "@/lib/tasks/format";
import { parseDateTime } from "@/lib/tasks/natural-dates";
import { nextStep, user } from "@/testing/offline-model";
import { EVERYDAY_WORDS } from "./everyday-words";
import { inOriginalWords, normalise, originalSpan } from "./normalise";

const TUESDAY = { now: new Date("2026-12-01T02:00:00Z"), timeZone: "Asia/Shanghai" };

describe("normalise: the reading", () => {
  test.each([
    // Traditional (Hong Kong and Taiwan) → Simplified
    ["幫我記一下下禮拜三交報告", "帮我记一下下周三交报告"],
    ["下週三前交作業", "下周三前交作业"],
    ["聽日下晝有冇堂", "明天下午有没有课"],
    // Cantonese everyday words
    ["听日下昼有冇堂", "明天下午有没有课"],
    ["琴日冇去上堂", "昨天没有去上堂"],
    ["整好咗第一章", "做好了第一章"],
    ["记低后日交报告", "记一下后天交报告"],
    ["我仲有边啲作业未交", "我还有哪些作业未交"],
    ["我有咩功课未交", "我有什么作业未交"],
    ["你唔得闲咩？", "你没空吗？"],
    ["仲有几多作业", "还有多少作业"],
    ["后日夜晚得唔得闲", "后天晚上有没有空"],
    ["听日仲有冇堂", "明天还有没有课"],
    ["仲有冇空", "还有没有空"],
    ["有啲嘢重要又急", "有些东西重要又紧急"],
    ["第一章同第二章溫完喇，第三章未搞", "第一章和第二章复习完了，第三章没做"],
    ["今晚黑得唔得闲", "今晚有没有空"],
    ["下个礼拜三有冇空堂", "下周三有没有空"],
    ["礼拜日要温书", "星期日要复习"],
    ["几时交论文", "什么时候交论文"],
    ["边日有空", "哪天有空"],
    ["下礼拜边一日得闲", "下周哪一天有空"],
    ["呢个搞掂咗", "这个完成了"],
    // 唔该 is 麻烦, which as courtesy before the request is then read off (courtesy.ts).
    ["唔该帮我睇下", "帮我看下"],
    ["系咪要交", "是不是要交"],
    ["今日唔去", "今天不去"],
    ["呢个报告唔使写啦，删咗佢", "这个报告不用写啦，删了它"],
    ["啱啱排嗰个唔啱，撤返佢", "刚刚排的那个不对，撤回它"],
    ["你啲安排入面边日最满", "你的安排里面哪天最满"],
    ["而家系第9个礼拜", "现在是第9周"],
    ["琴日好攰，第二章冇做到", "昨天好累，第二章没做"],
    ["统计学同機率論边个难啲", "统计学同概率论哪个难些"],
    ["中文系嘅关系", "中文系的关系"],
    ["一个礼拜后", "一周后"],
    // a weekday after 个星期 / 个礼拜 counts Saturdays, not weeks; a department's 系 is no 是
    ["我两个星期六都要加班", "我两个星期六都要加班"],
    ["连续三个礼拜天有比赛", "连续三个星期天有比赛"],
    ["物理系第二名", "物理系第二名"],
    ["边样最赶", "哪个最赶"],
    // Wu everyday words
    ["明朝上半天有辰光伐", "明天上午有空吗"],
    ["今朝夜里十点前交报告", "今天晚上十点前交报告"],
    ["今朝有课伐？", "今天早上有课吗？"],
    ["昨日上半天阿有课", "昨天上午有没有课"],
    ["搿个礼拜还剩几日", "这周还剩几天"],
    ["体检表覅忘记交脱", "体检表不要忘记交掉"],
    ["侬勿要删脱伊", "你不要删掉它"],
    // a typing slip
    ["英语复系做完了", "英语复习做完了"],
    ["礼拜三夜里有辰光伐", "星期三晚上有空吗"],
    // written words for noon and midnight
    ["下周一正午开班会", "下周一中午开班会"],
    ["晌午以前把快递寄出去", "中午以前把快递寄出去"],
    ["周五午夜前提交报名", "周五晚上12点前提交报名"],
    ["周日午夜一点抢票", "周日晚上一点抢票"],
    // full-width letters, digits and symbols → half-width; the Chinese sentence marks stay
    ["ＤＤＬ是１２月１０日", "DDL是12月10日"],
    ["完成８０％，对吗？", "完成80%，对吗？"],
    ["周三\u3000交报告", "周三 交报告"],
    // pinyin initials of the days, lower case, before Chinese
    ["mt上午有课吗", "明天上午有课吗"],
    ["zt那节复习没做", "昨天那节复习没做"],
    ["jt 的线代复习搞定", "今天 的线代复习搞定"],
  ])("%s → %s", (original, reading) => {
    expect(normalise(original).text).toBe(reading);
  });

  test.each([
    // Mandarin words that hold a table word's characters stay as they are.
    "系统复习一下操作系统",
    "关系不大",
    "最后日期是周五",
    "我是中文系的",
    "唔，好吧",
    "做礼拜",
    "十几时",
    "同学说同时交",
    // CJK compatibility ideographs are not folded (NFKC would turn 﨑 into 崎).
    "﨑",
    "提醒我周三晚上8点给导师发周报",
    // Mandarin words holding a Wu word's characters.
    "半夜里还在写代码",
    "步伐要快",
    "伊朗的新闻",
    "之前日子过得快",
    // Initials only before Chinese and in lower case: an English word or an abbreviation stays.
    "MT课程作业写完了",
    "the jt team",
    "smt的作业",
  ])("%s stays", (text) => {
    expect(normalise(text).text).toBe(text);
  });

  test("冇 is safe anywhere: it only ever means 没有", () => {
    expect(normalise("冇").text).toBe("没有");
    expect(normalise("有冇").text).toBe("有没有");
  });

  test("every table row reads its own word", () => {
    // A word before a word of the message ("唔去"): 唔 alone at the end is a hum.
    // (A word with two readings, 咩, is read by its first row before a word.)
    // A slip that is also a correct word (州, 那些) needs the words around it: typo-words.test.ts reads those.
    const first = EVERYDAY_WORDS.filter(
      (row, index) => EVERYDAY_WORDS.findIndex((other) => other.from === row.from) === index && !row.needsBefore && !row.needsAfter,
    );
    for (const row of first) {
      // A row kept to the end of a sentence (喇) is read before a full stop.
      const after = row.notAfter?.test("去") ? "。" : "去";
      expect(normalise(`${row.from}${after}`).text, row.from).toBe(`${row.to}${after}`);
    }
  });

  test("each character of the reading knows the student's words it came from", () => {
    const reading = normalise("聽日下晝交報告");
    expect(reading.text).toBe("明天下午交报告");
    expect(originalSpan(reading, 0, 2)).toBe("聽日");
    expect(originalSpan(reading, 4, 7)).toBe("交報告");
    expect(inOriginalWords(reading, "交报告")).toBe("交報告");
    // A piece of a replaced word gives the whole word, once.
    expect(inOriginalWords(normalise("几时交"), "什么时候交")).toBe("几时交");
    // Words the reading does not hold stay as they are.
    expect(inOriginalWords(reading, "作业")).toBe("作业");
  });
});

describe("normalise: end to end in the offline model", () => {
  test("幫我記一下下禮拜三交報告 records 交報告, in the student's characters, due next Wednesday", async () => {
    const step = await nextStep([user("幫我記一下下禮拜三交報告")]);
    expect(step).toMatchObject({ kind: "tool", toolName: "quick_note", input: { content: "下禮拜三交報告", title: "交報告" } });
    const deadline = String((step as { input?: { deadline?: unknown } }).input?.deadline);
    const parsed = parseDateTime(deadline, TUESDAY);
    expect(parsed && formatDeadline(parsed.date, TUESDAY.timeZone)).toMatch(/^2026-12-09/);
  });

  test("听日下昼有冇堂 asks about tomorrow afternoon", async () => {
    for (const text of ["听日下昼有冇堂", "聽日下晝有冇堂？"]) {
      expect(await nextStep([user(text)])).toMatchObject({ kind: "tool", toolName: "query_day", input: { when: "明天", part: "afternoon" } });
    }
  });

  test("下个礼拜三有冇空堂 asks for free time next Wednesday", async () => {
    expect(await nextStep([user("下个礼拜三有冇空堂")])).toMatchObject({ kind: "tool", toolName: "query_free_time", input: { when: "下周三" } });
  });

  test("记低听日交实验报告 notes it for tomorrow with the student's own words", async () => {
    expect(await nextStep([user("记低听日交实验报告")])).toMatchObject({
      kind: "tool",
      toolName: "quick_note",
      input: { content: "听日交实验报告", title: "交实验报告", deadline: "明天" },
    });
  });

  test.each([
    ["离散数学作业整好咗", "离散数学作业"],
    ["我整好咗離散數學作業", "離散數學作業"],
    ["我做好了离散数学作业", "离散数学作业"],
  ])("%s completes the to-do, named in the student's characters", async (text, task) => {
    expect(await nextStep([user(text)])).toMatchObject({ kind: "tool", toolName: "complete_task", input: { task } });
  });

  test.each([
    ["概率論作業做完了", "complete_task", "task", "概率論作業"],
    ["刪咗「交水電費」呢個待辦", "delete_task", "task", "水電費"],
    ["把實驗報告的截止改到禮拜四", "update_task", "task", "實驗報告"],
    ["機率論功課幾時要交？", "query_tasks", "keyword", "機率論"],
    ["離編譯原理考試還有幾天", "query_exams", "exam", "編譯原理"],
  ])("%s names what it means in the student's characters", async (text, toolName, field, words) => {
    const step = (await nextStep([user(text)])) as { kind: string; toolName?: string; input?: Record<string, unknown> };
    expect(step).toMatchObject({ kind: "tool", toolName });
    expect(String(step.input?.[field])).toContain(words);
  });

  test("a name that is not cut from the message stays as it is", async () => {
    expect(await nextStep([user("我做好了离散数学作业")])).toMatchObject({ input: { task: "离散数学作业" } });
  });

  test("我交咗概率论作业 completes it too", async () => {
    expect(await nextStep([user("我交咗概率论作业")])).toMatchObject({ kind: "tool", toolName: "complete_task", input: { task: "概率论作业" } });
  });
});
