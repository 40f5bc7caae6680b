// The figures the bench reports from one Lighthouse result: the performance score, the three metrics of the issue's
// targets, the console's errors, the Content Security Policy violations, whether the page may enter the bfcache, and
// the machine's speed as Lighthouse measured it.
import type { Artifacts, Result } from 'lighthouse';

export type CspIssue = NonNullable<Artifacts['InspectorIssues']['contentSecurityPolicyIssue']>[number];

export interface PageFigures {
  /** 0–100, Lighthouse's performance category. */
  performance: number;
  totalBlockingTimeMs: number;
  largestContentfulPaintMs: number;
  cumulativeLayoutShift: number;
  consoleErrors: number;
  cspViolations: number;
  /** The bf-cache audit passed: the page was restored from the back/forward cache. */
  isBfcacheEligible: boolean;
  /**
   * Lighthouse's own measure of the machine's speed during the run (environment.benchmarkIndex, higher is faster):
   * simulated blocking time scales the tasks it observed, so a slower moment of a shared machine shows here too.
   */
  benchmarkIndex: number;
  /** What the console errors and CSP violations said, and why the bfcache refused, for the report. */
  notes: string[];
}

function numeric(lhr: Result, auditId: string): number {
  const value = lhr.audits[auditId]?.numericValue;
  if (typeof value !== 'number') throw new Error(`Lighthouse gave no figure for ${auditId}`);
  return value;
}

interface TableDetails {
  items?: Array<Record<string, unknown>>;
}

function tableItems(lhr: Result, auditId: string): Array<Record<string, unknown>> {
  return ((lhr.audits[auditId]?.details as TableDetails | undefined)?.items ?? []) as Array<Record<string, unknown>>;
}

export function readPageFigures(lhr: Result, cspIssues: CspIssue[]): PageFigures {
  const notes: string[] = [];
  const consoleErrors = tableItems(lhr, 'errors-in-console');
  for (const item of consoleErrors) notes.push(`console: ${String(item.description ?? item.source ?? '')}`.slice(0, 200));
  // Chromium reports each blocked eval, inline script or load as an Issues-panel CSP issue; a console message names
  // the policy too when the page does not catch the violation. Both are counted, the issues being the complete list.
  for (const issue of cspIssues) {
    notes.push(`csp: ${issue.violatedDirective} blocked ${issue.blockedURL ?? issue.contentSecurityPolicyViolationType}`);
  }
  const bfcache = lhr.audits['bf-cache'];
  const isBfcacheEligible = bfcache?.score === 1;
  if (!isBfcacheEligible) {
    for (const item of tableItems(lhr, 'bf-cache')) notes.push(`bfcache: ${String(item.reason ?? '')}`);
  }
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    totalBlockingTimeMs: numeric(lhr, 'total-blocking-time'),
    largestContentfulPaintMs: numeric(lhr, 'largest-contentful-paint'),
    cumulativeLayoutShift: numeric(lhr, 'cumulative-layout-shift'),
    consoleErrors: consoleErrors.length,
    cspViolations: cspIssues.length,
    isBfcacheEligible,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    notes,
  };
}
