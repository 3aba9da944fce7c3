/**
 * The last readings of whole messages, so a message is read once per turn instead of once per step: the model is
 * asked again after every tool call, and each time it reads the conversation from the start (the eval's 6851 turns
 * read their messages about 3 times each). A reading depends on the message and the options alone (no clock, no
 * data), so a remembered one is the one a new reading would give. Readings are frozen: a caller that changed one
 * would change it for every later turn, and throws instead.
 */
const LIMIT = 2000;

export class ReadingsMemo<Value extends object> {
  private readonly readings = new Map<string, Value>();

  read(key: string, reading: () => Value): Value {
    const known = this.readings.get(key);
    if (known !== undefined) {
      // Most recently used last, so the oldest is the first dropped.
      this.readings.delete(key);
      this.readings.set(key, known);
      return known;
    }
    const value = deepFreeze(reading());
    this.readings.set(key, value);
    if (this.readings.size > LIMIT) this.readings.delete(this.readings.keys().next().value as string);
    return value;
  }
}

function deepFreeze<Value>(value: Value): Value {
  if (value === null || typeof value !== "object" || Object.isFrozen(value)) return value;
  for (const inner of Object.values(value)) deepFreeze(inner);
  return Object.freeze(value);
}
