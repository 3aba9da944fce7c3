/**
 * Whether an exam called off is one the conversation shows on file: recorded in an earlier turn ("已记下考试「离散数学
 * 期中」…") or listed by query_exams. A midterm or quiz the student called off (understand/exam-cancelled.ts) is
 * taken out only then; otherwise it is news, and nothing is deleted on a guess.
 */
import { isAbbreviation } from "@/lib/tasks/short-names";
import { examSubject } from "@/server/exams/subject";
import type { Intent } from "../understand/intent-types";
import type { UserTurn } from "../types";

/** Which sitting a title names: a final and a midterm of one course are two exams. */
const SITTING = /期末|期中|小测|测验|口语|口试|机考|上机|补考|缓考|final|midterm|quiz/i;

/** The exam titles the earlier turns showed: the records their replies confirmed, the exams their lists held. */
function titlesShown(turns: readonly UserTurn[]): string[] {
  return turns.slice(0, -1).flatMap((turn) => [
    ...[...(turn.said ?? "").matchAll(/考试「([^」]+)」/g)].map((match) => match[1]),
    ...(turn.answeredWith?.facts ?? []).flatMap((facts) => (facts.kind === "exam_list" ? facts.exams.map((exam) => exam.title) : [])),
    // "你说的是哪场期中？" offering "大学物理期中": the assistant offered exams it found on file.
    ...(turn.asked?.options ?? []).filter((option) => SITTING.test(option) || option.includes("考试")),
  ]);
}

function sameExam(said: string, title: string): boolean {
  const [saidSitting, titleSitting] = [SITTING.exec(said)?.[0], SITTING.exec(title)?.[0]];
  if (saidSitting && titleSitting && saidSitting.toLowerCase() !== titleSitting.toLowerCase()) return false;
  const [subject, kept] = [examSubject(said), examSubject(title)];
  return kept.includes(subject) || subject.includes(kept) || isAbbreviation(subject, kept);
}

/**
 * The intent as the conversation settles it: a doubtful calling-off is a deletion when kept, news when not. Said
 * with more clauses ("…期中取消了，改成交大作业"), those tell what the exam turned into, and the whole is the news.
 */
export function examCancelKept(intent: Intent, turns: readonly UserTurn[]): Intent {
  const parts = intent.family === "compound" ? intent.parts : [intent];
  const doubtful = parts.filter((part) => part.family === "exam_cancel" && part.unlessUnkept);
  if (doubtful.length === 0) return intent;
  const shown = titlesShown(turns);
  if (!doubtful.every((part) => part.family === "exam_cancel" && shown.some((title) => sameExam(part.exam, title)))) return { family: "small_talk", topic: "news" };
  const settled = parts.map((part): Intent => (part.family === "exam_cancel" ? { family: "exam_cancel", exam: part.exam } : part));
  return intent.family === "compound" ? { family: "compound", parts: settled } : settled[0];
}
