import { createRule, type FieldPath } from '@plumbline/engine';
import { policyCel } from '../_shared/admission/cel-evaluator.js';
import { arr, isObject, obj, str } from '../_shared/helpers.js';

/** What an expression must evaluate to (`plugin/cel` compile's expected return types); `dyn` passes. */
const EXPECTED: Readonly<Record<string, readonly string[] | undefined>> = {
  validation: ['bool'],
  matchCondition: ['bool'],
  messageExpression: ['string'],
  auditAnnotation: ['string', 'null_type'],
  variable: undefined,
};

export default createRule({
  id: 'validating-admission-policy/expression-invalid',
  meta: {
    kinds: ['ValidatingAdmissionPolicy'],
    type: 'field',
    severity: 'error',
    messages: {
      compile: '`{{path}}` does not compile: {{error}}.',
      type: '`{{path}}` evaluates to {{found}}; it must evaluate to {{expected}}.',
    },
    docs: {
      description: 'Require ValidatingAdmissionPolicy expressions that compile in the Kubernetes CEL environment',
      spec: { doc: 'part1', section: 'Shared conventions' },
      details:
        'The API server compiles every expression of a policy when it is written (`pkg/apis/admissionregistration/validation`, ' +
        '`validateValidatingAdmissionPolicySpec` with the `plugin/cel` compiler, v1.34.1): validations, match conditions, variables, ' +
        '`messageExpression` and audit annotation `valueExpression`s, with the variables `object`, `oldObject`, `request`, ' +
        '`namespaceObject`, `authorizer`, `variables` (those declared before, for a variable) and `params` when the policy has a ' +
        '`paramKind`. A syntax error or an unknown variable, function or overload is refused (the estimated cost is not ' +
        'checked when a policy is written, unlike CustomResourceDefinition rules; the server holds each evaluation to a ' +
        'runtime budget). Validations ' +
        'and match conditions must evaluate to bool, messages to string, audit annotation values to string or null. Plumbline ' +
        "declares `object`, `oldObject` and `params` as `dyn` (the matched resources' schemas are not applied), so a field name " +
        'that the schema lacks is found when the policy is evaluated, not here.',
    },
  },
  check(ctx) {
    const spec = obj(ctx.object.spec);
    const params = isObject(spec.paramKind);
    const variableNames: string[] = [];
    const check = (expression: unknown, path: FieldPath, at: string, what: keyof typeof EXPECTED, variables: readonly string[]): void => {
      if (typeof expression !== 'string' || expression.trim() === '') return;
      const compiled = policyCel.compile(expression, { params, authorizer: true, variables });
      if (!compiled.ok) {
        ctx.report({ messageId: 'compile', path, data: { path: at, error: compiled.error } });
        return;
      }
      const expected = EXPECTED[what];
      const found = compiled.program.outputType;
      if (expected && found !== 'dyn' && !expected.includes(found))
        ctx.report({
          messageId: 'type',
          path,
          data: { path: at, found, expected: expected.map((t) => (t === 'null_type' ? 'null' : t)).join(' or ') },
        });
    };
    arr(spec.variables).forEach((v, i) => {
      if (!isObject(v)) return;
      check(v.expression, ['spec', 'variables', i, 'expression'], `spec.variables[${i}].expression`, 'variable', [...variableNames]);
      const name = str(v.name);
      if (name) variableNames.push(name);
    });
    arr(spec.matchConditions).forEach((c, i) => {
      if (isObject(c))
        check(
          c.expression,
          ['spec', 'matchConditions', i, 'expression'],
          `spec.matchConditions[${i}].expression`,
          'matchCondition',
          variableNames,
        );
    });
    arr(spec.validations).forEach((v, i) => {
      if (!isObject(v)) return;
      check(v.expression, ['spec', 'validations', i, 'expression'], `spec.validations[${i}].expression`, 'validation', variableNames);
      check(
        v.messageExpression,
        ['spec', 'validations', i, 'messageExpression'],
        `spec.validations[${i}].messageExpression`,
        'messageExpression',
        variableNames,
      );
    });
    arr(spec.auditAnnotations).forEach((a, i) => {
      if (isObject(a))
        check(
          a.valueExpression,
          ['spec', 'auditAnnotations', i, 'valueExpression'],
          `spec.auditAnnotations[${i}].valueExpression`,
          'auditAnnotation',
          variableNames,
        );
    });
  },
});
