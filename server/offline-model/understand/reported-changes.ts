/**
 * A change the student passes on from someone else, after a notice they pasted: "群里又说改到下周一了，还是下午三点",
 * "老师刚通知推到周五了", "又改到周三了，时间还是晚上七点". Who said it is no part of the change (read whole, "群里又
 * 说" became the to-do's name), and a time said again after the new day ("，还是下午三点") is the new day's time, not
 * the day alone.
 */
import { CLOCK, PART_OF_DAY } from "./clock-words";

/** "群里又说", "老师刚通知", "班长说", "又": who passed the change on, before its verb. */
const REPORTED_LEAD =
  /^(?:(?:群里|班群|班级群|老师|辅导员|导员|班长|学委|助教|通知|教务处?|学院|他们|她|他)(?:又|刚|刚刚|现在|今天)?(?:说|通知|发(?:通知)?|讲)(?:了)?[，,：:\s]*(?:又)?|又)(?=(?:改|挪|推|延|调|换|提前|推迟|延期|顺延)(?:到|至|成))/;
/** "…改到下周一了，还是下午三点": the time said again after the new day, for that day. */
const TIME_AGAIN = new RegExp(`了?[，,]\\s*(?:时间)?(?:还是|仍然是?|依然是?|照样是?|也是|依旧是?)\\s*((?:${PART_OF_DAY})\\s*(?:${CLOCK})?|${CLOCK})[。.!！~～\\s]*$`);
const CHANGED_TO = /(?:改|挪|推|延|调|换|提前|推迟|延期|顺延)(?:到|至|成)/;

/** The change as the student would say it themself; the text as it was when it passes no change on. */
export function reportedChange(text: string): string {
  const lead = REPORTED_LEAD.exec(text);
  const said = lead ? text.slice(lead[0].length) : text;
  if (!CHANGED_TO.test(said)) return text;
  const again = TIME_AGAIN.exec(said);
  return again ? `${said.slice(0, again.index)}${again[1]}` : said;
}
