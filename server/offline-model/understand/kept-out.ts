/**
 * What a scheduling request keeps out of the plan ("除了错题本，别的都排", "英语作文先别排", "概率论除外", "不排错题本"):
 * the names as the student said them, for rough_schedule's exclude, and the request without those clauses, so the
 * names are read as no subject. A negated clause that only keeps a time free ("周末别排", "别排晚上") or asks for less
 * ("别排太满") keeps nothing out: it is no name.
 */

const PARTICLES = "(?:了|吧|啦|哈|啊|呀|哦|嘛|呗|就好|就行)*";
/** Where the name after 除了 ends when no 以外 closes it: a mark, or the words for "the rest" ("…其他都安排上"). */
const REST_BEGINS = "(?=[，,。；;！!？?\\s]|其他|其它|别的|其余|剩下|剩余|都|全|还|也|$)";
/** Not the 除 of 删除, 排除, 清除…: those remove, they keep nothing out. */
const NOT_REMOVING = "(?<![删排清剔扣免消解拆开切根去])";
/** "除了错题本(以外)，…", "除了四级真题其他都安排上", "除了错题本外都排". */
const EXCEPT_LEAD = new RegExp(`${NOT_REMOVING}(?:除了|除去)\\s*([^，,。；;！!？?]+?)\\s*(?:以外|之外|外${REST_BEGINS}|${REST_BEGINS})`);
/** "除错题本外都排进下周": a bare 除 needs its 外. */
const EXCEPT_BARE = new RegExp(`${NOT_REMOVING}除\\s*([^，,。；;！!？?]{1,12}?)\\s*(?:以外|之外|外)`);
/**
 * "英语作文那个先别排", "错题本先不排了", "离散的先不补" (missed work kept out of its re-plan), "四级真题留着", "整理电脑那个留到考完研再说", "错题本那个先不管": the clause's subject, then the
 * word that keeps it out (for now, or until a time it names). "早八千万别排": 千万 only presses the refusal.
 */
const KEPT_TAIL = new RegExp(
  `^(.+?)(?:先|暂时|暂且|就|也|还是|千万|可千万|绝对|一定)?(?:(?:别|不要|不用|不必|甭|不)(?:给我|帮我)?(?:排|安排|放进去|塞进去|补)(?:它|了)?|(?:先|暂时)?(?:别|不要|不用|不)管(?:它)?|(?:先|就)?留着(?:吧|以后再说|下次再说|后面再说|我自己来)?|(?:先|就)?(?:放一放|放放|放着|搁着|搁一搁)|(?:以后|下次|回头|之后|后面|过几天)再(?:说|排|安排)|(?:先|就)?(?:留到|放到|拖到|等(?:到)?)[^，,。；;]{1,10}?再说|(?:先|就)?等(?:到)?[^，,。；;]{1,10}?再(?:弄|做|搞)|(?:我)?自己(?:来|安排|排|弄|搞定|搞|应付|准备|看着办)|(?:我)?(?:心里)?(?:有数|有把握)|(?:就|也)?不用了)${PARTICLES}$`,
);
/** "概率论除外", "错题本不算在内". */
const EXCEPT_TAIL = new RegExp(`^(.+?)(?:除外|不算在内|不包括在内|不算进去)${PARTICLES}$`);
/** "不排错题本", "先不安排英语作文", "不包括四级真题". */
const NOT_LEAD = new RegExp(`^(?:先|暂时|就)?(?:不(?:用)?(?:排|安排)|不(?:包括|算|含))(.+?)${PARTICLES}$`);
/**
 * "下周的复习照排，就把四级真题去掉": the plan asked for as usual, with one thing taken out of it by 把; beside a
 * clause that asks for no plan ("把四级真题去掉" alone) it is no kept-out name, and the edits read it.
 */
const TAKEN_OUT = new RegExp(`^(?:就|只|但是?|不过|只是)?(?:把|将)(.+?)(?:给)?(?:去掉|拿掉|去了|剔掉|剔除|划掉|刨掉|扣掉|拿出去|排除掉?)${PARTICLES}$`);
/**
 * English: "except the essay", "apart from the essay", "except the 四级 one": the name may be the student's Chinese,
 * and the word after it that only points at the to-do (one, thing, task) is no part of it.
 */
const ENGLISH_EXCEPT =
  /\b(?:except(?: for)?|apart from|other than|excluding)\s+(?:the\s+|my\s+)?((?:[a-z]|\p{Script=Han})[\p{Script=Han}a-z0-9 -]*?)(?:\s+(?:one|ones|thing|task|to-?do))?\s*(?=[,.;!?，。]|$)/iu;

/** "…只有X不排", "…就X别排": the request before, the one name kept out after. */
const ONLY = /^(.+?)(?:只有|唯独|单单|就只有)(.+)$/;
/** "…排到下周 周末", "…复习吗？晚上": the request, a voice pause or a question mark, then the words refused. */
const PAUSED = /^(.+[^\s？?！!])[\s？?！!]+([^\s？?！!]+)$/;
/** Words before a name that are the sentence's, not the name's: "不过英语作文…", "把错题本…". */
// "就礼拜六别排": 就 before a day says which one, and leaves the day (a time, no name) to the days kept free.
const LEAD_WORDS = /^(?:不过|但是|但|只是|就是|然后|还有|另外|其中|就(?=(?:这|本|下下?)?(?:周|星期|礼拜)|周末))?\s*(?:把|将)?/;
/** Words after a name that point at it: "英语作文那个", "错题本的". */
// "午休那段", "早八那会儿": a time pointed at the same way, which leaves the time (no name) to the times kept free.
const POINTERS = /(?:那个|这个|那项|这项|那条|这条|那一项|那些|那几块|这几块|那块|这块|那部分|这部分|那段|这段|那会儿?|那个?时间段?|的)+$/;
/** A "name" that only says when, how much or the rest: "周末", "太满", "别的". */
// "排不下的先放着", "这周塞不下的就先不管": what does not fit is said of the plan, no name (schedule-options.ts reads it).
const NO_NAME =
  /^(?:(?:排|塞|放|安排|装)不(?:下|进去|完)|太|这么|那么|满|得|多|其他|其它|别的|剩下|其余|一天|每天|连续|算了|还是|暂时|[进到在入])|^(?:都|全部|所有|复习|学习|任务|计划)$|(?:排|塞|放|安排|装)不(?:下|进去|完)$/;
/** A "name" that only says when: "周末", "周六下午", "晚上十点以后", "周二周四空着" (days left empty, schedule-options.ts). */
// "就礼拜六", "这两周的周日": 就 and a stretch of weeks before the day still only say when; "那周周五" (the week
// just named) too. "那半天", "那个下午": the half-day said before, pointed back at.
const TIME_ONLY =
  /^(?:(?:那|这)(?:个|一)?(?=半天|上午|下午|晚上|早上)|半天|(?:这|本|下下?|那一?|当)?(?:两|几)?(?:周|星期|礼拜)(?:[一二三四五六日天]|末)?|周末|就|今天|明天|后天|今晚|明晚|白天|晚上|上午|下午|早上|中午|傍晚|凌晨|早八|午睡|午休|第[一二三四\d]节|[\d一二两三四五六七八九十]+点(?:半)?|\d{1,2}[号日]|[一二三四五六七八九十]{1,3}号|到|至|以后|之后|以前|之前|的|都|也|和|跟|、|空着|留空|空出来|[一两二三四五六七]天)+$/;

/**
 * "周末我要去兼职", "周三下午有实验", "周日得回家": a time and why the student is busy then — the time kept free, with
 * its reason, names nothing to keep out.
 */
const TIME_WITH_REASON =
  /^(?:(?:这|本|下下?)?(?:周|星期|礼拜)(?:[一二三四五六日天]|末)|周末|今天|明天|后天|今晚|明晚|白天|晚上|上午|下午|早上|中午|[和跟、])+(?:的时候)?(?:我|都|也|还|要|得|有|去|回|在|约|上)/;

/** "离散数学的复习": the plan's subject is its name ("离散数学"); the study word only says what kind of work it is. */
const STUDY_TAIL = /(?<=\p{Script=Han}{2})的?(?:复习|学习|计划|预习|备考)$/u;

/** "没截止的四级…", "不急的错题本": which of them, said by a filter before the names, is no part of them. */
const FILTER_LEAD = /^(?:没|没有|不带|没定)(?:截止(?:日期|时间)?|ddl|deadline)的|^(?:不急|不着急|不重要|没那么急)的/i;
/** "四级和电脑整理都留着": 都 / 也 gathering the names before the word that keeps them out. */
const GATHERING_TAIL = /(?<=\p{Script=Han})(?:都|也|全|全都|统统|一律|一概)$/u;

function nameOf(words: string | undefined): string | undefined {
  const name = (words ?? "").trim().replace(LEAD_WORDS, "").replace(FILTER_LEAD, "").replace(GATHERING_TAIL, "").replace(POINTERS, "").replace(STUDY_TAIL, "").trim();
  return name.length >= 2 && !NO_NAME.test(name) && !TIME_ONLY.test(name) && !TIME_WITH_REASON.test(name) ? name : undefined;
}

/** The names one clause keeps out, and what is left of it. */
function clauseKeptOut(clause: string): { rest: string; names: string[] } {
  const except = EXCEPT_LEAD.exec(clause) ?? EXCEPT_BARE.exec(clause);
  const exceptName = except ? nameOf(except[1]) : undefined;
  if (except && exceptName) return { rest: clause.replace(except[0], ""), names: [exceptName] };
  const english = ENGLISH_EXCEPT.exec(clause);
  if (english) return { rest: clause.replace(english[0], ""), names: [english[1].trim()] };
  const said = clause.trim().replace(/[。！!～~\s]+$/, "");
  for (const pattern of [KEPT_TAIL, EXCEPT_TAIL, NOT_LEAD, TAKEN_OUT]) {
    const words = pattern.exec(said)?.[1];
    // "下周的待办只有策划案不排": what comes before 只有 is the request's own, the name is after it.
    // "帮我把概率论复习排到下周 周末别排", "…倒推排复习吗？晚上不要排": a pause or a question mark before the kept-out
    // words ends the request, so only what follows it is refused.
    const only = words === undefined ? null : ONLY.exec(words) ?? PAUSED.exec(words);
    const name = nameOf(only ? only[2] : words);
    if (name) return { rest: only ? only[1] : "", names: [name] };
  }
  return { rest: clause, names: [] };
}

/** "四级和电脑整理", "错题本、四级": a list of names, joined by 、 or by 和 / 跟 between two of at least two characters. */
function namesListed(name: string): string[] {
  return name
    .split(/、/)
    .flatMap((part) => (/^\p{Script=Han}{2,}(?:和|跟|以及|还有)\p{Script=Han}{2,}$/u.test(part) ? part.split(/和|跟|以及|还有/) : [part]))
    .map((part) => part.trim())
    .filter((part) => part !== "");
}

/** The request's kept-out names (each once, a list said with 、 as its parts) and the request without them. */
/**
 * "周二周四晚上值班别排": days and parts of the day (and the shift that takes them) said before 别排 are times kept
 * free (said-limits.ts), not a thing kept out of the plan; the clause stays for that reader.
 */
const TIMES_ONLY = /^(?:(?:周|星期|礼拜)[一二三四五六日天]|[、和跟及]|早上|上午|中午|下午|傍晚|晚上|夜里|早八|[白夜]班|值班|上班|打工|兼职|家教|训练|我|都|要|得)+$/;

export function keptOut(text: string): { rest: string; names: string[] } {
  const names: string[] = [];
  // "把落下的捡回来 但线代先不管": typed by voice, a space before 但 ends a clause as a comma would.
  const clauses = text.split(/([，,；;。]|\s+(?=(?:但是?|不过|可是|只是)\p{Script=Han}))/u);
  const kept = clauses.map((clause, index) => {
    if (index % 2 === 1) return clause;
    const read = clauseKeptOut(clause);
    if (read.names.length > 0 && read.names.every((name) => TIMES_ONLY.test(name))) return clause;
    names.push(...read.names.flatMap(namesListed));
    return read.rest;
  });
  const rest = kept.join("").replace(/^[，,；;\s]+|[，,；;\s]+$/g, "").replace(/([，,；;])[，,；;\s]+/g, "$1");
  return { rest: names.length > 0 ? rest : text, names: [...new Set(names)] };
}

/**
 * "这周的待办除了策划案都先别排", "除了英语作文，其他先不安排": everything but X held back, which asks for X alone —
 * the opposite of "除了X都排". The names are X; the stretch is read from the rest by the caller.
 */
const ALL_BUT_HELD_BACK = new RegExp(
  `${NOT_REMOVING}(?:除了|除去)\\s*([^，,。；;！!？?]+?)\\s*(?:以外|之外|外${REST_BEGINS}|${REST_BEGINS})[，,\\s]*(?:其他|其它|别的|其余|剩下)?[^，,。；;！!？?排]{0,8}?(?:都|全|全都|一律|统统)?(?:先|暂时|暂且)?(?:别|不要|不用|不)(?:给我|帮我)?(?:排|安排)(?!满|太|得|多)`,
);

export function onlyKeptIn(text: string): string[] | undefined {
  const held = ALL_BUT_HELD_BACK.exec(text);
  const name = held ? nameOf(held[1]) : undefined;
  return name ? name.split(/、/).map((part) => part.trim()).filter((part) => part !== "") : undefined;
}
