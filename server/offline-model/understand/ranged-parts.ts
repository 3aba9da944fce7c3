/**
 * "线代排这周，英语排到下周": several classes in one request, each with a stretch of its own. Each clause is a subject,
 * an optional placing verb and a range, and nothing else; the planner takes one rough_schedule per clause, so a
 * clause that only says why or how ("这周太忙") leaves the request a plain one.
 */
import { rangeWords, subjectHints } from "./schedule-words";
import { scheduleOptions } from "./schedule-options";

export interface RangedPart {
  hints: string[];
  range: string;
}

/** What may stand before the range: 把, the subject, 都/先…, and the verb that places it. */
// "概率论留到第16周", "概率论先放下下周": held back to a later stretch is placed there all the same.
const BEFORE_RANGE = /^(?:那就?|然后|再|另外)?(?:帮我|给我)?(?:把|将)?(.{1,14}?)(?:的复习)?(?:都|也|就|先|再|全部?)?(?:排|放|安排|塞|挪|移|留|推|拖)?(?:到|进|在|入)?\s*$/;
/** What may follow it: where inside (里, 内), a particle, or the verb after the range ("下周排"). */
// "离散这周剩下几天弄完", "离散第14周先弄": the days left of it, and a verb of doing, are still that stretch.
const AFTER_RANGE = /^(?:剩下(?:的)?(?:这?几天|时间))?(?:里面?|内|之内|去|上)?(?:再|就|先)?(?:(?:排|安排)(?:完|满|上)?|复习|学|(?:弄|搞|做|学|看)(?:完|掉)?)?(?:吧|呗|哈|啊|呀|去)?[。!！~～\s]*$/;
/** "下周排英语": the range first, then the verb and the subject. */
const VERB_THEN_SUBJECT = /^(?:里|内)?(?:再|就|先)?(?:排|放|安排)(?:上)?(.{1,12}?)(?:吧|呗)?[。!！~～\s]*$/;
const LOOSE_TODOS = /^(?:剩下的|其余的|其他的?|零散的)?(?:待办|待办事项|零散任务)$/;
const CLAUSE_BREAK = /[，,；;。]+/;
const PLACING_VERB = /排|放|安排|塞|留到|推到|挪到/;
/** "概率论往后放，排第16周": held back, then the stretch said in a clause of its own with only its verb. */
const LATER = /(?:先)?(?:往后|延后|推后|靠后)(?:放|挪|推|排)?(?:一点|一些|点|些)?$/;
const VERB_AND_RANGE_ONLY = /^(?:就|再)?(?:排|放|安排)(?:到|进|在)?/;

/** Each subject held back joined to the clause after it that only says where it goes. */
function joinedLater(clauses: readonly string[]): string[] {
  const joined: string[] = [];
  for (let at = 0; at < clauses.length; at++) {
    const next = clauses[at + 1];
    const rest = next?.replace(VERB_AND_RANGE_ONLY, "");
    if (next !== undefined && LATER.test(clauses[at]) && rangeWords(clauses[at]) === undefined && rest !== next && rest === rangeWords(rest)) {
      joined.push(`${clauses[at].replace(LATER, "")}${next}`);
      at++;
    } else joined.push(clauses[at]);
  }
  return joined;
}

function partOf(clause: string): RangedPart | undefined {
  const range = rangeWords(clause);
  if (range === undefined) return undefined;
  const at = clause.indexOf(range);
  if (at === -1) return undefined;
  const after = clause.slice(at + range.length);
  const before = BEFORE_RANGE.exec(clause.slice(0, at));
  const subject = at === 0 ? VERB_THEN_SUBJECT.exec(after)?.[1] : before && AFTER_RANGE.test(after) ? before[1] : undefined;
  if (subject === undefined) return undefined;
  // "待办放第16周": the loose to-dos are a part of their own (rough_schedule's 待办), though no subject.
  const hints = LOOSE_TODOS.test(subject) ? ["待办"] : subjectHints(subject);
  return hints.length > 0 ? { hints, range } : undefined;
}

/** The request's parts when it sends two or more subjects into different ranges; undefined for any other request. */
export function rangedParts(text: string): RangedPart[] | undefined {
  // "…，周末不排", "…，能排多少排多少": a clause that sets an option for every part is no part.
  const clauses = joinedLater(scheduleOptions(text).rest.split(CLAUSE_BREAK).map((clause) => clause.trim()).filter((clause) => clause !== ""));
  if (clauses.length < 2 || !PLACING_VERB.test(clauses[0])) return undefined;
  const parts = clauses.map(partOf);
  if (parts.some((part) => part === undefined)) return undefined;
  const read = parts as RangedPart[];
  return new Set(read.map((part) => part.range)).size === read.length ? read : undefined;
}
