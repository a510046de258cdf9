// Checks every page of the browser suite goes through: an axe accessibility audit and a screenshot per theme.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { repoRoot } from '@canopy/tools/harness';

const require = createRequire(import.meta.url);
const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** Where screenshots go: beside the test results in CI, else `tmp/screenshots`. */
export const screenshotDir = path.join(
  process.env.CANOPY_TEST_RESULTS_DIR ?? path.join(repoRoot, 'tmp'),
  'screenshots',
);

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
  /** axe's explanation for the first element (colours and ratio for a contrast failure). */
  summary?: string;
}

/** Runs axe on the page as it is now and returns the serious and critical violations. */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  // Evaluated through DevTools: the page's Content-Security-Policy refuses an inline <script>.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<unknown> } }
    ).axe;
    const result = (await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    })) as {
      violations: Array<{
        id: string;
        impact: string | null;
        help: string;
        nodes: Array<{ target: string[]; failureSummary?: string }>;
      }>;
    };
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
      summary: v.nodes[0]?.failureSummary,
    }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** Fails with the list of violations when axe finds a serious or critical one. */
export async function assertAccessible(page: Page, name: string): Promise<void> {
  const violations = await seriousViolations(page);
  assert.deepEqual(violations, [], `${name}: ${JSON.stringify(violations, null, 2)}`);
}

async function setScheme(page: Page, scheme: 'light' | 'dark'): Promise<void> {
  await page.evaluate((value) => {
    // Colour transitions would leave the old scheme's colours on screen while axe reads them.
    if (!document.getElementById('audit-no-transitions')) {
      const style = document.createElement('style');
      style.id = 'audit-no-transitions';
      style.textContent =
        '*, *::before, *::after { transition: none !important; animation: none !important; }';
      document.head.append(style);
    }
    document.documentElement.setAttribute('data-mantine-color-scheme', value);
  }, scheme);
}

/**
 * Audits the page in the light and the dark theme and saves a full-page screenshot of each
 * (`<name>-light.png`, `<name>-dark.png`). The theme is switched on the document only, so the page keeps its state.
 */
export async function checkPage(page: Page, name: string): Promise<void> {
  fs.mkdirSync(screenshotDir, { recursive: true });
  const original = await page.evaluate(() =>
    document.documentElement.getAttribute('data-mantine-color-scheme'),
  );
  for (const scheme of ['light', 'dark'] as const) {
    await setScheme(page, scheme);
    await assertAccessible(page, `${name} (${scheme})`);
    await page.screenshot({ path: path.join(screenshotDir, `${name}-${scheme}.png`), fullPage: true });
  }
  await setScheme(page, (original as 'light' | 'dark' | null) ?? 'light');
}
