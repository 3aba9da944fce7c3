/**
 * Check-ins in the chat (issue 23 #6): the progress and missed blocks a question asks about, and check-ins a message
 * records ("第一章和第二章复习完了，第三章没做", "昨天的复习都做了", "今天下午那节没去"). The words are read in
 * lib/schedule/checkin-words.ts; every check-in goes through checkIn, the route's own rules and lock.
 */
import type { Database } from "@/db/client";
import { readCheckins, readClassItems, readStudyPeriods } from "@/db/queries/checkins";
import { loadState } from "@/db/queries/schedule-state";
import { loadTerm } from "@/db/queries/terms";
import { planningWindow } from "../planning-window";
import { longBreaks } from "@/lib/calendar/clock";
import { fitWarnings, fitWarningText, type FitWarning } from "@/lib/schedule/fit-warnings";
import { openFrom } from "@/lib/schedule/open-from";
import { addDays, localDate } from "@/lib/calendar/zoned-time";
import { PlannerError } from "@/lib/errors";
import type { CheckinRecordCard, ToolOutput } from "@/lib/protocol";
import type { CheckinStatus, FitWarningView } from "@/lib/protocol/checkins";
import { quoted } from "@/lib/protocol/record-text";
import {
  missedReply,
  outcomeWords,
  progressReply,
  sittingWhen,
  sittingsToCheckIn,
  spanOf,
  type DateSpan,
} from "@/lib/schedule/checkin-words";
import { classProgress, doneItems, sittingsOf, withOutcomes, type SittingOutcome } from "@/lib/schedule/outcomes";
import { checkIn } from "./checkin";
import { sharesUntold, whichBlocksQuestion } from "./unnamed-shares";

async function studyOutcomes(db: Database, userId: number, now: Date) {
  return db.transaction(
    async (tx) => {
      const term = await loadTerm(tx, userId);
      if (!term) return undefined;
      const sittings = withOutcomes(sittingsOf(await readStudyPeriods(tx, userId), term), await readCheckins(tx, userId), now);
      const { classes, items } = await readClassItems(tx, userId);
      return { timeZone: term.timezone, sittings, classes: classProgress(classes, items, doneItems(sittings)) };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}

function spanOrDefault(words: string | undefined, today: string, fallback: DateSpan): DateSpan | string {
  if (words === undefined) return fallback;
  return spanOf(words, today) ?? `没听懂时间“${words}”：可以说这周、上周、昨天、今天下午或周三。`;
}

export async function progressAnswer(
  db: Database,
  userId: number,
  input: { range?: string; focus?: "missed" | "summary" },
  now: Date,
): Promise<ToolOutput> {
  const read = await studyOutcomes(db, userId, now);
  if (!read) return { ok: false, text: "还没有设置学期，没有学习块可以统计。" };
  const today = localDate(now, read.timeZone);
  const span = spanOrDefault(input.range, today, spanOf("这周", today)!);
  if (typeof span === "string") return { ok: false, text: span };
  const text = input.focus === "missed" ? missedReply(span, read.sittings, read.timeZone) : progressReply(span, read.sittings, read.classes, read.timeZone);
  const warnings = await warningLines(db, userId, now);
  return { ok: true, text: warnings.length > 0 ? `${text}\n${warnings.join("\n")}` : text };
}

/**
 * What no longer fits before its deadline, planned over the rest of the term from the first period not begun
 * (lib/schedule/fit-warnings.ts); none outside the term.
 */
export async function warningLines(db: Database, userId: number, now: Date): Promise<string[]> {
  return (await earlyWarnings(db, userId, now)).map(fitWarningText);
}

/** The warnings as 今天 shows them (GET /api/today/warnings): each with its text and what to act on. */
export async function todayWarnings(db: Database, userId: number, now: Date): Promise<FitWarningView[]> {
  return (await earlyWarnings(db, userId, now)).map((warning) => ({ ...warning, text: fitWarningText(warning) }));
}

async function earlyWarnings(db: Database, userId: number, now: Date): Promise<FitWarning[]> {
  const term = await loadTerm(db, userId);
  if (!term) return [];
  const today = localDate(now, term.timezone);
  const last = addDays(term.start_date, term.weeks * 7 - 1);
  if (today > last) return [];
  const window = planningWindow(term, today, last);
  const state = await loadState(db, userId, window);
  const open = openFrom(window, term, now, term.timezone);
  const closed = { ...state, window: { ...state.window, long_breaks: longBreaks(term.section_times), periods_per_day: term.section_times.length, ...(open ? { open_from: open } : {}) } };
  return fitWarnings(closed);
}

interface CheckinEntry {
  block?: string;
  status: CheckinStatus;
  periods_done?: number;
}

/** The sittings each entry means, or why one means none; a sitting named twice keeps the first entry's status. */
function chosenSittings(sittings: readonly SittingOutcome[], entries: readonly CheckinEntry[], span: DateSpan, timeZone: string) {
  const chosen: { sitting: SittingOutcome; entry: CheckinEntry }[] = [];
  const unmatched: string[] = [];
  for (const entry of entries) {
    const found = sittingsToCheckIn(sittings, { span, words: entry.block, timeZone });
    if (found.length === 0) unmatched.push(entry.block ? quoted(entry.block) : span.label);
    for (const sitting of found) {
      const taken = chosen.some((pick) => pick.sitting.eventId === sitting.eventId && pick.sitting.embeddedItemId === sitting.embeddedItemId && pick.sitting.date === sitting.date && pick.sitting.slotStart === sitting.slotStart);
      if (!taken) chosen.push({ sitting, entry });
    }
  }
  return { chosen, unmatched };
}

export async function recordCheckinsFromChat(
  db: Database,
  userId: number,
  input: { entries: CheckinEntry[]; when?: string },
  now: Date,
): Promise<ToolOutput & { card?: CheckinRecordCard }> {
  const read = await studyOutcomes(db, userId, now);
  if (!read) return { ok: false, text: "还没有设置学期，没有学习块可以打卡。" };
  const today = localDate(now, read.timeZone);
  const span = spanOrDefault(input.when, today, { from: addDays(today, -13), to: today, label: "最近两周" });
  if (typeof span === "string") return { ok: false, text: span };
  // "两块做完了一块没动": which block was which is the student's to say, never the tool's to guess.
  const question = sharesUntold(input.entries) ? whichBlocksQuestion(input.entries, read.sittings, span, read.timeZone) : undefined;
  if (question) return { ok: false, text: question };
  const { chosen, unmatched } = chosenSittings(read.sittings, input.entries, span, read.timeZone);
  if (chosen.length === 0) {
    return { ok: false, text: `没有找到${span.label}已经开始的、名字里有${unmatched.join("、")}的学习块，什么都没有记录。还没开始的学习块要等开始后才能打卡。` };
  }
  const recorded: CheckinRecordCard["data"]["entries"] = [];
  const refused: string[] = [];
  for (const { sitting, entry } of chosen) {
    try {
      const answer = await checkIn(db, userId, sitting.eventId, { status: entry.status, periods_done: entry.periods_done, date: sitting.date, slot_start: sitting.slotStart }, now);
      recorded.push({
        event_id: sitting.eventId,
        date: sitting.date,
        slot_start: sitting.slotStart,
        name: sitting.name,
        when: sittingWhen(sitting, read.timeZone),
        before: outcomeWords(sitting),
        before_status: sitting.outcome ?? "unconfirmed",
        before_periods_done: sitting.outcome === "partial" ? sitting.periodsDone : null,
        after: outcomeWords({ outcome: answer.outcome, periodsDone: answer.periods_done, periods: sitting.periods }),
      });
    } catch (error) {
      if (!PlannerError.isInstance(error)) throw error;
      refused.push(`${quoted(sitting.name)}：${error.message}`);
    }
  }
  const lines = recorded.map((entry) => `${entry.when}${quoted(entry.name)}：${entry.before} → ${entry.after}`);
  const text = [
    recorded.length > 0 ? `已记录${recorded.length}个学习块的打卡：\n${lines.join("\n")}` : "没有记录任何打卡。",
    ...(refused.length > 0 ? [`没有记录：${refused.join("；")}`] : []),
    ...(unmatched.length > 0 ? [`没找到名字里有${unmatched.join("、")}的已开始学习块。`] : []),
    ...(recorded.some((entry) => entry.after === "没做") ? ["记为没做的内容回到了待安排，可以说“把没完成的重新排一下”。"] : []),
  ].join("\n");
  if (recorded.length === 0) return { ok: false, text };
  return { ok: true, text, card: { card_type: "checkin_record", title: `已记录 ${recorded.length} 个学习块的打卡`, data: { entries: recorded } } };
}
