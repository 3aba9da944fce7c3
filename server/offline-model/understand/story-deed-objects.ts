/**
 * A note asked after a story with its deed said bare ("…催我买回家的票了。…提前五分钟提醒我去抢吧", "…下周三要交读书
 * 报告。…下周二晚上八点提醒我开始写吧"): the verb has no object, since the story just named it. The note says the
 * deed with that object, the last thing the story says is to be bought, handed in or written.
 */

/** "提醒我去抢", "叫我开始写": the deed asked, with nothing after the verb but a particle or the clause's end. */
const BARE_DEED = /(?:提醒|叫|喊)我(?:到时候)?(?:去|开始|赶紧|记得|早点)?(?<verb>抢|写|买|交|订|填|准备|弄|做|改)(?:一下)?(?=吧|呗|哈|[，,。！!~～\s]|$)/;
/** "买回家的票", "要交读书报告", "写一份检讨": the thing the story says is to be got or done. */
const STORY_OBJECT =
  /(?:买|抢|交|订|写|填|准备|改)(?:完|好)?(?:一[份篇张个本])?(?<thing>[^，,。！!？?\s了吗]{2,10}?)(?:了|吧|呢)?(?=[，,。！!？?\s]|$)/g;

export function deedWithStoryObject(content: string, said: string, story: string): string | undefined {
  const deed = BARE_DEED.exec(said);
  const thing = [...story.matchAll(STORY_OBJECT)].at(-1)?.groups?.thing;
  if (!deed?.groups || !thing) return undefined;
  const verb = deed.groups.verb;
  const at = content.indexOf(verb, Math.max(0, content.length - said.length));
  return at === -1 ? undefined : `${content.slice(0, at + verb.length)}${thing}${content.slice(at + verb.length)}`;
}
