/**
 * The literary register (文言) and its mock-imperial play (朕, 本大王, 退下吧) read as the modern words the readers
 * already know: pronouns (吾 → 我), function words (之 → 的 between two nouns, 之 → 它 after a verb at a clause's
 * end, 尚 → 还, 矣 → 了, 者 → 的), question words (何时, 何日, 几何, 可有 … 否), written verbs (置于 → 放到, 移至 → 挪到,
 * 宽至 → 延到, 作罢 → 算了) and the twelve two-hour periods of the old day (辰时, 申正) as clock times. Rows of
 * normalise.ts's everyday-word table, matched the same way (longest first, each with the words that must not touch
 * it), so every rewritten word still points back at what the student wrote.
 */
import type { WordRow } from "./word-row";

/** Any Han character: a neighbour that makes the row part of a longer modern word. */
const HAN = /\p{Script=Han}/u;

/**
 * The old day's periods, 子 (23:00–1:00) to 亥 (21:00–23:00): 申时 and 申初 start the period, 申正 is its middle
 * hour. Each clock time is said with its part of the day, as the readers read a modern one.
 */
const BRANCH_HOURS: readonly (readonly [branch: string, start: string, middle: string])[] = [
  ["子", "晚上11点", "晚上12点"],
  ["丑", "凌晨1点", "凌晨2点"],
  ["寅", "凌晨3点", "凌晨4点"],
  ["卯", "早上5点", "早上6点"],
  ["辰", "早上7点", "早上8点"],
  ["巳", "上午9点", "上午10点"],
  ["午", "上午11点", "中午12点"],
  ["未", "下午1点", "下午2点"],
  ["申", "下午3点", "下午4点"],
  ["酉", "下午5点", "晚上6点"],
  ["戌", "晚上7点", "晚上8点"],
  ["亥", "晚上9点", "晚上10点"],
];

/**
 * A period's name is a clock time only where a time can stand: at the start, after a day (周六, 明日, 明晚), a
 * preposition (于, 至, 到, 在) or a mark. Anywhere else it ends a modern word (下午时, 日子时, 尚未时, 生辰时) and stays.
 * 子 never follows 日 (过日子时), and 时 before 间, 候, 段 … is the word 时间 / 时候 / 时段.
 */
function notBeforeFor(branch: string): RegExp {
  const days = branch === "子" ? "天一二三四五六七" : "天日一二三四五六七";
  return new RegExp(`(?![${days}今明昨后早晚夜于至到在约是自从])\\p{Script=Han}`, "u");
}

const NOT_A_WORD_AFTER = /^[间候段代期长区刻差效针]/;

function periodRows(): WordRow[] {
  return BRANCH_HOURS.flatMap(([branch, start, middle]) => {
    const notBefore = notBeforeFor(branch);
    const forms = [
      { from: `${branch}时正`, to: middle, notBefore },
      { from: `${branch}时初`, to: start, notBefore },
      { from: `${branch}时`, to: start, notBefore, notAfter: NOT_A_WORD_AFTER },
      { from: `${branch}正`, to: middle, notBefore, notAfter: /^[式在常好当确义规经直面巧]/ },
      { from: `${branch}初`, to: start, notBefore, notAfter: /^[步期中级稿心衷次始]/ },
    ];
    // 明晚亥时, 明早辰时: the part of the day is already said, so the hour goes without its own (明晚9点).
    const afterPart = ["早", "晚", "夜"].flatMap((part) =>
      forms.map((form) => ({ ...form, from: part + form.from, to: part + form.to.replace(/^\p{Script=Han}+/u, ""), notBefore: undefined })),
    );
    // 周日子时, 明日子正: 子 after a day's 日 (which 过日子时 is not) is still the hour, with the 日 kept.
    const afterDay =
      branch === "子"
        ? forms.map((form) => ({ ...form, from: `日${form.from}`, to: `日${form.to}`, notBefore: /[^周期今明昨后翌次0-9一二三四五六七八九十]/ }))
        : [];
    return [...forms, ...afterPart, ...afterDay];
  });
}

/** 吾, 朕, 本大王 …: the student speaking of themselves. */
const SELF_WORDS = ["吾", "朕", "本大王", "本王", "本宫", "哀家", "寡人", "老夫", "本座", "鄙人", "本姑娘", "本少爷"];

function selfRows(): WordRow[] {
  return SELF_WORDS.flatMap((self) => [
    // 吾之课业: "my". 列于吾前 (set before me): list them.
    { from: `${self}之`, to: "我的" },
    { from: `列于${self}前`, to: "列出来" },
    { from: `为${self}`, to: "给我" },
    // 命你 / 令你 after the speaker is only the play's framing: 本大王命你：… is a request like any other.
    { from: `${self}命你`, to: "" },
    { from: `${self}令你`, to: "" },
    { from: self, to: "我" },
  ]);
}

export const CLASSICAL_WORDS: readonly WordRow[] = [
  ...periodRows(),
  ...selfRows(),
  // 之 between two nouns is 的 (线代之作业, 明日之事); 之前 / 之后 / 之内 / 总之 / 之一 / 百分之 and 之 ending a clause stay
  // for the rows below. After a verb at a clause's end 之 is the thing just named: 删之 删掉, 记之 记一下, 列之 列出来.
  { from: "之", to: "的", notBefore: /[总随加久反换言置简要由为与而失分]/, notAfter: /^(?:$|[\s\p{P}前后内间外中类一下上际余初末时所])/u },
  { from: "删之", to: "删掉", notAfter: HAN },
  { from: "记之", to: "记一下", notAfter: HAN },
  { from: "列之", to: "列出来", notAfter: HAN },
  { from: "排之", to: "排一下", notAfter: HAN },
  { from: "办之", to: "办了", notAfter: HAN },
  { from: "录之", to: "记一下", notAfter: HAN },
  { from: "查之", to: "查一下", notAfter: HAN },
  { from: "改之", to: "改一下", notAfter: HAN },
  { from: "勾之", to: "勾掉", notAfter: HAN },
  { from: "销之", to: "勾掉", notAfter: HAN },
  { from: "除之", to: "删掉", notAfter: HAN },
  { from: "之考", to: "的考试", notAfter: /^[试卷场]/ },
  { from: "之闲", to: "的空" },
  // A day's 之事 (明日之事, 周六之事) is what that day holds: its schedule.
  { from: "之事", to: "的安排", notBefore: /[^日天末晚一二三四五六]/ },
  { from: "之期限", to: "的截止时间" },
  // 尚 is 还 (尚余几日, 尚有何课, 尚未); 矣 is 了.
  { from: "尚余", to: "还剩" },
  { from: "尚有", to: "还有" },
  { from: "尚未", to: "还没" },
  { from: "矣", to: "了" },
  // Done and not done: 已毕 / 已竟 finished, 未竟 / 未毕 not yet.
  { from: "已毕", to: "已完成" },
  { from: "已竟", to: "已完成" },
  { from: "未竟", to: "没完成" },
  { from: "未毕", to: "没完成" },
  // Asking: 何时, 何日, 何课, 有何, 何者, 几何 (how much, not geometry), 可有 … 否.
  { from: "何时", to: "什么时候" },
  { from: "何日", to: "哪天" },
  { from: "何课", to: "什么课" },
  // 任何事 (anything at all) is no question.
  { from: "何事", to: "什么事", notBefore: /[任如为]/ },
  { from: "有何", to: "有什么", notAfter: /^[不用意]/ },
  { from: "何者", to: "哪些" },
  { from: "几何", to: "多少", notBefore: /[析影分代射微何]/, notAfter: HAN },
  { from: "可有", to: "有没有", notAfter: /^[可]/ },
  { from: "闲否", to: "有空吗" },
  { from: "得闲否", to: "有空吗" },
  // 否 / 乎 ending a question is 吗 (明日有课否, 已交乎); 是否, 能否, 几乎, 在乎 stay.
  // Only before the question mark (an English "?" after it is read as "？" first, chinese-marks.ts): a bare 否 may be
  // the student's "no" (否，不是这门).
  { from: "否？", to: "吗？", notBefore: /[是能可与然]/ },
  { from: "乎", to: "吗", notBefore: /[几在似合不关]/, notAfter: HAN },
  { from: "可否", to: "能不能" },
  { from: "何处", to: "哪里" },
  { from: "剩余几何", to: "还剩多少" },
  { from: "道来", to: "说一下" },
  // 者 ending a clause is "the ones that …" (所荒废者, 綦重要者).
  { from: "者", to: "的", notBefore: /[作记读学患使或再笔编译长智强弱勇老行前后两二三]/, notAfter: HAN },
  { from: "所荒废", to: "落下" },
  { from: "荒废", to: "落下" },
  { from: "所排", to: "排" },
  // 綦 is "most" (綦重要且綦急迫): the readers know the quadrant without it.
  { from: "綦", to: "" },
  { from: "急迫", to: "紧急" },
  { from: "悉数", to: "全部" },
  { from: "课业", to: "学习" },
  // Written verbs and their 至 / 于: 移至 挪到, 置于 放到, 宽至 延到, 呈于 交给.
  { from: "移至", to: "挪到" },
  { from: "挪至", to: "挪到" },
  { from: "推至", to: "推到" },
  { from: "改至", to: "改到" },
  { from: "延至", to: "延到" },
  { from: "宽至", to: "延到" },
  { from: "宽限至", to: "延到" },
  { from: "顺延至", to: "顺延到" },
  { from: "推迟至", to: "推迟到" },
  { from: "提前至", to: "提前到" },
  { from: "调至", to: "调到" },
  { from: "排至", to: "排到" },
  { from: "放至", to: "放到" },
  { from: "勾去", to: "勾掉" },
  { from: "速将", to: "把" },
  { from: "迁至", to: "挪到" },
  { from: "置于", to: "放到" },
  { from: "安于", to: "放到" },
  { from: "呈于", to: "交给" },
  { from: "呈给", to: "交给" },
  { from: "作罢", to: "不要了" },
  { from: "速速", to: "快" },
  { from: "欲习", to: "想复习" },
  // 将 and 望 opening a clause: 将X置于… is 把X放到…, 望下周… asks (请).
  // After the play's 命你 / 速 (朕命你将X排至…, 速将X勾去) 将 opens the order too.
  { from: "将", to: "把", notBefore: /(?![你您速快先再且])\p{Script=Han}/u, notAfter: /^[来要近军就会]/ },
  { from: "望", to: "请", notBefore: HAN, notAfter: /^[着见远去向]/ },
  { from: "欲", to: "想", notBefore: /[食情物贪私色爱求]/, notAfter: /^[望]/ },
  { from: "安排妥当", to: "安排好" },
  { from: "知晓", to: "知道" },
  // You (汝, 尔等) and don't (毋, 勿忘), and the written mornings (明晨, 今晨) and forenoon (午前).
  { from: "汝", to: "你" },
  { from: "尔等", to: "你们" },
  { from: "毋", to: "别", notAfter: /^[庸宁须]/ },
  { from: "勿忘", to: "别忘了" },
  { from: "毋忘", to: "别忘了" },
  { from: "明晨", to: "明天早上" },
  { from: "今晨", to: "今天早上" },
  { from: "翌日", to: "第二天" },
  { from: "午前", to: "上午", notBefore: /[上下中正]/ },
  { from: "甚是", to: "很" },
  { from: "乏了", to: "累了" },
  { from: "最为", to: "最" },
  // 诸考 are all the exams; 新立 / 立一 make something new.
  { from: "诸考", to: "所有考试" },
  { from: "新立", to: "新建" },
  { from: "新立一", to: "新建一个" },
  { from: "立一", to: "建一个", notBefore: /[成设树独确建创对孤]/ },
  { from: "兹有", to: "" },
  { from: "大考一场", to: "考试" },
  { from: "大考", to: "考试" },
  // 一卷 / 一事 after a name only count it (图论基础一卷, 错题本一事): the name alone, its comma too.
  { from: "一卷，", to: "" },
  { from: "一卷", to: "" },
  { from: "那一卷", to: "那块" },
  { from: "一事，", to: "" },
  { from: "一事", to: "", notAfter: HAN },
  { from: "一一道来", to: "一一说来" },
];
