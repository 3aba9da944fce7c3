/**
 * The names the student's words become (round 39, P): every tool that takes a name gets the thing named, in the
 * student's own characters, without what was said around it — how much it matters (这个贼急, 不急), why or how they
 * feel (因为老师催了, 我怕忘, 烦死了), courtesy and particles (麻烦了, 吧, 嘛), pointers and counters (那个, 这套, 一下),
 * estimates (~2h) and English fillers (plz; the or my before a Chinese name). What is part of the thing stays
 * (《不急不躁》, 第三章, 实验二, 期中, A座210, 给导师发周报, and an English title's articles: call the bank).
 */
import { describe, expect, test } from "vitest";
import { isFillerClause, withoutNameFillers } from "@/lib/tasks/name-fillers";
import { parseCreateTask, parseQuickNote } from "@/lib/tasks/quick-note";
import { nextStep, user } from "@/testing/offline-model";

const AT = { now: new Date("2026-12-01T02:00:00Z"), timeZone: "Asia/Shanghai" };
const noteTitle = (content: string) => {
  const draft = parseQuickNote(content, AT);
  return draft.ok ? draft.task.title : undefined;
};

describe("a note's title, cut of what was said around it", () => {
  test.each([
    ["周四下午交体测表，这个贼急", "交体测表"],
    ["明晚九点给导师发周报，我怕忘", "给导师发周报"],
    ["buy the 洗衣液 tomorrow plz", "buy 洗衣液"],
    ["周六上午去A座210领证书吧", "去A座210领证书"],
    ["周日前还那个图书馆的书啊", "还图书馆的书"],
    ["下周一前交期中论文提纲，不急", "交期中论文提纲"],
    ["email my TA about the 第三章 homework on friday", "email my TA about 第三章 homework"],
    ["call the bank on friday 3pm plz", "call the bank"],
    ["周三晚上交马原小论文，因为老师催了", "交马原小论文"],
    ["明天中午取一下快递嘛", "取快递"],
    ["周五前给导师发那个重要的周报", "给导师发周报"],
    ["后天交实验二的数据，大概要两个小时", "交实验二的数据"],
    ["明天下午三点去拿一下体检报告，我老是忘", "去拿体检报告"],
    ["周五要交的那个实验二报告", "交实验二报告"],
    ["明天之前把这个月的总结交了", "交这个月的总结"],
  ])("%s → %s", (content, title) => {
    expect(noteTitle(content)).toBe(title);
  });

  test.each([
    ["周五交《不急不躁》读后感", "交《不急不躁》读后感"],
    ["周五去酒吧团建", "去酒吧团建"],
    ["周四交实验二报告", "交实验二报告"],
    ["周三前给导师发周报", "给导师发周报"],
    ["周五前把这个学期的总结写完", "写完这个学期的总结"],
    ["周五交我的大学征文", "交我的大学征文"],
  ])("kept as the thing: %s → %s", (content, title) => {
    expect(noteTitle(content)).toBe(title);
  });

  test("a new to-do drops its weight and its estimate, ~2h too", () => {
    const draft = parseCreateTask("review the 实验二 report by friday, ~2h", AT);
    expect(draft).toMatchObject({ ok: true, task: { title: "review 实验二 report", estimated_sections: 3 } });
    expect(parseCreateTask("给学院交助学金材料，不急，下周三前", AT)).toMatchObject({ ok: true, task: { title: "给学院交助学金材料" } });
  });
});

describe("filler clauses and words", () => {
  test.each(["这个贼急", "不急", "挺重要的哦", "因为老师催了", "我怕忘", "烦死了", "麻烦了", "plz", "不想弄了"])("filler: %s", (clause) => {
    expect(isFillerClause(clause)).toBe(true);
  });

  test.each(["不急不躁读后感", "交急救培训报告", "给导师发周报", "重要文件打印", "期中复盘"])("no filler: %s", (clause) => {
    expect(isFillerClause(clause)).toBe(false);
  });

  test.each([
    ["四级真题这套", "四级真题"],
    ["物理实验报告那条", "物理实验报告"],
    ["迎新晚会策划案终于", "迎新晚会策划案"],
    ["四级真题的截止", "四级真题"],
    ["那个四级真题", "四级真题"],
    ["那个", "那个"],
    ["刷贴吧", "刷贴吧"],
    ["第三章习题", "第三章习题"],
  ])("%s → %s", (name, cut) => {
    expect(withoutNameFillers(name)).toBe(cut);
  });
});

describe("the name a tool is given", () => {
  test.each([
    ["那个四级真题的截止帮我改到周六吧", "update_task", { task: "四级真题" }],
    ["迎新晚会策划案终于搞定啦", "complete_task", { task: "迎新晚会策划案" }],
    ["四级真题这套做完了，花了大概两个小时", "complete_task", { task: "四级真题" }],
    ["物理实验报告那条啥时候交啊", "query_tasks", { keyword: "物理实验报告" }],
    ["我怕忘了，高数考试是哪天来着", "query_exams", { exam: "高数" }],
    ["那个概率论考试取消了，帮我删一下吧", "cancel_exam", { exam: "概率论" }],
    ["英语口语期中考试定在下周四下午两点，在A座210", "record_exam", { title: "英语口语期中考试", location: "A座210" }],
    ["那个啥，线代作业交了", "complete_task", { task: "线代作业" }],
    ["那个错题本的任务我整理完了哈，开心", "complete_task", { task: "错题本" }],
    ["电脑文件那个不想弄了，删了吧", "delete_task", { task: "电脑文件" }],
    ["那个离散的期末考试帮我删了吧", "cancel_exam", { exam: "离散的期末考试" }],
    ["delete my 四级 task pls", "delete_task", { task: "四级" }],
    ["看看有没有策划案相关的任务啊", "query_tasks", { keyword: "策划案" }],
    ["把线代作业改名为线代第五章作业吧", "update_task", { task: "线代作业", title: "线代第五章作业" }],
    ["帮我记个考试哈：马原期末，1月10号上午九点", "record_exam", { title: "马原期末" }],
  ])("%s → %s %o", async (text, toolName, input) => {
    expect(await nextStep([user(text)])).toMatchObject({ kind: "tool", toolName, input });
  });

  test("a called-off exam with no deletion asked is only told", async () => {
    expect(await nextStep([user("概率论期中考试取消了，老师说直接算平时分")])).not.toMatchObject({ kind: "tool", toolName: "cancel_exam" });
  });
});

describe("courtesy, particles and 一下 around the request itself", () => {
  test.each([
    ["麻烦把四级那个任务删一下哈", "delete_task", { task: "四级" }],
    ["帮我把线代作业标记完成呗", "complete_task", { task: "线代作业" }],
    ["plz mark the 线代 homework as done", "complete_task", { task: "线代 homework" }],
    ["四级真题那条删掉，麻烦了", "delete_task", { task: "四级真题" }],
    ["我那个策划案的截止是哪天来着", "query_tasks", { keyword: "策划案" }],
    ["线代作业截止时间是几号", "query_tasks", { keyword: "线代作业" }],
  ])("%s → %s %o", async (text, toolName, input) => {
    expect(await nextStep([user(text)])).toMatchObject({ kind: "tool", toolName, input });
  });

  test.each([
    ["删一下", "ask_user"],
    ["高数考试是哪天来着", "query_exams"],
  ])("still read as before: %s → %s", async (text, toolName) => {
    expect(await nextStep([user(text)])).toMatchObject({ kind: "tool", toolName });
  });
});
