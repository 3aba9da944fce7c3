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

/**
 * "this semester is killing me ngl. 三门 essay 一起 due…", "lol my prof cancelled class today, so I just napped": a vent or
 * a story of the day, in English or mixed, opened by a sigh or a groan, that asks for nothing.
 */
const VENTED = /^(?=[^?？]*$)(?:(?:lol|lmao|ugh|omg|ngl|honestly|man|bruh|sigh|welp)\b|.*\b(?:is|are) killing me\b|.*\bi'?m (?:so |super |really )?(?:dead|exhausted|drained)\b)/i;
/** What a vent must not hold: a request, a study block or to-do reported, an exam or a day ahead, a figure. */
const VENT_ASKS =
  /\b(?:can you|could you|would you|please|pls|plz|remind me|note|add|help me|schedule|put|move|plan|missed|skipped|finished|did|didn'?t|done|handed|submitted|turned in|exam|final|midterm|quiz|test|deadline|ddl|tomorrow|tonight|next|free)\b|帮|提醒|记|排|挪|改|删|完成|做完|没做|吗|吧|考|周[一二三四五六日末]|明天|后天|下周|\d/i;

export const ENGLISH_REMARKS: readonly [RegExp, SmallTalkTopic, RegExp][] = [
  [SOMEONE_ELSE_DOES, "chat", STILL_ASKS_IN_ENGLISH],
  [RELIEF_TOLD, "chat", /\b(?:can you|could you|please|pls|plz|help me|remind me|schedule|plan)\b/i],
  [WONDERS_ABOUT_OTHERS, "chat", /\b(?:can you|could you|please|pls|plz|help me|for me)\b/i],
  [VENTED, "chat", VENT_ASKS],
];
