import { describe, expect, test } from "vitest";
import { detectIntent } from "../understand/intents";
import { inOriginalWords, normalise } from "./normalise";

const read = (text: string) => detectIntent(normalise(text).text);
const question = (text: string) => {
  const intent = read(text);
  return intent.family === "schedule_question" ? intent.question : intent;
};

describe("Northern Mandarin everyday words read as Mandarin", () => {
  test.each([
    // me and you
    ["俺明天要去医院", "我明天要去医院"],
    ["俺们班下周体测", "我们班下周体测"],
    ["恁帮俺看看", "你帮我看看"],
    ["恁们宿舍几点熄灯", "你们宿舍几点熄灯"],
    // the days
    ["夜儿个没去上课", "昨天没去上课"],
    ["夜个儿睡得晚", "昨天睡得晚"],
    ["夜个那节没做", "昨天那节没做"],
    ["夜儿熬到两点", "昨天熬到两点"],
    ["赶明儿再说", "明天再说"],
    ["赶明儿个交", "明天交"],
    ["明个儿早上八点", "明天早上八点"],
    ["后儿个考试", "后天考试"],
    ["夜来那节没去", "昨天那节没去"],
    ["明个头午有课不", "明天上午有课吗"],
    ["今个下晚儿有空没", "今天晚上有空没"],
    ["礼拜二下黑有啥课", "星期二晚上有啥课"],
    ["清起来八点去跑步", "早上八点去跑步"],
    // the parts of the day
    ["头晌有课", "上午有课"],
    ["前晌去图书馆", "上午去图书馆"],
    ["晌午头去吃饭", "中午去吃饭"],
    ["礼拜四后晌三点", "星期四下午三点"],
    ["过晌再去", "下午再去"],
    ["明儿黑价有空没", "明天晚上有空没"],
    ["今儿黑介开会", "今天晚上开会"],
    ["礼拜三黑下八点", "星期三晚上八点"],
    ["后黑去操场", "晚上去操场"],
    ["明儿黑了去跑步", "明天晚上去跑步"],
    ["傍黑儿去吃饭", "傍晚去吃饭"],
    ["擦黑回宿舍", "傍晚回宿舍"],
    // when, how, asking
    ["英语多会儿考", "英语什么时候考"],
    ["多咱交报告", "什么时候交报告"],
    ["这程子太忙", "最近太忙"],
    ["四级啥前儿考", "四级什么时候考"],
    ["俺寻思着礼拜六去图书馆", "我打算星期六去图书馆"],
    ["这周木有课了吧", "这周没有课了吧"],
    ["麻溜帮俺删了", "赶紧帮我删了"],
    ["往后推一天中不", "往后推一天吧"],
    ["排到下礼拜去中不中，一天别超过三节", "排到下周去吧，一天别超过三节"],
    ["刚确认的那个不中，撤了", "刚确认的那个不行，撤了"],
    ["复习整得咋样了", "复习做得怎么样了"],
    ["咋排比较好", "怎么排比较好"],
    // not having, not needing
    ["那节俺冇得去", "那节我没去"],
    ["一节冇得整", "一节没做"],
    ["那节俺没整", "那节我没做"],
    ["甭排礼拜天", "不用排星期天"],
    // 整, counting, feeling
    ["你那整错了", "你那弄错了"],
    ["一章俩节", "一章两节"],
    ["写心得，俩节", "写心得，两节"],
    ["整实验报告，仨节", "整实验报告，三节"],
    ["这俩礼拜俺都得复习毛概", "这两周我都得复习毛概"],
    ["吃了碗烩面，老得劲了", "吃了碗烩面，很舒服了"],
    ["这题忒难", "这题太难"],
    ["帮俺瞅下课表", "帮我看下课表"],
    // a weekday not planned, planning again, what, putting
    ["下礼拜的复习排一下，礼拜天别整", "下周的复习排一下，星期天别排"],
    ["没做的那几节给我重新整整", "没做的那几节给我重新排"],
    ["昨天嘎哈去了", "昨天干啥去了"],
    ["把错题本搁周五晚上", "把错题本放周五晚上"],
  ])("%s → %s", (original, reading) => {
    expect(normalise(original).text).toBe(reading);
  });

  test.each([
    // the Mandarin words that hold these characters keep them
    "别整了，烦死了",
    "路上耽搁了一会儿",
    "这个项目先搁置",
    "整理一下笔记",
    "整体往后挪",
    "整个学期都很忙",
    "调整得差不多了",
    "中午去食堂",
    "中文系的课",
    "中间空一节",
    "考试中不要说话",
    "黑板上写着作业",
    "天黑了就回去",
    "我明白了",
    "最后晌午才到",
    "咱俩一起去",
    "他俩都没来",
    "我们仨一起去",
    "冇得时间了",
    "半夜儿才睡",
    "一夜没睡",
    "还没整理好",
    "夜来香真好闻",
    "下晚自习后去洗衣服",
    "他聪明个啥",
  ])("%s keeps its words", (text) => {
    const reading = normalise(text).text;
    for (const word of ["整理", "整体", "整个", "调整得", "中午", "中文", "中间", "中不要", "黑板", "天黑了", "明白", "咱俩", "他俩", "半夜儿", "一夜", "没整理", "夜来香", "下晚自习", "聪明个", "我们仨"]) {
      if (text.includes(word)) expect(reading).toContain(word);
    }
    expect(reading).not.toMatch(/行不行|弄错|晚上(?!十)|明天|昨天|两都|两一/);
  });

  test("the words saved are the student's own", () => {
    const reading = normalise("提醒俺礼拜四后晌三点去辅导员那儿交材料");
    expect(inOriginalWords(reading, "星期四下午三点去辅导员那儿交材料")).toBe("礼拜四后晌三点去辅导员那儿交材料");
  });
});

describe("what a Northern message asks, once read", () => {
  test.each([
    ["提醒俺礼拜三后晌两点去教务处盖章", "quick_note", { content: "星期三下午两点去教务处盖章" }],
    ["恁帮俺记一下，礼拜五交体测表", "quick_note", { content: "星期五交体测表" }],
    ["夜个那节高数俺整完了", "checkin", { entries: [{ block: "高数", status: "done" }], when: "昨天" }],
    ["夜儿个后晌那节英语俺冇得去", "checkin", { entries: [{ block: "英语", status: "skipped" }], when: "昨天下午" }],
    ["这礼拜俺的复习整得咋样", "progress", { focus: "summary", range: "这周" }],
    ["线代作业往后推两天中不", "task_edit", { action: "update", task: "线代作业", deadline: "往后推两天" }],
    ["俺们这礼拜是第十二周，你整错了", "term_set", { currentWeek: 12 }],
    ["俺想建个计划复习马原，分四章，一章俩节", "propose_class", { chapters: 4, periodsEach: 2 }],
    ["多会儿考英语", "exam_countdown", { exam: "英语" }],
  ])("%s", (text, family, fields) => {
    expect(read(text)).toMatchObject({ family, ...fields });
  });

  test.each([
    ["赶明儿后晌有空不", { toolName: "query_free_time", input: { when: "明天", part: "afternoon" } }],
    ["明儿黑了有空没", { toolName: "query_free_time", input: { when: "明天", part: "evening" } }],
    ["礼拜六黑价有啥课不", { toolName: "query_day", input: { when: "星期六", part: "evening" } }],
  ])("%s", (text, expected) => {
    expect(question(text)).toEqual(expected);
  });

  test("a daily reminder in Northern words is a repeat the planner cannot set, not a note", () => {
    expect(read("每天黑价十点提醒俺背单词")).toMatchObject({ family: "small_talk", about: ["repeating_reminders"] });
  });

  test("small talk about lunch is no note", () => {
    expect(read("今儿个晌午吃了碗面条，老得劲了").family).not.toMatch(/quick_note|create_task/);
  });
});

describe("Northern words that change what a request asks", () => {
  test("甭 before a bound is a daily cap", () => {
    expect(read("帮俺把高数复习排到下礼拜，一天甭超过两节")).toMatchObject({ family: "schedule", dailyCap: 2, range: "下周" });
  });

  test.each([
    ["中，就这么排", "行，就这么排"],
    ["俺想整个复习计划，线代分六章，一章俩节", "我想建个复习计划，线代分六章，一章两节"],
    ["帮俺整一个英语复习计划", "帮我建一个英语复习计划"],
    ["老师说英语作业甭交了", "老师说英语作业不用交了"],
  ])("%s → %s", (original, reading) => {
    expect(normalise(original).text).toBe(reading);
  });

  test.each(["中午有空吗", "中文课在哪", "俺整个计划都乱了", "整个学期都在赶", "中间那节挪走"])("%s keeps 中 and 整个", (text) => {
    const reading = normalise(text).text;
    expect(reading).not.toMatch(/^行|建个/);
  });
});
