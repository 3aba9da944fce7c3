/**
 * A list whose header asks the same of every item (the normaliser reads a list as "header：item；item"): "帮我记两件
 * 事：周三前还书；周五给家里打电话" is two notes, "完成了：取快递；买洗衣液" two completions, "删掉：A；B" two
 * deletions. Each row is a header family, with lists it splits and lists it leaves whole (checked in lists.test.ts);
 * a list whose items are parts of one request (a form's fields, a plan's chapters, "没做完的：重新排；能塞多少塞多少")
 * has no such header and is read whole.
 */
import { parseSmallNumber } from "@/lib/tasks/chinese-numbers";
import { NOT_DONE_LABEL } from "./checkin-lists";
import { DAY_WORD } from "./day-words";

export interface ListRow {
  family: string;
  header: RegExp;
  examples: readonly [said: string, parts: readonly string[]][];
  counterexamples: readonly string[];
  /** What sets the items apart when not only "；" does. */
  separator?: RegExp;
  /**
   * What else sets the items apart when each begins with a day of its own ("提醒我：周四交表、周五还书"); "提醒我：带
   * 身份证、准考证" is one item of two things.
   */
  datedSeparator?: RegExp;
  /** What every item must hold for the text to be such a list (an exam's day). */
  everyItem?: RegExp;
  /** How one item is said alone, when not as "header：item". */
  item?: (item: string) => string;
}

/** "两件事", "以下几条", "这些": how many items follow, which no item needs. */
const COUNTED = /(?:[两二三四五六七八九十几\d]+\s*(?:件事(?:情)?|件|个|条|项|样)|(?:以下|下面)(?:的)?(?:几|这几)?(?:件事(?:情)?|件|条|项|个)?|这(?:几|些)(?:件事|件|条|项|个)?|几件事)$/;

export const LIST_ROWS: readonly ListRow[] = [
  {
    family: "a note for each item",
    header: /^(?:请|麻烦)?(?:你)?(?:帮我|给我)?(?:记(?:一下|下|着|录一下|录)?|提醒我?(?:一下)?|备忘(?:一下)?|加(?:一下)?待办)$/,
    examples: [
      ["帮我记三件事：周四前交班费；周五去拿快递；周日给妈妈打电话", ["帮我记：周四前交班费", "帮我记：周五去拿快递", "帮我记：周日给妈妈打电话"]],
      ["记一下：明天取体检报告、后天交社团经费、下周一还充电宝", ["记一下：明天取体检报告", "记一下：后天交社团经费", "记一下：下周一还充电宝"]],
      ["提醒我：周二晚上开组会、12月9日交论文初稿", ["提醒我：周二晚上开组会", "提醒我：12月9日交论文初稿"]],
      // Counted by the header and set apart by commas.
      ["记两件事：后天交实践报告，周五去拿快递", ["记：后天交实践报告", "记：周五去拿快递"]],
      ["提醒我三件事：买洗发水，周日晚上八点开班会，下周一还书", ["提醒我：买洗发水", "提醒我：周日晚上八点开班会", "提醒我：下周一还书"]],
    ],
    counterexamples: [
      "记一下：周四前交班费",
      "帮我记一下：周四前交班费，周五去拿快递",
      "提醒我：周五带身份证、准考证",
      "提醒我：买牙膏、周六洗衣服",
      // Counted, but the commas do not make that many items: one thing said with its details.
      "记两件事：周五交班费，记得带零钱，还有身份证复印件",
      "提醒我三件事：周六去银行",
    ],
    datedSeparator: /、/,
  },
  {
    family: "a completion for each item",
    header: /^(?:都|已经?|今天)?(?:完成|做完|搞定|弄完|写完)了?(?:的)?$|^done$/i,
    examples: [["做完了：背单词✓；洗衣服✓", ["做完了：背单词✓", "做完了：洗衣服✓"]]],
    counterexamples: ["做完了：背单词"],
  },
  {
    family: "a deletion for each item",
    header: /^(?:帮我)?(?:删除|删掉|删了|都删了|都不要了|不要了)$/,
    examples: [["删掉：买水果；取快递", ["删掉：买水果", "删掉：取快递"]]],
    counterexamples: ["删掉：买水果"],
  },
  {
    // "期末考试安排：A 1月7日上午，B 1月9日下午": a timetable of exams, one subject and its day per item; a comma
    // sets them apart as well, since each item is whole with its day. Each is said as the one-exam form.
    family: "an exam for each item",
    // "两门考试帮我记一下：…", "帮我记两场考试：…": the exams counted and asked kept ask the same of each.
    header: /^(?:期末|期中)?(?:考试|考)(?:的)?(?:安排|时间|时间表|日程|日期)$|^(?:期末|期中)(?:安排|时间表)$|^(?:(?:请|麻烦)?(?:帮我|给我)?(?:记|登记|录|存)(?:一下|下|上)?)?(?:[两二三四五六七八九十几\d]+\s*(?:门|场|个|次)|俩)(?:期末|期中)?考试(?:(?:请|麻烦)?(?:帮我|给我)?(?:记|登记|录|存)(?:一下|下|上)?)?$/,
    examples: [
      ["期中考试时间：马原11月20日上午，电路11月22日下午", ["考试安排：马原11月20日上午", "考试安排：电路11月22日下午"]],
      ["两门考试帮我记一下：法制史1月6号上午，行政法1月9号下午两点", ["考试安排：法制史1月6号上午", "考试安排：行政法1月9号下午两点"]],
      ["帮我记两场考试：民法12月28号上午九点，刑法1月3号下午", ["考试安排：民法12月28号上午九点", "考试安排：刑法1月3号下午"]],
      ["记一下俩考试，病理学1月5号上午，药理学1月8号下午三点", ["考试安排：病理学1月5号上午", "考试安排：药理学1月8号下午三点"]],
    ],
    counterexamples: ["期末考试安排：马原11月20日上午", "考试安排：还没出来，等通知", "两门考试帮我记一下：都在下周，具体等通知"],
    separator: /[；;，,]/,
    everyItem: /\d|[一二三四五六七八九十]月|(?:周|星期|礼拜)[一二三四五六日天]|明天|后天/,
    item: (item) => `考试安排：${item}`,
  },
];

const LIST = /^([^：:；;]{1,24}?)\s*[：:]\s*(.+)$/s;
/** "三件事", "2条": the items counted by the header, when it counts them. */
const HOW_MANY = /([两二三四五六七八九十\d]+)\s*(?:件事(?:情)?|件|个|条|项|样)$/;

/** The list said as one request per item, or undefined when it is no list or its header asks nothing per item. */
/** "记一下俩考试，A…，B…": exams counted and asked kept, set off by a comma where a colon is usually typed. */
const COUNTED_EXAMS_LEAD = /^(?:(?:请|麻烦)?(?:帮我|给我)?(?:记|登记|录|存)(?:一下|下|上)?)?(?:[两二三四五六七八九十\d]+\s*(?:门|场|个)|俩)(?:期末|期中)?考试(?:(?:帮我|给我)?(?:记|登记|录|存)(?:一下|下|上)?)?(?=\s*[，,])/;

export function listParts(text: string): string[] | undefined {
  const match = LIST.exec(COUNTED_EXAMS_LEAD.test(text.trim()) ? text.trim().replace(/[，,]/, "：") : text.trim());
  if (!match) return undefined;
  const header = match[1].trim().replace(COUNTED, "").trim();
  const row = LIST_ROWS.find((candidate) => candidate.header.test(header));
  if (!row) return undefined;
  const split = (separator: RegExp) => match[2].split(separator).map((item) => item.trim()).filter((item) => item !== "");
  const apart = split(row.separator ?? /[；;]/);
  const dated = row.datedSeparator && apart.length < 2 ? split(row.datedSeparator) : [];
  // "帮我记三件事：A，B，C": as many items apart by commas as the student counted are the items themselves.
  const counted = HOW_MANY.exec(match[1].trim());
  const byComma = counted && apart.length < 2 ? split(/[，,、]/) : [];
  const items =
    byComma.length >= 2 && byComma.length === parseSmallNumber(counted?.[1] ?? "")
      ? byComma
      : dated.length >= 2 && dated.every((item) => DAY_WORD.exec(item)?.index === 0) ? dated : apart;
  if (items.length < 2 || (row.everyItem && !items.every((item) => row.everyItem?.test(item)))) return undefined;
  // "完成了：A；没做：B": an item with a not-done label of its own makes the whole a check-in (checkin-lists.ts).
  if (items.some((item) => NOT_DONE_LABEL.test(item))) return undefined;
  return items.map((item) => (row.item ? row.item(item) : `${header}：${item}`));
}
