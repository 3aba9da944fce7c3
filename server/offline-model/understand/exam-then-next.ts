/**
 * "高数期末改到1月6号了，然后看看下一场是什么", "把线代期末记一下：…，再查查最近一场是哪门": an exam stated (or moved),
 * then the exam coming up next asked for, is the record and then the exams' list, in that order: the list answered
 * after the record holds the exam just told.
 */
import type { Intent } from "./intent-types";
import { detectExam } from "./exam-intents";

/** The turn to a second request: 然后, 再, 顺便, 接着, 另外. */
const TURN = /^(?:然后|再|顺便|接着|另外|之后)(?:帮我|给我|请)?/;
/** "看看下一场是什么", "问问最近一场是哪门", "接下来考啥": which exam comes next, asked without naming one. */
const NEXT_ASKED =
  /^(?:看看|看一下|看下|查查|查一下|查下|问问|问一下|告诉我)?(?:下一场|下一门|下场|最近(?:的)?(?:一场|那场|一门)|最早(?:的)?(?:一场|一门)|接下来(?:的)?(?:一场|那场|一门)?)(?:考试)?(?:是|考|在)?(?:什么|啥|哪门|哪一门|哪场|哪一场|几号|哪天|什么时候)?(?:考试|课)?[吧呢啊呀？?。]*$/;

export function examThenNext(clauses: readonly string[]): Intent | undefined {
  if (clauses.length < 2) return undefined;
  const tail = clauses.at(-1)!;
  const turn = TURN.exec(tail);
  if (!turn || !NEXT_ASKED.test(tail.slice(turn[0].length))) return undefined;
  const head = detectExam(clauses.slice(0, -1).join("，"));
  return head?.family === "exam_record" ? { family: "compound", parts: [head, { family: "exam_countdown" }] } : undefined;
}
