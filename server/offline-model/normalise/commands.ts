/**
 * Clipped commands: a message typed like a command line or a form, a command word first and its object after a space
 * or a colon, with symbols where a sentence has verbs ("移 X → 周五 16:00", "换 X <-> Y", "改 X ddl=12.4 22:00",
 * "当前周=14"). Each row reads one such form as the sentence the readers already know ("把X移到周五 16:00", "把X和Y对调
 * 一下", "把X的截止改到12月4日 22:00", "这周是第14周"), so no reader needs a rule of its own for the register. The
 * value forms (key=value, a dotted date, 2h) come first, then the command words, which are only read at the start of
 * the message and only before a space or a colon: "完成了X" and "删掉X" are sentences already.
 */
import type { FormRow } from "./form-row";

/** A command word's separator from its object: a colon or a space. */
const SEP = "(?:\\s*[：:]\\s*|\\s+)";
/** A schedule command's fields, also split by commas ("排：数电，本周，每天1节"). */
const FIELD_SEP = "(?:\\s*[：:，,]\\s*|\\s+)";
const ARROW = "(?:-+>|=+>|→|⇒|➡️?|⟶)";
const BOTH_WAYS = "(?:<-+>|<=+>|<>|↔|⇄|⇆|⟷)";
const NUMBER = "(\\d{1,2}|[一二两三四五六七八九十]{1,3})";
/** Words a schedule command's range starts with ("排 全部 本周 …"). */
const RANGE = "(?:这周末?|本周末?|下下?周末?|周末|今天|明天|后天|今晚|明晚|这两天|这几天|考前|期末前)";
/** What a listing names itself ("列 逾期待办", "列 考试"); any other object is a filter of the to-dos ("列 已完成"). */
const KIND_NAMED = /(?:任务|待办|考试|课|事项?|计划)$/;
/** The start of a time said after a command's object ("放 X 周六 8:00"). */
const TIME_START = "(?:周|星期|礼拜|[今明后]天|今晚|明晚|明早|下下?周|这周|本周|第\\s*\\d|\\d{1,2}\\s*[月.:：/]|上午|下午|晚上|早上|中午)";

/** "2h", "90min": hours and minutes written with their English units, read as 小时 / 分钟. */
const UNIT_ROWS: readonly FormRow[] = [
  {
    family: "hours and minutes written as h / min after a number",
    pattern: /(?<![A-Za-z\d.])(\d{1,3}(?:\.\d)?)\s*(?:(h|hrs?|hours?)|(min|mins|minutes?))(?![A-Za-z])/gi,
    replace: (match) => `${match[1]}${match[2] !== undefined ? "小时" : "分钟"}`,
    examples: [
      ["截止往后挪3h", "截止往后挪3小时"],
      ["每次学45min", "每次学45分钟"],
    ],
    counterexamples: ["h5页面", "A4纸打印", "买个5G流量包"],
  },
];

/**
 * Values written as a form's key=value or as a dotted date: "1.13 9:00" is the 13th of January when a clock time
 * follows it or a deadline key comes before it (a version number or a grade point has neither; the time readers take
 * "12.8" alone as a date already, but read a clock after it as the day's hours), "当前周=14" the term's week.
 */
const VALUE_ROWS: readonly FormRow[] = [
  {
    family: "a month and day written with a dot, before a clock time or after a deadline key",
    pattern:
      /(?<![\d.A-Za-z])(1[0-2]|0?[1-9])\.(3[01]|[12]\d|0?[1-9])(?![\d.])(?=\s+\d{1,2}[:：]\d{2})|(?<=(?:ddl|DDL|截止|due)\s*[=:：]\s*)(1[0-2]|0?[1-9])\.(3[01]|[12]\d|0?[1-9])(?![\d.])/g,
    replace: (match) => `${Number(match[1] ?? match[3])}月${Number(match[2] ?? match[4])}日`,
    examples: [
      ["线代期中 11.20 14:00", "线代期中 11月20日 14:00"],
      ["论文初稿 截止=12.15", "论文初稿 截止12月15日"],
    ],
    counterexamples: ["绩点3.5了", "睡了7.5小时", "用1.5倍速看网课", "版本2.1 发布", "12.8 交报告"],
  },
  {
    family: "the term's week and length written as key=value",
    pattern: /(?:当前周|本周|这周|当前教学周|教学周|current[ _]?week|week)\s*[=:：]\s*第?\s*(\d{1,2})(?:\s*周)?(?![\d.]|\s*(?:节|个|次|点|天|小时|门|页|%))|(?:总周数|总周|学期周数|周数|总共|weeks|total[ _]?weeks)\s*[=:：]\s*(\d{1,2})(?:\s*周)?(?![\d.]|\s*(?:节|个|次|点|天|小时|门|页|%))/gi,
    replace: (match) => (match[1] !== undefined ? `这周是第${match[1]}周` : `一共${match[2]}周`),
    examples: [
      ["本周=9，周数=18", "这周是第9周，一共18周"],
      ["week: 7 / weeks: 16", "这周是第7周 / 一共16周"],
    ],
    counterexamples: ["本周还有3节课", "这周：周三交报告", "这周：3节课"],
  },
  {
    family: "a plan's chapters and periods written as key=value",
    pattern: new RegExp(`(?<!每)(?:章数|章)\\s*[=:：]\\s*${NUMBER}|每章\\s*[=:：]\\s*${NUMBER}\\s*节?`, "g"),
    replace: (match) => (match[1] !== undefined ? `${match[1]}章` : `每章${match[2]}节`),
    examples: [["数据库复习 章数=6 每章=2", "数据库复习 6章 每章2节"]],
    counterexamples: ["第三章：树", "每章都要做题"],
  },
  {
    family: "a plan's chapters times periods written with a times sign (6章×2节)",
    pattern: new RegExp(`${NUMBER}\\s*(章|单元|讲|部分|块)\\s*[×xX*]\\s*${NUMBER}\\s*节`, "g"),
    replace: (match) => `${match[1]}${match[2]}，每${match[2]}${match[3]}节`,
    examples: [
      ["数据库 5章×3节", "数据库 5章，每章3节"],
      ["大物 四单元x2节", "大物 四单元，每单元2节"],
    ],
    counterexamples: ["第3章×2的习题", "6×2节"],
  },
  {
    family: "a priority written as key=value",
    pattern: /(?<![A-Za-z])(?:象限|优先级|quadrant|priority)\s*[=:：]\s*(?:([1-4])(?!\d)|(?=\S))/gi,
    replace: (match) => (match[1] !== undefined ? `象限${match[1]}` : ""),
    examples: [
      ["英语作文 象限=2", "英语作文 象限2"],
      ["英语作文 优先级=重要不紧急", "英语作文 重要不紧急"],
    ],
    counterexamples: ["象限是什么意思"],
  },
  {
    family: "a deadline written as ddl=",
    pattern: /(?<![A-Za-z])(?:ddl|DDL|deadline|due|截止(?:时间|日期)?)\s*=\s*/g,
    replace: () => "截止",
    examples: [["实验报告 ddl=周五", "实验报告 截止周五"]],
    counterexamples: ["ddl是周五"],
  },
];

/** The command words, each read at the start of the message as the sentence it stands for. */
const COMMAND_ROWS: readonly FormRow[] = [
  {
    family: "an exam added with a plus sign (+考试 / 考试+ / 添加考试)",
    pattern: /^\s*(?:\+\s*考试|考试\s*\+|(?:添加|新增|加)考试)\s*[：:]?\s*/g,
    replace: () => "记个考试：",
    examples: [["+考试 线代期末 1月9日 8:00", "记个考试：线代期末 1月9日 8:00"]],
    counterexamples: ["考试加油", "离散+概率错题本"],
  },
  {
    family: "a to-do added with a plus sign (+任务 / 待办+)",
    pattern: /^\s*(?:\+\s*(?:任务|待办|todo)|(?:任务|待办|todo)\s*\+)\s*[：:]?\s*/gi,
    replace: () => "新建任务：",
    examples: [["+待办 交班费 周四前", "新建任务：交班费 周四前"]],
    counterexamples: ["任务加油", "待办事项+1"],
  },
  {
    family: "a rename written with an arrow (改名 X → Y)",
    pattern: new RegExp(`^(?:改名|重命名|更名|rename)${SEP}(.+?)\\s*(?:${ARROW}|改成|改为)\\s*(.+)$`, "g"),
    replace: (match) => `把${match[1]}改名为${match[2]}`,
    examples: [["改名 体测报名 → 体测补报名", "把体测报名改名为体测补报名"]],
    counterexamples: ["改名字了吗"],
  },
  {
    family: "a swap written with a two-way arrow (换 X <-> Y)",
    pattern: new RegExp(`^(?:(?:换|交换|对调|互换|调换|swap)${SEP})?(\\S.*?)\\s*${BOTH_WAYS}\\s*(\\S.*?)\\s*$`, "g"),
    replace: (match) => `把${match[1]}和${match[2]}对调一下`,
    examples: [
      ["换 图论 <-> 代数系统", "把图论和代数系统对调一下"],
      ["英语听力 ↔ 高数习题", "把英语听力和高数习题对调一下"],
    ],
    counterexamples: ["换个时间吧"],
  },
  {
    family: "a deadline changed in a command (改 X 截止…)",
    pattern: new RegExp(`^(?:改|修改|调)${SEP}(.+?)\\s*(?:截止(?:时间|日期)?|ddl|DDL|deadline)\\s*(?:[：:]|${ARROW})?\\s*(.+)$`, "g"),
    replace: (match) => `把${match[1]}的截止改到${match[2]}`,
    examples: [["改 英语作文 ddl=12.9 23:00", "把英语作文的截止改到12月9日 23:00"]],
    counterexamples: ["改天再说"],
  },
  {
    family: "a move written with an arrow (移 X → 周五 16:00)",
    pattern: new RegExp(`^(?:(?:移|挪|调|改|move)${SEP}(.+?)\\s*${ARROW}|(?:移|挪|调)${SEP}(\\S+?)\\s+(?:到|至))\\s*(.+)$`, "g"),
    replace: (match) => `把${match[1] ?? match[2]}移到${match[3]}`,
    examples: [
      ["挪 英语听力 -> 周日 10:00", "把英语听力移到周日 10:00"],
      ["调 高数习题 到 周三 第5节", "把高数习题移到周三 第5节"],
    ],
    counterexamples: ["移动硬盘带上"],
  },
  {
    family: "a priority given with an arrow and no command word (X → 象限2)",
    pattern: /^\s*([^\s→>]\S*?)\s*(?:-+>|=+>|→|⇒|➡️?|⟶)\s*(第?\s*[一二三四1-4]\s*象限|象限\s*[一二三四1-4]|Q[1-4])[。!！\s]*$/gi,
    replace: (match) => `把${match[1]}改成${match[2]}`,
    examples: [["英语作文 → 象限2", "把英语作文改成象限2"]],
    counterexamples: ["象限2 → 什么意思？", "英语作文 → 周五"],
  },
  {
    family: "a study block put at a day's period or clock with an arrow and no command word ([3]X → 周四第5节)",
    pattern: new RegExp(
      `^\\s*(\\S+?)\\s*${ARROW}\\s*((?:下下?周|这周|本周)?(?:周|星期|礼拜)[一二三四五六日天]\\s*(?:(?:上午|下午|晚上|早上|中午)\\s*)?(?:第\\s*\\d{1,2}|\\d{1,2}\\s*[:：]\\d{2})\\S*)[。!！\\s]*$`,
      "g",
    ),
    replace: (match) => `把${match[1]}移到${match[2]}`,
    examples: [
      ["[9]图论 → 周四第5节", "把[9]图论移到周四第5节"],
      ["高数习题→周日 14:00", "把高数习题移到周日 14:00"],
    ],
    counterexamples: ["数电复习 → 下周", "英语作文 → 周五"],
  },
  {
    family: "a to-do changed in a command (改 X 新值)",
    pattern: new RegExp(`^(?:改|修改)${SEP}(\\S+)\\s+(\\S.*?)[。!！\\s]*$`, "g"),
    replace: (match) => `把${match[1]}改成${match[2]}`,
    examples: [
      ["改 英语作文 象限=1", "把英语作文改成象限1"],
      ["修改 读书报告 下周三 12:00", "把读书报告改成下周三 12:00"],
    ],
    counterexamples: ["改天 再说吧 好吗"],
  },
  {
    family: "a block taken off the timetable (取消排程：X)",
    pattern: new RegExp(`^(?:取消|撤销|撤掉|撤回|移出)(?:排程|排期|日程)${SEP}(.+)$`, "g"),
    replace: (match) => `把${match[1]}取消安排`,
    examples: [["取消排程 代数系统", "把代数系统取消安排"]],
    counterexamples: ["取消排程的话会怎样吗"],
  },
  {
    family: "a study block put at a time (放 X 周六 8:00)",
    pattern: new RegExp(`^(?:放|塞|安排)${SEP}(\\S+?)\\s+(?:到|在)?\\s*(${TIME_START}.*)$`, "g"),
    replace: (match) => `把${match[1]}放到${match[2]}`,
    examples: [["放 英语作文 周日 14:00", "把英语作文放到周日 14:00"]],
    counterexamples: ["放 假了"],
  },
  {
    family: "a to-do marked done (完成 X)",
    // "done with my revision": the student done, said in English, which the English readers take whole.
    pattern: new RegExp(`^(?:完成|已完成|搞定|done)${SEP}(?!with\\b)(\\S.*?)[。!！\\s]*$`, "gi"),
    replace: (match) => `${match[1]}完成了`,
    examples: [["完成 英语作文", "英语作文完成了"]],
    counterexamples: ["完成了英语作文", "完成度怎么样", "done with my revision for tonight"],
  },
  {
    family: "a to-do or a block deleted (删 X)",
    pattern: new RegExp(`^(?:删|删除|删掉|del)${SEP}(\\S.*?)[。!！\\s]*$`, "gi"),
    replace: (match) => `把${match[1]}删掉`,
    examples: [["删 社团报名表", "把社团报名表删掉"]],
    counterexamples: ["删掉社团报名表"],
  },
  {
    family: "a day or a list looked up (查 X, 列 X)",
    pattern: new RegExp(`^(?:(查|查看)${SEP}(?=${TIME_START})|(列|列出|list)${SEP})(\\S.*?)[。？?\\s]*$`, "gi"),
    // "list my upcoming exams": an English sentence after list is read by the English readers as it is.
    replace: (match) =>
      /^list$/i.test(match[2] ?? "") && /^[A-Za-z-]+(?:\s+[A-Za-z-]+)+\s*$/.test(match[3])
        ? undefined
        : match[1] !== undefined
          ? `看看${match[3]}`
          : `列出${match[3]}${KIND_NAMED.test(match[3]) ? "" : "的任务"}`,
    examples: [
      ["查 下周二", "看看下周二"],
      ["列 已完成", "列出已完成的任务"],
      ["列：逾期待办", "列出逾期待办"],
      ["list 已完成", "列出已完成的任务"],
    ],
    counterexamples: ["查一下明天有没有课", "列出来看看", "查 高数成绩", "list my upcoming exams"],
  },
  {
    family: "an exam's countdown asked as a command (倒计时 X)",
    pattern: new RegExp(`^(?:倒计时|countdown)(?:${SEP}(\\S.*?))?[。？?\\s]*$|^(\\S.*?)\\s*[：:]?\\s*倒计时[。？?\\s]*$`, "gi"),
    replace: (match) => {
      const exam = (match[1] ?? match[2] ?? "").trim();
      return exam === "" ? "考试还有几天" : /考|测|期末|期中/.test(exam) ? `距离${exam}还有几天` : `距离${exam}考试还有几天`;
    },
    examples: [
      ["倒计时 线代", "距离线代考试还有几天"],
      ["倒计时：大物期末", "距离大物期末还有几天"],
    ],
    counterexamples: ["倒计时开始了吗哈哈"],
  },
  {
    family: "a day checked in as a command (打卡 昨天 全做)",
    pattern: new RegExp(`^打卡${SEP}((?:大?前|昨|今)天|(?:上)?(?:周|星期)[一二三四五六日天])${SEP}?(.+?)[。!！\\s]*$`, "g"),
    replace: (match) => `打卡：${match[1]}的${checkedIn(match[2])}`,
    examples: [
      ["打卡 今天 全部完成", "打卡：今天的全做了"],
      ["打卡 昨天 部分 3节", "打卡：昨天的做了3节"],
    ],
    counterexamples: ["打卡了吗"],
  },
  {
    family: "a plan built as a command (建计划 X …)",
    // "新建学习计划：中外美术史，第一章…": the name ends where its clause does, so 计划 follows the name, not the list.
    // "新建任务类 X": the app's own name for a study plan.
    pattern: new RegExp(`^(?:建|新建|创建|建个)(?:(?:学习|复习)?计划|任务类)${SEP}([^\\s，,；;：:]+)(.*)$`, "g"),
    replace: (match) => `建一个${match[1]}计划${match[2]}`,
    examples: [
      ["建计划 信号与系统 章=4 每章=2", "建一个信号与系统计划 4章 每章2节"],
      ["新建复习计划：宏观经济学，国民收入、货币政策、财政政策，每章3节", "建一个宏观经济学计划，国民收入、货币政策、财政政策，每章3节"],
    ],
    counterexamples: ["建计划好难"],
  },
  {
    family: "a free run looked for as a command (找空位 3节)",
    pattern: new RegExp(`^找(?:空位|空档|空闲|空)${SEP}?${NUMBER}\\s*节(?:${SEP}(${TIME_START}\\S*))?[。？?\\s]*$`, "g"),
    replace: (match) => `${match[2] ?? ""}找一个连续${match[1]}节的空位`,
    examples: [
      ["找空位：两节", "找一个连续两节的空位"],
      ["找空档 2节 周四下午", "周四下午找一个连续2节的空位"],
    ],
    counterexamples: ["找空位置放书包"],
  },
  {
    family: "a schedule request as a command (排 X 本周 上限4)",
    pattern: new RegExp(`^排${FIELD_SEP}([^\\s，,：:]+?)${FIELD_SEP}(${RANGE})(?:${FIELD_SEP}(.*?))?[。!！\\s]*$`, "g"),
    replace: (match) => `把${match[1]}排到${match[2]}${match[3] ? `，${match[3].replace(/\s+/g, "，")}` : ""}`,
    examples: [
      ["排 概率论 下周 上限3", "把概率论排到下周，上限3"],
      ["排：数电，本周，每天1节", "把数电排到本周，每天1节"],
    ],
    counterexamples: ["排队好久"],
  },
];

/** "全做", "部分完成 2节", "没做": a check-in command's outcome, as the check-in readers hear it said. */
function checkedIn(outcome: string): string {
  const partial = /^(?:部分(?:完成)?|完成了?|做了?)\s*[，,]?\s*(\d{1,2}|[一二两三四五六七八九十])\s*节$/.exec(outcome);
  if (partial) return `做了${partial[1]}节`;
  if (/^(?:全|都|全部)(?:做|完成|做完)了?$/.test(outcome)) return "全做了";
  if (/^(?:全|都)?没(?:做|去|学)$/.test(outcome)) return "没做";
  return outcome;
}

export const CLIPPED_COMMAND_ROWS: readonly FormRow[] = [...UNIT_ROWS, ...VALUE_ROWS, ...COMMAND_ROWS];
