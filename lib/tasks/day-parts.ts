/**
 * Parts of the day ("下午", "晚上", "明早"...): how they shift a clock hour, which window they name, and which
 * deadline they stand for when no clock time is given. One table serves the Chinese grammar and English words.
 */

export type DayPart = "dawn" | "morning" | "forenoon" | "noon" | "afternoon" | "dusk" | "evening";

interface DayPartRule {
  /** Window [start, end) in hours of the day, for ranges like "明天下午". */
  window: [number, number];
  /** Default deadline hour when only the part is said: the end of the part, so "明天下午交" means by 18:00. */
  deadlineHour: number;
  deadlineMinute: number;
}

const RULES: Record<DayPart, DayPartRule> = {
  dawn: { window: [0, 6], deadlineHour: 6, deadlineMinute: 0 },
  morning: { window: [6, 9], deadlineHour: 9, deadlineMinute: 0 },
  forenoon: { window: [6, 12], deadlineHour: 12, deadlineMinute: 0 },
  // Noon is a moment more than a window: "中午交" means at 12:00.
  noon: { window: [11, 13], deadlineHour: 12, deadlineMinute: 0 },
  afternoon: { window: [12, 18], deadlineHour: 18, deadlineMinute: 0 },
  dusk: { window: [17, 19], deadlineHour: 19, deadlineMinute: 0 },
  // The evening runs to midnight; its deadline is the date-only default 23:59 so it stays on the same day.
  evening: { window: [18, 24], deadlineHour: 23, deadlineMinute: 59 },
};

export const CHINESE_DAY_PARTS: Record<string, DayPart> = {
  凌晨: "dawn",
  早上: "morning",
  早晨: "morning",
  清晨: "morning",
  早: "morning",
  上午: "forenoon",
  中午: "noon",
  下午: "afternoon",
  傍晚: "dusk",
  晚上: "evening",
  夜里: "evening",
  夜间: "evening",
  半夜: "evening",
  晚: "evening",
  夜: "evening",
  // A meal names the part of the day after it: "午饭后一点" is 13:00, "晚饭后八点" 20:00.
  早饭后: "morning",
  午饭后: "afternoon",
  午饭过后: "afternoon",
  吃完午饭: "afternoon",
  午休后: "afternoon",
  晚饭后: "evening",
  晚饭过后: "evening",
  吃完晚饭: "evening",
};

export const ENGLISH_DAY_PARTS: Record<string, DayPart> = {
  morning: "morning",
  noon: "noon",
  afternoon: "afternoon",
  evening: "evening",
  tonight: "evening",
  night: "evening",
};

export function dayPartWindow(part: DayPart): [number, number] {
  return RULES[part].window;
}

export function dayPartDeadline(part: DayPart): { hour: number; minute: number } {
  return { hour: RULES[part].deadlineHour, minute: RULES[part].deadlineMinute };
}

/**
 * The hour of the day (possibly 24 or more, i.e. after midnight of the same night) that `hour` means in `part`.
 * 晚上十二点 is 24:00 (the midnight that ends the day, not noon); 晚上一点 is 25:00, the night's 1 a.m.
 */
export function applyDayPart(hour: number, part: DayPart): number {
  if (hour > 12) return hour;
  switch (part) {
    case "dawn":
      return hour === 12 ? 0 : hour;
    case "morning":
    case "forenoon":
      return hour;
    case "noon":
      // 中午一点 is 13:00; 中午十一点/十二点 stay as said.
      return hour <= 5 ? hour + 12 : hour;
    case "afternoon":
    case "dusk":
      return hour === 12 ? 12 : hour + 12;
    case "evening":
      if (hour === 12) return 24;
      // Students say 晚上一点 for the small hours after midnight of the same night.
      return hour <= 5 ? hour + 24 : hour + 12;
  }
}
