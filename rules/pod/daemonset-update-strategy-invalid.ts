import { createRule, formatPath, type PathSegment } from '@plumbline/engine';
import { isObject, quoteList } from '../_shared/helpers.js';
import { POD_SPEC_REFS } from './_containers.js';
import { checkIntOrPercent, intOrPercentAmount, overHundredPercent } from './_int-or-percent.js';

const STRATEGY_TYPES = ['OnDelete', 'RollingUpdate'];

export default createRule({
  id: 'pod/daemonset-update-strategy-invalid',
  meta: {
    kinds: ['DaemonSet'],
    type: 'field',
    severity: 'error',
    reason: 'FieldValueInvalid',
    messages: {
      type: '`{{path}}` is "{{value}}"; a DaemonSet update strategy type is one of {{allowed}}.',
      percent: '`{{path}}` is "{{value}}"; a string here is a percentage: digits followed by \'%\' (such as "10%").',
      negative: '`{{path}}` is {{value}}; it must be 0 or more.',
      overHundred: '`{{path}}` is "{{value}}"; it may not be more than 100%.',
      bothSet:
        '`{{path}}` is {{value}} while `maxUnavailable` is {{unavailable}}{{defaulted}}; a DaemonSet rolling update ' +
        'sets exactly one of them to a non-zero value.',
      bothZero: '`{{path}}` is {{value}} and `maxSurge` is {{surge}}; exactly one of them must be non-zero.',
    },
    docs: {
      description: 'Enforce a DaemonSet update strategy the server accepts',
      spec: POD_SPEC_REFS,
      details:
        'As the server does (`ValidateDaemonSetSpec` → `ValidateDaemonSetUpdateStrategy` → `ValidateRollingUpdateDaemonSet`, ' +
        'Kubernetes v1.34), after `SetDefaults_DaemonSet` (an unset or empty `type` becomes RollingUpdate; for RollingUpdate, ' +
        'an unset `maxUnavailable` becomes 1 and an unset `maxSurge` 0): `spec.updateStrategy.type` is OnDelete or ' +
        'RollingUpdate (the server reports an unknown type at `spec.updateStrategy`); `maxUnavailable` and `maxSurge` are ' +
        'integers of 0 or more or percentages of at most 100%; exactly one of them is non-zero — both non-zero is ' +
        'reported at `maxSurge` (so `maxSurge: 1` alone fails, since `maxUnavailable` defaults to 1), both zero at ' +
        '`maxUnavailable`. With OnDelete the server does not look at `rollingUpdate`.',
    },
  },
  check(ctx) {
    const spec = ctx.object.spec;
    if (!isObject(spec) || !isObject(spec.updateStrategy)) return;
    const strategy = spec.updateStrategy;
    const base: PathSegment[] = ['spec', 'updateStrategy'];
    const type = typeof strategy.type === 'string' && strategy.type !== '' ? strategy.type : 'RollingUpdate';
    if (!STRATEGY_TYPES.includes(type)) {
      const data = { path: formatPath(base), value: type, allowed: quoteList(STRATEGY_TYPES) };
      ctx.report({ messageId: 'type', path: base, reason: 'FieldValueNotSupported', data });
      return;
    }
    if (type !== 'RollingUpdate') return;
    const rolling = isObject(strategy.rollingUpdate) ? strategy.rollingUpdate : {};
    const path = [...base, 'rollingUpdate'];
    const unavailable = rolling.maxUnavailable ?? 1;
    const surge = rolling.maxSurge ?? 0;
    for (const [field, value] of [
      ['maxUnavailable', unavailable],
      ['maxSurge', surge],
    ] as const) {
      const at = [...path, field];
      checkIntOrPercent(ctx, value, at);
      if (overHundredPercent(value)) ctx.report({ messageId: 'overHundred', path: at, data: { path: formatPath(at), value } });
    }
    const hasUnavailable = intOrPercentAmount(unavailable) !== 0;
    const hasSurge = intOrPercentAmount(surge) !== 0;
    if (hasUnavailable && hasSurge) {
      const at = [...path, 'maxSurge'];
      const defaulted = rolling.maxUnavailable === undefined || rolling.maxUnavailable === null ? ' (the default)' : '';
      const data = { path: formatPath(at), value: String(surge), unavailable: String(unavailable), defaulted };
      ctx.report({ messageId: 'bothSet', path: at, data });
    } else if (!hasUnavailable && !hasSurge) {
      const at = [...path, 'maxUnavailable'];
      const data = { path: formatPath(at), value: String(unavailable), surge: String(surge) };
      ctx.report({ messageId: 'bothZero', path: at, reason: 'FieldValueRequired', data });
    }
  },
});
