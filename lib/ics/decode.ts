/**
 * The bytes of an uploaded .ics as text. Timetable exports are UTF-8 as RFC 5545 asks, but older 教务 converters
 * write GB18030/GBK and some Windows tools UTF-16 with a byte order mark: those are decoded and said so. Anything
 * else is refused with a sentence that names the encodings we read.
 */
import { PlannerError } from "@/lib/errors";
import type { IcsNote } from "./notes";

export interface DecodedIcs {
  text: string;
  notes: IcsNote[];
}

const REFUSED = "文件不是 UTF-8、GB18030/GBK 或带 BOM 的 UTF-16 编码，无法读取。请在课表应用里选择 UTF-8 编码重新导出。";

function decode(bytes: Uint8Array, encoding: string): string | null {
  try {
    return new TextDecoder(encoding, { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return null;
  }
}

function utf16Encoding(bytes: Uint8Array): "utf-16le" | "utf-16be" | null {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return "utf-16le";
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return "utf-16be";
  // Without a BOM: "BE" of BEGIN with a zero byte beside each letter.
  if (bytes.length >= 4 && bytes[0] !== 0 && bytes[1] === 0 && bytes[2] !== 0 && bytes[3] === 0) return "utf-16le";
  if (bytes.length >= 4 && bytes[0] === 0 && bytes[1] !== 0 && bytes[2] === 0 && bytes[3] !== 0) return "utf-16be";
  return null;
}

function gb18030Supported(): boolean {
  try {
    new TextDecoder("gb18030");
    return true;
  } catch {
    return false;
  }
}

export function decodeIcsBytes(bytes: Uint8Array): DecodedIcs {
  const wide = utf16Encoding(bytes);
  if (wide) {
    const text = decode(bytes, wide);
    if (text === null) throw new PlannerError("ics:invalid", { message: `文件看起来是 UTF-16 编码，但内容有损坏，无法读取。请用 UTF-8 编码重新导出。` });
    return { text, notes: [{ code: "encoding", level: "repaired", message: "文件是 UTF-16 编码，已自动转换后读取。" }] };
  }
  const utf8 = decode(bytes, "utf-8");
  if (utf8 !== null) return { text: utf8, notes: [] };
  if (!gb18030Supported()) {
    throw new PlannerError("ics:invalid", { message: "文件不是 UTF-8 编码（可能是 GB18030/GBK），服务器无法转换。请在课表应用里选择 UTF-8 编码重新导出。" });
  }
  const chinese = decode(bytes, "gb18030");
  if (chinese === null) throw new PlannerError("ics:invalid", { message: REFUSED });
  return { text: chinese, notes: [{ code: "encoding", level: "repaired", message: "文件是 GB18030/GBK 编码（不是 UTF-8），已自动转换后读取，请核对课程名称是否正确。" }] };
}
