/**
 * Stories that ask nothing (round 39, M): a relief told at a story's end ("还好东西都交上去了") names no to-do done; a
 * thing counted, not named ("刚看完一部纪录片"), is something the student did, no to-do; what someone else did with the
 * student's work ("老师把我的报告打回来了") is no completion; a study block named by the person who did it ("室友说她
 * 昨天的复习全做完了") is someone else's work; what may happen, said only to let the assistant know ("…可能要去聚餐，
 * 先跟你说一声"), moves nothing. The student's own completions, check-ins and requests stay.
 */
import { describe, expect, test } from "vitest";
import { currentRequest } from "./understand/request";
import { detectIntent } from "./understand/intents";

const intentOf = (text: string) => detectIntent(currentRequest([{ text }])!.text, { nearest: true });

describe("told, not done", () => {
  test.each([
    ["今天跑去打印店打了两个小时的材料，队排得老长，回来腿都站麻了。还好东西都交上去了。"],
    ["刚看完一部纪录片，讲大国工匠的，那个老师傅手工研磨的精度居然能到微米级。看完突然觉得自己选机械也不算太坑。"],
    ["刚刷完一集综艺，笑死"],
    ["室友说她昨天的复习全做完了，让我也加把劲"],
    ["室友说他今天的复习都搞定了，问我要不要一起去吃夜宵"],
    ["同桌说他昨晚的复习都做完了"],
    ["周五晚上那块到时候可能要去聚餐，先跟你说一声"],
  ])("%s → talk", (text) => {
    expect(intentOf(text).family).toBe("small_talk");
  });

  test("someone else's deed leaves the part that asks", () => {
    expect(intentOf("今天实验课老师把我的报告打回来了，说数据处理不对。周四之前要重新算一遍交给他，估计又得熬一晚上。")).toMatchObject({ family: "quick_note" });
  });

  test.each([
    ["大学物理实验报告交上去了", "task_edit"],
    ["昨天的复习全做完了", "checkin"],
    ["昨晚那节离散复习做完了", "checkin"],
    ["周五晚上那块要去聚餐，帮我挪到周六吧", "edit"],
  ])("the student's own: %s → %s", (text, family) => {
    expect(intentOf(text).family).toBe(family);
  });
});
