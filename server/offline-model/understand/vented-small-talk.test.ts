/**
 * Venting that holds a request's words but asks for nothing (round 17): self-doubt (搞定 is someone else's), being
 * worn out after shifts (上 is working), a wish said as a joke (删 is not meant), and a request taken back.
 */
import { describe, expect, test } from "vitest";
import { detectIntent } from "./intents";

describe("venting is small talk", () => {
  test.each([
    // The student doubting themselves.
    "我是不是特别没用啊，室友都能早起，就我起不来",
    "为什么就我学不会高数，我好笨",
    "大家都能按时交，只有我老是拖",
    "为什么我总是拖延，好讨厌自己",
    "我恨死自己了，又睡过头",
    // Worn out after a run of shifts or nights.
    "连着值了两个夜班，魂都没了",
    "上完大夜整个人都是飘的",
    "通宵赶完论文，感觉身体被掏空",
    "考研好难啊，感觉坚持不下去了",
    "刚值完夜班，累成狗了",
    "期末周实在熬不下去了",
    // A wish said as a joke.
    "真想把课表撕了然后直接跑路，说说而已",
    "恨不得删光所有待办然后原地消失哈哈，开玩笑啦",
    "好想退学然后去摆摊，开个玩笑",
    "好想删掉所有东西重新开始",
  ])("%s", (text) => {
    expect(detectIntent(text)).toMatchObject({ family: "small_talk" });
  });

  test.each(["本来想让你帮我记一下周五买水果的，算了，不用了", "原本打算加个背单词的任务，想想还是算了", "刚想叫你提醒我晚上洗衣服，算了别记了"])(
    "%s takes the request back",
    (text) => {
      expect(detectIntent(text)).toEqual({ family: "small_talk", topic: "dismiss" });
    },
  );

  test.each(["我是不是太菜了，帮我看看这周还有哪些作业", "累瘫了，上完大夜帮我把明天的复习挪到周五", "复习撑不住了，帮我把明天的复习挪到周六"])("%s still asks", (text) => {
    expect(detectIntent(text).family).not.toBe("small_talk");
  });
});
