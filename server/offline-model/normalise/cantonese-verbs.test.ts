import { describe, expect, test } from "vitest";
import { normalise } from "./normalise";

describe("Cantonese verb endings and verb phrases read as Mandarin", () => {
  test.each([
    // 晒 after a doing verb: all of it done
    ["琴日啲功課寫晒喇", "昨天些作业写完了"],
    ["第三章溫晒", "第三章复习完了"],
    ["今日排嘅全部搞晒", "今天排的全部做完了"],
    // 埋 after a verb: as well, the rest of it
    ["份報告嘅截止都幫我改埋", "份报告的截止都帮我改一下"],
    ["篇讀書筆記聽日寫埋佢", "篇读书笔记明天写完他"],
    // 唔好X住: not for now
    ["後日嗰節高數唔好排住", "后天那节高数先不要排"],
    ["嗰個報告咪刪住", "那个报告先不要删"],
    // 落 / 去 after a verb of putting: where to
    ["將英文溫習排落下個禮拜三", "把英文复习排到下周三"],
    ["統計嗰節改去禮拜四晏晝三點得唔得", "统计那节改到星期四下午三点行不行"],
    ["幫我摆上去", "帮我排上去"],
    // who says, days counted, bounds, talk, going to work
    ["助教話實驗報告可以遲兩日交", "助教说实验报告可以迟两天交"],
    ["統計仲有幾多日考", "统计还有多少天考"],
    ["每日唔好多過三節", "每天不要超过三节"],
    ["每日唔好少過一節", "每天不要少于一节"],
    ["好攰，唔想講嘢", "好累，不想说话"],
    ["聽晚要返工", "明晚要上班"],
    ["英文堂入面嗰節", "英文课里面那节"],
    // 返 "back", 冇 before a verb, a clause with no 的 before 嗰个 / 嗰啲
    ["冇溫嗰啲幫我補返", "没复习的那些帮我补回来"],
    ["頭先排嗰個變返之前咁", "刚才排的那个变回之前那样"],
    ["冇做嘅功課", "没做的作业"],
    // don't let me forget, how long, overdue, planned again
    ["唔好畀我唔記得交表", "别让我忘了交表"],
    ["仲有幾耐考", "还有多久考"],
    ["邊啲過咗期", "哪些过期了"],
    ["幫我重新排過", "帮我重新排"],
    // English dropped in: the part of a subject
    ["線代嗰part聽日先做", "线代那块明天先做"],
  ])("%s → %s", (original, reading) => {
    expect(normalise(original).text).toBe(reading);
  });

  test.each([
    // the endings' own Mandarin words keep their characters
    "周末晒被子",
    "出去晒太阳",
    "埋头复习了一周",
    "别埋怨了",
    "数学落下好多",
    "英语落后了一章",
    "排去年的课表",
    "给妈妈打个电话",
    "这个话题先不聊",
    "我要摆脱拖延症",
    "今天又摆烂了",
    "一月一日放假",
    "十一日交报告",
    "多过几次就会了",
    "说人话",
    "话说概率论哪天考",
  ])("%s stays as it is", (text) => {
    expect(normalise(text).text).toBe(text);
  });

  test.each([
    // 冇 of having none, and 嗰个 / 嗰啲 after a noun, are read as everyday-words.ts reads them
    ["聽日冇堂", "明天没课"],
    ["琴日冇去上堂", "昨天没有去上堂"],
    ["高數嗰個報告", "高数那个报告"],
    ["統計嗰啲筆記", "统计那些笔记"],
  ])("%s → %s (no clause before it)", (original, reading) => {
    expect(normalise(original).text).toBe(reading);
  });
});
