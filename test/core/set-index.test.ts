import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { globSync } from 'tinyglobby';
import {
  getEngine,
  KEYS_ONLY,
  lintText,
  projectForSetRules,
  setRuleFields,
  validateSet,
  type JsonObject,
  type SetInput,
} from '@plumbline/core';
import { repoRoot, sharedPath } from '../utils/paths.js';

/**
 * A run over many files keeps for the reference rules only the fields they declare
 * (`meta.readFields`, `projectForSetRules`). Their findings must be exactly those they give
 * on whole objects: checked on the real-world corpus, the synthetic corpus and the
 * cross-resource fixtures (which make every reference rule fire).
 */

function corpus(dir: string): { uri: string; text: string }[] {
  return globSync(['**/*.{yaml,yml,json}'], { cwd: dir, dot: true })
    .sort()
    .map((f) => ({ uri: f, text: readFileSync(path.join(dir, f), 'utf8') }));
}

function findingsBothWays(files: { uri: string; text: string }[]): { whole: unknown[]; kept: unknown[]; rules: Set<string> } {
  const fields = setRuleFields();
  const whole: SetInput[] = [];
  const kept: SetInput[] = [];
  for (const { uri, text } of files) {
    for (const r of lintText(text, { uri }).resources) {
      whole.push(r);
      if (r.kind !== undefined && Object.hasOwn(fields, r.kind)) kept.push({ ...r, object: projectForSetRules(r.object, fields[r.kind]!) });
    }
  }
  const sources = new Map(files.map((f) => [f.uri, f.text]));
  const a = validateSet(whole, { sources });
  const b = validateSet(kept, { sources });
  return { whole: a, kept: b, rules: new Set(a.map((d) => d.ruleId)) };
}

describe('the set rules on the fields they declare', () => {
  it('find on the real-world corpus what they find on whole objects', function () {
    this.timeout(120_000);
    const { whole, kept, rules } = findingsBothWays(corpus(sharedPath('corpus', 'real-world')));
    assert.ok(whole.length > 0, 'the corpus gives reference findings');
    assert.deepEqual(kept, whole);
    for (const id of ['pod/config-reference-missing', 'pod/service-selector-unmatched', 'pod/statefulset-service-missing'])
      assert.ok(rules.has(id), `${id} fired`);
  });

  it('find on the synthetic corpus what they find on whole objects', function () {
    this.timeout(120_000);
    const dir = mkdtempSync(path.join(tmpdir(), 'plumbline-synthetic-'));
    execFileSync(process.execPath, [sharedPath('bench', 'synthetic-gen.mjs'), '--out', dir, '--docs', '3000', '--files', '300'], {
      stdio: 'ignore',
    });
    const { whole, kept } = findingsBothWays(corpus(dir));
    assert.ok(whole.length > 100, `the corpus gives reference findings (${whole.length})`);
    assert.deepEqual(kept, whole);
  });

  it('find on the cross-resource fixtures and on workloads of every kind what they find on whole objects, every rule firing', function () {
    this.timeout(60_000);
    const files = [...corpus(path.join(repoRoot, 'test/fixtures/cross-resource')), { uri: 'workloads.yaml', text: WORKLOADS }];
    const { whole, kept, rules } = findingsBothWays(files);
    assert.deepEqual(kept, whole);
    for (const id of REFERENCE_RULES) assert.ok(rules.has(id), `${id} fired`);
    // Each workload kind's template was read: one finding per Service that selects it.
    const unresolved = (whole as { ruleId: string; uri?: string }[]).filter(
      (d) => d.uri === 'workloads.yaml' && d.ruleId === 'endpoint-slice/target-port-name-unresolved',
    );
    assert.equal(unresolved.length, 9);
  });

  it('would miss findings without the declared fields (the comparison can fail)', () => {
    const files = corpus(path.join(repoRoot, 'test/fixtures/cross-resource'));
    const whole: SetInput[] = [];
    const bare: SetInput[] = [];
    for (const { uri, text } of files)
      for (const r of lintText(text, { uri }).resources) {
        whole.push(r);
        bare.push({ ...r, object: projectForSetRules(r.object, []) });
      }
    const sources = new Map(files.map((f) => [f.uri, f.text]));
    assert.notDeepEqual(validateSet(bare, { sources }), validateSet(whole, { sources }));
  });
});

describe('projectForSetRules', () => {
  const object = {
    apiVersion: 'v1',
    kind: 'Service',
    metadata: { name: 'a', annotations: { 'plumbline.dev/ignore': 'x/y', other: 'z' }, labels: { app: 'a' } },
    spec: { type: 'ClusterIP', ports: [{ name: 'http', port: 80 }, 'odd', { port: 81 }], selector: { app: 'a' }, clusterIP: '1.2.3.4' },
    status: {},
  };

  it('keeps the declared fields, the nodes on their way with their types, every list element, and the ignore annotation', () => {
    assert.deepEqual(
      projectForSetRules(object, [
        ['spec', 'ports', '*', 'name'],
        ['spec', 'type'],
        ['spec', 'missing', 'x'],
      ]),
      {
        spec: { ports: [{ name: 'http' }, 'odd', {}], type: 'ClusterIP' },
        metadata: { annotations: { 'plumbline.dev/ignore': 'x/y' } },
      },
    );
  });

  it('shares kept subtrees, keeps a whole list for a step that is not *, and adds no metadata without the annotation', () => {
    const plain = { spec: object.spec };
    const kept = projectForSetRules(plain, [
      ['spec', 'selector'],
      ['spec', 'ports', 'name'],
    ]);
    assert.deepEqual(kept, { spec: { selector: { app: 'a' }, ports: object.spec.ports } });
    assert.equal((kept.spec as { selector: unknown }).selector, object.spec.selector);
  });

  it('keeps a `__proto__` key as a field, under `*` and `<keys>`, and leaves Object.prototype alone', () => {
    const source = JSON.parse('{"spec":{"__proto__":{"x":1},"a":{"x":2}},"data":{"__proto__":"v","k":"w"}}') as JsonObject;
    const kept = projectForSetRules(source, [
      ['spec', '*', 'x'],
      ['data', KEYS_ONLY],
    ]);
    assert.deepEqual(JSON.stringify(kept), '{"spec":{"__proto__":{"x":1},"a":{"x":2}},"data":{"__proto__":null,"k":null}}');
    assert.equal(Object.getPrototypeOf(kept.spec), Object.prototype);
    assert.equal((Object.prototype as Record<string, unknown>).x, undefined);
  });

  it('keeps the whole object for a kind without declared fields', () => {
    assert.equal(projectForSetRules(object, true), object);
  });

  it('walks each declared field once: no path twice, none under a path kept whole; the same projection as every declaration', () => {
    const fields = setRuleFields();
    const declared = new Map<string, (readonly string[])[]>();
    for (const rule of getEngine().rules) {
      if (rule.meta.type !== 'reference') continue;
      for (const [kind, paths] of Object.entries(rule.meta.readFields ?? {})) declared.set(kind, [...(declared.get(kind) ?? []), ...paths]);
    }
    assert.ok(
      (declared.get('Service')?.length ?? 0) > (fields.Service as unknown[]).length,
      'Service rules declare spec.ports more than once',
    );
    for (const [kind, paths] of Object.entries(fields)) {
      if (paths === true) continue;
      for (const [i, a] of paths.entries()) {
        for (const [j, b] of paths.entries()) {
          if (i === j || a[a.length - 1] === KEYS_ONLY) continue;
          assert.ok(!(a.length <= b.length && a.every((step, k) => step === b[k])), `${kind}: ${a.join('.')} keeps ${b.join('.')}`);
        }
      }
      const all = declared.get(kind) ?? [];
      for (const resource of [object, { ...object, kind, spec: { template: { metadata: { labels: { a: 'b' } } } } }]) {
        assert.deepEqual(projectForSetRules(resource, paths), projectForSetRules(resource, all), kind);
      }
    }
  });
});

/** Reference rules that fire on the cross-resource fixtures and the workloads below (the others fire on the real-world corpus). */
const REFERENCE_RULES = [
  'ingress-class/default-class-duplicate',
  'ingress/class-reference-missing',
  'ingress/service-reference-missing',
  'endpoint-slice/target-port-mismatch',
  'endpoint-slice/target-port-name-unresolved',
  'endpoint-slice/service-port-name-mismatch',
  'endpoints/service-port-name-mismatch',
];

const TEMPLATE = (app: string): string =>
  `{metadata: {labels: {app: ${app}}}, spec: {containers: [{name: c, image: i, ports: [{name: other, containerPort: 80}]}], ` +
  `initContainers: [{name: d, image: i}], restartPolicy: OnFailure}}`;

/** A workload of each kind, each selected by its own Service whose named target port none declares; Endpoints and classes too. */
const WORKLOADS = [
  ...[
    ['Pod', 'v1', null],
    ['PodTemplate', 'v1', 'template'],
    ['ReplicationController', 'v1', 'spec'],
    ['Deployment', 'apps/v1', 'spec'],
    ['StatefulSet', 'apps/v1', 'spec'],
    ['DaemonSet', 'apps/v1', 'spec'],
    ['ReplicaSet', 'apps/v1', 'spec'],
    ['Job', 'batch/v1', 'spec'],
    ['CronJob', 'batch/v1', 'cron'],
  ].flatMap(([kind, apiVersion, at]) => {
    const app = kind!.toLowerCase();
    const template = TEMPLATE(app);
    const selector = `{matchLabels: {app: ${app}}}`;
    const body =
      at === null
        ? `metadata: {name: ${app}, namespace: ns, labels: {app: ${app}}}\nspec: {containers: [{name: c, image: i, ports: [{name: other, containerPort: 80}]}]}`
        : at === 'template'
          ? `metadata: {name: ${app}, namespace: ns}\ntemplate: ${template}`
          : at === 'cron'
            ? `metadata: {name: ${app}, namespace: ns}\nspec: {schedule: '* * * * *', jobTemplate: {spec: {template: ${template}}}}`
            : `metadata: {name: ${app}, namespace: ns}\nspec: {selector: ${kind === 'ReplicationController' ? `{app: ${app}}` : selector}, ` +
              `serviceName: s, template: ${template}}`;
    return [
      `apiVersion: ${apiVersion}\nkind: ${kind}\n${body}\n`,
      `apiVersion: v1\nkind: Service\nmetadata: {name: ${app}, namespace: ns}\n` +
        `spec: {selector: {app: ${app}}, ports: [{name: web, port: 80, targetPort: web}]}\n`,
    ];
  }),
  // Its port is declared by an init container only: no finding.
  'apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: init, namespace: ns}\nspec: {selector: {matchLabels: {app: init}}, ' +
    'template: {metadata: {labels: {app: init}}, spec: {containers: [{name: c, image: i}], ' +
    'initContainers: [{name: d, image: i, restartPolicy: Always, ports: [{name: web, containerPort: 80}]}]}}}\n',
  'apiVersion: v1\nkind: Service\nmetadata: {name: init, namespace: ns}\nspec: {selector: {app: init}, ports: [{name: web, port: 80, targetPort: web}]}\n',
  'apiVersion: v1\nkind: Endpoints\nmetadata: {name: pod, namespace: ns}\nsubsets: [{addresses: [{ip: 10.0.0.1}], ports: [{name: nope, port: 80}]}]\n',
].join('---\n');
