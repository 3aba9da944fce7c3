import { describe, expect, it } from "vitest";
import { detectIntent } from "./intents";

describe("check-ins, progress and missed work in the student's words", () => {
  it("reads check-ins by block and by day", () => {
    expect(detectIntent("第一章和第二章复习完了，第三章没做")).toEqual({
      family: "checkin",
      entries: [
        { block: "第一章", status: "done" },
        { block: "第二章", status: "done" },
        { block: "第三章", status: "skipped" },
      ],
    });
    expect(detectIntent("昨天的复习都做了")).toEqual({ family: "checkin", entries: [{ status: "done" }], when: "昨天" });
    expect(detectIntent("今天下午那节没去")).toEqual({ family: "checkin", entries: [{ status: "skipped" }], when: "今天下午" });
  });

  it("asks about progress or what was missed, in a span", () => {
    expect(detectIntent("上周落下了哪些复习？")).toEqual({ family: "progress", focus: "missed", range: "上周" });
    expect(detectIntent("我这周落下了哪些复习？")).toEqual({ family: "progress", focus: "missed", range: "这周" });
    expect(detectIntent("这周完成了多少？")).toEqual({ family: "progress", focus: "summary", range: "这周" });
    expect(detectIntent("这周的学习计划我完成了多少？")).toEqual({ family: "progress", focus: "summary", range: "这周" });
    expect(detectIntent("本周还有哪些复习没打卡")).toEqual({ family: "progress", focus: "missed", range: "本周" });
  });

  it("re-plans missed work", () => {
    for (const text of ["把没完成的重新排一下", "把落下的补上", "重新安排没做的"]) expect(detectIntent(text)).toEqual({ family: "replan_missed" });
  });

  it("leaves to-dos to the to-do readers", () => {
    expect(detectIntent("线代第五章作业已经交上去了")).toMatchObject({ family: "task_edit", action: "complete" });
    expect(detectIntent("还有哪些这周的任务没做")).toMatchObject({ family: "query_tasks" });
    expect(detectIntent("提醒我明天复习第三章")).toMatchObject({ family: "quick_note" });
  });
});
