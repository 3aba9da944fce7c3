/**
 * An exam told at the end of a story (round 39, M): the statement starts at the clause with the date in digits, and a
 * date clause that names no course is the exam of the course whose teacher the story names. Someone else's exam,
 * told and not asked to be kept, is talk; a short lead said as a form keeps its own title.
 */
import { describe, expect, test } from "vitest";
import { normalise } from "./normalise/normalise";
import { detectIntent } from "./understand/intents";

const intentOf = (text: string) => detectIntent(normalise(text).text);

describe("an exam told after a story", () => {
  test.each([
    ["今天课代表终于把考试安排贴出来了。工程热力学期末在1月5号上午九点，地点是东区教学楼B102。帮我记进考试里。", "工程热力学", "1月5号上午九点"],
    ["教务处刚发了期末安排，我看了一眼差点晕过去。大学英语期末在1月6号下午两点半，地点二教203。别的还没出，先把这个记上吧。", "大学英语", "1月6号下午两点半"],
    ["今天辅导员开会讲了半天寒假安全，最后才说了考试的事：马原期末定在1月9号下午两点，在三教105，帮我登记到考试里吧", "马原", "1月9号下午两点"],
    ["今天老师磨叽了一整节课，最后终于说了：电路分析期末1月11号早上八点半，地点电气楼204。帮我存一下这场考试。", "电路分析", "1月11号早上八点半"],
    ["今天线代老师上课前絮絮叨叨讲了半天考试纪律……重点是她终于公布时间了，1月7号早上九点，主楼A区302，帮我登到考试里", "线代", "1月7号早上九点"],
  ])("%s → %s", (text, title, when) => {
    const intent = intentOf(text);
    expect(intent).toMatchObject({ family: "exam_record", when });
    expect(intent.family === "exam_record" && intent.title).toContain(title);
  });

  test.each([
    ["听隔壁班说他们的电路期末是1月10号，我们班还没通知，等出来再说吧。"],
    ["舍友说她们班的线代期末定在1月7号，不知道我们班是不是一样。"],
  ])("someone else's exam, told: %s", (text) => {
    expect(intentOf(text).family).toBe("small_talk");
  });

  test.each([
    ["线代期末，1月7号早上九点，主楼A区302", "线代期末"],
    ["高数期末考试1月4号上午9点，在主楼201", "高数期末考试"],
  ])("a form's own title stays: %s", (text, title) => {
    expect(intentOf(text)).toMatchObject({ family: "exam_record", title });
  });
});
