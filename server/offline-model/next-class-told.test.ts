/**
 * The next class told of, not asked about (round 38, D): "高数老师今天又拖堂了二十分钟，下一节课我直接迟到，…为什么
 * 每次倒霉的都是我们班" is a story of being late; only 下一节 with an asking word after it ("下一节是啥课",
 * "下节课几点开始") asks what is next today. Our own sentences, with near misses.
 */
import { describe, expect, test } from "vitest";
import { normalise } from "./normalise/normalise";
import { detectIntent } from "./understand/intents";

const intentOf = (text: string) => detectIntent(normalise(text).text);

describe("the next class in a story", () => {
  test.each([
    "高数老师今天又拖堂了二十分钟，下一节课我直接迟到，还被英语老师点名。真的无语，为什么每次倒霉的都是我们班。",
    "线代又拖堂了，下节课我差点没赶上，烦死",
    "体育课拖了十分钟，下一节课迟到了",
    "实验课超时半小时，下一节课直接被记了旷课",
  ])("%s asks nothing about the day", (text) => {
    expect(intentOf(text)).not.toMatchObject({ family: "schedule_question" });
  });

  test.each(["下一节是啥课来着？", "下节课是啥", "下一节课几点开始", "下一节什么课", "next class 是什么，今天还有吗"])(
    "near miss: %s asks what is next",
    (text) => {
      expect(intentOf(text)).toMatchObject({ family: "schedule_question", question: { toolName: "query_day", input: { remaining_only: true } } });
    },
  );
});
