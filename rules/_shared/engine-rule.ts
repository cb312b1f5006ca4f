import { createReportedRule, type ReportedRule, type RuleMeta } from '@plumbline/engine';

/** A rule the core reports itself (parsing, resolution, decoding, suppression, update pairing): see `createReportedRule`. */
export function engineRule(id: string, meta: Omit<RuleMeta, 'type'> & { type?: RuleMeta['type'] }): ReportedRule {
  return createReportedRule(id, meta);
}
