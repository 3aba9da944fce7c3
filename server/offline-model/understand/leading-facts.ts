/**
 * What a first clause set aside before a request still tells (compound.ts withoutLeadingRemark): who the student is
 * ("我辅修了计算机"), which asks nothing, and the day the news holds ("明天下午系里突然安排体检"), which the request
 * after it may point at by its clock alone.
 */
import { DAY_WORD } from "./day-words";

/** "我辅修了计算机，…", "我是法学院的，…": who the student is, told before the request; no day, nothing asked. */
export const SELF_FACT = /^我(?:也|还)?(?:辅修|主修|双修|选修|修|报|是|读|学|在)(?!(?:[^，,。]*?)(?:今天|明天|后天|周|星期|礼拜|点|上午|下午|晚上|吗|？|\?))[^，,。]{1,14}$/;

/** "四点那块…": a block pointed at by its clock alone, right after the news set aside. */
const CLOCK_POINTED = /^[^，,。]{0,6}?(?:点|上午|下午|晚上)[^，,。]{0,4}?[那这][块节个]/;

/**
 * "明天下午系里突然安排体检，四点那块离散复习…": the news set aside says the day of the block the request points at by
 * its clock alone, so the day goes with the request.
 */
export function withNewsDay(news: string, request: string): string {
  const day = DAY_WORD.exec(news);
  const first = request.split(/[，,。]/)[0];
  return day && CLOCK_POINTED.test(request) && !DAY_WORD.test(first) ? `${day[0]}${request}` : request;
}
