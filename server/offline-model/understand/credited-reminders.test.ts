/**
 * A reminder of the planner's that already rang, credited ("上次你提醒我带证件真的救了我"): thanks, never a new note,
 * though it holds 提醒我. Asking for it again (这次也…, 帮我…) is a request. Our own sentences.
 */
import { describe, expect, it } from "vitest";
import { creditsPastReminder } from "./spoken-extras";
import { detectIntent } from "./intents";

describe("a past reminder credited", () => {
  it.each([
    "多亏你昨天提醒我交体测表，不然就完了",
    "你之前提醒我带准考证太及时了",
    "还好你上次提醒我了",
    "幸亏你前天提醒我带伞，不然淋成落汤鸡",
    "上回你提醒我去打疫苗真的帮了大忙",
  ])("%s is thanks", (text) => {
    expect(detectIntent(text)).toEqual({ family: "small_talk", topic: "thanks" });
  });

  it.each([
    // asked again, a reminder asked now, a note that only mentions the last one
    "上次你提醒我带白大褂救了我，这次也提醒我一下",
    "你提醒我明天带白大褂",
    "多亏你提醒我，明天下午三点的会也帮我记一下",
    "上次你提醒我交的表改到周五了",
  ])("%s is no thanks", (text) => {
    expect(creditsPastReminder(text)).toBe(false);
    expect(detectIntent(text)).not.toEqual({ family: "small_talk", topic: "thanks" });
  });
});
