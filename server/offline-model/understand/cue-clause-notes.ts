/**
 * "刚开完会，说周六的活动挪到周日了，帮我记下周日上午九点到礼堂": the clause that asks goes on past its cue to the
 * note's own time and thing. Those words are the note. Clauses before it that hold days of their own tell the story
 * (the news that led to the note), so their days are no deadline; the clauses without one may name the subject.
 */
import { parseDateTime } from "@/lib/tasks/natural-dates";
import { tidyText } from "@/lib/tasks/task-text";

const LOCATE = { now: new Date(Date.UTC(2024, 0, 1, 4)), timeZone: "Asia/Shanghai" };

/** "记下周日…" read as 记 + 下周日 by the cue words; "…挪到周日了，帮我记下周日…" names the story's Sunday again. */
const NEXT_WEEKDAY = /^下((?:周|星期|礼拜)[一二三四五六日天])/;

function saidBefore(day: string, story: readonly string[]): boolean {
  const bare = new RegExp(`(?<![下上这本])${day}`);
  return story.some((clause) => bare.test(clause));
}

/**
 * The note when the last clause opening on a cue says its own time and thing after the cue, else undefined.
 * `afterCue` gives a clause without its opening cue (the clause itself when it opens on none).
 */
export function cueClauseNote(clauses: readonly string[], afterCue: (clause: string) => string): string | undefined {
  let index = clauses.length - 1;
  while (index > 0 && afterCue(clauses[index]) === clauses[index]) index -= 1;
  if (index <= 0) return undefined;
  let rest = afterCue(clauses[index]);
  const date = parseDateTime(rest, LOCATE);
  if (!date || !/\p{Script=Han}{2}/u.test(rest.replace(date.matchedText, ""))) return undefined;
  const story = clauses.slice(0, index);
  const repeated = NEXT_WEEKDAY.exec(rest);
  if (repeated && saidBefore(repeated[1], story)) rest = rest.slice(1);
  const subject = story.filter((clause) => !parseDateTime(clause, LOCATE));
  return tidyText([...subject, rest, ...clauses.slice(index + 1)].join(" "));
}
