/**
 * Exam words beyond a course's own: the national exams a student sits outside the timetable (考研 with its 初试 and
 * 复试, the civil-service 省考 / 国考 / 考公 with their 笔试 and 面试, the language and licence tests: 雅思, 托福, GRE,
 * 法考 (not the 法 of 刑法 / 民法 before 考试), CPA, and a nurse's licence exam: 护考 / 护士执业资格考试), and the tags and emoji of a social-media post
 * around an exam ("#考研人 …🔒"), which name nothing.
 */

/**
 * "考研初试", "省考笔试", "国考面试", "离考研还有多少天": a national exam is sat on a day like a course's exam. Not
 * the talk around it: "考研讲座", "考研资料", "考研党", "雅思口语课", "托福听力练习", "准备考研", "二战考研" name no sitting, nor does time given to it ("周六全天给考研", "留给雅思").
 */
const NOT_THE_SITTING = "(?![^，,。！!？?\\s\\d]{0,4}?(?:讲座|宣讲|经验|分享|资料|报名|网课|辅导|机构|班|群|党|人|课|准考证|学长|学姐|er|练习|训练|复习|备考|刷题|真题|模考|模拟|单词|作文))";
export const NATIONAL_EXAM =
  `(?<!准备|备战|二战|三战|不|想|打算|决定|在|给)(?:考研|研究生考试|省考|国考|考公|公考|雅思|托福|法考(?!试|核)|注会|护考|护资考试|护士资格考试|护士执业资格考试|执业资格考试|\\b(?:IELTS|TOEFL|GRE|GMAT|CPA)\\b)(?:初试|复试|笔试|面试)?${NOT_THE_SITTING}|(?:公务员|事业编|事业单位|选调生?)(?:笔试|面试)`;

/**
 * "#考研人 ", " #期末倒计时", a tag at either end of a post, and the emoji between words: what is said without them.
 * A tag inside the sentence ("这周#复习#计划") stays, since it may be the words themselves.
 */
const EDGE_TAGS = /^(?:[#＃][^\s#＃]+\s+)+|(?:\s+[#＃][^\s#＃]+)+\s*$/gu;
const EMOJI = /[\p{Extended_Pictographic}\u{FE0F}\u{200D}\u{1F3FB}-\u{1F3FF}]+/gu;

export function withoutPostMarks(text: string): string {
  const rest = text.replace(EDGE_TAGS, "").replace(EMOJI, " ").replace(/\s+([，,。！!？?])/g, "$1").replace(/\s{2,}/g, " ").trim();
  return rest === "" ? text : rest;
}
