/**
 * What a student says around the name of a thing, never part of it: how much it matters ("这个贼急", "不急"), why or
 * how they feel about it ("因为老师催了", "我怕忘", "烦死了"), courtesy ("麻烦了", "plz"), particles ("吧", "哈"),
 * pointers and counters ("那个", "这套", "一下"). Every name a tool is given — a note's or a to-do's title, the to-do an
 * edit names, a query's keyword, an exam's title — is cut the same way, here, so no reader keeps its own list. What is
 * part of the thing stays: "《不急不躁》读后感", "第三章", "实验二", "期中", "给导师发周报".
 */

/** "这个贼急", "不急", "挺重要的哦": a clause that only weighs the thing. */
const WEIGHT_CLAUSE =
  /^(?:这个|这件事|这事儿?|它|那个)?(?:也|真的|其实|倒是)?(?:(?:贼|超级?|很|挺|非常|特别|比较|蛮|有点|巨|相当|十分|真)?(?:急|紧急|着急|重要|要紧|赶)|(?:不|不太|不怎么|没那么|没有那么|也不)(?:急|着急|重要|要紧|赶))(?:的)?(?:了|啦)?[哦啊呢吧哈呀~～!！]*$/u;

/** "因为老师催了", "我怕忘", "我老是忘", "烦死了", "不想弄了": why, or how the student feels, in a clause of its own. */
const REASON_OR_FEELING_CLAUSE =
  /^(?:(?:因为|由于|毕竟|不然|要不然|否则)\S*|我?(?:好|很|有点)?怕(?:忘|漏|来不及)\S{0,3}|我?(?:这人)?(?:老是|总是|经常|容易|老|总)(?:会)?(?:忘|忘记|忘事)(?:事|了)?|(?:老师|导师|辅导员|助教|班长|学委)(?:又|一直|已经|在)?催(?:了|我了?|得紧)?(?:也没用)?|(?:真|好|贼|超)?(?:烦|累|困)(?:死了?|死我了|透了)?|(?:唉|哎|害)+|(?:我)?(?:不想|懒得)(?:弄|做|写|搞)了?)[啊呀哦吧~～!！]*$/u;

/** "麻烦了", "谢谢啦", "plz": courtesy, as a clause of its own. */
const COURTESY_CLAUSE = /^(?:麻烦(?:你|了|啦)?|谢谢(?:你|啦|了)?|拜托(?:了|啦)?|辛苦(?:了|啦)?|thx|thanks|plz|pls|please)[啊呀哦~～!！]*$/iu;

/** "那个啥", "呃": a clause of hesitation, before the name comes. */
const HESITATION_CLAUSE = /^(?:那个|这个|就是)?(?:啥|什么|嗯+|呃+|额+|emm+)$/iu;

/** Whether a clause of a name's sentence carries nothing of the name: weight, reason, feeling or courtesy only. */
export function isFillerClause(clause: string): boolean {
  const bare = clause.trim();
  return bare !== "" && [WEIGHT_CLAUSE, REASON_OR_FEELING_CLAUSE, COURTESY_CLAUSE, HESITATION_CLAUSE].some((row) => row.test(bare));
}

/** Particles closing a name ("领证书吧", "快递嘛"); 酒吧, 贴吧 and 网吧 keep theirs. */
const TRAILING_PARTICLES = /(?<![酒贴网水])(?:吧|啊|呀|哈|嘛|呗|啦|哦|噢|咯|喽)+$/u;
/** "四级真题这套", "物理实验报告那条", "策划案终于", "四级真题的截止": pointers, adverbs and the deadline's word after it. */
// "电脑文件不想弄了", "错题本的", "离散期末考试帮我", "四级 task": how the student feels, a dangling 的 or helper,
// the English kind of thing.
const TRAILING_WORDS =
  /(?:[这那](?:一)?(?:个|条|项|件|套|份|些|张|篇|门|场)|终于|总算|已经|刚刚?|的?(?:截止(?:时间|日期)?|ddl|deadline)|我?(?:不想|懒得)(?:弄|做|写|搞)了?|(?<![目有是])的|帮我|给我|替我|\s+(?:task|to-?do|item))$/iu;
/** "这个学期", "那个星期": a pointer that makes a time is part of the thing ("写这个学期的总结"). */
const POINTED_TIME = "(?!学期|星期|礼拜|月|周|年|季度|阶段|假期|寒假|暑假)";
/** "那个四级真题", "我那个策划案": the pointer before the name. */
// "有没有策划案相关的": the asking words before a keyword are no part of it either.
const POINTERS = "(?:那个|这个|那条|这条|那件|这件)";
const LEADING_POINTER = new RegExp(`^(?:(?:有没有|有无)(?:我)?${POINTERS}?|(?:我)?${POINTERS})${POINTED_TIME}(?=\\p{Script=Han}{2})`, "u");
/** "还那个图书馆的书", "发那个重要的周报", "交那份总结", "取一下快递": a pointer, a weight or 一下 between verb and thing. */
const INNER_FILLERS = new RegExp(
  `(?<=\\p{Script=Han})(?:(?:那个|这个|那份|这份)${POINTED_TIME}(?:(?:很|挺|超|贼|非常|特别)?(?:重要|紧急|要紧)的)?|一下(?!子))(?=\\p{Script=Han})`,
  "gu",
);
/**
 * "plz", "pls", and "the" / "my" before a Chinese name ("buy the 洗衣液"): English fillers. An English title keeps its
 * articles ("call the bank"): the to-do is saved, and pointed back at, under those words.
 */
const ENGLISH_FILLERS = /\b(?:plz|pls|please)\b\s*|\b(?:the|my)\s+(?=\p{Script=Han})/giu;

/** "要交的那个实验二报告" read as 交的实验二报告: the 的 that tied the verb to the thing goes with the pointer. */
const VERB_THEN_OF = /^((?:交|提交|上交|带|还|取|拿|买|打印|寄|领))的(?=\p{Script=Han}{2})/u;

/** "啥，线代作业": the clauses of a name that are only filler. */
function withoutFillerClauses(name: string): string {
  const clauses = name.split(/[，,]/);
  const kept = clauses.filter((clause) => !isFillerClause(clause));
  return kept.length > 0 && kept.length < clauses.length ? kept.join("，").trim() : name;
}

/** The name with the filler around and inside it cut; a name that would be left with less than two letters stays. */
export function withoutNameFillers(name: string): string {
  let current = withoutFillerClauses(name.trim());
  for (let previous = ""; previous !== current; ) {
    previous = current;
    const cut = current
      .replace(ENGLISH_FILLERS, "")
      .replace(INNER_FILLERS, "")
      .replace(LEADING_POINTER, "")
      .replace(TRAILING_PARTICLES, "")
      .replace(TRAILING_WORDS, "")
      .replace(VERB_THEN_OF, "$1")
      .replace(/\s{2,}/g, " ")
      .trim();
    if (cut.replace(/[\s\p{P}]/gu, "").length >= 2) current = cut;
  }
  return current;
}
