/**
 * Cantonese (Guangzhou) words a student changes and asks about the plan with, read as the Mandarin the readers
 * already key on: 塞入空档 (fit into the free gaps), X嗰份留住先 (keep X out for now), 返屋企 (go home), 重新排过
 * (plan again), 调转个位 (swap the places), 放咗飞机 (skipped), 删走佢 (delete it), 系几号 (which date is it),
 * 仲剩几多堂未上 (how many classes are left). Rows of normalise.ts's everyday-word table, in Simplified (read after
 * the Traditional → Simplified step): reading only, so the words saved stay the student's own, and a title cut
 * beside 删走佢 no longer keeps the particle as the to-do's name.
 *
 * Each row is guarded by the words that make it plan talk: 啲 is 的 only between a subject and what is studied
 * (有啲攰 stays "a little"), 先搞 is 再排 only after a week counted (我先做 stays "first"), 飞机 only after 放.
 */
import type { WordRow } from "./word-row";

/** What a subject's or a week's 啲 owns: the study and the to-dos, so 有啲 / 快啲 / 早啲 stay "a little". */
const STUDIED_AFTER = /^(?:章节|复习|温书|温习|待办|作业|功课|任务|错题|真题|练习|内容|课|堂|chapter|part|topic|unit|revision)/i;

/**
 * An owner before 啲: not a verb, a degree or a pointer, which make it "a little" or "those" (有啲, 早啲, 将啲), nor
 * a day (琴日啲功课 reads as 昨天些作业, as it did before).
 */
const OWNER_BEFORE = /[^\P{Script=Han}有早迟快慢多少好差将把同帮畀俾睇看做下晒咗了日天]$/u;

/** A week counted (第15周, 下周, 月底) before 先 + a deed: "only then", which the plan readers know as 再. */
// Guards read the message before its words are mapped, so the Cantonese week words are listed beside 周.
const WEEK_COUNTED = /(?:第\s*[\d一二三四五六七八九十]+\s*(?:周|个礼拜|个星期)|下下?个?(?:周|礼拜|星期)|月底|月尾)\s*(?:就|至|才)?\s*$/;
const CLAUSE_ENDS = /^\s*(?:啦|吧|喇|咯|la)?\s*(?:$|[，,。！!？?；;])/;
/** The deeds 先 comes before there: said of a subject put off to that week, each is planning it then. */
const PUT_OFF_DEEDS = ["搞", "做", "排", "温", "复习", "安排", "整"];

export const CANTONESE_PLAN_WORDS: readonly WordRow[] = [
  // 仲剩几多堂未上: what is left of today's classes (未上 after the classes left is 没上, not 未上午).
  { from: "仲剩", to: "还剩" },
  // Only after 剩: 今日仲有咩堂未上 reads as it is (its 没上 would ask for progress).
  { from: "未上", to: "没上", needsBefore: /剩[^，,。]{0,6}(?:课|堂|节)\s*$/, notAfter: /^[午网班]/ },
  // 概率论啲章节, 今个礼拜啲待办: 啲 between an owner and what is studied is 的.
  { from: "啲", to: "的", needsBefore: OWNER_BEFORE, needsAfter: STUDIED_AFTER },
  // 塞入空档, 塞落空堂: fitting to-dos into the free gaps.
  { from: "塞入", to: "塞进" },
  // 同我塞入, 同我倒排: 同 before 我 and a deed on the plan is "for me" (同我讲 stays "with me").
  { from: "同我", to: "帮我", needsAfter: /^(?:塞|倒排|重新|拎|攞|搬|调|掉|删)/ },
  { from: "塞落", to: "塞进" },
  { from: "塞晒入", to: "全部塞进" },
  // 四级嗰份留住先, 留住佢先: kept out of this plan for now.
  { from: "留住先", to: "先留着" },
  { from: "留住佢先", to: "先留着" },
  { from: "留住佢", to: "先留着" },
  { from: "留住", to: "留着", notAfter: /^[宿]/ },
  // 概率论就第15周先搞: 先 after a week counted is "only then".
  // Only closing the clause: 下周先做概率论 is "first do probability next week".
  ...PUT_OFF_DEEDS.map((deed) => ({ from: `先${deed}`, to: "再排", needsBefore: WEEK_COUNTED, needsAfter: CLAUSE_ENDS })),
  // 早八同夜晚都唔好排: two parts of the day kept free together.
  { from: "同", to: "和", needsBefore: /(?:早八|朝早|上午|中午|下昼|下午|夜晚|晚上|晏昼)$/, needsAfter: /^(?:早八|朝早|上午|中午|下昼|下午|夜晚|晚上|晏昼)/ },
  // 策划案嗰份迟啲先: left for later, out of this plan.
  { from: "迟啲先", to: "先别排", needsAfter: CLAUSE_ENDS },
  { from: "迟啲再排", to: "先别排", needsAfter: CLAUSE_ENDS },
  // 礼拜日我要返屋企，嗰日唔好排: going home, and the day pointed back at.
  { from: "返屋企", to: "回家" },
  { from: "翻屋企", to: "回家" },
  { from: "嗰日", to: "那天" },
  // 礼拜日返屋企，成日都唔好排: 成日 before "don't plan" is that whole day (成日 alone is also "always").
  { from: "成日都", to: "那天", needsAfter: /^\s*(?:唔好|不要|别|咪|唔)排/ },
  { from: "成日", to: "那天", needsAfter: /^\s*(?:唔好|不要|别|咪|唔)排/ },
  { from: "嗰晚", to: "那天晚上" },
  // 重新排过落今个周末: 过 after 重新排 is "again", 落 then says where to.
  { from: "重新排过落", to: "重新排到" },
  { from: "排过落", to: "排到", needsBefore: /重新\s*$/ },
  { from: "排过", to: "排", needsBefore: /重新\s*$/ },
  { from: "今个周末", to: "这个周末" },
  { from: "今个礼拜尾", to: "这个周末" },
  // 第一章同谓词逻辑调转个位, 掉转嚟做: the two blocks swapped; 同 between them is 和 (对调下 is 对调一下).
  { from: "同", to: "和", needsBefore: /\p{Script=Han}$/u, needsAfter: /^[^，,。！!？?]{2,14}?(?:调转|掉转|对调|调换|互换|交换)/ },
  { from: "对调下", to: "对调一下" },
  { from: "调换下", to: "调换一下" },
  { from: "调转个位", to: "对调位置" },
  { from: "掉转个位", to: "对调位置" },
  { from: "调转位", to: "对调位置" },
  { from: "掉转嚟做", to: "对调位置" },
  { from: "掉转", to: "对调" },
  { from: "调转", to: "对调", notAfter: /^[头身]/ },
  // 有边几节复习放咗飞机: which sessions were skipped (放飞机 is standing the plan up).
  { from: "边几", to: "哪几" },
  { from: "边几堂", to: "哪几节课" },
  { from: "放咗飞机", to: "没做" },
  { from: "放飞机", to: "没做" },
  { from: "甩咗", to: "落下了", needsAfter: /^\s*(?:嘅|的|边|哪|几|啲|些)/ },
  // 删走佢, 删走: the to-do deleted ("走佢" is never its name).
  { from: "删走佢", to: "删掉它" },
  { from: "删走", to: "删掉" },
  { from: "拎咗佢出嚟", to: "拿掉它" },
  { from: "拎佢出嚟", to: "拿掉它" },
  // 系几号几点, 点解显示完成咗: asking the date, asking why.
  { from: "系几号", to: "是几号" },
  { from: "系几月几号", to: "是几月几号" },
  { from: "点解", to: "为什么" },
  // 㗎 before the question mark only asks (几号几点㗎？); 几紧要㗎 closing a statement keeps it.
  { from: "㗎", to: "", needsAfter: /^\s*[？?]/ },
  { from: "唔记得咗", to: "忘了" },
  // 改返未做, 改返未整完: back to not done.
  { from: "未做", to: "未完成", needsBefore: /改(?:返|回)(?:做|成)?\s*$/ },
  { from: "未整完", to: "未完成", needsBefore: /改(?:返|回)(?:做|成)?\s*$/ },
];

