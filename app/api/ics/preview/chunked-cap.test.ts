/**
 * A chunked upload (no Content-Length) over the 2 MB cap reaches the route through Next's proxy, which hands on a copy
 * of the body cut at `proxyClientMaxBodySize`. The route must still see more than the cap, whatever the chunk size,
 * so that it answers 413 instead of parsing a truncated file. Next's own body cloning is run here on the config's limit.
 */
import { Readable } from "node:stream";
import { getCloneableBody } from "next/dist/server/body-streams";
import { describe, expect, it } from "vitest";
import { ICS_BODY_LIMIT } from "@/lib/http/request-guard";
import nextConfig from "@/next.config";
import { readBody } from "@/server/http";

const MB = 1024 * 1024;

/** The config's limit in bytes, read as Next reads it ("3mb", "2100kb": powers of 1024). */
function proxyLimit(): number {
  const match = /^(\d+(?:\.\d+)?)(kb|mb)$/i.exec(String(nextConfig.experimental?.proxyClientMaxBodySize));
  if (!match) throw new Error("proxyClientMaxBodySize is not written in kb or mb");
  return Number(match[1]) * (match[2].toLowerCase() === "mb" ? MB : 1024);
}

/** What the route receives of an upload of `total` bytes sent in `chunkSize` pieces, after the proxy's copy. */
async function bodyAfterProxy(total: number, chunkSize: number): Promise<Uint8Array[]> {
  const limit = proxyLimit();
  const chunks = Array.from({ length: Math.ceil(total / chunkSize) }, () => Buffer.alloc(chunkSize, "A"));
  const copy = getCloneableBody(Readable.from(chunks, { objectMode: false }) as never, limit).cloneBodyStream();
  const seen: Uint8Array[] = [];
  for await (const chunk of copy) seen.push(chunk as Uint8Array);
  return seen;
}

function chunkedRequest(chunks: readonly Uint8Array[]): Request {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
  return new Request("http://localhost/api/ics/preview", { method: "POST", body, duplex: "half" } as RequestInit);
}

describe("the .ics size cap on a chunked upload", () => {
  it.each([16 * 1024, 64 * 1024])("refuses a 3 MB upload in %i-byte chunks with 413, never reads it cut short", async (chunkSize) => {
    const request = chunkedRequest(await bodyAfterProxy(3 * MB, chunkSize));
    expect(request.headers.get("content-length")).toBeNull();
    await expect(readBody(request, ICS_BODY_LIMIT)).rejects.toMatchObject({ code: "request:too_large", httpStatus: 413 });
  });

  it("reads an upload under the cap whole", async () => {
    const seen = await bodyAfterProxy(MB, 64 * 1024);
    expect((await readBody(chunkedRequest(seen), ICS_BODY_LIMIT)).byteLength).toBe(MB);
  });
});
