import { expect, test } from "./fixtures";
import { addDays, mondayOf, signUpFreshStudent, storyToday, uniqueUsername } from "./helpers";

// An en-US browser: native date and time inputs would read 11/30/2026 and 08:00 AM; the student's fields must not.
test.use({ locale: "en-US" });

test("a term change shows in the header at once, and dates and times read in the student's format in an en-US browser", async ({ page }) => {
  await signUpFreshStudent(page, { username: uniqueUsername("week") });
  // A fresh account's default term makes this week its week 1.
  await expect(page.getByTestId("student")).toContainText("第1周");
  await page.evaluate(() => {
    (window as unknown as { stillTheSamePage: boolean }).stillTheSamePage = true;
  });

  const termForm = page.getByRole("form", { name: "学期设置" });
  const start = termForm.getByRole("textbox", { name: "开学日期" });
  await expect(start).toHaveAttribute("type", "text");
  await expect(start).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  const firstPeriod = termForm.getByLabel("第1节上课时间");
  await expect(firstPeriod).toHaveValue(/^\d{2}:\d{2}$/);

  // Typed as a student might on a phone's number pad; read as the Monday a week earlier.
  const lastMonday = addDays(mondayOf(await storyToday(page, "Asia/Shanghai")), -7);
  await start.fill(lastMonday.replaceAll("-", ""));
  await start.blur();
  await expect(start).toHaveValue(lastMonday);
  await expect(termForm.getByText("（当前是周一）")).toBeVisible();
  await termForm.getByRole("button", { name: "保存学期设置" }).click();
  await expect(termForm.getByText("学期设置已保存。")).toBeVisible();

  await expect(page.getByTestId("student")).toContainText("第2周");
  expect(await page.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);

  // Text that is not a date says how to write one.
  await start.fill("11/30/2026");
  await start.blur();
  await expect(start).toHaveAttribute("aria-invalid", "true");
  await expect(termForm.getByText("请按 年-月-日 填写，例如 2026-11-30")).toBeVisible();
});
