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
      withNone: '`spec.sessionAffinityConfig` is set while `spec.sessionAffinity` is None; remove it or set sessionAffinity to ClientIP.',
      timeout: '`spec.sessionAffinityConfig.clientIP.timeoutSeconds` is {{value}}; it must be greater than 0 and at most 86400.',
    },
    docs: {
      description: 'Enforce a session affinity timeout between 1 and 86400 seconds, and only with ClientIP affinity',
      spec: [
        { doc: 'part1', section: 'ServiceSpec', field: 'sessionAffinityConfig' },
        { doc: 'part1', section: 'Limits' },
      ],
      details:
        'With `sessionAffinity: ClientIP` the server defaults `sessionAffinityConfig.clientIP.timeoutSeconds` to 10800 (also when `sessionAffinityConfig` or `clientIP` is empty) and requires a value from 1 to 86400. With `sessionAffinity: None` (the default) any `sessionAffinityConfig`, even an empty object, is refused (Forbidden at `spec.sessionAffinityConfig`); the specification does not say so, and Plumbline follows the server. A fix removes the field.',
    },
  },
  check(ctx) {
    const spec = svcSpec(ctx);
    const config = spec.sessionAffinityConfig;
    if (spec.sessionAffinity === 'None') {
      if (config !== undefined && config !== null) {
        ctx.report({ messageId: 'withNone', path: ['spec', 'sessionAffinityConfig'], reason: 'FieldValueForbidden', fix: { description: 'Remove sessionAffinityConfig', path: ['spec', 'sessionAffinityConfig'], action: 'remove' } });
      }
      return;
    }
    if (spec.sessionAffinity !== 'ClientIP') return;
    const timeout = obj(obj(config).clientIP).timeoutSeconds;
    if (typeof timeout === 'number' && (timeout <= 0 || timeout > 86400)) {
      ctx.report({ messageId: 'timeout', path: ['spec', 'sessionAffinityConfig', 'clientIP', 'timeoutSeconds'], data: { value: timeout } });
    }
  },
});
