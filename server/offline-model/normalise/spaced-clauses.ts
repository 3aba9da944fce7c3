/**
 * Clauses parted by a space instead of a comma: students typing fast or dictating by voice leave out the punctuation
 * ("离散排到下周 概率论排到下下周", "回家这几天啥都没学 这周哪天最空好补一补"), and the readers that split a message
 * into clauses split at commas. Found by the tuned set's no-punctuation variant (testing/eval/variants.ts), which kept
 * only 88.7 % of the passes while the other habits kept 94-100 %.
 *
 * A space is not always a comma: terse commands use spaces as their own grammar — a command and its name
 * ("倒计时 概率论", "删 四级真题"), a name and its value ("小组答辩 提前一小时提醒", "英语演讲稿 下周三"), a day and its
 * clock ("下个星期一 晚上十点"), a list of attributes ("简单 不重要"). So a space reads as a comma only where both
 * sides are clauses of their own: each side holds a word that says something (a verb, a request, a state) beyond the
 * names, times, amounts and attributes that a terse command's fields are made of.
 */
import type { FormRow } from "./form-row";
import type { Reading } from "./reading";
import { replacedAll } from "./rewrite";

/** Words that make a stretch a clause: something done, asked, wished, limited or said to be so. */
const PREDICATE =
  /帮|把|给我|记|排|挪|移|删|改(?![天日])|提醒|叫|加上|勾|放|换|撤|取消|登记|推|提前|延后|往[前后]|最多|最少|至少|比|交|做|学|看|写|复习|考|去|回|来|有|没|是|不|别|要|想|能|会|可以|得|了|过|着|完|吗|呢|吧|啊|呀|嘛|太|真|好|空|忙|累|算|弄|搞|打|班|请假|补|留|用|说|讲|问|知道|觉得|感觉|跑|拿|取|开|约|定|列|查|对|错|就|还|也|都|先|再|又|才|在|玩|睡|吃|走神|出|听|练|测|跟|找|发|买|读|背|刷|赶|等|抢|占|停|动|安排|准备|打算|忘|需要|让/;

/**
 * Names that hold a predicate's character without saying anything (晚会's 会, 考试's 考, 班费's 班): "迎新晚会策划案
 * 不做了" is a name, then the clause about it.
 */
const NAMES_WITH_VERB_CHARACTERS = /学生会|晚会|班会|例会|组会|班费|班长|班委|开题|考试|期末考?|期中考?|待办|发票|出勤|对接/gu;

/** A word said alone to stop or turn the talk ("等下 线代那个还没动呢", "不对 是周五"): a clause however short. */
const INTERJECTION = /^(?:等下|等等|等一下|不对|不对不对|哎呀|诶|对了|算了|好吧|糟了|完了)$/u;

/** A day, its part and its clock: 下个星期一 / 周三之前 / 晚上十点 / 12月9日上午九点 / 明早8点前. */
const DAY_AND_CLOCK =
  "(?:[上下这本每]*(?:个)?(?:周|星期|礼拜)[一二三四五六日天末]?|今天|明天|后天|大后天|昨天|前天|今晚|明晚|明早|明天?[早晚]上?|第?\\d+周|\\d+[月.\\/]\\d+[日号]?|[一二三四五六七八九十]+月[一二三四五六七八九十]+[日号]|元旦|当天|那天|[上下]午|早上|中午|晚上|傍晚|凌晨|夜里|\\d+[点:：]\\d*分?半?|[零一二两三四五六七八九十]+点[半一二三四五六七八九十]*分?|整|左右|之?[前后]|以[前后]|截止|到|和|或)+";

/**
 * Stretches that are a terse command's field, not a clause, whatever words they hold: a day and its clock, a
 * duration, an amount of sections, an importance.
 */
const FIELD_ONLY = [
  new RegExp(`^${DAY_AND_CLOCK}$`, "u"),
  // an amount: 半小时 / 大概一个半小时 / 6章 / 每章2节 / 3节 / 两个钟头
  /^(?:大概|大约|估计|需要?|要|共|一共|每章|每节|每天|每块)?(?:[\d零一二两三四五六七八九十半]+(?:个)?(?:半)?(?:小时|钟头|分钟|节|章|块|天|周|次|页|题|套)(?:左右)?)+$/u,
  // an importance or a difficulty: 简单 不重要 / 重要又紧急 / 很重要但还不急 (but "挺重要的" says so of the clause before)
  /^(?:很|特别|比较|挺|不太?|又|且|但|还|但还|也)*(?:重要|紧急|简单|复杂|急)(?:(?:又|且|但|但还|还|也|不|不太|很)*(?:重要|紧急|简单|复杂|急))*$/u,
];

/** "概率论1月7日上午": a name and the date it falls on, one item of a list ("民法12月28号上午九点 刑法1月3号下午"). */
const DATED_ITEM = new RegExp(`^(\\p{Script=Han}[\\p{Script=Han}A-Za-z]+?)(${DAY_AND_CLOCK})$`, "u");

function isDatedItem(stretch: string): boolean {
  const match = DATED_ITEM.exec(stretch);
  if (!match || hanCount(match[1]) < 2 || /^[上下这本每今明后昨前大第个]+$/u.test(match[1])) return false;
  return /\d+[月.\/]|月|[日号]|周|星期|礼拜/u.test(match[2]);
}

/** What parts one stretch from the next: a space, or any mark that parts clauses or opens a list (民法…：). */
const STRETCH_MARKS = [..."，,。.！!？?；;：:、…\n\t "];

/** The stretch of the text before a space (back to the last mark) and after it (up to the next). */
function stretchBefore(text: string, end: number): string {
  const start = Math.max(...STRETCH_MARKS.map((mark) => text.lastIndexOf(mark, end - 1)));
  return text.slice(start + 1, end);
}

function stretchAfter(text: string, start: number): string {
  const ends = STRETCH_MARKS.map((mark) => text.indexOf(mark, start)).filter((index) => index !== -1);
  return text.slice(start, ends.length > 0 ? Math.min(...ends) : text.length);
}

function hanCount(stretch: string): number {
  return stretch.match(/\p{Script=Han}/gu)?.length ?? 0;
}

/**
 * Stretches that open what follows them: a cue whose object is the next stretch ("提醒我 明天8点去图书馆", "记一下
 * 周四交表"), an @ calling someone in a forwarded notice ("@所有人 周五开会").
 */
const OPENS_NEXT = /^(?:(?:帮我|给我|请|麻烦)?(?:提醒我?|记一下|记下|记着|记住|记个事儿?|备忘一下|帮我记|通知)(?:一下)?|[@#].*)$/u;

/** True when the stretch says something of its own (see the module comment). */
function isClause(stretch: string): boolean {
  if (INTERJECTION.test(stretch)) return true;
  if (OPENS_NEXT.test(stretch)) return false;
  if (hanCount(stretch) < 3) return false;
  if (FIELD_ONLY.some((pattern) => pattern.test(stretch))) return false;
  return PREDICATE.test(stretch.replace(NAMES_WITH_VERB_CHARACTERS, ""));
}

export const SPACED_CLAUSE_ROWS: readonly FormRow[] = [
  {
    family: "a space between two clauses, each saying something of its own, read as a comma",
    pattern: /(?<=[\p{Script=Han}\d%)）])[ \u3000]+(?=[\p{Script=Han}\d])/gu,
    replace: (match) => {
      const before = stretchBefore(match.input, match.index);
      const after = stretchAfter(match.input, match.index + match[0].length);
      // "改名叫 报名普通话测试": a word that wants what follows (叫, 改成, 是) takes the next stretch as its object.
      if (/(?:叫|为|成|是|[改排挪推放移调定]到)$/u.test(before)) return undefined;
      // "今晚11 点交作业": a number and its unit, parted by the space a mixed-English message left between them.
      if (/\d$/.test(before) && /^[点号日月节章周个分天时小]/u.test(after)) return undefined;
      if (isDatedItem(before) && isDatedItem(after)) return "，";
      return isClause(before) && isClause(after) ? "，" : undefined;
    },
    examples: [
      ["离散排到下周 概率论排到下下周", "离散排到下周，概率论排到下下周"],
      ["回家这几天啥都没学 这周哪天最空好补一补", "回家这几天啥都没学，这周哪天最空好补一补"],
      ["班费还没交 刚搞错了 改回未完成", "班费还没交，刚搞错了，改回未完成"],
      ["交概率论作业第三章 挺重要的", "交概率论作业第三章，挺重要的"],
      ["周六本来要回家 结果车票没抢到 那就留学校吧", "周六本来要回家，结果车票没抢到，那就留学校吧"],
      ["等下 线代那个还没动呢", "等下，线代那个还没动呢"],
      ["学生会的策划案不做了 删掉吧", "学生会的策划案不做了，删掉吧"],
      ["复习排到下周 一天最多三节", "复习排到下周，一天最多三节"],
      ["提前一小时 六点就得过去", "提前一小时，六点就得过去"],
      ["帮我记两场考试：民法12月28号上午九点 刑法1月3号下午", "帮我记两场考试：民法12月28号上午九点，刑法1月3号下午"],
    ],
    counterexamples: ["倒计时 概率论", "小组答辩 提前一小时提醒", "下个星期一 晚上十点", "新建任务类 编译原理 6章×2节", "加待办 洗球鞋 简单 不重要", "删 四级真题", "普通话那条改名叫 报名普通话测试并交照片", "英语演讲稿 下周三 大概一个半小时", "体测补测 12月9日 上午九点", "下个星期一 离散作业", "提醒我 明天8点去图书馆", "迎新晚会策划案 不做了 删除", "班长：@所有人 周六上午9点礼堂彩排"],
  },
];

/** The reading with the spaces that part clauses read as commas. */
export function withSpacedClausesRead(reading: Reading): Reading {
  let read = reading;
  for (const row of SPACED_CLAUSE_ROWS) read = replacedAll(read, row.pattern, row.replace);
  return read;
}
