/**
 * "只要周一周二那两块，周三以后的都先别排": the plan's blocks from a day on taken off, the earlier ones kept; by name
 * when the answer before said where it put them.
 */
import { describe, expect, test } from "vitest";
import { detectIntent } from "./intents";
import { followUpOf } from "./follow-ups";
import { onwardBlocks } from "./onward-blocks";

const SAID = "已生成方案，请在卡片上确认：积分 → 12月7日 周一 16:00–17:40；级数：收敛判别 → 12月9日 周三 19:00起3节；微分方程 → 12月11日 周五 16:00–17:40；模拟卷 → 12月12日 周六 08:00–11:40。";

describe("the blocks from a day on, taken off", () => {
  test.each([
    ["周三以后的都先别排", "周三"],
    ["只要前两块，周四之后的都不要了", "周四"],
    ["下周五及以后的先拿掉吧", "下周五"],
    ["周六后面的全部去掉", "周六"],
    ["周三开始的都不要了", "周三"],
  ])("%s", (text, dayWord) => {
    expect(detectIntent(text)).toMatchObject({ family: "edit", action: "unplace_from", dayWord });
  });

  // A plan still to be made with days kept free; a question about the days; one block by its day.
  test.each(["下周的复习排一下，周三以后的都先别排", "周三以后别排", "周三以后有空吗"])("%s is no such change", (text) => {
    expect(onwardBlocks(text)).toBeUndefined();
  });
});

describe("after a plan whose answer said where its blocks went", () => {
  test("names the blocks from that weekday on, colons and all", () => {
    const followUp = followUpOf("只要周一那块，周三以后的都先别排", { text: "把高数复习排到下周", answerTexts: [], said: SAID });
    expect(followUp && detectIntent(followUp.text)).toEqual({ family: "edit", action: "unplace_from", dayWord: "周三", names: ["级数：收敛判别", "微分方程", "模拟卷"] });
  });

  test("from the first block on is the whole plan, which is no follow-up of this kind", () => {
    const followUp = followUpOf("周一以后的都先别排", { text: "把高数复习排到下周", answerTexts: [], said: SAID });
    expect(followUp?.text ?? "").not.toMatch(/这几块/);
  });
});
