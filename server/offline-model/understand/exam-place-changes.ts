/**
 * "电路考场换了，改到逸夫楼201", "马原期末考试地点调到三教报告厅，时间不变": only the room of an exam on file changes.
 * record_exam of a known exam with a place and no day moves it there and keeps its day (server/exams/move-from-chat.ts).
 */
import type { Intent } from "./intent-types";

const COURSE = "(?:我的?|那门|那个)?(\\p{Script=Han}{2,10}?|[A-Za-z][A-Za-z ]{1,20}?)";
const EXAM = "(?:的)?(期末考试|期中考试|期末|期中|考试|补考|测验|小测)?(?:的)?";
const ROOM_WORD = "(考试地点|考试教室|地点|考场|教室|考试地方)";
// "离散的考场也补上：…", "概率论考场出来了，在南楼305": a room not known before, filled in, says it the same way.
const CHANGED = "(?:又|也)?(?:(?:换|改|调|变|挪)(?:了)?(?:到|成|在|去)?(?:了)?|(?:帮我)?(?:补上|补一下|补充一下|填上|加上)|(?:出来了|定了|公布了|出了))[：:]?";
/** The new room: it names a building, hall or room, as exam-places.ts reads places. */
const ROOM = "([^，,。！!？?\\s]{0,12}(?:楼|室|厅|馆|房|场|教[一二三四五六七八九十\\d]|[一二三四五六七八九十]教|\\d{3})[^，,。！!？?\\s]{0,8})";
const PLACE_CHANGED = new RegExp(
  `^${COURSE}${EXAM}${ROOM_WORD}${CHANGED}[，,\\s]*(?:(?:改|换|挪|调)(?:到|成|在|去)|在)?\\s*${ROOM}(?:$|[，,。！!\\s])`,
  "u",
);

export function examPlaceChanged(text: string): Extract<Intent, { family: "exam_record" }> | undefined {
  const match = PLACE_CHANGED.exec(text.trim());
  if (!match) return undefined;
  const [, course, exam, roomWord, room] = match;
  // "明天的课教室换了": without an exam word or 考场 it is a class's room.
  if ((!exam && !roomWord.includes("考")) || /课$/.test(course)) return undefined;
  // The rest may only keep the day as it was; another change after it is a message of its own.
  const rest = text.trim().slice(match[0].length).replace(/^[，,。！!\s]+/, "");
  // "…，帮我补上": the room kept, asked in so many words.
  const keptAsked = /^(?:你|麻烦)?(?:帮我|给我)?(?:补上|补一下|更新一下|更新|改一下|记上|记一下)(?:吧|哈)?$/;
  if (rest && !keptAsked.test(rest) && !/^(?:时间|日期|日子)?(?:没变|不变|没改|照旧|还是原来的)/.test(rest)) return undefined;
  // 期末 or 期中 says which of the course's exams; 考试 says nothing more than the course.
  const which = /期末|期中/.exec(exam ?? "")?.[0] ?? "";
  return { family: "exam_record", title: `${course.trim()}${which}`, when: "", location: room.replace(/[了啦吧]+$/, "") };
}
