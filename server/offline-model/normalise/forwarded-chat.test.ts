import { describe, expect, it } from "vitest";
import { normalise } from "./normalise";

/** Group chats copied into the message, read as one notice. Our own sentences, none from the eval. */
describe("a chat copied from a group is one notice, the student's words after a dash", () => {
  it.each([
    ["学委 14:22\n@全体成员 下周三晚上7点在图书馆报告厅开年级大会。\n\n记一下", "转发：@全体成员 下周三晚上7点在图书馆报告厅开年级大会。——记一下"],
    ["张伟 21:05\n后天下午两点实验室集合，测电路板\n王芳 21:06\n好的\n我 21:10\n收到\n\n提醒我", "转发：后天下午两点实验室集合，测电路板——提醒我"],
    ["团支书：@所有人\n本周日前交团费20元\n\n帮我记着", "转发：本周日前交团费20元——帮我记着"],
    ["助教 2026-12-01 09:15\n实验三报告推迟到周日晚上交。", "转发：实验三报告推迟到周日晚上交。"],
    ["【年级群】@全体成员 周五下午体测，带好校园卡\n\n我要去，记一下", "【年级群】@全体成员 周五下午体测，带好校园卡——我要去，记一下"],
    ["这个要去吗\n【学院】周四晚上七点学术讲座，地点报告厅。", "【学院】周四晚上七点学术讲座，地点报告厅。——这个要去吗"],
  ])("%s", (said, read) => {
    expect(normalise(said).text).toBe(read);
  });

  it.each([
    // A list under a header, a day and a clock on a line of their own, paragraphs: no chat.
    ["明天要做的：\n- 背单词\n- 写报告", "明天要做的：背单词；写报告"],
    ["周五 20:00\n开组会", "周五 20:00，开组会"],
    ["今天好累\n\n帮我把高数挪到周四", "今天好累，帮我把高数挪到周四"],
    ["明天的安排\n【上午】背单词\n【下午】写报告", "明天的安排，【上午】背单词，【下午】写报告"],
  ])("%s is no chat", (said, read) => {
    expect(normalise(said).text).toBe(read);
  });
});

describe("other ways a chat's sender line is written", () => {
  it.each([
    ["王老师（辅导员） 昨天 21:30\n明天上午十点前交体检表\n\n提醒我", "转发：明天上午十点前交体检表——提醒我"],
    ["陈静 12/01 下午 3:05\n周四晚上排练，七点礼堂\n刘洋 12/01 下午 3:06\n收到收到\n\n帮我记一下", "转发：周四晚上排练，七点礼堂——帮我记一下"],
    ["辅导员王老师：\n请各位同学周五前提交奖学金申请表。\n\n记一下", "转发：请各位同学周五前提交奖学金申请表。——记一下"],
    ["帮我记一下\n班长 18:02\n周日晚上八点前交班费", "转发：周日晚上八点前交班费——帮我记一下"],
  ])("%s", (said, read) => {
    expect(normalise(said).text).toBe(read);
  });

  it.each([
    ["老师布置的作业：\n- 第三章习题\n- 实验报告", "老师布置的作业：第三章习题；实验报告"],
    ["老师说：\n周五交报告", "老师说：周五交报告"],
  ])("%s is a list or a story, not a chat", (said, read) => {
    expect(normalise(said).text).toBe(read);
  });
});

describe("a sender's stamp and the message on one line (团支书 16:02：…)", () => {
  it.each([
    ["学委 20:15：明天下午三点前交实验报告电子版\n\n帮我记一下", "转发：明天下午三点前交实验报告电子版——帮我记一下"],
    ["辅导员 09:30：@所有人 周五晚上七点开年级大会\n班长 09:31：收到\n\n提醒我周五去开会", "转发：周五晚上七点开年级大会——提醒我周五去开会"],
  ])("%s reads as one notice", (text, meant) => {
    expect(normalise(text).text).toBe(meant);
  });

  it("near miss: a clock inside a sentence is no stamp", () => {
    expect(normalise("明天 14:30：开组会\n记得带电脑").text).not.toContain("转发");
  });
});
