/**
 * The everyday-word table normalise.ts reads a message through: Cantonese and Taiwan words, colloquial forms, pinyin
 * typed for the words the readers key on, and (spread in from their own modules) the literary register and
 * phone-keyboard slips. Data only: how a row applies (longest first, its guards) is normalise.ts's and word-row.ts's.
 */
import { CANTONESE_PLACING_WORDS } from "./cantonese-placing-words";
import { CANTONESE_PLAN_WORDS } from "./cantonese-plan-words";
import { CANTONESE_VERBS } from "./cantonese-verbs";
import { CLASSICAL_WORDS } from "./classical-words";
import { HONG_KONG_TAIWAN_WORDS } from "./hong-kong-taiwan-words";
import { INTERNET_WORDS } from "./internet-words";
import { MIN_WORDS } from "./min-words";
import { MOVED_TO_WORDS } from "./moved-to-words";
import { NORTHERN_WORDS } from "./northern-words";
import { SOUTHWESTERN_WORDS } from "./southwestern-words";
import { TAIWAN_STUDY_WORDS } from "./taiwan-study-words";
import { TYPO_WORDS } from "./typo-words";
import { WU_WORDS } from "./wu-words";
import type { WordRow } from "./word-row";

/**
 * Cantonese (Hong Kong, Guangdong) and Taiwan everyday words → Mandarin, written in Simplified (the table is read
 * after the Traditional → Simplified step). Longest first wins at each position; `notBefore` / `notAfter` keep a
 * word that is also part of a Mandarin one (最后日期, 系统, 关系) as it is.
 */
export const EVERYDAY_WORDS: readonly WordRow[] = [
  // Verb endings and verb phrases (做晒, 改埋, 唔好排住, 排落, 老师话, 迟一日): cantonese-verbs.ts. First, so that a
  // clause's 嗰个 (确认嗰个 → 确认的那个) wins over the bare 嗰个 → 那个 below.
  ...CANTONESE_VERBS,
  // Changing and asking about the plan (塞入空档, 留住先, 调转个位, 放咗飞机, 删走佢): cantonese-plan-words.ts.
  ...CANTONESE_PLAN_WORDS,
  // Placing, moving and planning blocks (摆礼拜六, 搬去, 排入去, 跟住final嘅日子): cantonese-placing-words.ts.
  ...CANTONESE_PLACING_WORDS,
  // Days and parts of the day.
  { from: "听日", to: "明天" },
  { from: "听朝", to: "明天早上" },
  { from: "听晚", to: "明晚" },
  { from: "后日", to: "后天", notBefore: /[最之以然前落午]/, notAfter: /[期子记程历]/ },
  { from: "琴日", to: "昨天" },
  { from: "寻日", to: "昨天" },
  { from: "今日", to: "今天", notAfter: /[头]/ },
  { from: "下昼", to: "下午" },
  { from: "晏昼", to: "下午" },
  { from: "朝早", to: "早上" },
  { from: "朝头早", to: "早上" },
  // 今朝 is "this morning" in Cantonese and "today" in Wu: before another part of the day or a clock time it is
  // the day (今朝夜里九点, 今朝下半天), otherwise the morning.
  { from: "今朝", to: "今天早上", notAfter: /^[夜晚下上中傍午]|^[0-9一二三四五六七八九十两]/ },
  { from: "今朝", to: "今天" },
  { from: "今晚黑", to: "今晚" },
  { from: "夜晚黑", to: "晚上" },
  // 听日夜晚, 礼拜三夜晚八点: 夜晚 is the evening as a part of the day.
  { from: "夜晚", to: "晚上" },
  { from: "礼拜", to: "星期", notBefore: /[做]/ },
  // 下个礼拜三: the readers know 下周三 (and 下个星期三 is said the same way in Mandarin).
  { from: "下个礼拜", to: "下周" },
  { from: "下礼拜", to: "下周" },
  { from: "呢个礼拜", to: "这周" },
  { from: "这个礼拜", to: "这周" },
  { from: "上个礼拜", to: "上周" },
  { from: "上礼拜", to: "上周" },
  { from: "下个星期", to: "下周" },
  { from: "这个星期", to: "这周" },
  { from: "上个星期", to: "上周" },
  // 第14个礼拜, 第十四个星期: the term's week counted, said as 第N周.
  // Not before a weekday: 两个星期六 is two Saturdays, not 两周六.
  { from: "个礼拜", to: "周", notBefore: /[^0-9一二三四五六七八九十两]/, notAfter: /^[一二三四五六日天]/ },
  { from: "个星期", to: "周", notBefore: /[^0-9一二三四五六七八九十两]/, notAfter: /^[一二三四五六日天]/ },
  { from: "星期尾", to: "周末" },
  // Formal and written words for noon and midnight: 正午前 / 晌午 are 中午 (12:00), 午夜 the midnight that ends the
  // evening (午夜前 = 晚上12点前; 午夜一点 = 晚上一点, the small hours the evening's part reads).
  { from: "正午", to: "中午" },
  { from: "晌午", to: "中午" },
  { from: "午夜", to: "晚上12点", notAfter: /^[\d零一二两三四五六七八九十]/ },
  { from: "午夜", to: "晚上" },
  { from: "周尾", to: "周末" },
  // Asking, having, not having.
  // "还要上课不", "下午有空不": a closing 不 after a verb or a state asks, as 吗 does; after a person or an adverb
  // ("我不", "才不", "要不") it is the refusal or the "or else" it says.
  { from: "不", to: "吗", needsBefore: /\p{Script=Han}[^\P{Script=Han}我你他她它也才都并绝决可就还再要偏又倒]$/u, needsAfter: /^[？?~～。\s]*$/ },
  { from: "有冇空堂", to: "有没有空" },
  { from: "有冇堂", to: "有没有课" },
  { from: "冇堂", to: "没课" },
  { from: "有堂", to: "有课", notAfter: /[课]/ },
  { from: "有空堂", to: "有空" },
  { from: "空堂", to: "没课" },
  { from: "得唔得闲", to: "有没有空" },
  { from: "唔得闲", to: "没空" },
  { from: "得闲", to: "有空" },
  { from: "冇", to: "没有" },
  { from: "咗", to: "了" },
  { from: "嘅", to: "的" },
  { from: "喺", to: "在" },
  // "我个Stat midterm係12月16号": 係 (系 once simplified) between an exam and its day is 是.
  { from: "系", to: "是", needsBefore: /(?:考试|考|期中|期末|小测|测验|midterm|final|quiz)\s*$/i, needsAfter: /^\s*(?:\d|下|这|今|明|后|星期|周|礼拜|第)/ },
  // "唔係聽日，係後日": 係 after the value taken back puts the right one, a day or a time.
  { from: "系", to: "是", needsBefore: /(?:唔系|不是)[^，,。]{1,8}[，,、\s]+$/, needsAfter: /^\s*(?:\d|下|这|今|明|后|大后|星期|周|礼拜|第|早|上午|中午|下午|晚|夜)/ },
  // "唔系攞证件，系交证件相", "讲错咗，系十一点": after the thing taken back or the slip owned, 係 puts the right one.
  { from: "系", to: "是", needsBefore: /(?:(?:唔系|不是)[^，,。]{1,8}|(?:讲|写|记|搞|听|睇)错(?:咗|了))[，,、\s]+$/, needsAfter: /^\s*[^\s咪唔不，,。？?]/ },
  { from: "系唔系", to: "是不是" },
  { from: "系咪", to: "是不是" },
  { from: "唔系", to: "不是" },
  { from: "即系", to: "就是" },
  { from: "就系", to: "就是" },
  { from: "都系", to: "都是" },
  { from: "唔该", to: "麻烦" },
  { from: "唔使", to: "不用" },
  { from: "唔好", to: "不要" },
  // 唔 alone says "not" before a word; "唔，…" is only a hum.
  { from: "唔", to: "不", notAfter: /^(?:$|[\s\p{P}])/u },
  { from: "乜嘢", to: "什么" },
  // 咩 asks "what" before a word and is a question's 吗 at its end.
  { from: "咩", to: "什么", notAfter: /^(?:$|[\s\p{P}])/u },
  { from: "咩", to: "吗" },
  { from: "几多", to: "多少" },
  { from: "咩嘢", to: "什么" },
  // "边一日最松", "边一日得闲": the 一 between is the same question.
  { from: "边一日", to: "哪一天" },
  { from: "边日", to: "哪天" },
  { from: "边啲", to: "哪些" },
  { from: "呢啲", to: "这些" },
  { from: "嗰啲", to: "那些" },
  // 我啲待办, 你啲: 啲 after a person is "的" (my, your); elsewhere "some".
  { from: "我啲", to: "我的" },
  { from: "你啲", to: "你的" },
  { from: "佢啲", to: "他的" },
  { from: "啲", to: "些" },
  // 待办入面, 书包入面: "inside".
  { from: "入面", to: "里面" },
  { from: "仲有", to: "还有" },
  // 仲有冇堂, 仲有冇空: "still any …" asks about what is left of the day.
  { from: "仲有冇堂", to: "还有没有课" },
  { from: "仲有冇", to: "还有没有" },
  // 边啲嘢, 有啲嘢: 嘢 is "things".
  { from: "嘢", to: "东西" },
  // 重要又急: the quadrant's second word.
  { from: "又急", to: "又紧急" },
  { from: "仲未", to: "还没" },
  { from: "仲要", to: "还要" },
  { from: "边个", to: "哪个" },
  { from: "边样", to: "哪个" },
  { from: "边度", to: "哪里" },
  { from: "几时", to: "什么时候", notBefore: /[十]/ },
  { from: "呢个", to: "这个" },
  // 呢份功课, 呢条, 呢件: "this" before a counter.
  { from: "呢份", to: "这份" },
  { from: "呢条", to: "这条" },
  { from: "呢件", to: "这件" },
  { from: "呢排", to: "最近" },
  { from: "呢度", to: "这里" },
  { from: "嗰个", to: "那个" },
  { from: "嗰度", to: "那里" },
  { from: "嗰", to: "那" },
  { from: "佢哋", to: "他们" },
  { from: "我哋", to: "我们" },
  { from: "你哋", to: "你们" },
  // 删咗佢, 撤返佢, 做咗佢: after a verb 佢 is "it", the thing just named (the readers point 它 back at it).
  { from: "咗佢", to: "了它" },
  { from: "返佢", to: "回它" },
  { from: "掉佢", to: "掉它" },
  { from: "把佢", to: "把它" },
  { from: "佢", to: "他" },
  // 撤返 is 撤回 (take back), 头先 a moment ago, 唔啱 not right, 而家 now.
  { from: "撤返", to: "撤回" },
  { from: "撤返佢", to: "撤回它" },
  { from: "头先", to: "刚才" },
  { from: "唔啱", to: "不对" },
  { from: "啱啱", to: "刚刚" },
  { from: "而家", to: "现在" },
  // 而家系第14个礼拜: 系 is 是 before a week or a day counted (系第, 系下), never in 关系, 系统, 中文系.
  { from: "系第", to: "是第", notBefore: /[文学理工商医法史科院艺体育系数]/ },
  // 攰 is tired; 好攰 very tired.
  { from: "攰", to: "累" },
  // 冇做到: not done.
  { from: "冇做到", to: "没做" },
  // 机率 (機率) is Taiwan's word for 概率: 机率论 is 概率论.
  { from: "机率", to: "概率" },
  // Doing, finishing, noting.
  // 记低 is only ever "note down": 记一下, so 记低礼拜五… is not read as 记 + 下星期五.
  { from: "记低", to: "记一下" },
  // "再帮我记到星期六上午十点去剪头发": 记到 a day, asked of the assistant, is noting a thing for then (记到日历上, 把X记到周六
  // keep their 记到: a place, or the thing put before it).
  { from: "记到", to: "记一下", needsBefore: /(?:帮我|给我|替我|再|请|麻烦你?|你)$/, needsAfter: /^(?:这|下|本)?(?:周|星期|礼拜)[一二三四五六日天]|^(?:明天|后天|大后天|今天|今晚|明晚|周末|\d{1,2}(?:号|日|月)|[一二三四五六七八九十]{1,3}(?:号|月))/ },
  // 记低佢: 佢 after 记低 is "it", the thing just said — the note is that thing, not a 他.
  { from: "记低佢", to: "记一下" },
  // 我个Stats final, 我个tutorial: 个 after 我 opening a clause is "my" (给我个, 帮我个忙, 我个人 stay).
  { from: "我个", to: "我的", needsBefore: /(?:^|[\s\p{P}])$/u, notAfter: /^人/ },
  { from: "搞掂", to: "完成" },
  { from: "整好", to: "做好" },
  { from: "整完", to: "做完" },
  { from: "睇", to: "看" },
  { from: "俾我", to: "给我" },
  { from: "温书", to: "复习" },
  { from: "温完", to: "复习完" },
  { from: "未搞", to: "没做" },
  { from: "净系", to: "只" },
  // 同 is "and" between two chapters (第一章同第二章); elsewhere it stays (同学, 同时).
  { from: "同第", to: "和第" },
  // Sentence-final 喇 is 了.
  { from: "喇", to: "了", notAfter: /^[\p{Script=Han}]/u },
  { from: "做功课", to: "做作业" },
  { from: "功课", to: "作业" },
  { from: "返学", to: "上学" },
  // The current week and month, last night, later, helping, asking how and when, Taiwan's words: hong-kong-taiwan-words.ts.
  ...HONG_KONG_TAIWAN_WORDS,
  // 堂 as a period, 读 as doing a block, 礼拜六日 as the weekend: taiwan-study-words.ts.
  ...TAIWAN_STUDY_WORDS,
  // Wu (Shanghai, Suzhou, Ningbo) everyday words: 明朝 / 今朝 / 昨日 for the days, 上半天 / 下半天 / 夜里 for the
  // parts of the day, 几日 / 哪一日 counting days, 辰光 time, 伐 / 阿 asking, 搿 "this", 覅 / 勿 not, 侬 / 伊 you and
  // it, 脱 after a verb for 掉, 几成 how much of it.
  { from: "明朝", to: "明天" },
  { from: "昨日", to: "昨天", notAfter: /[头]/ },
  { from: "前日", to: "前天", notBefore: /[之以]/ },
  { from: "上半天", to: "上午" },
  { from: "下半天", to: "下午" },
  // 向 after a part of the day only says "around then" (夜里向 evenings, 早浪向 mornings, 中浪向 at noon).
  { from: "夜里向", to: "晚上" },
  { from: "早浪向", to: "早上" },
  { from: "中浪向", to: "中午" },
  { from: "夜里", to: "晚上", notBefore: /[半]/ },
  { from: "夜头", to: "晚上" },
  { from: "几日", to: "几天" },
  { from: "哪一日", to: "哪一天" },
  { from: "辰光", to: "时间" },
  { from: "有辰光", to: "有空" },
  { from: "伐", to: "吗", notBefore: /[征讨砍采步杀北]/, notAfter: /^[^\s\p{P}]/u },
  { from: "阿有课", to: "有没有课" },
  { from: "阿有空", to: "有没有空" },
  { from: "阿有辰光", to: "有没有空" },
  { from: "阿是", to: "是不是" },
  { from: "搿个礼拜", to: "这周" },
  { from: "搿个星期", to: "这周" },
  { from: "搿桩", to: "这件" },
  { from: "搿个", to: "这个" },
  { from: "搿", to: "这" },
  { from: "覅", to: "不要" },
  { from: "勿", to: "不" },
  { from: "侬", to: "你" },
  { from: "伊", to: "它", notBefore: /[木]/, notAfter: /^[朗拉斯利万丽莎]/ },
  { from: "删脱", to: "删掉" },
  { from: "交脱", to: "交掉" },
  { from: "做脱", to: "做掉" },
  { from: "弄脱", to: "弄掉" },
  { from: "扔脱", to: "扔掉" },
  { from: "记牢", to: "记一下" },
  { from: "记一记", to: "记一下" },
  { from: "几成", to: "多少" },
  { from: "事体", to: "事情" },
  ...WU_WORDS,
  // Northern Mandarin (Henan, Shandong, Dongbei) and Southwestern everyday words (俺, 夜儿个, 后晌, 中不, 整, 俩节):
  // northern-words.ts.
  ...NORTHERN_WORDS,
  // Southwestern Mandarin (Sichuan, Chongqing, Guizhou): 好久 / 好多 asking, 莫, 耍, 要得, 搞, 噻: southwestern-words.ts.
  ...SOUTHWESTERN_WORDS,
  // Southern Min as typed in Taiwan and Fujian (明仔载, 下晡, 拜二, 有闲无): min-words.ts.
  ...MIN_WORDS,
  // "这周把离散排了", "下周把线代排了吧": 把 X 排了 opening its clause asks it done, as 排一下 does; "我已经把离散排了"
  // (the student, or 已经, before 把) reports it and stays.
  { from: "排了", to: "排一下", needsBefore: /(?:^|[，,。\s])(?:(?:这|下|本)(?:周|星期|礼拜)末?|这个?周末|今天|明天|后天|这两天|考前)?(?:帮我|给我)?把[^，,。！!？?\s]{1,10}$/, needsAfter: /^(?:吧|呗|哈)?(?:[，,。！!~～\s]|$)/ },
  // Voice-input slips the speech engine writes for a common word (考式 for 考试, 做业 for 作业).
  { from: "考式", to: "考试" },
  // 复系 for 复习: the pinyin input method's first candidate when the tone is left off (fuxi).
  { from: "复系", to: "复习" },
  { from: "做业", to: "作业", notBefore: /[叫]/ },
  // Pinyin typed for the words the readers key on, by students who write Chinese as a second language (or whose
  // input method was switched off): "mingtian 有课吗", "我有 kong 吗". Whole words only, never inside English.
  ...pinyinWords([
    ["jintian", "今天"],
    ["mingtian", "明天"],
    ["houtian", "后天"],
    ["zuotian", "昨天"],
    ["jinwan", "今晚"],
    ["mingwan", "明晚"],
    ["zhoumo", "周末"],
    ["xiazhou", "下周"],
    ["zhezhou", "这周"],
    ["shangwu", "上午"],
    ["xiawu", "下午"],
    ["wanshang", "晚上"],
    ["kongr", "空"],
    ["kong", "空"],
    ["kongxian", "空闲"],
    ["zuoye", "作业"],
    ["kaoshi", "考试"],
    ["renwu", "任务"],
    ["fuxi", "复习"],
    ["shangke", "上课"],
    ["zhouyi", "周一"],
    ["zhouer", "周二"],
    ["zhousan", "周三"],
    ["zhousi", "周四"],
    ["zhouwu", "周五"],
    ["zhouliu", "周六"],
    ["zhouri", "周日"],
    ["zhoutian", "周日"],
    ["zaoshang", "早上"],
    ["zhongwu", "中午"],
    // Whole questions at the end of the line: "you" and "ma" alone are English words and a name, never read alone.
    ["you ke ma", "有课吗"],
    ["youke ma", "有课吗"],
    ["you kong ma", "有空吗"],
    ["youkong ma", "有空吗"],
    ["you mei you ke", "有没有课"],
    ["you mei you kong", "有没有空"],
    ["you shenme ke", "有什么课"],
    ["you sha ke", "有啥课"],
  ]),
  // Phone shorthand: pinyin initials for the days (jt, mt, zm), call我, keycap digits: internet-words.ts.
  ...INTERNET_WORDS,
  // The literary register and its mock-imperial play (吾之, 删之, 申时): classical-words.ts.
  ...CLASSICAL_WORDS,
  // Phone-keyboard slips of the same sound (做玩了, 第几州, 代办): typo-words.ts.
  ...TYPO_WORDS,
  ...MOVED_TO_WORDS,
];

/** Rows for pinyin words, matched only as whole words (no Latin letter on either side), in any case. */
function pinyinWords(pairs: readonly (readonly [string, string])[]): WordRow[] {
  return pairs.flatMap(([from, to]) =>
    [from, from[0].toUpperCase() + from.slice(1), from.toUpperCase()].map((spelling) => ({
      from: spelling,
      to,
      notBefore: /[A-Za-z]/,
      notAfter: /^[A-Za-z]/,
    })),
  );
}
