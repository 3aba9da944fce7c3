/**
 * Requests said in the order they come to mind: the verb first and the blocks after it ("换一下吧第一章和谓词逻辑那两
 * 个"), a change of mind first and the block in a clause of its own ("不排了，谓词逻辑那节，先拿下来"), or the block
 * named bit by bit, with fillers and a self-correction between ("周三的，那个，谓词逻辑，算了改周五吧，下午四点").
 * The readers expect the block, then what is done to it; each row puts the parts back in that order. A to-do named by
 * the reminder that made it ("把提醒我还书那个改到周五") is named by its thing alone, so its cue asks for no new note.
 * Rows, examples and counterexamples are checked in spoken-order.test.ts.
 */

export interface SpokenOrderRow {
  family: string;
  pattern: RegExp;
  /** The request in the readers' order. */
  replacement: string;
  examples: readonly [said: string, read: string][];
  counterexamples: readonly string[];
}

const DAY = "(?:(?:下|这)?(?:周|星期|礼拜)[一二三四五六日天]|今天|明天|后天|昨天)";
const CLOCK = "(?:凌晨|早上|上午|中午|下午|傍晚|晚上)?[^，,。？?]{1,5}?(?:点半?|[:：]\\d{2})";
/** A to-do named, not a block: its deadline is what moves ("周三的作业，算了改周五吧"). */
const TASK_WORD = "(?![^，,。]*(?:作业|报告|论文|截止|ddl|材料|表))";

export const SPOKEN_ORDER_ROWS: readonly SpokenOrderRow[] = [
  {
    family: "the swap said first, the two blocks after it",
    pattern: /^(?:换一下|换换|对调一下|调换一下|互换一下|对调|互换)(?:吧|呗)?[，,\s]*(?:把)?(?<a>[^，,。？?和跟与]{1,12})(?:和|跟|与)(?<b>[^，,。？?]{1,12}?)(?:那|这)?(?:两个|两节|两块|俩)?(?:的位置|的时间)?(?:吧)?[。！!\s]*$/,
    replacement: "$<a>和$<b>换一下",
    examples: [
      ["对调一下吧，树的遍历和最短路径那两节", "树的遍历和最短路径换一下"],
      ["互换一下第二章跟第四章", "第二章和第四章换一下"],
    ],
    counterexamples: ["换一下吧", "换一下顺序，先英语后数学", "第一章和第二章换一下"],
  },
  {
    family: "a change of mind first, the block in a clause of its own, then taken off",
    pattern:
      /^(?:不排了|不要了|不想排了|不弄了|算了)[，,\s]+(?<block>[^，,。？?]{1,12}?(?:那|这)[一两二]?[节块个])[，,\s]+(?<verb>(?:先|就|还是)?(?:拿下来|拿掉|撤掉|撤下来|去掉|取消|删掉))(?:吧|了)?[。！!\s]*$/,
    replacement: "$<block>$<verb>",
    examples: [
      ["算了，数电那块，先撤下来吧", "数电那块先撤下来"],
      ["不要了，周五英语那节，拿掉", "周五英语那节拿掉"],
    ],
    counterexamples: ["不排了，太累了", "算了，数电那块先留着"],
  },
  {
    // "没那么急" is why it comes off, not a change of its own: the block and the verb are the request.
    family: "the block named, why it can wait, then taken off",
    pattern:
      /^(?<block>[^，,。？?]{2,14}?(?:那|这)[一两二]?[节块个])(?:其实|现在|暂时)?(?:也|还)?(?:没(?:那么|那|有那么)?(?:急|着急)|不(?:太|是很|怎么|是那么)?(?:急|着急|赶)|可以(?:缓缓|缓一缓|晚点|往后放)|不重要)了?(?:吧)?[，,\s]+(?<verb>(?:那就?|就)?(?:先|暂时)?(?:从(?:日程|课表|计划)(?:上|里|中)?)?(?:拿下来|拿掉|撤掉|撤下来|去掉|撤了|移走))(?:吧|了)?[。！!\s]*$/,
    replacement: "$<block>$<verb>",
    examples: [
      ["数电那块不急，先撤下来吧", "数电那块先撤下来"],
      ["英语听力那节其实没那么急，先从课表上拿掉", "英语听力那节先从课表上拿掉"],
    ],
    counterexamples: ["数电那块不急，挪到周五吧", "数电那块不急", "这个不急，先拿掉"],
  },
  {
    family: "a block named bit by bit with fillers, then moved to a day and an hour",
    pattern: new RegExp(
      `^(?<day>${DAY})(?:的)?[，,\\s]*(?:(?:那个|就是|嗯+|呃+)[，,\\s]*)*${TASK_WORD}(?<name>[^，,。？?]{2,10}?)[，,\\s]+(?:算了|不对|嗯+|呃+)[，,\\s]*(?:还是)?(?:改|挪|换|移)(?:到|去)?(?<to>${DAY})(?:吧|呗)?(?:[，,\\s]*(?<clock>${CLOCK}))?[。！!\\s]*$`,
    ),
    replacement: "$<day>那节$<name>挪到$<to>$<clock>",
    examples: [
      ["周四的，那个，线代，算了挪到周六吧，上午九点", "周四那节线代挪到周六上午九点"],
      ["明天的，嗯，英语听力，不对，改后天", "明天那节英语听力挪到后天"],
    ],
    counterexamples: ["周三的作业，算了改周五吧", "周三的谓词逻辑挪到周五", "周三的，那个，线代，算了"],
  },
  {
    // "提醒我还书那个" is the to-do the reminder made; the cue must not make the change a new note.
    family: "a to-do named by the reminder that made it, then changed",
    pattern:
      /^(?<lead>(?:把|将)?)(?:你)?(?:提醒我|叫我)(?:的)?(?<thing>(?![把将])[^，,。？?]{2,12}?)(?:的)?(?<that>那个|那条|这个|这条)(?=(?:待办|任务)?(?:的)?(?:截止)?(?:时间)?(?:改|挪|推|延|提前|往后|删|去掉))/,
    replacement: "$<lead>$<thing>$<that>",
    examples: [
      ["把提醒我交电费那条改到明天晚上", "把交电费那条改到明天晚上"],
      ["提醒我取快递的那个删了吧", "取快递那个删了吧"],
    ],
    counterexamples: ["提醒我把那个改一下", "提醒我周五交电费", "提醒我还书那个别忘了"],
  },
  {
    // 排了 after a stretch is the plan asked for; read as 排 + 了 it would be a to-do done ("概率论这周" completed).
    family: "the thing, the stretch it goes into, then 排了",
    pattern:
      /^(?<lead>(?:(?:帮我|给我)?(?:把|将))?)(?<thing>(?![我你])[^，,。？?]{2,12}?)(?:的复习)?(?<range>这周末?|本周末?|下下?周末?|周末|明天|后天|这两天|这几天|下个?月)(?:也|都|就|先|给我|帮我)*排(?:了|上|进去)(?<end>吧|呗|啊)?[。！!~～\s]*$/,
    replacement: "$<lead>$<thing>排到$<range>$<end>",
    examples: [
      ["把概率论下周排了", "把概率论排到下周"],
      ["线代这周末给我排了吧", "线代排到这周末吧"],
    ],
    counterexamples: ["概率论这周排了两节", "这周排了哪些复习", "我这周排了三节线代"],
  },
  {
    // "X接在周四线代下课后面做": the place beside a day's class, said with 接 / 跟 and the deed after it, is where X
    // is put, as 排在 says it.
    family: "the thing, then 接在 a day's class and the deed",
    pattern: new RegExp(`(?<![直就])(?:接在|紧跟在|紧接在|跟在|紧挨着)(?<place>${DAY}[^，,。！!？?]{1,14}?(?:后面|之后|以后))(?:做|写|整理|学|复习|练|刷)?(?:一下)?(?<end>吧|呗)?(?=[。！!~～\\s]*$)`),
    replacement: "排在$<place>$<end>",
    examples: [
      ["四级真题接在周四线代下课后面做", "四级真题排在周四线代下课后面"],
      ["错题本紧跟在明天上午那两节课之后吧", "错题本排在明天上午那两节课之后吧"],
    ],
    counterexamples: ["就接在第五章后面", "我明天接在他后面讲"],
  },
  {
    // "代数系统那块紧跟着周五下午的课排吧": right after the day's class, the verb of placing last.
    family: "the thing, then 紧跟着 a day's class and the verb of placing",
    pattern: new RegExp(`(?:紧跟着|紧接着|跟着)(?<place>${DAY}(?:的)?(?:上午|下午|晚上)?(?:的)?(?:那[一两]?(?:节|门))?课)(?:后面)?(?:排|放|安排)(?:上|一下)?(?<end>吧|呗)?(?=[。！!~～\\s]*$)`),
    replacement: "排在$<place>后面$<end>",
    examples: [["代数系统那块紧跟着周五下午的课排吧", "代数系统那块排在周五下午的课后面吧"]],
    counterexamples: ["我跟着周五下午的课走", "紧跟着老师的节奏排"],
  },
];

/** The message with its parts put back in the readers' order, or the message itself when no row reads it. */
export function inSpokenOrder(text: string): string {
  for (const row of SPOKEN_ORDER_ROWS) {
    const read = text.replace(row.pattern, row.replacement).trim();
    if (read !== "" && read !== text) return read;
  }
  return text;
}
