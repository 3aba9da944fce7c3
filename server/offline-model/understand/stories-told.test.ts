import { describe, expect, test } from "vitest";
import { normalise } from "../normalise/normalise";
import { chatStatement } from "./chat-statements";
import { detectIntent } from "./intents";

const read = (text: string) => detectIntent(normalise(text).text);

describe("stories that ask for nothing: errands gone wrong, chores done, doubted rumours, other classes' exams", () => {
  test.each([
    "上周去银行办卡结果忘带身份证，白去了",
    "前天约了同学去图书馆，结果他鸽了",
    "上个月给自己定了个背单词计划，结果一天都没背，一个都没记住",
    "刚把寝室收拾了一遍，清爽多了",
    "今天把衣服全洗完了，舒服了",
    "听说下周五全校停电，也不知道真的假的",
    "隔壁班已经考完了",
    "辅导员说下周的班会可能改到周四，还没个准信儿",
  ])("%s is small talk", (text) => {
    expect(chatStatement(normalise(text).text)).toBeDefined();
  });

  test.each([
    // The story asks for this time, a reminder or a note: it is a request after all.
    "上次去超市结果忘带钱包，这次提醒我带上",
    "听说下周三停水，不知道真的假的，先记一下",
    "隔壁班已经开始考了，我们什么时候考",
    // Something of the student's own handed in is a to-do done, not a chore.
    "班费交了",
  ])("near miss: %s still asks", (text) => {
    expect(read(text).family).not.toBe("small_talk");
  });
});
