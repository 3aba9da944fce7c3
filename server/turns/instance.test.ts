import { describe, expect, it } from "vitest";
import { currentInstance, isGoneOnThisHost } from "./instance";

describe("isGoneOnThisHost", () => {
  const me = "planner-1 4200 1700000000000";
  const alive = (pid: number) => pid === 4300;

  it("judges only this host's other processes: gone when the pid is dead or is now ours", () => {
    expect(isGoneOnThisHost("planner-1 4100 1690000000000", me, alive)).toBe(true);
    expect(isGoneOnThisHost("planner-1 4200 1690000000000", me, alive)).toBe(true);
    expect(isGoneOnThisHost("planner-1 4300 1690000000000", me, alive)).toBe(false);
    expect(isGoneOnThisHost(me, me, alive)).toBe(false);
    expect(isGoneOnThisHost("planner-2 4100 1690000000000", me, alive)).toBe(false);
  });

  it("names this process by host, pid and start", () => {
    const [host, pid, started] = currentInstance().split(" ");
    expect(host.length).toBeGreaterThan(0);
    expect(Number(pid)).toBe(process.pid);
    expect(Number(started)).toBeGreaterThan(0);
  });
});
