/**
 * The short names students give a course or a task ("高数" for 高等数学, "大物" for 大学物理): one reader for the
 * model's name resolution and for the tools that look a thing up by name (an exam asked about in any words).
 */

/**
 * Short names students use whose characters are not all in the name, or not in order: 概统 is 概率论与数理统计 and
 * so names a 概率论 review; 大物 is 大学物理.
 */
const COMMON_SHORT_NAMES: Readonly<Record<string, string>> = {
  概统: "概率",
  概率统计: "概率",
  大物: "物理",
  毛概: "毛泽东",
  马原: "马克思",
  思修: "思想道德",
  计网: "计算机网络",
  数电: "数字电路",
  模电: "模拟电路",
  英语四级: "四级",
};

/** The words a known short name stands for in titles (大物 → 物理), if it is one whose letters are not in order. */
export function spelledShortName(words: string): string | undefined {
  return Object.hasOwn(COMMON_SHORT_NAMES, words) ? COMMON_SHORT_NAMES[words] : undefined;
}

/** "线代" in 线性代数, "高数" in 高等数学: the words' characters in the name, in order. */
export function isAbbreviation(words: string, name: string): boolean {
  if ([...words].length < 2) return false;
  const known = COMMON_SHORT_NAMES[words];
  if (known && name.includes(known)) return true;
  let position = 0;
  for (const character of name) {
    if (character === words[position]) position += 1;
    if (position === words.length) return true;
  }
  return false;
}
