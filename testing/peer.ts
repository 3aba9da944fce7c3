/**
 * A request as if it came from a socket at `address`: the header the server's request hook writes
 * (server/connection/peer.ts), which route tests cannot get from a real socket because they call handlers directly.
 */
import { PEER_HEADER, peerHeaderValue } from "@/server/connection/peer";

export function fromAddress(address: string): Record<string, string> {
  return { [PEER_HEADER]: peerHeaderValue(address) };
}
