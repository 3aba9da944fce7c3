/**
 * Exam phrasings as rows (issue 27 #2), each with sentences it reads and sentences it must leave alone (checked in
 * exam-rows.test.ts): questions about the exams that are neither a countdown nor a statement — which one comes first,
 * where one is held — and a statement's own shapes that the readers in exam-intents.ts would miss — an exam moved
 * from one day to another, a form's label before the exam it states.
 */

export interface ExamQuestionRow {
  family: string;
  /** Group 1, when it matched, names the exam asked about. */
  pattern: RegExp;
  examples: readonly [said: string, exam: string | undefined][];
  counterexamples: readonly string[];
}

const SUBJECT = "(?:我的?|那个|那门)?(\\p{Script=Han}{2,10}?|[A-Za-z][A-Za-z ]{1,20}?)(?:的)?(?:期末考试|期中考试|期末|期中|考试|补考)?(?:是|要|会)?";

export const EXAM_QUESTION_ROWS: readonly ExamQuestionRow[] = [
  {
    family: "which exam comes first or last",
    pattern:
      /哪(?:门|场|科|个|一门|一场|一科)(?:考试)?(?:是)?(?:最先|先|最早|最晚|最后|第一个)(?:考|开考)?|(?:最先|最早|第一个|最后)(?:考|开考)的?(?:是)?哪(?:门|场|科|个)/,
    examples: [
      ["三门考试里哪门最早考", undefined],
      ["期末这几场，最先考的是哪门？", undefined],
      ["我的补考哪一场最后考", undefined],
    ],
    counterexamples: ["哪门课最先讲完", "先考哪门再说吧，反正都要复习"],
  },
  {
    family: "where an exam is held",
    pattern: new RegExp(
      // The verb or the exam room must be said: "明天的课在哪个教室" asks about a class.
      `^(?=[^]*考)${SUBJECT}(?:在)?(?:哪个|哪间|哪一个|什么)(?:考场|教室|教学楼|楼|地方)|^${SUBJECT}(?:的)?考场(?:是)?(?:在)?(?:哪|哪里|哪儿|什么地方)|^${SUBJECT}在哪(?:里|儿)?考`,
      "u",
    ),
    examples: [
      ["电路分析在哪个教室考来着", "电路分析"],
      ["毛概期末的考场在哪里", "毛概"],
      ["数据库补考在哪儿考？", "数据库"],
    ],
    counterexamples: ["明天的课在哪个教室", "图书馆在哪", "高数课在哪个教学楼上"],
  },
];

/** The exam asked about, when a row reads the message: `exam` is absent when the question names none. */
export function examQuestion(text: string): { exam?: string } | undefined {
  for (const row of EXAM_QUESTION_ROWS) {
    const match = row.pattern.exec(text);
    if (!match) continue;
    const exam = match.slice(1).find((group) => group !== undefined)?.trim();
    return exam ? { exam } : {};
  }
  return undefined;
}

export interface ExamStatementRow {
  family: string;
  pattern: RegExp;
  /** What the matched words become before the statement is read. */
  replacement: string;
  examples: readonly [said: string, read: string][];
  counterexamples: readonly string[];
}

const DAY = "(?:\\d{1,2}月\\d{1,2}[日号]?|\\d{1,2}[./-]\\d{1,2}|\\d{1,2}[日号]|(?:下下|下|这|本)?(?:周|星期|礼拜)[一二三四五六日天]|第\\s*[\\d一二两三四五六七八九十]{1,3}\\s*周(?:的)?(?:周|星期|礼拜)?[一二三四五六日天1-7]?)";

/** The exam words a moved day follows: "期中从…", "考试时间由…". */
const EXAM_NAMES = "(?:考试|期末|期中|考|测验|小测|补考|缓考|四级|六级)";

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
