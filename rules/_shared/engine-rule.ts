import { createRule, type Rule, type RuleMeta } from '@plumbline/core/rule';

/**
 * A rule whose findings come from the core itself (parsing, apiVersion and kind
 * resolution, decoding). It has an id, metadata and docs like every rule, so that it
 * can be configured, suppressed and explained; its check is empty because the engine
 * reports it at the stage where the problem is found.
 */
export function engineRule(id: string, meta: Omit<RuleMeta, 'type'> & { type?: RuleMeta['type'] }): Rule {
  return createRule({ id, meta: { ...meta, type: meta.type ?? 'document' }, check: () => undefined });
}
