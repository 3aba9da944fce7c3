import { expect, test } from "./fixtures";

test("the app installs: a manifest that opens standalone on the assistant, icons, a favicon and theme colours", async ({ page, request }) => {
  const missing: string[] = [];
  page.on("response", (response) => {
    if (response.status() === 404) missing.push(response.url());
  });
  await page.goto("/");
  await expect(page.getByTestId("composer")).toBeVisible();

  const manifestHref = await page.locator("link[rel='manifest']").getAttribute("href");
  expect(manifestHref).toBeTruthy();
  const manifest = await (await request.get(manifestHref!)).json();
  expect(manifest).toMatchObject({ start_url: "/", display: "standalone", lang: "zh-CN" });
  for (const icon of manifest.icons as Array<{ src: string; type: string }>) {
    const answer = await request.get(icon.src);
    expect(answer.status(), icon.src).toBe(200);
    expect(answer.headers()["content-type"]).toBe(icon.type);
  }

  const favicon = await request.get("/favicon.ico");
  expect(favicon.status()).toBe(200);
  for (const selector of ["link[rel='icon'][type='image/svg+xml']", "link[rel='apple-touch-icon']"]) {
    const href = await page.locator(selector).getAttribute("href");
    expect((await request.get(href!)).status(), selector).toBe(200);
  }
  await expect(page.locator("meta[name='theme-color'][media='(prefers-color-scheme: light)']")).toHaveAttribute("content", "#ffffff");
  await expect(page.locator("meta[name='theme-color'][media='(prefers-color-scheme: dark)']")).toHaveAttribute("content", "#18181b");
  expect(missing).toEqual([]);
});
