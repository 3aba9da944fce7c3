/**
 * "这周吧。顺便问下现在是第几周", "下周吧。另外问下离散什么时候考", "下周的吧，顺便看下明天有什么课": the answer to the
 * assistant's question, then a request of the student's own tacked on after it. Both are read: the answered request
 * said with its answer, then the other one, for the compound readers to split.
 */
import { detectIntent } from "./intents";
import type { AskedQuestion } from "../types";

/** "。顺便问下", "，另外", "。还有，", "，对了": the joint before a request of its own ("还有哪些" asks on, it joins nothing). */
const TACKED_ON = /\s*[；;。，,.!！]\s*(?:另外|顺便|顺带|还有(?![哪啥几多没什])|对了|再)(?:问(?:一)?下|想问(?:一)?下|问问|说一下|提一句)?[，,：:\s]*/;

/** What the other request may not be: nothing, chat, or more of the same answer ("另外每天最多两节" is one of its limits). */
const NOT_OWN = new Set(["unknown", "small_talk", "compound"]);

export function tackedOnRequest(text: string, asked: AskedQuestion, askedAfter: string, answers: (text: string, asked: AskedQuestion, askedAfter: string) => boolean): string | undefined {
  const joint = TACKED_ON.exec(text);
  if (!joint || joint.index === 0) return undefined;
  const head = text.slice(0, joint.index).trim();
  const tail = text.slice(joint.index + joint[0].length).trim();
  const own = detectIntent(tail).family;
  if (tail === "" || NOT_OWN.has(own) || own === detectIntent(askedAfter).family || !answers(head, asked, askedAfter)) return undefined;
  const said = `${askedAfter.replace(/[。.!！~～\s]+$/, "")}，${head.replace(/[。.!！~～\s]+$/, "")}；另外${tail}`;
  return detectIntent(said).family === "compound" ? said : undefined;
}
