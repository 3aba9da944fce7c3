/**
 * The last results of a pure function, by key: the built-in model reads one message with hundreds of readers, and
 * many of them ask the date reader about the same words at the same "now" (the agent eval: 71 385 readings of 21 222
 * texts). Only for functions whose result depends on nothing but the key; a caller that hands out a mutable result
 * copies it (`copy`), so no caller sees another's changes.
 */
export class RecentResults<Value> {
  private readonly results = new Map<string, Value>();

  constructor(
    private readonly limit: number,
    private readonly copy: (value: Value) => Value = (value) => value,
  ) {}

  get(key: string, compute: () => Value): Value {
    if (this.results.has(key)) {
      const known = this.results.get(key) as Value;
      // Most recently used last, so the oldest is the first dropped.
      this.results.delete(key);
      this.results.set(key, known);
      return this.copy(known);
    }
    const value = compute();
    this.results.set(key, value);
    if (this.results.size > this.limit) this.results.delete(this.results.keys().next().value as string);
    return this.copy(value);
  }
}
