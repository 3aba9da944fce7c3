/**
 * A to-do or a study plan judged in passing before what is done with it: "错题本那个不急，先别排", "离散不急，放到下下周",
 * "四级那个没那么急，以后再说". The judgement (not urgent, not important) is why, not part of the name: the name and
 * what is done with it are read as if said together ("错题本先别排", "离散放到下下周"). A judgement that closes the
 * sentence ("错题本那个不急") is left to the readers of quadrants and look-alikes.
 */

/** "不急", "没那么急", "不着急", "无所谓", "不重要", "可以缓缓": how little it matters now, in everyday words. */
const JUDGEMENT =
  "(?:也|就|倒是|其实|反正|还)?(?:不急|不着急|不用急|不太急|没那么急|没那么赶|不赶|不赶时间|不重要|没那么重要|无所谓|可以缓缓|可以缓一缓|能缓缓|可以等等|可以往后放)(?:的|了|啦)?";

/** The name before it, pointed at or not ("错题本那个", "离散"), with no clause break or verb of planning inside. */
/** "错题本不急先别排", "离散不急放到下下周": with no comma, only before the words that keep it out or put it later. */
const KEPT_OR_PUT =
  "(?=(?:先|就|暂时|可以)?(?:别|不要|不用|不)(?:给我|帮我)?(?:排|安排)|(?:先|就)?(?:留着|放着|放一放|搁着)|(?:放|挪|推|排|留)到|(?:以后|下次|回头|之后|过几天)再)";
const JUDGED = new RegExp(`([^，,；;。！!？?排]{2,16}?)(?:那个|这个|那条|这条|那项|这项|那件|这件)?(?:的话)?${JUDGEMENT}(?:[，,]\\s*(?=\\S)|${KEPT_OR_PUT})`, "gu");

/** "错题本那个不急，先别排" → "错题本先别排"; text with no judgement before a clause is returned as it is. */
export function withoutPassingJudgement(text: string): string {
  // "这个不急，下周再说", "我不急": a pointer or the student alone is no name to keep.
  return text.replace(JUDGED, (said: string, name: string) => (/^(?:那个|这个|这条|那条|它|我|你|都|别的|其他|其它|其余|剩下的)$/.test(name) ? said : name));
}
