/**
 * A Chinese sentence typed with the English keyboard's marks ("帮我新建个待办,写毛概论文,要3节,下周三截止?",
 * "考试:马原期末1月8号下午2点."): each mark as the Chinese one, which the readers key on (the width step keeps ，？！：；
 * for that reason). Only beside Chinese words, and only in a message mostly Chinese: "1,000", "14:00", "1.5小时",
 * "ok Friday, same time" and an English request naming a 待办 keep theirs. One mark for one, so the reading keeps
 * its length. Found by the english-marks surface variant (testing/eval/variants.ts).
 */

const HAN = /[\p{Script=Han}》】」』）]/u;
const CHINESE = { ",": "，", "?": "？", "!": "！", ";": "；", ":": "：", ".": "。" } as const;
type Mark = keyof typeof CHINESE;

function neighbour(text: string, index: number, step: 1 | -1): string {
  let at = index + step;
  while (at >= 0 && at < text.length && text[at] === " ") at += step;
  return at >= 0 && at < text.length ? text[at] : "";
}

/** Whether the English mark at `index` stands where a Chinese one would. */
function chineseAt(text: string, index: number, mark: Mark): boolean {
  const before = neighbour(text, index, -1);
  const after = neighbour(text, index, 1);
  switch (mark) {
    case ",":
    case ";":
      return HAN.test(before) || HAN.test(after);
    case "?":
    case "!":
      return HAN.test(before);
    // "时间:14:00" keeps the clock's colon.
    case ":":
      return HAN.test(before) && !/\d/.test(after);
    // Not a decimal point or an ellipsis: after Chinese words and before more or the end, or closing the message.
    case ".":
      return text[index - 1] !== "." && text[index + 1] !== "." && ((HAN.test(before) && (after === "" || HAN.test(after))) || after === "");
  }
}

/** The message's English marks as Chinese ones where it is written in Chinese (see the module comment). */
export function withChineseMarks(text: string): string {
  if (!/[,?!;:.]/.test(text)) return text;
  const han = text.match(/\p{Script=Han}/gu)?.length ?? 0;
  const latin = text.match(/[a-z]/gi)?.length ?? 0;
  if (han === 0 || latin > han) return text;
  return Array.from({ length: text.length }, (_, index) => {
    const char = text[index];
    return char in CHINESE && chineseAt(text, index, char as Mark) ? CHINESE[char as Mark] : char;
  }).join("");
}
