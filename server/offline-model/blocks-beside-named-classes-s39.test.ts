/**
 * A block put or moved beside a class named by its course with 课 unsaid ("周四线代后面", "周四，线代下完课接着上"),
 * asked with 能不能, said with 接在…后面做 or 紧跟着…的课排; and a block pointed at by the class before it told done
 * ahead of its day (round 39, S). Our own sentences, with look-alikes that keep their reading.
 */
import { describe, expect, test } from "vitest";
import { normalise } from "./normalise/normalise";
import { coursePlace } from "./understand/course-slots";
import { detectIntent } from "./understand/intents";

const intentOf = (text: string) => detectIntent(normalise(text).text);

describe("a course named after its day, 课 unsaid", () => {
  test.each([
    ["集合与二元关系排在周四线代后面", "线代", "after"],
    ["函数与等价关系排在周四英语后面", "英语", "after"],
    ["谓词逻辑挪到周四，线代下完课接着上", "线代", "after"],
    ["把错题本放到12月3日线代前面", "线代", "before"],
  ])("%s → %s, %s", (text, course, at) => {
    expect(coursePlace(text)).toMatchObject({ course, at });
  });

  test.each(["周四之后再说", "周四下午之后", "明天下午后面有空吗", "周四那两节后面", "周三复习后面"])("no course: %s", (text) => {
    expect(coursePlace(text)).toBeUndefined();
  });
});

describe("the place beside a day's class, said with 能不能, 接在 or 紧跟着", () => {
  test.each([
    ["谓词逻辑那块能不能放到周五上午离散课后面", "谓词逻辑"],
    ["那块谓词逻辑能不能改到周四线代下课后接着复习", "那块谓词逻辑"],
    ["四级真题接在周四线代下课后面做", "四级真题"],
    ["错题本接在周四线代下了课后面整理", "错题本"],
    ["代数系统那块紧跟着周五下午的课排吧", "代数系统"],
  ])("%s → moved or put (%s)", (text, name) => {
    expect(intentOf(text)).toMatchObject({ family: "edit", action: "move", reference: { name } });
  });

  test.each([
    // asked after a clause of its own, the 能不能 stays for the readers of a complaint about a block
    ["周三下午体育课完了接着复习谓词逻辑太累了，能不能挪到周四上午那两节课之后", "edit"],
    ["周四线代下课后我要去图书馆还书，提醒我一下", "quick_note"],
  ])("look-alike keeps its reading: %s", (text, family) => {
    expect(intentOf(text).family).toBe(family);
  });
});

describe("a block ahead pointed at by its class, told done already", () => {
  test("明天体育课后面那个复习我已经做完了 is a check-in of tomorrow's block", () => {
    expect(intentOf("明天体育课后面那个复习我已经做完了")).toMatchObject({ family: "checkin", when: "明天", entries: [{ status: "done" }] });
  });

  test.each([
    ["明天的作业我已经做完了", "task_edit"],
    ["明天那块我打算做完再来打卡", "small_talk"],
  ])("look-alike: %s", (text, family) => {
    expect(intentOf(text).family).toBe(family);
  });
});
