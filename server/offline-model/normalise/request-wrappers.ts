/**
 * A request wrapped in the words around it rather than said as a command: asked as can-you ("能不能帮我把离散排到下周？",
 * "可以帮我记一下周五交表吗？礼拜天别排") or told as a wish ("我想把谓词逻辑挪到周四", "我要登记个考试：…"). The
 * readers know the command ("帮我把…", "把…", "登记个考试"); wrapped, a "？" made it a question about the to-dos and
 * "我想" became part of the thing named. Found by surface variants of the tuned set (testing/eval/variants.ts:
 * asked-can-you, i-want). Each row is one habit, with sentences it reads and sentences it leaves as they are
 * (request-wrappers.test.ts).
 */
import type { FormRow } from "./form-row";
import type { Reading } from "./reading";
import { replacedAll } from "./rewrite";

/** The verbs of a 把 request the planner carries out: "我要把报告交了" tells a plan of the student's own and stays. */
const CARRIED_OUT = "(?:排|挪|移|放到|放在|放进|塞|删|去掉|拿掉|撤|取消|改|调|换|勾|标|加|记|推|列)";

export const REQUEST_WRAPPER_ROWS: readonly FormRow[] = [
  {
    // The 吗 and the "？" of can-you go with it; a clause after it ("…吗？礼拜天别排", "…吗：数据库原理期末") is the
    // request's rest.
    family: "a request asked as can-you",
    pattern: /^(?:你)?(?:能不能|能否|可不可以|可否|可以|能)(?:请你)?(帮我|给我|替我)([^？?。！!吗]{2,}?)(?:(?:吗|么|嘛)?[？?]+|(?:吗|么|嘛)(?=[：:，,、\s])|(?:吗|么|嘛)?(?=[。！!]|$))/u,
    replace: (match) => `${match[1]}${match[2]}${/^\s*(?:$|[：:，,、])/.test(match.input.slice(match.index + match[0].length)) ? "" : "，"}`,
    examples: [
      ["能不能帮我新建个待办，写毛概论文，要3节？", "帮我新建个待办，写毛概论文，要3节"],
      ["可以帮我把离散复习排到下周吗？周日别排", "帮我把离散复习排到下周，周日别排"],
      ["能帮我记一下周五交表吗", "帮我记一下周五交表"],
      ["可不可以帮我看看明天下午有没有空？", "帮我看看明天下午有没有空"],
      ["你能不能给我列一下还没做完的作业？", "给我列一下还没做完的作业"],
      ["能帮我加个考试吗：数据库原理期末，1月11号上午九点", "帮我加个考试：数据库原理期末，1月11号上午九点"],
    ],
    counterexamples: ["能不能别排周末？", "我能不能把离散排到下周？", "可以吗", "能帮我吗？"],
  },
  {
    family: "a request told as the student's wish",
    pattern: new RegExp(
      `^我(?:想|要|打算)(?:请你|让你)?(?=(?:把|将)[^，,。？?]{1,12}?${CARRIED_OUT}|帮我|给我|登记|记一下|记个|看看|看一下|查一下|查查|列一下|删掉)`,
      "u",
    ),
    replace: () => "",
    examples: [
      ["我想把谓词逻辑那块挪到周四晚上", "把谓词逻辑那块挪到周四晚上"],
      ["我要登记个考试：马原期末1月8号下午2点", "登记个考试：马原期末1月8号下午2点"],
      ["我想看看这周要交哪些东西", "看看这周要交哪些东西"],
      ["我想请你帮我记一下周五交表", "帮我记一下周五交表"],
    ],
    counterexamples: ["我想休息一天", "我要把实验报告交了", "我想按考试时间倒着排复习", "我要疯了"],
  },
];

/** The reading with each wrapped request said as the command (see the module comment). */
export function withRequestUnwrapped(reading: Reading): Reading {
  let read = reading;
  for (const row of REQUEST_WRAPPER_ROWS) read = replacedAll(read, new RegExp(row.pattern.source, `${row.pattern.flags}g`), row.replace);
  return read;
}
