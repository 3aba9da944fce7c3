/**
 * Requests that point at something and say neither what nor how (round 38, D): an English shift with no amount
 * ("can you move it to later") and missed blocks pointed at as a group with a deed of no verb of its own ("之前没做的
 * 那几块帮我处理一下") — make them up, mark them, or delete them? The student is asked; nothing is guessed. Our own
 * sentences, with near misses that keep their readings.
 */
import { describe, expect, test } from "vitest";
import { nextStep, user } from "@/testing/offline-model";
import { normalise } from "./normalise/normalise";
import { detectIntent } from "./understand/intents";

const intentOf = (text: string) => detectIntent(normalise(text).text);

describe("an English shift with no amount and nothing named", () => {
  test.each([
    "can you move it to later",
    "could you push it back a bit",
    "move it a little earlier please",
    "can you shift that one later?",
    "push this back",
  ])("%s asks which one and to when", async (text) => {
    expect(await nextStep([user(text)])).toMatchObject({ kind: "tool", toolName: "ask_user" });
  });

  test.each([
    ["move the essay to tomorrow", { family: "edit", action: "move" }],
    ["move the lab report to Friday", { family: "edit", action: "move" }],
  ])("near miss: %s says where", (text, intent) => {
    expect(intentOf(text)).toMatchObject(intent);
  });
});

describe("missed blocks pointed at as a group, with a deed of no verb of its own", () => {
  test.each([
    "之前没做的那几块帮我处理一下",
    "之前那些没打卡的，帮我全部搞一下",
    "上周落下的那几节你帮我弄一下",
    "没完成的那些复习帮我处理处理",
    "前几天没打卡的那几块，帮我弄弄",
    "欠下的那几节帮我搞定一下",
  ])("%s asks what to do with them", async (text) => {
    expect(await nextStep([user(text)])).toMatchObject({ kind: "tool", toolName: "ask_user" });
  });

  test.each([
    // The deed said: made up, checked in, listed.
    ["之前没做的那几块帮我补上", "replan_missed"],
    ["之前没做的那几块帮我挪到周末", "replan_missed"],
    ["之前没打卡的有哪些", "progress"],
    ["之前没做的那几块都删掉", "edit"],
  ])("near miss: %s keeps its reading", (text, family) => {
    expect(intentOf(text).family).toBe(family);
  });

  test("near miss: a deed said beside 搞定 is no vague deed", async () => {
    const step = await nextStep([user("之前落下的复习帮我重新找时间排掉，下周之内搞定")]);
    expect(JSON.stringify(step)).not.toContain("你想怎么处理");
  });
});
