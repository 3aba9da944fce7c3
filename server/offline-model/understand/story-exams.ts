/**
 * An exam told after a story that splits into sentences of its own (round 39, M): "今天线代老师…讲了半天考试纪律……重点是
 * 她终于公布时间了，1月7号早上九点，…帮我登到考试里" — the sentence that asks names no course; the story's teacher does.
 * Read whole before the story reader takes the last sentence alone.
 */
import type { Intent } from "./intent-types";
import { detectExam } from "./exam-intents";
import { examStoryClause } from "./exam-story-clauses";

export function storyExam(text: string): Intent | undefined {
  if (examStoryClause(text) === text) return undefined;
  const exam = detectExam(text);
  return exam?.family === "exam_record" ? exam : undefined;
}
