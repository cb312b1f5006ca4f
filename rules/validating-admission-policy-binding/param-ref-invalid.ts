import { createRule, dns1123Label, labelSelectorProblems } from '@plumbline/engine';
import { isObject, obj, str } from '../_shared/helpers.js';
import { pathSegmentProblems } from '../_shared/names.js';

export default createRule({
  id: 'validating-admission-policy-binding/param-ref-invalid',
  meta: {
    kinds: ['ValidatingAdmissionPolicyBinding'],
    type: 'field',
    severity: 'error',
    messages: {
      both: '`spec.paramRef.{{field}}` is set together with `{{other}}`; name and selector are mutually exclusive.',
      neither: '`spec.paramRef` has neither name nor selector; one of them must be specified.',
      name: '`spec.paramRef.name` is "{{value}}": {{problem}}.',
      namespace: '`spec.paramRef.namespace` is "{{value}}": {{problem}}.',
      selector: '`spec.paramRef.selector{{path}}` {{problem}}.',
      actionMissing: '`spec.paramRef.parameterNotFoundAction` is missing; it must be Allow or Deny.',
      action: '`spec.paramRef.parameterNotFoundAction` is "{{value}}"; supported: Allow, Deny.',
    },
    docs: {
      description: 'Require a paramRef with a name or a selector and a parameterNotFoundAction in a ValidatingAdmissionPolicyBinding',
      spec: { doc: 'part1', section: 'Shared conventions' },
      details:
        'The API server (`pkg/apis/admissionregistration/validation`, `validateParamRef`, v1.34.1) requires exactly one of ' +
        '`spec.paramRef.name` (a valid path segment) and `spec.paramRef.selector` (a valid label selector), a `namespace` that is a ' +
        'DNS label when given, and `parameterNotFoundAction`, Allow or Deny: what happens when no parameter object is found (Deny ' +
        "fails the request through the policy's failurePolicy; Allow skips the binding).",
    },
  },
  check(ctx) {
    const ref = obj(ctx.object.spec).paramRef;
    if (!isObject(ref)) return;
    const base = ['spec', 'paramRef'];
    const name = str(ref.name) ?? '';
    const hasSelector = isObject(ref.selector);
    if (name !== '') {
      for (const problem of pathSegmentProblems(name).slice(0, 1))
        ctx.report({ messageId: 'name', path: [...base, 'name'], data: { value: name, problem } });
      if (hasSelector)
        ctx.report({
          messageId: 'both',
          path: [...base, 'name'],
          reason: 'FieldValueForbidden',
          data: { field: 'name', other: 'selector' },
        });
    }
    if (hasSelector) {
      for (const p of labelSelectorProblems(ref.selector)) {
        const sub = p.path.map((s) => (typeof s === 'number' ? `[${s}]` : typeof s === 'string' ? `.${s}` : `[${s.key}]`)).join('');
        ctx.report({
          messageId: 'selector',
          path: [...base, 'selector', ...p.path],
          reason: p.reason,
          data: { path: sub, problem: p.message },
        });
      }
      if (name !== '')
        ctx.report({
          messageId: 'both',
          path: [...base, 'selector'],
          reason: 'FieldValueForbidden',
          data: { field: 'selector', other: 'name' },
        });
    }
    if (name === '' && !hasSelector) ctx.report({ messageId: 'neither', path: base, reason: 'FieldValueRequired' });
    const namespace = str(ref.namespace);
    if (namespace)
      for (const problem of dns1123Label(namespace).slice(0, 1))
        ctx.report({ messageId: 'namespace', path: [...base, 'namespace'], data: { value: namespace, problem } });
    const action = ref.parameterNotFoundAction;
    if (action === undefined || action === null || action === '')
      ctx.report({ messageId: 'actionMissing', path: [...base, 'parameterNotFoundAction'], reason: 'FieldValueRequired' });
    else if (action !== 'Allow' && action !== 'Deny')
      ctx.report({
        messageId: 'action',
        path: [...base, 'parameterNotFoundAction'],
        reason: 'FieldValueNotSupported',
        data: { value: String(action) },
      });
  },
});
