/**
 * How long a student says a to-do takes, as class periods: "需要3节", "要2节课", "预计3个课时", or in time —
 * "大概要写4个小时", "估计3小时", "一个半小时", "45分钟左右" (read by said-durations.ts) — turned into periods of the
 * term's length (45 minutes unless told), rounded up. Shared by the note reader (lib/tasks/quick-note.ts) and the
 * offline model, so both read the same.
 */
import { NUMBER_PATTERN as NUM, parseSmallNumber } from "./chinese-numbers";
import { CLOCKED_DURATION_SOURCE, DEFAULT_PERIOD_MINUTES, DURATION_SOURCE, periodsOf, saidDuration } from "./said-durations";

// "先算8节", "暂定3节", "估4节": an estimate put down for now is one too; so is Taiwan's "抓三节" (reckoned at).
const LEAD = "(?:需要|需|预计|估计|大概|大约|约|要|占|得|花|一共|总共|共计|共|(?:先|暂且|暂时|就)?(?:算|估|暂定|定|抓))";
/** "写", "做", "花" between the lead and the number: "大概要写4个小时", "估计得花3小时". */
const DOING = "(?:要|得)?(?:写|做|花|用|学|复习|搞|弄)?";
/** "1节就够", "两节课就行了", "半小时足够": an amount the student calls enough is still its own clause. */
// "一节搞定", "一节就能做完", "两节完成它" (Cantonese 一节搞掂 / 搞得掂 as read): the amount it is done in.
const ENOUGH =
  "(?:就?(?:够|足够|行|可以)了?|应该(?:就)?够了?|(?:就|应该)?(?:能|可以|会)?(?:搞得?定|搞得?掂|完成|做完|弄完|写完|做得完|搞完)(?:了|它|他|佢)?)?";

const PERIOD_PATTERNS: readonly RegExp[] = [
  new RegExp(`${LEAD}\\s*${DOING}\\s*(${NUM})\\s*(?:节课|节|个课时|课时)`),
  new RegExp(`(?:^|[，,；;、\\s]\\s*)(${NUM})\\s*(?:节课|节|个课时|课时)${ENOUGH}\\s*(?=$|[，,；;。])`),
  /\b(?:needs?|takes?|about|approx\.?|estimated(?:\s+at)?)\s+(\d{1,2})\s*(?:class\s+)?(?:periods?|sections?)\b/i,
  /(?:^|[,;，；]\s*)(\d{1,2})\s*(?:class\s+)?(?:periods?|sections?)\s*(?=$|[,;，；.])/i,
];

/**
 * Time said after a lead word ("大概要写4个小时") or as a clause of its own ("…，45分钟左右，…", "…，半天"); group 1 is
 * the amount. A part of the day counts only as a clause of its own.
 */
const TIME_PATTERNS: readonly RegExp[] = [
  new RegExp(`${LEAD}\\s*${DOING}\\s*(${CLOCKED_DURATION_SOURCE})(?:左右)?`),
  new RegExp(`(?:^|[，,；;、\\s]\\s*)(?:大概|大约|约|[~～≈]\\s*)?(${DURATION_SOURCE})(?:左右)?${ENOUGH}\\s*(?=$|[，,；;。])`),
];
// "~2h", "≈3 hrs": the tilde says about, as a lead word does.
const ENGLISH_HOURS = /(?:\b(?:needs?|takes?|about|approx\.?|around)\s+|[~～≈]\s*)(\d{1,2}(?:\.\d)?)\s*(?:hours?|hrs?|h)\b/i;

/** "分四次做，每次三节", "一共五次，每次一节": so many sittings of so many periods, the product of the two. */
const SITTINGS_OF = new RegExp(`(?:分成?|一共|总共|共)\\s*(${NUM})\\s*次[^，,；;。]{0,4}[，,；;、\\s]*每次\\s*(?:要|学|做|写)?\\s*(${NUM})\\s*(?:节课|节|个课时|课时)`);

export interface SaidEstimate {
  /** Periods, rounded up; may exceed what a to-do can hold (the caller decides). */
  sections: number;
  /** Where the words are, to cut them out of a title. */
  index: number;
  length: number;
  /** Said as time (and so converted), not in periods. */
  inHours: boolean;
}

/** The estimate the words state, if any. */
export function saidEstimate(text: string, periodMinutes: number = DEFAULT_PERIOD_MINUTES): SaidEstimate | undefined {
  const sittings = SITTINGS_OF.exec(text);
  const [times, each] = sittings ? [parseSmallNumber(sittings[1]), parseSmallNumber(sittings[2])] : [null, null];
  if (sittings && times !== null && each !== null && times * each > 0) {
    return { sections: times * each, index: sittings.index, length: sittings[0].length, inHours: false };
  }
  for (const pattern of PERIOD_PATTERNS) {
    const match = pattern.exec(text);
    const sections = match ? parseSmallNumber(match[1]) : null;
    if (match && sections !== null && sections > 0) return { sections, index: match.index, length: match[0].length, inHours: false };
  }
  for (const pattern of TIME_PATTERNS) {
    const match = pattern.exec(text);
    const amount = match ? saidDuration(match[1]) : undefined;
    if (match && amount) return { sections: periodsOf(amount.minutes, "up", periodMinutes), index: match.index, length: match[0].length, inHours: true };
  }
  const english = ENGLISH_HOURS.exec(text);
  const hours = english ? Number(english[1]) : 0;
  if (english && hours > 0) return { sections: periodsOf(hours * 60, "up", periodMinutes), index: english.index, length: english[0].length, inHours: true };
  return undefined;
}
