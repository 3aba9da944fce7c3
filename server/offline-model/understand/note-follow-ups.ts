/**
 * Follow-ups of a note or a new to-do just recorded, read against the request that recorded it:
 * - "刚才那个不用记了", "这条删了吧", "不用记了": the to-do just noted is deleted, by the title it was saved under;
 * - "再加一条，周四同一时间也要", "再记一个，下周一也是": the same note again on another day, at the time it had
 *   unless a time is said; "再记一个，当天下午取体检单": a to-do of its own, on the noted day.
 * - "啊对了，其实早就交了": the to-do just noted was done already, said with no name;
 * - "行，那先记明天那次" after a repeating reminder the assistant could not set: that one time noted, on the day
 *   said (or offered) at the time the repeat had.
 * - "第一个改到上午十点" after two notes in a row: the one noted first (or second), re-dated on its own day;
 * - "名字改成整理光电实验数据", "不是辅导员，是班主任，改一下": the to-do just noted renamed, wholly or in the one
 *   word said wrong.
 * None is read so after anything but a note: "不用记了" after a question is no deletion.
 */
import { withoutReasonsFirst } from "./reasons-first";
import { DAY_WORD } from "./day-words";
import { detectIntent } from "./intents";
import { CLOCK, dayIn, HAS_TIME, PART_OF_DAY, PERIOD, replacedPlace, TAIL, type FollowUp, type PreviousRequest } from "./follow-up-words";
import { notedTitle } from "./noted-title";
import { onDay } from "./note-time-follow-ups";

const JUST_NOTED = "(?:(?:刚才?|刚刚|上面)的?)?(?:那条|那个|这条|这个|那项|这项)(?:提醒|待办|任务)?";
const DROPPING = "(?:删了|删掉|删除|取消(?:掉)?|撤销|撤回|撤了|撤掉)";
/**
 * "撤销刚才的", "撤回刚刚那条": the note just made taken back, the verb first. After a note it is that to-do deleted
 * (undo_schedule only takes back writes of the timetable); after anything else the undo reader has it.
 */
const UNDONE_NOTE = "(?:帮我)?(?:撤销|撤回|删掉|删了|取消)(?:一下|掉)?(?:刚才|刚刚|刚)(?:的|那条|那个|记的|建的|加的|创建的|新建的)?";
/**
 * "…，班会取消了", "…，我创建重复了", "…，用不着了": why it is dropped, said after; it asks nothing more. Only a clause
 * that says the thing is off or was made twice: "…，改成周五" is a request of its own.
 */
// "不开了", "不用盖了", "不去了": the thing itself is off; "改天再去", "下次再说": put off to no day said; "我自己记得住":
// the student keeps it in mind.
const WHY_DROPPED = "(?:[，,。\\s]+(?:因为)?[^，,。？?]{0,10}?(?:取消了|(?:改期|改时间|换时间|推迟|延后|挪时间)了|不[^，,。用要需]{1,2}了|不用[^，,。]{0,2}了|用不着了|不需要了|没了|延期了|重复了|记重了|建重了|加重了|重了|(?:改天|下次|以后|回头|有空)再[^，,。？?\\d一二三四五六七八九十周]{1,2}|记得住|会记得|心里有数))*";
/**
 * With a pronoun any dropping verb; without one only a verb about the noting itself, which a dropping verb may
 * follow ("算了不用提醒了，删了吧"). 算了 before it gives the reason up, not the note.
 */
// "算了不用了，…", "还是算了，不要了": given up on, the note itself is what is not wanted.
const DROP_NOTED = new RegExp(
  `^(?:(?:哎|唉|哎呀|啊)[，,\\s]*)?(?:算了[，,\\s]*)?(?:(?:那|那就)?(?:还是)?算了吧?[，,\\s]*(?:这个|这条)?(?:就|也)?(?:不用了|不要了|用不着了)|${JUST_NOTED}(?:就)?(?:不用记了|不用提醒了|不记了|不要了|${DROPPING})|(?:那就|那)?(?:不用记了|不用提醒我?了|不记了|(?:别|不要)(?:再)?提醒我?了)(?:[，,\\s]*(?:那就|那|就|直接|帮我)?${DROPPING})?|${UNDONE_NOTE})(?:吧|啊|呀|哈)?${WHY_DROPPED}${TAIL}`,
);
/** "再加一条，…", "再记一个：…", "还有一条，…", "哦对，再加一条…" (remembered on the way). */
// "还有周五下午三点交实习周记": 还有 straight before the next to-do's day says "one more" without a count word
// ("还有周五有空吗" asks about the day).
const AGAIN =
  /^(?:(?:哦|噢|喔|啊|诶|欸|嗯)?(?:对了?)?[，,\s]*)?(?:(?:再|还)(?:加|记|添|来|有)(?:一条|一个|一下|个|条)|还有(?!.*[吗嘛呢？?]\s*$)(?=(?:下下?|这|本)?(?:周|星期|礼拜)[一二三四五六日天]|明天|后天|今天|今晚|明晚|明早|\d{1,2}月|\d{1,2}号))[，,：:\s]*(.+)$/;
/** "同一天", "当天", "那天": the day the note just made had. */
const SAME_DAY = /(?:同一天|当天|那天)的?/;
/** "周四同一时间也要", "下周一也是": the same note again, which names no new thing. */
const SAME_AGAIN = /也|同一(?:个)?时间|同样|一样|照旧/;
const TIME_SAID = new RegExp(`${PART_OF_DAY}\\s*(?:${CLOCK}|${PERIOD})?|${CLOCK}|${PERIOD}`);

function noted(previous: PreviousRequest): string | undefined {
  return notedTitle(detectIntent(previous.text));
}

/** "delete it", "never mind, delete that", "scrap that one, not needed": the note just made dropped, in English. */
const DROP_NOTED_EN =
  /^(?:(?:never ?mind|nvm|actually|oh|wait|sorry|hmm)[,.!\s]+)*(?:please\s+)?(?:delete|remove|cancel|scrap|drop|forget)\s+(?:it|that|this)(?:\s+(?:one|reminder|note))?(?:\s+please)?(?:[,.;!]\s*(?:(?!remind|change|make|move)[^?])*)?$/i;

export function dropNoted(said: string, previous: PreviousRequest): FollowUp | undefined {
  const text = withoutReasonsFirst(said);
  if (!DROP_NOTED.test(text) && !DROP_NOTED_EN.test(text.trim())) return undefined;
  const title = noted(previous);
  return title ? { family: "drop_noted", text: `删掉${title}` } : undefined;
}

/**
 * "下周五同一时间也记一条", "下周三这个点也提醒我一下", "下下周一也一样", "…也给我记一条": the day first, then the same note asked again, with no
 * 再加一条 before it; at the time the note had.
 */
const ALSO_ON = new RegExp(`^(?:那|那就)?(${DAY_WORD.source})的?(?:同一个?时间|同一个?点|这个点|这个时间|同样的?时间|一样的时间)?(?:(?:也|再|还)(?:帮我|给我|替我)?(?:记|加|提醒我?|喊我|叫我)(?:一条|一个|一下|个|条|上)?|(?:也|还是)(?:一样|照旧|这样|同样))${TAIL}`);

/** "same time next friday too", "next monday as well, same time": the same note again, said in English. */
const EN_DAY = "(?:next\\s+|this\\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day";
const ALSO_ON_EN = new RegExp(`^(?:and\\s+|also\\s+)?(?:(?:at\\s+)?(?:the\\s+)?same\\s+time\\s+(${EN_DAY})|(${EN_DAY})(?:,?\\s+(?:at\\s+)?(?:the\\s+)?same\\s+time)?)\\s+(?:too|as\\s+well|also)[.!\\s]*$`, "i");

function alsoOnInEnglish(text: string, previous: PreviousRequest): FollowUp | undefined {
  const match = ALSO_ON_EN.exec(text.trim());
  const day = match?.[1] ?? match?.[2];
  const said = new RegExp(`\\b${EN_DAY}\\b`, "i");
  if (day === undefined || !noted(previous) || !said.test(previous.text)) return undefined;
  return { family: "note_again", text: previous.text.replace(said, day) };
}

function alsoOn(text: string, previous: PreviousRequest): FollowUp | undefined {
  const english = alsoOnInEnglish(text, previous);
  if (english) return english;
  const day = ALSO_ON.exec(text)?.[1];
  if (day === undefined || !noted(previous)) return undefined;
  const again = replacedPlace(previous.text, day);
  return again === undefined ? undefined : { family: "note_again", text: again };
}

/** "顺便把交水电费也记上，同一天晚上九点": another thing noted too, then when — the day the note had, when it says so. */
const ALSO_NOTED = /^(?:顺手|顺便|另外)?(?:帮我)?(?:把)?([^，,。]{2,12}?)也(?:帮我)?(?:记上|记一下|记下|加上|记)(?:吧)?[，,\s]+([^，,。]+?)[。！!\s]*$/;

function alsoNoted(text: string, previous: PreviousRequest): FollowUp | undefined {
  const match = ALSO_NOTED.exec(text);
  if (!match || !noted(previous)) return undefined;
  const noteDay = dayIn(previous.text)?.[0];
  const when = noteDay ? match[2].replace(SAME_DAY, noteDay) : match[2];
  if (!dayIn(when)) return undefined;
  const said = `记一下${when}${match[1]}`;
  return notedTitle(detectIntent(said)) === undefined ? undefined : { family: "note_again", text: said };
}

export function noteAgain(text: string, previous: PreviousRequest): FollowUp | undefined {
  const also = alsoOn(text, previous) ?? alsoNoted(text, previous);
  if (also) return also;
  const match = AGAIN.exec(text);
  const title = noted(previous);
  if (!match || !title) return undefined;
  // "再记一个，当天晚上开组会": a to-do of its own, on the day of the one just noted when it says so.
  const noteDay = dayIn(previous.text)?.[0];
  const own = noteDay ? match[1].replace(SAME_DAY, noteDay) : match[1];
  // "再加一条" asks for a note: a day and words with no verb of noting ("周三晚上开组会") are noted all the same,
  // unless they only say the same again ("周四也要"). With no day it is left as it was said.
  const said = notedTitle(detectIntent(own)) !== undefined || SAME_AGAIN.test(own) ? own : `记一下${own}`;
  const ownTitle = dayIn(own) ? notedTitle(detectIntent(said)) : undefined;
  if (ownTitle !== undefined && ownTitle !== title) return { family: "note_again", text: said };
  const day = dayIn(match[1]);
  if (!day) return undefined;
  const time = TIME_SAID.exec(match[1].slice(day.index + day[0].length))?.[0] ?? "";
  const again = replacedPlace(previous.text, `${day[0]}${time}`);
  return again === undefined ? undefined : { family: "note_again", text: again };
}

/** "哦不用了", "刚想起来", "其实": words around a statement that name nothing. */
const CHATTER = /^(?:哦|噢|喔|啊|诶|欸|嗯)?(?:不用了|不用记了|算了|对了|其实|刚想起来|我?想起来了?|我?忘了说|忘说了)?$/;
const DONE_ALREADY = new RegExp(`^(?:我|其实)?(?:早就|已经|早)(?:交|交过|做完|写完|完成|弄完|提交|做)了${TAIL}`);

/** "啊对了，其实早就交了" after a note: the noted to-do is done, said with no name. */
export function doneAlready(text: string, previous: PreviousRequest): FollowUp | undefined {
  const clauses = text.split(/[，,\s]+/).filter((clause) => clause !== "");
  const last = clauses.at(-1) ?? "";
  // The chatter may run into the statement: "我想起来了已经交了".
  const at = last.search(/(?:我|其实)?(?:早就|已经|早)/);
  if (at === -1 || !DONE_ALREADY.test(last.slice(at))) return undefined;
  if (![...clauses.slice(0, -1), last.slice(0, at)].every((clause) => CHATTER.test(clause))) return undefined;
  const title = notedTitle(detectIntent(previous.text));
  return title ? { family: "pointed", text: `${title}${last.slice(at)}` } : undefined;
}

/** "每天", "工作日每天", "每周三", "隔天": the repeat a reminder asked for, which one note cannot hold. */
const REPEATING = /(?:工作日|周末|平时)?(?:每天|每晚|每早|天天|隔天|每隔一天|每个?(?:周|星期|礼拜)[一二三四五六日天]?|每个?月\d{0,2}号?)(?:的)?/;
/**
 * "行，那先记明天那次", "好，就记这一次吧", "先记周三的那次", "先记下周一晚上九点那次", "那先记周五早上的": one time
 * of the repeat, its day (and hour) said or not; 的 alone stands for the time of that day.
 */
const ONCE = new RegExp(
  `^(?:(?:行|好的?|可以|嗯|ok)[，,\\s]*)?(?:那就?|就)?(?:先)?(?:帮我)?(?:记|记下|记一下)(?:个)?(${DAY_WORD.source})?\\s*(?<time>${PART_OF_DAY}\\s*(?:${CLOCK})?|${CLOCK})?(?:(?:的)?(?:那|这)?(?:一)?(?:次|回|个)|的)${TAIL}`,
  "i",
);
/** The hour the repeat had, right after its cadence: replaced when the one time says its own. */
const REPEAT_TIME = new RegExp(`^(?:的)?\\s*(?:${PART_OF_DAY}\\s*(?:${CLOCK})?|${CLOCK})`);

export function onceOfRepeat(text: string, previous: PreviousRequest): FollowUp | undefined {
  const once = ONCE.exec(text);
  const repeat = REPEATING.exec(previous.text);
  if (!once || !repeat) return undefined;
  // The day the student says, else the one the assistant offered ("可以先帮你记下明天早上8点这一次").
  const day = once[1] ?? (previous.said === undefined ? undefined : dayIn(previous.said)?.[0]);
  if (day === undefined) return undefined;
  const after = previous.text.slice(repeat.index + repeat[0].length);
  const time = once.groups?.time ?? "";
  return { family: "note_again", text: `${previous.text.slice(0, repeat.index)}${day}${time}${time === "" ? after : after.replace(REPEAT_TIME, "")}` };
}

/** "名字改成…", "标题换为…", "改个名叫…": the new name of the to-do just noted, whole. */
const NEW_NAME = new RegExp(`^(?:那就?|就|再)?(?:帮我|给我)?(?:(?:名字|标题|名称)(?:改|换)(?:成|为|叫)|改名(?:为|成|叫)?|(?:改|换)个名字?(?:叫做?|为|成)?)[：:\\s]*([^，,。]{2,30}?)${TAIL}`);
/** "不是辅导员，是班主任，改一下", "写错了，不是取快递，是寄快递": one word of the noted title said wrong, then the right one. */
// "我说错了，不是温统计，是温会计": who slipped may be said before the slip.
const WORD_WRONG = new RegExp(`^(?:(?:不对|(?:我|刚才|我刚才)?(?:名字|名称|标题)?(?:写错了|打错了|记错了|说错了|弄错了|搞错了|错了))[，,\\s]*)?不是([^，,。]{1,8})[，,、\\s]*(?:而)?是([^，,。]{1,12}?)(?:[，,。]\\s*(?:帮我|麻烦)?(?:改一下|改过来|更正一下|改下))?${TAIL}`);

/** "名字写错了，是还自行车不是还书", "写错了是线代作业不是概率作业": the right word first, the wrong one after it. */
const RIGHT_FIRST = new RegExp(`^(?:(?:名字|名称|标题)?(?:写错了|打错了|记错了|说错了|弄错了|错了)|不对)[，,\\s]*(?:应该)?是([^，,。]{1,8}?)[，,、\\s]*(?:而)?不是([^，,。]{1,8}?)${TAIL}`);

/** A RIGHT_FIRST match in WORD_WRONG's order: the wrong word, then the right one. */
function rightFirst(text: string): [string, string, string] | undefined {
  const match = RIGHT_FIRST.exec(text);
  return match ? [match[0], match[2], match[1]] : undefined;
}

/** The title the to-do just noted or created was saved under, as read from the request or as the answer said it. */
function savedTitle(previous: PreviousRequest): string | undefined {
  return noted(previous) ?? (previous.said === undefined ? undefined : SAVED_AS.exec(previous.said)?.[1].trim());
}
const SAVED_AS = /(?:已[记記]下|已[创創]建任[务務])[：:]\s*([^（(，,。\n]{2,})/;

export function renamedNoted(text: string, previous: PreviousRequest): FollowUp | undefined {
  const title = savedTitle(previous);
  if (!title) return undefined;
  const whole = NEW_NAME.exec(text)?.[1];
  if (whole !== undefined) return { family: "pointed", text: `把${title}改名为${whole}` };
  const word = WORD_WRONG.exec(text) ?? rightFirst(text);
  // A day or a time said wrong re-dates the note (correction in follow-ups.ts); only a word of its title renames it.
  if (!word || !title.includes(word[1]) || dayIn(word[2]) || HAS_TIME.test(word[2])) return undefined;
  return { family: "pointed", text: `把${title}改名为${title.replace(word[1], word[2])}` };
}

/** "第一个", "前面那个", "后一条": which of the two notes just made, by the order they were made in. */
const OF_TWO_NOTES = /^(?:(第一|前面|前边|上面|前|头)|(第二|后面|后边|下面|后|最后))(?:那|的那|一)?(?:个|条|项)(?:的)?(?:截止|时间|ddl)?(?=[^，,。]*(?:改|推|延|提前|挪|换|调|删|完成|交))/;

export function countedNotes(text: string, previous: PreviousRequest, before: PreviousRequest | undefined): FollowUp | undefined {
  const counted = OF_TWO_NOTES.exec(text);
  if (!counted || !before) return undefined;
  const notes = [before, previous];
  const titles = notes.map(noted);
  if (titles.some((title) => title === undefined)) return undefined;
  const which = counted[1] !== undefined ? 0 : 1;
  const said = `${titles[which]}${text.slice(counted[0].length)}`;
  const family = detectIntent(said).family;
  return family === "task_edit" ? { family: "pointed", text: onDay(said, dayIn(notes[which].text)?.[0]) } : undefined;
}
