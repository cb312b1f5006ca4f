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
    let compiled: ReturnType<typeof compileSchemaValidations>;
    try {
      compiled = compileSchemaValidations(schema);
    } catch (error) {
      // A schema the CEL layer cannot read (a rule that is not a string, which CRD validation reports itself): nothing is evaluated.
      const message = error instanceof Error ? error.message : String(error);
      return { ruleCount: 0, totalCostExceeded: false, problems: [{ rulePath: '', index: 0, rule: '', message }], validate: () => [] };
    }
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
          // Runtime errors come as `<error> evaluating rule: <rule>` (the server's wording).
          if (f.notEvaluableOffline || / evaluating rule: /.test(f.detail)) failure.evaluationError = true;
          // `@plumbline/cel` reports a rule it could not compile as a failure of each value; it is not one.
          if (f.detail.startsWith('rule compile error')) failure.notCompiled = true;
          return failure;
        });
      },
    };
  },
};
