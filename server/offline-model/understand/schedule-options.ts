/**
 * The options a scheduling request may state besides its range and subject: whether study may go into 水课
 * ("水课也可以用", "filler classes are ok") and a daily cap ("每天最多学4节"). The clauses that state them are taken out,
 * so their words are not read as a subject.
 */
import { MAX_PERIODS_PER_DAY } from "@/lib/schedule/state";
import { NUMBER_PATTERN, parseSmallNumber } from "@/lib/tasks/chinese-numbers";

// "思政课上也可以塞": a course study may go into, said by what may be done in it.
const FILLER_CLAUSE = /[，,\s]?[^，,。\s]*(?:水课|可嵌入|嵌入|课[^，,。\s]{0,8}?也?(?:可以|能|行)(?:用来|拿来)?(?:塞|排|用|放|学|占|复习|安排))[^，,。\s]*|[,，]?[^,，.]*\bfiller (?:class(?:es)?|courses?)\b[^,，.]*|[,，]?\s*(?:it'?s\s+)?(?:fine|ok|okay|alright)\s+to\s+(?:study|use|work|review)\s+(?:during|in)\b[^,，.]*/gi;
const FILLER_REFUSED = /不(?:要|能|许|准)?(?:用|占|占用|嵌入|排进)水课|水课(?:不要|不能|别)|\bno filler\b/i;

const DAILY_CAP = new RegExp(
  `[，,]?\\s*(?:然后|但是?|不过|而且)?\\s*(?:每天|一天|每日|一天里)(?:最多|至多|不超过?|不要超过?|别超过?|顶多|上限)只?(?:学|排|安排)?\\s*(${NUMBER_PATTERN})\\s*节(?:课)?(?:就好|就行|就可以|就够了?)?(?:[，,\\s]*(?:不然|要不然|否则)[^，,。]*)?|[,，]?\\s*(?:at most|no more than|max(?:imum)?)\\s+(\\d{1,2})\\s+periods?\\s+(?:a|per)\\s+day`,
  "i",
);

/** "别占周末", "周末不要排": a day kept free. The scheduler has no such option; the clause is no subject either. */
const KEPT_FREE = /[，,]?[^，,。]*(?:别|不要|不用|不想|不能)(?:占|排|安排|用)[^，,。]*|[，,]?[^，,。]*(?:别|不要|不用)排[^，,。]*/g;

export interface ScheduleOptions {
  allowFiller?: boolean;
  dailyCap?: number;
}

/** "水课也算空闲", "每天别超过三节": a clause that only sets an option of the request around it. */
export function optionsOnly(text: string): boolean {
  const { rest, options } = scheduleOptions(text);
  return Object.keys(options).length > 0 && rest.replace(/[\s，,。.！!]/g, "") === "";
}

export function scheduleOptions(text: string): { rest: string; options: ScheduleOptions } {
  const options: ScheduleOptions = {};
  let rest = text;
  const cap = DAILY_CAP.exec(rest);
  if (cap) {
    const value = parseSmallNumber(cap[1] ?? cap[2]);
    if (value !== null && value >= 1 && value <= MAX_PERIODS_PER_DAY) options.dailyCap = value;
    rest = rest.replace(cap[0], "");
  }
  const withoutFiller = rest.replace(FILLER_CLAUSE, "");
  if (withoutFiller !== rest) {
    if (!FILLER_REFUSED.test(rest)) options.allowFiller = true;
    rest = withoutFiller;
  }
  return { rest: rest.replace(KEPT_FREE, ""), options };
}
