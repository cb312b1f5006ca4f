import { createSetRule, formatPath, KEYS_ONLY, type PathSegment, type SetResource, type SetRuleContext } from '@plumbline/engine';
import { arr, isObject, obj } from '../_shared/helpers.js';
import { podSpecOf } from '../_shared/pod-template.js';
import { indexOf, namespaceText, perList, podSpecFields, type ResourceIndex, WORKLOAD_KINDS } from '../_shared/set-helpers.js';

type Source = 'ConfigMap' | 'Secret';

/** One reference of a pod spec to a ConfigMap or Secret: where its name is, and the keys it needs. */
interface Reference {
  source: Source;
  name: string;
  namePath: PathSegment[];
  keys: { key: string; path: PathSegment[] }[];
  optional: boolean;
}

/** The ConfigMap every namespace gets from the root CA publisher; never in manifests, always there. */
const PUBLISHED = new Set(['kube-root-ca.crt']);

/** Keys of the ConfigMaps or Secrets of a list (data, binaryData, stringData), once per list. */
const keysOf = perList((list) => {
  const keys = new Set<string>();
  for (const r of list)
    for (const field of ['data', 'binaryData', 'stringData']) for (const k of Object.keys(obj(r.object[field]))) keys.add(k);
  return keys;
});
/** Whether a Secret of the list gets its keys from a controller (service account tokens). */
const filledByController = perList((list) => list.some((r) => r.object.type === 'kubernetes.io/service-account-token'));

export default createSetRule({
  id: 'pod/config-reference-missing',
  meta: {
    kinds: [...WORKLOAD_KINDS],
    type: 'reference',
    reads: [...WORKLOAD_KINDS, 'ConfigMap', 'Secret'],
    readFields: {
      ...podSpecFields([
        ['containers', '*', 'env'],
        ['containers', '*', 'envFrom'],
        ['initContainers', '*', 'env'],
        ['initContainers', '*', 'envFrom'],
        ['volumes'],
      ]),
      // Only the keys of the data: values may be large.
      ConfigMap: [
        ['data', KEYS_ONLY],
        ['binaryData', KEYS_ONLY],
        ['stringData', KEYS_ONLY],
      ],
      Secret: [['type'], ['data', KEYS_ONLY], ['binaryData', KEYS_ONLY], ['stringData', KEYS_ONLY]],
    },
    severity: 'warning',
    messages: {
      name: '`{{path}}` names ConfigMap "{{name}}", which is not among the ConfigMaps of {{namespace}} in the checked files.',
      key: '`{{path}}` is "{{key}}", but {{source}} "{{name}}" in the checked files has no such key (its keys: {{keys}}).',
    },
    docs: {
      description: 'Require ConfigMaps and ConfigMap or Secret keys that pod specs reference to be present in the checked files',
      spec: { doc: 'part3', section: 'Volume (embedded in Pod specs)' },
      details:
        'A reference rule (several files checked together; never in the webhook; a warning). A container whose ' +
        '`env[].valueFrom.configMapKeyRef` / `secretKeyRef` or `envFrom[].configMapRef` / `secretRef` names a missing ConfigMap or ' +
        'Secret or key does not start (CreateContainerConfigError), and a pod whose `configMap`, `secret` or projected volume (or ' +
        'one of its `items[].key`) is missing stays ContainerCreating — unless the reference is `optional: true`, which this rule ' +
        'honours. It checks Pods and the templates of every workload kind. To stay quiet on a partial view, a ConfigMap name is ' +
        'checked only when the checked files hold a ConfigMap that could be in the namespace (a missing `metadata.namespace` ' +
        'counts as any namespace), and keys only of a ConfigMap or Secret found. Secret names are not checked: Secrets are mostly ' +
        'created outside manifest repositories (`kubectl create secret`, external or sealed secrets, operators). The ' +
        '`kube-root-ca.crt` ConfigMap every namespace gets, the keys of service account token Secrets (filled in by a ' +
        'controller) and of ConfigMaps and Secrets written ' +
        'without any key (placeholders) are not checked. The API server accepts ' +
        'such pod specs.',
    },
  },
  checkSet(ctx) {
    const index: Record<Source, ResourceIndex> = {
      ConfigMap: indexOf(ctx.ofKind('ConfigMap', '')),
      Secret: indexOf(ctx.ofKind('Secret', '')),
    };
    if (index.ConfigMap.size === 0 && index.Secret.size === 0) return;
    for (const kind of WORKLOAD_KINDS) {
      const group =
        kind === 'Deployment' || kind === 'StatefulSet' || kind === 'DaemonSet' || kind === 'ReplicaSet'
          ? 'apps'
          : kind === 'Job' || kind === 'CronJob'
            ? 'batch'
            : '';
      for (const workload of ctx.ofKind(kind, group)) {
        for (const pod of podSpecOf(workload.object, kind)) {
          for (const ref of references(pod.spec, pod.path)) check(ctx, workload, ref, index[ref.source]);
        }
      }
    }
  },
});

function check(ctx: SetRuleContext, workload: SetResource, ref: Reference, index: ResourceIndex): void {
  if (ref.optional || (ref.source === 'ConfigMap' && PUBLISHED.has(ref.name)) || !index.anyFor(workload)) return;
  const found = index.named(ref.name, workload);
  // Secrets are mostly created outside manifest repositories (kubectl, external or sealed secrets, operators): only keys are checked.
  if (found.length === 0 && ref.source === 'Secret') return;
  if (found.length === 0) {
    const data = { path: formatPath(ref.namePath), name: ref.name, namespace: namespaceText(workload) };
    ctx.report(workload, { messageId: 'name', path: ref.namePath, data });
    return;
  }
  if (ref.source === 'Secret' && filledByController(found)) return;
  const keys = keysOf(found);
  // A ConfigMap or Secret written without any key is a placeholder filled in elsewhere (generators, operators): keys unknown.
  if (keys.size === 0) return;
  for (const { key, path } of ref.keys) {
    if (keys.has(key)) continue;
    const list =
      keys.size === 0
        ? 'none'
        : [...keys]
            .sort()
            .map((k) => `"${k}"`)
            .join(', ');
    ctx.report(workload, { messageId: 'key', path, data: { path: formatPath(path), key, source: ref.source, name: ref.name, keys: list } });
  }
}

/** Every ConfigMap and Secret reference of a pod spec (containers, init containers, volumes, projected sources). */
function references(spec: Record<string, unknown>, base: PathSegment[]): Reference[] {
  const out: Reference[] = [];
  const add = (source: Source, holder: unknown, nameField: string, path: PathSegment[], keyField?: string) => {
    if (!isObject(holder) || typeof holder[nameField] !== 'string' || holder[nameField] === '') return;
    const keys: Reference['keys'] = [];
    if (keyField && typeof holder[keyField] === 'string') keys.push({ key: holder[keyField] as string, path: [...path, keyField] });
    arr(holder.items).forEach((item, i) => {
      if (isObject(item) && typeof item.key === 'string') keys.push({ key: item.key, path: [...path, 'items', i, 'key'] });
    });
    out.push({ source, name: holder[nameField] as string, namePath: [...path, nameField], keys, optional: holder.optional === true });
  };
  for (const list of ['initContainers', 'containers']) {
    arr(spec[list]).forEach((c, ci) => {
      if (!isObject(c)) return;
      const at: PathSegment[] = [...base, list, ci];
      arr(c.env).forEach((e, ei) => {
        const from = isObject(e) ? obj(e.valueFrom) : {};
        const p: PathSegment[] = [...at, 'env', ei, 'valueFrom'];
        add('ConfigMap', from.configMapKeyRef, 'name', [...p, 'configMapKeyRef'], 'key');
        add('Secret', from.secretKeyRef, 'name', [...p, 'secretKeyRef'], 'key');
      });
      arr(c.envFrom).forEach((e, ei) => {
        if (!isObject(e)) return;
        add('ConfigMap', e.configMapRef, 'name', [...at, 'envFrom', ei, 'configMapRef']);
        add('Secret', e.secretRef, 'name', [...at, 'envFrom', ei, 'secretRef']);
      });
    });
  }
  arr(spec.volumes).forEach((v, vi) => {
    if (!isObject(v)) return;
    const at: PathSegment[] = [...base, 'volumes', vi];
    add('ConfigMap', v.configMap, 'name', [...at, 'configMap']);
    add('Secret', v.secret, 'secretName', [...at, 'secret']);
    arr(obj(v.projected).sources).forEach((s, si) => {
      if (!isObject(s)) return;
      add('ConfigMap', s.configMap, 'name', [...at, 'projected', 'sources', si, 'configMap']);
      add('Secret', s.secret, 'name', [...at, 'projected', 'sources', si, 'secret']);
    });
  });
  return out;
}
