import { describe, expect, test } from "vitest";
import { nextStep, user } from "@/testing/offline-model";
import { shiftedSaidTime } from "./shifted-said-times";

describe("a time said and then moved in the same note", () => {
  test.each([
    // Days, weeks and hours, later and earlier, the day in the same kind of words.
    ["原定周三下午三点的例会推迟一天", "周四下午三点"],
    ["周日早上七点的晨跑提前一小时", "周日早上06:00"],
    ["下周二晚上八点的班会顺延了一周", "下下周二晚上八点"],
    ["明天上午十点的面试往前挪了两个小时", "明天08:00"],
    ["12月9日晚上7点的讲座提前了两天", "12月7日晚上7点"],
    ["社团招新从周六下午两点往后推了三个小时", "周六17:00"],
  ])("%s → %s", (content, deadline) => {
    expect(shiftedSaidTime(content)).toBe(deadline);
  });

  test.each(["周五晚上七点开组会", "作业往后推两天", "提醒我下周一上午九点体测"])("%s moves nothing", (content) => {
    expect(shiftedSaidTime(content)).toBeUndefined();
  });

  test.each([
    // A reminder asked ahead of the time said, in the clause after it: as the note's content has it (提醒我 taken out).
    ["明天早上八点体检，提前一个半小时", "明天早上06:30"],
    ["周四晚上7点的讲座，提前20分钟", "周四18:40"],
    ["下周三上午十点面试，提前一天", "下周二上午十点"],
    ["后天下午三点答辩，请提前一刻钟提醒我", "后天14:45"],
    ["周六上午九点的火车，提前半个小时叫我", "周六08:30"],
  ])("a reminder ahead: %s → %s", (content, deadline) => {
    expect(shiftedSaidTime(content)).toBe(deadline);
  });

  test.each(["周五晚上七点开组会，记得提醒我", "提前半小时提醒我交作业", "周五下午两点开组会，我得提前半小时到"])("%s asks no reminder ahead of a time", (content) => {
    expect(shiftedSaidTime(content)).toBeUndefined();
  });

  test("the note is passed on with the moved time as its deadline", async () => {
    expect(await nextStep([user("原定周三下午三点的例会推迟一天了，帮我记一下")])).toMatchObject({
      kind: "tool",
      toolName: "quick_note",
      input: { deadline: "周四下午三点" },
    });
  });
});

describe("a reminder asked ahead of a time said earlier in the message", () => {
  test.each([
    ["周四晚上七点班会，前一天中午提醒我准备发言稿", "周三中午"],
    ["下周三数据库实验验收，前两天晚上八点叫我把代码再跑一遍", "下周一晚上八点"],
    ["周六上午九点社团招新，前一晚提醒我把易拉宝带回宿舍", "周五晚上"],
  ])("%s is due %s", (text, deadline) => {
    expect(shiftedSaidTime(text)).toBe(deadline);
  });

  test.each([
    ["下周四下午两点线代小测，提前一天提醒我", "quick_note"],
    ["周五上午十点是毕业论文开题，我还没改完，讲稿也没背，你提前两个小时叫我去打印", "quick_note"],
  ])("%s is one note, not the exam or the day apart", async (text, toolName) => {
    expect(await nextStep([user(text)])).toMatchObject({ kind: "tool", toolName });
  });

  test("an exam stated with a reminder of a deed of its own stays both", async () => {
    expect(await nextStep([user("日语N1考试12月6号下午两点，考前一天晚上提醒我打印准考证")])).toMatchObject({ kind: "tool", toolName: "record_exam" });
  });

  test.each(["周五交作业，前面那个我已经交了", "下周一开会，前一天我在外地"])("%s asks for no reminder ahead", (text) => {
    expect(shiftedSaidTime(text)).toBeUndefined();
  });
});
