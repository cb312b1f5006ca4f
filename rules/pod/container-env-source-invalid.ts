import { createRule, dns1123Subdomain, qualifiedName, configMapKey, type PathSegment } from '@plumbline/engine';
import { arr, isObject } from '../_shared/helpers.js';
import { VALIDATED_POD_KINDS } from '../_shared/pod-template.js';
import { divisorProblem } from '../_shared/resource-divisor.js';
import { eachContainer, POD_SPEC_REFS } from './_containers.js';
import { problemMessages, problems, type Problems } from './_problems.js';

/** `validEnvDownwardAPIFieldPathExpressions`: the pod fields an environment variable may take its value from. */
const ENV_FIELD_PATHS = [
  'metadata.name',
  'metadata.namespace',
  'metadata.uid',
  'spec.nodeName',
  'spec.serviceAccountName',
  'status.hostIP',
  'status.hostIPs',
  'status.podIP',
  'status.podIPs',
];
/** The labels `ConvertDownwardAPIFieldLabel` knows for pods in v1 (`spec.host` is the old name of `spec.nodeName`). */
const CONVERTIBLE = new Set([
  ...ENV_FIELD_PATHS,
  'metadata.annotations',
  'metadata.labels',
  'spec.restartPolicy',
  'spec.schedulerName',
  'status.phase',
  'spec.host',
]);
/** `validContainerResourceFieldPathExpressions`, plus the hugepages prefixes the env form also accepts. */
const RESOURCE_FIELDS = [
  'limits.cpu',
  'limits.ephemeral-storage',
  'limits.memory',
  'requests.cpu',
  'requests.ephemeral-storage',
  'requests.memory',
];
const RESOURCE_PREFIXES = ['requests.hugepages-', 'limits.hugepages-'];

/** `fieldpath.SplitMaybeSubscriptedPath`: `metadata.labels['key']` → path and subscript. */
function splitSubscript(fieldPath: string): { path: string; subscript: string } | undefined {
  if (!fieldPath.endsWith("']")) return undefined;
  const inner = fieldPath.slice(0, -2);
  const at = inner.indexOf("['");
  if (at <= 0) return undefined;
  return { path: inner.slice(0, at), subscript: inner.slice(at + 2) };
}

/** `validateObjectFieldSelector` with the env expressions. */
function checkFieldRef(p: Problems, ref: Record<string, unknown>, base: PathSegment[]): void {
  const apiVersion = typeof ref.apiVersion === 'string' ? ref.apiVersion : '';
  const fieldPath = typeof ref.fieldPath === 'string' ? ref.fieldPath : '';
  // The generated defaulter sets an empty apiVersion to v1 before validation.
  if (fieldPath === '') return p.required([...base, 'fieldPath'], 'the pod field to read');
  if (apiVersion !== '' && apiVersion !== 'v1') {
    return p.invalid([...base, 'fieldPath'], fieldPath, `error converting fieldPath: unsupported pod version: ${apiVersion}`);
  }
  const split = splitSubscript(fieldPath);
  if (split) {
    if (split.path === 'metadata.annotations' || split.path === 'metadata.labels') {
      const key = split.path === 'metadata.annotations' ? split.subscript.toLowerCase() : split.subscript;
      for (const problem of qualifiedName(key)) p.invalid(base, key, problem);
      return;
    }
    return p.invalid([...base, 'fieldPath'], fieldPath, `error converting fieldPath: field label does not support subscript: ${fieldPath}`);
  }
  if (!CONVERTIBLE.has(fieldPath)) {
    return p.invalid([...base, 'fieldPath'], fieldPath, `error converting fieldPath: field label not supported: ${fieldPath}`);
  }
  const internal = fieldPath === 'spec.host' ? 'spec.nodeName' : fieldPath;
  if (!ENV_FIELD_PATHS.includes(internal)) p.notSupported([...base, 'fieldPath'], internal, ENV_FIELD_PATHS);
}

/** The name of a key selector (`ValidateNameFunc(ValidateSecretName)(name, false)`: a DNS subdomain, "" included) and its key. */
function checkKeyRef(p: Problems, ref: Record<string, unknown>, base: PathSegment[]): void {
  const name = typeof ref.name === 'string' ? ref.name : '';
  for (const problem of dns1123Subdomain(name)) p.invalid([...base, 'name'], name, problem);
  const key = typeof ref.key === 'string' ? ref.key : '';
  if (key === '') p.required([...base, 'key'], 'the key to read');
  else for (const problem of configMapKey(key)) p.invalid([...base, 'key'], key, problem);
}

/** `validateConfigMapEnvSource` / `validateSecretEnvSource`: a name, checked as a prefix (a trailing `-` is allowed). */
function checkEnvFromName(p: Problems, ref: Record<string, unknown>, base: PathSegment[]): void {
  const name = typeof ref.name === 'string' ? ref.name : '';
  if (name === '') return p.required([...base, 'name'], 'the object to read');
  const masked = name.length > 1 && name.endsWith('-') ? `${name.slice(0, -1)}a` : name;
  for (const problem of dns1123Subdomain(masked)) p.invalid([...base, 'name'], name, problem);
}

export default createRule({
  id: 'pod/container-env-source-invalid',
  meta: {
    kinds: [...VALIDATED_POD_KINDS],
    type: 'field',
    severity: 'error',
    messages: problemMessages('invalid', 'required', 'notSupported'),
    docs: {
      description: 'Enforce valid sources of environment variables: pod fields, resources, ConfigMap and Secret keys',
      spec: POD_SPEC_REFS,
      details:
        'As the server does (Kubernetes v1.34 `validateEnvVarValueFrom`, `ValidateEnvFrom`): `fieldRef` reads one of ' +
        '`metadata.name`, `metadata.namespace`, `metadata.uid`, `spec.nodeName`, `spec.serviceAccountName`, `status.hostIP(s)`, ' +
        "`status.podIP(s)`, or a label or annotation as `metadata.labels['key']` with a qualified-name key " +
        '(`validateObjectFieldSelector` after `ConvertDownwardAPIFieldLabel`: apiVersion `v1` only — empty is defaulted — ' +
        'and `spec.host` converted to `spec.nodeName`); `resourceFieldRef.resource` is one of `limits.cpu`, `limits.memory`, ' +
        '`limits.ephemeral-storage`, the same `requests.*`, or a `requests.hugepages-`/`limits.hugepages-` resource ' +
        '(`validateContainerResourceFieldSelector`), and its `divisor`, in canonical form, is `1m` or `1` for cpu and one of ' +
        '`1`, `1k` … `1E`, `1Ki` … `1Ei` for memory, ephemeral-storage and huge pages (`validateContainerResourceDivisor`: ' +
        '`1000m` is `1` and allowed, `1024` is not `1Ki`, `1e3` stays an exponent and is refused; unset or 0 is not checked); ' +
        '`configMapKeyRef` and `secretKeyRef` ' +
        'name a DNS subdomain (an empty name is refused too) and a key of letters, digits, `-`, `_` and `.` ' +
        '(`validateConfigMapKeySelector`, `validateSecretKeySelector`, `IsConfigMapKey`); `envFrom` `configMapRef`/`secretRef` ' +
        'names are required DNS subdomains, checked as prefixes (`validateConfigMapEnvSource`, `validateSecretEnvSource`). ' +
        'Whether the named objects and keys exist is `pod/config-reference-missing`.',
    },
  },
  check(ctx) {
    const p = problems(ctx);
    eachContainer(ctx, (c) => {
      arr(c.container.env).forEach((env, i) => {
        if (!isObject(env) || !isObject(env.valueFrom)) return;
        const base: PathSegment[] = [...c.path, 'env', i, 'valueFrom'];
        const from = env.valueFrom;
        if (isObject(from.fieldRef)) checkFieldRef(p, from.fieldRef, [...base, 'fieldRef']);
        if (isObject(from.resourceFieldRef)) {
          const path = [...base, 'resourceFieldRef', 'resource'];
          const resource = typeof from.resourceFieldRef.resource === 'string' ? from.resourceFieldRef.resource : '';
          if (resource === '') p.required(path, 'the resource to read');
          else if (!RESOURCE_FIELDS.includes(resource) && !RESOURCE_PREFIXES.some((x) => resource.startsWith(x))) {
            p.notSupported(path, resource, RESOURCE_FIELDS);
          }
          // The server checks the divisor whatever the resource check found (validateContainerResourceDivisor).
          const divisor = from.resourceFieldRef.divisor;
          const divisorDetail = divisorProblem(resource, divisor);
          if (divisorDetail) p.invalid([...base, 'resourceFieldRef', 'divisor'], divisor, divisorDetail);
        }
        if (isObject(from.configMapKeyRef)) checkKeyRef(p, from.configMapKeyRef, [...base, 'configMapKeyRef']);
        if (isObject(from.secretKeyRef)) checkKeyRef(p, from.secretKeyRef, [...base, 'secretKeyRef']);
      });
      arr(c.container.envFrom).forEach((entry, i) => {
        if (!isObject(entry)) return;
        const base: PathSegment[] = [...c.path, 'envFrom', i];
        if (isObject(entry.configMapRef)) checkEnvFromName(p, entry.configMapRef, [...base, 'configMapRef']);
        if (isObject(entry.secretRef)) checkEnvFromName(p, entry.secretRef, [...base, 'secretRef']);
      });
    });
  },
});
