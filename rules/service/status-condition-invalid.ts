import { camelCaseReason, createRule, qualifiedName } from '@plumbline/engine';
import { isObject, obj } from '../_shared/helpers.js';

const REQUIRED = ['type', 'status', 'reason', 'message', 'lastTransitionTime'] as const;

/** CamelCase as the specification asks for condition types (after any `<domain>/`) and reasons. */
const CAMEL_CASE = /^[A-Z][A-Za-z0-9]*$/;
const NOT_CAMEL_CASE = 'the specification asks for CamelCase: an upper-case letter, then letters and digits';

export default createRule({
  id: 'service/status-condition-invalid',
  meta: {
    kinds: ['Service'],
    type: 'field',
    severity: 'warning',
    subresource: 'status',
    messages: {
      missing: '`status.conditions[{{index}}].{{field}}` is missing; the specification requires it.',
      type: '`status.conditions[{{index}}].type` is "{{value}}": {{problem}}.',
      status: '`status.conditions[{{index}}].status` is "{{value}}"; the specification allows "True", "False", "Unknown".',
      reason: '`status.conditions[{{index}}].reason` is "{{value}}": {{problem}}.',
      generation: '`status.conditions[{{index}}].observedGeneration` is {{value}}; it must not be negative.',
      duplicate:
        '`status.conditions[{{index}}].type` is "{{value}}", already used by `status.conditions[{{first}}]`; conditions are ' +
        'merged by type.',
    },
    docs: {
      description: 'Enforce the Condition rules of the specification on Service status conditions',
      spec: [
        { doc: 'part1', section: 'Shared conventions' },
        { doc: 'part1', section: 'ServiceStatus' },
      ],
      details:
        'The specification requires `type` (CamelCase or `<domain>/CamelCase`), `status` (`True`, `False`, `Unknown`), `reason` ' +
        '(non-empty CamelCase), `message` (may be empty, but present) and `lastTransitionTime` in each condition, and merges ' +
        'conditions by `type`. Plumbline first applies the usual syntax of condition types (a qualified name) and reasons (a letter, ' +
        'then letters, digits, `_`, `,` or `:`), then asks for CamelCase proper: an upper-case letter followed by letters and digits ' +
        '(`LoadBalancerReady`, `example.com/PortsAllocated`), so `ready`, `load_balancer_ready` or `Ready-State` are reported too. The ' +
        'v1.34 server does not validate `status.conditions` of a Service at all (its status validation covers `status.loadBalancer` ' +
        'only); a body whose fields do not decode (a string `observedGeneration`, a `lastTransitionTime` that is not an RFC 3339 time) ' +
        "is still refused by the decoder. The specification is stricter, so Plumbline keeps the server's verdict and warns.",
    },
  },
  check(ctx) {
    const conditions = obj(ctx.object.status).conditions;
    if (!Array.isArray(conditions)) return;
    const seen = new Map<string, number>();
    conditions.forEach((condition, index) => {
      if (!isObject(condition)) return;
      const path = ['status', 'conditions', index];
      for (const field of REQUIRED) {
        const value = condition[field];
        if (value === undefined || value === null || (value === '' && field !== 'message'))
          ctx.report({ messageId: 'missing', path: [...path, field], reason: 'FieldValueRequired', data: { index, field } });
      }
      const { type, status, reason, observedGeneration } = condition;
      if (typeof type === 'string' && type !== '') {
        const problems = [...qualifiedName(type)];
        if (problems.length === 0 && !CAMEL_CASE.test(type.slice(type.lastIndexOf('/') + 1))) problems.push(NOT_CAMEL_CASE);
        for (const problem of problems) ctx.report({ messageId: 'type', path: [...path, 'type'], data: { index, value: type, problem } });
        const first = seen.get(type);
        if (first === undefined) seen.set(type, index);
        else
          ctx.report({
            messageId: 'duplicate',
            path: [...path, 'type'],
            reason: 'FieldValueDuplicate',
            data: { index, value: type, first },
          });
      }
      if (typeof status === 'string' && status !== '' && !['True', 'False', 'Unknown'].includes(status))
        ctx.report({ messageId: 'status', path: [...path, 'status'], reason: 'FieldValueNotSupported', data: { index, value: status } });
      if (typeof reason === 'string' && reason !== '') {
        const problems = camelCaseReason(reason);
        if (problems.length === 0 && !CAMEL_CASE.test(reason)) problems.push(NOT_CAMEL_CASE);
        for (const problem of problems)
          ctx.report({ messageId: 'reason', path: [...path, 'reason'], data: { index, value: reason, problem } });
      }
      if (typeof observedGeneration === 'number' && observedGeneration < 0)
        ctx.report({ messageId: 'generation', path: [...path, 'observedGeneration'], data: { index, value: observedGeneration } });
    });
  },
});
