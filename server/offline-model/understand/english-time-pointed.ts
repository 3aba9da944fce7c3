/**
 * "move my 4pm block to 7pm", "push friday's 2pm session to 5pm": a block pointed at by the hour it starts, said in
 * English. It is read as the Chinese readers say it ("今天下午4点", "周五下午2点"), which the deciding side finds by
 * time alone (placed-where.ts); a block with no day said is today's, and the new hour is on the block's own day.
 */
const DAYS: Record<string, string> = {
  today: "今天",
  tonight: "今天",
  tomorrow: "明天",
  monday: "周一",
  tuesday: "周二",
  wednesday: "周三",
  thursday: "周四",
  friday: "周五",
  saturday: "周六",
  sunday: "周日",
};

const POINTED_MOVE =
  /^(?:please\s+)?(?:can you\s+|could you\s+)?(?:move|push|shift|reschedule|change)\s+(?:my|the)?\s*(?:(today|tonight|tomorrow|(?:mon|tues|wednes|thurs|fri|satur|sun)day)(?:'s)?\s+)?(\d{1,2})(?::(\d{2}))?\s*(am|pm)\s+(?:study\s+|review\s+)?(?:block|session|slot|one)\s+to\s+(.+?)[.!\s]*$/i;
const ENGLISH_DAY = /\b(?:today|tonight|tomorrow|(?:mon|tues|wednes|thurs|fri|satur|sun)day|next week|weekend)\b/i;

function hourOfDay(hour: number, meridiem: string): number {
  if (/pm/i.test(meridiem)) return hour < 12 ? hour + 12 : hour;
  return hour === 12 ? 0 : hour;
}

/** The block's words as the Chinese readers say them, and the target with its day; undefined for any other message. */
export function englishTimePointedMove(text: string): { reference: string; target: string } | undefined {
  const said = POINTED_MOVE.exec(text.trim());
  if (!said) return undefined;
  const [, dayWord = "today", hourWords, minute, meridiem, target] = said;
  const hour = Number(hourWords);
  if (hour < 1 || hour > 12) return undefined;
  const clock = hourOfDay(hour, meridiem);
  const part = clock >= 18 ? "晚上" : clock >= 12 ? "下午" : "上午";
  const reference = `${DAYS[dayWord.toLowerCase()]}${part}${hour}点${minute && minute !== "00" ? `${Number(minute)}分` : ""}`;
  return { reference, target: ENGLISH_DAY.test(target) ? target : `${target} ${dayWord}` };
}
