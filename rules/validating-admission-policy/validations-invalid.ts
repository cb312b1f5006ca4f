import { createRule, qualifiedName } from '@plumbline/engine';
import { arr, isObject, obj, str } from '../_shared/helpers.js';

const REASONS = ['Unauthorized', 'Forbidden', 'Invalid', 'RequestEntityTooLarge'];

export default createRule({
  id: 'validating-admission-policy/validations-invalid',
  meta: {
    kinds: ['ValidatingAdmissionPolicy'],
    type: 'field',
    severity: 'error',
    messages: {
      nothing: '`spec.validations` is empty and so is `spec.auditAnnotations`; a policy needs at least one validation or audit annotation.',
      expressionMissing: '`{{path}}` is empty; the expression is not specified.',
      messageBlank: '`{{path}}` is blank; a message must be non-empty if specified.',
      messageLineBreak: '`{{path}}` contains a line break; a message must be one line.',
      messageRequired: '`{{path}}` is missing, and the expression spans several lines; a message must be given then.',
      messageExpressionBlank: '`{{path}}` is blank; a messageExpression must be non-empty if specified.',
      reason: '`{{path}}` is "{{value}}"; supported: Unauthorized, Forbidden, Invalid, RequestEntityTooLarge.',
      keyMissing: '`{{path}}` is missing; every audit annotation needs a key.',
      keyInvalid: '`{{path}}` is "{{value}}": "{{policy}}/{{value}}" is not a qualified name ({{problem}}).',
      keyDuplicate: '`{{path}}` "{{value}}" is used by an earlier audit annotation; keys must be unique.',
    },
    docs: {
      description: 'Require valid validations and audit annotations on a ValidatingAdmissionPolicy',
      spec: { doc: 'part1', section: 'Shared conventions' },
      details:
        'The API server (`pkg/apis/admissionregistration/validation`, `validateValidation` and `validateAuditAnnotation`, v1.34.1) ' +
        'requires at least one of `spec.validations` and `spec.auditAnnotations`. Each validation needs an `expression`; its `message`, ' +
        'when given, must not be blank nor contain a line break, and must be given when the expression spans several lines; ' +
        '`messageExpression`, when given, must not be blank; `reason` is Unauthorized, Forbidden, Invalid or RequestEntityTooLarge. ' +
        'Each audit annotation needs a `key` such that `<policy name>/<key>` is a qualified name, unique in the policy, and a ' +
        '`valueExpression`. Whether the expressions compile is `validating-admission-policy/expression-invalid`.',
    },
  },
  check(ctx) {
    const spec = obj(ctx.object.spec);
    const validations = arr(spec.validations);
    const annotations = arr(spec.auditAnnotations);
    if (validations.length === 0 && annotations.length === 0) {
      ctx.report({ messageId: 'nothing', path: ['spec', 'validations'], reason: 'FieldValueRequired' });
      return;
    }
    validations.forEach((v, i) => {
      if (!isObject(v)) return;
      const at = (field: string): string => `spec.validations[${i}].${field}`;
      const path = (field: string) => ['spec', 'validations', i, field];
      const expression = str(v.expression) ?? '';
      if (expression.trim() === '')
        ctx.report({
          messageId: 'expressionMissing',
          path: path('expression'),
          reason: 'FieldValueRequired',
          data: { path: at('expression') },
        });
      const message = str(v.message);
      if (message !== undefined && message !== '' && message.trim() === '')
        ctx.report({ messageId: 'messageBlank', path: path('message'), data: { path: at('message') } });
      else if (message !== undefined && /[\r\n]/.test(message.trim()))
        ctx.report({ messageId: 'messageLineBreak', path: path('message'), data: { path: at('message') } });
      else if ((message ?? '').trim() === '' && /[\r\n]/.test(expression.trim()))
        ctx.report({ messageId: 'messageRequired', path: path('message'), reason: 'FieldValueRequired', data: { path: at('message') } });
      const messageExpression = str(v.messageExpression);
      if (messageExpression !== undefined && messageExpression !== '' && messageExpression.trim() === '')
        ctx.report({
          messageId: 'messageExpressionBlank',
          path: path('messageExpression'),
          reason: 'FieldValueRequired',
          data: { path: at('messageExpression') },
        });
      const reason = str(v.reason);
      if (reason !== undefined && !REASONS.includes(reason))
        ctx.report({
          messageId: 'reason',
          path: path('reason'),
          reason: 'FieldValueNotSupported',
          data: { path: at('reason'), value: reason },
        });
    });
    const policy = (str(obj(ctx.object.metadata).name) ?? '').toLowerCase();
    const keys = new Set<string>();
    annotations.forEach((a, i) => {
      if (!isObject(a)) return;
      const key = str(a.key) ?? '';
      const keyPath = ['spec', 'auditAnnotations', i, 'key'];
      const at = `spec.auditAnnotations[${i}].key`;
      if (key === '') ctx.report({ messageId: 'keyMissing', path: keyPath, reason: 'FieldValueRequired', data: { path: at } });
      else {
        const problems = qualifiedName(`${policy}/${key}`);
        if (problems.length > 0)
          ctx.report({ messageId: 'keyInvalid', path: keyPath, data: { path: at, value: key, policy, problem: problems[0]! } });
        if (keys.has(key))
          ctx.report({ messageId: 'keyDuplicate', path: keyPath, reason: 'FieldValueDuplicate', data: { path: at, value: key } });
        keys.add(key);
      }
      if ((str(a.valueExpression) ?? '').trim() === '')
        ctx.report({
          messageId: 'expressionMissing',
          path: ['spec', 'auditAnnotations', i, 'valueExpression'],
          reason: 'FieldValueRequired',
          data: { path: `spec.auditAnnotations[${i}].valueExpression` },
        });
    });
  },
});
