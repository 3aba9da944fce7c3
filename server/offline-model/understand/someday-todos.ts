/**
 * A to-do wished for with no day: "有空去配副新眼镜，不着急", "等有时间把相册整理一下", "改天有空去剪个头发". 有空
 * here is "when I get round to it", not a question about free time; there is no day to ask about, so the deed is
 * noted as it is.
 */
import type { Intent } from "./intent-types";

const SOMEDAY =
  /^(?:等|趁|找)?(?:我)?(?:改天|回头|之后|以后|最近)?(?:有空|有时间|得空|闲了|空了|不忙了?)(?:的时候|的话|了|时)?(?:再|就|要|得|想)?(?:去趟|去|把)?(?<deed>(?![的时了])\p{Script=Han}[\p{Script=Han}A-Za-z0-9]{1,13}?)(?:一下)?(?:[，,。\s]*(?:不急|不着急|不赶|不用急|不用着急|慢慢来|随时都行|什么时候都行)(?:的|啦|哈|吧)?)?[。!！~～\s]*$/u;

/** A deed that asks or plans ("有空的话帮我排一下复习", "有空去图书馆吗") is left to the other readers. */
// "哪天有空找个两节的时间": finding the time is the free-time question itself.
const ASKS_OR_PLANS = /[吗么呢？?]|时间|空档|空位|节|几|多少|什么|啥|哪|帮|排|查|记|提醒|删|改|挪|推|告诉|看看(?:我|有)|有没有|空不空|课/;

/**
 * "有空一起吃饭啊", "得闲饮茶啦", "有空出来玩呀": a meeting offered to whoever reads it is a pleasantry, neither a
 * to-do nor a question about free time ("有空约导师聊论文", "有空和室友去买床帘" name who and what, and stay notes).
 */
const INVITED = /^(?:一起|一齐|一块儿?|出来|出嚟|聚聚|聚一下|坐坐|饮茶|喝茶|饮杯|喝一杯|食饭|吃个?饭)/;

export function somedayTodo(text: string): Intent | undefined {
  const said = SOMEDAY.exec(text.trim());
  const deed = said?.groups?.deed;
  if (!said || !deed || ASKS_OR_PLANS.test(deed)) return undefined;
  if (INVITED.test(deed)) return { family: "small_talk", topic: "chat" };
  return { family: "quick_note", content: deed };
}
