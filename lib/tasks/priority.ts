/**
 * The four priority quadrants of a task. The product's quadrants split the unimportant half by effort, not urgency:
 * 1 重要且紧急, 2 重要不紧急, 3 简单不重要, 4 复杂不重要. An urgent task is therefore always quadrant 1.
 *
 * Labels: the product shows exactly PRIORITY_LABELS (via `priorityLabel`) on every card. The seed's examples also
 * print "重要紧急" and "普通任务"; those are accepted as input aliases (`priorityFromLabel`) but never shown.
 */

export type PriorityGroup = 1 | 2 | 3 | 4;

export const PRIORITY_LABELS: Record<PriorityGroup, string> = {
  1: "重要且紧急",
  2: "重要不紧急",
  3: "简单不重要",
  4: "复杂不重要",
};

const LABEL_ALIASES: Record<string, PriorityGroup> = { 重要紧急: 1, 紧急重要: 1, 普通任务: 3 };

const HOUR = 60 * 60 * 1000;
/** A quadrant-2 task turns urgent one day before its deadline unless the student set another threshold. */
const URGENCY_LEAD_TIME_MS = 24 * HOUR;

export function isPriorityGroup(value: unknown): value is PriorityGroup {
  return value === 1 || value === 2 || value === 3 || value === 4;
}

/** The label the product shows for a quadrant. */
export function priorityLabel(group: PriorityGroup): string {
  return PRIORITY_LABELS[group];
}

/** Reads a shown label or one of the seed's aliases back into a quadrant. */
export function priorityFromLabel(label: string): PriorityGroup | undefined {
  const trimmed = label.trim();
  const entry = Object.entries(PRIORITY_LABELS).find(([, shown]) => shown === trimmed);
  return entry ? (Number(entry[0]) as PriorityGroup) : LABEL_ALIASES[trimmed];
}

export interface PriorityDetection {
  priority_group: PriorityGroup;
  /** The words that decided it, in text order, so a title can drop a clause that only states the priority. */
  matches: string[];
}

interface Signal {
  name: "urgent" | "notUrgent" | "important" | "notImportant" | "simple" | "complex" | PriorityGroup;
  pattern: RegExp;
}

/**
 * Ordered so that combined and negated phrases are consumed before their parts: "重要不紧急" must not also count as
 * 紧急, "不重要" not as 重要, "not urgent" not as urgent.
 */
const SIGNALS: Signal[] = [
  // "象限3", "第三象限", "Q3": the quadrant by its number.
  { name: 1, pattern: /象限\s*(?:1|一)(?!\d)|第(?:1|一)象限|\bQ1\b/gi },
  { name: 2, pattern: /象限\s*(?:2|二)(?!\d)|第(?:2|二)象限|\bQ2\b/gi },
  { name: 3, pattern: /象限\s*(?:3|三)(?!\d)|第(?:3|三)象限|\bQ3\b/gi },
  { name: 4, pattern: /象限\s*(?:4|四)(?!\d)|第(?:4|四)象限|\bQ4\b/gi },
  // "又急又要紧" (又急 reads 又紧急): 要紧 is everyday for 重要.
  { name: 1, pattern: /重要且紧急|又重要又紧急|既重要又紧急|重要紧急|紧急且重要|紧急重要|(?:又|既)?(?:紧急|着急|急)(?:又|且)(?:很|挺)?(?:重要|要紧)|(?:又|既)?要紧(?:又|且)(?:很|挺)?(?:紧急|着急|急)|urgent\s*(?:and|&)\s*important|important\s*(?:and|&)\s*urgent/gi },
  // "不重要不紧急" holds 重要不紧急 but says the opposite of it: a 不 / 没 before 重要 takes it out of quadrant 2.
  // "不着急但挺重要", "挺重要的，只是不急": the two halves in either order, with the words joining them.
  {
    name: 2,
    pattern:
      /(?<![不没太算])(?:挺|很|蛮|比较|非常|特别)?(?:重要|要紧)(?:的)?(?:[，,]\s*)?(?:但|而|且|只是|就是|但是|不过|可是?)?(?:还|并)?不(?:太|怎么|算)?(?:紧急|着急|急)|不(?:太|怎么|算)?(?:紧急|着急|急)(?:[，,]\s*)?(?:但是?|可是?|却|不过)?(?:挺|很|蛮|还挺|比较|非常|特别)?(?:重要|要紧)|important\s*(?:but|and)\s*not\s*urgent/gi,
  },
  { name: 3, pattern: /简单(?:且|而|又)?不重要/gi },
  { name: 4, pattern: /复杂(?:但|且|而|又)?不重要/gi },
  // "不算重要", "其实不重要", "不要紧", "无关紧要".
  // "其实无所谓", "可有可无", "不打紧": not important said in everyday words ("哪天都无所谓" is any day, not this).
  { name: "notImportant", pattern: /(?:其实|并)?不(?:太|怎么|是很|算|算太|算很)?(?:重要|要紧)|没(?:那么|啥|什么)(?:重要|要紧)|无关紧要|(?<![都也])无所谓|可有可无|无足轻重|不打紧|not\s+(?:very\s+|that\s+)?important|unimportant/gi },
  // "不用急", "不算急", "不赶时间", "慢慢来": no hurry said in everyday words.
  { name: "notUrgent", pattern: /不(?:太|怎么|是很|算)?(?:紧急|急)|不着急|不(?:用|必|需要)(?:着)?急|不赶时间|慢慢来|not\s+urgent|no\s+rush/gi },
  // "火烧眉毛了", "迫在眉睫": urgent said by an idiom.
  // "贼急", "巨急", "超急": slang intensifiers say 很 (贼重要 is read by 重要 alone).
  { name: "urgent", pattern: /火烧眉毛|迫在眉睫|燃眉之急|十万火急|刻不容缓|紧急|(?:很|挺|特别|非常|比较|贼|巨|超级?|老)急|着急|急需|马上|立刻|立即|尽快|赶紧|\burgent(?:ly)?\b|\basap\b/gi },
  { name: "important", pattern: /重要|要紧|\bimportant\b/gi },
  // "不费功夫", "量不大" before the effort words they negate.
  // "不复杂", "不怎么麻烦": the complex words negated are simple.
  { name: "simple", pattern: /简单|顺手|顺便|随手|小事|省事|不(?:太|怎么)?费(?:功夫|工夫|劲|时间|事)|(?:也|又|并)?(?<![杂琐烦难])不(?:太|怎么|是很|算)?(?:复杂|繁琐|麻烦|难搞|难(?![过受得道免怪看听吃]))|量(?:很|比较|挺)?(?:小|不大)|\beasy\b|\bsimple\b|\btrivial\b/gi },
  // "挺费功夫", "量很大": effort said in everyday words (not "耗时3小时", which is an estimate).
  { name: "complex", pattern: /复杂|繁琐|(?:挺|很|比较|特别|有点|非常|超|太)麻烦|费(?:功夫|工夫|劲|时间)|(?:工作)?量(?:很|特别|超|比较|非常|挺|巨)?大|\bcomplex\b|\bcomplicated\b|\btedious\b/gi },
];

/**
 * The quadrant the words of `text` state, or null when they state none (the caller then applies
 * `defaultPriority`). Urgent means quadrant 1 unless the text also says it is unimportant, because the product
 * has no urgent-but-unimportant quadrant; simple/complex decide between 3 and 4.
 */
export function detectPriority(text: string): PriorityDetection | null {
  let remaining = text;
  const found = new Set<Signal["name"]>();
  const matches: { text: string; index: number }[] = [];
  for (const signal of SIGNALS) {
    for (const match of remaining.matchAll(signal.pattern)) {
      found.add(signal.name);
      matches.push({ text: match[0], index: match.index });
    }
    // Blank the matches out with the same length so later signals cannot reuse their characters.
    remaining = remaining.replace(signal.pattern, (match) => " ".repeat(match.length));
  }
  const ordered = matches.sort((a, b) => a.index - b.index).map((match) => match.text);
  const explicit = ([1, 2, 3, 4] as const).find((group) => found.has(group));
  if (explicit) return { priority_group: explicit, matches: ordered };
  const group = quadrantOf(found);
  return group ? { priority_group: group, matches: ordered } : null;
}

function quadrantOf(found: Set<Signal["name"]>): PriorityGroup | null {
  if (found.has("notImportant")) return found.has("complex") ? 4 : 3;
  if (found.has("urgent")) return 1;
  if (found.has("important")) return 2;
  if (found.has("complex")) return 4;
  if (found.has("simple")) return 3;
  // "不急" alone says nothing about importance.
  return null;
}

/**
 * The quadrant when the text names none: a task with a deadline is important but not yet urgent (2; its urgency
 * threshold makes it urgent a day before), a loose note without one is a small errand (3). Matches the seed's
 * examples: a dated quick note shows 重要不紧急, an undated one 普通任务 (group 3).
 */
export function defaultPriority(hasDeadline: boolean): PriorityGroup {
  return hasDeadline ? 2 : 3;
}

/** When a quadrant-2 task with a deadline should start counting as urgent: 24 h before the deadline. */
export function urgencyThresholdFor(group: PriorityGroup, deadline: Date | null | undefined): Date | undefined {
  if (group !== 2 || !deadline) return undefined;
  return new Date(deadline.getTime() - URGENCY_LEAD_TIME_MS);
}

export interface PrioritizedTask {
  priority_group: PriorityGroup;
  urgency_threshold_at?: Date | null;
}

/**
 * The one quadrant that changes with time. Only 重要不紧急 becomes 重要且紧急 at its threshold: the unimportant half
 * is split by effort (3 简单, 4 复杂), so a deadline drawing near does not make a 4 important. The seeds are silent
 * on a 4 with a threshold (the demo data has one), so it stays 4. db/queries/tasks.ts builds its SQL from this.
 */
export const URGENCY_PROMOTION = { from: 2, to: 1 } as const satisfies { from: PriorityGroup; to: PriorityGroup };

/**
 * The quadrant a task counts as at `now`: quadrant 2 at or past its urgency threshold is quadrant 1. Every reader
 * (cards, query_tasks' filter and sort, the 待办 list) asks this function, never the stored column.
 */
export function effectiveQuadrant(task: PrioritizedTask, now: Date): PriorityGroup {
  const threshold = task.urgency_threshold_at;
  if (task.priority_group === URGENCY_PROMOTION.from && threshold && now.getTime() >= threshold.getTime()) {
    return URGENCY_PROMOTION.to;
  }
  return task.priority_group;
}

/** True once time has moved the task to a more urgent quadrant than the stored one (the list's "已紧急" tag). */
export function turnedUrgent(task: PrioritizedTask, now: Date): boolean {
  return effectiveQuadrant(task, now) !== task.priority_group;
}
