/**
 * Plans asked at the end of a story whose subject the story names: "诊断学期末据说很难…。我想分成问诊、体格检查、…四块
 * 来复习，每块三节，你帮我建成一个计划" (a new plan of the parts listed), "概率论那块复习我一直没碰，你看下周哪有空就帮我
 * 排进去，每天最多两节" (the course left untouched, planned — 没碰 there is why, never a check-in).
 */
import type { Intent } from "./intent-types";

const COUNT = "[一二两三四五六七八九十\\d]{1,3}";
const PLAN_ASKED = /(?:建|做|弄|定|列)(?:成|个|一个|成一个)(?:新的?)?(?:复习|学习|备考)?计划/;
const PARTS = new RegExp(`(?:分成|分为|分|按)([^，,。]+?、[^，,。]+?)(?:这)?(${COUNT})(?:个)?(?:块|部分|部|样|项)`);
const EACH = new RegExp(`每(?:块|部分|个部分|部|样|项)(?:复习|安排|学)?\\s*(${COUNT})\\s*节`);
/** "诊断学期末据说很难", "病理学内容多到离谱", "下学期要考教资": what the story is about. */
const SUBJECT = /^(\p{Script=Han}{2,8}?)(?:的)?(?:期末|期中|考试|内容|这门|复习|据说|真的|太)|要考(\p{Script=Han}{2,6}?)(?:了|，|,|$)/u;

function partsPlanned(sentences: readonly string[], detect: (part: string) => Intent): Intent | undefined {
  const asked = sentences[sentences.length - 1];
  const parts = PARTS.exec(asked);
  const each = EACH.exec(asked);
  if (!PLAN_ASKED.test(asked) || !parts || !each) return undefined;
  const told = SUBJECT.exec(sentences[0].trim());
  const subject = told?.[1] ?? told?.[2];
  if (!subject) return undefined;
  const intent = detect(`建个计划：${subject}，分${parts[1]}${parts[2]}块，每块${each[1]}节`);
  return intent.family === "propose_class" ? intent : undefined;
}

/** "概率论那块复习我一直没碰": the course no work went into yet, the subject of the plan asked after it. */
const UNTOUCHED = /^(\p{Script=Han}{2,10}?)(?:那块|这块|那部分)?(?:的)?(?:复习)?(?:我)?(?:一直|都|还|完全|根本)?(?:没|没有)(?:碰|动|复习|看|开始)(?:过)?/u;
const PLANNED = /排(?:进去|一下|上|好|掉|到)/;

function untouchedThenPlanned(sentence: string, detect: (part: string) => Intent): Intent | undefined {
  const clauses = sentence.replace(/[。！!~～\s]+$/u, "").split(/[，,]/);
  const untouched = UNTOUCHED.exec(clauses[0].trim());
  if (!untouched || clauses.length < 2 || !PLANNED.test(clauses[1])) return undefined;
  // "再多我真扛不住": a groan after the limit says nothing of the plan.
  const said = clauses.slice(1).filter((clause) => /排|每天|最多|顶多|不超过|节|周|天/.test(clause));
  const intent = detect(`${untouched[1]}复习${said.join("，")}`);
  return intent.family === "schedule" ? intent : undefined;
}

/** The plan the story's last sentence asks for, its subject from the story; undefined when it asks none. */
export function planAskedInStory(text: string, detect: (part: string) => Intent): Intent | undefined {
  const sentences = text.split(/(?<=[。！!])/).map((sentence) => sentence.trim()).filter((sentence) => sentence !== "");
  if (sentences.length === 0) return undefined;
  return partsPlanned(sentences, detect) ?? (sentences.length > 1 ? untouchedThenPlanned(sentences[sentences.length - 1], detect) : undefined);
}
