import { describe, expect, it } from "vitest";
import { detectIntent } from "./intents";
import { coursePlace } from "./course-slots";

describe("a place said by a course", () => {
  it.each([
    ["下周二的马原课里塞个第二章", { course: "马原", at: "in" }],
    ["周四上午数据结构课上学一下栈", { course: "数据结构", at: "in" }],
    ["下周一大学体育课结束以后放错题本", { course: "大学体育", at: "after" }],
    ["明天电路课下了课接着排真题", { course: "电路", at: "after" }],
    ["周五英语课之前过一遍单词", { course: "英语", at: "before" }],
  ])("%s", (text, place) => {
    expect(coursePlace(text)).toMatchObject(place);
  });

  // Homework after class, a count of classes and a class pointed at say no place.
  it.each(["课后作业周五交", "明天三节课之后就没事了", "这节课上完就回宿舍"])("%s says no course place", (text) => {
    expect(coursePlace(text)).toBeUndefined();
  });
});

describe("a study item put in or beside a course's meeting, the verb bare", () => {
  it.each([
    ["下周二的马原课里塞个树与最小生成树", "下周二", "树与最小生成树"],
    ["下周一体育课下课以后接着放代数系统", "下周一", "代数系统"],
    ["周四数据结构课上刷一下综合模拟卷", "周四", "综合模拟卷"],
  ])("%s is planned on %s", (text, range, hint) => {
    expect(detectIntent(text)).toMatchObject({ family: "schedule", range, hints: [hint] });
  });

  // A question about the time around a course, a reminder and a check-in put nothing there.
  it.each([
    ["下周二体育课后有空吗", "schedule_question"],
    ["周四马原课后提醒我去取快递", "quick_note"],
  ])("%s is a %s", (text, family) => {
    expect(detectIntent(text).family).toBe(family);
  });

  it("a block already studied in a course is no plan", () => {
    expect(detectIntent("今天马原课上把第二章看完了").family).not.toBe("schedule");
  });
});

/** Family D: a block put inside a course's meeting ("嵌的", "塞着的") is said by the course too. Our own sentences. */
describe("a block said as put inside a course", () => {
  it.each([
    ["周二马原课里嵌的那节第三章", { course: "马原", at: "in", said: "马原课里嵌的" }],
    ["周四形势与政策课上塞着的那节错题本", { course: "形势与政策", at: "in", said: "形势与政策课上塞着的" }],
  ])("%s", (text, place) => {
    expect(coursePlace(text)).toMatchObject(place);
  });

  it("a bare verb of placing after the course stays a placing (塞个)", () => {
    expect(coursePlace("下周二的马原课里塞个第二章")).toMatchObject({ said: "马原课里" });
  });
});
