import { createRule } from '@plumbline/engine';
import { obj } from '../_shared/helpers.js';

export default createRule({
  id: 'service/session-affinity-config-ignored',
  meta: {
    kinds: ['Service'],
    type: 'cross-field',
    severity: 'warning',
    messages: {
      dropped:
        '`spec.sessionAffinityConfig` is set while `spec.sessionAffinity` is {{affinity}}; the API server drops the config without an ' +
        'error. Remove it, or set sessionAffinity to ClientIP.',
    },
    docs: {
      description: 'Disallow a session affinity config that the server drops because affinity is None',
      spec: { doc: 'part1', section: 'ServiceSpec', field: 'sessionAffinityConfig' },
      details:
        'The v1.34.1 defaults (`SetDefaults_Service` in pkg/apis/core/v1/defaults.go) first set an empty `sessionAffinity` to None, then ' +
        'set `sessionAffinityConfig` to nil whenever the affinity is None. The Forbidden check of `ValidateService` ' +
        '(pkg/apis/core/validation/validation.go: "must not be set when session affinity is None") therefore never sees a config sent ' +
        'through the API: the server accepts the Service and stores it without `sessionAffinityConfig`. Plumbline warns, because the ' +
        'setting has no effect. A fix removes the field.',
    },
  },
  check(ctx) {
    // The defaults have already removed the config from ctx.object: look at the manifest as written.
    const raw = obj(ctx.rawObject.spec);
    const config = raw.sessionAffinityConfig;
    if (config === undefined || config === null) return;
    const affinity = raw.sessionAffinity;
    if (affinity !== undefined && affinity !== null && affinity !== '' && affinity !== 'None') return;
    ctx.report({
      messageId: 'dropped',
      path: ['spec', 'sessionAffinityConfig'],
      data: { affinity: affinity === 'None' ? 'None' : 'unset (None by default)' },
      fix: { description: 'Remove sessionAffinityConfig', path: ['spec', 'sessionAffinityConfig'], action: 'remove' },
    });
  },
});
