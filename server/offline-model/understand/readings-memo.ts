/**
 * The last readings of whole messages, so a message is read once per turn instead of once per step: the model is
 * asked again after every tool call, and each time it reads the conversation from the start (the eval's 6851 turns
 * read their messages about 3 times each). A reading depends on the message and the options alone (no clock, no
 * data), so a remembered one is the one a new reading would give. Readings are frozen: a caller that changed one
 * would change it for every later turn, and throws instead.
 */
import { RecentResults } from "@/lib/recent-results";

const LIMIT = 2000;

/** The last readings by message, least recently used forgotten first (lib/recent-results.ts), each frozen. */
export class ReadingsMemo<Value extends object> {
  private readonly readings = new RecentResults<Value>(LIMIT);

  read(key: string, reading: () => Value): Value {
    return this.readings.get(key, () => deepFreeze(reading()));
  }
}

function deepFreeze<Value>(value: Value): Value {
  if (value === null || typeof value !== "object" || Object.isFrozen(value)) return value;
  for (const inner of Object.values(value)) deepFreeze(inner);
  return Object.freeze(value);
}
