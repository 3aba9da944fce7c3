/**
 * A statement's own shapes as rows (issue 27 #2) that the readers in exam-statements.ts would miss — an exam moved from
 * one day to another, a form's label before the exam it states — each with sentences it reads and sentences it must
 * leave alone (checked in exam-rows.test.ts). Kept apart from the question rows because these rewrite the statement
 * before it is read, where a question row is itself the reading.
 */
import { DAY } from "./exam-rows";

export interface ExamStatementRow {
  family: string;
  pattern: RegExp;
  /** What the matched words become before the statement is read. */
  replacement: string;
  examples: readonly [said: string, read: string][];
  counterexamples: readonly string[];
}

/** The exam words a moved day follows: "期中从…", "考试时间由…". */
export const EXAM_NAMES = "(?:考试|期末|期中|考|测验|小测|补考|缓考|四级|六级)";
/** "Stat final", "Econ midterm": the English words for a sitting, kept as typed. */
const ENGLISH_EXAM_NAMES = "\\b(?:[Ff]inals?|[Mm]id-?terms?|[Qq]uiz)";

export const EXAM_STATEMENT_ROWS: readonly ExamStatementRow[] = [
  {
    // The old day is history; the new one is the exam's day, stated as "改到D2" (which the readers take as a statement).
    family: "an exam moved from one day to another: only the new day",
    pattern: new RegExp(`(?<=${EXAM_NAMES})(?:时间)?(?:从|由)\\s*${DAY}[^，,。改挪调换推提延]{0,8}?(?=(?:改到|改成|改在|挪到|调到|换到|推到|推迟到|延到|延期到|提前到))`),
    replacement: "",
    examples: [
      ["线代期中从12月20号改到12月22号下午了", "线代期中改到12月22号下午了"],
      ["英语口语考试时间由下周二调到下周四", "英语口语考试调到下周四"],
    ],
    counterexamples: ["从下周一开始复习线代", "把实验报告从周三改到周五"],
  },
  {
    // "期中考试改期了，高数由12月10号改到12月18号": the kind of exam said moved first, then which one and from where to
    // where; the exam named is the one moved, to its new day.
    family: "an exam kind said moved, then the course moved from one day to another",
    pattern: new RegExp(`^(${EXAM_NAMES}(?:考试)?)(?:又|也)?(?:改(?:了)?期|改时间|调时间|换时间)了?[，,\\s]*(?<name>[^，,。由从\\d]{2,12}?)(?:的)?(?:时间)?(?:从|由)\\s*${DAY}[^，,。改挪调换推提延]{0,8}?(?=(?:改到|改成|改在|挪到|调到|换到|推到|推迟到|延到|延期到|提前到))`),
    replacement: "$<name>$1",
    examples: [
      ["期中考试改了期，Marketing由12月10号改到12月18号早上10点", "Marketing期中考试改到12月18号早上10点"],
      ["期末改期了，线代从1月8号推到1月12号", "线代期末推到1月12号"],
      ["小测改时间了，英语由周三调到周五下午", "英语小测调到周五下午"],
    ],
    counterexamples: ["作业改期了，高数由周三改到周五", "期中考试改了期", "期末改期了，不知道改到哪天"],
  },
  {
    // "线代期末改时间了，从1月8号提前到1月5号": the news that the time changed, then the move; only the new day.
    family: "an exam's time said changed, then moved from one day to another",
    pattern: new RegExp(`(?<=${EXAM_NAMES})(?:(?:又)?(?:改|调|换|变)(?:了)?时间了?|(?:的)?时间(?:又|也)?(?:改|调|换|变)了)[，,\\s]*(?:时间)?(?:从|由)\\s*${DAY}[^，,。改挪调换推提延]{0,8}?(?=(?:改到|改成|改在|挪到|调到|换到|推到|推迟到|延到|延期到|提前到))`),
    replacement: "",
    examples: [
      ["高数期中改时间了，从12月18号推到12月21号", "高数期中推到12月21号"],
      ["英语口语考试调时间了，由下周三改到下周五上午", "英语口语考试改到下周五上午"],
      ["电路考试时间又变了，从12月29号调到12月31号下午", "电路考试调到12月31号下午"],
      ["马原期末的时间改了，由1月2号挪到1月4号", "马原期末挪到1月4号"],
    ],
    counterexamples: ["作业改时间了，从周三推到周五", "期末改时间了", "实验报告时间变了，从周三挪到周五"],
  },
  {
    // "英语期末提前了，改到12月30号上午，之前记的是1月5号": the news that it moved, then its new day in a clause of its
    // own; the day it was noted on before is history (a remark after the new day).
    family: "an exam said moved, its new day in the next clause",
    pattern: new RegExp(
      `(?<=${EXAM_NAMES}|${ENGLISH_EXAM_NAMES})(?:的)?(?:时间|日期)?(?:又|也)?(?:(?:提前|推迟|延后|延期|推后|改|调|换|变)(?:时间|日期)?了|(?:改|调|换)了(?:时间|日期|日子|期))[，,\\s]*(?:时间|日期)?(?:现在|新的?时间|新日期)?(?:是|在|改到|改成|改在|挪到|调到|换到|推到|推迟到|延到|延期到|提前到|定在|变成)(?=\\s*${DAY})`,
    ),
    replacement: "改到",
    examples: [
      ["概率论期末推迟了，改到1月15号下午，原来是1月10号", "概率论期末改到1月15号下午，原来是1月10号"],
      ["马原考试时间变了，现在是第18周周二上午", "马原考试改到第18周周二上午"],
      ["物理期中提前了，定在下周三", "物理期中改到下周三"],
      ["线代考试改时间了改到十二月二十号下午", "线代考试改到十二月二十号下午"],
      ["英语期末推迟了，挪到一月十二号上午十点", "英语期末改到一月十二号上午十点"],
      // "Stat final改咗时间，而家係1月15号": 了 after the verb, then the time changed, and the new day is where it is now.
      ["Stat final改了时间，现在是1月15号早上九点", "Stat final改到1月15号早上九点"],
      ["会计期末改了日子，现在在1月12号早上十点考", "会计期末改到1月12号早上十点考"],
    ],
    counterexamples: ["作业提前了，改到周三交", "期末提前了好烦", "考试推迟了，具体时间还没定"],
  },
  {
    // "离散考试不是12号下午，改成1月13号上午十点了": the day noted denied, then the exam's new day; only the new day.
    family: "an exam's noted day denied, then its new day",
    pattern: new RegExp(
      `(?<=${EXAM_NAMES})(?:的)?(?:时间|日期)?(?:不是|不在)\s*${DAY}[^，,。]{0,6}?(?:了)?[，,\s]*(?:已经|现在|其实)?(?:是|改成|改到|改在|挪到|调到|换到|推到|提前到|定在|变成)(?=\s*${DAY})`,
    ),
    replacement: "改到",
    examples: [
      ["离散考试不是12号下午，改成1月13号上午十点了", "离散考试改到1月13号上午十点了"],
      ["电路期中不是下周二了，调到下周四上午", "电路期中改到下周四上午"],
      ["英语口语考试时间不是1月5号，现在是1月7号下午", "英语口语考试改到1月7号下午"],
    ],
    counterexamples: ["考试不是下周吗", "作业不是12号交，改成15号了", "期末不是12号，我记错了"],
  },
  {
    // "护理学基础考核排在第16周周二": 排在 a day, of an exam, says when it is as 在 does (no study to plan).
    family: "an exam said to be set (排在) on a day",
    pattern: new RegExp(`(?<=(?:考试|考核|期末|期中|测验|小测|补考|考))(?:被)?排在(?=\\s*${DAY})`),
    replacement: "在",
    examples: [
      ["急救技能考核排在第17周周一上午", "急救技能考核在第17周周一上午"],
      ["病理学期中排在下周三下午", "病理学期中在下周三下午"],
    ],
    counterexamples: ["把病理学复习排在下周三", "考完排在周五的聚餐"],
  },
  {
    // "…，地点在护士站", "…，地点：示教中心": the place of an exam stated is where it is sat, as 考点 says.
    family: "an exam's place said as 地点: its venue",
    pattern: /(?<=[，,。\s])(?:考试|考核)?地点(?=为|是|在|设在|安排在|[：:])/,
    replacement: "考点",
    examples: [
      ["外科出科考核第18周周五，地点在六病区", "外科出科考核第18周周五，考点在六病区"],
      ["口腔技能考试1月5号，地点：模拟诊室", "口腔技能考试1月5号，考点：模拟诊室"],
    ],
    counterexamples: ["地点在哪还不知道", "班会地点在图书馆"],
  },
  {
    family: "a form's label before the exam it states: 记一场考试：X，D",
    pattern: /^(?:(?:帮我|麻烦|请)?(?:记下|记一下|记个|记|添加|加|新建|录入|录)(?:一下)?)?(?:一场|一个|一门|个|场)(?:新的?)?考试\s*[：:]\s*/,
    replacement: "考试安排：",
    examples: [
      ["记一场考试：马原，1月3号上午", "考试安排：马原，1月3号上午"],
      ["加个考试：日语N2，12月6号", "考试安排：日语N2，12月6号"],
    ],
    counterexamples: ["记一下：1月12日上午9点自然语言处理期末考试", "考试：英语期末 1月9号"],
  },
];

/** The statement as the exam readers read it: each row's words replaced. */
export function withExamStatementRows(text: string): string {
  return EXAM_STATEMENT_ROWS.reduce((said, row) => said.replace(row.pattern, row.replacement), text);
}
