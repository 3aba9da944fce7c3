/**
 * Malformed input for the route fuzz (app/api/security.fuzz.test.ts): bodies derived from a valid one by spoiling
 * one field at a time, bodies that are not what any route reads, and path parameters that name nothing. Every case
 * here must be refused, so a refused case that wrote something, or any answer of 500, is a bug.
 *
 * Every poisoned string carries MARKER, which must never reach a log line.
 */
import fc from "fast-check";

export const MARKER = "FUZZ-MARKER-5d1e";

/** Text no route may accept: NUL (PostgreSQL text cannot hold it) and halves of surrogate pairs. */
const POISONED_TEXT = [`${MARKER}\u0000`, `\ud800${MARKER}`, `${MARKER}\udfff`, `\udc00\ud800${MARKER}`] as const;

/** Path parameters that name nothing: not numbers, out of int4, not text at all, or far too long. */
export const MALFORMED_PARAMS = [
  "\u0000",
  `1\u0000`,
  "\ud800",
  "abc",
  "-1",
  "0",
  "1.5",
  "1e3",
  "0x10",
  "2147483648",
  "99999999999999999999",
  " 1",
  "１",
  "../1",
  "1;select 1",
  "%00",
  // What a route sees of a path segment Next could not decode: the server's request hook escapes its "%" signs
  // (lib/http/routable-path.ts), so these arrive as text.
  "%ED%A0%80",
  "%C0%AE",
  "%",
  "'",
  "x".repeat(5_000),
  "",
] as const;

/** Query strings for GET routes: NUL, an encoded surrogate (invalid UTF-8), repeats, brackets, huge numbers. */
export const MALFORMED_QUERIES = ["?week=%00", "?status=%00", "?week=%ED%A0%80", "?status=%ED%A0%80", "?week=-1", "?week=99999999999", "?week=1e3", "?status[]=open", "?week=1&week=2", `?status=${"x".repeat(5_000)}`] as const;

export interface BodyCase {
  name: string;
  /** What is sent: text, or bytes that are not UTF-8. */
  body: string | Uint8Array<ArrayBuffer>;
}

const DEEP = 50_000;

/** Bodies that are not what a JSON route reads, whatever the route. */
export function garbageBodies(): BodyCase[] {
  return [
    { name: "empty", body: "" },
    { name: "whitespace", body: " \n\t" },
    { name: "not JSON", body: "title=周报&priority_group=1" },
    { name: "truncated JSON", body: '{"title": "周' },
    { name: "JSON null", body: "null" },
    { name: "JSON array", body: "[]" },
    { name: "JSON string", body: '"x"' },
    { name: "JSON number", body: "12" },
    { name: "empty object", body: "{}" },
    { name: "NUL byte", body: "\u0000" },
    { name: "escaped NUL as the whole body", body: '"\\u0000"' },
    { name: "escaped lone surrogate key", body: '{"\\ud800": 1}' },
    { name: "bytes that are not UTF-8", body: new Uint8Array([0x7b, 0x22, 0xc3, 0x28, 0xff, 0x22, 0x3a, 0x31, 0x7d]) },
    { name: "prototype keys", body: '{"__proto__": {"admin": true}, "constructor": {"prototype": {"x": 1}}}' },
    { name: "deeply nested arrays", body: `${"[".repeat(DEEP)}${"]".repeat(DEEP)}` },
    { name: "deeply nested objects", body: `${'{"a":'.repeat(DEEP)}1${"}".repeat(DEEP)}` },
    { name: "200 KB string", body: JSON.stringify({ title: "字".repeat(70_000) }) },
    { name: "300 KB string (over the cap)", body: JSON.stringify({ title: "x".repeat(300 * 1024) }) },
    { name: "a thousand keys", body: JSON.stringify(Object.fromEntries(Array.from({ length: 1_000 }, (_, index) => [`k${index}`, index]))) },
  ];
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Path = (string | number)[];

/** Every leaf of a JSON value with its path. */
function leaves(value: Json, path: Path = []): { path: Path; value: Json }[] {
  if (Array.isArray(value)) return value.flatMap((element, index) => leaves(element, [...path, index]));
  if (value !== null && typeof value === "object") return Object.entries(value).flatMap(([key, element]) => leaves(element, [...path, key]));
  return [{ path, value }];
}

/** Every object inside a JSON value (the root included) with its path. */
function objects(value: Json, path: Path = []): Path[] {
  if (Array.isArray(value)) return value.flatMap((element, index) => objects(element, [...path, index]));
  if (value !== null && typeof value === "object") return [path, ...Object.entries(value).flatMap(([key, element]) => objects(element, [...path, key]))];
  return [];
}

function replaced(value: Json, path: Path, replacement: (current: Json) => Json): Json {
  if (path.length === 0) return replacement(value);
  const [head, ...rest] = path;
  if (Array.isArray(value)) return value.map((element, index) => (index === head ? replaced(element, rest, replacement) : element));
  const record = value as Record<string, Json>;
  return { ...record, [head]: replaced(record[head], rest, replacement) };
}

/**
 * Replacements for a leaf that no schema field of that type accepts: another JSON type (never null, which a
 * nullable field would take), numbers out of every range, and poisoned text.
 */
function spoiled(leaf: Json): Json[] {
  const text = [POISONED_TEXT[0], POISONED_TEXT[1]];
  if (typeof leaf === "string") return [...text, 12_345, [], {}, true];
  if (typeof leaf === "number") return [...text, String(leaf), true, [leaf], -1, 0.5, 1e308, 2_147_483_648];
  if (typeof leaf === "boolean") return [...text, String(leaf), 1, {}];
  return text;
}

function label(path: Path): string {
  return path.length ? path.join(".") : "(body)";
}

/** One field at a time spoiled; a key with NUL added to each object; each array swapped for an object. */
export function spoiledBodies(template: Json): BodyCase[] {
  const cases: BodyCase[] = [];
  for (const leaf of leaves(template)) {
    spoiled(leaf.value).forEach((replacement, index) => {
      cases.push({ name: `${label(leaf.path)} #${index}`, body: JSON.stringify(replaced(template, leaf.path, () => replacement)) });
    });
  }
  for (const path of objects(template)) {
    cases.push({ name: `${label(path)} + NUL key`, body: JSON.stringify(replaced(template, path, (current) => ({ ...(current as Record<string, Json>), [`${MARKER}\u0000`]: 1 }))) });
  }
  return cases;
}

/**
 * Random cases with fast-check (fixed seed, so a failure repeats): arbitrary JSON as the whole body, and each
 * template's string leaves replaced by arbitrary text with a poisoned character inserted at a random place.
 */
export function randomBodies(template: Json | null, count: number, seed: number): BodyCase[] {
  const wholeBodies = fc.sample(fc.jsonValue({ maxDepth: 4 }), { numRuns: count, seed }).map((value, index) => ({ name: `random JSON #${index}`, body: JSON.stringify(value) ?? "null" }));
  if (template === null) return wholeBodies;
  const textLeaves = leaves(template).filter((leaf) => typeof leaf.value === "string");
  if (textLeaves.length === 0) return wholeBodies;
  const poisoned = fc
    .tuple(fc.string({ unit: "binary", maxLength: 200 }), fc.constantFrom(...POISONED_TEXT), fc.nat(), fc.nat(textLeaves.length - 1))
    .map(([text, poison, at, leafIndex]) => {
      const cut = at % (text.length + 1);
      return { leaf: textLeaves[leafIndex], text: `${text.slice(0, cut)}${poison}${text.slice(cut)}` };
    });
  const spoiledText = fc.sample(poisoned, { numRuns: count, seed: seed + 1 }).map(({ leaf, text }, index) => ({
    name: `random text in ${label(leaf.path)} #${index}`,
    body: JSON.stringify(replaced(template, leaf.path, () => text)),
  }));
  return [...wholeBodies, ...spoiledText];
}
