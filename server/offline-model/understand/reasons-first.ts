/**
 * "血红蛋白没达标，去不了了，这条不要了", "名额满了，报不上，这条不要了": why the noted thing is off, told in clauses before
 * the pointer that drops it. The reasons name nothing to drop (the to-do is the one just noted), so they are read
 * off before the dropping is read, and never taken for the to-do's title.
 */
const REASONS_BEFORE_POINTER = /^(?:[^，,。？?]{1,14}?(?:了|不上|不成|不到|没达标|没过|没戏)[，,。\s]+)+(?=(?:这|那)(?:一)?(?:条|个|项))/;

/** The dropping without the reasons told before it; as it was when none were. */
export function withoutReasonsFirst(text: string): string {
  return text.trim().replace(REASONS_BEFORE_POINTER, "");
}
