/**
 * The week of the term told in English, clause by clause: "btw your week count is off — it's week 12 now and the term
 * has 16 weeks total", "fyi it's week 9 now, not week 8", "the app thinks it's week 10 but we're actually in week 11",
 * "term is 20 weeks total btw, and we're in week 13". Every clause must be one of the parts below (the week, the
 * figure the planner had, the total, a remark that the count is off, a request to fix it), so a week named among other
 * news ("it's week 12 and I have three exams") is not read as told.
 */
import type { Intent } from "./intent-types";

const LEAD = String.raw`(?:(?:actually|btw|fyi|oh|so|hey|wait|ok|okay|um|uh|no|nope|sorry|also|just so you know|heads up|quick correction)[,:\s]+)*`;
const WHO = String.raw`(?:(?:my|our|the)\s+(?:uni(?:versity)?|school|college|registrar|timetable|calendar|teacher|department|prof(?:essor)?)\s+says\s+(?:that\s+)?)?`;
const WEEK_VERB = String.raw`(?:it'?s|it is|we'?re|we are|this is|this week is|today is|now is|current week is|the current week is)`;
/** "it's week 12 now", "we're actually in week 11", "this week is week 9": the week as it is. */
const WEEK_CLAUSE = new RegExp(
  String.raw`^${LEAD}${WHO}(?:(?:but|and)\s+)?${WEEK_VERB}\s+(?:actually\s+|already\s+|really\s+|now\s+)?(?:(?:in|on|at)\s+)?(?:actually\s+|already\s+)?week\s+(\d{1,2})(?:\s+of\s+(\d{1,2}))?(?:\s+(?:now|already|actually|this week|btw))*\s*$`,
  "i",
);
/** "not week 8", "not 13": the figure the planner had. */
const NOT_CLAUSE = /^(?:(?:and|but)\s+)?not\s+(?:week\s+)?\d{1,2}(?:\s+like\s+you\s+(?:said|have it|think))?\s*$/i;
/** "the term has 16 weeks total", "and the semester is 17 weeks long", "term is 20 weeks total btw", "18 weeks in total". */
const TOTAL_CLAUSE = new RegExp(
  String.raw`^${LEAD}(?:(?:and|but|also)\s+)?(?:(?:the|our|this|my)\s+)?(?:(?:term|semester|sem)\s+(?:has|is|runs|lasts|runs for|will be|'s)\s+|(?:we|i)\s+(?:have|'ve got|got)\s+)?(\d{1,2})\s+weeks(?:\s+(?:long|total|in total|altogether|this (?:term|semester)))*(?:\s+(?:btw|actually))?\s*$`,
  "i",
);
/**
 * "your week count is off", "the app thinks it's week 10", "you have the wrong week", "your week number is wrong": the
 * planner's count said to be off (a number in it is the wrong one, never the week told).
 */
const OFF_CLAUSE = new RegExp(
  String.raw`^${LEAD}(?:(?:your|the|my|this)\s+(?:app'?s?\s+|planner'?s?\s+)?(?:week(?:\s+(?:count|number|counter))?|term week|current week)\s+(?:is|seems|looks)\s+(?:off|wrong|outdated|behind|ahead|not right|incorrect)(?:\s+by\s+(?:one|a week|\d))?|(?:you|u|the app|the planner|it)\s+(?:have|has|got|'ve got)\s+(?:the\s+)?(?:wrong week|week wrong|week count wrong)|(?:you|u|the app|the planner|it)\s+(?:think|thinks|say|says|show|shows|has it as)\s+(?:it'?s\s+|it is\s+|that it'?s\s+)?(?:still\s+)?week\s+\d{1,2}(?:\s+but)?)\s*$`,
  "i",
);
/** "please fix it", "can you update that", "you have it wrong". */
const TAIL_CLAUSE = /^(?:(?:please|pls|plz|can you|could you|u|you)\s+)*(?:fix|update|change|correct)\s+(?:it|that|this)(?:\s+please)?\s*$|^you\s+have\s+it\s+wrong\s*$/i;

/** The clauses of the message: at a comma, a dash, "but" and "and" before a new subject. */
function clausesOf(text: string): string[] {
  return text
    .replace(/[.!?~]+\s*$/, "")
    .split(/\s*[,;，；—–]\s*|\s+-\s+|\s+(?=but\s)|\s+and\s+(?=(?:the|our|this|it'?s|we'?re|we are|not)\b)/i)
    .map((clause) => clause.trim())
    .filter((clause) => clause !== "");
}

/** The week (and the term's length) told in English clauses, or undefined when any clause is something else. */
export function englishTermTold(text: string): Intent | undefined {
  if (!/\bweeks?\b/i.test(text)) return undefined;
  let week: number | undefined;
  let weeks: number | undefined;
  for (const clause of clausesOf(text)) {
    const told = WEEK_CLAUSE.exec(clause);
    const total = told ? null : TOTAL_CLAUSE.exec(clause);
    if (told) {
      week = Number(told[1]);
      if (told[2] !== undefined) weeks = Number(told[2]);
    } else if (total) weeks = Number(total[1]);
    else if (!NOT_CLAUSE.test(clause) && !OFF_CLAUSE.test(clause) && !TAIL_CLAUSE.test(clause)) return undefined;
  }
  if (week === undefined || week < 1 || week > 30) return undefined;
  return { family: "term_set", currentWeek: week, ...(weeks !== undefined && weeks >= week && weeks <= 30 ? { weeks } : {}) };
}
