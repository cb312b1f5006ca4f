import { createRule, type FieldPath } from '@plumbline/engine';
import { policyCel } from '../_shared/admission/cel-evaluator.js';
import { builtinResourceSchema } from '../_shared/admission/structural.js';
import { arr, isObject, obj, str } from '../_shared/helpers.js';

/** The built-in resources a policy's resource rules name explicitly (no `*`, no subresource). */
function namedResources(spec: Record<string, unknown>): { gvr: string; kind: string; schema: object }[] {
  const out = new Map<string, { gvr: string; kind: string; schema: object }>();
  for (const rule of arr(obj(spec.matchConstraints).resourceRules).filter(isObject)) {
    for (const group of arr(rule.apiGroups))
      for (const version of arr(rule.apiVersions))
        for (const resource of arr(rule.resources)) {
          if (typeof group !== 'string' || typeof version !== 'string' || typeof resource !== 'string') continue;
          if ([group, version, resource].some((v) => v.includes('*')) || resource.includes('/')) continue;
          const found = builtinResourceSchema(group, version, resource);
          const gvr = `${group ? `${group}/` : ''}${version}/${resource}`;
          if (found && !out.has(gvr)) out.set(gvr, { gvr, kind: found.kind, schema: found.schema });
        }
  }
  return [...out.values()];
}

export default createRule({
  id: 'validating-admission-policy/expression-type-mismatch',
  meta: {
    kinds: ['ValidatingAdmissionPolicy'],
    type: 'field',
    severity: 'warning',
    messages: {
      mismatch: '`{{path}}` does not type-check against {{kind}} ({{resource}}): {{error}}.',
    },
    docs: {
      description: 'Disallow ValidatingAdmissionPolicy expressions that do not type-check against the resources the policy matches',
      spec: { doc: 'part1', section: 'Shared conventions' },
      details:
        'The API server admits a policy whose expressions compile with `object` as `dyn`, then its type checker ' +
        '(`k8s.io/apiserver/pkg/admission/plugin/policy/validating/typechecking.go`, v1.34.1) types `object` and `oldObject` with ' +
        "the schema of each resource the policy matches and reports what does not type-check in the policy's " +
        '`status.typeChecking.expressionWarnings`: a warning, not a refusal. Such an expression fails on every object of that ' +
        "resource (`no such key`), and the policy's failurePolicy decides. Plumbline checks the built-in resources that the " +
        '`matchConstraints.resourceRules` name explicitly (no `*`), with their published schemas.',
    },
  },
  check(ctx) {
    const spec = obj(ctx.object.spec);
    const resources = namedResources(spec);
    if (resources.length === 0) return;
    const params = isObject(spec.paramKind);
    const variableNames: string[] = [];
    const check = (expression: unknown, path: FieldPath, at: string, variables: readonly string[]): void => {
      if (typeof expression !== 'string' || expression.trim() === '') return;
      // What does not compile untyped is validating-admission-policy/expression-invalid's.
      if (!policyCel.compile(expression, { params, authorizer: true, variables }).ok) return;
      for (const r of resources) {
        const typed = policyCel.compile(expression, { params, authorizer: true, variables, objectSchema: r.schema });
        if (!typed.ok) {
          ctx.report({ messageId: 'mismatch', path, data: { path: at, kind: r.kind, resource: r.gvr, error: typed.error } });
          return;
        }
      }
    };
    arr(spec.variables).forEach((v, i) => {
      if (!isObject(v)) return;
      check(v.expression, ['spec', 'variables', i, 'expression'], `spec.variables[${i}].expression`, [...variableNames]);
      const name = str(v.name);
      if (name) variableNames.push(name);
    });
    arr(spec.matchConditions).forEach((c, i) => {
      if (isObject(c))
        check(c.expression, ['spec', 'matchConditions', i, 'expression'], `spec.matchConditions[${i}].expression`, variableNames);
    });
    arr(spec.validations).forEach((v, i) => {
      if (!isObject(v)) return;
      check(v.expression, ['spec', 'validations', i, 'expression'], `spec.validations[${i}].expression`, variableNames);
      check(
        v.messageExpression,
        ['spec', 'validations', i, 'messageExpression'],
        `spec.validations[${i}].messageExpression`,
        variableNames,
      );
    });
    arr(spec.auditAnnotations).forEach((a, i) => {
      if (isObject(a))
        check(
          a.valueExpression,
          ['spec', 'auditAnnotations', i, 'valueExpression'],
          `spec.auditAnnotations[${i}].valueExpression`,
          variableNames,
        );
    });
  },
});
