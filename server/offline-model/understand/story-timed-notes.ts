/**
 * A note asked for inside a chatty story (round 41, B): "今天食堂又没位置，对了周四晚上七点提醒我去取快递", "今天…累死了
 * …哦对了对了，下周一上午十点要去找王老师签那个实习协议，你帮我记着点", "昨天社团开会开到十一点，今天整个人都是懵的，
 * 周五晚上八点还有一次排练，记得提醒我". The story's 今天 and 昨天 are when things happened, never the note's day:
 * the note starts where the story turns to it (对了, 哦对, 算了不说这个) or, with no turn, at the clause that opens
 * with a day ahead; the story before it asks nothing.
 */
import type { Intent } from "./intent-types";

/** The words that turn from the story to the point, with the clause mark or pause before them. */
const TURN =
  /(?:^|[，,。！!…~～\s])\s*(?:哦|噢|啊|诶|欸)?(?:对了(?:对了)*|(?:哦|噢)对(?!了)|算了不说(?:这个|了)|不说这个了?|言归正传|说正事|anyway)[，,：:\s!！]*/gi;
/** A note or reminder asked: 提醒我, 记一下, 记着, 别让我忘, the English fear of forgetting. */
const NOTE_CUE = /提醒|记(?:一下|下|上|着|住|得)|别让我忘|\bforget\b|\bremind\b/i;
/** The story asks nothing itself. */
const STORY_ASKS = /[？?]|吗|帮我|你帮|提醒|记一下|记着/;
/** What happened, and when it did: the story's own times. */
const STORY_PAST = /今天|昨天|前天|刚才|刚刚|早上|今早|上午|这两天|最近/;
/** A clause that opens with a day ahead: 周四, 下周一, 明天, 后天, 今晚, 12月5号. */
const DAY_AHEAD = /^(?:下下?|这|本)?(?:周|星期|礼拜)[一二三四五六日天]|^(?:明天|后天|大后天|今晚|明晚|明早)|^\d{1,2}月\d{1,2}[号日]|^\d{1,2}[号日]/;
const MIN_STORY = 6;
const LONG_STORY = 12;
/** "…。I'll 100% forget this lol", "我肯定会忘": the fear of forgetting after the note is why it is asked, not what. */
const FORGETTING_AFTER = /[。.!！]\s*(?:I['’]?ll|I will|I['’]?m gonna|I['’]?d)\b[^。]*\bforget\b.*$|[，,。]\s*(?:我)?(?:肯定|一定|绝对)?会忘(?:的|掉)?[^，,。]*$/i;

function readAsked(asked: string, detect: (part: string) => Intent): Intent | undefined {
  const intent = detect(asked.replace(FORGETTING_AFTER, "").trim() || asked);
  const whole = isNote(intent) ? intent : detect(asked);
  return isNote(whole) ? whole : undefined;
}

function isNote(intent: Intent): intent is Extract<Intent, { family: "quick_note" }> {
  return intent.family === "quick_note";
}

/** The note after the story's last turn to the point. */
function afterTurn(text: string, detect: (part: string) => Intent): Intent | undefined {
  const turns = [...text.matchAll(TURN)];
  const turn = turns.at(-1);
  if (!turn || turn.index === undefined) return undefined;
  const story = text.slice(0, turn.index);
  const asked = text.slice(turn.index + turn[0].length).trim();
  if (story.replace(/[\p{P}\s]/gu, "").length < MIN_STORY || STORY_ASKS.test(story) || !NOTE_CUE.test(asked)) return undefined;
  return readAsked(asked, detect);
}

/** The note from the clause that opens with a day ahead, after a story told in the past. */
function fromDayAhead(text: string, detect: (part: string) => Intent): Intent | undefined {
  const clauses = text.split(/(?<=[，,。！!…~～])/);
  const first = clauses.findIndex((clause, index) => index > 0 && DAY_AHEAD.test(clause.trim()));
  if (first <= 0) return undefined;
  const story = clauses.slice(0, first).join("");
  const asked = clauses.slice(first).join("").trim();
  // With no turn the story must be one ("辅导员今天通知了，下周一前交…" is a notice told with its deadline).
  if (story.replace(/[\p{P}\s]/gu, "").length < LONG_STORY || !STORY_PAST.test(story) || STORY_ASKS.test(story) || !NOTE_CUE.test(asked)) return undefined;
  return readAsked(asked, detect);
}

export function storyTimedNote(text: string, detect: (part: string) => Intent): Intent | undefined {
  if (!NOTE_CUE.test(text)) return undefined;
  return afterTurn(text, detect) ?? fromDayAhead(text, detect);
}
