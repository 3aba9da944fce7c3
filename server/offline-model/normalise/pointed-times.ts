/**
 * A time said first as where the student will be or that they are free ("周六上午十点我在宿舍", "明天下午三点有空"),
 * then a block or to-do sent there by pointing back ("把谓词逻辑那块复习调过去", "…放那会儿"): the reading says the
 * move with the time in the place of the pointer ("把谓词逻辑那块复习调到周六上午十点"), the time keeping its origin.
 */
import type { Reading } from "./reading";
import { rewritten } from "./rewrite";

const DAY = "(?:(?:这|本|下下?)?(?:周|星期|礼拜)[一二三四五六日天]|大后天|后天|明天|今天|\\d{1,2}月\\d{1,2}[日号]?)";
const PART = "(?:早上|上午|中午|下午|晚上|傍晚)";
const CLOCK = "(?:[\\d一二两三四五六七八九十]{1,3}(?:点(?:半|[\\d一二三四五]{1,2}分?)?|[:：]\\d{2}))";
/**
 * The time at the head of the first clause; what follows in that clause only says where or how free the student is
 * ("…有空吗" asks, and is left to the readers).
 */
const TIME_FIRST = new RegExp(`^(${DAY}\\s*${PART}?\\s*${CLOCK}?)(?:(?:我|我们)?(?:都|正好|刚好)?(?:在|有空|空着|没事|没课|闲着|有时间)(?![^，,。]*[吗么])[^，,。？?！!]{0,10})[，,。]\\s*`);
/** "把X调过去", "那就把X放那会儿吧": the thing sent to the time said before. */
const SENT_THERE =
  /^(?:那就?|就|那你|你)?(?:帮我|给我)?把([^，,。？?！!]{2,16}?)(调|挪|移|放|搬|换|改)(?:过去|到那(?:儿|里|边|个时间|时候|会儿)|那(?:儿|里|会儿))(?:吧|呗|哈|啊|呀)?[。!！~～\s]*$/;

/**
 * "周六下午两点以后把四级真题放进去", "明晚七点把错题本塞进去": one thing put into the time the clause opens with — a
 * part of the day or a clock, not a bare day ("周六把离散复习排进去" is a plan of that day for the rough scheduler).
 */
const TIME_THEN_INTO = new RegExp(
  `^(${DAY}\\s*(?:${PART}\\s*(?:${CLOCK})?|${CLOCK})(?:以后|之后|开始)?)\\s*(?:就)?(?:帮我|给我)?把([^，,。？?！!]{2,16}?)(?:放|塞)进去(?:吧|呗|哈|啊|呀)?[。!！~～\\s]*$`,
);

function withTimeThenInto(reading: Reading): Reading {
  const said = TIME_THEN_INTO.exec(reading.text);
  if (!said) return reading;
  const thingStart = said[0].indexOf("把") + 1;
  const thingEnd = thingStart + said[2].length;
  return rewritten(reading, [
    { words: "把", for: [said[1].length, thingStart] },
    { copy: [thingStart, thingEnd] },
    { words: "放到", for: [thingEnd, reading.text.length] },
    { copy: [0, said[1].length] },
  ]);
}

export function withPointedTimes(reading: Reading): Reading {
  const text = reading.text;
  const head = TIME_FIRST.exec(text);
  if (!head) return withTimeThenInto(reading);
  const rest = text.slice(head[0].length);
  const sent = SENT_THERE.exec(rest);
  if (!sent) return reading;
  // The pattern is anchored: the thing starts after its 把, and the verb follows it at once.
  const thingStart = head[0].length + sent[0].indexOf("把") + 1;
  const verbEnd = thingStart + sent[1].length + sent[2].length;
  return rewritten(reading, [
    { words: "把", for: [head[0].length, thingStart] },
    { copy: [thingStart, verbEnd] },
    { words: "到", for: [verbEnd, text.length] },
    { copy: [0, head[1].length] },
  ]);
}
