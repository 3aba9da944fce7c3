/**
 * English remarks that ask the planner for nothing, rows of chat-statements.ts: someone else doing what a request
 * would ask ("my roommate always reminds me to drink water lol", "my mom keeps planning my week for me") and the
 * student wondering aloud about others ("how do people even plan their week like this haha") or glad it is free. Their words (remind,
 * plan, exam) lead the nearest labelled sentence to a request; the subject says they tell, and ask, nothing.
 */
import type { SmallTalkTopic } from "./intent-types";

/** Someone other than the student, then a verb of theirs in the third person ("reminds", "keeps", "plans"). */
const SOMEONE_ELSE_DOES =
  /^(?:lol\s+|haha\s+)?(?:my|our)\s+(?:roommates?|roomies?|flatmates?|friends?|bf|gf|boyfriend|girlfriend|mom|mum|dad|mother|father|parents|sister|brother|classmates?|prof(?:essor)?|teacher|tutor|ta|advisor|supervisor)\s+(?:always\s+|usually\s+|never\s+|keeps?\s+|also\s+|just\s+|still\s+)*(?!says\b|tells\b)[a-z]+s\b(?![^?]*\bmy\s+(?:exam|final|deadline)\b)/i;
/** "how do people even…", "how does anyone…": wondered about others, asked of no one. */
const WONDERS_ABOUT_OTHERS = /^(?:honestly\s+|lol\s+)?how\s+(?:do|does|did|can)\s+(?:people|anyone|everyone|others|other students|you guys)\b/i;
/** "I'm free! finals are over 🎉", "exams are done, finally free": the student's relief, no free time asked about. */
const RELIEF_TOLD = /^(?=[^?？]*$)(?:(?:i'?m|i am|we'?re)\s+(?:finally\s+)?free\b|(?:my\s+|the\s+)?(?:finals?|exams?|midterms?)\s+(?:are|is)\s+(?:finally\s+)?(?:over|done)\b)/i;
/** What still asks: a question to the planner, a request verb to it, the student asked to be reminded. */
const STILL_ASKS_IN_ENGLISH = /\b(?:can you|could you|would you|please|pls|plz|remind me|note|add|help me|schedule|put|move)\b|^(?:my|our)\b[^?]*\?\s*$/i;

export const ENGLISH_REMARKS: readonly [RegExp, SmallTalkTopic, RegExp][] = [
  [SOMEONE_ELSE_DOES, "chat", STILL_ASKS_IN_ENGLISH],
  [RELIEF_TOLD, "chat", /\b(?:can you|could you|please|pls|plz|help me|remind me|schedule|plan)\b/i],
  [WONDERS_ABOUT_OTHERS, "chat", /\b(?:can you|could you|please|pls|plz|help me|for me)\b/i],
];
