import { createRule } from '@plumbline/engine';
import { obj } from '../_shared/helpers.js';
import { svcSpec } from './_util.js';

export default createRule({
  id: 'service/session-affinity-config-invalid',
  meta: {
    kinds: ['Service'],
    type: 'cross-field',
    severity: 'error',
    messages: {
      timeout: '`spec.sessionAffinityConfig.clientIP.timeoutSeconds` is {{value}}; it must be greater than 0 and at most 86400.',
    },
    docs: {
      description: 'Enforce a session affinity timeout between 1 and 86400 seconds',
      spec: [
        { doc: 'part1', section: 'ServiceSpec', field: 'sessionAffinityConfig' },
        { doc: 'part1', section: 'Limits' },
      ],
      details:
        'With `sessionAffinity: ClientIP` the server defaults `sessionAffinityConfig.clientIP.timeoutSeconds` to 10800 (also when ' +
        '`sessionAffinityConfig` or `clientIP` is empty) and requires a value from 1 to 86400 (`validateClientIPAffinityConfig`, ' +
        'pkg/apis/core/validation/validation.go). With `sessionAffinity: None` (the default) the same defaults set ' +
        '`sessionAffinityConfig` to nil before validation, so the Forbidden check of `ValidateService` for that case is never reached ' +
        'through the API; service/session-affinity-config-ignored warns about such a config.',
    },
  },
  check(ctx) {
    const spec = svcSpec(ctx);
    const config = spec.sessionAffinityConfig;
    if (spec.sessionAffinity !== 'ClientIP') return;
    const timeout = obj(obj(config).clientIP).timeoutSeconds;
    if (typeof timeout === 'number' && (timeout <= 0 || timeout > 86400)) {
      ctx.report({ messageId: 'timeout', path: ['spec', 'sessionAffinityConfig', 'clientIP', 'timeoutSeconds'], data: { value: timeout } });
    }
  },
});
