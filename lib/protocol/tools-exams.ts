/**
 * The contract entries of the exam tools (issue 25 #3): recording an exam the student tells about and answering
 * how long is left until one. Spread into PLANNER_TOOLS (./tools.ts), which checks their shape.
 */
import { z } from "zod";
import { TOOL_LABELS } from "./tool-labels";

const optionalText = (description: string) => z.string().trim().min(1).optional().describe(description);

const recordExamInput = z.object({
  title: z.string().trim().min(1).max(100).describe("考试名称，保留课程名和考试类型，如“概率论期末考试”“数据结构期中”“英语四级”"),
  when: z
    .string()
    .trim()
    .min(1)
    .optional()
    .describe("考试的日子和时间，学生原话：“1月12日上午9点”“下周三下午2点”“第18周周二”；只说了日子也可以。已记下的考试只改地点时不传"),
  location: optionalText("考场，如“教三 201”；没说就不传"),
});

const cancelExamInput = z.object({
  exam: z.string().trim().min(1).max(100).describe("学生说的是哪场考试（课程名加考试类型，如“离散数学期中”“英语四级”），学生原话里的词"),
});

const queryExamsInput = z.object({
  exam: optionalText("学生说的是哪场考试（课程名或考试名的词，如“概率论”“期末”）；不传则看最近的一场和全部即将到来的考试"),
});

export const EXAM_TOOLS = {
  record_exam: {
    label: TOOL_LABELS.record_exam,
    kind: "quick_task",
    description: [
      "把学生告诉你的一场考试记下来（立即保存到考试列表，同名的学习计划或课程会自动关联），并在对话里附上带“撤销”按钮的卡片。之后“帮我规划期末复习”会按这场考试往回排复习。",
      "适用：“我的概率论期末考试是1月12日上午9点”→ title=概率论期末考试, when=1月12日上午9点；“记一下：1月12日上午9点自然语言处理期末考试，在教三201”→ title=自然语言处理期末考试, when=1月12日上午9点, location=教三201；“数据结构期中定在第10周周四”。",
      "已记下的考试改了日子、时间或考场，也用它：“离散期末改到1月15日了”→ title=离散期末, when=1月15日；“概率论考场换到教一报告厅”→ title=概率论考试, location=教一报告厅（不传 when）。会改掉原来那场（卡片上的“撤销”改回原样），不会多记一场。",
      "不适用：普通的待办或提醒（用 quick_note）；问离考试还有多久（用 query_exams）；把复习排进日程（用 rough_schedule）。",
      "结果：ok=true 时回复说明记下了哪场考试、哪天、还有几天；ok=false 时什么都没保存（如日子听不懂或已经过去），按提示向学生确认。",
    ].join("\n"),
    inputSchema: recordExamInput,
  },
  cancel_exam: {
    label: TOOL_LABELS.cancel_exam,
    kind: "quick_task",
    description: [
      "学生说已记下的一场考试取消了、不考了、记错了不存在：把它从考试列表删掉（立即生效），并在对话里附上带“撤销”按钮的卡片。",
      "适用：“离散期中取消了”→ exam=离散期中；“四级我不考了，删掉吧”→ exam=四级；“线代那场考试是我记错了，没有这场”。",
      "不适用：考试改了日子或考场（用 record_exam，会改掉原来那场）；问考试（用 query_exams）；说某门课停课或调课。",
      "结果：ok=true 时回复说明删了哪场考试；对得上的考试不止一场或一场都没有时什么都没删，按提示问学生是哪一场。",
    ].join("\n"),
    inputSchema: cancelExamInput,
  },
  query_exams: {
    label: TOOL_LABELS.query_exams,
    kind: "quick_task",
    description: [
      "只读：列出即将到来的考试和倒计时（哪天、周几、还有几天几周）。",
      "适用：“离期末考试还有几周？”“概率论还有几天考？”→ exam=概率论；“我下一场考试是什么时候”“最近有哪些考试”。",
      "不适用：记下一场新考试（用 record_exam）；查课表（用 query_day）。",
    ].join("\n"),
    inputSchema: queryExamsInput,
  },
} as const;

export type RecordExamInput = z.infer<typeof recordExamInput>;
export type QueryExamsInput = z.infer<typeof queryExamsInput>;
export type CancelExamInput = z.infer<typeof cancelExamInput>;
