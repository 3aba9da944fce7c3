import { describe, expect, it } from "vitest";
import { inOriginalWords, normalise, withSlipsMended } from "./normalise";
import { detectIntent } from "../understand/intents";

/**
 * Phone-keyboard slips of the same sound, read as the word meant. Each row is our own sentence, with counterexamples
 * where the same characters are a correct word and must keep their reading.
 */
const text = (message: string) => normalise(message).text;
const read = (message: string) => detectIntent(text(message));

describe("a slip of the same sound reads as the word meant", () => {
  it.each([
    ["线代第三章写玩了", "线代第三章写完了"],
    ["今天的单词背玩没", "今天的单词背完没"],
    ["还有几添交论文", "还有几天交论文"],
    ["明添下午有空吗", "明天下午有空吗"],
    ["这学期到第几州了", "这学期到第几周了"],
    ["第十二州有什么考试", "第十二周有什么考试"],
    ["把复习排到下州", "把复习排到下周"],
    ["上上州的复习都做了", "上上周的复习都做了"],
    ["数理罗辑第二章挪到周日", "数理逻辑第二章挪到周日"],
    ["我有拿些任务没做", "我有哪些任务没做"],
    ["还有那些作业没交啊", "还有哪些作业没交啊"],
    ["把六级真提排到周末", "把六级真题排到周末"],
    ["我的代办里还有啥", "我的待办里还有啥"],
    ["把周三没做的捕回来", "把周三没做的补回来"],
    ["二叉数的遍历还没看", "二叉树的遍历还没看"],
    ["周四放数与生成树那章", "周四放树与生成树那章"],
    ["时间不对，该一下", "时间不对，改一下"],
    ["刚才按措了，还没做完", "刚才按错了，还没做完"],
  ])("%s", (message, reading) => {
    expect(text(message)).toBe(reading);
  });

  it.each([
    "周末去看玩具展",
    "统一添加到待办",
    "九州大学的交换项目",
    "广州的同学周五来",
    "美国有几个州",
    "把那些任务都删了吧",
    "那些任务没排吗",
    "我有那些资料啊",
    "去图书馆拿些资料",
    "罗辑思维的音频听完了",
    "你真提醒我了",
    "帮我代办一下签证",
    "警察追捕上了逃犯",
    "数与代数第一章",
    "交换函数与等价关系和树与最小生成树",
    "我应该一下午都在图书馆",
    "这些措施要写进报告",
  ])("%s keeps its words", (message) => {
    expect(text(message)).toBe(message);
  });

  it("the saved words stay the student's own, but a to-do looked up by name is found under the word meant", () => {
    const reading = normalise("周五前把四级真提做完");
    expect(inOriginalWords(reading, "四级真题")).toBe("四级真提");
    expect(withSlipsMended(inOriginalWords(reading, "四级真题"))).toBe("四级真题");
    expect(withSlipsMended("經濟學報告")).toBe("經濟學報告");
  });

  it("a slipped word is read as its request", () => {
    expect(read("现在到第几州了")).toMatchObject({ family: "term_question" });
    expect(read("离线代考试还有几添")).toMatchObject({ family: "exam_countdown" });
    expect(read("还有那些待办没做完啊")).toMatchObject({ family: "query_tasks" });
  });
});

describe("a course's name in a neighbour of its sound", () => {
  it.each([
    ["前天那块理散复习做完了", "前天那块离散复习做完了"],
    ["里散第四章挪到周五", "离散第四章挪到周五"],
    ["概律论作业写完了", "概率论作业写完了"],
  ])("%s", (slip, meant) => {
    expect(text(slip)).toBe(meant);
  });

  it.each(["吃完饭在院子里散步", "班群里散了个通知"])("%s keeps its 里散", (said) => {
    expect(text(said)).toBe(said);
  });
});
