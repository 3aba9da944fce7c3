/**
 * Where blocks go inside one day column. Embedded blocks (committed or suggested) are drawn inside their host
 * course; everything else that overlaps in time (a faded block the draft moves and its suggested replacement)
 * shares the column side by side in lanes.
 */
import type { WeekBlock } from "@/lib/protocol/week-view";

/** What layout needs of a block; the mini diff lays out its own entries with the same rules. */
export interface LayoutItem {
  id: string;
  slot_start: number;
  slot_end: number;
  host_block_id?: string;
}

export interface PlacedBlock<Item extends LayoutItem = WeekBlock> {
  block: Item;
  /** Blocks drawn inside this one: the tasks sharing an embeddable course's periods. */
  guests: Item[];
  /** 0-based lane and the number of lanes of its overlap cluster. */
  lane: number;
  lanes: number;
}

export function layoutDay<Item extends LayoutItem>(blocks: readonly Item[]): PlacedBlock<Item>[] {
  const ids = new Set(blocks.map((block) => block.id));
  const isGuest = (block: Item) => block.host_block_id !== undefined && ids.has(block.host_block_id);
  const topLevel = blocks
    .filter((block) => !isGuest(block))
    .sort((a, b) => a.slot_start - b.slot_start || a.slot_end - b.slot_end || a.id.localeCompare(b.id));

  const placed: PlacedBlock<Item>[] = [];
  let cluster: PlacedBlock<Item>[] = [];
  let clusterEnd = 0;
  let laneEnds: number[] = [];
  const closeCluster = () => {
    for (const member of cluster) member.lanes = laneEnds.length;
    cluster = [];
    laneEnds = [];
  };
  for (const block of topLevel) {
    if (block.slot_start > clusterEnd) closeCluster();
    let lane = laneEnds.findIndex((end) => end < block.slot_start);
    if (lane === -1) lane = laneEnds.length;
    laneEnds[lane] = block.slot_end;
    clusterEnd = cluster.length === 0 ? block.slot_end : Math.max(clusterEnd, block.slot_end);
    const entry: PlacedBlock<Item> = {
      block,
      guests: blocks.filter((guest) => isGuest(guest) && guest.host_block_id === block.id),
      lane,
      lanes: 1,
    };
    cluster.push(entry);
    placed.push(entry);
  }
  closeCluster();
  return placed;
}
