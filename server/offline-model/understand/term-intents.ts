/**
 * The term in the student's words (issue 28 #1): "现在是第几周？" asks where today stands (query_term); "现在是第5周，
 * 一共18周" tells it (set_term_week). A week named as a time ("第15周周三有空吗", "排到第5周") is neither.
 */
import { parseSmallNumber } from "@/lib/tasks/chinese-numbers";
import type { Intent } from "./intent-types";
import { correctedTerm } from "./term-corrections";
import { englishTermTold } from "./term-english";

const NUMBER = "(\\d{1,2}|[一二两三四五六七八九十]{1,3})";

// "寒假从哪天开始放啊", "什么时候放寒假": when the break the term runs to starts.
const ASKS_WEEK = /(?:寒假|暑假)(?:从|是|在)?(?:哪天|哪一天|什么时候|啥时候|几号|几月几号)(?:开始)?放?|(?:哪天|什么时候|啥时候|几号|几月几号)(?:开始)?放(?:寒|暑)?假|第几个?(?:周|星期|礼拜)|几周了|是哪一?周|学期还(?:剩|有)(?:几个?(?:周|星期|礼拜)|多久|多少天|多少周)|(?:离|距离?)(?:这个?学期|本学期|学期)(?:结束|末|放假)还(?:剩|有)?(?:几个?(?:周|星期|礼拜)|多久|多少天|多少周)|还剩几个?(?:教学)?(?:周|星期|礼拜)|(?:离|距离?)(?:放假|放寒假|放暑假|寒假|暑假|结课)还(?:剩|有)?(?:几个?(?:周|星期|礼拜)|多久|多少天|多少周)|学期(?:到|在)?(?:什么时候|哪天|啥时候|几号|几月几号)(?:结束|放假|完)|(?:这个?学期|本学期|学期)(?:一共|总共|共)?(?:有|是)?(?:多少|几)个?(?:周|星期|礼拜)|还(?:剩|有)(?:几个?(?:周|星期|礼拜)|多久)(?:就)?结课|(?:哪|第几)(?:一)?周结课|(?:这学期|本学期)?开学(?:是|在)?(?:什么时候|哪天|啥时候|几号|几月几号)|\bwhat week\b|\bwhich week (?:is it|are we)\b|\bweek of (?:the |this )?(?:term|semester|sem)\b|\bhow many weeks (?:are |do we have )?left\b|\bweeks left (?:in|of|this) (?:the )?(?:term|semester)\b|\bwhen does (?:the |this )?(?:term|semester) (?:end|finish)\b/i;
/**
 * "这学期一共16周还是18周", "现在第9周还是第10周来着", "这周究竟算第8周还是第9周": the student unsure between two
 * figures asks which it is, with or without 到底 / 究竟 pressing the point.
 */
const ASKS_WHICH_WEEK = new RegExp(
  `(?:这个?学期|本学期|学期)(?:一共|总共|共)?(?:有|是)?${NUMBER}个?(?:周|星期|礼拜)?还是${NUMBER}个?(?:周|星期|礼拜)|(?:现在|这周|本周|今天|目前)(?:到底|究竟|又|应该)?(?:是|算)?第${NUMBER}(?:周|个?星期)?还是第?${NUMBER}(?:周|个?星期)`,
);
/**
 * "这周单周还是双周啊", "下周是双周吗", "现在算单双周哪个": odd or even weeks follow from the week of the term, so the
 * parity asked is where today stands. "下周是双周，…" tells it and asks nothing.
 */
const ASKS_PARITY =
  /(?:这周|本周|下周|上周|现在|今天|明天|这个?星期|这礼拜)(?:到底|究竟)?(?:是|算)?(?:单周还是双周|双周还是单周|单双周|(?:单周|双周)(?:吗|么|嘛|吧|不|没|对吧|是吧)|(?:单周|双周)[？?])/;
/**
 * "第16周周三是几号", "第18周从哪天开始", "这学期最后一周是哪天结束": a day or week of the term asked for its date.
 * The term's dates answer it, whatever the window holds; "第16周周三有课吗" asks what the day holds.
 */
const ASKS_TERM_DATE = new RegExp(
  `(?:第\\s*${NUMBER}\\s*(?:周|个星期|个礼拜)|(?:(?:这个?|本)?学期(?:的)?)?(?:最后一周|最后一个星期|第一周|最后一天))(?:的)?(?:(?:周|星期|礼拜)[一二三四五六日天1-7])?(?:是|在|从|到)?(?:几号|几月几号|几月几日|哪天|哪一天|哪几天|什么时候|啥时候|什么日子)(?:开始|结束|到哪天)?(?:啊|呀|来着|呢)?[？?。\\s]*$`,
);
/**
 * "还有几周放寒假(回家)", "还有多久放暑假", "还剩几天放假": the time left said before the break it runs to, the other
 * order of "离放假还有几周". "还有几周回家" alone names no break of the term.
 */
const ASKS_TIME_TO_BREAK =
  /还(?:剩|有|要)(?:几个?(?:周|星期|礼拜)|多久|多长时间|多少天|多少周|几天)(?:才|就|就要|才能|就能|能)?(?:放(?:寒|暑)?假|寒假|暑假|结课|学期结束)/;
/** "离期末考试还有几周" counts to an exam, not through the term. */
const ABOUT_EXAM = /考试|期末考|期中|测验|exam|final/i;

/**
 * Telling the week, in parts, so a new wording is one alternative in one part. Lead: "其实", "我刚发现", "需要说明一下：".
 * Who: "现在", "这周", "我们学校这周". Verb: "是", "算", "应为", "其实是". Total: "，一共19周", " / 共18周". Tail: a
 * request to change it ("，是不是要改一下", "，帮我更新下"). Not a week named as a time: "把复习排到第5周", "第5周有什么课".
 */
const TELL_LEAD =
  "(?:(?:其实|不对|(?:哦|噢)?对了|另外|我?(?:刚|才)*发现|(?:需要|想)?(?:说明|更正|纠正|提醒)(?:一下)?|" +
  // "周数好像不太对，…", "日期感觉错了，…", "你这周数不对劲儿，…": a clause saying what looks off, before the week itself.
  "[^，,。？?]{0,8}(?:好像|感觉|似乎|貌似)?(?:不太?对(?:劲儿?)?|对不上|错了|乱了|有问题)[了吧啊呀]?|" +
  // "学校改校历了，…", "校历调整了，…": the calendar changed is why the week is told again.
  "[^，,。？?]{0,6}(?:改|调|换|更新|调整)了?(?:校历|教学日历|周数)了?|(?:校历|教学日历|周数)(?:又)?(?:改|调|变|换|更新|调整)了|" +
  // "我们学校今年放假早，…", "这学期结课晚，…": why the term is shorter or longer than the planner thinks.
  "[^，,。？?]{0,8}(?:放假|放寒假|放暑假|结课|开学|考试周)(?:比较|特别|有点)?(?:早|晚|提前|推迟|延后)了?|" +
  // "教务网上写着…", "校历里显示…": where the student read it; "根据学院下发的校历，…": what they go by.
  "[^，,。？?]{1,8}(?:上|里)(?:写着?|显示|标着?)(?:的是)?|(?:根据|按照|依据|按)[^，,。？?]{1,16}(?=[，,]))[：:，,。\\s]*)*";
// "国内已经第九周了": a student abroad tells the week of the school at home.
// "我们校历这周…", "教务系统上本周…": the calendar the student reads it from, before the week.
// "教务处校历上本周…", "学校行事历写这周…" (Taiwan's 行事曆): whose calendar, and a bare 写 as well as 写的.
const TELL_SOURCE = "(?:[^，,。？?]{0,5}?(?:校历|行事历|教学日历|教务系统|教务网|课表)(?:上|里)?(?:写着?的?|显示的?)?(?:说)?)?";
// "教务处那边算的是第15周": whose count it is, the office or a teacher, and how they gave it ("教务处说这周算第14周").
// "开学到现在第十二周了": the weeks counted from the start of term.
// "咱这都第14周了": the Northern 咱 with its 这 is the school's count too.
const TELL_WHO = `(?:(?:我们|咱们|咱)(?:学校|这边|学院|这)?|学校|国内(?:学校)?(?:那边|这边)?|学校那边|(?:教务处|教务|学院|辅导员|班主任|老师)(?:那边|这边)?(?:算的|说的|写的|定的|通知的)|(?:教务处|教务|学院|辅导员|班主任|老师|学校)(?:那边|这边)?(?:刚刚?|今天)?(?:说|通知|讲)(?:了)?[，,：:\\s]*|开学(?:到现在|到今天|以来|至今)(?:已经|都)?)?${TELL_SOURCE}(?:其实)?(?:现在|这周|本周|今天|目前|这个星期|这星期|这礼拜)?`;
// "现在还是第13周": the week unchanged by what changed around it.
// "啊我记错了，改回第13周": the week just set, put back or changed in so many words.
const TELL_VERB = "(?:其实|已经|都|应该|应|才|还|仍然|依然)*(?:是|为|到了?|在|算|(?:帮我|给我)?(?:改回|改成|改为|换回|换成|调回|调成)(?:到)?)?";
/** The term as the total is said of it: "这学期", "整学期" (then the number may follow with no 共), "一学期". */
const TERM_WORD = "(?:这学期|本学期|全学期|整个学期|整学期|这一学期|一学期|这个学期|学期)";
// Voice input writes the total with no mark before it ("…第十四周一共是十八周").
// "…，我们一共18周", "…，教务那边排的一共19周", "…，总共还是18周": whose term or whose total it is may lead the total.
const TELL_TOTAL = `(?:\\s*[，,、/／;；\\s]?\\s*(?:我们|咱们|咱)?(?:[^，,。？?\\d]{1,6}?(?:排的|定的|算的|写的|说的))?(?:学校)?(?:${TERM_WORD}(?:一共|总共|共|有)?|(?:一共|总共|共|有))(?:还是|就|才|只)?(?:是|有)?\\s*${NUMBER}\\s*周)?`;
// "…，你记错了": the assistant told it was wrong is no request of its own.
// "，帮我设定一下": Taiwan's 设定 for 设置.
const TELL_TAIL = "(?:[，,。\\s]+(?:是不是|要不要|需不需要|需要|麻烦|请|帮我|你)?[^，,。？?]{0,6}(?:改|更新|调整|设置|设定|更正)[^，,。？?]{0,6}[？?]?|[，,。\\s]+(?:你|系统)?(?:好像|可能)?(?:记错|搞错|弄错|算错|错)了[吧啊呀哦]?)?";
// "第十四周不是十三", "第14周，不是第13周": the week put right after the figure the planner had.
const TELL_NOT = "(?:[，,\\s]*(?:而)?不是(?:第)?\\s*(?:\\d{1,2}|[一二两三四五六七八九十]{1,3})\\s*周?)?";
// "第14周 了": a phone keyboard's stray space before the 了; "第11周喔": a particle of Taiwan usage in its place.
const TELLS_WEEK = new RegExp(
  `^${TELL_LEAD}(?=\\S)${TELL_WHO}${TELL_VERB}(?:第\\s*${NUMBER}\\s*周)\\s*(?:了|喔|哦|啦|呢|啊|呀)?(?:才对)?${TELL_NOT}${TELL_TOTAL}${TELL_TAIL}[。.!！~～\\s]*$`,
);
/**
 * "学校这学期排了19周，现在是第10周", "我们是8周的短学期，这周是第3周": the total said first, in a clause of its own,
 * then the week as TELLS_WEEK reads it.
 */
const TOTAL_FIRST = new RegExp(
  `^${TELL_LEAD}(?:我们|咱们)?(?:学校)?(?:这学期|本学期|这个学期|整个学期|全学期)?(?:一共|总共|共)?(?:就|才|只|只有)?(?:是|排了|有)?\\s*${NUMBER}\\s*个?(?:周|星期)(?:的[^，,。]{0,5}学期)?[，,\\s]+`,
);

/** The week alone with no one's week before it ("第5周有什么课" is a question; "第5周，共18周" would be too bare). */
const NAMES_WHOSE_WEEK = /国内|开学|校历|行事历|教务|根据|按照|依据|对不上|记错|[搞弄说]错了|改回|换回|调回|写着?|显示|现在|这周|本周|今天|目前|我们|咱们|学校|这个?星期|这礼拜|其实|发现|说明|更正|纠正|不对/;
/**
 * "it's week 9", "my uni says it's week 14 now, not 13", "actually we're in week 12 of 18": the week told in English,
 * with who says so before it, the figure the planner had after it, and the term's length ("the term has 18 weeks").
 */
const ENGLISH_TELLS =
  /^(?:(?:actually|no|nope|sorry)[,\s]+)?(?:(?:my|our|the)\s+(?:uni(?:versity)?|school|college|registrar|timetable|calendar|teacher|department)\s+says\s+(?:that\s+)?)?(?:it'?s|it is|we'?re (?:in|on|at)|we are (?:in|on|at)|this is|this week is)\s+(?:actually\s+|already\s+)?week\s+(\d{1,2})(?:\s+of\s+(\d{1,2}))?(?:\s+(?:now|already|actually))?(?:[,\s]+not\s+(?:week\s+)?\d{1,2})?(?:[,;\s]+(?:and\s+)?(?:the|our|this)\s+(?:term|semester|sem)\s+(?:has|is|runs)\s+(\d{1,2})\s+weeks(?:\s+long)?)?(?:[,\s]+(?:you\s+have\s+it\s+wrong|please\s+(?:fix|update|change)\s+it))?[.!\s]*$/i;

/**
 * "要是这周是第15周的话，你那边是不是错了": a week supposed, not told. It is told only when the student then says it
 * is so and asks for the change ("…？教务网上真的是15，帮我改一下"); until then it asks where today stands.
 */
const SUPPOSED_WEEK = new RegExp(`^(?:如果|要是|假如|假设|万一)${TELL_WHO}${TELL_VERB}第\\s*${NUMBER}\\s*周了?(?:的话)?[，,\\s]+(.+)$`);
const CHANGE_ASKED = /(?:帮我|给我|请|麻烦|你就?)[^，,。？?]{0,4}(?:改|更新|调整|更正)|(?:改|更正|更新)(?:一下|过来|了吧|吧)/;
const AFFIRMED = /确实|的确|真的|就是|没错|是的|(?:写|标|显示)的(?:是|就是)?\s*\d|(?:写|标|显示)的(?:是|就是)?第/;
const YOURS_WRONG = /(?:你|系统|app)(?:这边|那边|这里)?(?:就|是不是|岂不是|可能)?(?:错了|不对|对不上|算错了?|搞错了?)/i;

function supposedWeek(text: string): Intent | undefined {
  const supposed = SUPPOSED_WEEK.exec(text);
  const week = supposed ? parseSmallNumber(supposed[1]) : null;
  if (!supposed || week === null || week < 1) return undefined;
  const rest = supposed[2];
  if (AFFIRMED.test(rest) && CHANGE_ASKED.test(rest)) return { family: "term_set", currentWeek: week };
  return YOURS_WRONG.test(rest) ? { family: "term_question" } : undefined;
}

/** "现在是第14周，是不是要改一下": the student tells the week; read whole before a compound splits its tail off. */
export function detectTermSet(text: string): Intent | undefined {
  // "…，辅修那边才是13，按主修的改", "第13周没错，但一共20周": two calendars, or the total put right.
  const corrected = correctedTerm(text);
  if (corrected) return corrected;
  const supposed = supposedWeek(text);
  if (supposed) return supposed.family === "term_set" ? supposed : undefined;
  const total = TOTAL_FIRST.exec(text);
  const rest = total ? text.slice(total[0].length) : text;
  const told = (NAMES_WHOSE_WEEK.test(rest) ? TELLS_WEEK.exec(rest) : null) ?? ENGLISH_TELLS.exec(rest);
  // "btw your week count is off — it's week 12 now and the term has 16 weeks total": English said in clauses.
  if (!told) return englishTermTold(text.replace(/’/g, "'"));
  const week = parseSmallNumber(told[1]);
  // "…, the term has 18 weeks": the English total said in a clause after the week.
  const said = told[2] ?? told[3] ?? total?.[1];
  const weeks = said === undefined ? null : parseSmallNumber(said);
  return week !== null && week >= 1 ? { family: "term_set", currentWeek: week, ...(weeks !== null ? { weeks } : {}) } : undefined;
}

/**
 * "现在是第9周没错吧？", "这周是第十三周对吧", "我们是不是已经第13周了": the week said only to be confirmed asks where
 * today stands; nothing is changed until the student says it is so.
 */
const CONFIRM_TAIL = "(?:没错|对|是)?(?:吧|吗|嘛|么|对吧|对不对|是吧|是不是|没错吧|没错吗|不是吗|对不|没错吗)";
/** "…第八周对吧？和你这边一致吗": the week held up against the planner's, which is still only a question. */
const CHECK_TAIL = "(?:[？?，,。\\s]*(?:跟|和|与)(?:你|系统|app)(?:这边|那边|这里|那里)?(?:的|记的|算的)?(?:对得上|一致|一样|相符|对上了?)(?:吗|么|嘛|不|没有?)?)";
const CONFIRMS_WEEK = new RegExp(
  `^(?=现在|这周|本周|今天|目前|我们|咱们|学校|国内|这个?星期|校历|教学日历|教务|课表)${TELL_WHO}${TELL_VERB}(?:第\\s*${NUMBER}\\s*周)了?[，,\\s]*(?:${CONFIRM_TAIL}${CHECK_TAIL}?|${CHECK_TAIL})[？?。.!！~～\\s]*$|^${TELL_WHO}(?:是不是|是否)(?:已经|应该)?(?:是|到了?|在)?第\\s*${NUMBER}\\s*周了?[吗吧啊呀]?[？?。.~～\\s]*$`,
);

/**
 * "这学期一共18周", "本学期共十八周", "we have 18 weeks this term", "our semester is 16 weeks long": the term's length
 * told alone. "这学期还剩18周" counts what is left, and "这学期有18周吗" asks; neither is read here.
 */
const TERM_LENGTH_ZH = new RegExp(
  `^${TELL_LEAD}(?:我们|咱们)?(?:学校)?(?:这学期|本学期|这个学期|整个学期|全学期|学期)(?:一共|总共|共)?(?:是|排了|有)?\\s*${NUMBER}\\s*个?(?:周|星期|礼拜)(?:的[^，,。]{0,5}学期)?[。.!！~～\\s]*$`,
);
const TERM_LENGTH_EN =
  /^(?:(?:actually|fyi|btw|oh|so|just so you know)[,\s]+)*(?:(?:we|i)\s+(?:have|'ve got|have got|got)|there\s+are)\s+(\d{1,2})\s+weeks\s+(?:in\s+|of\s+)?(?:this|the|our|my)\s+(?:term|semester)(?:\s+(?:in total|total|altogether))?[.!\s]*$|^(?:(?:actually|fyi|btw|oh|so)[,\s]+)*(?:this|the|our|my)\s+(?:term|semester)\s+(?:is|has|lasts|runs(?:\s+for)?|will be)\s+(\d{1,2})\s+weeks(?:\s+long)?(?:\s+(?:in total|total|altogether))?[.!\s]*$/i;

function termLength(text: string): Intent | undefined {
  const said = TERM_LENGTH_ZH.exec(text)?.[1] ?? TERM_LENGTH_EN.exec(text)?.slice(1).find((group) => group !== undefined);
  const weeks = said === undefined ? null : parseSmallNumber(said);
  return weeks !== null && weeks >= 1 && weeks <= 30 ? { family: "term_set", weeks } : undefined;
}

export function detectTerm(text: string): Intent | undefined {
  if (CONFIRMS_WEEK.test(text)) return { family: "term_question" };
  const supposed = supposedWeek(text);
  if (supposed) return supposed;
  const told = detectTermSet(text) ?? termLength(text);
  if (told) return told;
  if ((ASKS_WEEK.test(text) || ASKS_TIME_TO_BREAK.test(text) || ASKS_WHICH_WEEK.test(text) || ASKS_PARITY.test(text) || ASKS_TERM_DATE.test(text)) && !ABOUT_EXAM.test(text)) return { family: "term_question" };
  return undefined;
}
