/**
 * A saved study plan changed from the chat: renamed ("把线代期末复习这个计划改名叫线代冲刺"), or one of its items
 * renamed or taken out ("英语复习里的听力那项改叫听力精练", "离散复习计划里的代数系统那项删掉"). No tool changes a saved
 * plan or its items (update_task and delete_task are for to-dos), so the answer says where on the 学习计划 page it is
 * done, with no tool. A plan just drafted is changed by the follow-ups of class-follow-ups.ts instead.
 */

/** "离散数学期末复习这个计划", "英语复习计划": a plan named, its study word or 计划 closing the name. */
const PLAN = "(?:(?:把|将)?[\\p{Script=Han}A-Za-z0-9]{2,16}?(?:复习|学习|备考|计划|专题|训练)(?:计划)?)";
const RENAME = "(?:改名(?:字)?(?:叫|为|成)?|改叫|重命名(?:为|成)?|名字改(?:成|为)|(?:的)?名字(?:改|换)(?:成|为))";
/** "…这个计划改名叫…": the plan itself renamed. */
const PLAN_RENAMED = new RegExp(`^${PLAN}(?:这个|那个)?(?:计划)?${RENAME}\\s*\\S+`, "u");
/** "…里的X那项改叫Y", "…中的X这一项删掉": an item of the plan, by its name, renamed or taken out. */
const ITEM_CHANGED = new RegExp(
  `^${PLAN}(?:里|中|里面|当中)(?:的)?[^，,。？?]{1,20}?(?:那|这)(?:一)?(?:项|条|章|个)(?:${RENAME}\\s*\\S+|(?:给我)?(?:删掉|删了|删除|去掉|拿掉|不要了))`,
  "u",
);

export function editsSavedPlan(text: string): boolean {
  return PLAN_RENAMED.test(text) || ITEM_CHANGED.test(text);
}
