/**
 * Questions about the assistant itself, which hold a request's verbs: whether it acts behind the student's back
 * ("你是不是会偷偷帮我删任务", "你会不会自己改我的日程") or what it is ("你是机器人还是真人"). They ask what it does, not
 * for it to be done; the answer says what it can do. Rows of chat-statements.ts: a pattern, the small talk it is,
 * and what still makes it a request.
 */
import type { SmallTalkTopic } from "./intent-types";

/** "你是不是会偷偷帮我删任务", "你会不会自己改我的日程", "你能随便动我的课表吗": acting unasked, wondered at. */
const ACTS_UNASKED =
  /^你(?:是不是|会不会|会|能不能|能|可以|不会)(?:会)?(?:偷偷|自己|自动|随便|私自|背着我|悄悄)(?:地)?(?:帮我|给我)?(?:删|改|排|动|挪|调|加|记)/;
/** A change asked for beside the wondering: a thing named with 把 or a time to put it at. */
const ACTS_ASKED = /把|[到在](?:周|星期|明天|后天|下周|这周)|帮我(?:删|改|排|挪)[^吗？?]*[，,]/;

export const ASSISTANT_QUESTIONS: readonly [RegExp, SmallTalkTopic, RegExp][] = [[ACTS_UNASKED, "capabilities", ACTS_ASKED]];
