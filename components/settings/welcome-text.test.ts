import { describe, expect, it } from "vitest";
import { welcomeText } from "./welcome-text";

describe("welcomeText", () => {
  it("says the term a fresh account starts with", () => {
    expect(welcomeText({ start_date: "2026-11-30", weeks: 18 }, 0)).toBe(
      "学期从 2026年11月30日（周一） 开始、共 18 周，每节课用常见的作息时间。先核对开学日期和上课时间，再添加课程或导入 ICS 课表，之后就可以让助手帮你安排学习了。",
    );
  });

  it("says what a registered guest kept, with the kept term's own dates", () => {
    const text = welcomeText({ start_date: "2026-09-07", weeks: 18 }, 9);
    expect(text).toContain("学期从 2026年9月7日（周一） 开始、共 18 周");
    expect(text).toContain("9 门课程和之前的学习计划、待办都保留在账户里");
    expect(text).not.toContain("本周一");
  });

  it("asks for a term when there is none", () => {
    expect(welcomeText(null, 0)).toMatch(/^还没有学期设置。/);
  });
});
