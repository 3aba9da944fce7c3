/**
 * Which course or study plan an exam belongs to, read from names: "概率论期末考试" is about 概率论, so the plan
 * "概率论复习" and the course "概率论与数理统计" are its own. Words that only say what kind of exam or plan it is
 * are dropped before comparing.
 */
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
