/**
 * Which course or study plan an exam belongs to, read from names: "概率论期末考试" is about 概率论, so the plan
 * "概率论复习" and the course "概率论与数理统计" are its own. Words that only say what kind of exam or plan it is
 * are dropped before comparing.
 */
import { isAbbreviation } from "@/lib/tasks/short-names";

const EXAM_WORDS = /期末|期中|考试|考核|测验|小测|测试|考|的|final|midterm|exam|quiz|test/gi;
const PLAN_WORDS = /复习|学习|计划|备考|课程|课/g;

/** "概率论期末考试" → "概率论"; the whole title when nothing is left. */
export function examSubject(title: string): string {
  const subject = title.replace(EXAM_WORDS, "").replace(/[\s\p{P}]/gu, "");
  return subject === "" ? title.trim() : subject;
}

function core(name: string): string {
  const trimmed = name.replace(PLAN_WORDS, "").replace(/[\s\p{P}]/gu, "");
  return trimmed === "" ? name : trimmed;
}

/**
 * The one named thing whose name shares the subject (either contains the other); none when nothing or things of
 * two different names match, since a wrong link would plan the wrong class back from the exam. A course that meets
 * twice a week may be two rows of one name: the first stands for it.
 */
export function linkedByName<T extends { name: string }>(candidates: readonly T[], subject: string): T | undefined {
  if (subject.length < 2) return undefined;
  const matches = candidates.filter((candidate) => {
    const name = core(candidate.name);
    return name.length >= 2 && (name.includes(subject) || subject.includes(name));
  });
  return new Set(matches.map((match) => match.name)).size === 1 ? matches[0] : undefined;
}

/** What kind of exam a title names: 期末, 期中, 小测; null when it names none ("离散考试"). */
const EXAM_KINDS: ReadonlyArray<[kind: string, words: RegExp]> = [
  ["final", /期末|final/i],
  ["midterm", /期中|midterm/i],
  ["quiz", /小测|测验|quiz/i],
];

function examKind(title: string): string | null {
  return EXAM_KINDS.find(([, words]) => words.test(title))?.[0] ?? null;
}

/**
 * The exams already recorded that a newly told one may be ("概率论期末改到1月15日了" is the 概率论期末考试 on file):
 * the same subject, and not two different kinds (期中 is not 期末). One is that exam; several (期中 and 期末 both on
 * file for "概率论考试") are ambiguous; none means a new exam.
 */
export function examsLike<T extends { title: string }>(recorded: readonly T[], title: string): T[] {
  const subject = examSubject(title);
  const kind = examKind(title);
  return recorded.filter((exam) => {
    const other = examSubject(exam.title);
    const sameSubject = subject.length >= 2 && other.length >= 2 && (other.includes(subject) || subject.includes(other) || isAbbreviation(subject, other) || isAbbreviation(other, subject));
    const otherKind = examKind(exam.title);
    return sameSubject && (kind === null || otherKind === null || kind === otherKind);
  });
}
