/**
 * Exam phrasings as rows (issue 27 #2), each with sentences it reads and sentences it must leave alone (checked in
 * exam-rows.test.ts): questions about the exams that are neither a countdown nor a statement — which one comes first,
 * where one is held. A statement's own shapes are rows of their own (exam-statement-rows.ts).
 */

export interface ExamQuestionRow {
  family: string;
  /** Group 1, when it matched, names the exam asked about. */
  pattern: RegExp;
  examples: readonly [said: string, exam: string | undefined][];
  counterexamples: readonly string[];
}

const SUBJECT = "(?:我的?|那个|那门)?(\\p{Script=Han}{2,10}?|[A-Za-z][A-Za-z ]{1,20}?)(?:的)?(?:期末考试|期中考试|期末|期中|考试|补考)?(?:是|要|会)?";

export const DAY = "(?:\\d{1,2}月\\d{1,2}[日号]?|[一二三四五六七八九十]{1,2}月[一二三四五六七八九十]{1,3}[日号]?|\\d{1,2}[./-]\\d{1,2}|\\d{1,2}[日号]|(?:下下|下|这|本)?(?:周|星期|礼拜)[一二三四五六日天]|第\\s*[\\d一二两三四五六七八九十]{1,3}\\s*周(?:的)?(?:周|星期|礼拜)?[一二三四五六日天1-7]?)";
/** A clock after the day: "1月14号下午两点". */
export const CLOCK = "(?:\\s*(?:早上|上午|中午|下午|晚上)?\\s*(?:(?:\\d{1,2}|[一二两三四五六七八九十]{1,3})(?:[:：]\\d{2}|点(?:半)?)?)?)";

/** A course said with its exam word: "马原期末", "电路期中考试". */
const NAMED_EXAM = "(?:我的?|那个|那门)?(\\p{Script=Han}{2,10}?)(?:的)?(?:期末考试|期中考试|期末|期中|考试|补考)(?:是|要|会)?";

export const EXAM_QUESTION_ROWS: readonly ExamQuestionRow[] = [
  {
    family: "which exam comes first or last",
    pattern:
      /哪(?:门|场|科|个|一门|一场|一科)(?:考试)?(?:是)?(?:最先|先|最早|最晚|最后|第一个)(?:考|开考)?|(?:最先|最早|第一个|第一[门场科]|最后一?[门场科]?)(?:考|开考)的?(?:是)?哪(?:门|场|科|个)/,
    examples: [
      ["三门考试里哪门最早考", undefined],
      ["期末这几场，最先考的是哪门？", undefined],
      ["我的补考哪一场最后考", undefined],
      ["期末第一场考的是哪门来着", undefined],
      ["最后一科考的是哪个", undefined],
    ],
    counterexamples: ["哪门课最先讲完", "先考哪门再说吧，反正都要复习"],
  },
  {
    family: "where an exam is held",
    pattern: new RegExp(
      // The verb or the exam room must be said: "明天的课在哪个教室" asks about a class.
      `^(?=[^]*考)${SUBJECT}(?:在)?(?:哪个|哪间|哪一个|什么)(?:考场|教室|教学楼|楼|地方)|^${SUBJECT}(?:的)?考场(?:是)?(?:在)?(?:哪|哪里|哪儿|什么地方)|^${SUBJECT}在哪(?:里|儿)?考`,
      "u",
    ),
    examples: [
      ["电路分析在哪个教室考来着", "电路分析"],
      ["毛概期末的考场在哪里", "毛概"],
      ["数据库补考在哪儿考？", "数据库"],
    ],
    counterexamples: ["明天的课在哪个教室", "图书馆在哪", "高数课在哪个教学楼上"],
  },
  {
    // "高数考试是在第几周", "离散期末在哪一周考": the week of a course's exam is read off the exams' list like its day.
    family: "which week an exam falls in",
    pattern: new RegExp(
      `^(?!考试|期末|期中)(?![^]*(?:考试|期末)(?:周|月))(?=[^]*(?:考|期末|期中))${SUBJECT}(?:(?:是|也)?在|是)?(?:第几周|哪一?周|哪个(?:星期|礼拜)|(?:学期|学期的)第几周)(?:考(?:试)?)?(?:来着|啊|呀|呢)?[？?。\\s]*$`,
      "u",
    ),
    examples: [
      ["高数考试是在第几周", "高数"],
      ["离散期末在哪一周考", "离散"],
      ["概率论考试在第几周啊？", "概率论"],
    ],
    counterexamples: ["现在是第几周", "考试周是哪一周", "咱们的期末周在第几周", "体育课在哪一周"],
  },
  {
    // "最后一门考完还有几周": when the exams are over is the last one's day, read off the exams' list.
    family: "when the last exam is over",
    pattern:
      /(?:最后一?(?:门|场|科)|全部|所有|都)(?:考试)?(?:考完|考完了|结束)(?:还有|还剩|是|在)?(?:几|多少|多久|哪天|哪一天|什么时候|啥时候|几号)|(?:什么时候|哪天|啥时候|几号)(?:能|才能|就|才)?(?:全部|都)(?:考完|考完了)|最后一(?:门|场|科)(?:考试)?(?:是|在)?(?:哪天|哪一天|什么时候|啥时候|几号)|考完最后一(?:门|场|科)(?:还有|还剩|是)?(?:几|多少|多久|哪天)/,
    examples: [
      ["最后一场考完是哪天", undefined],
      ["期末什么时候能全部考完？想早点回家", undefined],
      ["考完最后一科还有多少天", undefined],
      ["最后一门考试在哪天", undefined],
    ],
    counterexamples: ["考完还有多久放假", "离散考完了", "最后一门考完我就回家", "考完离散那天晚上聚餐", "最后一节课是几点"],
  },
  {
    family: "which exam is next",
    pattern: /(?:最近|下一|接下来)的?(?:一|那)?(?:场|门|次|个)?(?:考试|期末|期中)(?:是|考)?(?:哪|什么|啥)|(?:最近|下一|接下来)(?:要)?考(?:的)?(?:是)?哪一?(?:门|场|科|个)|(?:接下来|下一个?)?哪一?(?:门|场|科)(?:考试)?(?:最近|离得最近|最先到)/,
    examples: [
      ["接下来那场考试考什么", undefined],
      ["下一门期末是哪科", undefined],
      ["最近要考的是哪一科", undefined],
      ["接下来哪场考试离得最近", undefined],
    ],
    counterexamples: ["最近的作业是哪一份", "下一节是什么课", "最近考得怎么样"],
  },
  {
    family: "when the exam weeks are",
    pattern: /考试(?:周|月)(?:大概|大约|一般)?(?:是|在)?(?:哪几周|哪一周|哪周|第几周|什么时候|啥时候|哪几天|几号到几号|几月|哪个月)|(?:哪几周|第几周|哪周)(?:是|有)?(?:期末)?考试周/,
    examples: [
      ["咱们的考试周在第几周", undefined],
      ["期末考试周什么时候开始", undefined],
      ["哪几周是考试周啊", undefined],
      ["期末考试周一般在几月", undefined],
    ],
    counterexamples: ["现在是第几周", "考试周要熬夜了", "这周是第几周考试"],
  },
  {
    // "期末有啥要交的" asks about to-dos: the question word ends the clause.
    family: "the exams listed",
    pattern:
      /^(?:我的?|我们的?)?(?:所有的?|全部的?|这学期的?)?(?:期末考试|期中考试|考试|期末|期中|补考)(?:安排)?(?:都|一共|总共|分别)?(?:有|是)?(?:哪些|哪几[门场科个]|啥|什么|几[门场科])(?:考试)?(?=$|[，,。？?！!\s吗呢啊呀])|^(?:这学期|期末|期中)(?:都|一共|总共)?(?:要)?考(?:哪些|哪几[门场科]|什么|啥|几[门场科])|^(?:把|帮我把)?(?:我的?)?(?:所有|全部)?(?:的)?(?:期末考试|期中考试|考试|期末)(?:安排)?(?:都)?(?:按(?:时间|日期|先后)(?:顺序)?)?(?:列|说|排个?序)(?:一下|下|出来|给我看)?/,
    examples: [
      ["期末都有哪几门，按日期排一下", undefined],
      ["我的考试一共有哪些？", undefined],
      ["把所有考试列一下", undefined],
      ["期中一共考几门", undefined],
      ["期末考试按日期排个序", undefined],
    ],
    counterexamples: ["期末有哪些作业要交", "考试有什么要带的", "期末前还有哪些任务", "按考试时间把复习排一下"],
  },
  {
    // "见习期间录了哪几场考核": the exams recorded, asked back — not the to-dos, though 登记 / 记 is a note's verb.
    family: "the exams the student recorded, asked back",
    pattern: /(?:登记|记|录入?|存|加)(?:了|过)(?:的)?(?:哪些|哪几[门场个项]|什么|啥|几[门场个项])(?:考试|考核|测验|小测|补考)/,
    examples: [
      ["我之前记过哪些考试来着", undefined],
      ["见习期间录了哪几场考核", undefined],
      ["这学期存了几门考试，按先后说一下", undefined],
    ],
    counterexamples: ["我记了哪些待办", "考核要记哪些内容", "登记了哪些实习材料"],
  },
  {
    // "元旦后那周有没有考试", "下一门考哪科": whether a stretch holds an exam, or which comes next — the exams' list.
    family: "the exams of a stretch, or the next one, asked",
    pattern:
      /^(?:那)?(?:下一?(?:场|门|次|个)|接下来(?:的)?(?:一场|那场)?|最近(?:的)?一场)(?:考试)?(?:是|考|要考)?(?:啥|什么|哪门|哪一门|哪科|哪场)|^[^，,。？?]{1,12}?(?:有没有(?:考试|考)|有(?:考试|考)(?:吗|么|嘛|没|[？?]))[？?。\s]*$/,
    examples: [
      ["元旦后那周有没有考试", undefined],
      ["下一门考哪科", undefined],
      ["寒假前还有考试吗？", undefined],
      ["接下来那场是啥", undefined],
    ],
    counterexamples: ["考试有什么要带的", "下一节是什么课", "下周有考试，帮我排复习", "周五有考试"],
  },
  {
    // "寒假前还要考几门", "下周一共考哪几科": how many exams or which of them fall before a day or in a stretch.
    family: "the exams of a stretch counted",
    pattern:
      /^(?:离|到)?(?:寒假|暑假|放假|元旦|国庆|过年|年前|月底|期末周|考试周|(?:这|本|下下?)(?:周|个?星期|个?礼拜|个?月)|第[\d一二两三四五六七八九十]{1,3}周)(?:前|之前|以前|内|之内|里)?(?:我)?(?:还|一共|总共|都)?(?:要|得|会|需要)?(?:考(?:哪些|哪几[门场科]|几[门场科]|什么|啥)|(?:剩|有)几[门场科](?:考试|要考|没考))/,
    examples: [
      ["放假前还得考几门啊", undefined],
      ["下周一共考哪几科", undefined],
      ["元旦之前还剩几门考试", undefined],
      ["第17周要考什么", undefined],
    ],
    counterexamples: ["寒假前还要复习几门", "下周考试多不多", "寒假前还要交几份作业", "考试周每天最多排4节"],
  },
  {
    // "线代距离开考还有几天": 开考 is the exam starting, the course said before it; 离 there is no 离散.
    family: "how long until a course's exam starts (开考)",
    pattern: new RegExp(`^${SUBJECT}(?:距离?|离)(?:开考|考试)(?:还有|还剩|只剩|剩)?(?:几|多少|多久|多长时间)`, "u"),
    examples: [
      ["数值分析距离开考还剩几天", "数值分析"],
      ["离散离开考还有多久", "离散"],
      ["我的马原距开考只剩几个礼拜了？", "马原"],
    ],
    counterexamples: ["距离开考还有几天", "离开考场还有多远", "高数离及格还差多少"],
  },
  {
    // "线代是不是1月8号考来着", "马原期末是1月3号吧？": a day the student half remembers, asked back — nothing to record.
    // The exam is said by an exam word or by the verb 考; "现在是第13周没错吧" asks about the term.
    family: "an exam's day checked, not stated",
    pattern: new RegExp(
      `^(?!现在|目前|今天|明天|这周|本周|下周|这个?学期|本学期)(?:${NAMED_EXAM}|${SUBJECT}(?=[^，,。]*?考))(?:(?:是不是|是否|不是)(?:在|定在)?${DAY}${CLOCK}(?:考|开考)?(?:试)?(?:来着|吗|吧|啊|呀|呢|的)*|(?:在)?${DAY}${CLOCK}(?:考|开考)?(?:试)?(?:的)?(?:来着|对吧|没错吧|对不对|是吧|吧))[？?。!！\\s]*$`,
      "u",
    ),
    examples: [
      ["线代是不是1月8号考来着", "线代"],
      ["马原期末是1月3号下午考对吧？", "马原"],
      ["数据库是否第18周周二考", "数据库"],
      ["电路期中是不是下周三来着", "电路"],
    ],
    counterexamples: ["线代是1月8号考", "高数期末好像是1月8号上午9点，我是不是应该记到考试里", "线代作业是不是周五交来着", "现在是第13周没错吧", "线代是不是1月8号交来着"],
  },
  {
    // "离散还要多久才考", "高数还有多久考": how far off a course's exam is, asked with no unit of days.
    family: "how long until a course is sat, asked with no unit",
    pattern: new RegExp(`^${SUBJECT}还(?:有|要|得)多(?:久|长时间)(?:才|就)?(?:要)?考(?!虑|察|完|研|过|上)`, "u"),
    examples: [
      ["离散还要多久才考", "离散"],
      ["高数还有多久考啊", "高数"],
      ["我的线代还得多长时间才考", "线代"],
      ["概率论期末还有多久考", "概率论"],
    ],
    counterexamples: ["离散还要多久才考完", "作业还要多久才交", "这节课还要多久才下课", "驾照还要多久才考过"],
  },
  {
    // "还有多少天才考高数" (Cantonese 仲有几多日先考高数): the span asked first, the course sat after 考.
    family: "how long until a course is sat, the course said after the verb",
    pattern: new RegExp(
      `^(?:我)?还(?:有|剩|要)(?:多少|几)(?:天|日|个?(?:星期|礼拜|周)|个?月)(?:才|就)?(?:要)?考(?!虑|察|完|研|过|上|好|试)(?![啊呀吗呢吧])(\\p{Script=Han}{2,10}?(?<![啊呀吗呢吧啦嘛])|[A-Za-z][A-Za-z ]{1,20}?)(?:的)?(?:期末考试|期中考试|期末|期中|考试)?(?:了)?(?:呀|啊|呢|啦|嘛)?[？?。!！\\s]*$`,
      "u",
    ),
    examples: [
      ["还有多少天才考高数？", "高数"],
      ["还有几个星期才考概率论", "概率论"],
      ["还剩几天就要考线代了", "线代"],
    ],
    counterexamples: ["还有几天才考完", "还有多少天才考虑好", "还有几天才考完高数", "还有几天考试啊", "还有几天考公啊"],
  },
  {
    // "专业课是最后一天下午考吧，离那天还有多久": the exam's day half-remembered, then how far off that day is.
    family: "how far off the day just half-said is",
    pattern: /考(?:试)?(?:吧|吗|对吧|来着)?[，,\s]+(?:那)?(?:离|距离?|到)(?:那天|那时候|那会儿|它|那场|那门)(?:还有|还剩|剩|只剩)?(?:多久|几天|多少天|多长时间|几个?(?:星期|礼拜|周))/,
    examples: [
      ["专业课是最后一天下午考吧，离那天还有多久", undefined],
      ["物化好像是第18周周三考，离那天还剩几天", undefined],
      ["英语是考试周第一天考吧，到那天还有几个礼拜", undefined],
    ],
    counterexamples: ["作业是周五交吧，离那天还有多久", "考完那天离放假还有几天", "周五要考吧"],
  },
  {
    family: "a countdown asked for in other words",
    // "高数考试倒计时还剩几天": the course before the exam word is the exam counted down to.
    pattern: /(?:^(?:我的?|那门)?(?![把帮给列看查]|所有|全部|每|各|期末|期中|考试)(\p{Script=Han}{2,8}?)的?(?:期末|期中)?)?考试?的?倒计时|倒计时[^，,。]{0,6}考|离考试还有多(?:久|长时间)|还有多(?:久|长时间)(?:就)?(?:要)?考(?!虑|察|完|研)/u,
    examples: [
      ["把所有考试的倒计时列一下", undefined],
      ["还有多久就要考了", undefined],
      ["离考试还有多长时间", undefined],
    ],
    counterexamples: ["帮我设个倒计时", "还有多久下课", "考完还有多久放假"],
  },
  {
    family: "a course's countdown, its exam word left out",
    // "电路倒计时还剩几天", "考试倒数": a countdown is only ever to an exam here; 倒数第一 is a rank, a timer has minutes.
    pattern:
      /^(?:我的?|那门)?(?![把帮给列看查设开]|离(?!散)|所有|全部|每|各|期末|期中|考试)(\p{Script=Han}{2,8}?)的?(?:期末|期中|考试)?(?:倒计时|倒数)(?!第)(?=还有|还剩|剩|多少天|几天|多久|[？?。！!\s]|$)|^(?:考试|期末|期中)(?:的)?倒数(?!第)/u,
    examples: [
      ["电路倒计时还剩几天", "电路"],
      ["马原的倒数多少天了", "马原"],
      ["期末倒数", undefined],
    ],
    counterexamples: ["帮我设个倒计时", "这次期末倒数第三", "番茄钟倒计时25分钟", "高数考了倒数第一"],
  },
  {
    family: "how long until a course's exam, asked with 离 and no exam word",
    // "离电路还有几天": counted to a course is counted to its exam; a holiday, a deadline or a class is not one.
    pattern:
      /^(?:我)?(?:距离?|离)(?!散|[那这它]|现在|今天|明天|周末|放假|假期|寒假|暑假|过年|春节|元旦|国庆|开学|上课|下课|截止|ddl|毕业|生日|答辩|比赛|交|放|学期|结课)(?!\p{Script=Han}{0,5}(?:期末|期中|考|假|结束|完))(\p{Script=Han}{2,6}?)(?<![课假节日天周月年])(?:还有|还剩|只剩|剩)(?:多久|几天|多少天|多长时间|几个?(?:星期|礼拜|周))/u,
    examples: [
      ["离电路还剩几天", "电路"],
      ["距离马原还有多长时间", "马原"],
      ["离数据结构还有几个礼拜", "数据结构"],
    ],
    counterexamples: ["离放假还剩多久", "离电路课还有多久", "离元旦还有几天", "离截止还剩几天", "离那天还剩几天", "离学期结束还有几周", "离放寒假还剩几个礼拜", "离期末考试还有几周", "离结课还剩几周"],
  },
];

/** The exam asked about, when a row reads the message: `exam` is absent when the question names none. */
export function examQuestion(text: string): { exam?: string } | undefined {
  for (const row of EXAM_QUESTION_ROWS) {
    const match = row.pattern.exec(text);
    if (!match) continue;
    const exam = match.slice(1).find((group) => group !== undefined)?.trim();
    return exam ? { exam } : {};
  }
  return undefined;
}
