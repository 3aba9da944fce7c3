// opencc-js ships types for its entry points only; its per-locale dictionary groups ("./*" in its exports) are these.
declare module "opencc-js/from/hk" {
  import type { DictGroup } from "opencc-js/core";
  const groups: readonly DictGroup[];
  export default groups;
}
declare module "opencc-js/from/tw" {
  import type { DictGroup } from "opencc-js/core";
  const groups: readonly DictGroup[];
  export default groups;
}
declare module "opencc-js/to/cn" {
  import type { DictGroup } from "opencc-js/core";
  const groups: readonly DictGroup[];
  export default groups;
}
