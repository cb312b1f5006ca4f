import { createRule, type JsonObject, type ObjectRule, type RuleContext, type RuleMeta } from '@plumbline/engine';
import { isObject } from '../_shared/helpers.js';
import { reportAll, type Problem } from '../_shared/volume-sources.js';

/** A rule over a PersistentVolume's `spec`. */
export function pvRule(id: string, meta: Omit<RuleMeta, 'kinds' | 'type'> & { type?: RuleMeta['type'] }, check: (spec: JsonObject, ctx: RuleContext) => Problem[]): ObjectRule {
  return createRule({
    id,
    meta: { ...meta, kinds: ['PersistentVolume'], type: meta.type ?? 'field' },
    check(ctx) {
      if (isObject(ctx.object.spec)) reportAll(ctx, check(ctx.object.spec, ctx));
    },
  });
}
