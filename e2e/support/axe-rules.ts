// The axe scan of the browser tests, cut to what the suite asserts: serious and critical violations.
// axe gives every result of a rule the rule's own impact (axe-core's `_finalizeRuleResult` writes
// `rule.impact` over each check's), so a rule whose impact is minor or moderate can never fail the
// check: running only the others answers exactly as filtering a full scan, for about 60% of its CPU
// (a scan was 2 s of CPU on a busy 2-core machine, and the run makes over a hundred; decision 0089).
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import axe from 'axe-core';

export const SEVERE_IMPACTS = ['serious', 'critical'] as const;

interface AxeRule {
  id: string;
  impact?: string;
  enabled?: boolean;
  tags: string[];
}

/** axe-core's loaded rules; `getRules()` leaves out the impact, so the audit's own list is read. */
export function axeRules(): AxeRule[] {
  // oxlint-disable-next-line no-underscore-dangle -- axe-core's own name for its loaded audit
  return (axe as unknown as { _audit: { rules: AxeRule[] } })._audit.rules;
}

/** The rules a default scan runs (enabled, not experimental) whose impact is serious or critical. */
export const SEVERE_AXE_RULES: readonly string[] = axeRules()
  .filter((rule) => rule.enabled !== false && !rule.tags.includes('experimental'))
  .filter((rule) => (SEVERE_IMPACTS as readonly string[]).includes(rule.impact ?? ''))
  .map((rule) => rule.id);

/**
 * The serious and critical violations on the page (or within `include`), one line each.
 * - Only the violations' details come back: the passes' node lists were half of the scan's cost in
 *   the test runner.
 * - axe runs in the page itself (`setLegacyMode`). The builder's default opens a blank page for each
 *   scan to gather the frames' results across origins, loading axe twice; the site's policy allows
 *   frames of its own origin only (`frame-src 'self'`), and axe scans those from the page.
 */
export async function severeAxeViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page })
    .setLegacyMode()
    .options({ runOnly: { type: 'rule', values: [...SEVERE_AXE_RULES] }, resultTypes: ['violations'] });
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations
    .filter((violation) => (SEVERE_IMPACTS as readonly string[]).includes(violation.impact ?? ''))
    .map((violation) => `${violation.impact} ${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).slice(0, 5).join(', ')})`);
}

/**
 * Every violation of the rules a default scan runs plus the two that Lighthouse's accessibility score
 * adds (target size, heading order), whatever their impact: the console's budget is Lighthouse's 100
 * (DESIGN.md), which any failing rule lowers.
 */
export async function lighthouseAxeViolations(page: Page): Promise<string[]> {
  const rules = axeRules()
    .filter((rule) => (rule.enabled !== false || rule.id === 'target-size') && !rule.tags.includes('experimental'))
    .map((rule) => rule.id);
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ runOnly: { type: 'rule', values: rules }, resultTypes: ['violations'] })
    .analyze();
  return results.violations.map((violation) => `${violation.impact} ${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).slice(0, 5).join(', ')})`);
}
