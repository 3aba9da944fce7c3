/**
 * Where an exam is sat, as a statement says it: after 在 / @ / 地点, as a 考点 (a national exam's venue), as a place
 * closing the statement, or as a clause that is only a place. Group 1 of the match is the place; the whole match is
 * what the title and the day leave out.
 */
// "在舞蹈房", "在琴房", "在田径场": where an art, music or PE assessment is sat is a room or a ground. A room number
// has three digits; a year ("在2027年1月5日") does not name a room. "喺LT3考" (在LT3), "喺LT-A考": a Hong Kong lecture theatre's code.
const LOCATION =
  /[，,\s]*(?:在|@|＠|地点[是：:在]?|考场[是：:在]?)\s*((?:LT|lt|Rm|rm|Room|room)(?:\s*[A-Za-z]?\d{1,4}[A-Za-z]?|\s*[-－]\s*[A-Za-z](?![A-Za-z]))|[^\s，,。！!]*?(?:楼|室|教|馆|厅|房|(?<!考)场|\d{3}(?!\d*年))[^\s，,。！!]*(?:\s+[A-Za-z]?\d{2,4}[A-Za-z]?)?)\s*(?:考试?|考)?(?=$|[，,。！!\s])/;
/**
 * "考点为市第三中学", "考点设在XX学院": a self-study or national exam's venue (考点) is named as such, so any place words
 * after it are the place, and naming one says the statement is an exam's, exam word or not.
 */
const VENUE = /[，,\s]*考点(?:为|是|在|设在|安排在|[：:])\s*(?!哪|什么|啥)([^\s，,。！!；;？?]{2,16})/;
/**
 * The words a place said without 在 ends with: a building, a kind of room, and the grounds and rooms a PE, art or
 * music assessment is sat in (田径场, 操场, 舞蹈房, 画室). Each is said whole: 场 alone also ends 下午场 and 一场.
 */
// "综合楼一楼大厅": a hall on a floor is where a big-course exam is sat too.
const PLACE_ENDS =
  "楼|馆|大厅|机房|教室|礼堂|实验室|报告厅|(?:田径|运动|操|体育|篮球|足球|排球|网球|羽毛球|乒乓球)场|(?:舞蹈|琴|形体|练功)房|(?:画|琴|自习|阅览|语音|多媒体)室|(?:演播|演奏|音乐)厅|(?:体育|实验|训练|(?:临床)?技能|模拟|考试)中心|游泳池|泳池";

/**
 * "商学院B102", "法学院 305", "逸夫堂A3": a school, a department or a hall names a room only with the room's number
 * after it (商学院 alone is who teaches the course, not where it is sat).
 */
const SCHOOL_ROOM = "\\p{Script=Han}{0,6}(?:学院|书院|系|堂|中心)\\s*[A-Za-z]?\\d{2,4}[A-Za-z]?";

/** "A区", "B座", "三层": the wing or floor of a building, before or instead of the room's number ("主楼A区302"). */
const WING = "[A-Za-z一二三四五六七八九十\\d]{1,2}[座栋区层]";

/** "LT3", "LT 12", "Rm 402", "LT-A": a lecture theatre or room in the English shorthand Hong Kong timetables print. */
const LATIN_ROOM = "(?:LT|Rm|Room)(?:\\s*[A-Za-z]?\\d{1,4}[A-Za-z]?|\\s*[-－]\\s*[A-Za-z](?![A-Za-z]))";

/** "教3-204", "东2－115": a room number joined to its building by a dash, as timetables print it. */
const ROOM_AFTER_DASH = "(?:[-－—]\\s*)?";

/**
 * "化学楼 318", "教二B104", "三教 204", "3教301", "，田径场", ", gym", ", Hall B" with no 在 before them: a place at the end of the statement,
 * set off by a comma or a space, that names a building, a room number, a ground or a hall (never a clock time or a day).
 */
const TRAILING_PLACE = new RegExp(
  `(?:^|[，,\\s])(${LATIN_ROOM}|${SCHOOL_ROOM}|(?:(?:\\d{1,2}号)?[\\u4e00-\\u9fa5]{0,6}(?:${PLACE_ENDS}|教[一二三四五六七八九十\\d]|[一二三四五六七八九十\\d]教)\\s*${ROOM_AFTER_DASH}(?:${WING})?[A-Za-z]?\\d{0,4}[A-Za-z]?)|[A-Za-z]{1,2}\\d{2,4}|(?:room|hall|gym|lab|lt)\\b(?:\\s*[A-Za-z]{0,2}\\d{0,4})?)\\s*$`,
  "iu",
);

/**
 * "…，信息楼405机房，…", "…，教学楼B座，帮我记一下", "…，田径场，记一下": a clause that is only a place — a building with
 * its room, wing or kind of room, or a ground — names where the exam is sat wherever it falls among the clauses, not
 * only at the end.
 */
const PLACE_CLAUSE = new RegExp(
  `(?:^|[，,；;])\\s*(${LATIN_ROOM}|${SCHOOL_ROOM}|(?:(?:\\d{1,2}号)?\\p{Script=Han}{0,6}(?:${PLACE_ENDS})|教[一二三四五六七八九十\\d])\\s*${ROOM_AFTER_DASH}(?:${WING}?\\s*[A-Za-z]?\\d{1,4}[A-Za-z]?|${WING})?\\s*(?:机房|教室|实验室|报告厅)?)\\s*(?=$|[，,；;。！!])`,
  "u",
);

/**
 * "2号机房", "3号楼", "5号教学楼": a number with 号 before a room or a building names the place, not the month's day;
 * the day readers put this after their "N号".
 */
export const NOT_A_ROOM_NUMBER = "(?!\\s*(?:楼|线|教学楼|实验楼|机房|教室|实验室|馆|厅|礼堂|考场|房|室|栋|座|门|教|院))";

/**
 * "room C204", "in Room 305", "at LT 3", "in hall B", "@ lab 2": an English statement names its room by the word for it
 * and the room's code, anywhere among its clauses ("…at 9am, room C204 — pls add it"); "in C204" by the code alone.
 */
const ENGLISH_ROOM =
  /(?:[,，]\s*|\s+(?:in|at|@)\s+|\s+)((?:room|rm|lt|lecture hall|lecture theatre|hall|lab|building|bldg)\.?\s*[A-Za-z]{0,2}[-\s]?\d{1,4}[A-Za-z]?|(?:hall|building)\s+[A-Z]\b)|\s+(?:in|at)\s+([A-Z]{1,2}-?\d{2,4}[A-Za-z]?)\b/i;

function englishRoomOf(text: string): RegExpExecArray | null {
  const room = ENGLISH_ROOM.exec(text);
  if (room && room[1] === undefined) room[1] = room[2];
  return room;
}

export function placeOf(text: string): RegExpExecArray | null {
  return VENUE.exec(text) ?? LOCATION.exec(text) ?? englishRoomOf(text) ?? TRAILING_PLACE.exec(text) ?? PLACE_CLAUSE.exec(text);
}

/** Naming a 考点 says the statement is an exam's, exam word or not. */
export function namesVenue(text: string): boolean {
  return VENUE.test(text);
}
