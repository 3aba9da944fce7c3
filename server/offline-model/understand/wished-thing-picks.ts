/**
 * "周日吧，吃完午饭两点开始", "那就周六上午，早做早解脱" after "哪天适合一口气做完四级真题" was answered with the free
 * days: the day picked for the thing the question was asked for, at the clock said beside it. The question named the
 * thing ("把错题本整理了", "做完四级真题"); the follow-up names only when, and may say why after it.
 */
import { CLOCK, type FollowUp, type PreviousRequest } from "./follow-up-words";
import { detectIntent } from "./intents";
import { whenSaid } from "./record-shapes";

const DEED = "(?:一口气|一次(?:性)?|集中)?(?:做|写|整理|刷|弄|搞|复习|背)(?:完|了|掉)?";
/** "把错题本整理了", "能一口气做完四级真题", "适合写策划案": the thing the free time was asked for. */
const WISHED = [
  new RegExp(`把([^，,。？?把]{2,14}?)${DEED}`),
  new RegExp(`(?:适合|能|可以|方便|来得及)(?:一口气|一次(?:性)?|集中)?(?:做完|做|写完|写|刷完|刷|整理完|整理)(?:一套)?([^，,。？?吗呢]{2,14}?)(?:吗|呢|啊|[？?]|$)`),
];

const ASKED_WHEN = /哪天|哪几天|什么时候|哪个?(?:晚上|下午|上午)|有空|适合|来得及|能不能|[吗？?]/;

function wishedThing(previous: PreviousRequest): string | undefined {
  // Asked when it could be done, and answered with free time.
  if (!ASKED_WHEN.test(previous.text) || !/空/.test(previous.said ?? "")) return undefined;
  for (const pattern of WISHED) {
    const thing = pattern.exec(previous.text)?.[1]?.replace(/^(?:这周末?|周末|哪天|哪几天)?(?:晚上|下午|上午)?(?:能|可以)?/, "");
    if (thing && thing.length >= 2) return thing;
  }
  return undefined;
}

/** "两点开始", "七点开始弄", "八点起": when it starts, said in a clause of its own. */
const STARTS = new RegExp(`(${CLOCK})(?:开始|起|开工|动手)`);

const HOUR_WORDS = ["零", "一", "两", "三", "四", "五", "六", "七", "八", "九", "十", "十一", "十二"];

/** "两点" → 2, "7点" → 7, "十一点半" → 11. */
function hourOf(clock: string): number {
  const digits = /^\d{1,2}/.exec(clock)?.[0];
  if (digits) return Number(digits);
  const words = /^([一二两三四五六七八九十]{1,2})点/.exec(clock)?.[1] ?? "";
  return Math.max(HOUR_WORDS.indexOf(words), HOUR_WORDS.indexOf(words.replace("二", "两")));
}

/** A bare clock's half of the day: "两点" is the afternoon's; "七点" the evening's when the evenings were asked about. */
function withHalf(clock: string, previous: PreviousRequest): string {
  const hour = hourOf(clock);
  if (hour <= 6) return `下午${clock}`;
  return /晚上|19:00/.test(`${previous.text}${previous.said ?? ""}`) && hour < 12 ? `晚上${clock}` : clock;
}

export function wishedThingPicked(text: string, previous: PreviousRequest): FollowUp | undefined {
  if (previous.said === undefined) return undefined;
  const thing = wishedThing(previous);
  const [first, ...rest] = text.trim().split(/[，,。；;！!\s]+/).filter((clause) => clause !== "");
  const when = first === undefined ? undefined : whenSaid(first);
  if (!thing || !when?.day) return undefined;
  const start = when.time ? undefined : rest.map((clause) => STARTS.exec(clause)?.[1]).find((clock) => clock !== undefined);
  const time = when.time ?? (start ? withHalf(start, previous) : "");
  const said = `把${thing}放到${when.day}${time}`;
  return detectIntent(said).family === "edit" ? { family: "that_day", text: said } : undefined;
}

/** "那就都塞周末吧", "那就统统放到周末去": every thing asked about, put in the stretch said. */
const ALL_PUT = /^(?:好的?[，,\s]*)?(?:那就?|就)?(?:都|统统|全都|全部|一起|一块儿?)(?:塞|放|排|安排|扔)(?:到|进|在)?((?:这|本|下下?)?(?:个)?(?:周末|周|星期|礼拜))(?:去|里|吧|呗|好了)*[。.!！~～\s]*$/;
const THINGS = /把([^，,。？?把]{2,20}?[和跟与、][^，,。？?把]{2,20}?)都?(?:做|写|弄|搞|整理|刷)(?:完|了|掉)/;

export function wishedThingsPut(text: string, previous: PreviousRequest): FollowUp | undefined {
  const stretch = ALL_PUT.exec(text.trim())?.[1];
  const things = stretch === undefined || !/空/.test(previous.said ?? "") ? undefined : THINGS.exec(previous.text)?.[1];
  if (!things) return undefined;
  const said = `把${things}都排到${stretch}`;
  return detectIntent(said).family === "schedule" ? { family: "plan_again", text: said } : undefined;
}
