/**
 * Which request the current turn serves. When the assistant ended the previous turn with an ask_user question and
 * the student's new message answers it ("下周", "[3]复习线代", one of the offered options), the turn continues the
 * earlier request with that answer instead of starting over.
 */
import { withoutAbandon } from "./compound";
import { examNamedAndDated } from "./exam-follow-ups";
import type { PreviousRequest } from "./follow-up-words";
import { followUpOf } from "./follow-ups";
import { wrongThingPlaced } from "./placed-corrections";
import { detectIntent } from "./intents";
import { detailsAnswered, noteThingAnswered, onlyTaskDetails, reminderAheadAnswered } from "./answered-details";
import { changesOption, mentionsOption, pickedAnswer, pickedOption } from "./option-picks";
import { checkinAnswered } from "./asked-checkin-answers";
import { answerAfterNone, answeredPick, noneTaken, pickedWithStatus } from "./answered-picks";
import { tackedOnRequest } from "./tacked-requests";
import type { Answer, AskedQuestion, Request, UserTurn } from "../types";

/** A request is continued through at most this many answered questions. */
const MAX_ANSWERS = 4;

/**
 * An answer picks an offered option, or is not a request of its own, or continues the same kind of request
 * ("排到下周吧" after "帮我排一下复习"). A message such as "提醒我明天交报告" starts something new.
 */
function answers(text: string, asked: AskedQuestion, askedAfter: string): boolean {
  // "算了，…" drops the question: what follows, if anything, is a request of its own.
  if (withoutAbandon(text).abandons) return false;
  if (mentionsOption(text, asked) || pickedOption(text, asked) !== undefined || changesOption(text, asked)) return true;
  // "后一个没做完" to "哪个没做？": the pick, then how the block went.
  if (/没做|做了|做完|没去|没学/.test(asked.question) && pickedWithStatus(text, asked) !== undefined) return true;
  // "记吧，提前半小时提醒我" to "要帮你记个提醒吗？": an option picked first, then how it should be done.
  // "第一个 不过周五别排": a space typed where the comma would be.
  const firstClauses = [/^([^，,。]+)[，,]/.exec(text.trim())?.[1], /^(\S+)\s+\S/.exec(text.trim())?.[1]];
  if (firstClauses.some((clause) => clause !== undefined && pickedOption(clause, asked) !== undefined)) return true;
  // "6节，下周日前" to "要几节、什么时候截止？" after a new task: its details, whatever else they might read as.
  if (detectIntent(askedAfter).family === "create_task" && onlyTaskDetails(text, asked)) return true;
  const intent = detectIntent(text);
  // A nod ("好的", "可以") answers the question: it says yes to what was offered.
  const nod = intent.family === "small_talk" && intent.topic === "chat";
  return nod || intent.family === "unknown" || intent.family === detectIntent(askedAfter).family;
}

/** An option that says no to what was offered: "不用", "不用了", "先不记", "no thanks". */
const DECLINING_OPTION = /^(?:不用|不要|不了|不记|不需要|先不|算了|no\b|nope)/i;

/** Whether an answer's first clause picks the option that says no ("不用了" for "不用" too). */
function declinesOffer(answer: Answer | undefined): boolean {
  if (!answer || !answer.question.options.some((option) => DECLINING_OPTION.test(option.trim()))) return false;
  const first = answer.text.split(/[，,。]/)[0].trim();
  const picked = pickedOption(first, answer.question);
  return picked === undefined ? /^(?:不用|不要|不需要)了?(?:吧|啦|哈)?$/.test(first) : DECLINING_OPTION.test(picked.trim());
}

/** "都不要，", "两个都不行，": none of the offered options, said before the student's own answer. */
const NONE_OFFERED = /^(?:都|两个都|全都|这些都|这几个都)(?:不要|不行|不好|不合适|不用|不对)[，,\s]+(?=\S)/;

/**
 * "都不要，排到第15周" to "想排到哪段时间？" with its options: none of them, then the same kind of request said the
 * student's own way; the text unchanged otherwise ("都不要，最近不想学，不排了" drops the request).
 */
function ownAnswer(text: string, asked: AskedQuestion, askedAfter: string): string {
  const refused = NONE_OFFERED.exec(text.trim());
  if (!refused || asked.options.length === 0) return text;
  const rest = text.trim().slice(refused[0].length);
  return !withoutAbandon(rest).abandons && detectIntent(rest).family === detectIntent(askedAfter).family ? rest : text;
}

/**
 * "两个都先不用了", "两个都不排了，这周太忙": every option turned down drops the request; "都不删，把错题本那条标成完成": so does one that goes
 * on with a request of its own, which is read on its own; "这周下周都不行 排第17周吧": the range said after them is
 * still the answer. Words of no request after them ("都不是，是英语读书报告") are read as before: they may name the
 * one meant.
 */
function allTurnedDown(text: string, asked: AskedQuestion, askedAfter: string): { kind: "request" | "answer"; text: string } | undefined {
  const none = noneTaken(text, asked.options);
  if (none === undefined) return undefined;
  const answer = answerAfterNone(none.rest, (said) => answers(said, asked, askedAfter));
  if (answer !== undefined) return { kind: "answer", text: answer };
  if (none.rest !== "" && detectIntent(none.rest).family !== "unknown") return { kind: "request", text: none.rest };
  // "两个都不排了，这周太忙": the request given up, its reason no answer.
  return none.rest === "" || none.drops ? { kind: "request", text: "不用了" } : undefined;
}

interface Located {
  request: Request;
  /** The index of the user turn the request starts at. */
  start: number;
}

/** The request that ends at user turn `last`, with the answers that continued it. */
function requestEndingAt(userTurns: readonly UserTurn[], last: number): Located {
  let index = last;
  const collected: Answer[] = [];
  while (index > 0 && collected.length < MAX_ANSWERS) {
    const previous = userTurns[index - 1];
    const text = userTurns[index].text;
    // "周六上午有体检" → "要帮你记个提醒吗？" → "不用，辅导员会通知": the offer declined, its reason no note.
    if (previous.asked && index === last && declinesOffer({ question: previous.asked, text }) && detectIntent(previous.text).family === "unknown") {
      return { request: { text: "不用了", answers: [] }, start: index - 1 };
    }
    if (!previous.asked) break;
    // "这周吧。顺便问下现在是第几周": the answer, then a request of its own; the question answered was the request's first.
    const tacked = index === last && !userTurns[index - 2]?.asked ? tackedOnRequest(text, previous.asked, previous.text, answers) : undefined;
    if (tacked) return { request: { text: tacked, answers: [] }, start: index - 1 };
    const own = ownAnswer(text, previous.asked, previous.text);
    const none = own === text && index === last ? allTurnedDown(text, previous.asked, previous.text) : undefined;
    if (none?.kind === "request") return { request: { text: none.text, answers: [] }, start: index };
    if (none === undefined && !answers(own, previous.asked, previous.text)) break;
    collected.unshift({ question: previous.asked, text: none?.text ?? pickedAnswer(own, previous.asked) ?? own });
    index -= 1;
  }
  const { text, reading } = userTurns[index];
  // "想放哪天？" answered "周六的", "哪个没做？" answered "第二个没做": the request said with its pick in place.
  const picked = answeredPick(text, collected);
  if (picked) return { request: { text: picked, answers: [] }, start: index };
  // "没" to "昨天19:00的「X」做了吗？": a check-in of that block, whatever request the question came with.
  const checked = checkinAnswered(collected);
  if (checked) return { request: { text: checked, answers: [] }, start: index };
  // "有个考试，帮我记一下" answered with its course and day: that exam, stated.
  const exam = collected.length === 1 ? examNamedAndDated(collected[0].text, text) : undefined;
  if (exam) return { request: { text: exam, answers: [] }, start: index };
  // "想弄个编译原理的复习计划" says too little to be read; with the option it was completed by it is a request.
  // "我想给中国古代史建一个复习计划" wished a plan without its parts: the answer says them.
  const first = collected.length > 0 ? detectIntent(text) : undefined;
  if (first && (first.family === "unknown" || (first.family === "propose_class" && first.partsUnsaid) || detailsAnswered(first, collected) || noteThingAnswered(first, collected) || reminderAheadAnswered(first, collected))) {
    const completed = [text, ...collected.map((answer) => answer.text)].join("，");
    if (detectIntent(completed).family !== "unknown") return { request: { text: completed, answers: [] }, start: index };
  }
  return { request: { text, ...(reading ? { reading } : {}), answers: collected }, start: index };
}

/** How many requests back a follow-up of a follow-up is read ("挪到周四" → "不对，是周五" → "时间改成晚上"). */
const MAX_THREAD = 3;

/** The request ending at `last`, read as a follow-up of the ones before it when it is one. */
function threadRequest(userTurns: readonly UserTurn[], last: number, depth: number): Located {
  const located = requestEndingAt(userTurns, last);
  if (located.request.answers.length > 0 || located.start === 0 || depth >= MAX_THREAD) return located;
  const previous = threadRequest(userTurns, located.start - 1, depth + 1);
  const before = previous.start > 0 ? requestEndingAt(userTurns, previous.start - 1).request : undefined;
  const asPrevious = (request: Request, answered: UserTurn | undefined): PreviousRequest => ({
    text: request.text,
    answerTexts: request.answers.map((answer) => answer.text),
    ...(answered?.said !== undefined ? { said: answered.said } : {}),
    ...(answered?.answeredWith ? { answeredWith: answered.answeredWith } : {}),
  });
  const asked = asPrevious(previous.request, userTurns[located.start - 1]);
  // "不是集合，我说的是函数…": read in the student's words, before the normaliser keeps only the name meant.
  const followUp = wrongThingPlaced(located.request.reading?.original ?? located.request.text, asked) ?? followUpOf(
    located.request.text,
    asked,
    // With what was answered to it: a plan it proposed is still the plan when the last answer only moved one block.
    before ? asPrevious(before, userTurns[previous.start - 1]) : undefined,
    userTurns.slice(0, located.start).map((turn) => asPrevious({ text: turn.text, answers: [] }, turn)),
  );
  if (!followUp) return located;
  // The follow-up is the previous request said again: its answers still hold ("它" answered with a name).
  const said = located.request.reading;
  return {
    request: { text: followUp.text, ...(said ? { followUpReading: said } : {}), answers: followUp.family === "correction" ? previous.request.answers : [] },
    start: located.start,
  };
}

/** The request of the latest user message, or undefined when the prompt holds no user message. */
export function currentRequest(userTurns: readonly UserTurn[]): Request | undefined {
  if (userTurns.length === 0) return undefined;
  return threadRequest(userTurns, userTurns.length - 1, 0).request;
}
