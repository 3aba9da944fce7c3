/**
 * The term from the chat (issue 28 #1): "现在是第几周？" answered from the term in the student's zone, and "现在是第5
 * 周，一共18周" saved at once through the settings' own rules (changeTerm) with a term_update card whose 撤销 puts the
 * previous start back.
 */
import type { Database } from "@/db/client";
import { dateWords, termAnswer, weekWords } from "@/lib/calendar/term-words";
import { localDate } from "@/lib/calendar/zoned-time";
import { PlannerError } from "@/lib/errors";
import type { SetTermWeekInput, TermUpdateCard, ToolOutput } from "@/lib/protocol";
import { changeTerm, getTermSettings } from "./term";

export async function termQuestion(db: Database, userId: number, now: Date): Promise<ToolOutput> {
  const term = await getTermSettings(db, userId);
  if (!term) return { ok: true, text: "还没有设置学期。告诉我“现在是第几周、一共几周”，或在设置里填开学日期。" };
  return { ok: true, text: termAnswer(term, localDate(now, term.timezone)) };
}

function termWords(term: { start_date: string; weeks: number }, today: string): string {
  return `${weekWords(term, today) ?? `共${term.weeks}周`}，开学 ${dateWords(term.start_date, today)}`;
}

export async function setTermWeekFromChat(
  db: Database,
  userId: number,
  input: SetTermWeekInput,
  now: Date,
): Promise<ToolOutput & { card?: TermUpdateCard }> {
  const before = await getTermSettings(db, userId);
  try {
    // The chat's reply says what moved and its card's 撤销 puts the start back, so it saves without asking first.
    const change = { current_week: input.current_week, ...(input.weeks !== undefined ? { weeks: input.weeks } : {}) };
    const { term } = await changeTerm(db, userId, change, { now, confirm_shift: true });
    const today = localDate(now, term.timezone);
    const after = termWords(term, today);
    if (!before) return { ok: true, text: `学期设好了：${after}。` };
    const was = termWords(before, today);
    if (was === after) return { ok: true, text: `学期本来就是这样：${after}，没有改动。` };
    return {
      ok: true,
      text: `学期改好了：${after}（原来是${was}）。课程和学习块保持各自的周次。`,
      card: { card_type: "term_update", data: { before: was, after, restore: { start_date: before.start_date, weeks: before.weeks } } },
    };
  } catch (error) {
    if (PlannerError.isInstance(error)) return { ok: false, text: `${error.message.replace(/[。.]+$/, "")}。学期没有改动。` };
    throw error;
  }
}
