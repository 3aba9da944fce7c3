/**
 * Messages that tell the assistant something and ask for nothing, though they hold the words requests key on: what
 * is happening to someone else ("舍友下周三考雅思，他天天熬夜"), praise for a plan the assistant made before
 * ("之前你排的那版计划很合理"), a remark about when class ends ("还有十分钟就放学了，困死") and relief from a
 * routine ("下周一总算不用早八了"). Each row is a family: a pattern the message shows, the small talk it is, and
 * what still makes it a request (a cue, a question, asking for something to be noted, planned or changed).
 */
import type { SmallTalkTopic } from "./intent-types";
import { PLANNER_WORD_CHAT } from "./planner-word-chat";
import { TOLD_HABITS } from "./told-habits";
import { STORIES_TOLD } from "./stories-told";
import { TOLD_REMARKS } from "./told-remarks";
import { REMINDER_REMARKS } from "./reminder-remarks";
import { HINDSIGHT_REMARKS } from "./hindsight-remarks";
import { ASSISTANT_QUESTIONS } from "./assistant-questions";
import { ENGLISH_REMARKS } from "./english-remarks";
import { NEWS_TOLD_ABOUT_OTHERS } from "./news-told-about-others";

/**
 * Someone other than the student as the clause's subject: a friend, a roommate, family (a child too: 娃终于睡了), a
 * pupil the student tutors (家教那个小孩: their exam is not the student's), he or she, with the group they belong to before them (我们组的师兄, 科室的同事),
 * or one known only by the group they share with the student or do not (同组的女生, 隔壁班).
 */
const SOMEONE_ELSE =
  /^(?:我的?|我们|我家)?(?:(?:班|组|宿舍|寝室|实验室|课题组|科室|小组|团队|单位|公司)的?)?(?:中国|外国|韩国|日本|美国|好|高中|大学|初中)?(?:朋友|研友|考友|网友|书友|室友|舍友|同学|同桌|男朋友|女朋友|男友|女友|对象|闺蜜|哥们儿?|兄弟|姐姐?|哥哥?|弟弟?|妹妹?|(?:表|堂)(?:哥|姐|弟|妹)|爸爸?|妈妈?|老爸|老妈|学长|学姐|学弟|学妹|师兄|师姐|师弟|师妹|同门|同事|老公|老婆|孩子|娃|儿子|女儿|(?:家教|补课|辅导)(?:的|那个|那家的?)?(?:小孩|孩子|学生|小朋友)|(?:带|教|辅导)的(?:那个|那几个)?(?:小孩|孩子|学生|小朋友))(?:们)?|^(?:同组|同班|同寝|同宿舍|同专业|隔壁(?:班|宿舍|寝室|组|专业)?|别的班|其他班)的?(?:女生|男生|女孩|男孩|同学|姑娘|哥们|那个|那位|几个|人|他|她|们)?(?=[^，,。]*(?:考|交|要|得|在|说))|^(?:他|她)(?:们)?(?=[^，,。]*(?:考|交|要|得|在))/;
/** What still makes the message a request: a cue, a question, a request verb, the student joining in. */
const STILL_ASKS =
  /[？?吗么]|帮我|给我|替我|提醒|记一下|记下|记着|记得|别忘|帮忙|查|看看|看一下|看下|排(?![得的]满|得(?:很|好|挺|真|太|超|特别|非常)?(?:详细|整齐|紧|密|满))|加个|加一|建|改|删|我也|我要|我得|我们都|一起|陪|跟他|跟她|和他|和她|有没有|是不是|几|什么|啥|哪|怎么/;

/** "你之前排的复习很管用", "之前你做的计划很合理": how a plan the assistant made worked out. */
const PRAISES_PAST_HELP =
  /(?:上次|之前|以前|昨天|前几天|刚才|你)[^，,。？?]{0,8}(?:排|安排|规划|做|记|定)的[^，,。？?]{0,10}(?:挺|很|真|太|蛮|超|特别|还)?(?:好用|不错|有用|管用|合理|靠谱|好|棒|舒服|科学)(?:的|了|啊|呀|哈)*[!！~～。.\s]*$/;
/** "还有十分钟就下课了", "马上放学了": when class ends or starts, said as news. */
const CLASS_TIME_REMARK = /(?:就|快|马上|终于|才)(?:要)?(?:下课|放学|上课|开课|放假)了/;

/**
 * "…交给学妹做了，挺好的，我轻松多了", "总算解脱了": how much lighter the student feels — no question about free
 * time, though 轻松 is a word of one.
 */
const FEELS_LIGHTER = /(?:我|整个人|心里)(?:一下子|瞬间|终于|总算)?(?:轻松|解脱|松快)(?:多了|不少|了好多|了)|(?:终于|总算)(?:解脱|轻松)了/;

/** "今天降温降得好狠，只想缩在被窝里", "外面下大雨，不想出门": the weather, and what it makes the student feel like. */
const WEATHER_MOOD =
  /(?:降温|变天|下雨|下大雨|下雪|刮风|大风|寒潮|冷死|好冷|太冷|冻死|热死|好热|太热|雾霾|暴雨)[^。？?]{0,10}?(?:只想|就想|好想|真想|不想|冻得|冷得|热得|缩在|窝在|躲在|被窝)/;

/** "明天终于不用早八了", "总算可以不用熬夜了": relief from a routine, which is no to-do done or dropped. */
const ROUTINE_RELIEF = /(?:终于|总算)(?:可以)?不用(?:再)?(?:上)?(?:早起|早八|熬夜|通宵|跑操|早读|晚自习|上课|去上课|去实验室|去图书馆占座)了?/;

/** "化学报告还差一点，先别标成完成": the student asks that nothing be marked, which asks for no change at all. */
const DONT_MARK_DONE = /(?:别|不要|先别|千万别|可别)(?:给我|帮我|替我)?(?:标|点|勾|打勾|标记|设)(?:成|为)?(?:已经?)?(?:完成|做完|done)/i;

/**
 * "组员说他周四要交报告，幸好我不用交", "社长要把海报送去学院，他自己会搞", "隔壁班有人周五考统计，我不用考":
 * someone else's deadline or exam, with the student saying it is not theirs — whoever the someone is (a teammate, an
 * officer, a classmate in another class), the student is out of it.
 */
const OTHER_PERSON =
  /队友|组员|队长|组长|部长|副部长|社长|副社长|主席|副主席|会长|班长|学委|团支书|室友|舍友|同学|朋友|学长|学姐|师兄|师姐|同事|[他她](?:们)?|有人/;
// "室友让我提醒她…，我才懒得管她", "关我什么事": the student declining to take it on is the same.
const NOT_MINE =
  /我(?:又|也|就|可|反正)?(?:不用|不需要|不必|用不着|没有?|不)(?:交|考|去|做|参加|弄|写|管|报)|我(?:才|可|也|反正)?(?:懒得|才不|不想|不会|不打算)(?:再)?(?:管|理|提醒|叫|催)|关我(?:什么|啥|屁)事|(?:他|她|他们|她们)(?:自己)?(?:会|去|来)(?:弄|做|搞|交|处理|负责|写)|(?:跟|和)我(?:没)?(?:什么)?(?:关系|无关)|不关我|不是我的/;
const OTHERS_NOT_MINE = new RegExp(`^(?=[^]*?(?:${NOT_MINE.source}))[^]*?(?:${OTHER_PERSON.source})`);

/**
 * "小李说他那份交了，我的还差个结论", "室友都写完了，我还在改": someone else finishing, with the student's own work still
 * under way — nothing of the student's is done, and nothing is asked.
 */
const NAMED_PERSON = /(?<!\p{Script=Han})(?:小|老|阿)\p{Script=Han}(?=说|[他她]|都|也|已经|那)/u;
const OTHERS_DONE = new RegExp(
  `(?:${OTHER_PERSON.source}|${NAMED_PERSON.source})[^，,。？?]{0,10}?(?:交了|交上去了|做完了|写完了|搞定了|提交了|弄完了|完成了)`,
  "u",
);
/**
 * "听说线代小测超难，不少人提前交卷了", "隔壁班好多人都拿到实习了": what a crowd did (好多人, 大家, 别人) is news
 * about them — nothing of the student's is done.
 */
const CROWD = /(?:好多|很多|不少|一堆|一大堆|大部分|大多数|一大半|一半的?)人|大家|别人|全班(?:同学)?|(?:周围|身边)的人/;
const CROWD_DID = new RegExp(
  `(?:${CROWD.source})(?:都|也|已经|都已经|早就|提前)*[^，,。？?]{0,8}?(?:交了|交卷了|做完了|写完了|考完了|提交了|搞定了|完成了|拿到了?|收到了?|上岸了|弃考了|挂了)`,
);
const MINE_UNDER_WAY = /我(?:的|这边|自己的|那部分|那份)?(?:还在|还没|还差|才刚|刚开始|还得)/;
const OTHERS_DONE_MINE_NOT = new RegExp(`^(?=[^]*?${MINE_UNDER_WAY.source})[^]*?(?:${OTHERS_DONE.source})`, "u");

/** "群里说月底可能要办个讲座，时间还没确定": news of something that may happen, not settled yet — nothing to note. */
// "老师说下周可能有个小测，具体哪天还没定": the 要 / 会 left out, and which day asked of nobody but told as not known.
// "见习可能改成整周都在医院，还没正式定", "期末好像要提前，但具体哪天还没出", "据说…，还没官宣": the change itself may be
// the hedged verb, and who has not announced it yet may be named.
const NOT_SETTLED =
  /(?:可能|也许|大概|好像|说不定|或许|据说|听说)(?:要|会|有|改|换|调|推)?[^，,。]*[，,\s]+(?:但|不过|可是)?(?:老师|学院|学校|官方|教务处?|那边)?(?:具体|时间|日期|细节|地点)?(?:是)?(?:哪天|哪一天|几号|什么时候|啥时候|时间|日期)?(?:都)?(?:还)?(?:没(?:正式)?(?:定|确定|通知|说|出|公布|官宣|发通知)|不确定|待定)/;
/** What still asks beside unsettled news: its "which day" is told as not known, so 哪 / 几 ask nothing there. */
const NOT_SETTLED_ASKS = /[？?吗么]|帮我|给我|替我|提醒|记一下|记下|记着|记得|别忘|帮忙|查|看看|看一下|排|我也|我要|我得|有没有|是不是/;

/**
 * "今天冷得要命，不想出门", "好困，不想看书", "游了两千米，胳膊已经废了", "熬了一晚上，人都累瘫了": how the body
 * or the weather feels, and not wanting to move or study — no to-do done, no note to keep, nothing to plan.
 */
const HOW_IT_FEELS =
  /(?:冷|热|晒|累|困|饿|下雨|下雪|刮风|降温)[^，,。？?]{0,8}[，,\s]+(?:真|实在|都|就|是)?(?:不想|懒得|不愿意)(?:出门|动|起床|出去|下楼|复习|学习|学|看书|写作业)(?:了|啊|呀)?[。！!~～\s]*$|(?:腿|脚|腰|手|胳膊|身体|人)(?:已经|都|快|简直)?(?:不是我的了|废了|要断了|断了|散架了|酸死了|累瘫了|瘫了)|累(?:瘫|趴|惨|垮)了/;
/** "晚安，明天继续加油", "早呀，这周也要冲鸭": a greeting with a cheer, which asks for nothing. */
const CHEER = /(?:今天|明天|这周|一起)?(?:也|继续|都)?要?(?:元气满满|加油鸭?|冲鸭?|努力鸭?)(?:哦|呀|啊|哈|吧|了)*[!！~～。.\s]*$/;
/**
 * "我高中的时候总是拖作业", "以前总漏交实验报告": a habit from before, told, not a to-do; "键盘坏了，字都打不出来":
 * the keyboard or the phone, not a to-do deleted.
 */
const PAST_HABIT = /(?:以前|之前|过去|小时候|高中(?:的时候)?|初中(?:的时候)?)(?:我)?(?:老是|总是|经常|常常|老|总)(?:忘记?了?|拖|迟交|不交|漏交|熬夜)/;
const DEVICE_TROUBLE = /(?:删除键|退格键|回车键|空格键|键盘|输入法|手机|电脑|屏幕|触屏)[^，,。？?]{0,4}(?:坏了|失灵了?|不灵了?|卡死了|卡了|没电了|摔了)/;
/** "通知怎么关掉", "推送能不能关": how the app's own settings work, which is no note and no deletion. */
const APP_SETTING = /(?:提醒|通知|推送|消息)(?:功能|的声音|声音)?(?:要|该|能|可以)?(?:怎么|咋|如何|能不能|可不可以|在哪里?)?(?:关掉|关闭|关了|关|打开|开启|设置)(?:啊|呀|呢|吗|么)?[？?]?$/;
/** "今天的学习还没开始呢": the day's study not begun yet, which reports nothing (no block skipped, none done). */
const NOT_STARTED_YET = /^(?:今天|今晚|今天晚上|这周)?的?(?:复习|学习|任务|计划)(?:都|也)?还没(?:开始|动|动手|开工)(?:呢|哦|啊|呀|哈)?[。.!！~～\s]*$/;
/**
 * "都第13周了我才复习了一半，完蛋", "离考试就剩五天，才背了三分之一，凉了": how far the student has got, lamented with
 * a groan — no block is checked in, and nothing is asked.
 */
const LAMENTED_PROGRESS =
  /(?:才|只)(?:复习|学|看|背|刷|做|写)了?(?:一半|一小半|一点|三分之一|几页|一章)[^，,。？?]{0,4}[，,。\s…!！~～]*(?:(?:完蛋|完了|凉了|寄了|没救了|要挂了)(?:了|啦)?[啊呀吧哦]*)+[。！!~～\s]*$/;
/**
 * "我的目标就是及格哈哈", "我这学期的作业就是摸鱼hhh": what the student's lot is, said as a joke with a laugh — a
 * task word in it names no task.
 */
const JOKE_ABOUT_ONESELF = /^我(?:的|这学期的?|今天的?|现在的?)?[^，,。？?]{0,6}就是[^，,。？?]{1,12}?(?:哈{2,}|h{3,}|😂|🤣|笑死|[Ll][Oo][Ll])/;

/**
 * "上次交的读书报告助教说写得挺好", "导师夸我PPT做得不错": someone's word on work already handed in — nothing to
 * note, complete or plan.
 */
/** "哇这么快就排好了", "也太快了吧，一下就出来了": the plan's speed marvelled at; nothing of it was done by the student. */
const SPEED_MARVELLED = /(?:这么|那么|好|也太|真|居然|竟然)快(?:就|一下就)?(?:排好|排完|排出来|弄好|弄完|出来|生成|做好)了|(?:一下子?|一眨眼|秒)(?:就)?(?:排好|排完|排出来|出来)了/;

const PRAISED_WORK =
  /(?:老师|导师|助教|教授|班主任|辅导员|组长)(?:说|夸|表扬|评价)(?:我|了)?[^，,。？?]{0,8}(?:写|做|讲|画|弄|完成)得(?:还|挺|很|特别|非常|蛮|超)?(?:不错|好|棒|出色|认真)/;

/**
 * "室友天天提醒我早点睡，我偏不", "我妈老催我找对象": someone else reminding or nagging the student is told about, not
 * asked for — the 提醒我 is theirs. Still a request with a day or time to keep ("室友提醒我明天交电费") or a cue.
 */
// "我妈每天早上都发消息提醒我…": how often and by what means they nag come between them and 提醒我.
const OTHERS_NAG = new RegExp(`(?:${SOMEONE_ELSE.source})[^，,。？?]{0,12}?(?:提醒|叫|催|让|劝|逼)我`);
const NAG_STILL_ASKS = /[？?吗]|帮我|给我|记一下|记下|记着|别让我忘|你(?:也|再)?(?:提醒|叫)|排|安排|明天|后天|今晚|周[一二三四五六日天末]|星期|礼拜|\d|[一二三四五六七八九十两]点|号/;

/**
 * "室友提醒我明天降温记得多穿", "我妈让我下雨天带伞": someone caring about the weather or the student's clothes — the
 * day said is the weather's, nothing to keep (unlike "室友提醒我明天交电费", a to-do of the student's).
 */
const CARED_FOR = new RegExp(
  `(?:${SOMEONE_ELSE.source})[^，,。？?]{0,12}?(?:提醒|叫|嘱咐|让|告诉)我[^。？?]{0,14}?(?:降温|下雨|下雪|大风|台风|变天|寒潮|冷空气|多穿|带伞|加衣|保暖|穿厚)`,
);
const CARE_STILL_ASKS = /[？?吗]|帮我|给我|记一下|记下|别让我忘|你(?:也|再)?(?:提醒|叫)/;

/** "今天学得头都大了，晚安啦", "睡了睡了，晚安": the student signing off for the night asks for nothing. */
const SIGN_OFF = /(?:^|[，,。！!~～\s])(?:(?:我|那)?(?:先|去)?睡了(?:睡了)?[，,\s]*)?晚安(?:啦|了|哦|呀|哈|咯|喽|安)*[。.!！~～\s]*$/;

/**
 * "都两点了还没睡，明早又起不来", "半夜一点多了还醒着": the hour it is now, said with 了, and the student still up — a
 * groan about sleep, not a time to keep (a note says what is to be done at the hour, never that it has come).
 */
const LATE_AND_AWAKE =
  /(?:凌晨|半夜|深夜|都|已经)?[0-9一二三四五六七八九十两]{1,3}点(?:多|半)?了[，,\s]*(?:我|人)?(?:居然|竟然)?还(?:是)?(?:睡不着|没睡|没有睡|醒着|在刷|在赶|在熬|不困|失眠)/;

/**
 * "学委说课表调整明早发到群里", "辅导员讲下周会通知体检时间": someone else will post or announce something — the
 * deadline is theirs, what the student does is wait for it.
 */
const OTHERS_WILL_POST =
  /(?:老师|辅导员|班主任|导员|班长|学委|团支书|课代表|组长|部长|助教|学院|教务处?)(?:刚|刚刚|刚才)?(?:说|讲|通知)[^？?]*?(?:发(?:到|在)?(?:班)?群(?:里|上)?|在群(?:里|上)(?:发|通知)|(?:会|再)(?:通知|公布|发通知))/;

/**
 * "我在纠结要不要转专业，…你觉得呢？", "犹豫该不该考研，你怎么看": the student weighing a life choice and asking an
 * opinion — 轻松 or 有空 said about the choices asks for no free time.
 */
const WEIGHED_CHOICE = /(?:纠结|犹豫|拿不定主意|不知道)(?:要不要|该不该|是不是该|是否该?)(?:去)?(?:转专业|考研|考公|保研|出国|留学|实习|工作|辅修|双学位|读博|换专业|退学|休学|转学|考编|申请)/;
const CHOICE_STILL_ASKS = /帮我|给我|提醒|记一下|记下|排|安排|删|改|查/;

/**
 * "我是不是太没用了，为什么就我学不会", "别人都能搞定，就我不行": the student doubting themselves — 搞定 there is
 * someone else's, and nothing is done, noted or asked.
 */
const SELF_DOUBT =
  /我(?:是不是|真的|怎么|咋)?(?:就是)?(?:太|好|这么|那么|特别|真)?(?:废物|没用|差劲|笨|蠢|失败)|为什么(?:就|只有)?我(?:就|总是?|老是)?(?:不行|做不到|学不会|搞不定|做不好)|(?:别人|大家|人家)都(?:能|会|行)[^，,。？?]{0,8}[，,\s]*(?:就|只有)我|(?:讨厌|恨|嫌弃)(?:死)?(?:我)?自己/;
/**
 * "连着两个夜班，魂都没了", "上完大夜整个人被掏空", "感觉撑不下去了": how worn out the student is, after a run of
 * shifts or nights — 上 / 连上 there is working, no to-do done, and 下去 / 住 no block moved.
 */
// "学到脑子转不动了", "看得眼睛都花了": the head or the eyes given out after studying is the same.
const WORN_OUT = /(?:坚持|撑|熬|扛)不下去了?|脑子(?:都|已经|完全|彻底)?(?:转不动|不转|不够用|成浆糊|糊了|宕机|死机)了?|眼睛?(?:都|已经)?(?:花了|睁不开了)|(?:扛|顶|撑)不住了|累成狗|困成狗|(?:灵魂|魂)(?:都|已经|好像)?(?:出窍|飞走|没了|升天)|(?:身体|整个人|人)(?:都|已经|好像)?被掏空|(?:整个人|人)(?:都|已经)?(?:是)?(?:飘的|飘着|懵的|木的)/;
/**
 * "真想把课表撕了然后去旅游哈哈，说说而已", "恨不得删光所有待办跑路，开玩笑的": a wish said as a joke — the
 * delete or plan in it is not meant.
 */
const JOKING_WISH = /(?:开玩笑的?|开个玩笑|说着玩的?|说说而已|逗你(?:的|玩)|随便说说)(?:啦|哈|而已|了|嘛)*[!！~～。.\s]*$|^(?:好想|真想|恨不得)[^，,。？?]*(?:然后|直接)?(?:消失|跑路|逃跑|躺平|退学|出家|原地消失|重新开始|从头再来)/;
/**
 * "明天要是下雨我就不去图书馆了，在宿舍看书", "万一停电我就去自习室", "要是降温就不去跑步了" (the 我 left unsaid, where
 * going or not is the student's own: "…就先不动了" leaves a block as it is, a dismissal): what
 * the student will do if something happens, told,
 * not asked. A condition on free time ("要是明天下午有空…") is left to the readers: whether it is free can be checked.
 */
const OWN_PLAN_IF =
  /(?:要是|如果|假如|万一)(?![^，,。？?]*(?:有空|空着|没课|有时间|空闲))[^。？?]{1,16}?(?:的话)?[，,\s]*(?:我(?:们)?(?:就|也就|还是)(?:不|要|去|在|先|拿|直接|干脆|待|呆)|就(?:不(?:去|出门|出去|来|跑)|去|在|待|呆|直接|干脆))/;
/**
 * "本来想叫你提醒我买水果的，算了，不用记了", "原本打算加个跑步任务，还是算了": a request the student takes back
 * before making it.
 */
/**
 * "没做的那几节算了，不补了", "落下的就不管了": the missed blocks let go — nothing is re-planned or checked in.
 */
const MISSED_LET_GO =
  /^(?:之前|上周|这周|昨天|前几天)?(?:没做|没完成|没学|落下|鸽掉|鸽了|漏掉|漏了|欠下?|错过)的?(?:那些|那几[节块个]|那[两二三]?[节块个]|几节|复习)?(?:就|都|也)?(?:算了|不补了|不要了|不管了|放弃了|随它去)(?:吧|了)?(?:[，,\s]*(?:就|都|也)?(?:不补了|不用补了|不排了|不管了|算了)(?:吧)?)?[。.!！~～\s]*$/;
const TAKEN_BACK = /(?:本来|原本|本想|刚想|刚才想)[^。？?]*(?:提醒|记|排|安排|加|建)[^。？?]*?(?:算了|不用(?:记|提醒|排|加|建)?了|别(?:记|提醒|排|加|建)了)/;

/**
 * "帮我舍友看看她后天几点上课", "能帮他排一下吗", "替室友查查她周四的安排": the planner's work asked for someone else,
 * whose timetable it does not hold. A note the student keeps about them ("帮室友记一下…") is still the student's own.
 */
const FOR_SOMEONE_ELSE = new RegExp(
  `(?:帮|给|替)(?:我的?)?(?:同桌|队友|组员|室友|舍友|同学|朋友|学长|学姐|学弟|学妹|师兄|师姐|师弟|师妹|男朋友|女朋友|对象|[他她])(?:们)?(?:也|直接)?(?:看看|看一下|看下|查查|查一下|查|排|安排|规划|制定)`,
);
const STILL_MINE = /记|提醒|我(?:的|自己|也|那)/;

/** "下周的复习我打算全做完再一起打卡", "那块等会做完再打卡": a check-in put off until the work is done, told. */
const CHECKIN_LATER = /(?:做|学|弄|写|复习|刷|看|背|整|搞)(?:完|好)了?(?:以后|之后)?[，,\s]*(?:我)?再(?:来|去)?(?:一起|统一|集中|一块儿?|一次性)?(?:来|去)?打(?:个)?卡/;

/**
 * "周五晚上那块到时候可能要去聚餐，先跟你说一声": what may happen, said only to let the assistant know — nothing is moved
 * or noted until it does.
 */
const HEADS_UP = /(?:可能|也许|说不定|没准|大概)[^。！!？?]{0,24}[，,]\s*(?:先|就)?(?:跟|和|给)你(?:说|讲|打)(?:一声|一下|个招呼)(?:哈|啊|吧|哦|啦)?[。！!~～\s]*$/;

const STATEMENTS: readonly [RegExp, SmallTalkTopic, RegExp][] = [
  [HEADS_UP, "chat", STILL_ASKS],
  [WEIGHED_CHOICE, "chat", CHOICE_STILL_ASKS],
  [SELF_DOUBT, "chat", /帮我|给我|替我|提醒|记一下|记下|排|安排|删|改|标|查|看看|有没有|多少/],
  [WORN_OUT, "chat", STILL_ASKS],
  [JOKING_WISH, "chat", /[？?吗]|帮我|给我|提醒我|记一下|记下/],
  [OWN_PLAN_IF, "chat", STILL_ASKS],
  [CHECKIN_LATER, "chat", /[？?吗]|帮我|给我|提醒|记得|叫我/],
  [MISSED_LET_GO, "dismiss", /[？?吗]|帮我|给我|(?<!不)(?:补上|补回|重新)/],
  [TAKEN_BACK, "dismiss", /[？?吗]|改成|换成|改到|还是(?:帮|记|提醒|排)|帮我(?!记|提醒)/],
  [SPEED_MARVELLED, "chat", /[？?吗]|帮我|给我|再|重新|改|挪|换|但|不过|可是|就是/],
  [PRAISED_WORK, "chat", /[？?吗]|帮我|给我|提醒|记一下|记下|排|安排|删|改/],
  [HOW_IT_FEELS, "chat", STILL_ASKS],
  [CHEER, "greeting", /[？?吗]|帮我|给我|提醒|记|排|安排|查|删|改/],
  [PAST_HABIT, "chat", /[？?吗]|帮我|给我|提醒我|记一下|记下|别让我|以后/],
  [DEVICE_TROUBLE, "chat", /[？?吗]|帮我|给我|提醒|记一下|记下|排|安排|任务|待办/],
  [APP_SETTING, "capabilities", /帮我(?!关)|记一下|记下|[0-9一二三四五六七八九十两]点/],
  [NOT_STARTED_YET, "chat", STILL_ASKS],
  [LAMENTED_PROGRESS, "chat", STILL_ASKS],
  [OTHERS_NOT_MINE, "chat", /[？?吗]|帮我|提醒我|记一下|记下|我(?:也|还)?(?:要|得)(?!.*我(?:不用|不))/],
  [OTHERS_DONE_MINE_NOT, "chat", /[？?吗]|帮我|给我|提醒|记一下|记下|排|安排|标|截止|改到|推迟|延/],
  [CROWD_DID, "chat", STILL_ASKS],
  [NOT_SETTLED, "chat", NOT_SETTLED_ASKS],
  [DONT_MARK_DONE, "chat", /[？?吗]|删|改(?!回)|提醒|记一下|排/],
  [CARED_FOR, "chat", CARE_STILL_ASKS],
  [OTHERS_NAG, "chat", NAG_STILL_ASKS],
  [SIGN_OFF, "greeting", STILL_ASKS],
  [FOR_SOMEONE_ELSE, "out_of_scope", STILL_MINE],
  [SOMEONE_ELSE, "chat", STILL_ASKS],
  // "…那版很合理，再帮我排一次" asks again.
  [PRAISES_PAST_HELP, "thanks", /[？?吗]|再(?:帮|排|来|安排)|能不能|可不可以|(?:帮我|给我)(?:把|排一下|安排一下)/],
  [CLASS_TIME_REMARK, "chat", STILL_ASKS],
  [WEATHER_MOOD, "chat", STILL_ASKS],
  [ROUTINE_RELIEF, "chat", STILL_ASKS],
  [FEELS_LIGHTER, "chat", STILL_ASKS],
  [JOKE_ABOUT_ONESELF, "chat", STILL_ASKS],
  [LATE_AND_AWAKE, "chat", /[？?吗]|帮我|给我|提醒|记一下|记下|记着|闹钟|叫我/],
  // 安排 in "考试的安排" is the thing to be posted, so the planning verbs do not count here.
  [OTHERS_WILL_POST, "chat", /[？?吗]|帮我|给我|提醒|记一下|记下|记着|别忘|我(?:要|得)/],
  // Brags, self-portraits, the usual date not yet announced, others' asks groaned about: told-remarks.ts.
  ...TOLD_REMARKS,
  // Errands gone wrong, chores done, rumours doubted, other classes' exams: stories-told.ts.
  ...STORIES_TOLD,
  // "跟你说一声，我每天晚上九点要去跑步": a habit of one's own, told: told-habits.ts.
  ...TOLD_HABITS,
  // A quiet spell wished for, someone else's reminder of a thing done, an event's new time passed on.
  ...REMINDER_REMARKS,
  // The term week sighed at, a sign-off, a queue, how easy it feels: planner-word-chat.ts.
  ...PLANNER_WORD_CHAT,
  // Hindsight and a guess about finishing later: hindsight-remarks.ts.
  ...HINDSIGHT_REMARKS,
  // Whether the assistant acts unasked: assistant-questions.ts.
  ...ASSISTANT_QUESTIONS,
  // Someone else doing what a request would ask, others wondered about, in English: english-remarks.ts.
  ...ENGLISH_REMARKS,
  // A grade out, a birthday, a group's work in another's hands: news-told-about-others.ts.
  ...NEWS_TOLD_ABOUT_OTHERS,
];

/** The small talk a statement that asks for nothing is, or undefined when the message may ask for something. */
export function chatStatement(text: string): SmallTalkTopic | undefined {
  for (const [shows, topic, asks] of STATEMENTS) if (shows.test(text) && !asks.test(text)) return topic;
  return undefined;
}
