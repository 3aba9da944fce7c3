/**
 * What one commit changed, block by block, in the term's own coordinates (week, weekday, period), so it can be
 * undone whatever window the student looks at later. Pure: the database reads the blocks, this compares them.
 *
 * A block is named by what owns it rather than by its row id, because an undo may have to recreate a study block
 * whose event row the commit deleted: a task item owns at most one block ("item:<id>"), a loose task owns its
 * sittings together ("task:<id>"), a course is its event ("event:<id>"), and a review sitting is its event with the
 * item it reviews ("review:<event id>:<item id>"), so an undo that took it away can put the same review back.
 */

export type BlockOwner = `item:${number}` | `task:${number}` | `event:${number}` | `review:${number}:${number}`;

/** A run of periods on one day of the term. Both ends inclusive. */
export interface TermRange {
  week: number;
  day_of_week: number;
  section_start: number;
  section_end: number;
}

export interface BlockPlacement {
  ranges: TermRange[];
  /** For a task item sharing a 水课's periods: the course's event id. */
  host_event_id?: number;
}

export interface BlockChange {
  owner: BlockOwner;
  name: string;
  before: BlockPlacement;
  after: BlockPlacement;
}

export interface ChangeSet {
  /** The term weeks the commit looked at; a later undo reads the same weeks. */
  weeks: number[];
  changes: BlockChange[];
}

/** A block as read from the database: the owner, its name and where it sits now. */
export interface BlockRecord {
  owner: BlockOwner;
  name: string;
  placement: BlockPlacement;
}

const EMPTY_PLACEMENT: BlockPlacement = { ranges: [] };

function rangeKey(range: TermRange): string {
  return `${range.week}-${range.day_of_week}-${range.section_start}-${range.section_end}`;
}

function sortedRanges(ranges: readonly TermRange[]): TermRange[] {
  return [...ranges].sort(
    (a, b) => a.week - b.week || a.day_of_week - b.day_of_week || a.section_start - b.section_start || a.section_end - b.section_end,
  );
}

function samePlacement(a: BlockPlacement, b: BlockPlacement): boolean {
  if (a.host_event_id !== b.host_event_id || a.ranges.length !== b.ranges.length) return false;
  const left = sortedRanges(a.ranges).map(rangeKey);
  const right = sortedRanges(b.ranges).map(rangeKey);
  return left.every((key, index) => key === right[index]);
}

/**
 * The blocks whose placement differs between two readings of the same weeks, in owner order. A block missing on
 * one side sits nowhere there (a placement or a removal).
 */
export function diffBlocks(before: readonly BlockRecord[], after: readonly BlockRecord[]): BlockChange[] {
  const beforeByOwner = new Map(before.map((block) => [block.owner, block]));
  const afterByOwner = new Map(after.map((block) => [block.owner, block]));
  const owners = [...new Set([...beforeByOwner.keys(), ...afterByOwner.keys()])].sort();
  const changes: BlockChange[] = [];
  for (const owner of owners) {
    const was = beforeByOwner.get(owner);
    const now = afterByOwner.get(owner);
    const from = was?.placement ?? EMPTY_PLACEMENT;
    const to = now?.placement ?? EMPTY_PLACEMENT;
    if (samePlacement(from, to)) continue;
    changes.push({ owner, name: (now ?? was)?.name ?? owner, before: normalised(from), after: normalised(to) });
  }
  return changes;
}

function normalised(placement: BlockPlacement): BlockPlacement {
  const ranges = sortedRanges(placement.ranges);
  return placement.host_event_id === undefined ? { ranges } : { ranges, host_event_id: placement.host_event_id };
}

/** The change set that puts every block back where it was. */
export function invertChanges(changes: readonly BlockChange[]): BlockChange[] {
  return changes.map((change) => ({ ...change, before: change.after, after: change.before }));
}

/**
 * The changes whose blocks no longer sit where the commit left them: something later moved them, so reverting
 * would undo that later change too.
 */
/**
 * A commit recorded before reviews had owners of their own named a review sitting by its event ("event:<id>");
 * read now it is "review:<id>:<item>". Renaming the old owners to the current ones lets such a commit be undone.
 */
export function withCurrentOwners(changes: readonly BlockChange[], current: readonly BlockRecord[]): BlockChange[] {
  const reviews = new Map<string, BlockOwner>(
    current.flatMap((block) => (block.owner.startsWith("review:") ? [[`event:${block.owner.split(":")[1]}`, block.owner] as const] : [])),
  );
  return changes.map((change) => {
    const owner = reviews.get(change.owner);
    return owner ? { ...change, owner } : change;
  });
}

export function changedSince(changes: readonly BlockChange[], current: readonly BlockRecord[]): BlockChange[] {
  const currentByOwner = new Map(current.map((block) => [block.owner, block.placement]));
  return changes.filter((change) => !samePlacement(currentByOwner.get(change.owner) ?? EMPTY_PLACEMENT, change.after));
}

function periodKeys(placement: BlockPlacement): string[] {
  return placement.ranges.flatMap((range) => {
    const keys: string[] = [];
    for (let section = range.section_start; section <= range.section_end; section++) {
      keys.push(`${range.week}-${range.day_of_week}-${section}`);
    }
    return keys;
  });
}

export interface Occupation {
  /** The block that would put its change back into taken periods. */
  change: BlockChange;
  /** Who holds those periods now. */
  holder: string;
}

/**
 * Whether putting every change's `after` in place would collide with a block the changes leave alone. A guest
 * shares its host's periods by design, so only blocks without a host take periods.
 */
export function occupiedTargets(changes: readonly BlockChange[], current: readonly BlockRecord[]): Occupation[] {
  const moving = new Set(changes.map((change) => change.owner));
  const holders = new Map<string, string>();
  for (const block of current) {
    if (moving.has(block.owner) || block.placement.host_event_id !== undefined) continue;
    for (const key of periodKeys(block.placement)) holders.set(key, block.name);
  }
  const taken = new Set<string>();
  const occupations: Occupation[] = [];
  for (const change of changes) {
    if (change.after.host_event_id !== undefined) continue;
    for (const key of periodKeys(change.after)) {
      const holder = holders.get(key) ?? (taken.has(key) ? "本次撤销中的另一项" : undefined);
      if (holder !== undefined) {
        occupations.push({ change, holder });
        break;
      }
      taken.add(key);
    }
  }
  return occupations;
}
