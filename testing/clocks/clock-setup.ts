/**
 * Global setup of the clock matrix's projects: refuses to run them when they could not move the clock (no
 * libfaketime) or would run fewer files than listed, instead of passing at the real time.
 */
import path from "node:path";
import { libfaketime } from "../fake-clock";
import { missingClockFiles } from "./matrix";

export default function setup(): void {
  if (!libfaketime()) {
    throw new Error("The clock matrix needs libfaketime to move its processes' clock: apt-get install faketime (or run `vitest run --project '!clock *'`).");
  }
  const missing = missingClockFiles(path.join(import.meta.dirname, "../.."));
  if (missing.length > 0) throw new Error(`clock matrix: these files do not exist: ${missing.join(", ")}`);
}
