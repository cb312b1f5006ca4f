import { createRule, formatPath, type JsonObject, type PathSegment, type RuleContext } from '@plumbline/engine';
import { arr, isObject } from '../_shared/helpers.js';
import { VALIDATED_POD_KINDS } from '../_shared/pod-template.js';
import { eachContainer, POD_SPEC_REFS } from './_containers.js';

/** The sources of `valueFrom`, in the server's order; `fileKeyRef` counts only under the EnvFiles gate. */
const VALUE_SOURCES = ['fieldRef', 'resourceFieldRef', 'configMapKeyRef', 'secretKeyRef'] as const;
const ENV_FROM_SOURCES = ['configMapRef', 'secretRef'] as const;

/**
 * `IsRelaxedEnvVarName` (RelaxedEnvironmentVariableValidation is GA and locked on in v1.34):
 * printable ASCII, space included, but no '='.
 */
function relaxedNameOk(name: string): boolean {
  for (let i = 0; i < name.length; i++) {
    const code = name.charCodeAt(i);
    if (code < 0x20 || code > 0x7e || code === 0x3d) return false;
  }
  return true;
}

function present(value: unknown): boolean {
  return value !== undefined && value !== null;
}

export default createRule({
  id: 'pod/container-env-invalid',
  meta: {
    kinds: [...VALIDATED_POD_KINDS],
    type: 'field',
    severity: 'error',
    reason: 'FieldValueInvalid',
    messages: {
      nameEmpty: '`{{path}}` is empty; an environment variable needs a name.',
      nameInvalid:
        '`{{path}}` is "{{value}}"; an environment variable name {{what}} consists only of printable ASCII characters other than \'=\'.',
      noSource: '`{{path}}` names no source; it sets exactly one of {{sources}}.',
      withValue: '`{{path}}` is set together with a non-empty `value`; an environment variable has either a value or a source.',
      manySources: '`{{path}}` sets {{found}}; it sets exactly one source.',
      envFromNoSource: '`{{path}}` names no source; each entry sets exactly one of `configMapRef` or `secretRef`.',
      envFromManySources: '`{{path}}` sets both `configMapRef` and `secretRef`; each entry sets exactly one.',
    },
    docs: {
      description: 'Enforce valid environment variable names and exactly one source per variable',
      spec: POD_SPEC_REFS,
      details:
        'As the server does (`validateContainerCommon` → `ValidateEnv`, `validateEnvVarValueFrom` and `ValidateEnvFrom`, ' +
        'Kubernetes v1.34), for every container, init container and ephemeral container: an `env` name is required and, ' +
        'as `IsRelaxedEnvVarName` checks (the RelaxedEnvironmentVariableValidation gate is GA and locked on in v1.34), ' +
        "consists of printable ASCII characters other than '='; the same holds for a non-empty `envFrom` `prefix`. A " +
        '`valueFrom` sets exactly one of `fieldRef`, `resourceFieldRef`, `configMapKeyRef` and `secretKeyRef` ' +
        '(`fileKeyRef` too when the EnvFiles feature gate is on; with the gate off, the server drops `fileKeyRef` before ' +
        'validating) and is not combined with a non-empty `value`. Each `envFrom` entry sets exactly one of `configMapRef` ' +
        'and `secretRef`; the server reports that at `envFrom` itself, not at the entry. The contents of each source ' +
        '(field paths, key names) are not checked by this rule.',
    },
  },
  check(ctx) {
    const valueSources: string[] = [...VALUE_SOURCES];
    if (ctx.gate('EnvFiles')) valueSources.push('fileKeyRef');
    eachContainer(ctx, (c) => {
      arr(c.container.env).forEach((env, i) => {
        if (!isObject(env)) return;
        const base = [...c.path, 'env', i];
        checkName(ctx, env.name, [...base, 'name'], 'must be one that');
        if (isObject(env.valueFrom)) checkValueFrom(ctx, env, [...base, 'valueFrom'], valueSources);
      });
      const envFromPath = [...c.path, 'envFrom'];
      arr(c.container.envFrom).forEach((entry, i) => {
        if (!isObject(entry)) return;
        if (typeof entry.prefix === 'string' && entry.prefix !== '') {
          checkName(ctx, entry.prefix, [...envFromPath, i, 'prefix'], 'prefix must be one that');
        }
        const count = ENV_FROM_SOURCES.filter((s) => present(entry[s])).length;
        if (count === 0) ctx.report({ messageId: 'envFromNoSource', path: envFromPath, data: { path: formatPath(envFromPath) } });
        if (count > 1) ctx.report({ messageId: 'envFromManySources', path: envFromPath, data: { path: formatPath(envFromPath) } });
      });
    });
  },
});

function checkName(ctx: RuleContext, name: unknown, path: PathSegment[], what: string): void {
  if (typeof name !== 'string') return; // absent: schema/required-field-missing; not a string: schema/invalid-type
  if (name === '') {
    ctx.report({ messageId: 'nameEmpty', path, reason: 'FieldValueRequired', data: { path: formatPath(path) } });
  } else if (!relaxedNameOk(name)) {
    ctx.report({ messageId: 'nameInvalid', path, data: { path: formatPath(path), value: name, what } });
  }
}

function checkValueFrom(ctx: RuleContext, env: JsonObject, path: PathSegment[], sources: readonly string[]): void {
  const valueFrom = env.valueFrom as JsonObject;
  const found = sources.filter((s) => present(valueFrom[s]));
  const at = formatPath(path);
  if (found.length === 0) {
    const list = sources.map((s) => `\`${s}\``).join(', ');
    ctx.report({ messageId: 'noSource', path, data: { path: at, sources: list } });
  } else if (typeof env.value === 'string' && env.value !== '') {
    ctx.report({ messageId: 'withValue', path, data: { path: at } });
  } else if (found.length > 1) {
    ctx.report({ messageId: 'manySources', path, data: { path: at, found: found.map((s) => `\`${s}\``).join(' and ') } });
  }
}
