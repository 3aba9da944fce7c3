/**
 * "对了，", "顺便问下，", "话说，": a turn to something new, said before it. The request is what follows, so the aside is
 * no part of any name in it ("对了，高数考试还有几天" asks about 高数, not about "对了").
 */
// "好的。另外离散什么时候考": a nod to the last answer before the aside is no part of it either; "另外" turns to the new
// thing with no comma after it too.
export const LEADING_ASIDE =
  /^(?:(?:好的?|好嘞|嗯嗯?|行|ok)[。.！!，,\s]+(?=对了|话说|另外|顺便|顺带|再问|问问))?(?:(?:(?:(?:哦|噢|诶|欸|啊)?对了|话说)[，,、\s]*)?(?:(?:顺便|顺带|另外|再)?问(?:一)?下|(?:顺便|顺带)?问问)?(?<=对了|话说|下|问问)[，,、：:\s]+|另外[，,、：:\s]*)(?=\S)/i;
