/**
 * The student's life around a scheduling request, told as its reason: back from sick leave ("病刚好"), away from the
 * desk ("回老家这几天只能用手机看书"), time kept for something else ("我得留时间写文书"), the other programme of a
 * double major ("概率论辅修那边也考") or a wish to do a thing later ("我想晚点弄"). Such a clause names nothing to
 * plan, and its time words ("这几天") are not the plan's range.
 */

/** "病刚好", "病终于好了", "刚出院", "销假回来了": back from illness or leave. */
const RECOVERED = /^(?:我)?(?:的)?病(?:刚|才|已经|终于|总算)?(?:好|痊愈|康复)|^(?:我)?(?:刚|才)?(?:出院|销假|返校)/;
/** "回老家这几天只能用手机看书", "这周在医院没带电脑": away, or without the means to study as planned. */
const AWAY = /回老家|在老家|在外地|在医院|住院|只能(?:用)?手机|没带电脑|没(?:有)?电脑/;
/** "我得留时间写文书", "要空点时间准备面签": time the student keeps for other work. */
const TIME_KEPT = /(?:得|要|需要|想)(?:留|空)(?:出)?(?:点|些|一些|一点)?时间/;
/** "辅修那边也考", "双学位这边课多": what the other programme of a double major does. */
const OTHER_PROGRAMME = /(?:辅修|主修|双学位|二专业?|第二学位)(?:那边|这边)/;
/** "我想晚点弄", "回头再做吧": the thing kept out is for later, which names no subject. */
const LATER_WISH = /^(?:我)?(?:想|打算|准备|要)?(?:晚点|晚些|晚一点|过几天|以后|之后|回头|等等)(?:再)?(?:弄|做|学|看|搞|说)(?:吧|了|呢)?$/;

/** A clause of a scheduling request that tells the student's circumstances and asks nothing to be planned. */
export function tellsLifeContext(clause: string): boolean {
  if (/[把将]|帮我|给我|排|安排|规划|复习|学习|预习/.test(clause)) return false;
  return RECOVERED.test(clause) || AWAY.test(clause) || TIME_KEPT.test(clause) || OTHER_PROGRAMME.test(clause) || LATER_WISH.test(clause);
}
