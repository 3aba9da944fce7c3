/**
 * A span of days as the student reads it ("12月6日 周日", "12月7日–12月13日"), and what to say when the span they
 * asked for has no time left: late on the week's last day "这周" holds only periods that have begun. The reply names
 * the dates and offers the days that are still ahead (下周, 接下来七天), never a window's day index. Pure: "today" is
 * the student's date, given by the caller.
 */
import { addDays, isoDayOfWeek } from "./indexing";
import { dayLabel } from "./tools/free-time";

/** "12月6日 周日" for one day; "12月7日–12月13日" for several. */
export function dateSpanWords(from: string, to: string): string {
  if (from === to) return dayLabel({ date: from, day_of_week: isoDayOfWeek(from) });
  const short = (date: string) => {
    const [, month, day] = date.split("-").map(Number);
    return `${month}月${day}日`;
  };
  return `${short(from)}–${short(to)}`;
}

/** Monday to Sunday of the week after today's. */
export function nextWeekOf(today: string): { from: string; to: string } {
  const monday = addDays(today, 8 - isoDayOfWeek(today));
  return { from: monday, to: addDays(monday, 6) };
}

const THIS_WEEK = /^(?:这|本)(?:周|个?星期|个?礼拜)(?:的|里|内|剩下的?|还剩的?)?$/;
const THIS_WEEKEND = /^(?:这|本)?(?:周末|个?星期六日|个?礼拜六日)$/;
const TODAY = /^(?:今天|今晚|今天晚上|今日)$/;

/** How the student's words are named back: "这周", "这周末", "今天", or the words themselves in quotes. */
function spanName(words: string): string {
  const said = words.trim();
  if (THIS_WEEK.test(said)) return "这周";
  if (THIS_WEEKEND.test(said)) return "这周末";
  if (TODAY.test(said)) return said;
  return `“${said}”`;
}

/**
 * The span the words name has no period left that has not begun: "这周已经过完了：今天（12月6日 周日）剩下的节次都
 * 已经开始。", or, for a span that ended before today, that it is over. `then` says what the student can ask next.
 */
export function nothingLeftText(
  words: string,
  today: string,
  then: "plan" | "free_time" | "emptiest",
  asked: { span?: { from: string; to: string }; part?: string } = {},
): string {
  const { span, part = "" } = asked;
  const name = spanName(words);
  const next = nextWeekOf(today);
  const nextWeek = `下周（${dateSpanWords(next.from, next.to)}）`;
  const offers = {
    plan: `可以排到${nextWeek}，或者说“接下来七天”。`,
    free_time: `可以问${nextWeek}哪天${part}有空。`,
    emptiest: `可以问${nextWeek}哪天${part}最空。`,
  };
  if (span && span.to < today) return `${name}（${dateSpanWords(span.from, span.to)}）已经过去了。${offers[then]}`;
  // "这周哪天上午最空" on Sunday afternoon: only the mornings are over, not the rest of today.
  if (part) return `${name}的${part}都已经过去了（今天是${dateSpanWords(today, today)}）。${offers[then]}`;
  const over = name === "这周" && isoDayOfWeek(today) === 7 ? "这周已经过完了" : `${name}已经没有能用的时间了`;
  return `${over}：今天（${dateSpanWords(today, today)}）剩下的节次都已经开始。${offers[then]}`;
}
