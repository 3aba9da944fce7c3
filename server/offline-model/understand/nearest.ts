/**
 * The nearest labelled sentence to a message, by character n-grams (1–3 characters of the message with its day words,
 * clock times and numbers masked). An n-gram weighs what it tells about the label: how far the labels of the sentences
 * that contain it lean from the labels of all sentences (a smoothed Kullback–Leibler divergence). So "提醒", "有空",
 * "排进" and "吗$" weigh much, "的" and a task's own name ("洗衣服", seen once) weigh little, and a phrasing no rule
 * lists still lands near the sentences that share its cue words.
 */

export interface Exemplar<Label extends string> {
  text: string;
  label: Label;
}

export interface Neighbour<Label extends string> {
  label: Label;
  /** Cosine similarity of the weighted n-gram vectors, 0–1. */
  similarity: number;
  /** The sentence it is nearest to. */
  text: string;
}

export interface NearestIndex<Label extends string> {
  exemplars: readonly Exemplar<Label>[];
  /** n-gram → weight; n-grams no exemplar holds are absent (they weigh nothing). */
  weights: Map<string, number>;
  /** n-gram → indexes of the exemplars that hold it. */
  postings: Map<string, number[]>;
  norms: number[];
}

/** Stands for a name cut out of an exemplar ("□搞定啦"): n-grams across it are no evidence of anything. */
export const NAME_MARK = "□";

/** Day words and clock times say when, not what is asked: masked, "明天交报告" and "周五交报告" look alike. */
const DAY_WORDS =
  /(?:下下|下个|下|这个|这|本|上)?(?:周|星期|礼拜)[一二三四五六日天1-7]|(?:大后|后|明|今)天|明早|明晚|今晚|\d{1,2}\s*月\s*\d{1,2}\s*[日号]?|\d{1,2}\s*[日号](?![楼线])|\b(?:today|tomorrow|tonight|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/giu;
/** Weeks and months are masked apart from days: "这周忙吗" asks about a stretch, "明天忙吗" about a day. */
const STRETCH_WORDS = /(?:下下|下个|下|这个|这|本|上)(?:周末?|星期|礼拜)|周末|(?:这个|本|下个|下)月|\b(?:this|next)\s+(?:week(?:end)?|month)\b|\bweekend\b/giu;
const CLOCK = /\d{1,2}\s*(?:[:：]\s*\d{2}|点半?(?:\d{1,2}分?)?)|[一二三四五六七八九十两]{1,3}点半?|\b\d{1,2}\s*(?:am|pm)\b/giu;
const TASK_ID = /\[\d+\]/g;
/** What the masks stand in for; private symbols, so they never meet a real character. */
const DAY_MARK = "◷";
const STRETCH_MARK = "◫";
const CLOCK_MARK = "◔";

/** The message as the index reads it: lower case, half-width, whitespace folded, when-words and numbers masked. */
export function normalizedForMatching(text: string): string {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .replace(TASK_ID, "#")
    .replace(DAY_WORDS, DAY_MARK)
    .replace(STRETCH_WORDS, STRETCH_MARK)
    .replace(CLOCK, CLOCK_MARK)
    .replace(/\d+/g, "0")
    .replace(/[，,。.！!~～、；;：:"“”'‘’()（）]+/g, "，")
    .replace(/\s+/g, " ")
    .trim();
}

/** Characters (an English word counts two) besides masks and punctuation: "明天见" says one thing, "明天有课吗" three. */
export function wordsLength(text: string): number {
  return normalizedForMatching(text)
    .replace(new RegExp(`[${DAY_MARK}${STRETCH_MARK}${CLOCK_MARK}0#，\\s]`, "g"), "")
    .replace(/[a-z]+/g, "ab").length;
}

/** Character 1–3-grams of the normalised message, with ^ and $ so a cue at the start or a final 吗 counts as such. */
export function ngramsOf(text: string): Set<string> {
  const chars = [..."^", ...normalizedForMatching(text), "$"];
  const grams = new Set<string>();
  for (let start = 0; start < chars.length; start += 1) {
    for (let size = 1; size <= 3 && start + size <= chars.length; size += 1) {
      const gram = chars.slice(start, start + size).join("");
      if (gram !== "^" && gram !== "$" && gram.trim() !== "" && !gram.includes(NAME_MARK)) grams.add(gram);
    }
  }
  return grams;
}

/** How strongly an n-gram's labels pull away from the labels of all exemplars; `smoothing` pseudo-sentences follow the prior. */
function divergence(counts: Map<string, number>, total: number, prior: Map<string, number>, smoothing: number): number {
  let sum = 0;
  for (const [label, share] of prior) {
    const p = ((counts.get(label) ?? 0) + smoothing * share) / (total + smoothing);
    if (p > 0) sum += p * Math.log(p / share);
  }
  return sum;
}

const SMOOTHING = 2;

export function buildIndex<Label extends string>(exemplars: readonly Exemplar<Label>[]): NearestIndex<Label> {
  const postings = new Map<string, number[]>();
  const labelCounts = new Map<string, number>();
  const grams = exemplars.map((exemplar, index) => {
    labelCounts.set(exemplar.label, (labelCounts.get(exemplar.label) ?? 0) + 1);
    const set = ngramsOf(exemplar.text);
    for (const gram of set) {
      const list = postings.get(gram);
      if (list) list.push(index);
      else postings.set(gram, [index]);
    }
    return set;
  });
  const prior = new Map([...labelCounts].map(([label, count]) => [label, count / exemplars.length]));
  const weights = new Map<string, number>();
  for (const [gram, holders] of postings) {
    const counts = new Map<string, number>();
    for (const holder of holders) counts.set(exemplars[holder].label, (counts.get(exemplars[holder].label) ?? 0) + 1);
    weights.set(gram, divergence(counts, holders.length, prior, SMOOTHING));
  }
  const norms = grams.map((set) => Math.sqrt([...set].reduce((sum, gram) => sum + (weights.get(gram) ?? 0) ** 2, 0)));
  return { exemplars, weights, postings, norms };
}

/** The `count` nearest exemplars, most similar first (only those sharing a weighted n-gram with the message). */
export function nearestExemplars<Label extends string>(index: NearestIndex<Label>, text: string, count: number): Neighbour<Label>[] {
  // A sentence's dot product in an array, not a Map: a common n-gram ("我", "^帮") is held by thousands of sentences,
  // and the Map's lookups were a tenth of the built-in model's time. `touched` keeps the order sentences were first
  // met in, the order the ties of the stable sort below have always been broken in.
  const dots = new Float64Array(index.exemplars.length);
  const touched: number[] = [];
  let queryNorm = 0;
  for (const gram of ngramsOf(text)) {
    const weight = index.weights.get(gram);
    if (!weight) continue;
    queryNorm += weight * weight;
    const square = weight * weight;
    for (const holder of index.postings.get(gram) ?? []) {
      if (dots[holder] === 0) touched.push(holder);
      dots[holder] += square;
    }
  }
  if (queryNorm === 0) return [];
  const norm = Math.sqrt(queryNorm);
  const similarityOf = (holder: number) => dots[holder] / (norm * index.norms[holder]);
  const neighbour = (holder: number, similarity: number) => ({ label: index.exemplars[holder].label, similarity, text: index.exemplars[holder].text });
  if (count === 1) {
    let best = -1;
    let bestSimilarity = -Infinity;
    for (const holder of touched) {
      const similarity = similarityOf(holder);
      if (similarity > bestSimilarity) [best, bestSimilarity] = [holder, similarity];
    }
    return best === -1 ? [] : [neighbour(best, bestSimilarity)];
  }
  return touched
    .map((holder) => ({ holder, similarity: similarityOf(holder) }))
    .sort((a, b) => b.similarity - a.similarity)
    .slice(0, count)
    .map(({ holder, similarity }) => neighbour(holder, similarity));
}
