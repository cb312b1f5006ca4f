import { createRule, formatPath, type PathSegment } from '@plumbline/engine';
import { isObject, quoteList } from '../_shared/helpers.js';
import { POD_SPEC_REFS } from './_containers.js';
import { checkIntOrPercent, intOrPercentAmount, overHundredPercent } from './_int-or-percent.js';

const STRATEGY_TYPES = ['Recreate', 'RollingUpdate'];

/** The default of an unset `maxSurge` or `maxUnavailable` (`SetDefaults_Deployment`). */
const DEFAULT_ROLLING = '25%';

export default createRule({
  id: 'pod/deployment-strategy-invalid',
  meta: {
    kinds: ['Deployment'],
    type: 'field',
    severity: 'error',
    reason: 'FieldValueInvalid',
    messages: {
      type: '`{{path}}` is "{{value}}"; a Deployment strategy type is one of {{allowed}}.',
      rollingWithRecreate: '`{{path}}` is set, but the strategy `type` is "Recreate"; `rollingUpdate` goes only with "RollingUpdate".',
      percent: '`{{path}}` is "{{value}}"; a string here is a percentage: digits followed by \'%\' (such as "25%").',
      negative: '`{{path}}` is {{value}}; it must be 0 or more.',
      bothZero: '`{{path}}` is {{value}} and `maxSurge` is {{surge}}; both may not be 0, or the rollout could never progress.',
      overHundred: '`{{path}}` is "{{value}}"; `maxUnavailable` may not be more than 100%.',
    },
    docs: {
      description: 'Enforce a Deployment strategy the server accepts',
      spec: POD_SPEC_REFS,
      details:
        'As the server does (`ValidateDeploymentSpec` → `ValidateDeploymentStrategy` → `ValidateRollingUpdateDeployment`, ' +
        'with `ValidatePositiveIntOrPercent` and `IsNotMoreThan100Percent`, Kubernetes v1.34), after `SetDefaults_Deployment` ' +
        '(an unset or empty `type` becomes RollingUpdate; unset `maxSurge` and `maxUnavailable` become 25%): `spec.strategy.type` ' +
        'is Recreate or RollingUpdate (the server reports an unknown type at `spec.strategy`); `rollingUpdate` is forbidden ' +
        'with Recreate; `maxSurge` and `maxUnavailable` are integers of 0 or more or percentages (`[0-9]+%`); `maxUnavailable` ' +
        'is at most 100%; and the two may not both be 0 (reported at `maxUnavailable`).',
    },
  },
  check(ctx) {
    const spec = ctx.object.spec;
    if (!isObject(spec) || !isObject(spec.strategy)) return;
    const strategy = spec.strategy;
    const base: PathSegment[] = ['spec', 'strategy'];
    const type = typeof strategy.type === 'string' && strategy.type !== '' ? strategy.type : 'RollingUpdate';
    const rolling = strategy.rollingUpdate;
    if (!STRATEGY_TYPES.includes(type)) {
      const data = { path: formatPath(base), value: type, allowed: quoteList(STRATEGY_TYPES) };
      // The server's field is `spec.strategy`; the type is the value it names.
      ctx.report({ messageId: 'type', path: base, reason: 'FieldValueNotSupported', data });
      return;
    }
    if (type === 'Recreate') {
      if (rolling !== undefined && rolling !== null) {
        const path = [...base, 'rollingUpdate'];
        ctx.report({ messageId: 'rollingWithRecreate', path, reason: 'FieldValueForbidden', data: { path: formatPath(path) } });
      }
      return;
    }
    if (!isObject(rolling)) return; // unset: defaulted to 25% / 25%
    const path = [...base, 'rollingUpdate'];
    const unavailable = rolling.maxUnavailable ?? DEFAULT_ROLLING;
    const surge = rolling.maxSurge ?? DEFAULT_ROLLING;
    checkIntOrPercent(ctx, unavailable, [...path, 'maxUnavailable']);
    checkIntOrPercent(ctx, surge, [...path, 'maxSurge']);
    if (intOrPercentAmount(unavailable) === 0 && intOrPercentAmount(surge) === 0) {
      const at = [...path, 'maxUnavailable'];
      ctx.report({ messageId: 'bothZero', path: at, data: { path: formatPath(at), value: String(unavailable), surge: String(surge) } });
    }
    if (overHundredPercent(unavailable)) {
      const at = [...path, 'maxUnavailable'];
      ctx.report({ messageId: 'overHundred', path: at, data: { path: formatPath(at), value: unavailable } });
    }
  },
});
