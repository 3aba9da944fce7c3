import { describe, expect, it } from "vitest";
import { detectIntent } from "./intents";
import { normalise } from "../normalise/normalise";

describe("exams in the student's words", () => {
  it.each([
    ["我的概率论期末考试是1月12日上午9点", { title: "概率论期末考试", when: "1月12日上午9点" }],
    ["记一下：1月12日上午9点自然语言处理期末考试", { title: "自然语言处理期末考试", when: "1月12日上午9点" }],
    ["数据结构期中定在第10周周四", { title: "数据结构期中", when: "第10周周四" }],
    ["线性代数期末考试在1月8日下午2点，在教三201", { title: "线性代数期末考试", when: "1月8日下午2点", location: "教三201" }],
    ["英语四级是12月19日", { title: "英语四级", when: "12月19日" }],
    ["大学物理期末考1月6号下午", { title: "大学物理期末考", when: "1月6号下午" }],
    ["通知：计算机网络期末考试安排在1月15日14:00", { title: "计算机网络期末考试", when: "1月15日14:00" }],
    ["操作系统考试时间是下周三上午10点", { title: "操作系统考试", when: "下周三上午10点" }],
  ])("%s states an exam", (text, expected) => {
    expect(detectIntent(text)).toEqual({ family: "exam_record", ...expected });
  });

  // Work handed in at the end of term (期末报告, 期中大作业) is a to-do asked about, not an exam.
  it.each(["编译原理的期末论文哪天截止", "电路期中大作业什么时候要交"])("%s asks about a to-do", (text) => {
    expect(detectIntent(text).family).toBe("query_tasks");
  });

  it.each([
    ["离期末考试还有几周", {}],
    ["离概率论考试还有几天？", { exam: "概率论" }],
    ["概率论哪天考", { exam: "概率论" }],
    ["我下一场考试是什么时候", {}],
    ["离散数学期末还有多久", { exam: "离散数学" }],
    ["距离线代考试还剩几天", { exam: "线代" }],
  ])("%s asks for the countdown", (text, expected) => {
    expect(detectIntent(text)).toEqual({ family: "exam_countdown", ...expected });
  });

  it.each(["提醒我考试前一天打印准考证", "明天下午有空吗", "记一下周五交概率论作业", "帮我把期末复习排到下周", "考虑一下明天去图书馆", "期末考试那周有什么课", "期末快到了，离散数学的任务还剩哪些", "期末前哪天最空"])(
    "%s is not about an exam's date",
    (text) => {
      expect(detectIntent(text).family).not.toMatch(/^exam_/);
    },
  );

  it.each([
    ["数值分析期末 1月11号 下午2点 理工楼 207", "理工楼 207"],
    ["电路考试下周三上午9点，教四A305", "教四A305"],
    ["汇编考试 12月23号 晚上7点 在机房2", "机房2"],
    ["compilers final 1/14 2pm, lab", "lab"],
    ["ML midterm next Friday 10am, Hall C", "Hall C"],
  ])("%s names its place without 在 or after it", (text, location) => {
    expect(detectIntent(text)).toMatchObject({ family: "exam_record", location });
  });

  it.each([
    ["还有几天考数据库", { exam: "数据库" }],
    ["接下来要考的有哪些", {}],
    ["我的考试都在哪几天", {}],
    ["看看考试倒计时", {}],
    ["线代期末啥时候来着", { exam: "线代" }],
    ["离六级还剩几天", { exam: "六级" }],
    ["还有几场考试要考", {}],
    ["how long until the algebra final", { exam: "algebra" }],
  ])("%s asks about exams with 考 as a verb or in English", (text, expected) => {
    expect(detectIntent(text)).toEqual({ family: "exam_countdown", ...expected });
  });

  it.each(["还有几天交数据库作业", "要考虑的事情有哪些", "期末那周有什么课", "下周三下午有空吗"])("%s is not an exam countdown", (text) => {
    expect(detectIntent(text).family).not.toBe("exam_countdown");
  });

  it.each([
    ["近世代数考试：第16周周四上午", "近世代数考试"],
    ["Linear Algebra final: Jan 8th, 2pm", "Linear Algebra final"],
    ["our bio midterm is on Dec 21 at 10am", "bio midterm"],
    ["毛概12.30考", "毛概"],
    ["下周四考日语听力，下午两点", "日语听力"],
    ["数值分析期末竟然是下周二上午 还一点没复习", "数值分析期末"],
    ["辅导员说概率论期中改到下周三了", "概率论期中"],
  ])("%s states an exam (colon, English, 考 as the verb, a remark after it)", (text, title) => {
    expect(detectIntent(text)).toMatchObject({ family: "exam_record", title });
  });

  it.each(["毛概第几周考", "编译原理是第几周考的"])("%s asks which week an exam is", (text) => {
    expect(detectIntent(text).family).toBe("exam_countdown");
  });

  it.each(["remind me on Dec 20 to bring my ID to the chem exam", "周三考虑一下要不要去", "明天考完了去吃火锅", "下周三考研讲座记一下", "周日上午考驾照科三", "下周五考科目二，记一下"])(
    "%s does not state an exam",
    (text) => {
      expect(detectIntent(text).family).not.toBe("exam_record");
    },
  );
});

describe("a 上机 or a skills test counted down to is an exam", () => {
  it.each([
    ["C语言上机还剩几天", "C语言"],
    ["数据库上机还有几天", "数据库"],
    ["电工技能鉴定还有多久", "电工"],
  ])("%s counts down to %s", (text, exam) => {
    const intent = detectIntent(text);
    expect(intent.family).toBe("exam_countdown");
    expect(intent.family === "exam_countdown" && intent.exam?.startsWith(exam)).toBe(true);
  });

  it("a 上机 class asked about is no exam", () => {
    expect(detectIntent("明天有上机课吗").family).not.toBe("exam_countdown");
  });
});

describe("an exam's kind said as a label before the fuller statement (as a correction leaves it)", () => {
  it.each([
    ["不是小测，是期中：概率论期中考试11月20日上午", "概率论期中考试"],
    ["期末：大学物理期末考试1月9日上午九点", "大学物理期末考试"],
  ])("%s is titled %s", (text, title) => {
    expect(detectIntent(normalise(text).text)).toMatchObject({ family: "exam_record", title });
  });
});

/**
 * Family D: an exam noted wrong, named only in the clause that says so ("刚才记的X考试日期错了"), then the right day
 * said after 应该是: that exam saved again with the day. Our own sentences.
 */
describe("an exam noted wrong, put right", () => {
  it.each([
    ["刚才记的线代期中时间错了，应该是12月20号下午两点", "线代期中", "12月20号下午两点"],
    ["之前录的大物期末写错了，其实是1月9号上午九点", "大物期末", "1月9号上午九点"],
    // The wrong day said and dropped (不是…，是…), the right one left alone after the clause.
    ["概率论期中我之前记错了，不是12月3号，是12月10号下午两点", "概率论期中", "12月10号下午两点"],
    ["电路考试记错了，不是周二，是周三上午十点", "电路考试", "周三上午十点"],
    ["数电期末我刚才写错了，1月8号上午九点", "数电期末", "1月8号上午九点"],
  ])("%s saves %s at %s", (text, title, when) => {
    expect(detectIntent(normalise(text).text)).toEqual({ family: "exam_record", title, when });
  });

  it("the wrong clause alone, with no right day, saves nothing", () => {
    expect(detectIntent("刚才记的线代期中时间错了")).not.toMatchObject({ family: "exam_record" });
  });

  it("a clause after the wrong one that says no day is no exam's day", () => {
    expect(detectIntent(normalise("线代期中我之前记错了，你帮我看看").text)).not.toMatchObject({ family: "exam_record" });
  });
});

describe("an exam's day said in Chinese numerals goes out in digits, and the news that it was set is no part of its title", () => {
  it.each([
    ["毛概期末定了，一月七号上午九点，在三教", { title: "毛概期末", when: "1月7号上午九点", location: "三教" }],
    ["马原期末定了，一月九号下午两点，在二教", { title: "马原期末", when: "1月9号下午两点", location: "二教" }],
    ["线代考试定在十二月二十八日上午十点", { title: "线代考试", when: "12月28日上午十点" }],
    ["大物期末考十二月三十号下午", { title: "大物期末考", when: "12月30号下午" }],
    ["概率论期中安排在十一月十五号", { title: "概率论期中", when: "11月15号" }],
  ])("%s", (text, expected) => {
    expect(detectIntent(normalise(text).text)).toEqual({ family: "exam_record", ...expected });
  });

  // Near misses: a day with no month, a week counted, and a plan decided (定了) that is no exam.
  it.each([
    ["英语口语考试定在下周三上午十点", { title: "英语口语考试", when: "下周三上午十点" }],
    ["数电期中定在第十周周四", { title: "数电期中", when: "第十周周四" }],
  ])("%s keeps its day as said", (text, expected) => {
    expect(detectIntent(text)).toEqual({ family: "exam_record", ...expected });
  });

  it("复习计划定了 states no exam", () => {
    expect(detectIntent("复习计划定了，一月七号开始").family).not.toBe("exam_record");
  });
});

describe("a lecture theatre or room in Hong Kong's English shorthand is where the exam is sat", () => {
  it.each([
    ["Econ final 12月20號朝早9點 LT 12", "LT 12"],
    ["數學小測禮拜五下晝，Rm 402，記低", "Rm 402"],
    ["我嘅Acct midterm喺11月30號下晝3點，LT7，幫我記低", "LT7"],
  ])("%s is sat in %s", (text, location) => {
    expect(detectIntent(normalise(text).text)).toMatchObject({ family: "exam_record", location });
  });

  it("a course code is no room", () => {
    expect(detectIntent(normalise("CS101 期末 1月5號").text)).not.toMatchObject({ location: expect.anything() });
  });
});
