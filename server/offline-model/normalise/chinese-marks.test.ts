import { describe, expect, test } from "vitest";
import { withChineseMarks } from "./chinese-marks";

describe("a Chinese sentence typed with English marks", () => {
  test.each([
    ["帮我新建个待办,写毛概论文,要3节,下周三截止?", "帮我新建个待办，写毛概论文，要3节，下周三截止？"],
    ["我要登记个考试:马原期末1月8号下午2点,在博学楼201.", "我要登记个考试：马原期末1月8号下午2点，在博学楼201。"],
    ["刚开完班会, 辅导员念了一长串通知. 帮我存到考试里", "刚开完班会， 辅导员念了一长串通知。 帮我存到考试里"],
    ["明天下午有空吗?", "明天下午有空吗？"],
    ["太好了! 线代写完了; 明天交", "太好了！ 线代写完了； 明天交"],
  ])("%s → %s", (said, read) => {
    expect(withChineseMarks(said)).toBe(read);
  });

  test.each(["一共1,000字的读书笔记", "时间:14:00", "复习1.5小时", "我想想...", "ok Friday then, same time", "put my 待办 into tomorrow's free slots, please.", "12.10交报告"])(
    "%s keeps its marks",
    (said) => {
      expect(withChineseMarks(said)).toBe(said);
    },
  );
});
