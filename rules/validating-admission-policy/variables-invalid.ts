import { createRule, qualifiedName } from '@plumbline/engine';
import { arr, isObject, obj, str } from '../_shared/helpers.js';

/** A CEL identifier, which `variables.<name>` needs (`isCELIdentifier`). */
const CEL_IDENTIFIER = /^[_a-zA-Z][_a-zA-Z0-9]*$/;

export default createRule({
  id: 'validating-admission-policy/variables-invalid',
  meta: {
    kinds: ['ValidatingAdmissionPolicy'],
    type: 'field',
    severity: 'error',
    messages: {
      nameMissing: '`{{path}}` is missing; every {{what}} needs a name.',
      variableName: '`{{path}}` is "{{value}}", which is not a valid CEL identifier (a letter or `_`, then letters, digits or `_`).',
      conditionName: '`{{path}}` is "{{value}}": {{problem}}.',
      expressionMissing: '`{{path}}` is empty; the expression is not specified.',
      tooMany: '`spec.matchConditions` has {{count}} conditions; at most 64 are allowed.',
    },
    docs: {
      description: 'Require named variables and match conditions with expressions on a ValidatingAdmissionPolicy',
      spec: { doc: 'part1', section: 'Shared conventions' },
      details:
        'The API server (`pkg/apis/admissionregistration/validation`, `validateVariable` and `validateMatchCondition`, v1.34.1) requires ' +
        "a `name` and an `expression` for each variable and each match condition. A variable's name must be a CEL identifier, since " +
        "expressions read it as `variables.<name>`; a match condition's name must be a qualified name (like a label key). At most 64 " +
        "match conditions are allowed. Duplicate names are refused by the list's merge key (`schema/invalid-type`).",
    },
  },
  check(ctx) {
    const spec = obj(ctx.object.spec);
    arr(spec.variables).forEach((v, i) => {
      if (!isObject(v)) return;
      const at = `spec.variables[${i}]`;
      const name = str(v.name) ?? '';
      if (name === '')
        ctx.report({
          messageId: 'nameMissing',
          path: ['spec', 'variables', i, 'name'],
          reason: 'FieldValueRequired',
          data: { path: `${at}.name`, what: 'variable' },
        });
      else if (!CEL_IDENTIFIER.test(name))
        ctx.report({ messageId: 'variableName', path: ['spec', 'variables', i, 'name'], data: { path: `${at}.name`, value: name } });
      if ((str(v.expression) ?? '').trim() === '')
        ctx.report({
          messageId: 'expressionMissing',
          path: ['spec', 'variables', i, 'expression'],
          reason: 'FieldValueRequired',
          data: { path: `${at}.expression` },
        });
    });
    const conditions = arr(spec.matchConditions);
    if (conditions.length > 64)
      ctx.report({
        messageId: 'tooMany',
        path: ['spec', 'matchConditions'],
        reason: 'FieldValueTooMany',
        data: { count: conditions.length },
      });
    conditions.forEach((c, i) => {
      if (!isObject(c)) return;
      const at = `spec.matchConditions[${i}]`;
      const name = str(c.name) ?? '';
      if (name === '')
        ctx.report({
          messageId: 'nameMissing',
          path: ['spec', 'matchConditions', i, 'name'],
          reason: 'FieldValueRequired',
          data: { path: `${at}.name`, what: 'match condition' },
        });
      else
        for (const problem of qualifiedName(name).slice(0, 1))
          ctx.report({
            messageId: 'conditionName',
            path: ['spec', 'matchConditions', i, 'name'],
            data: { path: `${at}.name`, value: name, problem },
          });
      if ((str(c.expression) ?? '').trim() === '')
        ctx.report({
          messageId: 'expressionMissing',
          path: ['spec', 'matchConditions', i, 'expression'],
          reason: 'FieldValueRequired',
          data: { path: `${at}.expression` },
        });
    });
  },
});
