/**
 * A push service of our own for tests: a local HTTP endpoint that records what the server POSTs, and a browser's
 * side of a subscription (a real P-256 key pair and auth secret) that decrypts the aes128gcm body by RFC 8291 with
 * node:crypto alone, and checks the VAPID JWT (RFC 8292) against the key the server publishes.
 */
import { createECDH, createPublicKey, createDecipheriv, hkdfSync, randomBytes, verify } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

interface ReceivedPush {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export interface PushEndpoint {
  origin: string;
  received: ReceivedPush[];
  /** The status the next requests to `path` get (201 by default): 404 / 410 tell the server a subscription is gone. */
  answer(path: string, status: number): void;
  close(): Promise<void>;
}

export async function startPushEndpoint(): Promise<PushEndpoint> {
  const received: ReceivedPush[] = [];
  const statuses = new Map<string, number>();
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const path = request.url ?? "/";
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      response.statusCode = statuses.get(path) ?? 201;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    answer: (path, status) => statuses.set(path, status),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A browser's subscription keys: what PushSubscription.toJSON() carries, and the private half to decrypt with. */
export function browserKeys() {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: auth.toString("base64url") },
    /** RFC 8291 §3.4 and RFC 8188: one aes128gcm record, decrypted and its padding removed. */
    decrypt(body: Buffer): string {
      const salt = body.subarray(0, 16);
      const idLength = body.readUInt8(20);
      const serverPublic = body.subarray(21, 21 + idLength);
      const record = body.subarray(21 + idLength);
      const secret = ecdh.computeSecret(serverPublic);
      const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), ecdh.getPublicKey(), serverPublic]);
      const ikm = Buffer.from(hkdfSync("sha256", secret, auth, keyInfo, 32));
      const cek = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
      const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));
      const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
      decipher.setAuthTag(record.subarray(record.length - 16));
      const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
      let end = padded.length - 1;
      while (end >= 0 && padded[end] === 0) end -= 1;
      if (padded[end] !== 2) throw new Error("not the last record (no 0x02 delimiter)");
      return padded.subarray(0, end).toString("utf8");
    },
  };
}

/** The claims of a "vapid t=<jwt>, k=<key>" header when its ES256 signature verifies with `k`; throws otherwise. */
export function verifiedVapid(header: string): { key: string; claims: { aud: string; exp: number; sub: string } } {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header);
  if (!match) throw new Error(`not a vapid authorization: ${header}`);
  const [token, key] = [match[1], match[2]];
  const [head, payload, signature] = token.split(".");
  const raw = Buffer.from(key, "base64url");
  const publicKey = createPublicKey({
    key: { kty: "EC", crv: "P-256", x: raw.subarray(1, 33).toString("base64url"), y: raw.subarray(33, 65).toString("base64url") },
    format: "jwk",
  });
  const valid = verify("sha256", Buffer.from(`${head}.${payload}`), { key: publicKey, dsaEncoding: "ieee-p1363" }, Buffer.from(signature, "base64url"));
  if (!valid) throw new Error("the VAPID signature does not verify with its key");
  return { key, claims: JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) };
}
