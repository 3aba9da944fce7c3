/**
 * Messages copied out of a group chat: each message under a line that names who sent it and when ("辅导员王老师
 * 10:05", "李明 20:31", "学委 @全体成员"), replies that only acknowledge ("收到", "+1"), and the student's own
 * words after a blank line ("…\n\n帮我记上"). Joined line by line as any paragraphs are, the sender's clock time read
 * as the notice's time and "收到" as part of it; so the chat is read here as one notice: "转发：" for who sent it,
 * each message a sentence of its own, the acknowledgements left out, and "——" before the student's words, the shape
 * understand/notices.ts reads.
 */
import type { Reading } from "./reading";
import { rewritten, type Piece } from "./rewrite";

/** A day or a time of day ("明天 20:00", "周五 18:00", "下午 3:00"): never a sender. */
const DAY_WORD = /^(?:[今明后昨前本下上这][天日晚早周午]|周|星期|礼拜|早|晚|凌晨|中午|傍晚)|[月日号点]$|\d/;
/** Who sent it: a name or a role, with what they are in brackets after it ("王老师（辅导员）"). */
const NAME = "([^\\s，,。：:！!？?@【】()（）]{1,12})(?:\\s*[(（][^)）]{1,8}[)）])?";
/** When it was sent, before its clock: "2026-12-01", "12/01", "昨天", "周三", "下午". */
const SENT_DAY = "(?:(?:\\d{4}[-/.年])?\\d{1,2}[-/.月]\\d{1,2}日?\\s*|(?:昨天|今天|前天|星期[一二三四五六日天]|周[一二三四五六日天])\\s*)?(?:上午|下午|晚上|中午|凌晨|早上)?\\s*";
/** "李明 20:31", "辅导员王老师 10:05", "组长：22:10", "助教 2026-12-01 11:47", "王老师（辅导员） 昨天 21:30". */
const STAMP_LINE = new RegExp(`^(?:【[^】]{1,12}】\\s*)?${NAME}\\s*[：:]?\\s+${SENT_DAY}\\d{1,2}:\\d{2}(?::\\d{2})?$`, "u");
/** "学委 @全体成员", "班长：@所有人": who sent it, to everyone, on a line of its own. */
const MENTION_LINE = new RegExp(`^${NAME}\\s*[：:]?\\s*@(?:全体成员|全体同学|所有人|全体|all|everyone)$`, "iu");
/**
 * "辅导员王老师：", "班长：" on a line of their own: someone who posts notices, then what they posted. "老师布置的作业："
 * and "老师说：" head a list or a story, so the name is a role and nothing else.
 */
const ROLE_LINE = /^((?:\p{Script=Han}{1,3})?(?:辅导员|导员|班主任|班长|学委|学习委员|团支书|课代表|助教|组长|导师|老师)(?:\p{Script=Han}{1,3}老师)?)\s*[：:]$/u;
const NOT_A_NAME = /[的说讲让叫要]/;
/** Replies that only say they read it: "收到", "+1", "好的老师", "收到收到". */
const ACKNOWLEDGED = /^(?:(?:收到|已收到|收到了|好的?|好滴|ok|okay|\+1|1|嗯嗯?|了解|明白|知道了|已阅|谢谢|辛苦了)[，,\s]*)+(?:老师|班长|学委|组长|助教)?[!！。.~～]*$/iu;
/** The student in the chat: "我 20:40". */
const OWN_SENDER = /^(?:我|本人|me)$/i;
/** A first line that opens a notice: a bracketed heading, or everyone called. */
const NOTICE_OPENING = /^【[^】]{1,12}】|@(?:全体成员|全体同学|所有人|全体)/u;

/**
 * "团支书 16:02：@全体成员 本周六…": the sender's stamp and the message on one line, the stamp closed by a colon, and
 * everyone called before the message. Group 1 is the stamp; the message starts where the match ends.
 */
const INLINE_STAMP = new RegExp(`^((?:【[^】]{1,12}】\\s*)?${NAME}\\s+${SENT_DAY}\\d{1,2}:\\d{2}(?::\\d{2})?)\\s*[：:]\\s*(?:@(?:全体成员|全体同学|所有人|全体|all|everyone)\\s*)?(?=\\S)`, "iu");

interface Line {
  start: number;
  end: number;
  text: string;
}

type Kind = "header" | "own-header" | "ack" | "blank" | "text";

function linesOf(text: string): Line[] {
  const lines: Line[] = [];
  let start = 0;
  for (const match of text.matchAll(/\r?\n/g)) {
    lines.push({ start, end: match.index, text: text.slice(start, match.index) });
    start = match.index + match[0].length;
  }
  lines.push({ start, end: text.length, text: text.slice(start) });
  return lines.flatMap((line) => {
    let a = line.start;
    let b = line.end;
    while (a < b && /\s/.test(text[a])) a += 1;
    while (b > a && /\s/.test(text[b - 1])) b -= 1;
    return withInlineStamp({ start: a, end: b, text: text.slice(a, b) });
  });
}

/** A line holding its sender's stamp and its message, read as the stamp's line and the message's after it. */
function withInlineStamp(line: Line): Line[] {
  const stamp = INLINE_STAMP.exec(line.text);
  if (!stamp) return [line];
  const stampEnd = line.start + stamp[1].length;
  const bodyStart = line.start + stamp[0].length;
  return [
    { start: line.start, end: stampEnd, text: stamp[1] },
    { start: bodyStart, end: line.end, text: line.text.slice(stamp[0].length) },
  ];
}

function senderOf(line: string): string | undefined {
  const role = ROLE_LINE.exec(line)?.[1];
  const sender = STAMP_LINE.exec(line)?.[1] ?? MENTION_LINE.exec(line)?.[1] ?? (role && !NOT_A_NAME.test(role) ? role : undefined);
  return sender !== undefined && !(DAY_WORD.test(sender) && !OWN_SENDER.test(sender)) ? sender : undefined;
}

function kindOf(line: Line, inChat: boolean): Kind {
  if (line.text === "") return "blank";
  const sender = senderOf(line.text);
  if (sender !== undefined) return OWN_SENDER.test(sender) ? "own-header" : "header";
  return inChat && ACKNOWLEDGED.test(line.text) ? "ack" : "text";
}

/** A list's item: a bullet or a number in front ("——提醒我" is the student's words after a dash). */
const ITEM = /^(?:(?!——|--)[-–—•·*●○▪◦►▶→☐☑✅✔✓√□■]|(?:\d{1,2}|[一二三四五六七八九十])\s*[.、)）](?!\d)|[（(]\s*\d{1,2}\s*[)）]|[①②③④⑤⑥⑦⑧⑨⑩])/u;
/** "时间：…", "地点：…": a line of a form. */
const FORM_LINE = /^[\p{Script=Han}A-Za-z]{1,6}\s*[：:]/u;
const CLOSED = /[，,。；;：:！!？?~～—]$/;

/** The chat as one notice (see the module comment); any other message is left as it is. */
export function withForwardedChat(reading: Reading): Reading {
  const text = reading.text;
  if (!/\n/.test(text)) return reading;
  const lines = linesOf(text);
  const kinds: Kind[] = [];
  let inChat = false;
  for (const line of lines) {
    const kind = kindOf(line, inChat);
    if (kind === "header" || kind === "own-header") inChat = true;
    kinds.push(kind);
  }
  // Where the notice starts: its first sender, or its first line that opens one; the lines before it are the
  // student's, said first ("这个跟我有关吗\n【教务处】…").
  const start = lines.findIndex((line, index) => kinds[index] === "header" || NOTICE_OPENING.test(line.text));
  if (start === -1) return reading;
  // "【考试安排】…\n时间：…\n地点：…": a notice written as a form is the form's, read by lists.ts.
  // "【上午】背单词\n【下午】写报告": headed items of a list, no notice; "班长：\n1. 交班费\n2. …": a list, read by lists.ts.
  const headed = lines.filter((line) => line.text.startsWith("【")).length;
  if (!kinds.includes("header") && (headed > 1 || lines.slice(start + 1).some((line) => FORM_LINE.test(line.text)))) return reading;
  if (lines.slice(start + 1).some((line) => ITEM.test(line.text))) return reading;
  const leading = lines.slice(0, start).filter((line) => line.text !== "");
  // The student's words after it: after a blank line that follows the notice, or under their own name in the chat.
  const lastBlank = kinds.lastIndexOf("blank");
  const ownFrom = lastBlank > start && kinds.slice(lastBlank + 1).includes("text") && kinds.slice(start, lastBlank).includes("text") ? lastBlank : -1;
  const pieces: Piece[] = [];
  let written = false;
  let dashed = false;
  // The mark owed before the next line copied: "。" after a sender's line, "——" before the student's words.
  let owed: { words: string; line: Line } | undefined;
  let previous: Line | undefined;
  const owe = (words: string, line: Line): void => {
    if (dashed) return;
    if (words === "——") dashed = true;
    owed = { words, line };
  };
  const copy = (line: Line): void => {
    if (owed && !(owed.words === "。" && previous && CLOSED.test(previous.text))) pieces.push({ words: owed.words, for: [owed.line.start, owed.line.end] });
    // Lines of a notice are sentences of their own; the student's words after it, one sentence's parts.
    else if (previous) pieces.push({ words: CLOSED.test(previous.text) ? "" : dashed ? "，" : "。", for: [previous.end, line.start] });
    owed = undefined;
    pieces.push({ copy: [line.start, line.end] });
    written = true;
    previous = line;
  };
  lines.slice(start).forEach((line, offset) => {
    const index = start + offset;
    const kind = kinds[index];
    if (index === ownFrom && written) return owe("——", line);
    if (kind === "blank" || kind === "ack") return;
    // The first sender stands as the notice's source; each later one ends the message before it; the student's own
    // name starts their words.
    if (kind === "own-header") return written ? owe("——", line) : undefined;
    if (kind === "header") return written ? owe("。", line) : pieces.push({ words: "转发：", for: [line.start, line.end] });
    copy(line);
  });
  if (leading.length > 0 && written) {
    owe("——", leading[0]);
    leading.forEach(copy);
  }
  return rewritten(reading, pieces);
}
