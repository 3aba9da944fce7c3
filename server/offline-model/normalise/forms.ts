/**
 * Written forms the readers do not key on, read as the words they stand for: a month and day typed with a hyphen
 * ("12-10" → 12月10日), a date with its weekday beside it ("12月8日（周二）": the date is the day meant), and the
 * labels of a form a student fills in ("截止：12月11日" → 截止12月11日, "预计：3节" → 预计3节, "标题：X" → X). Each row
 * is a family with the sentences it reads and the ones it leaves as they are (checked in forms.test.ts). Clock times
 * written unusually (差五分八点, 晚2000, 8P) are clock-forms.ts's rows.
 */
import type { Reading } from "./reading";
import { CLOCK_FORM_ROWS } from "./clock-forms";
import { CLIPPED_COMMAND_ROWS } from "./commands";
import type { FormRow } from "./form-row";
import { replacedAll } from "./rewrite";

const WEEKDAY = "(?:周|星期|礼拜)[一二三四五六日天]";
/** "本周四", "下周一": which week the weekday is in. */
const WEEK = "(?:本|这|下下|下|上)";
const DATE = "(?:\\d{1,2}\\s*月\\s*\\d{1,2}\\s*[日号]?|\\d{1,2}[./]\\d{1,2})";

export const FORM_ROWS: readonly FormRow[] = [
  {
    family: "a month and day typed with a hyphen",
    // Not a period span (第7-8节, 3-4节), an hour span (9-11点, 14:00-16:00), a count (2-3个小时) or English days 3-9.
    pattern:
      /(?<![\d第:：.\/\-~]|[A-Za-z]\s?|[周午晚早上下])(1[0-2]|0?[1-9])\s*-\s*(3[01]|[12]\d|0?[1-9])(?![\d.:：\/\-~]|\s*(?:节|点|个|小时|h\b|天|周|章|页|题|道|篇|次|号|月|分|人|%|到|至|~|-))/g,
    replace: (match) => `${Number(match[1])}月${Number(match[2])}日`,
    examples: [
      ["提醒我12-9交实验报告", "提醒我12月9日交实验报告"],
      ["12-14 有哪些课", "12月14日 有哪些课"],
    ],
    counterexamples: ["把它放到第7-8节", "每天3-4节", "大概2-3个小时", "上午9-11点有空吗", "14:00-16:00 考", "days 3-9", "2026-12-10"],
  },
  {
    family: "a date with its weekday beside it",
    pattern: new RegExp(`(${DATE})\\s*(?:[（(]\\s*${WEEK}?${WEEKDAY}\\s*[)）]|${WEEKDAY}(?![一二三四五六日天]))`, "g"),
    replace: (match) => match[1],
    examples: [
      ["12月8日（周二）有什么课", "12月8日有什么课"],
      ["12/10(星期四)前交", "12/10前交"],
      ["12月7日（下周一）中午前交", "12月7日中午前交"],
    ],
    counterexamples: ["周四有什么课", "第3周周四"],
  },
  {
    family: "a weekday with its date in brackets after it",
    pattern: new RegExp(`${WEEK}?${WEEKDAY}\\s*[（(]\\s*(${DATE})\\s*[)）]`, "g"),
    replace: (match) => match[1],
    examples: [
      ["本周四（12月3日）下午开班会", "12月3日下午开班会"],
      ["下周五(12/11)前报名", "12/11前报名"],
    ],
    counterexamples: ["周四（上午）有课", "下周五（最后一天）交"],
  },
  {
    family: "the labels of a filled-in form",
    pattern:
      /(?<=^|[；;，,：:\s])(?:(标题|名称|名字|事项|内容|科目|课程|考试科目)|(截止时间|截止日期|截止|ddl|DDL|deadline|Deadline|due)|(预计时长|预计用时|预计|预估|时长|耗时|用时|估计)|(考试时间|时间|日期))\s*[：:]\s*/g,
    replace: (match) => (match[2] !== undefined ? "截止" : match[3] !== undefined ? "预计" : ""),
    examples: [
      ["新建任务：标题：读文献；截止：周五；预计：2节", "新建任务：读文献；截止周五；预计2节"],
      ["科目：大学物理期末；时间：1月6日", "大学物理期末；1月6日"],
    ],
    counterexamples: ["标题改成读文献", "预计要3节"],
  },
  {
    // Formal notices and forms write the new date after 至 ("调整至12月13日"); the readers key on 到.
    family: "a change written with 至",
    pattern: /(?<=调整|调|改|推迟|推|延期|延后|延|顺延|提前|移|挪)至(?=\s*\S)/g,
    replace: () => "到",
    examples: [
      ["请将读书报告的截止时间调整至12月20日", "请将读书报告的截止时间调整到12月20日"],
      ["组会顺延至下周二", "组会顺延到下周二"],
    ],
    counterexamples: ["截至目前还没交", "周一至周五上班"],
  },
  {
    // "第四、五章", "第2和3讲": the unit said once for every number; each chapter is a block of its own to the readers
    // ("第四章、第五章"). Not periods (第3、4节 is one span of the day) nor a span said with 到 or -.
    family: "chapters numbered in a row with the unit said once",
    pattern: /第((?:[一二三四五六七八九十]{1,3}|\d{1,2})(?:\s*(?:、|和|与|跟)\s*(?:第)?(?:[一二三四五六七八九十]{1,3}|\d{1,2}))+)\s*(章|讲|单元)/g,
    replace: (match) => match[1].split(/\s*(?:、|和|与|跟)\s*(?:第)?/).map((number) => `第${number}${match[2]}`).join("、"),
    examples: [
      ["概率论第二、三章都没看", "概率论第二章、第三章都没看"],
      ["第1和2讲复习完了", "第1讲、第2讲复习完了"],
      ["把线代第五、六、七章排到下周", "把线代第五章、第六章、第七章排到下周"],
    ],
    counterexamples: ["周三第3、4节有空吗", "第三章和第四章都看完了", "第三到五章排到周末"],
  },
  ...CLOCK_FORM_ROWS,
  ...CLIPPED_COMMAND_ROWS,
];

/** The reading with every written form read as the words it stands for. */
export function withForms(reading: Reading): Reading {
  return FORM_ROWS.reduce((current, row) => replacedAll(current, row.pattern, row.replace), reading);
}
