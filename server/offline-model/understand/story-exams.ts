/**
 * An exam told after a story that splits into sentences of its own (round 39, M): "今天线代老师…讲了半天考试纪律……重点是
 * 她终于公布时间了，1月7号早上九点，…帮我登到考试里" — the sentence that asks names no course; the story's teacher does.
 * Read whole before the story reader takes the last sentence alone. And a countdown asked at a story's end (round 41,
 * B): "最近天天熬夜赶作业，…，突然想起来高数期末好像快了，还剩几天啊" — the bare question counts down to the exam
 * the clause before it names, whatever to-dos the story mentions.
 */
import type { Intent } from "./intent-types";
import { detectExam } from "./exam-intents";
import { examStoryClause } from "./exam-story-clauses";

export function storyExam(text: string): Intent | undefined {
  if (examStoryClause(text) === text) return undefined;
  const exam = detectExam(text);
  return exam?.family === "exam_record" ? exam : undefined;
}

/** "还剩几天啊", "那还有多久": how long is left, asked with no subject. */
const BARE_COUNTDOWN = /^(?:那|那么)?(?:还(?:剩|有)(?:几|多少)个?(?:天|周|星期)|还有多久|还剩多久)(?:了)?(?:啊|呀|呢|哇|吧)?[？?。!！]*$/;
/** "突然想起来高数期末好像快了": the exam named, after whatever led to it. */
const LED_TO = /^.*?(?:想起来?|发现|记得|听说|感觉|觉得)|^(?:我的?|那个)/u;
const NAMED_EXAM = /^(\p{Script=Han}{2,8}?)(?:的)?(?:期末考试|期中考试|期末|期中|考试)(?:好像|应该|是不是)?(?:快(?:到)?了|要到了|快来了|近了)?(?:吧|啊)?$/u;

export function storyCountdown(text: string): Intent | undefined {
  const clauses = text.split(/[，,。！!；;…~～]+/).map((clause) => clause.trim()).filter((clause) => clause !== "");
  if (clauses.length < 3 || !BARE_COUNTDOWN.test(clauses.at(-1)!)) return undefined;
  const named = NAMED_EXAM.exec(clauses.at(-2)!.replace(LED_TO, ""));
  return named ? { family: "exam_countdown", exam: named[1] } : undefined;
}
