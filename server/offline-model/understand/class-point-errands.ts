/**
 * An errand tied to a class of the day rather than a clock: "周四上午第二大节下课后去教务处盖章", "明天下午那节课上完去
 * 取快递", "周三第三四节下了课去找辅导员". The class only says when; going somewhere then is an appointment to note, as
 * "后天上午十点去体检" is (note-cues.ts reads the clock one). Asking what the class is stays a question.
 */
import { parseDateTime } from "@/lib/tasks/natural-dates";
import { tidyText } from "@/lib/tasks/task-text";
import type { Intent } from "./intent-types";
import { ASKS } from "./uncued-notes";

/** The class the day's words point at, and its end: "第二大节下课后", "那节课上完", "第3、4节下了课", "下课以后". */
const CLASS_END =
  /^\s*(?:早八|早上|上午|下午|晚上)?(?:的)?(?:第[一二三四五六七八九十\d、,，到至和\-~～]{1,7}(?:大)?节(?:课)?|[那这](?:一)?(?:节|门|堂)(?:课)?|(?:\p{Script=Han}{1,6}?课))?(?:的)?(?:下课|下了课|上完(?:课)?|结束|放学)(?:了)?(?:以后|之后|后)?[，,\s]*/u;
/** Then going to do something (not gone: 去了 / 去过). */
const GOING = /^(?:我)?(?:得|要|就)?(?:直接|马上|赶紧)?去(?![了过])(?=\p{Script=Han}{2,})/u;

const LOCATE = { now: new Date(Date.UTC(2024, 0, 1, 4)), timeZone: "Asia/Shanghai" };

/** The note, when the day's words are followed by a class's end and then an errand; undefined for anything else. */
export function classEndErrand(text: string): Intent | undefined {
  if (ASKS.test(text)) return undefined;
  const date = parseDateTime(text, LOCATE);
  if (!date || date.relation === "from" || date.relation === "after") return undefined;
  const after = text.slice(date.index + date.matchedText.length);
  const end = CLASS_END.exec(after);
  if (!end || end[0].trim() === "" || !GOING.test(after.slice(end[0].length))) return undefined;
  return { family: "quick_note", content: tidyText(text) };
}
