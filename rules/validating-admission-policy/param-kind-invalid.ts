import { createRule, dns1035Label } from '@plumbline/engine';
import { isObject, obj, str } from '../_shared/helpers.js';

export default createRule({
  id: 'validating-admission-policy/param-kind-invalid',
  meta: {
    kinds: ['ValidatingAdmissionPolicy'],
    type: 'field',
    severity: 'error',
    messages: {
      missing: '`spec.paramKind.{{field}}` is missing; a paramKind needs apiVersion and kind.',
      apiVersion: '`spec.paramKind.apiVersion` is "{{value}}", which is not a group/version (`v1`, `example.com/v1`).',
      kind: '`spec.paramKind.kind` is "{{value}}": {{problem}}.',
    },
    docs: {
      description: "Require apiVersion and kind in a ValidatingAdmissionPolicy's paramKind",
      spec: { doc: 'part1', section: 'Shared conventions' },
      details:
        'The API server (`pkg/apis/admissionregistration/validation`, `validateParamKind`, v1.34.1) requires `apiVersion` and `kind` ' +
        'when `spec.paramKind` is given: the apiVersion must parse as a group/version (at most one `/`, no empty part), and the kind, ' +
        'in lowercase, must be a DNS-1035 label.',
    },
  },
  check(ctx) {
    const spec = obj(ctx.object.spec);
    if (!isObject(spec.paramKind)) return;
    const apiVersion = str(spec.paramKind.apiVersion) ?? '';
    const kind = str(spec.paramKind.kind) ?? '';
    if (apiVersion === '')
      ctx.report({
        messageId: 'missing',
        path: ['spec', 'paramKind', 'apiVersion'],
        reason: 'FieldValueRequired',
        data: { field: 'apiVersion' },
      });
    else {
      const parts = apiVersion.split('/');
      if (parts.length > 2 || parts.some((p) => p === ''))
        ctx.report({ messageId: 'apiVersion', path: ['spec', 'paramKind', 'apiVersion'], data: { value: apiVersion } });
    }
    if (kind === '')
      ctx.report({ messageId: 'missing', path: ['spec', 'paramKind', 'kind'], reason: 'FieldValueRequired', data: { field: 'kind' } });
    else
      for (const problem of dns1035Label(kind.toLowerCase()).slice(0, 1))
        ctx.report({ messageId: 'kind', path: ['spec', 'paramKind', 'kind'], data: { value: kind, problem } });
  },
});
