/**
 * "周三下午体育课完了接着复习谓词逻辑太累了，能不能挪到周四上午那两节课之后": the thing is named as the object of a deed
 * (复习谓词逻辑) in a clause that says why, and the move after it names nothing — or only 它. The move is of that
 * object: read as "谓词逻辑挪到…", which the block readers take. The listing finds the name inside the student's words.
 */
import { BLOCK_POINTER } from "./block-clauses";
import type { Intent } from "./intent-types";

/** The object of a study deed, up to how it felt or the clause's end (学 and 看 alone begin too many words: 学生会). */
// "复习跟辅修的金融学撞了": a word that joins or relates after the verb says the verb had no object there.
// "想再做一遍那套模拟卷": a deed wished for, or counted, is what the student plans, read by the planners.
const DEED_OBJECT = /(?<![想要再打算准备])(?:复习|预习|学习|做|写|刷|整理|背)(?![跟和与同的在了得着过完一两几再])([^，,。！!？?\s]{2,10}?)(?=太|好累|有点|真|实在|很|会|就|的话|的时候|了|[，,。！!]|$)/g;
/** The move with no name: asking words and 它 at most, then the verb of moving and where. */
const NAMELESS_MOVE =
  /[，,。！!]\s*(?:那)?(?:能不能|可不可以|可以|能否|你)?(?:帮我|给我|麻烦你?|请你?)?(?:把它|它)?((?:挪|移|换|调|改|放|搬)(?:到|去|在|至)[^，,。？?]+?)(?:吗|吧|呢|呀)?[？?。！!~～\s]*$/;

export function deedThenMove(text: string, read: (text: string) => Intent): Intent | undefined {
  const move = NAMELESS_MOVE.exec(text);
  // A block pointed at before the move (那块, 那节) is what moves, read by the block readers.
  if (!move || new RegExp(BLOCK_POINTER).test(text.slice(0, move.index))) return undefined;
  const objects = [...text.slice(0, move.index).matchAll(DEED_OBJECT)].map((match) => match[1]);
  // One thing named, or the reading would guess between them.
  if (objects.length !== 1) return undefined;
  const intent = read(`${objects[0]}${move[1]}`);
  return intent.family === "edit" && intent.action === "move" ? intent : undefined;
}
