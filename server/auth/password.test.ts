import { describe, expect, it } from "vitest";
import { hashPassword, verifyDecoyPassword, verifyPassword } from "./password";

describe("hashPassword", () => {
  it("stores scrypt with its cost, a 16-byte salt and a 64-byte key", async () => {
    const stored = await hashPassword("correct horse");
    const [scheme, N, r, p, salt, key] = stored.split("$");
    expect([scheme, N, r, p]).toEqual(["scrypt", "16384", "8", "1"]);
    expect(Buffer.from(salt, "base64url")).toHaveLength(16);
    expect(Buffer.from(key, "base64url")).toHaveLength(64);
  });

  it("salts every hash: the same password hashes differently twice", async () => {
    expect(await hashPassword("same password")).not.toBe(await hashPassword("same password"));
  });
});

describe("verifyPassword", () => {
  it("accepts the password and refuses any other, including a change of case", async () => {
    const stored = await hashPassword("Xiaoman-2026");
    expect(await verifyPassword("Xiaoman-2026", stored)).toBe(true);
    expect(await verifyPassword("xiaoman-2026", stored)).toBe(false);
    expect(await verifyPassword("", stored)).toBe(false);
  });

  it("checks Chinese passwords the same way however the characters were composed", async () => {
    const stored = await hashPassword("学习Café-2026");
    expect(await verifyPassword("学习Cafe\u0301-2026", stored)).toBe(true);
  });

  it("reads the cost from the stored hash, so older cheaper hashes still verify", async () => {
    const stored = await hashPassword("old password");
    const [, , , , salt] = stored.split("$");
    const { scryptSync } = await import("node:crypto");
    const cheap = scryptSync("old password", Buffer.from(salt, "base64url"), 32, { N: 1024, r: 8, p: 1 });
    expect(await verifyPassword("old password", `scrypt$1024$8$1$${salt}$${cheap.toString("base64url")}`)).toBe(true);
  });

  it("never matches a malformed or absurd stored hash", async () => {
    const stored = await hashPassword("password1");
    const [, , , , salt, key] = stored.split("$");
    for (const broken of [
      "",
      "password1",
      `bcrypt$16384$8$1$${salt}$${key}`,
      `scrypt$16384$8$1$${salt}`,
      `scrypt$1000$8$1$${salt}$${key}`, // N not a power of two
      `scrypt$${2 ** 24}$8$1$${salt}$${key}`, // far above the bound
      `scrypt$16384$0$1$${salt}$${key}`,
      `scrypt$16384$8$1$$${key}`,
    ]) {
      expect(await verifyPassword("password1", broken)).toBe(false);
    }
  });
});

describe("verifyDecoyPassword", () => {
  it("always answers false", async () => {
    expect(await verifyDecoyPassword("decoy password that no account has")).toBe(false);
  });
});
