/**
 * The blind split (testing/eval/blind) only measures something while nothing has learnt from it: its sentences may
 * not be in the nearest-sentence index, in the tuned sets, in the rules' source or read by any test but this one.
 * A blind case that has been fixed for moves to utterances.json on purpose, and leaves the blind split then.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import exemplars from "@/server/offline-model/understand/exemplars.json";
import { blindCaseFiles, loadEvalCaseFile, loadEvalCases } from "./cases";

const ROOT = path.join(import.meta.dirname, "../..");
const THIS_FILE = path.relative(ROOT, import.meta.filename);

function filesUnder(directory: string, keep: (file: string) => boolean): string[] {
  return readdirSync(directory).flatMap((name) => {
    const file = path.join(directory, name);
    if (name === "node_modules" || name.startsWith(".")) return [];
    if (statSync(file).isDirectory()) return filesUnder(file, keep);
    return keep(file) ? [file] : [];
  });
}

/** Punctuation and spaces aside, so a copy with its comma dropped is still the same sentence. */
function bare(text: string): string {
  return text.toLowerCase().replace(/[\s\p{P}\p{S}]/gu, "");
}

const blindTexts = blindCaseFiles().flatMap((file) => loadEvalCaseFile(file).map((evalCase) => evalCase.text));

describe("the blind split stays blind", () => {
  it("has batches to measure", () => {
    expect(blindTexts.length).toBeGreaterThanOrEqual(100);
  });

  it("is not in the nearest-sentence index", () => {
    const indexed = new Set(exemplars.sentences.map(([text]) => bare(text)));
    expect(blindTexts.filter((text) => indexed.has(bare(text)))).toEqual([]);
  });

  it("is not in the tuned sets", () => {
    const tuned = new Set([...loadEvalCases("utterances"), ...loadEvalCases("heldout")].map((evalCase) => bare(evalCase.text)));
    expect(blindTexts.filter((text) => tuned.has(bare(text)))).toEqual([]);
  });

  it("is not written into the rules", () => {
    const sources = filesUnder(path.join(ROOT, "server/offline-model"), (file) => file.endsWith(".ts")).map((file) => readFileSync(file, "utf8"));
    // Short fragments ("明天下午有空吗") are everyday words any rule may hold; a whole sentence is a copy.
    const sentences = blindTexts.filter((text) => text.length >= 12);
    expect(sentences.filter((text) => sources.some((source) => source.includes(text)))).toEqual([]);
  });

  it("is read by no test but this one", () => {
    const tests = filesUnder(ROOT, (file) => /\.test\.tsx?$/.test(file)).filter((file) => path.relative(ROOT, file) !== THIS_FILE);
    const readers = tests.filter((file) => /blindCaseFiles|BLIND_DIRECTORY|eval\/blind/.test(readFileSync(file, "utf8")));
    expect(readers.map((file) => path.relative(ROOT, file))).toEqual([]);
  });
});
