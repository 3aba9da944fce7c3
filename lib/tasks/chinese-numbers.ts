/** Small numbers written the way students type them in dates and times: "8", "八", "十二", "二十三", "两", "零五". */

const DIGITS: Record<string, number> = {
  零: 0, 〇: 0, 一: 1, 二: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9,
};

/** Regex source for one such number (Arabic up to 4 digits, or up to three Chinese numeral characters). */
export const NUMBER_PATTERN = "(?:\\d{1,4}|[零〇一二两三四五六七八九十]{1,3})";

/** Parses 0..99 in Arabic or Chinese numerals; anything else (e.g. "十十", "三百") is null. */
export function parseSmallNumber(text: string): number | null {
  if (/^\d+$/.test(text)) return Number(text);
  if (text.length === 0) return null;
  const tenAt = text.indexOf("十");
  if (tenAt === -1) {
    // "零五" (minutes) and "五" are digit strings; read them positionally.
    let value = 0;
    for (const character of text) {
      const digit = DIGITS[character];
      if (digit === undefined) return null;
      value = value * 10 + digit;
    }
    return text.length <= 2 ? value : null;
  }
  if (text.indexOf("十", tenAt + 1) !== -1) return null;
  const tensText = text.slice(0, tenAt);
  const onesText = text.slice(tenAt + 1);
  const tens = tensText === "" ? 1 : DIGITS[tensText];
  const ones = onesText === "" ? 0 : DIGITS[onesText];
  if (tens === undefined || ones === undefined || tensText.length > 1 || onesText.length > 1) return null;
  if (tensText === "两" || tensText === "零") return null;
  return tens * 10 + ones;
}
