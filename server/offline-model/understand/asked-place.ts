/**
 * "先看看周日晚上空不空，空的话把谓词逻辑挪过去，还是七点": 挪过去 goes to the place just asked about, at the clock said
 * after it. Read as "…挪到周日晚上七点" before the message is cut into its requests, so the move names its place.
 */
import { DAY_WORD } from "./day-words";

/** "周日晚上空不空", "明天下午有没有空": a day (and part of it) asked about. */
const ASKED = new RegExp(`((?:${DAY_WORD.source}))(?:的)?(上午|下午|晚上|早上)?(?:有没有空|空不空|有空吗|空吗|有空没|忙不忙)`, "i");
/** "挪过去", "放过去": there, where the question was about. */
const THERE = /(挪|移|放|排|调|搬)过去/;
/** "，还是七点", "，八点开始": the clock it starts at, in a closing clause. */
const CLOCK_AFTER = /[，,]\s*(?:还是|就|时间)?((?:\d{1,2}|[一二两三四五六七八九十]{1,3})\s*点半?)(?:开始)?[。.!！~～\s]*$/;

export function thereAsAsked(text: string): string {
  const asked = ASKED.exec(text);
  const there = THERE.exec(text);
  if (!asked || !there || there.index < asked.index) return text;
  const clock = CLOCK_AFTER.exec(text);
  const closing = clock !== null && clock.index > there.index;
  const place = `${asked[1]}${asked[asked.length - 1] ?? ""}${closing ? clock[1] : ""}`;
  return (closing ? text.slice(0, clock.index) : text).replace(THERE, `$1到${place}`);
}
