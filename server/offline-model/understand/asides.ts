/**
 * "谓词逻辑那块（逻辑学要用）从周三挪到周五晚上七点", "树与最小生成树那条（图论刚复习完）放周五晚上七点": an aside in
 * brackets right after the words that point at a block or a to-do says why, and is no part of the request — read in,
 * its own verbs ("复习完") turned a move into a check-in. A bracket inside a name ("综合模拟卷（限时）") follows no
 * pointing word, and stays.
 */
const ASIDE_AFTER_POINTER = /((?:[那这](?:一|两|几)?(?:块|条|个|节|章|套|份|篇|项|次|件))|复习|作业)\s*[（(][^（()）]{2,20}[)）]/gu;

export function withoutAside(text: string): string {
  return text.replace(ASIDE_AFTER_POINTER, "$1");
}
