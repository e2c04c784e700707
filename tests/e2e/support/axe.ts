/**
 * axe-core in the page: its source is injected as a script (playwright-core has no axe of its own)
 * and run against the WCAG 2.0 and 2.1 A/AA rules and axe's best practices. The bar is "no serious or critical
 * violation", so minor and moderate findings are left out of what a test asserts on.
 */
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * The app's Content-Security-Policy (script-src 'self') rightly refuses an inline script: a page that
 * runs axe is opened with the policy bypassed, in the test's browser context only.
 */
export const AXE_CONTEXT = { bypassCSP: true };

/** WCAG 2.0 and 2.1, A and AA, and axe's best practices (2.1 A held label-content-name-mismatch). */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
/** Rules axe marks experimental run only when named: label-in-name is one, and the issue found it on every page. */
export const AXE_EXTRA_RULES = { 'label-content-name-mismatch': { enabled: true } };

export interface AxeFinding {
  rule: string;
  impact: string;
  help: string;
  /** Where on the page: the CSS target of each offending node and its HTML, cut short. */
  nodes: string[];
}

/** The serious and critical violations on the page as it is now. */
export async function seriousViolations(page: Page): Promise<AxeFinding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE_SOURCE });
  return page.evaluate(async ({ tags, rules }) => {
    type Result = { id: string; impact: string | null; help: string; nodes: { target: unknown[]; html: string }[] };
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: Result[] }> } }).axe;
    const { violations } = await axe.run(document, { runOnly: { type: 'tag', values: tags }, rules, resultTypes: ['violations'] });
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ rule: v.id, impact: v.impact ?? '', help: v.help, nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')} :: ${n.html.slice(0, 160)}`) }));
  }, { tags: AXE_TAGS, rules: AXE_EXTRA_RULES });
}
