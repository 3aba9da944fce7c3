/**
 * Students new to the planner say what happened and then ask, unsure, whether that is how it works: "…写完了，是不是要在
 * 这里点一下完成？", "…不用了，能删掉吗", "…做完了，要跟你说一声吗", "我好像记错了，…". The asking words add nothing the
 * statement does not already ask for, so they are read off before the readers see the message; the words saved are
 * still the student's own. Each row is one way of asking, with sentences it reads and sentences it must leave alone
 * (checked in indirect-asks.test.ts).
 */
import { saidPlainly } from "./said-plainly";
import { inSpokenOrder } from "./spoken-order";
import { withoutSocialTone } from "./social-tone";

export interface IndirectAskRow {
  family: string;
  pattern: RegExp;
  /** What the matched words become: "" drops them, "，删掉吧" says the request plainly. */
  replacement: string;
  examples: readonly [said: string, read: string][];
  counterexamples: readonly string[];
}

export const INDIRECT_ASK_ROWS: readonly IndirectAskRow[] = [
  {
    family: "a closing 'should I tap done here? do it for me'",
    pattern:
      /[，,。\s]+(?:我)?(?:是不是|是否|要不要|需不需要|应该|需要|要)(?:要|得|应该)?(?:在这里|在这儿|在这|这里|这儿)?(?:点|按|勾|标)(?:一下|下)?(?:完成|已完成|完了|done)?[？?吗]*(?:[，,。\s]*(?:你|那你|麻烦你?)?(?:帮我|替我)(?:弄|搞|处理|操作|点|标)(?:一下|下)?(?:吧|呗|呀)?)?[。！!？?~～\s]*$/,
    replacement: "",
    examples: [
      ["物理实验报告交上去了，是不是要在这儿勾一下？", "物理实验报告交上去了"],
      ["数学作业写完了，要不要点一下完成？麻烦你帮我弄下", "数学作业写完了"],
    ],
    counterexamples: ["点一下完成是什么意思", "这个任务要不要点完成"],
  },
  {
    family: "a closing 'should I tell you? / do I report it here?'",
    pattern: /[，,。\s]+(?:我)?(?:是不是|是否|是)?(?:要|需要|得|应该)(?:跟你|和你|给你|向你)?(?:说一声|说一下|讲一声|报告一下|汇报一下|打个卡|打卡)(?:吗|吧|呢)?[？?]*[。！!~～\s]*$/,
    replacement: "",
    examples: [
      ["今天上午的两节复习都学完了，是不是要跟你说一声", "今天上午的两节复习都学完了"],
      ["前天排的那些我都做了，需要向你汇报一下吗？", "前天排的那些我都做了"],
    ],
    counterexamples: ["要跟你说一声，我明天不在"],
  },
  {
    family: "a closing 'can it be deleted?' after the thing is dropped",
    pattern: /[，,。\s]+(?:那)?(?:能|可以|能不能|可不可以|是不是可以)(?:帮我)?(?:把它|把这个)?(?:删掉|删了|删除|去掉|拿掉)(?:它)?(?:吗|嘛|么)?[？?]*[。！!~～\s]*$/,
    replacement: "，删掉吧",
    examples: [["洗衣液那个不需要了，可以删掉吗？", "洗衣液那个不需要了，删掉吧"]],
    counterexamples: ["能删掉吗"],
  },
  {
    // The request asked as a yes/no question: 能/能不能/可以 before it and 吗 or 呢 closing its clause. Only before
    // the words of a request (帮我, 把, 先, 提醒我 with its time before it, a verb of moving after the thing named …), so "能不能告诉我…" and "能删掉吗" keep their own readers. The thing
    // may be named first, ending in the word that points at it ("谓词逻辑那节能不能帮我挪到…呢？").
    family: "a request asked as 'could you …?'",
    pattern:
      /(?<=^|[，,。；;！!\s]|[那这][节块个条项件]|待办|任务|的复习|^[那这][节块个][\u4e00-\u9fff]{2,10})(?:你)?(?:能不能|可不可以|能否|可否|能|可以)(?:请你)?((?:先|帮我|帮忙|给我|替我|帮|把|(?<!(?:^|[，,。；;！!\s])(?:你)?(?:能不能|可不可以|能否|可否|能|可以))(?:(?:挪|移|调|换|放|排|改|安排)(?:到|在)|接在)|(?:(?:每天|每周|每晚|明天|后天|今晚|周[一二三四五六日天])[^？?：:，,。]{0,8}?)?提醒我)[^？?：:，,。]*?(?:[，,][^？?：:，,。]*?)?)(?:吗|么|嘛|呢)?[？?]*(?=[：:]|[。！!~～\s]*$)/,
    replacement: "$1",
    examples: [
      ["能帮我查查有哪些作业下周截止吗？", "帮我查查有哪些作业下周截止"],
      ["可不可以先看下周三的课，再把周五下午的组会记上？", "先看下周三的课，再把周五下午的组会记上"],
      ["你能给我建个待办吗：还图书馆的书", "给我建个待办：还图书馆的书"],
      ["助教说论文能晚几天，能不能帮我把截止挪到下周二？", "助教说论文能晚几天，帮我把截止挪到下周二"],
      ["线代那块能不能帮我换到周四晚上呢？", "线代那块帮我换到周四晚上"],
      // The place said straight after it: the thing named before is what goes there.
      ["谓词逻辑那块能不能挪到周五上午离散课后面", "谓词逻辑那块挪到周五上午离散课后面"],
      ["那块谓词逻辑能不能改到周四晚上", "那块谓词逻辑改到周四晚上"],
      ["交班费的待办可以帮我勾掉吗", "交班费的待办帮我勾掉"],
      ["你能不能每天十点半提醒我放下手机？", "每天十点半提醒我放下手机"],
      ["能不能提醒我明天交报告", "提醒我明天交报告"],
    ],
    counterexamples: ["能不能告诉我这周有几节课？", "能删掉吗", "我能把作业拖到下周吗？", "这个能不能帮我查到？我也不确定", "那节课能不能不去呢", "周五下午能不能排到图书馆的座位？", "谓词逻辑太累了，能不能挪到周四上午"],
  },
  {
    // "要是X就能Y的话……那Y吧": the student is unsure the planner works that way, then decides. The condition says
    // what (X), the decision what to do with it; a closing "我…刚做完" only vouches for the condition.
    family: "a hedged 'if X can be done, then do it'",
    pattern:
      /^(?:要是|如果|假如|假设)(.+?)(?:的话)?(?:就|也)?(?:能|可以)[^，,。…]{1,6}?的话[…。.，,\s]*那(?:就|你就|麻烦)?([^，,。！!]+?)[，,。\s]*(?:(?:我|反正)[^，,。！!]{0,6}(?:做|写|弄|搞|学|练|交)(?:完|好)了?)?[。！!~～\s]*$/,
    replacement: "$1，$2",
    examples: [
      ["如果英语听力练完了就可以划掉的话，那划掉吧，我昨天刚练完", "英语听力练完了，划掉吧"],
      ["要是体检表交了就能标完成的话…那就标完成吧", "体检表交了，标完成吧"],
      ["假如实验报告写好了也能勾的话，那你就勾掉吧，反正已经写好了", "实验报告写好了，勾掉吧"],
    ],
    counterexamples: ["要是明天下午有空的话，我想去图书馆", "如果周五能交完的话就好了"],
  },
  {
    // "要不你帮我…", "不如把…", "如果方便的话，帮我…", "可以的话把…": the request offered, not yet asked, is the request.
    // Only before a request's own words, so "要不要…" and "要是周五有空的话帮我…" (the student's own time) keep theirs.
    family: "an opening 'how about you …' or 'if it's no trouble' before a request",
    pattern:
      /^(?:(?:要不然?|不如|要么)(?:你|就|你就)?|(?:如果|要是|假如)?(?:你)?(?:方便|可以|不麻烦|行)的话[，,、\s]*(?:你|就|那就|麻烦)?)(?=帮|给我|替我|把|将|先|记|提醒|排|安排|挪|放|查|看|删|改)/,
    replacement: "",
    examples: [
      ["要不你帮我把整理错题本放到周六上午吧", "帮我把整理错题本放到周六上午吧"],
      ["如果方便的话帮我算算离高数考试还剩几天", "帮我算算离高数考试还剩几天"],
      ["可以的话，把物理实验报告的截止挪到周五", "把物理实验报告的截止挪到周五"],
      ["不如把离散的复习都排到下周", "把离散的复习都排到下周"],
    ],
    counterexamples: ["要不要把离散排到下周", "要是周五有空的话帮我把错题本排进去", "如果明天下午有空，就把集合与二元关系放进去"],
  },
  {
    // "不知道把谓词逻辑挪去周四晚上行不行", "帮我把错题本放周六好不好": a request put up for approval asks for it all the
    // same; the approval words would otherwise end up in the name or the time.
    family: "a request closed with 'would that work?'",
    pattern:
      /^(?:我)?(?:不知道|不晓得|想问问?)?(?:能不能|可不可以|能否|可以)?((?:你)?(?:先|帮我|帮忙|给我|替我|把|将)[^？?。]*?)[，,\s]*(?:行不行|好不好|成不成|可不可以|能不能行|行吗|好吗|成吗|可以吗|可以不|ok吗|OK吗)[？?呢呀啊。！!~～\s]*$/,
    replacement: "$1",
    examples: [
      ["不知道把谓词逻辑那块挪去周四晚上行不行", "把谓词逻辑那块挪去周四晚上"],
      ["帮我把错题本放到周六上午，好不好？", "帮我把错题本放到周六上午"],
      ["不知道能不能帮我把概率论排到下周，可以吗", "帮我把概率论排到下周"],
    ],
    counterexamples: ["周四晚上行不行", "把复习排满行不行啊我会累死的吧"],
  },
  {
    // "可能要把谓词逻辑那块挪到周五，你先帮我挪吧", "我应该得把错题本删了": the student hedging what they ask is still
    // asking; the hedge would otherwise open the name.
    family: "an opening hedge ('probably have to') before a request",
    // Without 要/得 ("我应该把X放到周六上午吧") only before a change of place or a deletion: "我应该把X做完了吧" is a
    // guess whether it is done.
    pattern:
      /^(?:我)?(?:可能|应该|估计|也许|大概|多半|看来)(?:(?:还)?(?:要|得|需要)(?=把(?!握|关|持)|将(?!来|近|就))|(?=把[^，,。？?]{1,20}?(?:放|挪|排|安排|换|移|调|搬)(?:到|在|进|去)))/,
    replacement: "",
    examples: [
      ["可能要把谓词逻辑那块挪到周五，你先帮我挪吧", "把谓词逻辑那块挪到周五，你先帮我挪吧"],
      ["我应该得把错题本那条删了", "把错题本那条删了"],
      ["我应该把综合模拟卷放到周六上午吧", "把综合模拟卷放到周六上午吧"],
    ],
    counterexamples: ["可能要交论文", "应该要把握好时间", "我应该把物理实验报告写完了吧"],
  },
  {
    // "想问问你，离散考试是哪天来着", "我想问一下：…": the asking announced, then the question; only before a pause,
    // so "问一下导员…" keeps whom to ask.
    family: "an opening 'I'd like to ask you' before the question",
    pattern: /^(?:我)?(?:想|就想)?(?:问问|问一下|问下|请问|打听一下)(?:你|您)?(?:哈|啊|呀|哦)?[，,：:\s]+(?=\S)/,
    replacement: "",
    examples: [
      ["想问问你，离散考试是哪天来着", "离散考试是哪天来着"],
      ["我想问一下：明天上午有课吗", "明天上午有课吗"],
    ],
    counterexamples: ["想问问导员下周有没有活动", "问一下"],
  },
  {
    family: "an opening 'I think I got it wrong' before what is wrong",
    pattern: /^(?:我)?(?:好像|可能|大概)?(?:记错了|搞错了|弄错了|写错了)[，,。\s]+(?=\S)/,
    replacement: "",
    examples: [["我可能搞错了，取快递那个不用了，删掉吧", "取快递那个不用了，删掉吧"]],
    counterexamples: ["取快递那个搞错了，其实还没取"],
  },
];

/**
 * The message with the unsure asking words read off, or the message itself when none are there; before them, the
 * posting habits around it (social-tone.ts), a negated half said plainly (said-plainly.ts) and the parts of a request
 * put back in the readers' order (spoken-order.ts).
 */
export function withoutIndirectAsk(text: string): string {
  let said = inSpokenOrder(saidPlainly(withoutSocialTone(text)));
  for (const row of INDIRECT_ASK_ROWS) {
    const read = said.replace(row.pattern, row.replacement).trim();
    // Asking words alone ("能删掉吗") say what they ask for: nothing is read off them.
    if (read !== "" && read !== row.replacement.replace(/^，/, "")) said = read;
  }
  return said;
}
