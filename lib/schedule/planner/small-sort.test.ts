import { describe, expect, it } from "vitest";
import { sortShort } from "./small-sort";
import { float64s, int32s } from "./typed-arena";

describe("sortShort", () => {
  it("orders as Array's sort does, ties kept in their order (stable)", () => {
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) % 5;
    for (let trial = 0; trial < 200; trial++) {
      const list = Array.from({ length: trial % 30 }, (_, at) => ({ key: next(), at }));
      const byKey = (a: { key: number }, b: { key: number }) => a.key - b.key;
      expect(sortShort(list.slice(), byKey)).toEqual(list.slice().sort(byKey));
    }
  });
});

describe("typed arena", () => {
  it("hands out zeroed arrays that share no element", () => {
    const arrays = Array.from({ length: 400 }, (_, at) => (at % 2 === 0 ? int32s(at % 50) : float64s(at % 40)));
    for (const array of arrays) expect(Array.from(array).every((value) => value === 0)).toBe(true);
    arrays.forEach((array, at) => array.fill(at + 1));
    arrays.forEach((array, at) => expect(Array.from(array).every((value) => value === at + 1)).toBe(true));
    expect(int32s(5000).length).toBe(5000);
  });
});
