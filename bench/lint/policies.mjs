#!/usr/bin/env node
// Benchmark of admission policy evaluation in `plumbline lint` (issue 21). Run from the repository root:
//
//   node bench/lint/policies.mjs [--files 2000] [--docs 10] [--runs 5]
//
// Over the corpus of common kinds (bench/.corpus/lint-common, as bench/lint/run.mjs makes it) it
// measures `plumbline lint --workers off` as a real process, best of --runs, three ways:
//   A. the rule family `policy/admission-policy` off (no object kept for it, no evaluation);
//   B. the default, without policies in the run (every object is kept for the policies);
//   C. the default, with 10 ValidatingAdmissionPolicies and their bindings, a parameter ConfigMap and
//      the corpus' namespaces (bench/.corpus/lint-policies).
// It prints the share of C's time that policies cost, (C − A) / C; the target is at most 30 %.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { machineLine } from '../machine.mjs';
import { generateCommonCorpus } from './generate.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const FILES = option('files', 2000);
const DOCS = option('docs', 10);
const RUNS = option('runs', 5);
const bin = path.join(root, 'packages/cli/dist/plumbline.js');
const common = path.join(root, 'bench/.corpus/lint-common');
const policies = path.join(root, 'bench/.corpus/lint-policies');

const stamp = path.join(common, '.params.json');
const params = JSON.stringify({ FILES, DOCS, seed: 42 });
if (!existsSync(stamp) || readFileSync(stamp, 'utf8') !== params) {
  console.log(`generating ${FILES} files × ${DOCS} documents of common kinds into ${path.relative(root, common)} …`);
  generateCommonCorpus(common, { files: FILES, docsPerFile: DOCS, seed: 42 });
  writeFileSync(stamp, params);
}

/** Ten policies of the kinds teams write: limits with parameters, required labels, images, probes, ports. */
function policyFiles() {
  const rule = (group, resources, operations = '[CREATE, UPDATE]') =>
    `      - {apiGroups: ["${group}"], apiVersions: [v1], operations: ${operations}, resources: [${resources}]}`;
  const policy = (name, rules, validations, extra = '') =>
    [
      'apiVersion: admissionregistration.k8s.io/v1',
      'kind: ValidatingAdmissionPolicy',
      'metadata:',
      `  name: ${name}`,
      'spec:',
      extra,
      '  matchConstraints:',
      '    resourceRules:',
      rules,
      '  validations:',
      validations,
    ]
      .filter((l) => l !== '')
      .join('\n');
  const binding = (name, extra = '') =>
    [
      'apiVersion: admissionregistration.k8s.io/v1',
      'kind: ValidatingAdmissionPolicyBinding',
      'metadata:',
      `  name: ${name}`,
      'spec:',
      `  policyName: ${name}`,
      '  validationActions: [Warn]',
      extra,
    ]
      .filter((l) => l !== '')
      .join('\n');
  const workloads = rule('apps', 'deployments, statefulsets');
  const docs = [
    policy(
      'replica-limit',
      workloads,
      '    - expression: "!has(object.spec.replicas) || object.spec.replicas <= int(params.data.maxReplicas)"',
      '  paramKind: {apiVersion: v1, kind: ConfigMap}',
    ),
    binding('replica-limit', '  paramRef: {name: policy-limits, namespace: policy-params, parameterNotFoundAction: Deny}'),
    policy('require-app-label', workloads, '    - expression: "has(object.metadata.labels) && \'app\' in object.metadata.labels"'),
    binding('require-app-label'),
    policy('no-latest-tag', workloads, '    - expression: "object.spec.template.spec.containers.all(c, !c.image.endsWith(\':latest\'))"'),
    binding('no-latest-tag'),
    policy(
      'image-registry',
      workloads,
      '    - expression: "object.spec.template.spec.containers.all(c, c.image.matches(\'^[a-z0-9.-]+(/[a-z0-9._-]+)+(:[A-Za-z0-9._-]+)?$\'))"',
    ),
    binding('image-registry'),
    policy(
      'resources-set',
      workloads,
      '    - expression: "object.spec.template.spec.containers.all(c, has(c.resources) && has(c.resources.limits))"',
    ),
    binding('resources-set'),
    policy(
      'service-ports',
      rule('', 'services'),
      '    - expression: "object.spec.ports.all(p, p.port > 0 && p.port < 65536)"\n      messageExpression: "\'ports of \' + object.metadata.name + \' out of range\'"',
    ),
    binding('service-ports'),
    policy('configmap-size', rule('', 'configmaps'), '    - expression: "!has(object.data) || size(object.data) <= 100"'),
    binding(
      'configmap-size',
      '  matchResources:\n    namespaceSelector:\n      matchExpressions:\n        - {key: tier, operator: NotIn, values: [system]}',
    ),
    policy('ingress-class', rule('networking.k8s.io', 'ingresses'), '    - expression: "has(object.spec.ingressClassName)"'),
    binding('ingress-class'),
    policy(
      'cronjob-history',
      rule('batch', 'cronjobs'),
      '    - expression: "!has(object.spec.successfulJobsHistoryLimit) || object.spec.successfulJobsHistoryLimit <= 10"',
    ),
    binding('cronjob-history'),
    policy(
      'team-label',
      rule('', 'services, configmaps, serviceaccounts'),
      '    - expression: "has(object.metadata.labels) && \'team\' in object.metadata.labels"',
      '  variables:\n    - name: labels\n      expression: "has(object.metadata.labels) ? object.metadata.labels : {}"',
    ),
    binding('team-label', '  matchResources:\n    objectSelector:\n      matchExpressions:\n        - {key: app, operator: Exists}'),
    'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: policy-limits\n  namespace: policy-params\ndata:\n  maxReplicas: "5"',
    ...Array.from(
      { length: 7 },
      (_, i) => `apiVersion: v1\nkind: Namespace\nmetadata:\n  name: ns-${i}\n  labels:\n    tier: ${i === 0 ? 'system' : 'apps'}`,
    ),
  ];
  return `${docs.join('\n---\n')}\n`;
}
mkdirSync(policies, { recursive: true });
writeFileSync(path.join(policies, 'policies.yaml'), policyFiles());
const off = path.join(policies, 'off.plumbline.yaml');
writeFileSync(off, 'rules:\n  policy/admission-policy: "off"\n');
const none = path.join(policies, 'none.plumbline.yaml');
writeFileSync(none, 'rules: {}\n');

// CPU time (user + sys, from /usr/bin/time) is the figure: on a shared machine wall time follows the load.
const TIME = existsSync('/usr/bin/time') ? '/usr/bin/time' : undefined;

function run(extra, inputs) {
  let best;
  let bestCpu;
  let output = '';
  for (let i = 0; i < RUNS; i++) {
    const command = [process.execPath, bin, 'lint', ...inputs, '--format', 'compact', '--no-progress', '--workers', 'off', ...extra];
    const t0 = performance.now();
    const r = TIME
      ? spawnSync(TIME, ['-f', 'cpu %U %S', ...command], { encoding: 'utf8', maxBuffer: 1 << 28 })
      : spawnSync(command[0], command.slice(1), { encoding: 'utf8', maxBuffer: 1 << 28 });
    const ms = performance.now() - t0;
    if (r.status !== 0 && r.status !== 1) throw new Error(`plumbline lint failed (${r.status}): ${r.stderr}`);
    const cpu = /cpu ([\d.]+) ([\d.]+)\s*$/.exec(r.stderr);
    if (cpu) bestCpu = Math.min(bestCpu ?? Infinity, (Number(cpu[1]) + Number(cpu[2])) * 1000);
    output = r.stdout;
    best = best === undefined ? ms : Math.min(best, ms);
  }
  return { ms: bestCpu ?? best, wall: best, output };
}

console.log(machineLine());
const a = run(['-c', off], [common]);
const b = run(['-c', none], [common]);
const c = run(['-c', none], [common, policies]);
const findings = c.output.split('\n').filter((l) => /\[policy\//.test(l)).length;
const fmt = (ms) => `${Math.round(ms).toLocaleString('en-US')} ms`;
const what = TIME ? 'CPU' : 'wall';
const line = (r) => `${fmt(r.ms)} ${what}${TIME ? `, ${fmt(r.wall)} wall` : ''}`;
console.log(`A. policy/admission-policy off:             ${line(a)}`);
console.log(`B. default, no policy in the run:           ${line(b)}  (${(((b.ms - a.ms) / a.ms) * 100).toFixed(1)} % over A)`);
console.log(`C. default, 10 policies and their bindings: ${line(c)}  (${findings} policy findings)`);
console.log(`policies' share of C (${what}): ${(((c.ms - a.ms) / c.ms) * 100).toFixed(1)} % (target ≤ 30 %)`);
