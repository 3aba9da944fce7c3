/**
 * A page's own address from what Next.js hands a page (its path and its searchParams), so a visitor who must first
 * get a guest or sign in comes back to the same view — a reminder's notification points at /?view=today&block=<id>.
 */
export type PageSearchParams = Record<string, string | string[] | undefined>;

export function pagePath(pathname: string, searchParams: PageSearchParams = {}): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(searchParams)) {
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) query.append(key, one);
  }
  const search = query.toString();
  return search ? `${pathname}?${search}` : pathname;
}
