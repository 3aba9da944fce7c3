/**
 * A deadline moved in a story, then the change asked with a pointer (round 38, D): "…推到下周一晚上十点前就行。…你把
 * 那个实验报告的截止改一下吧" (the new day told with neither the to-do nor 截止, the request naming the to-do) and
 * "…截止推到下周三中午十二点了。…你帮我把那条的时间也改一下" (那条 pointing back at the to-do the story named). Our
 * own sentences, with near misses.
 */
import { describe, expect, test } from "vitest";
import { normalise } from "./normalise/normalise";
import { detectIntent } from "./understand/intents";

const intentOf = (text: string) => detectIntent(normalise(text).text);

describe("a deadline moved in the story, the change asked after it", () => {
  test.each([
    ["物理老师下课的时候说实验报告可以晚点交，推到下周一晚上十点前就行。全班都欢呼了，我终于能喘口气。你把那个实验报告的截止改一下吧。", "实验报告", "下周一晚上十点"],
    ["刚看群消息，物理实验报告老师说大家数据都有问题，截止推到下周三中午十二点了。群里都在刷谢谢老师。你帮我把那条的时间也改一下。", "物理实验报告", "下周三中午十二点"],
    ["线代老师上课说作业可以晚点交，延到周五晚上十二点前就行。太好了。你把那个线代作业的截止改一下吧。", "线代作业", "周五晚上十二点"],
    ["英语论文老师说格式都不对，截止延到下周四晚上八点了。好烦啊。帮我把那项的时间改一下。", "英语论文", "下周四晚上八点"],
    ["数电老师刚说大作业可以缓一缓，延到下下周一上午十点就好。室友高兴坏了。你把那个大作业的截止改一下吧。", "大作业", "下下周一上午十点"],
    ["刚看群消息，概率论作业老师说题目有错，截止推到周六晚上十点了。大家都在刷666。你帮我把那条的时间也改一下。", "概率论作业", "周六晚上十点"],
  ])("%s", (text, task, deadline) => {
    const intent = intentOf(text);
    expect(intent).toMatchObject({ family: "task_edit", action: "update", task });
    expect(intent).toHaveProperty("deadline", expect.stringContaining(deadline));
  });

  test.each([
    // No new day told: what it changes to is still to be asked.
    "你把那个实验报告的截止改一下吧",
    "老师说实验报告可以晚点交。全班都欢呼了。你把那个实验报告的截止改一下吧。",
  ])("near miss: %s has no deadline to set", (text) => {
    expect(intentOf(text)).not.toHaveProperty("deadline");
  });
});
