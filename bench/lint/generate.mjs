// Generates a corpus of Kubernetes manifests of the kinds Plumbline checks, with
// mistakes in a tenth of the files. Deterministic (seeded). Used by bench/lint/run.mjs
// and by the CLI tests (fast path ≡ full path).
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

function rng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const words = ['alpha', 'beta', 'gamma', 'delta', 'api', 'web', 'cache', 'db', 'queue', 'auth', 'billing', 'search', 'edge', 'metrics'];

function labels(r, indent) {
  const pad = ' '.repeat(indent);
  const n = 1 + Math.floor(r() * 4);
  const out = [];
  out.push(`${pad}app.kubernetes.io/name: ${words[Math.floor(r() * words.length)]}`);
  for (let i = 1; i < n; i++) out.push(`${pad}tier-${i}: ${words[Math.floor(r() * words.length)]}-${i}`);
  return out.join('\n');
}

const generators = {
  Service(r, name, ns, bad) {
    const ports = 1 + Math.floor(r() * 3);
    const lines = [`apiVersion: v1`, `kind: Service`, `metadata:`, `  name: ${name}`, `  namespace: ${ns}`, `  labels:`, labels(r, 4), `spec:`, `  type: ${r() < 0.7 ? 'ClusterIP' : 'NodePort'}`, `  selector:`, `    app: ${name}`, `  ports:`];
    for (let i = 0; i < ports; i++) lines.push(`  - name: port-${i}`, `    port: ${bad === 'port' && i === 0 ? 70000 : 8000 + i}`, `    targetPort: ${9000 + i}`, `    protocol: TCP`);
    return lines;
  },
  ConfigMap(r, name, ns, bad) {
    const lines = [`apiVersion: v1`, `kind: ConfigMap`, `metadata:`, `  name: ${name}`, `  namespace: ${ns}`, `  labels:`, labels(r, 4), `data:`];
    const n = 2 + Math.floor(r() * 6);
    for (let i = 0; i < n; i++) lines.push(`  key-${i}.conf: "value ${Math.floor(r() * 1e6)} for ${words[i % words.length]}"`);
    lines.push(`  settings.json: |`, `    {"enabled": true, "level": ${Math.floor(r() * 10)}}`);
    if (bad === 'key') lines.push(`  "bad key!": nope`);
    return lines;
  },
  Secret(r, name, ns, bad) {
    return [`apiVersion: v1`, `kind: Secret`, `metadata:`, `  name: ${name}`, `  namespace: ${ns}`, `type: Opaque`, `data:`, `  username: YWRtaW4=`, `  password: ${bad === 'type' ? '[1, 2]' : 'MWYyZDFlMmU2N2Rm'}`];
  },
  Namespace(r, name, _ns, bad) {
    return [`apiVersion: v1`, `kind: Namespace`, `metadata:`, `  name: ${bad === 'name' ? name.toUpperCase() : name}`, `  labels:`, labels(r, 4)];
  },
  PersistentVolumeClaim(r, name, ns, bad) {
    return [`apiVersion: v1`, `kind: PersistentVolumeClaim`, `metadata:`, `  name: ${name}`, `  namespace: ${ns}`, `spec:`, `  accessModes:`, `  - ReadWriteOnce`, `  resources:`, `    requests:`, `      storage: ${bad === 'quantity' ? '10 gigs' : `${1 + Math.floor(r() * 50)}Gi`}`, `  storageClassName: standard`];
  },
  Ingress(r, name, ns, bad) {
    return [`apiVersion: networking.k8s.io/v1`, `kind: Ingress`, `metadata:`, `  name: ${name}`, `  namespace: ${ns}`, `spec:`, `  ingressClassName: nginx`, `  rules:`, `  - host: ${name}.example.com`, `    http:`, `      paths:`, `      - path: /`, `        pathType: ${bad === 'enum' ? 'Whatever' : 'Prefix'}`, `        backend:`, `          service:`, `            name: shared-${ns}`, `            port:`, `              number: 80`];
  },
  Lease(r, name, ns, bad) {
    return [`apiVersion: coordination.k8s.io/v1`, `kind: Lease`, `metadata:`, `  name: ${name}`, `  namespace: ${ns}`, `spec:`, `  holderIdentity: ${name}-0`, `  leaseDurationSeconds: ${bad === 'negative' ? -5 : 15}`];
  },
  StorageClass(r, name, _ns, bad) {
    return [`apiVersion: storage.k8s.io/v1`, `kind: StorageClass`, `metadata:`, `  name: ${name}`, `provisioner: example.com/${name}`, `reclaimPolicy: ${bad === 'enum' ? 'Keep' : 'Delete'}`, `volumeBindingMode: WaitForFirstConsumer`, `parameters:`, `  type: ssd`];
  },
};
const mistakes = ['port', 'key', 'type', 'name', 'quantity', 'enum', 'negative', 'unknown'];

function podSpec(r, name, indent, bad) {
  const pad = ' '.repeat(indent);
  return [
    `${pad}serviceAccountName: ${name}`,
    `${pad}containers:`,
    `${pad}- name: app`,
    `${pad}  image: registry.example.com/${name}:1.${Math.floor(r() * 20)}.0`,
    `${pad}  imagePullPolicy: IfNotPresent`,
    `${pad}  ports:`,
    `${pad}  - containerPort: ${bad === 'port' ? '"8080"' : 8080}`,
    `${pad}    name: http`,
    `${pad}  env:`,
    `${pad}  - name: LOG_LEVEL`,
    `${pad}    value: info`,
    `${pad}  resources:`,
    `${pad}    requests: {cpu: ${bad === 'quantity' ? 'lots' : '100m'}, memory: 128Mi}`,
    `${pad}    limits: {memory: 256Mi}`,
    `${pad}  readinessProbe:`,
    `${pad}    httpGet: {path: /healthz, port: http}`,
    `${pad}    periodSeconds: 10`,
    `${pad}  volumeMounts:`,
    `${pad}  - {name: config, mountPath: /etc/app}`,
    `${pad}volumes:`,
    `${pad}- name: config`,
    `${pad}  configMap: {name: ${name}}`,
  ];
}

/** The kinds found most often in real repositories (the second corpus of bench/lint). */
const commonGenerators = {
  Deployment(r, name, ns, bad) {
    return [
      bad === 'removed' ? 'apiVersion: extensions/v1beta1' : 'apiVersion: apps/v1', 'kind: Deployment', 'metadata:', `  name: ${bad === 'name' ? name.toUpperCase() : name}`, `  namespace: ${ns}`, '  labels:', labels(r, 4),
      'spec:', `  replicas: ${bad === 'replicas' ? '"3"' : 1 + Math.floor(r() * 5)}`, '  selector:', '    matchLabels:', `      app: ${name}`,
      '  template:', '    metadata:', '      labels:', `        app: ${name}`, '    spec:', ...podSpec(r, name, 6, bad),
    ];
  },
  StatefulSet(r, name, ns, bad) {
    return [
      'apiVersion: apps/v1', 'kind: StatefulSet', 'metadata:', `  name: ${name}`, `  namespace: ${ns}`,
      'spec:', `  serviceName: ${name}`, `  replicas: ${bad === 'replicas' ? '"3"' : 3}`, '  selector:', '    matchLabels:', `      app: ${name}`,
      '  template:', '    metadata:', '      labels:', `        app: ${name}`, '    spec:', ...podSpec(r, name, 6, bad),
      '  volumeClaimTemplates:', '  - metadata: {name: data}', '    spec:', '      accessModes: [ReadWriteOnce]', '      resources: {requests: {storage: 10Gi}}',
    ];
  },
  CronJob(r, name, ns, bad) {
    return [
      bad === 'removed' ? 'apiVersion: batch/v1beta1' : 'apiVersion: batch/v1', 'kind: CronJob', 'metadata:', `  name: ${name}`, `  namespace: ${ns}`,
      'spec:', `  schedule: "${Math.floor(r() * 60)} * * * *"`, '  concurrencyPolicy: Forbid', '  jobTemplate:', '    spec:', '      backoffLimit: 2', '      template:', '        spec:',
      '          restartPolicy: OnFailure', ...podSpec(r, name, 10, bad),
    ];
  },
  Service: generators.Service,
  ConfigMap: generators.ConfigMap,
  Ingress: generators.Ingress,
  ServiceAccount(r, name, ns, bad) {
    return ['apiVersion: v1', 'kind: ServiceAccount', 'metadata:', `  name: ${name}`, `  namespace: ${ns}`, ...(bad === 'finalizer' ? ['  finalizers: [cleanup]'] : []), 'automountServiceAccountToken: false'];
  },
  Role(r, name, ns, bad) {
    return [
      'apiVersion: rbac.authorization.k8s.io/v1', 'kind: Role', 'metadata:', `  name: ${name}`, `  namespace: ${ns}`, 'rules:',
      '- apiGroups: [""]', '  resources: [configmaps, secrets]', `  ${bad === 'unknown' ? 'verb' : 'verbs'}: [get, list, watch]`, '- apiGroups: [apps]', '  resources: [deployments]', '  verbs: [get]',
    ];
  },
  RoleBinding(r, name, ns) {
    return [
      'apiVersion: rbac.authorization.k8s.io/v1', 'kind: RoleBinding', 'metadata:', `  name: ${name}`, `  namespace: ${ns}`,
      'roleRef:', '  apiGroup: rbac.authorization.k8s.io', '  kind: Role', `  name: ${name}`, 'subjects:', '- kind: ServiceAccount', `  name: ${name}`, `  namespace: ${ns}`,
    ];
  },
  HorizontalPodAutoscaler(r, name, ns, bad) {
    return [
      bad === 'removed' ? 'apiVersion: autoscaling/v2beta2' : 'apiVersion: autoscaling/v2', 'kind: HorizontalPodAutoscaler', 'metadata:', `  name: ${name}`, `  namespace: ${ns}`,
      'spec:', '  scaleTargetRef: {apiVersion: apps/v1, kind: Deployment, name: web}', `  minReplicas: ${bad === 'replicas' ? '"2"' : 2}`, '  maxReplicas: 10',
      '  metrics:', '  - type: Resource', '    resource:', '      name: cpu', '      target: {type: Utilization, averageUtilization: 70}',
    ];
  },
  PodDisruptionBudget(r, name, ns, bad) {
    return ['apiVersion: policy/v1', 'kind: PodDisruptionBudget', 'metadata:', `  name: ${name}`, `  namespace: ${ns}`, 'spec:', `  minAvailable: ${bad === 'type' ? '1.5' : 1}`, '  selector:', '    matchLabels:', `      app: ${name}`];
  },
};
const commonMistakes = ['removed', 'replicas', 'name', 'unknown', 'finalizer', 'port', 'quantity', 'type'];

/**
 * Writes `files` files of about `docsPerFile` documents each into `dir` (emptied first).
 * Returns { files, documents, bytes, badFiles }.
 */
export function generateCorpus(dir, options = {}) {
  return writeCorpus(dir, generators, mistakes, options);
}

/** The second corpus: the kinds most common in real repositories (Deployment, Service, RBAC, HPA, …), a tenth of the files with mistakes. */
export function generateCommonCorpus(dir, options = {}) {
  return writeCorpus(dir, commonGenerators, commonMistakes, options);
}

function writeCorpus(dir, generators, mistakes, { files = 2000, docsPerFile = 10, seed = 42, badRatio = 0.1 } = {}) {
  const kinds = Object.keys(generators);
  rmSync(dir, { recursive: true, force: true });
  const r = rng(seed);
  let documents = 0;
  let bytes = 0;
  let badFiles = 0;
  for (let f = 0; f < files; f++) {
    const sub = path.join(dir, `team-${f % 20}`, `app-${Math.floor(f / 20) % 10}`);
    mkdirSync(sub, { recursive: true });
    const isBad = r() < badRatio;
    if (isBad) badFiles++;
    const badDoc = isBad ? Math.floor(r() * docsPerFile) : -1;
    const docs = [];
    for (let d = 0; d < docsPerFile; d++) {
      const kind = kinds[Math.floor(r() * kinds.length)];
      const name = `${words[Math.floor(r() * words.length)]}-${f}-${d}`;
      const ns = `ns-${f % 7}`;
      const bad = d === badDoc ? mistakes[Math.floor(r() * mistakes.length)] : undefined;
      const lines = generators[kind](r, name, ns, bad);
      if (bad === 'unknown') lines.push('spex: {}');
      docs.push(`# ${kind} ${name}\n${lines.join('\n')}\n`);
    }
    const text = docs.join('---\n');
    writeFileSync(path.join(sub, `manifests-${f}.yaml`), text);
    documents += docsPerFile;
    bytes += Buffer.byteLength(text);
  }
  // The Services the Ingresses route to (the set-level rules check the references).
  const namespaces = [...new Set(Array.from({ length: files }, (_, f) => `ns-${f % 7}`))];
  const shared = namespaces.map((ns) => ['apiVersion: v1', 'kind: Service', 'metadata:', `  name: shared-${ns}`, `  namespace: ${ns}`, 'spec:', '  selector:', '    app: shared', '  ports:', '  - name: http', '    port: 80', '    targetPort: 8080', ''].join('\n')).join('---\n');
  writeFileSync(path.join(dir, 'shared-services.yaml'), shared);
  documents += namespaces.length;
  bytes += Buffer.byteLength(shared);
  return { files: files + 1, documents, bytes, badFiles };
}

/** The corpus files below `dir` (the `.yaml` files, recursively), in path order. */
export function listCorpusFiles(dir) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listCorpusFiles(full));
    else if (entry.name.endsWith('.yaml')) out.push(full);
  }
  return out.sort();
}
