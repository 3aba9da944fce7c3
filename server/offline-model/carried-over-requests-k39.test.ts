/**
 * What was just recorded or asked, carried over or put right in the next message (round 39, K): the exam just noted
 * with its room put right, called off, or another course noted the same way ("顺手把工程材料也记上，1月11号…"); the
 * note just made asked again for another day ("下周五同一时间也给我记一条", "same time next friday too") or another
 * thing on its day; a block placed again at the clock the last one got, or put back where the student says it was;
 * a reminder about the one to-do a query found; a free-time question asked again for the day meant; the wrong to-do
 * marked done, put right. Look-alikes — a question about the same thing, a bare 也 — stay as they were said.
 */
import { describe, expect, test } from "vitest";
import { normalise } from "./normalise/normalise";
import { detectIntent } from "./understand/intents";
import { currentRequest } from "./understand/request";
import { resolveReference } from "./decide/name-resolution";

type Turn = readonly [user: string, said: string];

function readAfter([user, said]: Turn, text: string): string | undefined {
  return currentRequest([{ text: normalise(user).text, said }, { text: normalise(text).text }])?.text;
}

const MECHANICS: Turn = ["机械原理期末1月8号下午两点", "已记下考试「机械原理期末考试」：1月8日（周五）14:00，还有38天。"];
const LISTENING: Turn = ["英文聽力12月18號朝早九點考", "已記下考試「英文聽力考試」：12月18日（周五）09:00，還有17天。"];
const LOGBOOK: Turn = ["周五下午五点前交实习周志", "已记下：交实习周志（截止 12月4日 周五 17:00）。"];
const GYM: Turn = ["提醒我周四晚上七点去健身房", "已记下：去健身房（截止 12月3日 周四 19:00）。"];
const LIBRARY: Turn = ["remind me to return the library book friday 5pm", "已记下：return the library book（截止 12月4日 周五 17:00）。"];
const PLACED: Turn = ["树与最小生成树放周六下午两点", "已把「树与最小生成树」放到12月5日 周六 14:00–15:40，确认后生效。"];
const TAKEN_OFF: Turn = ["树与最小生成树先不排了", "已把「树与最小生成树」从日程上拿下来，恢复为待安排，确认后生效。"];
const DUE_ASKED: Turn = ["线代作业什么时候截止", "共找到 1 条任务：提交线性代数第五章作业 | 重要且紧急 | 12月2日 周三 23:59"];
const FREE_ASKED: Turn = ["周四下午有空吗", "12月3日 周四 下午 空闲：14:00–15:40（2节）；16:00–17:40（2节）"];
const MARKED: Turn = ["作业交了", "已完成：提交线性代数第五章作业。"];

describe("carried over or put right after what was just recorded or asked", () => {
  test.each([
    [MECHANICS, "考场记错了，是A座210，别的没变", "机械原理期末考场改到A座210"],
    [MECHANICS, "时间没错，地点写错了，是逸夫楼302", "机械原理期末考场改到逸夫楼302"],
    [MECHANICS, "顺手把工程材料也记上，1月11号上午九点", "工程材料考试1月11号上午九点"],
    [LISTENING, "嗰場其實冇考喎，刪咗佢", "英文听力考试取消了，删掉吧"],
    [LISTENING, "搞错了，这门不考试，删掉吧", "英文听力考试取消了，删掉吧"],
    [LOGBOOK, "下周五同一时间也给我记一条", "下周五下午五点前交实习周志"],
    [LOGBOOK, "下下周五也一样", "下下周五下午五点前交实习周志"],
    [GYM, "顺便把交水电费也记上，同一天晚上九点", "记一下周四晚上九点交水电费"],
    [LIBRARY, "same time next friday too", "remind me to return the library book next friday 5pm"],
    [PLACED, "代数系统也放到下周六的同一个时间", "把代数系统放到下周六 14:00"],
    [TAKEN_OFF, "还是放回去吧，原来那个周六下午两点挺好", "把树与最小生成树放到周六下午两点"],
    [DUE_ASKED, "那明天早上八点前提醒我交上去", "明天早上八点前提醒我交上去：提交线性代数第五章作业"],
    [FREE_ASKED, "搞错了，我要问的是12月10号那天", "12月10号那天下午有空吗"],
    [FREE_ASKED, "不好意思，我想问的是周五晚上", "周五晚上有空吗"],
    [MARKED, "等下，线代那个还没动呢，交的其实是物理，帮我弄对", "线代那个改回未完成；另外物理交了"],
  ])("%j, then %s → %s", (turn, text, read) => {
    expect(readAfter(turn, text)).toBe(read);
    expect(detectIntent(read).family).not.toBe("unknown");
  });

  test.each([
    [MECHANICS, "考场在哪"],
    [MECHANICS, "工程材料也要复习吗"],
    [LOGBOOK, "下周五也要交吗"],
    [GYM, "水电费也交了"],
    [LIBRARY, "next friday I am free"],
    [TAKEN_OFF, "还是放回去吧"],
    [DUE_ASKED, "那明天早上八点前有什么课"],
    [MARKED, "物理也交了"],
  ])("%j, then %s: read as itself", (turn, text) => {
    expect(readAfter(turn, text)).toBe(normalise(text).text);
  });

  test("an offered reminder taken with how early to ring is read with the note it times", () => {
    const turns = [
      { text: "周日下午三点要去校外工厂参观", asked: { question: "要帮你记个提醒吗？", options: ["记下", "不用"] } },
      { text: "记，提前一个钟头喊我" },
    ];
    expect(currentRequest(turns)?.text).toBe("周日下午三点要去校外工厂参观，记下，提前一个钟头喊我");
    // A bare yes adds nothing: the note as it was said.
    expect(currentRequest([turns[0], { text: "记下" }])?.text).toBe("周日下午三点要去校外工厂参观");
  });
});

describe("the term's week and total, put right after a question", () => {
  test.each([
    ["我们其实才第12周，教务那边排的一共19周", { currentWeek: 12, weeks: 19 }],
    ["错了，这周是第14周才对，总共还是18周", { currentWeek: 14, weeks: 18 }],
    ["这周是第14周才对", { currentWeek: 14 }],
  ])("%s", (text, set) => {
    expect(detectIntent(text)).toEqual({ family: "term_set", ...set });
  });
});

describe("a mark taken back by what it was said of", () => {
  test("the thing not done, then 'the one marked before' asked back", () => {
    expect(detectIntent("刚才说错了，英语四级那套题我只做了阅读，还没做完呢。之前标成完成的帮我改回来。", { nearest: true })).toMatchObject({
      family: "task_edit",
      action: "reopen",
      task: "英语四级",
    });
  });

  test("an exam named with 听力 and 考试 is the sitting; practice 听力 stays a to-do", () => {
    expect(detectIntent("英文听力考试取消了")).toMatchObject({ family: "exam_cancel", exam: "英文听力" });
    expect(detectIntent("四级听力那条删了")).toMatchObject({ family: "task_edit", action: "delete" });
  });
});

describe("a block named by its length", () => {
  const tasks = [
    { id: 17, name: "代数系统：群、环、域" },
    { id: 18, name: "综合模拟卷（限时）" },
  ];
  test.each([["四节的模拟卷"], ["那个4节的模拟卷"]])("%s", (name) => {
    expect(resolveReference({ name }, tasks)).toMatchObject({ kind: "found", task: { id: 18 } });
  });
});
