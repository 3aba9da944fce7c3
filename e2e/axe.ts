/**
 * WCAG 2.2 AA in the stories: axe-core (the engine @axe-core/playwright wraps, whose latest needs Node 22) is
 * evaluated in the page as it is, and every violation of impact serious or critical fails the story, named with
 * the state and variant it was found in, the elements it was found on and axe's reason (colours and ratio for
 * contrast).
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, type Page } from "@playwright/test";

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

/** The rules of WCAG 2.0, 2.1 and 2.2 at levels A and AA. */
const WCAG_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * Violations known and owned by another piece of work, each with where it is (a selector the element is inside) and
 * why it waits. Every entry is a debt: remove it with the fix, and the stories check the element again. None now (the
 * week grid's three went with issue 16).
 */
const KNOWN: ReadonlyArray<{ rule: string; inside: string; why: string }> = [];

export interface AxeFinding {
  rule: string;
  impact: string;
  help: string;
  /** Up to six elements, each with axe's reason for it. */
  nodes: Array<{ target: string; reason: string }>;
}

/** Waits until no finite animation or transition is running, so axe reads the colours that stay. */
export async function settled(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(
        () => document.getAnimations().filter((animation) => animation.playState === "running" && animation.effect?.getComputedTiming().iterations !== Infinity).length,
      ),
    )
    .toBe(0);
}

/**
 * The serious and critical WCAG A/AA violations on the page as it is now, or only inside the elements `within` (a CSS
 * selector) matches: the structure a story added, when the rest of the page is the a11y sweep's (a11y.spec.ts).
 */
export async function findA11yViolations(page: Page, within?: string): Promise<AxeFinding[]> {
  // Through the DevTools protocol, so the page's Content-Security-Policy does not apply to the injected engine.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  // Colours are read as they settle: right after a switch to dark, text still fading between its two colours
  // (transition-colors) measured 4.41 against the dark background in a run of the full suite, a contrast the page
  // never rests at.
  await settled(page);
  return page.evaluate(
    async ({ tags, known, within }) => {
      type Result = { id: string; impact?: string | null; help: string; nodes: Array<{ target: unknown[]; failureSummary?: string }> };
      const axe = (window as unknown as { axe: { run: (context: Document | string, options: object) => Promise<{ violations: Result[] }> } }).axe;
      // A selector that matches nothing makes axe throw, so a scoped check never passes by checking nothing.
      const { violations } = await axe.run(within ?? document, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] });
      const isKnown = (rule: string, target: unknown[]) => {
        const element = target.length === 1 ? document.querySelector(String(target[0])) : null;
        return known.some((entry) => entry.rule === rule && element?.closest(entry.inside));
      };
      return violations
        .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
        .map((violation) => ({
          rule: violation.id,
          impact: violation.impact ?? "",
          help: violation.help,
          nodes: violation.nodes
            .filter((node) => !isKnown(violation.id, node.target))
            .map((node) => ({
              target: node.target.map(String).join(" "),
              reason: (node.failureSummary ?? "").replace(/^Fix (any|all) of the following:\s*/, "").replace(/\s+/g, " ").slice(0, 240),
            })),
        }))
        .filter((violation) => violation.nodes.length > 0)
        .map((violation) => ({ ...violation, nodes: violation.nodes.slice(0, 6) }));
    },
    { tags: WCAG_AA, known: KNOWN, within },
  );
}

/** Fails the story when the page has a serious or critical violation; `where` names the state and the variant. */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  const findings = await findA11yViolations(page);
  expect(findings, `axe (WCAG 2.2 AA, serious or critical) on ${where}:\n${JSON.stringify(findings, null, 2)}`).toEqual([]);
}
