/**
 * "高数期末改到1月6号了，然后看看下一场是什么", "把线代期末记一下：…，再查查最近一场是哪门": an exam stated (or moved),
 * then the exam coming up next asked for, is the record and then the exams' list, in that order: the list answered
 * after the record holds the exam just told.
 */
import type { Intent } from "./intent-types";
import { detectExam } from "./exam-intents";
import { detectScheduleQuestion } from "./schedule-intents";

/** The turn to a second request: 然后, 再, 顺便, 接着, 另外. */
const TURN = /^(?:然后|再|顺便|接着|另外|之后)(?:帮我|给我|请)?/;
/** "看看下一场是什么", "问问最近一场是哪门", "接下来考啥": which exam comes next, asked without naming one. */
const NEXT_ASKED =
  /^(?:看看|看一下|看下|查查|查一下|查下|问问|问一下|告诉我)?(?:下一场|下一门|下场|最近(?:的)?(?:一场|那场|一门)|最早(?:的)?(?:一场|一门)|接下来(?:的)?(?:一场|那场|一门)?)(?:考试)?(?:是|考|在)?(?:什么|啥|哪门|哪一门|哪场|哪一场|几号|哪天|什么时候)?(?:考试|课)?[吧呢啊呀？?。]*$/;

/** "告诉我还有几天考", "看看离它还剩多少天": how long is left, asked of the exam just told (round 41, B). */
const DAYS_LEFT_ASKED =
  /^(?:看看|看一下|查查|问问|告诉我|算算|算一下)?(?:离|距离?)?(?:考试|它|这场|那场)?还(?:有|剩)(?:几|多少)个?(?:天|周|星期)(?:就)?(?:考|开考|考试)?[吧呢啊呀？?。]*$/;

/** "看看前一天有没有课", "查下当天有什么课": the courses of a day counted from the exam just told. */
const DAY_AROUND_ASKED =
  /^(?:看看|看一下|看下|查查|查一下|查下|问问)?(?:考试|考|它)?(?:的)?(前一天|前一晚|后一天|第二天|当天|那天)(?:有没有课|有什么课|有课吗|有哪些课|课多不多|课多吗)[吧呢啊呀？?。]*$/;
const OFFSET: Record<string, number> = { 前一天: -1, 前一晚: -1, 后一天: 1, 第二天: 1, 当天: 0, 那天: 0 };

/** "1月6号" moved by `days`: "1月5日"; undefined for a day not said in digits. */
function dayMoved(when: string, days: number): string | undefined {
  const said = /(\d{1,2})月(\d{1,2})[号日]/.exec(when);
  if (!said) return undefined;
  // Any year without a 29 February in reach does for the month and day.
  const moved = new Date(Date.UTC(2001, Number(said[1]) - 1, Number(said[2]) + days));
  return `${moved.getUTCMonth() + 1}月${moved.getUTCDate()}日`;
}

function dayAroundAsked(head: Extract<Intent, { family: "exam_record" }>, asked: string): Intent | undefined {
  const around = DAY_AROUND_ASKED.exec(asked);
  const when = around ? dayMoved(head.when, OFFSET[around[1]]!) : undefined;
  return when ? { family: "compound", parts: [head, { family: "schedule_question", question: { toolName: "query_day", input: { when } } }] } : undefined;
}

export function examThenNext(clauses: readonly string[]): Intent | undefined {
  if (clauses.length < 2) return undefined;
  const tail = clauses.at(-1)!;
  const turn = TURN.exec(tail);
  const asked = turn ? tail.slice(turn[0].length) : "";
  const next = NEXT_ASKED.test(asked);
  // "…，帮我补上，再看看周五有什么课": a day of the timetable asked after the record, a request of its own.
  // A day said by pointing at the exam's ("那天上午") leans on the record; the compound reader answers it.
  const dayAsked = turn && !next && !/那一?天|当天|前一天|后一天/.test(asked) ? detectScheduleQuestion(asked) : undefined;
  if (dayAsked?.family === "schedule_question" && !DAY_AROUND_ASKED.test(asked)) {
    const head = detectExam(clauses.slice(0, -1).join("，"));
    return head?.family === "exam_record" ? { family: "compound", parts: [head, dayAsked] } : undefined;
  }
  if (!turn || (!next && !DAYS_LEFT_ASKED.test(asked) && !DAY_AROUND_ASKED.test(asked))) return undefined;
  const head = detectExam(clauses.slice(0, -1).join("，"));
  if (head?.family !== "exam_record") return undefined;
  if (DAY_AROUND_ASKED.test(asked)) return dayAroundAsked(head, asked);
  return { family: "compound", parts: [head, next ? { family: "exam_countdown" } : { family: "exam_countdown", exam: head.title }] };
}
