import assert from 'node:assert/strict';
import { createSetRule } from '@plumbline/engine';
import { Engine, getEngine, lintSet, lintText, setRuleReads, validateSet, validateSetWith } from '@plumbline/core';
import { ruleset } from '@plumbline/rules';
import { yaml } from '../utils/rule-tester.js';
import { fixtureFiles } from '../utils/set-tester.js';

/** The set-level API: `validateSet` over resources from many files, and `lintSet`. */

const service = yaml`
  apiVersion: v1
  kind: Service
  metadata: {name: web, namespace: shop}
  spec:
    ports: [{name: http, port: 80}]
`;

const ingress = (extra = '') => yaml`
  apiVersion: networking.k8s.io/v1
  kind: Ingress
  metadata:
    name: web
    namespace: shop${extra}
  spec:
    defaultBackend:
      service: {name: missing, port: {number: 80}}
`;

describe('validateSet', () => {
  it('reports with the uri of the resource and a range when the sources are given', () => {
    const a = lintText(service, { uri: 'a.yaml' });
    const b = lintText(ingress(), { uri: 'b.yaml' });
    const found = validateSet([...a.resources, ...b.resources], { sources: { 'a.yaml': service, 'b.yaml': ingress() } });
    assert.deepEqual(
      found.map((d) => [d.uri, d.ruleId, d.severity, d.path, d.documentIndex, d.range?.start.line, d.range?.start.character]),
      [['b.yaml', 'ingress/service-reference-missing', 'warning', 'spec.defaultBackend.service.name', 0, 7, 20]],
    );
    assert.deepEqual(found[0]?.offset, [ingress().indexOf('missing'), ingress().indexOf('missing') + 'missing'.length]);
  });

  it('falls back to the start of the resource without sources (Map or none)', () => {
    const resources = [...lintText(service, { uri: 'a.yaml' }).resources, ...lintText(ingress(), { uri: 'b.yaml' }).resources];
    const found = validateSet(resources, { sources: new Map([['a.yaml', service]]) });
    assert.equal(found.length, 1);
    assert.deepEqual(found[0]?.range?.start, { line: 0, character: 0 });
    assert.equal(found[0]?.offset, undefined);
  });

  it('is silent for one file, and for resources of a partial view', () => {
    assert.deepEqual(validateSet(lintText(ingress(), { uri: 'b.yaml' }).resources), []);
    const partial = lintSet(Object.entries(fixtureFiles('partial-view')).map(([uri, text]) => ({ uri, text })));
    assert.deepEqual(partial.diagnostics, []);
  });

  it('honours rule configuration and the ignore annotation', () => {
    const files = [
      { uri: 'a.yaml', text: service },
      { uri: 'b.yaml', text: ingress() },
    ];
    assert.equal(lintSet(files, { rules: { 'ingress/service-reference-missing': 'off' } }).diagnostics.length, 0);
    assert.equal(lintSet(files, { rules: { 'ingress/service-reference-missing': 'info' } }).diagnostics[0]?.severity, 'info');
    const ignored = [
      files[0]!,
      { uri: 'b.yaml', text: ingress('\n    annotations: {plumbline.dev/ignore: "ingress/service-reference-missing"}') },
    ];
    assert.equal(lintSet(ignored).diagnostics.length, 0);
  });

  it('locates findings in List items and keeps their item index', () => {
    const list = yaml`
      apiVersion: v1
      kind: List
      items:
        - apiVersion: v1
          kind: Service
          metadata: {name: web, namespace: shop}
          spec:
            ports: [{name: http, port: 80}]
        - apiVersion: networking.k8s.io/v1
          kind: Ingress
          metadata: {name: web, namespace: shop}
          spec:
            defaultBackend:
              service: {name: web, port: {name: https}}
    `;
    const found = lintSet([{ uri: 'list.yaml', text: list }]).diagnostics;
    assert.deepEqual(
      found.map((d) => [d.uri, d.itemIndex, d.path, (d.range?.start.line ?? -1) + 1]),
      [['list.yaml', 1, 'spec.defaultBackend.service.port.name', 14]],
    );
  });

  it('leaves out resources whose apiVersion is not served', () => {
    const old = yaml`
      apiVersion: extensions/v1beta1
      kind: Ingress
      metadata: {name: web, namespace: shop}
      spec:
        backend: {serviceName: missing, servicePort: 80}
    `;
    const result = lintSet([
      { uri: 'a.yaml', text: service },
      { uri: 'old.yaml', text: old },
    ]);
    assert.ok(result.files[1]?.result.diagnostics.some((d) => d.ruleId === 'manifest/api-version-not-served'));
    assert.deepEqual(result.diagnostics, []);
  });

  it('finds nothing to say about a consistent application (complete-app fixture)', () => {
    const result = lintSet(Object.entries(fixtureFiles('complete-app')).map(([uri, text]) => ({ uri, text })));
    assert.deepEqual(result.diagnostics, []);
    assert.deepEqual(
      result.files.flatMap((f) => f.result.diagnostics.filter((d) => d.severity === 'error').map((d) => `${f.uri} ${d.ruleId}`)),
      [],
    );
  });

  it('reports every reference problem of the broken-app fixture, sorted by file and position', () => {
    const result = lintSet(Object.entries(fixtureFiles('broken-app')).map(([uri, text]) => ({ uri, text })));
    assert.deepEqual(
      result.diagnostics.map((d) => `${d.uri}:${(d.range?.start.line ?? -1) + 1} ${d.ruleId}`),
      [
        'classes.yaml:6 ingress-class/default-class-duplicate',
        'classes.yaml:15 ingress-class/default-class-duplicate',
        'ingress.yaml:7 ingress/class-reference-missing',
        'ingress.yaml:12 ingress/service-reference-missing',
        'ingress.yaml:23 ingress/service-reference-missing',
        'ingress.yaml:28 ingress/service-reference-missing',
        'services.yaml:12 endpoint-slice/target-port-name-unresolved',
        'slices.yaml:12 endpoint-slice/service-port-name-mismatch',
        'slices.yaml:14 endpoint-slice/service-port-name-mismatch',
        'workloads.yaml:10 pod/statefulset-service-missing',
      ],
    );
  });
});

describe('validateSet placing findings in documents the fast screen does not vouch for', () => {
  it('parses such a document alone and places the finding in the file, as a whole-file parse would', () => {
    // The anchor keeps the screen from vouching for the Ingress document, so the finding is placed by parsing it alone.
    const text = `${service}---\n# the ingress\n${ingress('\n    labels: &l {app: web}\n    annotations: {note: x}')}`;
    const resources = lintText(text, { uri: 'app.yaml' }).resources;
    const found = validateSet(resources, { sources: { 'app.yaml': text } });
    const line = text.split('\n').findIndex((l) => l.includes('name: missing'));
    const start = text.indexOf('missing');
    assert.deepEqual(
      found.map((d) => [d.ruleId, d.range?.start.line, d.range?.start.character, d.offset]),
      [['ingress/service-reference-missing', line, text.split('\n')[line]!.indexOf('missing'), [start, start + 'missing'.length]]],
    );
  });
});

describe('validateSet with resources whose document indices are off', () => {
  it('places findings in the right document even when document indices differ', () => {
    const text = `---\n# leading comment document\n---\n${service}---\n${ingress()}`;
    const resources = lintText(text, { uri: 'app.yaml' }).resources.map((r) => ({ ...r, documentIndex: r.documentIndex + 5 }));
    const found = validateSet(resources, { sources: { 'app.yaml': text } });
    const line = text.split('\n').findIndex((l) => l.includes('name: missing'));
    assert.deepEqual(
      found.map((d) => [d.ruleId, d.range?.start.line]),
      [['ingress/service-reference-missing', line]],
    );
  });
});

describe('reference rules and meta.reads', () => {
  it('lists the kinds the enabled reference rules read, without the rules turned off', () => {
    const all = setRuleReads();
    for (const kind of ['Service', 'Ingress', 'IngressClass', 'EndpointSlice', 'Endpoints', 'Deployment', 'CronJob', 'ConfigMap']) {
      assert.ok(all.has(kind), kind);
    }
    assert.equal(all.has('ClusterRole'), false);
    const off = Object.fromEntries(
      getEngine()
        .rules.filter((r) => r.meta.type === 'reference' && r.id !== 'ingress-class/default-class-duplicate')
        .map((r) => [r.id, 'off' as const]),
    );
    assert.deepEqual([...setRuleReads({ rules: off })], ['IngressClass']);
  });

  it('turns a read of an undeclared kind into an internal error that names the rule and the kind', () => {
    const sneaky = createSetRule({
      id: 'test/reads-undeclared',
      meta: {
        kinds: ['Service'],
        type: 'reference',
        reads: ['Ingress'],
        severity: 'warning',
        messages: { x: 'X.' },
        docs: { description: 'Require nothing', spec: [] },
      },
      checkSet: (ctx) => void ctx.ofKind('Service', ''),
    });
    const engine = new Engine({ ...ruleset, rules: [...ruleset.rules, sneaky] });
    const found = validateSetWith(engine, lintText(service, { uri: 'a.yaml' }).resources);
    assert.deepEqual(
      found.map((d) => [d.uri, d.ruleId, d.message]),
      [
        [
          undefined,
          'core/internal-error',
          'Rule test/reads-undeclared failed on this object (reads Service, which is not in its meta.reads); please report it.',
        ],
      ],
    );
  });

  const testRule = (id: string, kinds: string[], checkSet: Parameters<typeof createSetRule>[0]['checkSet']) =>
    createSetRule({
      id,
      meta: {
        kinds,
        type: 'reference',
        reads: ['Service'],
        severity: 'warning',
        messages: { x: 'X.' },
        docs: { description: 'Require nothing', spec: [] },
      },
      checkSet,
    });

  it('runs a reference rule only when the set has a resource of one of its kinds (or it takes every kind)', () => {
    const ran: string[] = [];
    const rules = [
      testRule('test/on-ingresses', ['Ingress'], () => void ran.push('on-ingresses')),
      testRule('test/on-services', ['Service'], () => void ran.push('on-services')),
      testRule('test/on-every-kind', ['*'], () => void ran.push('on-every-kind')),
    ];
    const engine = new Engine({ ...ruleset, rules: [...ruleset.rules, ...rules] });
    validateSetWith(engine, lintText(service, { uri: 'a.yaml' }).resources);
    assert.deepEqual(ran.sort(), ['on-every-kind', 'on-services']);
  });

  it("turns a finding on a resource outside the rule's kinds into an internal error", () => {
    const astray = testRule('test/reports-astray', ['Ingress'], (ctx) => {
      for (const r of ctx.ofKind('Service', '')) ctx.report(r, { messageId: 'x', path: [] });
    });
    const engine = new Engine({ ...ruleset, rules: [...ruleset.rules, astray] });
    const files = [lintText(service, { uri: 'a.yaml' }), lintText(ingress(), { uri: 'b.yaml' })];
    const found = validateSetWith(
      engine,
      files.flatMap((f) => f.resources),
      { rules: { 'ingress/service-reference-missing': 'off' } },
    );
    assert.deepEqual(
      found.map((d) => [d.uri, d.ruleId, d.message]),
      [
        [
          undefined,
          'core/internal-error',
          'Rule test/reports-astray failed on this object (reported on a Service, which is not in its meta.kinds); please report it.',
        ],
      ],
    );
  });
});
