/**
 * Follow-ups that lean on the request before them and are read as that request said again:
 * - "那就挪到周五第7-8节", "就改到周四吧", "那就不排了": a verb with no object → the thing the previous request named
 *   (or "它", which references.ts resolves against what the last card named);
 * - "不对，是周四", "不是下午，是晚上", "我是说周三": a correction → the previous request with its day, time or
 *   name replaced; "时间改成下午四点", "改到下午四点吧": the time of what was just created or moved, on the day it
 *   had (both read in corrections.ts);
 * - "那就放那个时间", "就这个时间吧": the slot the assistant's last answer offered, for the thing named before it.
 * Ordinary sentences that start with 那 ("那个高数作业改到周五", "那明天下午有空吗") are no follow-ups: each family
 * needs its own shape, and a follow-up is only read so when there is a previous request to lean on.
 */
import { DAY_WORD } from "./day-words";
import { detectIntent } from "./intents";
import { acceptSlot, afterPremise, doneFromClock, onThatDay, otherRun, twoPartsPut } from "./follow-up-slots";
import { putOnOfferedDay } from "./offered-day-puts";
import { countedNotes, doneAlready, dropNoted, noteAgain, onceOfRepeat, renamedNoted } from "./note-follow-ups";
import { countedOff, pointedByNeighbour, pointedByWhere, pointedStudy, pointedThing } from "./pointing-follow-ups";
import { noteOnAskedDay } from "./asked-day-notes";
import { englishShift, englishTimeChange, redateNoted, shiftedDayNoted, shiftedTime } from "./note-time-follow-ups";
import { alsoAsked, askAgain, narrowedPart, sameDayAsked } from "./question-follow-ups";
import { examDayPlanned } from "./exam-day-plans";
import { thingsPutTogether } from "./things-put-together";
import { examDaySaid, oneMoreExam, otherExamAsked } from "./exam-follow-ups";
import { examCalledOff, examMovedAfterAnswer, examRoomAdded, withExamDayKept } from "./exam-detail-follow-ups";
import { examCountedBack } from "./exam-counted-back-notes";
import { blockReminder } from "./block-reminders";
import { putOffBlock } from "./put-off-blocks";
import { dayOfPlanWeek, planDeclined, restPlanned, samePlanFor, swapListed } from "./plan-follow-ups";
import { earlierPlan, replanned } from "./replan-follow-ups";
import { keptTimeSaid, withKeptTime } from "./kept-time";
import { draftMoved, draftPlaces, movedAlone, withDraftPlace } from "./draft-follow-ups";
import { draftOnOtherDay, draftTakenBack } from "./draft-day-moves";
import { confirmedBlockMoved, confirmedTakenOff, draftBlockMoved, draftReasonAsked } from "./draft-block-moves";
import { draftAdded } from "./draft-additions";
import { draftPutBack, withEarlierPlan } from "./draft-earlier-plan";
import { planPutBack } from "./plan-put-back";
import { englishBlockMove } from "./english-block-moves";
import { draftLeftOutForNow, oneUnsaidLeftOut } from "./draft-left-out";
import { withAfterBlock } from "./after-block";
import { pointedByCourse } from "./embedded-follow-ups";
import { draftClassChanged } from "./class-follow-ups";
import { putListedThing, remindListedThing } from "./listed-follow-ups";
import { correction, corrected, timeChange } from "./corrections";
import { sharesOfRun, thingsInRuns } from "./run-periods";
import { placedOnToldDay } from "./told-day-placings";
import { besideToldClass } from "./told-day-classes";
import { givenFreePart } from "./free-part-givings";
import { clockedFreeThing } from "./clocked-free-things";
import { pointedByClock } from "./clock-pointed";
import { putBack } from "./put-back";
import { movedBack } from "./moved-back";
import { movedBackToSaved } from "./saved-place-back";
import { freedThing } from "./freed-thing";
import { freedPutBack } from "./freed-put-back";
import { alsoAtSameTime } from "./same-time-placed";
import { markedAgain } from "./marked-follow-ups";
import { requadrantedNoted } from "./quadrant-follow-ups";
import { withoutBusyReason } from "./busy-reasons";
import { toldAround } from "./reasoned-follow-ups";
import { reportedChange } from "./reported-changes";
import { forgottenField, recordedTodoNamed, reopenedRecord, takenBackRecord } from "./recorded-follow-ups";
import { changeTakenBack } from "./changed-back-follow-ups";
import { answeredTodoChange } from "./answered-todo-follow-ups";
import { makeUp, missedPointedMadeUp } from "./made-up-follow-ups";
import { weekdayOfAnswer } from "./weekday-of-answer";
import { disownedRecord } from "./record-shapes";
import { lastTurnShaped } from "./last-turn-shapes";
import { withoutAsides } from "./told-asides";
import { acceptedFit } from "./offered-fits";
import { dayIn, HAS_TIME, objectOf, TAIL, type FollowUp, type PreviousRequest } from "./follow-up-words";

const VERBS = "(?:挪|移|放|调|换|改|搬)";

/** "那就挪到周五第7-8节": a lead word, then the verb at once. "那个…", "那明天…" have no verb there. */
const OBJECTLESS = new RegExp(`^(?:好的?|行|嗯|ok)?[，,\\s]*(?:那就|那还是|那再|那|就|还是)(?:帮我|给我)?(?:再)?(${VERBS}(?:到|去|在|成|至)[^，,。]+|(?:删了|删掉|不排了|先不排了?|不要了)${TAIL.slice(0, -1)})$`, "i");
function objectless(text: string, previous: PreviousRequest): FollowUp | undefined {
  const match = OBJECTLESS.exec(text);
  if (!match) return undefined;
  let rest = match[1];
  // "那就挪到下午四点": a time with no day keeps the day the previous request had.
  const day = dayIn(previous.text)?.[0];
  if (!dayIn(rest) && HAS_TIME.test(rest) && day) rest = rest.replace(/^(.(?:到|去|在|成|至))/, `$1${day}`);
  return { family: "objectless", text: `把${objectOf(previous) === "它" ? (freedThing(previous) ?? "它") : objectOf(previous)}${rest}` };
}

/** "再往后挪一点，", "早点，": the way a follow-up's move goes, said before where it goes. */
const WHICH_WAY = /^(?:再|稍微|稍)?(?:往)?(?:早|晚|前|后)(?:挪|移|放|调)?(?:一)?(?:点儿?|些)[，,\s]+/;

/**
 * "周四，时间不变" (the reading of "不是周三，是周四，时间不变"): a day alone, its time kept, corrects the day; "7号，
 * 时间一样" a day of the month alone, in the month the request had.
 */
const DAY_ALONE = new RegExp(`^(?:那就?|就|还是|是)?(${DAY_WORD.source}|\\d{1,2}\\s*[号日])${TAIL}`, "i");

function dayAgain(text: string, previous: PreviousRequest): FollowUp | undefined {
  const day = DAY_ALONE.exec(text);
  return day ? corrected(day[1], previous) : undefined;
}

/**
 * The current message as a full request, when it is a follow-up of `previous` (and of `before`, the request ahead of
 * that one); undefined when it stands on its own.
 */
/** "；另外…", "，还有…", "。顺便…": a request of its own joined after a follow-up. */
const ANOTHER_REQUEST = /\s*[；;。，,]\s*(?:另外|还有(?![哪啥几多没什])|顺便|顺带)[，,\s]*/;

/**
 * "好，放第一个空档；另外周四晚上九点提醒我复盘": the follow-up said first, then a request that stands alone. The
 * follow-up is read against the turn before; the other request is kept after it, for the compound readers to split.
 * Only when the follow-up names its thing: a pronoun left in it would be read with the other request's words.
 */
function followUpThenRequest(text: string, previous: PreviousRequest, before: PreviousRequest | undefined): FollowUp | undefined {
  const joined = ANOTHER_REQUEST.exec(text);
  if (!joined || joined.index === 0) return undefined;
  const head = followUpOf(text.slice(0, joined.index), previous, before);
  const tail = text.slice(joined.index + joined[0].length).trim();
  const own = detectIntent(tail).family;
  if (!head || own === "unknown" || own === "small_talk" || own === "compound") return undefined;
  const said = `${head.text.replace(/[。.!！~～\s]+$/, "")}；另外${tail}`;
  return detectIntent(said).family === "compound" ? { ...head, text: said } : undefined;
}

/** `earlier`: every request before, oldest first, each with what answered it, for readers that look past `before`. */
export function followUpOf(text: string, previous: PreviousRequest | undefined, before?: PreviousRequest, earlier: readonly PreviousRequest[] = []): FollowUp | undefined {
  if (!previous) return undefined;
  const joined = followUpThenRequest(text, previous, before);
  if (joined) return joined;
  // "稍微往前一点，挪到上午": which way it should go, then where; the where is the follow-up.
  // "群里又说改到下周一了，还是下午三点": the change passed on, as the student's own (reported-changes.ts).
  const reported = reportedChange(text.trim().replace(WHICH_WAY, "") || text.trim());
  // "换到周日同一时间", "还是算了，先拿掉" after blocks were pre-placed: read before the kept time is cut off.
  // "图论那块挪到周四下午两点，周六上午我要补觉": a block of the plan named by its name or day, the reason cut off.
  // "为啥模拟卷放周六上午？": why a block of the plan is there, before any reader takes its verb for a move.
  // "那四级真题挪到周四下午两点" after one block of a plan was moved: the plan as it now stands, read a turn back.
  const plan = withEarlierPlan(previous, before);
  // "电脑那个等周六上午再弄": a block of the plan put off until then is that block moved there.
  // "move the 模拟卷 block to Sunday morning": said in Chinese, so the plan's readers know the block.
  const trimmed = putOffBlock(reported, plan) ?? englishBlockMove(reported, plan) ?? reported;
  // "直接接在第五章后面": right after a block of the plan is that block's day, the period after it.
  const placed = withAfterBlock(trimmed, draftPlaces(plan));
  if (placed !== trimmed) {
    const after = draftBlockMoved(placed, plan, true) ?? draftAdded(placed, plan);
    if (after) return after;
  }
  const drafted =
    // "代数系统也放到下周六的同一个时间" after one block was placed: that clock, before it reads as a block added to a plan.
    alsoAtSameTime(trimmed, previous) ??
    draftReasonAsked(trimmed, plan) ??
    draftOnOtherDay(trimmed, plan) ??
    draftTakenBack(trimmed, plan) ??
    // "模拟卷这次先不放，其他的不动", "第七章老师会带着讲，先拿掉": one block left out for now.
    draftLeftOutForNow(trimmed, plan) ??
    // "有一个我不想要了": one block, which is still to be asked.
    oneUnsaidLeftOut(trimmed, plan) ??
    // "想了想还是原来周四早上那个位置好，放回去": the block just moved, back where the plan first put it.
    draftPutBack(trimmed, previous, before) ??
    // "电脑那个还是加回去吧，原来那个时间": a block moved or taken off turns ago, back where the proposal put it.
    planPutBack(trimmed, earlier) ??
    // "改回去，还是放周三原来那个时间" after "把周三下午的X挪到…" answered "已把「X」挪到…": where the move's own words
    // said X was, before the block's new place (a draft place too) is taken for where it goes to.
    (movedAlone(previous) ? movedBack(trimmed, previous) : undefined) ??
    // "想想还是挪回去吧" when the move said no origin: where the saved timetable still has the block.
    movedBackToSaved(trimmed, previous, earlier) ??
    draftBlockMoved(trimmed, plan, true) ??
    // "第五章删了吧，那章老师说不考" after the plan was confirmed: its block off the timetable again.
    confirmedTakenOff(trimmed, previous, before) ??
    confirmedBlockMoved(trimmed, previous, before) ??
    // "错题本也加进去，就放下周四晚上七点": a to-do added into the plan.
    draftAdded(trimmed, plan);
  if (drafted) return drafted;
  // "说错了，是周四，时间不变": the day is the follow-up; the time is the one the previous request had.
  const kept = keptTimeSaid(trimmed);
  // "推迟一小时吧，十点还在上课": the busy reason after the change is no part of it.
  const unreasoned = withoutBusyReason(kept.rest);
  const leant =
    leaning(kept.rest, previous, before, earlier) ??
    (kept.keeps ? dayAgain(kept.rest, previous) : undefined) ??
    (unreasoned === undefined ? undefined : leaning(unreasoned, previous, before)) ??
    // "导师说这周不用碰了，那条删掉", "…，不是这周", "…，四级那个还没做": said around the follow-up (reasoned-follow-ups.ts).
    toldAround(kept.rest, previous, (clause) => leaning(clause, previous, before));
  const found = leant && kept.keeps ? withKeptTime(leant, previous) : leant;
  // "第二个挪到周五" after a plan over next week: the thing pointed at, then the day in the plan's week.
  const read = found?.family === "pointed" ? (dayOfPlanWeek(found.text, previous) ?? found) : found;
  // "太早了我起不来，改成下午两点开始": the one block of the plan, when no reader above took the message.
  // "那报告截止改成明天晚上九点": a to-do named loosely, the one the conversation recorded with that word.
  if (read) return withDraftPlace(read, previous);
  const loose = draftBlockMoved(trimmed, previous) ?? recordedTodoNamed(trimmed, earlier);
  if (loose) return loose;
  const shaped = lastTurnShaped(trimmed, previous);
  if (shaped) return withDraftPlace(shaped, previous);
  // "哦对了忘说，周三晚上我有家教，那段别排": the follow-up read again without what is said around it.
  const bare = withoutAsides(trimmed);
  return bare !== trimmed && bare !== "" ? followUpOf(bare, previous, before, earlier) : undefined;
}

function leaning(trimmed: string, previous: PreviousRequest, before: PreviousRequest | undefined, earlier: readonly PreviousRequest[] = []): FollowUp | undefined {
  return (
    // "算了不排了，周六我要回家": declined before any reader takes the reason for a request.
    planDeclined(trimmed, previous) ??
    // "撤了吧", "刚记的那条删掉", "其实还没交", "优先级忘说了，…": the record the last answer made (recorded-follow-ups.ts).
    takenBackRecord(trimmed, previous) ??
    reopenedRecord(trimmed, previous) ??
    // "那是隔壁班的，我们班没有期中", "这次的还没写": the record disowned or reopened, whatever reason is told with it.
    disownedRecord(trimmed, previous) ??
    // "刚才那个改回去，周六我有事", "恢复一下，钱还没转过去呢": the same records taken back without 撤销, after the
    // readers that keep the student's own name for the to-do ("线代作业其实尚未交出，改回来").
    changeTakenBack(trimmed, previous) ??
    forgottenField(trimmed, previous) ??
    // "那考前三天早上提醒我刷题" after an exam was asked about: the reminder timed from that exam.
    examCountedBack(trimmed, previous) ??
    // "那就按这个日子把离散复习往回排" after an exam's day was told: the plan the exams set.
    examDayPlanned(trimmed, previous) ??
    // "考场在逸夫楼302，帮我补上", "改了，改到1月5号同一时间", "这个取消了": the exam just recorded or asked about.
    examRoomAdded(trimmed, previous) ??
    examMovedAfterAnswer(trimmed, previous) ??
    examCalledOff(trimmed, previous) ??
    // "第四章放晚上七点对吧？那提前一小时提醒我" after a plan was drafted: the reminder timed from that block.
    blockReminder(trimmed, previous) ??
    // "再加一项：…", "名字改成…", "就这样，排到下周" after a study plan was drafted: that plan, changed or scheduled.
    draftClassChanged(trimmed, previous) ??
    // "那周六上午把X做了吧，八点开始": the clock is where it starts, not an offered place picked.
    doneFromClock(trimmed, previous) ??
    // "那把A和B都放周六上午" after free time was told: each of them put there.
    thingsPutTogether(trimmed, previous) ??
    twoPartsPut(trimmed, previous) ??
    putOnOfferedDay(trimmed, previous) ??
    // "周四那个晚上把第三章排上" after free runs offered by date: the run on that weekday of the answer.
    weekdayOfAnswer(trimmed, previous) ??
    // "前两节放X，后两节放Y" after one free run was offered: each share of its periods.
    sharesOfRun(trimmed, previous) ??
    // "那前一段给集合，后一段给函数" after two free runs were offered: a thing at the start of each.
    thingsInRuns(trimmed, previous) ??
    // "挪了吧那个四点的，到周六同一时间": a block of the day told, by the clock it starts at.
    pointedByClock(trimmed, previous) ??
    // "这个放回这周吧，随便哪天晚上都行" after one thing was listed: that thing planned again.
    putBack(trimmed, previous) ??
    // "啊不对，改回去" after a block was moved: back to where the move said it was.
    movedBack(trimmed, previous) ??
    // "还是放回去吧，原来那个周六下午两点挺好" after a block was taken off: back where the student says it was.
    freedPutBack(trimmed, previous) ??
    afterPremise(trimmed) ??
    // "复习那块挪到当天晚上八点" after a day's agenda: the one study block told, before its clock reads as a place offered.
    pointedStudy(trimmed, previous) ??
    // "那周日早上我刷一套四级" after free time was told: the thing where that part's free time starts; read before
    // a slot is accepted, since "图论那块" points at the thing, not at a place offered.
    givenFreePart(trimmed, previous) ??
    acceptSlot(trimmed, previous, before, earlier) ??
    // "那就这么放", "按你说的排上" after an answer that fitted a thing into a place: that thing, there.
    acceptedFit(trimmed, previous) ??
    otherRun(trimmed, previous, before) ??
    // "那就周六早上八点做四级真题，一口气做完" after free time was told: the thing at that clock.
    clockedFreeThing(trimmed, previous) ??
    // "往后挪一大节", "后面那个推到下午两点开始" after blocks were just pre-placed: those blocks moved.
    draftMoved(trimmed, previous) ??
    onThatDay(trimmed, previous) ??
    // "那就把树与最小生成树放十点那段", "还有错题本，放同一天下午两点": the clock on the day the answer told.
    placedOnToldDay(trimmed, previous) ??
    // "把谓词逻辑挪到下午那门课后面" after a day's classes were told: beside that day's class.
    besideToldClass(trimmed, previous) ??
    // "那我四点去喝奶茶，记上" after "周四下午有空吗": a note's time on the day asked about.
    noteOnAskedDay(trimmed, previous) ??
    renamedNoted(trimmed, previous) ??
    // "不对，这个挺重要的，只是不急" after a to-do was made: filed again, before the correction takes it for a name.
    requadrantedNoted(trimmed, previous) ??
    correction(withExamDayKept(trimmed, previous), previous) ??
    timeChange(trimmed, previous) ??
    // "帮我往后推一天吧", "还是改回原来的吧" after an answer that told a to-do's deadline: that to-do's.
    answeredTodoChange(trimmed, previous) ??
    objectless(trimmed, previous) ??
    // "把它放到周五晚上补一下" after an answer that listed one missed block: what was missed, made up there.
    missedPointedMadeUp(trimmed, previous) ??
    // "那就放周六上午" after an answer that listed one thing: that thing.
    putListedThing(trimmed, previous) ??
    // "那明天早上八点前提醒我交上去" after a query found one to-do: a reminder about that to-do.
    remindListedThing(trimmed, previous) ??
    // "这条删了吧" after a note drops it by its title, before a pronoun is read as any edit.
    dropNoted(trimmed, previous) ??
    countedOff(trimmed, previous) ??
    countedNotes(trimmed, previous, before) ??
    // "英语课里嵌的那个撤了" after a day's agenda: the block inside that course.
    pointedByCourse(trimmed, previous) ??
    pointedThing(trimmed, previous) ??
    pointedByWhere(trimmed, previous) ??
    pointedByNeighbour(trimmed, previous) ??
    doneAlready(trimmed, previous) ??
    markedAgain(trimmed, previous) ??
    shiftedTime(trimmed, previous) ??
    shiftedDayNoted(trimmed, previous) ??
    redateNoted(trimmed, previous) ??
    englishTimeChange(trimmed, previous) ??
    englishShift(trimmed, previous) ??
    makeUp(trimmed, previous) ??
    noteAgain(trimmed, previous) ??
    onceOfRepeat(trimmed, previous) ??
    askAgain(trimmed, previous) ??
    alsoAsked(trimmed, previous) ??
    narrowedPart(trimmed, previous) ??
    // "那下午下课以后还有空吗" after "周五有什么课": the same day's afternoon.
    sameDayAsked(trimmed, previous) ??
    // "还是刚才那版吧" after a plan was redone: the plan as asked before.
    earlierPlan(trimmed, previous, before) ??
    replanned(trimmed, previous) ??
    samePlanFor(trimmed, previous) ??
    restPlanned(trimmed, previous) ??
    swapListed(trimmed, previous) ??
    examDaySaid(trimmed, previous) ??
    oneMoreExam(trimmed, previous) ??
    otherExamAsked(trimmed, previous) ??
    dayOfPlanWeek(trimmed, previous)
  );
}
