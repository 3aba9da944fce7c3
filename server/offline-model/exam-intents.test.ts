import { describe, expect, it } from "vitest";
import { detectIntent } from "./intents";

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
});
