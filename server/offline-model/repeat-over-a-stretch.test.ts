/**
 * A repeating reminder asked over a counted stretch (round 38, E): "考前这一个月每天晚上十点提醒我背法条" repeats as
 * "每天晚上十点提醒我" does, so the student is told a note rings once rather than given one note. Our own sentences,
 * with look-alikes that ring once.
 */
import { describe, expect, test } from "vitest";
import { nextStep, user } from "@/testing/offline-model";
import { normalise } from "./normalise/normalise";
import { detectIntent } from "./understand/intents";

const intentOf = (text: string) => detectIntent(normalise(text).text);

describe("a cadence after a counted stretch repeats", () => {
  test.each([
    "考前这一个月每天晚上十点提醒我背法条",
    "接下来两周每天早上七点叫我起床背单词",
    "期末前最后十天每晚十一点提醒我复盘错题",
    "剩下的三周每个周六上午提醒我做一套真题",
  ])("%s", async (text) => {
    expect(intentOf(text)).toMatchObject({ family: "small_talk", topic: "app_help", about: ["repeating_reminders"] });
    expect(await nextStep([user(text)])).toMatchObject({ kind: "text" });
  });

  test.each([
    ["考前一天晚上十点提醒我带准考证", "quick_note"],
    ["两周后的周六上午提醒我交报名表", "quick_note"],
  ])("%s rings once", (text, family) => {
    expect(intentOf(text)).toMatchObject({ family });
  });
});
