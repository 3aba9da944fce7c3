/**
 * A to-do marked done by mistake, said in English: "wait I marked 错题本 done by mistake, it's not finished yet",
 * "oops I ticked off 四级真题 by accident", "I accidentally marked the 策划案 as done, pls mark it undone",
 * "实验报告 shows as done but I never finished it, undo that", "untick the lab report". Read in parts: the clause that
 * names what was marked (or what shows as done), and what says the mark was wrong — a slip owned, the thing not done,
 * or the mark asked back. A mark told with nothing wrong about it ("I marked 错题本 done") is no reopening.
 */
import type { Intent } from "./intent-types";
import { withTask } from "./task-edit-words";

const LEAD = String.raw`^(?:(?:wait|oh|oops|sorry|actually|hmm|ugh|uh|um|so|ok|okay|btw|lol|omg|ah|crap|shoot|dang)[,!.\s]+)*`;
/** "I marked X done", "I accidentally ticked off the X", "I hit done on X": what was marked. */
const MARKED = new RegExp(
  String.raw`${LEAD}(?:i\s+)?(?:just\s+|accidentally\s+|mistakenly\s+|wrongly\s+|somehow\s+)?(?:marked|ticked(?:\s+off)?|checked(?:\s+off)?|crossed\s+off|completed|hit\s+(?:done|complete)\s+on|clicked\s+(?:done|complete)\s+on|tapped\s+(?:done|complete)\s+on)\s+(?:the\s+|my\s+|that\s+)?(.+?)\s*(?:\s(?:task|todo|to-do|item))?(?:\s+(?:as\s+)?(?:done|complete|completed|finished|off))?(?=\s+(?:by mistake|by accident|accidentally|too early|too soon|earlier|but|and|when|even though|though)\b|\s*[,.;!—–]|\s*$)`,
  "i",
);
/** "X shows as done but …", "X got marked done by accident": the to-do named first, its mark after. */
const SHOWS_DONE = new RegExp(
  String.raw`${LEAD}(?:the\s+|my\s+)?(.+?)\s+(?:shows|is showing|shows up|is marked|got marked|was marked|is ticked|got ticked(?:\s+off)?|is checked)\s+(?:as\s+)?(?:done|complete|completed|finished|off)\b`,
  "i",
);
/** "untick the lab report", "uncheck 错题本 pls": the mark taken off in one verb. */
const UNTICKED = /^(?:(?:please|can you|could you)\s+)*(?:untick|uncheck|unmark|uncomplete|un-complete|reopen)\s+(?:the\s+|my\s+)?(.+?)(?:\s+(?:please|for me))?[.!\s]*$/i;

const SLIP = /\b(?:by mistake|by accident|accidentally|mistakenly|wrongly|too early|too soon|misclicked|mis-clicked|fat[- ]fingered)\b/i;
const NOT_DONE =
  /\b(?:it'?s\s+not|it\s+is\s+not|isn'?t|wasn'?t|is\s+not|was\s+not|haven'?t|hasn'?t|didn'?t|never|not)\s+(?:actually\s+|really\s+|quite\s+|even\s+|yet\s+)?(?:done|finished|complete|completed|finish(?:ed)?|do(?:ne)?|started|submitted|handed\s+in)\b/i;
const ASKED_BACK =
  /\b(?:mark|set|put|change|switch|make)\s+it\s+(?:back\s+)?(?:(?:as|to)\s+)?(?:not done|undone|unfinished|incomplete|not finished|not complete|open)\b|\bundo\s+(?:that|it|the\s+(?:done|tick|check|mark))\b|\b(?:untick|uncheck|unmark)\s+it\b/i;

/** What is named, without the words an English name keeps at its edges. */
function nameOf(words: string): string | undefined {
  const name = words.replace(/^(?:the|my|that)\s+/i, "").replace(/\s+(?:task|todo|to-do|item|one)$/i, "").trim();
  return name === "" || /^(?:it|that|this|them|everything|all)$/i.test(name) ? undefined : name;
}

/** The to-do an English message asks back after a mistaken done mark, or undefined. */
export function englishReopen(text: string): Intent | undefined {
  const said = text.trim().replace(/’/g, "'");
  const unticked = UNTICKED.exec(said);
  if (unticked) {
    const name = nameOf(unticked[1]);
    return name ? withTask("reopen", name) : undefined;
  }
  const marked = MARKED.exec(said);
  const wrong = NOT_DONE.test(said) || ASKED_BACK.test(said);
  if (marked && (wrong || SLIP.test(said))) {
    const name = nameOf(marked[1]);
    if (name) return withTask("reopen", name);
  }
  const shown = SHOWS_DONE.exec(said);
  const name = shown ? nameOf(shown[1]) : undefined;
  return name && (wrong || SLIP.test(said)) ? withTask("reopen", name) : undefined;
}
