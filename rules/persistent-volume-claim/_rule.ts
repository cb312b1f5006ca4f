import { createRule, type JsonObject, type ObjectRule, type RuleContext, type RuleMeta } from '@plumbline/engine';
import { isObject } from '../_shared/helpers.js';
import { reportAll, type Problem } from '../_shared/volume-sources.js';

/** A rule over a PersistentVolumeClaim's `spec`. */
export function pvcRule(id: string, meta: Omit<RuleMeta, 'kinds' | 'type'> & { type?: RuleMeta['type'] }, check: (spec: JsonObject, ctx: RuleContext) => Problem[]): ObjectRule {
  return createRule({
    id,
    meta: { ...meta, kinds: ['PersistentVolumeClaim'], type: meta.type ?? 'field' },
    check(ctx) {
      reportAll(ctx, check(isObject(ctx.object.spec) ? ctx.object.spec : {}, ctx));
    },
  });
}
