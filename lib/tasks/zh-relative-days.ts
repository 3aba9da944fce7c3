/**
 * Days said from today ("明天", "后儿", "今晚"), with the part of the day some of them carry: the table the Chinese
 * day-word reader (zh-day-words.ts) reads them by.
 */
import type { DayPart } from "./day-parts";

export const RELATIVE_DAYS: Record<string, { offset: number; part?: DayPart }> = {
  前天: { offset: -2 },
  昨天: { offset: -1 },
  昨晚: { offset: -1, part: "evening" },
  今天: { offset: 0 },
  今日: { offset: 0 },
  今早: { offset: 0, part: "morning" },
  今晨: { offset: 0, part: "morning" },
  今晚: { offset: 0, part: "evening" },
  今晚上: { offset: 0, part: "evening" },
  今夜: { offset: 0, part: "evening" },
  明天: { offset: 1 },
  明日: { offset: 1 },
  今儿: { offset: 0 },
  今儿个: { offset: 0 },
  明儿: { offset: 1 },
  明儿个: { offset: 1 },
  明早: { offset: 1, part: "morning" },
  明早上: { offset: 1, part: "morning" },
  明晨: { offset: 1, part: "morning" },
  明晚: { offset: 1, part: "evening" },
  明晚上: { offset: 1, part: "evening" },
  明夜: { offset: 1, part: "evening" },
  后天: { offset: 2 },
  // Northern speech: 后儿 (个) is 后天, as 明儿 is 明天.
  后儿: { offset: 2 },
  后儿个: { offset: 2 },
  大后天: { offset: 3 },
};
