import { tellsLifeContext } from "./life-context";
import { withoutTimeOfDayTold } from "./said-limits";

/**
 * A stressed student vents around the one thing asked: "X我一看就头疼……帮我排进这周吧，实在不想自己动脑". The clauses
 * that only say how it feels, or which shift the student works, name nothing to plan; the subject the venting is
 * about, said before it, is what the request is for. Each pattern is one habit, pinned in vented-clauses.test.ts.
 */

/**
 * How heavy it feels or that the student gives up thinking: "压得我喘不过气", "多了我真的会崩", "我照着做就行",
 * "不想再自己想了", "我不想动脑子了", "一想就头大", "看一眼就窒息".
 */
const VENTED =
  /喘不过气|透不过气|窒息|(?:会|要|就)崩(?:溃|掉)?|(?:想|要)哭|头大|头疼|心累|我?(?:照着|跟着)(?:做|来|走)就(?:行|好|可以)|不想(?:再)?(?:自己)?(?:想|动脑|思考|管)|(?:一节|一点)?(?:都|也)?不想(?:学|复习|碰|动)|不想动脑子?|脑子(?:已经|都)?(?:转不动|不够用)|只想(?:活下去|躺着|一个人|静一静)/;

/**
 * The student's own shift, told as the reason: "我周二和周五上夜班", "我周四轮休", "那天我要顶班",
 * "我得去跟班". A nursing student's 白班 / 夜班 / 大夜 / 小夜 / 轮休 are commitments, never a subject.
 */
const SHIFT_WORD = /轮休|(?:白|夜|大夜|小夜|早|中|晚)班|大夜|小夜|顶班|跟班|值班|交接班/;
const OWN_SHIFT = new RegExp(`^(?:那天|这天|当天|我|因为|和|跟|、|每?周.|星期.)*(?:得|要|会)?(?:去)?(?:上|下|跟|顶|值|轮)?(?:${SHIFT_WORD.source})`);

/**
 * When the student works best, told as why a time is kept free: "白天效率高", "早上脑子清醒", "上午状态比较好".
 * The time kept free is its own clause ("晚上一律别排"); this one only says why.
 */
const BEST_TIME =
  /^(?:我)?(?:早上|上午|下午|白天|晚上|夜里|周末)?(?:我)?(?:的)?(?:学习)?(?:效率|状态|精神|脑子)(?:会|更|比较|最|很|都|还)*(?:高|好|足|清醒|在线)(?:一点|一些|些)?(?:啊|呀|嘛|哈)*$/;

/** A clause of a scheduling request that only vents or tells a shift, with no request verb in it. */
function onlyTells(clause: string): boolean {
  if (/[把将]|帮我|给我|排|安排|规划/.test(clause.replace(/排[得的]?满/, ""))) return false;
  const said = clause.replace(/^(?:但是?|可是|而且|不过|因为|反正)[，,\s]*/, "").replace(/^(?:多了|少了)/, "");
  // "病刚好，…", "…，我得留时间写文书": the student's circumstances are a reason too (life-context.ts).
  return VENTED.test(said) || BEST_TIME.test(said) || OWN_SHIFT.test(said.replace(/^我/, "")) || tellsLifeContext(said);
}

/** The request with its vented and shift clauses dropped; the clauses that ask stay as said. */
export function withoutVenting(text: string): string {
  const clauses = text.split(/(?<=[，,。；;！!…])/);
  const kept = clauses.filter((clause) => !onlyTells(clause.replace(/[，,。；;！!…\s]+$/u, "").trim()));
  return kept.length === 0 || kept.length === clauses.length ? text : kept.join("").replace(/[，,；;\s]+$/, "");
}

/**
 * "宏观经济学我真的学不进去", "上周落下的学习我一看就想哭": a subject said first, then the student's trouble with it —
 * the subject a request after it (with no subject of its own) is for.
 */
const TROUBLE_WITH =
  /^(\p{Script=Han}[\p{Script=Han}A-Za-z0-9]{1,11}?)(?:我|是|真的|实在|根本|完全|都|现在)*(?:看不进去|学不进去|(?:学|看|读|写)不下去|看不懂|学不懂|听不懂|搞不懂|学不会|想吐|一(?:想|看|翻书|提|碰)(?:到)?就|头大|头疼|想哭|崩溃)/u;

export function troubledSubject(story: string): string | undefined {
  const subject = TROUBLE_WITH.exec(story.trim())?.[1];
  return subject && !/^(?:我|你|他|她|这|那|今天|明天|最近|感觉|真的)/.test(subject) ? subject : undefined;
}

/**
 * A groan as the message's first sentence ("又来一个作业，烦死了。", "好累……") or a despairing question as its last
 * ("……我一章都没复习，这下彻底完了"): neither is the request, and neither's words are its fields.
 */
const VENTED_LEAD = /^[^。！!？?…]{0,16}?(?:烦死了?|累死了?|烦透了|崩溃了|无语了?|好烦|好累|太累了|要疯了|服了)[啊呀哦]*(?:[。！!~～]+|…+|\.{3,})\s*/;
const VENTED_LAST =
  /(?:[。！!？?~～]+|…+|\.{3,})[^。！!？?…]{0,16}?(?:是不是|会不会|感觉|这下|我)(?:已经|彻底|真的|要|就)?(?:完了|凉了|完蛋了|没救了|来不及了|废了)[吧啊呀]*[？?。！!~～]*$/;

/** "烦死了烦死了，…", "心态崩了……": a first clause that is nothing but the groan, set off by a comma too. */
const GROAN_ONLY =
  /^(?:(?:啊+|唉+|哎+|哎呀)?[，,\s]*(?:烦死了?|累死了?|烦透了|崩溃了|心态崩了|焦虑死了|无语了?|好烦|好累|太累了|要疯了|服了|emo了)[啊呀哦]*(?:[，,。！!~～\s]+|…+|\.{3,}))+(?=\S)/i;

/**
 * "概率论还有几天考，我第三章还没开始", "期末什么时候出成绩？我才复习了一半": how far the student has got, told after a
 * question as the reason it is asked — no check-in of a block. "…考啊，我一页都没翻": 没 alone says it as 还没 does.
 */
const STATE_AFTER_QUESTION =
  /(?<=(?:几|多少|多久|吗|么|什么时候|啥时候|哪天)[^，,。？?]{0,3}[，,。\s…]+|[？?][\s…]*)(?:可是|但是?|而且)?我?[^，,。？?！!]{0,8}?(?:都|也)?(?:还没有?|没有?|才|只)(?=[开动看复学碰背写做翻])(?:开始|动手|动)?(?:看|复习|学|碰|背|写|做|翻)?(?:了|过)?(?:一半|一点|几页|三分之一)?(?:呢|啊|呀)?[。.!！~～\s]*$/;

/**
 * "法考主观题还有几天？之前记过的": that the thing asked about is already kept, told after the question so its record is
 * found — no question about what is kept.
 */
const KEPT_AFTER_QUESTION =
  /(?<=(?:几|多少|多久|吗|么|什么时候|啥时候|哪天)[^，,。？?]{0,3}[，,。\s…]+|[？?][\s…]*)(?:我|你)?(?:之前|以前|上次|早就|前面)(?:已经)?(?:记|登记|录|存|加)(?:过|了|好了?|进去了?)(?:的|了)?(?:吧|啊|呀|哈)?[。.!！~～\s]*$/;

/** "…，别问为什么", "…，不想解释": the student declining to say why asks for nothing. */
const NO_QUESTIONS_ASKED = /[，,。\s]+(?:(?:你)?(?:别|不要|不用)(?:问|多问|追问)(?:我)?(?:为什么|为啥|原因|了)?|(?:我)?(?:不想|懒得)(?:解释|多说|说原因)(?:了)?)[。！!~～\s]*$/;

/**
 * "终于把离散的错题本整理完了！！…整个人都轻松了": relief at the end, after a to-do reported finished, is how the
 * finishing felt — no question about free time, and no reason to read the report as chat; "…，电脑清爽多了" too.
 */
const DONE_REPORTED = /把[^，,。！!？?]{2,16}?(?:做|写|整理|交|学|复习|看|背|刷|弄|搞|改|填)(?:完|好)了/;
// "…，电脑清爽多了", "…，桌面干净多了": the thing put right feels better, the same relief said of it.
const RELIEF_LAST =
  /(?:[，,。！!~～]+|…+)(?:[^，,。！!？?…]{0,4}?(?:我|整个人|心里)(?:都|也)?(?:一下子|瞬间|终于|总算)?(?:轻松|解脱|松快)|[^，,。！!？?…]{0,6}?(?:清爽|干净|清净|整洁|利索|舒服|舒坦|顺眼))(?:多了|不少|了好多|了)[啊呀哦]*[。！!~～\s]*$/;

/** "…估计得花五六个小时。我现在只想躺平。": a last sentence that only says the student wants to give up for now. */
const GIVING_UP_LAST = /(?<=[。！!…~～])[^。！!？?…]{0,6}?(?:只想|就想|好想|真想)(?:躺平|躺着|睡觉|摆烂|哭|原地消失|退学)[了啊呀哈]*[。！!~～…]*$/;

export function withoutVentedEnds(text: string): string {
  // "不行，我晚上学不进去，换个白天的时段": the refusal and the time of day found hard lead the change (said-limits.ts).
  const rest = (withoutTimeOfDayTold(text) ?? text)
    .replace(GROAN_ONLY, "")
    .replace(NO_QUESTIONS_ASKED, "")
    .replace(VENTED_LEAD, "")
    .replace(VENTED_LAST, (end) => end.match(/^[？?]+/)?.[0] ?? "")
    .replace(GIVING_UP_LAST, "")
    .replace(STATE_AFTER_QUESTION, "")
    .replace(KEPT_AFTER_QUESTION, "")
    .trim();
  const settled = DONE_REPORTED.test(text) ? rest.replace(RELIEF_LAST, "") : rest;
  return settled.replace(/[\p{P}\s]/gu, "") === "" ? text : settled;
}
