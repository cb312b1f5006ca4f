import { createRule, parseQuantity, qualifiedName } from '@plumbline/engine';
import { isObject, quoteList } from '../_shared/helpers.js';
import { RESIZE_STATUSES } from './kind.js';

/** Unprefixed and `kubernetes.io/`-prefixed resource names are native; only `storage` is allowed among them. */
function keyProblem(key: string): 'key' | 'keyFormat' | undefined {
  if (qualifiedName(key).length > 0) return 'keyFormat';
  const native = !key.includes('/') || key.includes('kubernetes.io/');
  return native && key !== 'storage' ? 'key' : undefined;
}

export default createRule({
  id: 'persistent-volume-claim/status-allocation-invalid',
  meta: {
    kinds: ['PersistentVolumeClaim'],
    type: 'field',
    severity: 'error',
    subresource: 'status',
    reason: 'FieldValueNotSupported',
    messages: {
      key:
        '`{{path}}` has the key "{{key}}"; the only native resource a claim may name is "storage" (implementation-specific resources ' +
        'need a domain prefix such as example.com/iops).',
      keyFormat: '`{{path}}` has the key "{{key}}", which is not a qualified name.',
      value: '`status.allocatedResourceStatuses[{{key}}]` is "{{value}}"; allowed values: {{allowed}}.',
      negative: '`{{path}}` is {{value}}; a resource quantity must not be negative.',
    },
    docs: {
      description: 'Enforce storage as the only allocated resource and known resize statuses',
      spec: { doc: 'part3', section: 'PersistentVolumeClaim', field: 'allocatedResourceStatuses' },
      details: [
        'On the status subresource the server checks `status.allocatedResources` and `status.allocatedResourceStatuses`: keys are ' +
          'qualified names; among native resource names (unprefixed or with a `kubernetes.io/` prefix) only `storage` is allowed, while ' +
          'implementation-specific prefixed names (`example.com/iops`) are accepted; resize statuses are ControllerResizeInProgress, ' +
          'ControllerResizeInfeasible, NodeResizePending, NodeResizeInProgress and NodeResizeInfeasible. Problems are reported at the ' +
          'map (`status.allocatedResources`, `status.allocatedResourceStatuses`), as the server does; the editor points at the key.',
        'The specification names the failure values ControllerResizeFailed and NodeResizeFailed; the v1.34 server refuses the *Failed ' +
          'names and uses *Infeasible instead. Plumbline follows the server. `status.capacity` and allocated quantities must not be ' +
          'negative.',
      ].join('\n\n'),
      serverDifferences: [
        {
          cases: ['pvc.status.ars-value.ControllerResizeInfeasible'],
          reason:
            'ControllerResizeInfeasible is the v1.34 ' +
            'value the server accepts (the specification lists ControllerResizeFailed instead); Plumbline follows the server and does ' +
            'not ' +
            'warn about a real value.',
        },
      ],
    },
  },
  check(ctx) {
    const status = isObject(ctx.object.status) ? ctx.object.status : {};
    if (isObject(status.allocatedResourceStatuses)) {
      for (const [key, value] of Object.entries(status.allocatedResourceStatuses)) {
        const at = ['status', 'allocatedResourceStatuses', { key }] as const;
        const problem = keyProblem(key);
        if (problem)
          ctx.report({
            messageId: problem,
            path: ['status', 'allocatedResourceStatuses'],
            reason: problem === 'key' ? 'FieldValueNotSupported' : 'FieldValueInvalid',
            at: [...at],
            target: 'key',
            data: { path: 'status.allocatedResourceStatuses', key },
          });
        if (typeof value === 'string' && !(RESIZE_STATUSES as readonly string[]).includes(value)) {
          ctx.report({
            messageId: 'value',
            path: ['status', 'allocatedResourceStatuses'],
            at: [...at],
            data: { key, value, allowed: quoteList(RESIZE_STATUSES) },
          });
        }
      }
    }
    for (const field of ['allocatedResources', 'capacity'] as const) {
      const map = status[field];
      if (!isObject(map)) continue;
      for (const [key, value] of Object.entries(map)) {
        const problem = field === 'allocatedResources' ? keyProblem(key) : undefined;
        if (problem) {
          ctx.report({
            messageId: problem,
            path: ['status', field],
            reason: problem === 'key' ? 'FieldValueNotSupported' : 'FieldValueInvalid',
            at: ['status', field, { key }],
            target: 'key',
            data: { path: `status.${field}`, key },
          });
          continue;
        }
        const q = parseQuantity(value);
        if (q && q.value < 0)
          ctx.report({
            messageId: 'negative',
            path: ['status', field, { key }],
            reason: 'FieldValueInvalid',
            data: { path: `status.${field}[${key}]`, value: q.text },
          });
      }
    }
  },
});
