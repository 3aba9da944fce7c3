import { describe, expect, test } from "vitest";
import { detectIntent } from "../understand/intents";
import { normalise } from "./normalise";

const read = (text: string) => detectIntent(normalise(text).text);
const said = (text: string) => normalise(text).text;

describe("Dongbei everyday words: 上晌 / 下晌, 嘎哈, 消停, 整利索, 嘎嘎, 嗷, 重新整整", () => {
  test.each([
    ["后儿下晌有课不", "后天下午有课吗"],
    ["礼拜三上晌我得去办卡", "星期三上午我得去办卡"],
    ["你嘎哈呢", "你干啥呢"],
    ["昨天嘎哈也没学", "昨天啥也没学"],
    ["这礼拜哪天最消停", "哪天最闲"],
    ["外头嘎嘎冷", "外头超冷"],
    ["教室里热得嘎嘎的", "教室里热得很"],
    ["周五前把表交了，提醒我嗷", "周五前把表交了，提醒我哦"],
  ])("%s reads as %s", (text, meant) => {
    expect(said(text)).toContain(meant.replace("吗", ""));
  });

  test("the parts of the day and the emptiest day are asked", () => {
    expect(read("后儿下晌有空不")).toMatchObject({ family: "schedule_question", question: { toolName: "query_free_time", input: { part: "afternoon" } } });
    expect(read("下礼拜哪天最消停")).toMatchObject({ family: "schedule_question", question: { toolName: "query_free_time", input: { pick: "emptiest" } } });
  });

  test("a thing got done (整利索) is finished, its name without the report", () => {
    expect(read("英语作文我整利索了，已经交了")).toMatchObject({ family: "task_edit", action: "complete", task: "英语作文" });
  });

  test("doing the missed work over (重新整整) is planning it again", () => {
    expect(read("这两天嘎哈都没干，落下的给我重新整整")).toMatchObject({ family: "replan_missed" });
  });

  test.each([
    // 晌午 after 下 / 上 is noon; 整整 alone is "a whole"; 嗷嗷 is a cry; 嘎嘎 alone ends nothing.
    ["等一下晌午再说", "下午"],
    ["我整整写了三遍", "排排"],
    ["饿得嗷嗷叫", "哦"],
  ])("near miss: %s keeps its words (no %s)", (text, notMeant) => {
    expect(said(text)).not.toContain(notMeant);
  });
});
