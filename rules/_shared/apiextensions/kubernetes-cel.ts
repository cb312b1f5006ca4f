import { compileSchemaValidations, validateXKubernetesValidations, type StructuralSchema } from '@plumbline/cel';
import type { ErrorReason, JsonObject } from '@plumbline/engine';
import type { CelEvaluator, CelFailure, CelSchemaProgram } from './cel.js';

const REASONS: Readonly<Record<string, ErrorReason>> = {
  FieldValueInvalid: 'FieldValueInvalid',
  FieldValueForbidden: 'FieldValueForbidden',
  FieldValueRequired: 'FieldValueRequired',
  FieldValueDuplicate: 'FieldValueDuplicate',
};

/** The CEL evaluator of `@plumbline/cel`: the Kubernetes CEL environment, cost estimation and the server's rule walk. */
export const kubernetesCel: CelEvaluator = {
  compileSchema(openAPIV3Schema: JsonObject): CelSchemaProgram {
    const schema = openAPIV3Schema as StructuralSchema;
    const compiled = compileSchemaValidations(schema);
    return {
      ruleCount: compiled.rules.length,
      totalCostExceeded: compiled.totalCostExceeded,
      problems: compiled.rules.flatMap((r) =>
        r.errors.map((e) => ({ rulePath: r.schemaPath, index: r.index, rule: r.rule.rule, message: e.message })),
      ),
      validate(object, oldObject): CelFailure[] {
        return validateXKubernetesValidations(schema, object, oldObject).map((f) => {
          const failure: CelFailure = { path: f.path, reason: REASONS[f.type] ?? 'FieldValueInvalid', detail: f.detail };
          if (f.ratcheted) failure.ratcheted = true;
          if (f.notEvaluableOffline) failure.evaluationError = true;
          // `@plumbline/cel` reports a rule it could not compile as a failure of each value; it is not one.
          if (f.detail.startsWith('rule compile error')) failure.notCompiled = true;
          return failure;
        });
      },
    };
  },
};
