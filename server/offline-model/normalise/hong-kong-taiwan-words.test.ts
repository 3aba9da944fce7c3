import { describe, expect, test } from "vitest";
import { normalise } from "./normalise";

describe("Hong Kong and Taiwan everyday words read as Mandarin", () => {
  test.each([
    // this week and month, last night, the coming week
    ["今個禮拜仲有冇堂", "这周还有没有课"],
    ["今個月尾交論文", "这个月底交论文"],
    ["琴晚溫咗兩個鐘", "昨晚复习了两个小时"],
    ["嚟緊個禮拜有乜考試", "下周有什么考试"],
    // later, in a while, another day
    ["遲啲先做，等陣再講", "晚点先做，等会儿再讲"],
    ["份功課第日先做", "份作业改天先做"],
    // planning, forgetting, giving, helping, ticking off
    ["我諗住聽日下晝溫統計", "我打算明天下午复习统计"],
    ["我唔記得交功課", "我忘了交作业"],
    ["畀我睇下聽日嘅安排", "给我看下明天的安排"],
    ["同我記低禮拜三交報告", "帮我记一下星期三交报告"],
    ["個報告搞掂咗，幫我剔咗佢", "个报告完成了，帮我勾掉它"],
    // asking how and when, thanks
    ["點樣排比較好", "怎么排比较好"],
    ["統計考試係幾時", "统计考试是什么时候"],
    ["唔該晒", "谢谢"],
    // Taiwan
    ["程式設計作業要繳交", "程序设计作业要交"],
    ["明天K書三小時", "明天复习三小时"],
    ["下禮拜幫我安排唸書", "下周帮我安排复习"],
    ["計畫幫我排進行事曆", "计划帮我排进日程"],
    ["學校行事曆上寫第九週開始期中考", "校历上写第九周开始期中考"],
    ["學期行事曆說下週放假", "校历说下周放假"],
    ["讀書計畫排進這禮拜", "读书计划排进这周"],
    ["這禮拜三有空嗎", "这星期三有空吗"],
  ])("%s → %s", (original, reading) => {
    expect(normalise(original).text).toBe(reading);
  });

  test.each([
    // the Mandarin words that hold these characters keep them
    "同我一起去图书馆",
    "今天气温好低",
    "这个温度刚好",
    "她说话很温柔",
    "第一个钟表坏了",
    "闹钟响了三次",
    "下周一有小考",
    "OK书单发我",
  ])("%s stays as it is", (text) => {
    expect(normalise(text).text).toBe(text);
  });
});

describe("点 after a measure word is a bit, not Cantonese how", () => {
  test.each([
    ["争取早点排完", "争取早点排完"],
    ["快点做完吧", "快点做完吧"],
    ["复习点排好", "复习怎么排好"],
  ])("%s", (text, read) => {
    expect(normalise(text).text).toBe(read);
  });
});
