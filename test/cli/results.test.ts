import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import type { SetInput } from '@plumbline/core';
import type { FileResult } from '../../packages/cli/src/formatters/types.js';
import { packResult, reportedOf, ResultStore, summaryOf } from '../../packages/cli/src/lint/results.js';

/** The store results wait in between linting and the report (packages/cli/src/lint/results.ts). */

function result(file: string, line: number, extra: Partial<FileResult> = {}): FileResult {
  return {
    file,
    diagnostics: [
      {
        ruleId: 'service/port-invalid',
        messageId: 'm',
        severity: 'error',
        message: `at ${line}`,
        path: 'spec',
        reason: 'FieldValueInvalid',
        range: { start: { line, character: 2 }, end: { line, character: 4 } },
      },
    ],
    resources: [{ apiVersion: 'v1', kind: 'Service', name: 'a', namespace: 'n', documentIndex: 0, line: 0, status: 'checked' }],
    documentCount: 1,
    bytes: 10,
    sourceLines: { [line]: `line ${line}` },
    suppressed: 0,
    ...extra,
  };
}

const setResource = (uri: string, name: string): SetInput => ({
  uri,
  documentIndex: 0,
  apiVersion: 'v1',
  kind: 'Service',
  name,
  namespace: 'n',
  object: { spec: { ports: [{ name: 'http', port: 80 }] } },
  status: 'checked',
});

const MODES = [
  { name: 'serialized, in memory', memoryBytes: Infinity, asObjects: false },
  { name: 'serialized, in a temporary file', memoryBytes: 0, asObjects: false },
  { name: 'as objects (a small run)', memoryBytes: 0, asObjects: true },
];

for (const { name, memoryBytes, asObjects } of MODES) {
  describe(`ResultStore (${name})`, () => {
    it('gives back every result in path order (equal paths in input order), with set findings merged in line order', () => {
      const store = new ResultStore(memoryBytes);
      try {
        const pack = (r: FileResult) => packResult(r, asObjects);
        store.add(pack(result('b.yaml', 5)), 1);
        store.add(pack(result('a.yaml', 3, { setResources: [setResource('a.yaml', 'x'), setResource('a.yaml', 'y')] })), 2);
        store.add(pack(result('a.yaml', 1)), 0);
        // Objects are not serialized: nothing goes to the temporary file, whatever its threshold.
        assert.equal(store.spillFile !== undefined, memoryBytes === 0 && !asObjects);
        if (store.spillFile) assert.ok(existsSync(store.spillFile));
        const set = [...store.takeSetResources()];
        assert.deepEqual(
          set.map((r) => [r.uri, r.name]),
          [
            ['a.yaml', 'x'],
            ['a.yaml', 'y'],
          ],
        );
        // Read back in a run that needed the temporary file, equal parts of the index are one object.
        if (store.spillFile) assert.equal(set[0]!.object.spec, set[1]!.object.spec);
        assert.deepEqual([...store.takeSetResources()], [], 'handed over once');
        const finding = {
          ...result('a.yaml', 2).diagnostics[0]!,
          ruleId: 'ingress/service-reference-missing',
          severity: 'warning' as const,
        };
        store.addSetFindings('a.yaml', { diagnostics: [finding], sourceLines: { 2: 'line 2' }, suppressed: 1 });
        const read = [...store.results()];
        assert.deepEqual(
          read.map((r) => [r.file, r.diagnostics.map((d) => d.range?.start.line), r.suppressed, Object.keys(r.sourceLines)]),
          [
            ['a.yaml', [1], 0, ['1']],
            ['a.yaml', [2, 3], 1, ['2', '3']],
            ['b.yaml', [5], 0, ['5']],
          ],
        );
        assert.equal(read[1]!.setResources, undefined);
        assert.deepEqual([...store.results()], read, 'read again');
        const summary = summaryOf(store.tallies());
        assert.deepEqual(
          [summary.files, summary.errors, summary.warnings, summary.suppressed, summary.checked],
          [3, 3, 1, 1, { Service: 3 }],
        );
      } finally {
        const file = store.spillFile;
        store.close();
        if (file) assert.ok(!existsSync(file), 'the temporary file is removed');
      }
    });
  });
}

describe('ResultStore: sharing the set index read back from the temporary file', () => {
  it('makes equal parts one object, and keeps apart parts that differ in key order, types, kind of structure or exactness', () => {
    const store = new ResultStore(0);
    try {
      const objects = [
        { spec: { a: 1, b: ['x', { c: true }] } },
        { spec: { b: ['x', { c: true }], a: 1 } },
        { spec: { a: '1', b: ['x', { c: true }] } },
        { spec: { a: 1, b: ['x', { c: true }] } },
        { spec: { a: -0, b: ['x', { c: true }] } },
        { spec: { 0: 1 }, list: [1] },
      ];
      store.add(
        packResult(result('a.yaml', 1, { setResources: objects.map((object, i) => ({ ...setResource('a.yaml', `r${i}`), object })) })),
        0,
      );
      const set = [...store.takeSetResources()];
      const spec = (i: number) => set[i]!.object.spec as Record<string, unknown>;
      assert.equal(spec(0), spec(3), 'equal JSON: one object');
      assert.notEqual(spec(0), spec(1), 'other key order');
      assert.notEqual(spec(0), spec(2), 'a string for a number');
      assert.notEqual(spec(0), spec(4), '-0 is not written exactly by JSON: not shared');
      assert.equal(Object.is(spec(4).a, -0), true);
      // Parts equal in every one of them are one object, whatever their parents.
      assert.equal(spec(0).b, spec(1).b);
      assert.equal((spec(0).b as unknown[])[1], (spec(4).b as unknown[])[1]);
      assert.notEqual(spec(5) as unknown, set[5]!.object.list, 'an object is never a list');
      assert.deepEqual(
        set.map((r) => r.object),
        objects,
      );
    } finally {
      store.close();
    }
  });
});

describe('summaryOf: tallies by kind', () => {
  it('counts every kind the manifests name, __proto__ and toString among them', () => {
    const resource = (kind: string, status: 'checked' | 'invalid') => ({
      apiVersion: 'v1',
      kind,
      name: 'a',
      namespace: 'n',
      documentIndex: 0,
      line: 0,
      status,
    });
    const files = [
      result('a.yaml', 1, {
        resources: [resource('__proto__', 'invalid'), resource('Service', 'checked'), resource('toString', 'invalid')],
      }),
      result('b.yaml', 1, { resources: [resource('__proto__', 'invalid'), resource('Service', 'checked')] }),
    ];
    const summary = summaryOf(files.map((f) => packResult(f).tally));
    assert.equal(JSON.stringify(summary.notCheckedKinds), '{"__proto__":2,"toString":1}');
    assert.equal(JSON.stringify(summary.checked), '{"Service":2}');
    assert.equal(summary.notChecked, 3);
  });
});

describe('reportedOf: what a run keeps of a finding for its report', () => {
  const placed = {
    ruleId: 'ingress/service-reference-missing',
    messageId: 'service',
    severity: 'warning' as const,
    message:
      '`spec.defaultBackend.service.name` names Service "web", which is not among the Services of namespace "shop" in the checked files.',
    path: 'spec.defaultBackend.service.name',
    pathSegments: ['spec', 'defaultBackend', 'service', 'name'],
    reason: 'FieldValueInvalid' as const,
    at: ['spec', 'defaultBackend'],
    target: 'key' as const,
    offset: [120, 128] as const,
    range: { start: { line: 7, character: 12 }, end: { line: 7, character: 20 } },
    documentIndex: 2,
    docsUrl: 'https://example.com/rules/ingress/service-reference-missing',
    fix: { description: 'remove it', path: ['spec', 'defaultBackend'], action: 'remove' as const },
    related: [{ uri: 'svc.yaml', message: 'a Service of that name in another namespace' }],
    statusReason: 'Invalid',
    // A set finding's own fields: its file and list item.
    uri: 'ingress.yaml',
    itemIndex: 0,
  };

  it('keeps every field a format reads, in a new object, and drops what only placing needed', () => {
    const kept = reportedOf(placed);
    assert.notEqual(kept, placed);
    assert.deepEqual(kept, {
      ruleId: placed.ruleId,
      messageId: placed.messageId,
      severity: placed.severity,
      message: placed.message,
      path: placed.path,
      reason: placed.reason,
      range: placed.range,
      documentIndex: 2,
      docsUrl: placed.docsUrl,
      fix: placed.fix,
      related: placed.related,
      statusReason: 'Invalid',
    });
  });

  it('adds no field the finding did not have', () => {
    const { ruleId, messageId, severity, message, path, pathSegments, reason } = placed;
    assert.deepEqual(Object.keys(reportedOf({ ruleId, messageId, severity, message, path, pathSegments, reason })), [
      'ruleId',
      'messageId',
      'severity',
      'message',
      'path',
      'reason',
    ]);
    // Document 0 is a document index like any other.
    assert.equal(reportedOf({ ruleId, messageId, severity, message, path, pathSegments, reason, documentIndex: 0 }).documentIndex, 0);
  });
});
