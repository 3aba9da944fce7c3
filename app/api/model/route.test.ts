import { describe, expect, it } from "vitest";
import { GET } from "./route";

describe("GET /api/model", () => {
  it("names the built-in offline model when no API key is configured", async () => {
    delete process.env.OPENAI_API_KEY;

    const response = GET();

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ kind: "offline", label: "内置离线模型" });
  });
});
