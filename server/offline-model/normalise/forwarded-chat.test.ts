import { describe, expect, it } from "vitest";
import { normalise } from "./normalise";

/** Group chats copied into the message, read as one notice. Our own sentences, none from the eval. */
describe("a chat copied from a group is one notice, the student's words after a dash", () => {
  it.each([
    ["学委 14:22\n@全体成员 下周三晚上7点在图书馆报告厅开年级大会。\n\n记一下", "转发：@全体成员 下周三晚上7点在图书馆报告厅开年级大会。——记一下"],
    ["张伟 21:05\n后天下午两点实验室集合，测电路板\n王芳 21:06\n好的\n我 21:10\n收到\n\n提醒我", "转发：后天下午两点实验室集合，测电路板。——提醒我"],
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
