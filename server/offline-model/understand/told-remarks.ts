/**
 * Remarks that tell and ask for nothing, though they hold a request's words: a brag that every block is already
 * checked in ("这周竟然天天都打卡了，膨胀了") or reckoned done ("应该不用再打卡了吧"), the student describing themselves ("我这个人就是爱拖，…"), what is
 * usually so or heard with the real date not out yet ("往年都排在第17周，但今年还没发通知", "听说…，还没正式通知"), and someone else's asks of the
 * student told as a groan ("同桌又让我帮她查课表，无语"), how an exam went ("期中考考得好差"), how a class feels ("张老师那节课好无聊"), a meal or an outing enjoyed ("火锅吃得好巴适"), a make-up class called off ("…现在又取消了，那天不用上课"), and the play's dismissal of a servant ("退下吧", "跪安吧"). Rows of chat-statements.ts: a pattern, the small talk it
 * is, and what still makes it a request. Work piling up, counted and groaned at ("三个作业加一个展示，要裂开了"), too.
 */
import type { SmallTalkTopic } from "./intent-types";

/**
 * Every block checked in, said with surprise before it (居然, 终于) or pride after it (有点飘, 膨胀了, 哈哈): the check-in
 * is already done in the app, so there is nothing to record.
 */
const PROUD_OF_CHECKINS =
  /(?:居然|竟然|终于|总算|难得)[^，,。？?]{0,6}(?:全|都|全部|每天都|天天都?)(?:打了?卡|打完卡)了|(?:全|都|全部|每天都|天天都?)(?:打了?卡|打完卡)了[^。？?]{0,4}(?:飘|膨胀|开心|爽|骄傲|自豪|牛|厉害|感动|不敢相信|哈哈|嘿嘿|得意)/;

/**
 * "应该不用再打卡了吧，昨天的都打过了": the student reckoning no check-in is due, because it is done — a guess said to
 * the planner, with nothing to record (打过 is the check-in, no to-do finished).
 */
const NO_CHECKIN_DUE = /(?:应该|大概|估计|是不是)?(?:不用|不需要|用不着|不必)(?:再)?打卡了?(?:吧|啦|了)/;

/** "我这人就是…", "我这个人向来…": the student's portrait of themselves, not a to-do. */
const SELF_PORTRAIT = /^我(?:这个?人|这种人|本人)(?:就是|一直|总是|老是|向来|从来|特别|比较|挺|太|真的|天生|有点)?/;
/** A portrait still asks when it names a time to keep or asks outright ("我这人记性差，周五八点开会记一下"). */
const PORTRAIT_STILL_ASKS =
  /[？?吗]|帮我|给我|替我|提醒|记一下|记下|记着|别让我|你(?:帮|给|替|盯|催|监督)|排一下|安排一下|督促|\d|[一二三四五六七八九十两]点|号|周[一二三四五六日天]|星期|礼拜/;

/** "…还没出通知", "…没正式公布", "…还不确定": the date not announced yet. */
// "还没个准信儿": the Northern word for no firm word yet.
const NOT_ANNOUNCED = "(?:还|都|暂时|目前)?(?:没(?:有)?(?:出|发|下|正式)?(?:通知|定|确定|公布|消息|准信|官宣)|没(?:有)?个?准(?:信儿?|话儿?|谱儿?)|不确定|待定)";
/** "一般排在第18周，不过今年还没出通知": what is usual, with this year's date not announced — nothing to record yet. */
const USUAL_NOT_ANNOUNCED = new RegExp(
  `(?:一般|通常|往年|以往|往常|按惯例|按理说|历年)[^。？?]*?[，,\\s]+(?:不过|但是?|可是|只是)[^，,。？?]{0,8}?${NOT_ANNOUNCED}`,
);
/**
 * "听说线代期末提前到第17周了，还没正式通知", "据说马原改成开卷了，不过还没定": hearsay with the word that it is not
 * announced — nothing to record yet.
 */
const HEARSAY_NOT_ANNOUNCED = new RegExp(
  `^(?:我)?(?:听说|据说|听人说|听别人说|有人说|传言|传闻|小道消息(?:说)?)[^。？?]*?[，,\\s]+(?:不过|但是?|可是|只是)?[^，,。？?]{0,8}?${NOT_ANNOUNCED}`,
);
/**
 * "学院说第17周考专业课，具体时间还没出", "老师通知下周交论文，但要求还没定": the school's word, with its details not out
 * yet — nothing to record, note or set until they are.
 */
const ANNOUNCED_DETAILS_NOT_OUT = new RegExp(
  `^(?:学校|学院|系里|教务处?|老师|辅导员|班长|学委)(?:说|通知|讲|发通知说?)[^。？?]*?[，,\\s]+(?:不过|但是?|可是|只是)?[^，,。？?]{0,10}?(?:${NOT_ANNOUNCED}|还没(?:出|出来|排出来)(?:呢|啊|哦)?[。!！~～\\s]*$)`,
);
const USUAL_STILL_ASKS = /[？?吗]|帮我|给我|替我|提醒|记一下|记下|记着|先记|排一下|安排一下|我(?:要|得)/;

/**
 * Someone else asking things of the student, told with a groan at the end ("…一边让我帮他记作业，烦死了"): the
 * questions and asks in it are theirs.
 */
const ASKER =
  /室友|舍友|同学|同桌|朋友|学长|学姐|师兄|师姐|学弟|学妹|队友|组员|组长|班长|学委|部长|社长|爸|妈|老师|导师|助教|辅导员|[他她]/;
const ASKS_OF_ME = /问我|让我|叫我|找我|要我|求我|催我|喊我/;
const GROAN_END = /[，,\s]*(?:真是)?(?:烦死了?|好烦|真烦|烦透了|无语了?|服了|头大|累死了?|心累|救命)[啊呀哦了!！。~～\s]*$/;
const OTHERS_ASK_GROANED = new RegExp(`(?:${ASKER.source})[^。？?]{0,6}?(?:${ASKS_OF_ME.source})[^。？?]*${GROAN_END.source}`);
const GROAN_STILL_ASKS = /[？?]|帮我|给我|替我|提醒我|记一下|你(?:帮|给|替|看)/;

/**
 * "今日期中考考得好差，唔想讲嘢", "实验报告写得一塌糊涂", "考砸了": how an exam or a piece of work went, told after it —
 * the exam is over and the work handed in, so there is nothing to record, note or plan ("报告交了，老师说写得还行"
 * still reports the handing in).
 */
export const HOW_IT_WENT =
  /(?:考|答|答题|发挥|做|写|讲|演|弹|跑|测)得(?:好|很|超|超级|特别|巨|非常|太|真|有点|有些|贼|蛮|挺|还)?(?:差劲?|烂|糟糕?|不好|不咋样|一般般?|惨|拉胯|拉垮|崩|一塌糊涂|不错|还行|可以)(?![^，,。！!？?]*(?:的话|就好|就行))|考(?:砸|崩|炸|挂|糊|废)了|没(?:考|发挥)好|发挥失常/;
const WENT_STILL_ASKS =
  /[？?吗]|帮我|给我|替我|提醒|记一下|记下|记着|别忘|排|安排|补考|重考|明天|后天|下周|交了|交上去了|(?:做|写|弄)完了|完成了|\d|[一二三四五六七八九十两]点|号|周[一二三四五六日天]|星期|礼拜/;

/**
 * "张老师那节课好无聊", "三教那门课真的催眠", "周三的水课太没意思了": how a class feels, told — a course named by its
 * teacher, room or day is no question about when it meets, and a feeling is nothing to note.
 */
const CLASS_FELT =
  /(?:课|那节|那门|这节|这门)(?:上得|讲得)?(?:真的?|好|太|超级?|特别|有点|也太|简直|实在|巨|贼|是真的?)?(?:无聊|没意思|没劲|枯燥|催眠|难懂|听不懂|水|困)(?:了|啊|呀|哦|死了?|透了)?[。!！~～…\s]*$/;
const FELT_STILL_ASKS = /[？?吗]|帮我|给我|提醒|记一下|记下|别忘|排|安排|查|删|改|挪|几点|哪|翘|逃|请假/;

/**
 * "这周三个作业加一个展示，真的要裂开了", "下周两场考试三篇报告，人没了": how much work is piling up, counted, with a groan
 * after it — no single to-do to note, and no plan asked for.
 */
const COUNTED_WORK = /[一两二三四五六七八九十几\d]+\s*(?:个|门|份|篇|场|次|项)(?:作业|展示|汇报|报告|考试|论文|实验|ddl|DDL|pre|小测|测验|大作业|课设|任务)/;
const WORKLOAD_GROANED = new RegExp(
  `${COUNTED_WORK.source}[^。？?]*?[，,\\s]*(?:真的|简直|感觉|我)?(?:要|快)?(?:裂开|疯|崩溃?|炸|死|累死|顶不住|扛不住|撑不住|人没|没命|吐)了?[啊呀吧哦！!。~～…\\s]*$`,
);
const WORKLOAD_STILL_ASKS = /[？?吗]|(?:要|得|该)交|截止|帮我|给我|替我|提醒|记一下|记下|记着|别忘|排一下|安排一下|排进|排到|查|看看|怎么办/;

/** "…，退下吧", "跪安吧": the mock-imperial "that will be all" ends the exchange. */
const DISMISSED = /(?:退下|跪安|你(?:先)?下去|退朝)(?:吧|罢)?[。!！~～\s]*$/;
const DISMISSED_STILL_ASKS = /[？?吗]|帮我|给我|提醒|记|排|安排|查|删|改|挪|移/;

/**
 * "今天晚上那顿火锅吃得好舒服哦" (巴适, 安逸, 得劲 read so), "昨天那场电影看得好过瘾", "周末玩得太开心了": how a meal,
 * an outing or a rest went, told after it — the day and time in it name when it happened, not a note to keep.
 */
const ENJOYED =
  /(?:吃|喝|玩|睡|看|逛|泡|洗|唱|聊|耍)得(?:好|很|超级?|太|真|贼|巨|特别|蛮|挺|可|也太|那叫一个)?(?:舒服|爽|开心|过瘾|满足|饱|香|嗨|痛快|尽兴|安逸|得劲|快乐|巴适)(?:了|啊|呀|哦|哈|嘛|啦|死了?)*[!！~～。.…\s]*$|(?:好|太|真|超|巨|贼)(?:好吃|好喝|好玩|好看|香)了?(?:啊|呀|哦|哈|嘛|啦)*[!！~～。.…\s]*$/;
const ENJOYED_STILL_ASKS = /[？?吗]|帮我|给我|替我|提醒|记一下|记下|记着|别忘|排|安排|查|删|改|挪|打卡|完成/;

/**
 * "之前通知说周六补周五的课，现在又取消了，周六不用上课", "调课通知撤了，那天不用去": a make-up or moved class called off,
 * passed on — the timetable the app reads stays as it was, so there is nothing to note or move.
 */
const CLASS_CALLED_OFF =
  /(?:通知|说|群里|老师)[^。？?]*?(?:取消了|撤了|撤销了|不补了|不调了)[^。？?]*?(?:不用|不|没)(?:上课|补课|去上|去了|上了)(?:了|啦|哈|哦)?[。!！~～\s]*$/;
const CALLED_OFF_STILL_ASKS = /[？?吗]|帮我|给我|替我|提醒|记一下|记下|记着|别忘|排|安排|改|删|挪|查|看看/;

export const TOLD_REMARKS: readonly [RegExp, SmallTalkTopic, RegExp][] = [
  [PROUD_OF_CHECKINS, "chat", /[？?吗]|帮我|给我|记一下|记下|标|排|安排|查|看看|多少|几/],
  [NO_CHECKIN_DUE, "chat", /[？?吗]|帮我|给我|记一下|记下|标|排|安排|查|看看|多少|几|没(?:打|做)/],
  [SELF_PORTRAIT, "chat", PORTRAIT_STILL_ASKS],
  [USUAL_NOT_ANNOUNCED, "chat", USUAL_STILL_ASKS],
  [HEARSAY_NOT_ANNOUNCED, "chat", USUAL_STILL_ASKS],
  [ANNOUNCED_DETAILS_NOT_OUT, "chat", USUAL_STILL_ASKS],
  [OTHERS_ASK_GROANED, "chat", GROAN_STILL_ASKS],
  [DISMISSED, "dismiss", DISMISSED_STILL_ASKS],
  [HOW_IT_WENT, "chat", WENT_STILL_ASKS],
  [CLASS_FELT, "chat", FELT_STILL_ASKS],
  [WORKLOAD_GROANED, "chat", WORKLOAD_STILL_ASKS],
  [CLASS_CALLED_OFF, "chat", CALLED_OFF_STILL_ASKS],
  [ENJOYED, "chat", ENJOYED_STILL_ASKS],
];
