import { getEngine, lintText, validateSet, type Diagnostic, type JsonObject, type SetInput, type ValidateOptions } from '@plumbline/core';

/**
 * Admission policies in the webhook (`webhook.admissionPolicies`, off by default): the cluster's
 * ValidatingAdmissionPolicies, bindings, parameters and namespaces from files, evaluated on each
 * request's object as the API server would, for clusters that want one gate.
 */

export class PolicyFileError extends Error {}

/**
 * The objects of the policy files, linted: a policy or binding the API server would refuse,
 * or a file that does not parse, is an error naming the file and line (the webhook would
 * otherwise enforce a policy the cluster never accepted).
 */
export function policySetFrom(files: readonly { file: string; text: string }[], options: ValidateOptions = {}): SetInput[] {
  const out: SetInput[] = [];
  for (const { file, text } of files) {
    const result = lintText(text, { ...options, uri: file });
    const invalid = result.diagnostics.find(
      (d) => d.severity === 'error' && /^(validating-admission-policy|validating-admission-policy-binding|yaml|schema)\//.test(d.ruleId),
    );
    if (invalid) throw new PolicyFileError(`${file}:${(invalid.range?.start.line ?? 0) + 1}: ${invalid.message} [${invalid.ruleId}]`);
    for (const r of result.resources) if (r.status !== 'invalid') out.push({ ...r, uri: file });
  }
  return out;
}

/** The request's object, as one more resource of the policies' set. */
const REQUEST_URI = '<request>';

/**
 * The findings of the admission policies (rule family `policy/<name>`) on one request's
 * object; `oldObject` on UPDATE. A namespaced object takes the request's namespace.
 */
export function policyDiagnostics(
  object: JsonObject,
  oldObject: JsonObject | undefined,
  namespace: string,
  policies: readonly SetInput[],
  options: ValidateOptions,
): Diagnostic[] {
  const metadata = (typeof object.metadata === 'object' && object.metadata !== null ? object.metadata : {}) as JsonObject;
  const resource: SetInput = {
    uri: REQUEST_URI,
    documentIndex: 0,
    apiVersion: typeof object.apiVersion === 'string' ? object.apiVersion : undefined,
    kind: typeof object.kind === 'string' ? object.kind : undefined,
    name: typeof metadata.name === 'string' ? metadata.name : undefined,
    namespace: typeof metadata.namespace === 'string' && metadata.namespace !== '' ? metadata.namespace : namespace || undefined,
    object,
    status: 'checked',
  };
  if (oldObject) resource.oldObject = oldObject;
  const engine = getEngine();
  const { oldObject: _old, operation: _op, subresource: _sub, ...setOptions } = options;
  return validateSet([...policies, resource], setOptions)
    .filter((d) => d.uri === REQUEST_URI && engine.rule(d.ruleId)?.meta.family === true)
    .map(({ uri: _uri, itemIndex: _item, ...d }) => d);
}
