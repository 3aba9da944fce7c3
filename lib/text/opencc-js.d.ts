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
// The other way (Simplified → Taiwan's Traditional), which only the eval's traditional surface variant loads.
declare module "opencc-js/from/cn" {
  import type { DictGroup } from "opencc-js/core";
  const groups: readonly DictGroup[];
  export default groups;
}
declare module "opencc-js/to/tw" {
  import type { DictGroup } from "opencc-js/core";
  const groups: readonly DictGroup[];
  export default groups;
}
