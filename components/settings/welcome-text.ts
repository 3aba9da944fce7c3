/**
 * The welcome under a new account's first /settings: what the account holds now, in the student's words. A guest who
 * registers keeps their term, courses and plans, so the text reads the term rather than assume a fresh one.
 */
const WEEKDAYS = ["周日", "周一", "周二", "周三", "周四", "周五", "周六"];

/** "2026年9月7日（周一）" for a "YYYY-MM-DD" calendar date. */
function dateWords(date: string): string {
  const [year, month, day] = date.split("-").map(Number);
  const weekday = WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()];
  return `${year}年${month}月${day}日（${weekday}）`;
}

export function welcomeText(term: { start_date: string; weeks: number } | null, courses: number): string {
  const next = "先核对开学日期和上课时间，再添加课程或导入 ICS 课表，之后就可以让助手帮你安排学习了。";
  if (!term) return `还没有学期设置。${next}`;
  const span = `学期从 ${dateWords(term.start_date)} 开始、共 ${term.weeks} 周`;
  if (courses > 0) return `${span}，${courses} 门课程和之前的学习计划、待办都保留在账户里。核对一下开学日期和上课时间，就可以继续让助手帮你安排学习了。`;
  return `${span}，每节课用常见的作息时间。${next}`;
}
