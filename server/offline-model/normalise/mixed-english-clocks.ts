/**
 * Clock times said in English inside a Chinese message: "4pm", "10 PM", "9:30am", "two o'clock". Read as the Chinese
 * hour with its part of the day (下午4点, 晚上10点, 上午9:30, 2点), so the time readers place it as they place 下午四点;
 * when the student already said the part ("night 10pm", "下午 two o'clock") the hour alone is given, not said twice.
 */

const NUMBER_WORDS = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"];
const AM_PM = /(\d{1,2})(?::([0-5]\d))?\s*([ap])\.?m\b\.?/iy;
const O_CLOCK = new RegExp(String.raw`(\d{1,2}|${NUMBER_WORDS.join("|")})\s*o['’]?clock\b`, "iy");
/** The part of the day said just before the hour, in either language. */
const PART_SAID = /(?:上午|下午|晚上|中午|早上|傍晚|今晚|明晚|凌晨|半夜|morning|afternoon|evening|night|tonight|noon)\s*$/i;

function part(hour: number, amPm: string): string {
  if (amPm.toLowerCase() === "a") return hour === 12 ? "凌晨" : "上午";
  if (hour === 12) return "中午";
  return hour < 6 ? "下午" : "晚上";
}

/** The clock time said in English at `index` ("4pm", "two o'clock"), and the Chinese it reads as. */
export function englishClockAt(text: string, index: number): { from: string; to: string } | undefined {
  if (index > 0 && /[\dA-Za-z:：]/.test(text[index - 1])) return undefined;
  const partSaid = PART_SAID.test(text.slice(0, index));
  AM_PM.lastIndex = index;
  const amPm = AM_PM.exec(text);
  if (amPm) {
    const hour = Number(amPm[1]);
    if (hour < 1 || hour > 12) return undefined;
    const clock = amPm[2] === undefined ? `${hour}点` : `${hour}:${amPm[2]}`;
    return { from: amPm[0], to: `${partSaid ? "" : part(hour, amPm[3])}${clock}` };
  }
  O_CLOCK.lastIndex = index;
  const oClock = O_CLOCK.exec(text);
  if (!oClock) return undefined;
  const word = NUMBER_WORDS.indexOf(oClock[1].toLowerCase());
  const hour = word === -1 ? Number(oClock[1]) : word + 1;
  return hour >= 1 && hour <= 12 ? { from: oClock[0], to: `${hour}点` } : undefined;
}
