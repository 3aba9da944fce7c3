/**
 * Students who write the way they post (小红书, 朋友圈): hashtags, emoji, a word to the crowd ("姐妹们", "家人们谁懂啊")
 * and a verb said three times ("删删删") around an ordinary request. None of it is the request, so it is read off
 * before the readers see the message; what a tool saves is still cut from the student's own characters. Each row is
 * one habit, with sentences it reads and sentences it must leave alone (checked in social-tone.test.ts).
 */

export interface SocialToneRow {
  family: string;
  pattern: RegExp;
  /** What the matched words become. */
  replacement: string;
  examples: readonly [said: string, read: string][];
  counterexamples: readonly string[];
}

/**
 * One emoji as typed: a pictograph with its joiners, variation selectors and skin tones, or a flag. The marks that
 * say done or not done (✅ ❌ ✔️ ☑️ ✖️ ❎ ⭕) are words of a check-in, and stay.
 */
const EMOJI = String.raw`(?![\u{2705}\u{274C}\u{2714}\u{2611}\u{2716}\u{274E}\u{2B55}])(?:\p{Extended_Pictographic}|\p{Regional_Indicator})(?:\u{FE0F}|\u{200D}|\p{Extended_Pictographic}|[\u{1F3FB}-\u{1F3FF}])*`;

export const SOCIAL_TONE_ROWS: readonly SocialToneRow[] = [
  {
    family: "a hashtag, at either end of the post",
    pattern: /(?:^|[\s，,。])#[^\s#，,。！!？?]{1,12}(?=[\s，,。！!？?]|$)/gu,
    replacement: " ",
    examples: [
      ["#周末充电 帮我看看周日下午有没有空", "帮我看看周日下午有没有空"],
      ["英语作文写完了 #每日打卡", "英语作文写完了"],
    ],
    counterexamples: ["把C#作业排到下周", "第#3条删掉"],
  },
  {
    family: "emoji right before more words: a pause, as a comma is (with a space around it, the space already is one)",
    pattern: new RegExp(`(?<=\\S|^)(?:${EMOJI})+(?=\\p{Script=Han})`, "gu"),
    replacement: "，",
    examples: [["线代作业写完啦🎉明天下午有空吗", "线代作业写完啦，明天下午有空吗"]],
    // Elsewhere an emoji stays: at the end it is the student's tone, which some readers read (躺平😂 is a joke).
    counterexamples: ["第二章✅第三章❌", "我今天的计划就是躺平😂", "so tired 😭 what's due before Friday"],
  },
  {
    family: "a word to the crowd before the request",
    pattern:
      /^(?:(?:姐妹|家人|宝子|集美|兄弟|朋友|铁子|友友|宝宝|uu)们?(?=[，,!！~～\s]|谁懂|我|救命|今天|帮|给|快)|谁懂啊?|救命(?:啊)?|绝绝子|破防了|笑死|我宣布(?!的)|官宣|[，,!！~～\s])+/iu,
    replacement: "",
    examples: [
      ["家人们谁懂啊，英语听力那个任务不用做了，删掉", "英语听力那个任务不用做了，删掉"],
      ["姐妹们我宣布线代作业写完了", "线代作业写完了"],
      ["绝绝子！把概率论复习排到这周末", "把概率论复习排到这周末"],
    ],
    counterexamples: ["朋友们周六来宿舍聚餐，提醒我买饮料", "我宣布的事你记一下"],
  },
  {
    family: "删 said over and over: delete it",
    // The trash can after it (🗑️) says the same.
    pattern: new RegExp(`删{2,}(?:掉|了)?(?:${EMOJI})*`, "gu"),
    replacement: "删掉",
    examples: [
      ["打印店那个任务删删删", "打印店那个任务删掉"],
      ["打印店那个任务删删删🗑️", "打印店那个任务删掉"],
    ],
    counterexamples: ["删掉打印店那个任务"],
  },
  {
    family: "any other verb said over and over",
    pattern: /(撤回|撤销|撤|冲)\1+/gu,
    replacement: "$1",
    examples: [["刚才那个撤回撤回", "刚才那个撤回"]],
    counterexamples: ["撤回刚才那个"],
  },
];

/** The message with its posting habits read off, or the message itself when nothing is left of it. */
export function withoutSocialTone(text: string): string {
  let said = text;
  for (const row of SOCIAL_TONE_ROWS) said = said.replace(row.pattern, row.replacement);
  said = said
    .replace(/[，,]\s*([，,。！!？?])/g, "$1")
    .replace(/^[\s，,]+|[\s，,]+$/g, "")
    .trim();
  return said === "" ? text : said;
}
