import { describe, expect, it } from "vitest";
import { detectIntent } from "./intents";
import { examNamedAndDated } from "./exam-follow-ups";
import { withoutHowItWent } from "./exam-remarks";
import { DAY_WORDS } from "./exam-statements";
import { namesExam } from "./exam-words";

/** Family G (round 22's fixers): exams told with a day but no course, beside a remark, or in a numbered room. */
describe("an exam told with its day but no course", () => {
  it.each([
    ["有场测验要记一下，后天上午十点", "后天上午十点"],
    ["下周二晚上七点有个考试，帮我记上", "下周二晚上七点"],
    ["帮我记个期中，12月15号下午", "12月15号下午"],
    ["周四下午有个小测", "周四下午"],
  ])("%s asks only the course, keeping the day", (text, when) => {
    expect(detectIntent(text)).toMatchObject({ family: "exam_untold", when });
  });

  it.each([
    ["有门电路期中要记一下，下周一下午三点", "电路期中", "下周一下午三点"],
    ["有个数电考试帮我记下，1月6号上午", "数电考试", "1月6号上午"],
  ])("%s names the course, so the exam is recorded without the ask in its title", (text, title, when) => {
    expect(detectIntent(text)).toEqual({ family: "exam_record", title, when });
  });

  it.each(["有场考试要记一下", "帮我记个考试"])("%s, with no day, still asks both", (text) => {
    expect(detectIntent(text)).toEqual({ family: "exam_untold" });
  });

  it("the course answered makes the statement, on the day told, in the room told", () => {
    expect(examNamedAndDated("电路", "有个考试要记一下，下周一下午三点")).toBe("电路考试下周一下午三点");
    expect(examNamedAndDated("是英语的", "周五上午有个小测，在3号楼201")).toBe("英语小测周五上午，在3号楼201");
    expect(detectIntent("电路考试下周一下午三点")).toEqual({ family: "exam_record", title: "电路考试", when: "下周一下午三点" });
  });

  it("a question about an exam is still a question", () => {
    expect(detectIntent("明天下午有考试吗")).not.toMatchObject({ family: "exam_untold" });
  });
});

describe("how the last exam went, beside the next sitting", () => {
  it.each([
    ["期中考砸了，1月5号补考，记一下", "1月5号"],
    ["昨天考得很烂，下下周三重修考试帮我记上", "下下周三"],
    ["这次又考崩了，1月8号补考记一下", "1月8号"],
  ])("%s keeps the sitting's day, not the remark's", (text, when) => {
    expect(detectIntent(text)).toMatchObject({ when });
  });

  it("the course the remark names is the retake's", () => {
    expect(detectIntent("物理今天考得好差，下周四补考，帮我记一下")).toEqual({ family: "exam_record", title: "物理补考", when: "下周四" });
    expect(detectIntent("高数今天考砸了，1月6号补考")).toEqual({ family: "exam_record", title: "高数补考", when: "1月6号" });
  });

  it("a remark alone asks for nothing, and a statement without one is read whole", () => {
    expect(withoutHowItWent("期中考得好差", new RegExp("期中|补考"), DAY_WORDS)).toEqual({ rest: "期中考得好差" });
    expect(withoutHowItWent("今天考得好差，想哭", /补考/, DAY_WORDS)).toEqual({ rest: "今天考得好差，想哭" });
    expect(detectIntent("高数期末在1月4号上午")).toEqual({ family: "exam_record", title: "高数期末", when: "1月4号上午" });
    expect(namesExam("考得好差")).toBe(false);
  });
});

describe("a numbered room is a place, not the month's day", () => {
  it.each([
    ["数电期末在3号机房，1月7号下午两点", "1月7号下午两点", "3号机房"],
    ["信号期中下周三上午，5号教学楼301", "下周三上午", "5号教学楼301"],
    ["概率论补考 12月30号 10号楼", "12月30号", "10号楼"],
  ])("%s", (text, when, location) => {
    expect(detectIntent(text)).toMatchObject({ family: "exam_record", when, location });
  });

  it("a bare 号 after a day word is still a day", () => {
    expect(detectIntent("英语期末在12号上午")).toMatchObject({ family: "exam_record", when: "12号上午" });
  });
});
