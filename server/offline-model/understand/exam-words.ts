/**
 * Exam words beyond a course's own: the national exams a student sits outside the timetable (考研 with its 初试 and
 * 复试, the civil-service 省考 / 国考 / 考公 with their 笔试 and 面试, the language and licence tests: 雅思, 托福, GRE,
 * 法考 (not the 法 of 刑法 / 民法 before 考试), CPA, CET-4/6, a medical student's OSCE (the clinical skills exam), and a
 * nurse's licence exam: 护考 / 护士执业资格考试), and the tags and emoji of a social-media post
 * around an exam ("#考研人 …🔒"), which name nothing.
 */

/**
 * "考研初试", "省考笔试", "国考面试", "离考研还有多少天": a national exam is sat on a day like a course's exam. Not
 * the talk around it: "考研讲座", "考研资料", "考研党", "雅思口语课", "托福听力练习", "准备考研", "二战考研" name no sitting, nor does time given to it ("周六全天给考研", "留给雅思").
 */
const NOT_THE_SITTING = "(?![^，,。！!？?\\s\\d]{0,4}?(?:讲座|宣讲|经验|分享|资料|报名|网课|辅导|机构|班|群|党|人|课|准考证|学长|学姐|er|练习|训练|复习|备考|刷题|真题|模考|模拟|单词|作文))";
export const NATIONAL_EXAM =
  `(?<!准备|备战|二战|三战|不|想|打算|决定|在|给)(?:考研|研究生考试|省考|国考|考公|公考|雅思|托福|法考(?!试|核)|注会|护考|护资考试|护士资格考试|护士执业资格考试|执业资格考试|\\b(?:IELTS|TOEFL|GRE|GMAT|CPA|CET-?[46]|OSCE)\\b)(?:初试|复试|笔试|面试)?${NOT_THE_SITTING}|(?:公务员|事业编|事业单位|选调生?)(?:笔试|面试)`;

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

// 考核: an assessment that is sat like an exam ("汇报演出考核", "体能考核"); 考 as a verb after a day is read apart.
// "C语言上机还剩几天": a 上机 counted down to is the computer exam, not a lab class.
// A profession's own exams: a rotation's 出科考, the teaching certificate's 教资 interview and written parts. A
// failed course's second sitting: 补考, 缓考, 重修考试. A course's own last sitting: 结课考, and 机试 at a computer.
// "形势与政策的开卷考", "马原闭卷考": how it is sat, right after the course, is its exam word; alone or after a day
// or a clock ("1月9号下午两点闭卷考") or a modal ("下周一要闭卷考电路") it is only how, read by HOW_SAT.
// "民诉随堂测", "刑法随堂测试": a test sat in class, said short, is an exam like 随堂测验.
// "期末报告", "期中大作业": a piece of work handed in at the end of term is a to-do, not an exam.
// "N2模拟考在12月19号": a mock said to be on its day is sat like the real one; "下下周三 四级模拟考" alone is a
// note of practice to do, as a 模拟卷 done at home is.
export const EXAM_WORD = new RegExp(
  `期末考试|期中考试|期末考|期中考|模拟考(?:试)?(?=\\s*(?:是|在|定在|安排在|定于|时间))|(?:期末|期中)(?!大?(?:作业|报告|论文|项目|设计|汇报|展示|paper|project))|考试|考核|随堂测(?:验|试)?|测验|小测|补考|缓考|上机考(?:试)?|机考|机试|结课考(?:试)?|(?<=[\\u4e00-\\u9fff])(?<![点半号日午晚天分一二三四五六七八九十要会就是在得])(?:开卷|闭卷|线上|网上|在线|随堂)考(?!虑|察|完|研|过|得|了)|上机(?=还有|还剩|倒计时)|技能鉴定|口试|笔试|四级|六级|出科考(?:试)?|教资(?:面试|笔试)?|${NATIONAL_EXAM}|\\b(?:final|midterm|exam|quiz)s?\\b`,
  "i",
);

/** "概率论期末", "考研初试": the words hold an exam word (some course's exam, or a national one). */
export function namesExam(text: string): boolean {
  return EXAM_WORD.test(text);
}
