/**
 * Requests said through what they are not: "我不是要新建任务，我是问…", "不用帮我排，我就想知道…", a confirmed plan
 * regretted ("上回确认的那版我后悔了，退回去"), a draft disowned ("我没让你排这个，刚才那个我没确认，不要了"). The
 * negated half names a tool the student does not want, and readers key on tool words; so each row says the request
 * plainly before the readers see it. Rows, examples and counterexamples are checked in said-plainly.test.ts.
 */

export interface SaidPlainlyRow {
  family: string;
  pattern: RegExp;
  /** The request said plainly: "" drops the negated half, a phrase says the whole request in the readers' words. */
  replacement: string;
  examples: readonly [said: string, read: string][];
  counterexamples: readonly string[];
}

/** The words for a plan already written into the timetable: confirmed, saved, the version of last time. */
const WRITTEN_PLAN =
  String.raw`(?:(?:刚刚?|刚才|上回|上次|上一次|之前|前面)[^，,。]{0,8}?(?:确认|写入|保存|提交)(?:了|的|过)|(?:刚刚?|刚才|上回|上次|上一次)[^，,。]{0,4}?(?:排程|日程|那版|那一版|安排|方案)[^，,。]{0,8}?(?:确认|写入|保存)了)`;
/** Taking it back, in the words students use: 撤回, 退回去, 后悔了, 反悔. */
const TAKEN_BACK = String.raw`(?<!别|不要|不用|不想|不能)(?:撤回|撤销|撤掉|撤了|退回|回退|还原|后悔|反悔|不要了|恢复回?(?:去|原样))`;

export const SAID_PLAINLY_ROWS: readonly SaidPlainlyRow[] = [
  {
    family: "an opening 'not this tool, I'm asking' before the question",
    pattern:
      /^(?:我)?(?:不是要|不是想|不是让你|没让你|不用(?:你)?(?:帮我)?|不要|别)[^，,。？?]{1,10}[，,。\s]+(?:我)?(?:是|就|只|其实)?(?:是|只)?(?:想|要)?(?:问问|问|知道|了解|查|看看|确认)(?:一下)?(?:的是)?[，,:：\s]*(?=\S)/,
    replacement: "",
    examples: [
      ["我不是要记提醒，我是问英语作文什么时候交", "英语作文什么时候交"],
      ["不用帮我安排，我就想知道周四下午有没有空", "周四下午有没有空"],
      ["别新建任务，我只想问问概率论作业哪天截止", "概率论作业哪天截止"],
    ],
    counterexamples: ["别排周末，把离散复习排到这周", "不用帮我排，这周太忙了"],
  },
  {
    family: "an opening 'not planned that way' before the way wanted",
    pattern: /^(?:别|不要|不用|不必)(?:再)?(?:按|照|根据|跟着)(?:着)?[^，,。]{1,10}?(?:排|安排|来)了?(?:吧)?[，,。\s]+(?:就|还是|直接|改成|换成)?(?=\S)/,
    replacement: "",
    examples: [
      ["别按截止时间倒着排了，还是平均排进下周吧", "平均排进下周吧"],
      ["不用照考试顺序来了，直接把复习排到这周", "把复习排到这周"],
    ],
    counterexamples: ["别按考试排", "按考试倒着排，别放周末"],
  },
  {
    family: "work not started, then a reminder only to get going: the reminder is about that work",
    pattern:
      /^(?<work>[^，,。！!？?\s]{2,16}?)(?:我|都|还|根本|压根|一个字)*(?:没|还没|没有)(?:动笔|开始写|开始|开工|写|做|弄|碰)(?:呢|啊)?[，,。！!~～\s]+(?<cue>[^，,。！!？?]{0,8}?提醒我)(?<when>[^，,。！!？?]*?)(?<verb>开肝|开工|开干|开搞|开写|动笔|动工|开始写|开始做|开始弄)(?:吧|了|啊|哈)?[。！!~～\s]*$/,
    replacement: "$<cue>$<when>$<verb>$<work>",
    examples: [
      ["读书笔记一个字没写，提醒我今晚八点动笔", "提醒我今晚八点动笔读书笔记"],
      ["英语演讲稿还没开始写，明天下午三点提醒我开工", "明天下午三点提醒我开工英语演讲稿"],
    ],
    counterexamples: ["提醒我周三晚上9点开工", "实验报告还没写，提醒我周三交"],
  },
  {
    family: "a plan already confirmed, taken back",
    pattern: new RegExp(
      String.raw`^(?:(?:帮我|请|麻烦)?${TAKEN_BACK}(?:掉|一下)?(?:吧)?[^，,。]{0,2}?${WRITTEN_PLAN}[^，,。]{0,6}(?:吧|啊)?|[^，,。]{0,6}?${WRITTEN_PLAN}[^。]{0,12}?${TAKEN_BACK}(?:去|掉|一下|吧|了|啊)*)(?:[，,。！!\s].*)?$`,
    ),
    replacement: "撤销刚才确认的安排",
    examples: [
      ["上次保存的那版日程我反悔了，给我恢复原样", "撤销刚才确认的安排"],
      ["撤回刚才确认的日程吧，周四晚上临时要加班", "撤销刚才确认的安排"],
      ["刚才那版安排我不小心确认了，撤回", "撤销刚才确认的安排"],
    ],
    counterexamples: ["刚才确认的排程挺好的，谢谢", "上次确认的那版别撤回", "撤回刚才的完成"],
  },
  {
    family: "a draft disowned before it was confirmed",
    pattern:
      /^(?:我)?(?:没|没有|又没|可没)(?:让|叫|要|请)你(?:排|安排|加|记|建|弄|新建)[^，,。]{0,10}[，,。\s]+(?:[^，,。]{0,10}(?:没确认|没点确认|还没确认)[^，,。]{0,4}[，,。\s]+)?(?:不要了|不用了|算了|取消吧|撤了吧)[。！!~～\s]*$/,
    replacement: "不要了",
    examples: [
      ["我没让你排英语听力啊，刚才那个我没确认，不要了", "不要了"],
      ["我又没叫你加这个，算了", "不要了"],
    ],
    counterexamples: ["我没让你排英语听力，把它从日程上拿掉", "不要了"],
  },
  {
    family: "a request the student meant to make, given up before it was made",
    pattern:
      /^(?:我)?(?:本来|原本|原来|刚才|刚刚)?(?:是)?(?:想|打算|准备)(?:让你|叫你|请你|找你)?(?:帮我)?[^，,。？?]{1,16}[，,。\s]+(?:想想|想了想|仔细想想|再想想|转念一想)?(?:还是)?(?:算了|不用了|不了|不要了)(?:吧)?(?:[，,。\s]+(?:先|还是)?(?:留着|保留着?|放着|别删了?|不删了|别动|不动了?|不改了)(?:吧|了|就行)?)?[。！!~～\s]*$/,
    replacement: "算了",
    examples: [
      ["本来想叫你把班会记录删了，想了想还是算了", "算了"],
      ["原本打算把英语听力挪到周末，不用了，先放着吧", "算了"],
      ["我本来想让你标完成的，算了，别动", "算了"],
    ],
    counterexamples: ["本来想删策划案，算了还是删吧", "我想让你把策划案删了", "本来想周五交，算了，改到周六"],
  },
  {
    family: "a mark just made, taken back after 等下: the thing it was made on goes back",
    pattern:
      /^(?:我)?(?<work>[^，,。？?]{2,16}?)(?:我)?(?:刚刚?|刚才)?(?:标了|标记了|点了|勾了|打了勾|标成了?)(?:已?完成)?(?:了)?[，,。\s]+(?:等下|等等|等一下|等会|诶|哎呀?|啊不对|不对)[，,。！!\s]+(?:[^，,。？?]{1,16}[，,。\s]+)?(?:先|还是)?(?:帮我)?(?:改回|标回|恢复成?)(?:未完成|没完成)(?:吧|了)?[。！!\s]*$/,
    replacement: "把$<work>改回没完成",
    examples: [
      ["英语作文我刚勾了完成，等等，结尾还没写，改回未完成", "把英语作文改回没完成"],
      ["交班费刚才点了完成，哎呀，钱还没转过去，帮我恢复成没完成", "把交班费改回没完成"],
      ["数电实验报告标了完成，等一下，数据还没画图，先标回没完成吧", "把数电实验报告改回没完成"],
    ],
    counterexamples: ["英语作文我刚勾了完成", "交班费刚才点了完成，等等，再看一眼"],
  },
  {
    // 条 counts entries of a list, so "X那条" is a to-do; 去掉 it is deleting it, not taking a block off the timetable.
    // Why it goes ("…根本没空考") says no time is wanted, and asks for none.
    family: "a to-do entry (那条) taken off, perhaps with why: deleted",
    pattern:
      /^(?:把)?(?<entry>\p{Script=Han}[^，,。？?]{1,15}?)(?:那条|这条)(?:待办|任务)?(?:就|先|直接)?(?:去掉|拿掉|划去)(?:吧|了|掉)?(?:[，,。\s]+[^，,。？?]{0,16}?(?:根本|实在|真的|完全|也)?(?:没空|没时间|用不上|不考了|不用考了|不做了|不需要了)[^，,。？?]{0,8})?[。！!~～\s]*$/u,
    replacement: "把$<entry>删掉",
    examples: [
      ["雅思口语那条去掉吧，这学期根本没空考", "把雅思口语删掉"],
      ["社团招新那条任务拿掉吧", "把社团招新删掉"],
      ["毕业照那条去掉，反正也用不上", "把毕业照删掉"],
    ],
    counterexamples: ["这条去掉吧", "把周三下午那节复习去掉", "雅思口语那条去掉吧，下周还有空吗"],
  },
  {
    // "明天那节复习我不想上了，取消吧": the block named, why the student drops it, then the bare verb that drops it.
    family: "a block not wanted any more, then taken off",
    pattern:
      /^(?<block>[^，,。？?]{0,10}?(?:那节|这节|那块|这块|那两节|那次)[^，,。？?]{0,6}?)(?:我)?(?:实在|真的|就|也)?(?:不想|不打算|不准备|没空|去不了|上不了|学不了)[^，,。？?]{0,3}?了?[，,\s]+(?:那就|就|那)?(?:帮我)?(?:先)?(?<verb>取消|去掉|拿掉|撤掉)(?:吧|掉吧|掉)?[。！!~～\s]*$/u,
    replacement: "$<block>$<verb>吧",
    examples: [
      ["明天那节复习我不想上了，取消吧", "明天那节复习取消吧"],
      ["周四晚上那块实在去不了了，帮我去掉", "周四晚上那块去掉吧"],
    ],
    counterexamples: ["明天那节复习我不想上了", "明天那节复习我不想上了，挪到周五吧"],
  },
  {
    // "能不能别把复习排在早八，这周的复习帮我重新排一下": the time kept free, said first as a plea, belongs to the
    // request after it, and why the time is kept ("我想休息") asks nothing; said after it, the readers know it
    // ("…，别排早八").
    family: "a time kept free, pleaded first, before the plan asked for",
    pattern:
      /^(?:能不能|可不可以|能否)?(?:你)?(?:别|不要)(?:再)?(?:给我把|把|给我)(?:复习|学习|任务|东西)?(?:排|放|安排|塞)(?:在|到|进)?(?<kept>早八|早上|晚上|周末|中午|午休|周[一二三四五六日天]|星期[一二三四五六日天]|[^，,。？?]{1,6}?以后|[^，,。？?]{1,6}?之后)(?:了)?(?:好吗|行吗|吧|啊)?(?:[，,\s]+(?:我|那天)?(?:想|要|得)?(?:休息|回家|睡觉|补觉|出去玩|打工|兼职|有事|上班)[^，,。？?]{0,6}?)?[，,\s]+(?<plan>[^。？?]*?排[^。？?]*)$/u,
    replacement: "$<plan>，别排$<kept>",
    examples: [
      ["能不能别把复习排在早八，这周的复习帮我重新排一下", "这周的复习帮我重新排一下，别排早八"],
      ["别给我安排周日，我想休息，剩下的离散复习排到这周", "剩下的离散复习排到这周，别排周日"],
    ],
    // Said bare ("别排周末，把…"), the readers know it where it stands.
    counterexamples: ["别把复习排在早八", "别排早八，我起不来", "别排周末，把离散复习排到这周"],
  },
];

/** The message with a negated half said plainly, or the message itself when no row reads it. */
export function saidPlainly(text: string): string {
  for (const row of SAID_PLAINLY_ROWS) {
    const read = text.replace(row.pattern, row.replacement).trim();
    if (read !== "" && read !== text) return read;
  }
  return text;
}
