/**
 * What an answer to a question with options says besides its pick: that the pick is left to the assistant ("都行，
 * 你定"), or only why the one picked suits ("…，周六上午脑子最清醒"). Neither asks for more than the pick.
 */

/**
 * "都行，你定", "随便，你看着办", "听你的": the pick left to the assistant, which takes the first option (the one it
 * offers first is the one it recommends) rather than asking again. Every clause must leave it so: "都行，但别排周三"
 * still says something of its own.
 */
// "随便哪个都行", "随便挑一个", "随你挑个": the pick handed over in so many words.
const LEFT_TO_YOU = /^(?:(?:随便|随你)?(?:都|哪个都|哪天都|哪个时间都|什么时候都|怎么都)(?:行|可以|成|ok|好)|(?:随便|随你)(?:挑|选|拣|排|来)?(?:一|哪)?个?|随你|无所谓|都无所谓|你(?:来)?(?:定|决定|挑|选|安排|看着办|看着排|拿主意)(?:吧|就行|就好)?|听你的|你说了算)(?:吧|啊|呀|啦|的|了)?$/i;

/** "反正都得学", "反正都一样": why it does not matter, said after the pick is handed over. */
const WHY_ANY = /^(?:反正|因为)(?!.*(?:别|不要|只))/;

export function leftToYou(text: string, options: readonly string[]): string | undefined {
  const said = text.split(/[，,。！!~～\s]+/).filter((clause) => clause !== "");
  const clauses = said.length > 1 && WHY_ANY.test(said.at(-1) ?? "") ? said.slice(0, -1) : said;
  const first = options[0];
  return clauses.length > 0 && clauses.every((clause) => LEFT_TO_YOU.test(clause)) && first !== undefined && !/^(?:不用|不要|不了|算了|先不)/.test(first) ? first : undefined;
}

/** Words that change how or where the pick is done ("放两节", "别排晚上"): more than why it was picked. */
const DOES_MORE = /[放排挪移改换调删加拆分别]|不要|只|[一二两三四五六\d]节/;

/** "周六上午脑子最清醒" after a pick among places: why that one, and nothing the pick should do. */
export function onlyWhy(clause: string): boolean {
  return !DOES_MORE.test(clause) && !/[？?]/.test(clause);
}
