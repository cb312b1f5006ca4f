import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { createTextLinter, lintText, parseText, splitDocuments, type Fix, type LintResult } from '@plumbline/core';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { fixEdits } from '../../packages/language-server/src/handlers/code-actions.js';
import { isManifestText } from '../../packages/language-server/src/manifest.js';
import { contextAt } from '../../packages/language-server/src/yaml-context.js';
import { sharedDir } from '../utils/paths.js';

/** The server's logic without a connection: incremental linting, manifest detection, cursor context. */

function summary(result: LintResult): unknown {
  return {
    diagnostics: result.diagnostics.map((d) => [d.ruleId, d.message, d.range, d.offset, d.documentIndex]),
    resources: result.resources.map((r) => [r.kind, r.name, r.documentIndex, r.itemIndex, r.range, r.status]),
    documentCount: result.documentCount,
  };
}

function corpusFiles(limit: number): string[] {
  const root = path.join(sharedDir, 'corpus', 'real-world');
  const out: string[] = [];
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir).sort()) {
      const p = path.join(dir, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (/\.ya?ml$/.test(name) && readFileSync(p, 'utf8').includes('\n---')) out.push(p);
    }
  };
  walk(root);
  // An even spread over the projects.
  const step = Math.max(1, Math.floor(out.length / limit));
  return out.filter((_, i) => i % step === 0).slice(0, limit);
}

describe('language server: incremental linting (the pipeline with a document cache)', () => {
  it('cuts YAML at document markers only, a marker with a comment included', () => {
    const text = 'a: 1\n---\nb: 2\n--- # c\nc: |\n  ----\n  x\n---\n';
    const chunks = splitDocuments(text);
    assert.deepEqual(chunks?.map((c) => [c.index, c.line, text.slice(c.start, c.end)]), [
      [0, 0, 'a: 1\n'],
      [1, 2, 'b: 2\n'],
      [2, 4, 'c: |\n  ----\n  x\n'],
      [3, 8, ''],
    ]);
    assert.equal(splitDocuments('%YAML 1.2\n---\na: 1\n'), undefined);
    assert.equal(splitDocuments('--- !!map\na: 1\n'), undefined);
    assert.equal(splitDocuments('a: 1\n...\nb: 2\n'), undefined);
  });

  it('gives the same result as linting the whole text, on real-world multi-document files', () => {
    const files = corpusFiles(120);
    assert.ok(files.length >= 50, `${files.length} files`);
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      const whole = lintText(text, { uri: file, fullParse: true });
      const incremental = createTextLinter(true).lint(text, { uri: file });
      assert.deepEqual(summary(incremental), summary(whole), file);
    }
  });

  it('gives the same result on edge cases: comment headers, empty documents, CRLF, Lists, syntax errors', () => {
    const cm = (name: string): string => `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: ${name}\n`;
    const texts = [
      `# header\n# more\n---\n${cm('A_1')}---\n${cm('b')}`,
      `---\n---\n${cm('X_')}---\n# only a comment\n---\n${cm('y')}---\n`,
      `${cm('ok')}---\n${cm('Bad_')}`.replace(/\n/g, '\r\n'),
      `${cm('a')}--- # second\napiVersion: v1\nkind: List\nitems:\n- ${cm('In_List').replace(/\n(?=.)/g, '\n  ')}---\n${cm('c')}`,
      `${cm('a')}---\nmetadata: [unclosed\n---\n${cm('After_Error')}`,
      `${cm('a')}---\n\tkind: Tab\n---\n${cm('b')}`,
    ];
    for (const text of texts) {
      const incremental = createTextLinter(true).lint(text, {});
      assert.deepEqual(summary(incremental), summary(lintText(text, { fullParse: true })), JSON.stringify(text));
      assert.ok(incremental.diagnostics.length > 0, JSON.stringify(text));
    }
  });

  it('re-checks only what changed and stays equal to a full check after edits', () => {
    const docs = Array.from({ length: 30 }, (_, i) => `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: c${i}\ndata:\n  k: v\n`);
    const linter = createTextLinter(true);
    let text = docs.join('---\n');
    let before = linter.lint(text, {});
    for (const i of [3, 17, 29, 0]) {
      docs[i] = docs[i]!.replace(`name: c${i}`, `name: C_${i}`);
      text = docs.join('---\n');
      const after = linter.lint(text, {});
      assert.deepEqual(summary(after), summary(lintText(text, { fullParse: true })));
      // Unchanged documents come from the cache (the very same objects); the edited one was checked again.
      const reused = after.resources.map((r, k) => r.object === before.resources[k]!.object);
      assert.deepEqual(reused, docs.map((_, k) => k !== i));
      before = after;
    }
    // A file-wide suppression comment in the first document covers the others too.
    const suppressed = `# plumbline-disable-file metadata/name-invalid -- generated names\n${text}`;
    assert.deepEqual(summary(linter.lint(suppressed, {})), summary(lintText(suppressed, { fullParse: true })));
    assert.equal(linter.lint(suppressed, {}).diagnostics.length, 0);
  });
});

describe('language server: what is a manifest', () => {
  it('takes YAML and JSON with apiVersion and kind, and nothing else', () => {
    assert.equal(isManifestText('apiVersion: v1\nkind: Service\n', 'yaml'), true);
    assert.equal(isManifestText('name: ci\non: push\njobs: {}\n', 'yaml'), false);
    assert.equal(isManifestText('services:\n  web:\n    image: nginx\n', 'yaml'), false);
    assert.equal(isManifestText('apiVersion: v1\nkind: Service\nmetadata:\n  name: {{ .Release.Name }}\n', 'yaml'), false);
    assert.equal(isManifestText('# {{ not a template }}\napiVersion: v1\nkind: Service\n', 'yaml'), true);
    assert.equal(isManifestText('{"apiVersion": "v1", "kind": "ConfigMap"}', 'json'), true);
    assert.equal(isManifestText('{"name": "pkg", "version": "1.0.0"}', 'json'), false);
  });
});

describe('language server: cursor context from indentation', () => {
  const at = (text: string): ReturnType<typeof contextAt> => {
    const lines = text.split('\n');
    const line = lines.findIndex((l) => l.includes('|'));
    return contextAt(text.replace('|', ''), line, lines[line]!.indexOf('|'));
  };

  it('finds the mapping of a key being typed, through lists', () => {
    const c = at('apiVersion: v1\nkind: Service\nspec:\n  ports:\n  - port: 80\n    pro|\n');
    assert.deepEqual([c.path, c.position, c.prefix, c.kind], [['spec', 'ports', 0], 'key', 'pro', 'Service']);
    assert.deepEqual([...c.siblings], ['port']);
    const nested = at('spec:\n  ports:\n    - name: a\n      port: 1\n    - |\n');
    assert.deepEqual(nested.path, ['spec', 'ports', 0]);
    const top = at('apiVersion: v1\n|\n');
    assert.deepEqual([top.path, top.position], [[], 'key']);
  });

  it('finds the key whose value is being typed', () => {
    const c = at('apiVersion: v1\nkind: Service\nspec:\n  type: Lo|\n');
    assert.deepEqual([c.path, c.position, c.key, c.prefix], [['spec', 'type'], 'value', 'type', 'Lo']);
    const item = at('spec:\n  ports:\n  - protocol: |\n');
    assert.deepEqual(item.path, ['spec', 'ports', 0, 'protocol']);
  });
});

describe('language server: quick-fix edits', () => {
  const apply = (text: string, fix: Fix, language: 'yaml' | 'json' = 'yaml'): string | undefined => {
    const doc = parseText(text).documents[0]!;
    const edits = fixEdits(text, doc.ast, [], fix, language);
    return edits ? TextDocument.applyEdits(TextDocument.create('file:///x', language, 1, text), edits) : undefined;
  };
  const yaml = 'apiVersion: v1\nkind: Service\nmetadata:\n  name: db\nspec:\n  type: ExternalName\n  clusterIP: 10.0.0.1\n  ports:\n  - protocol: tcp\n    port: 5432\n';

  it('sets a value in place', () => {
    assert.equal(apply(yaml, { description: 'Use TCP', path: ['spec', 'ports', 0, 'protocol'], action: 'set', value: 'TCP' }), yaml.replace('tcp', 'TCP'));
    // A string YAML would read as something else is quoted.
    assert.equal(apply(yaml, { description: 'x', path: ['metadata', 'name'], action: 'set', value: 'true' }), yaml.replace('name: db', 'name: "true"'));
  });

  it('removes a field, its line, and a first key after `- `', () => {
    assert.equal(apply(yaml, { description: 'Remove clusterIP', path: ['spec', 'clusterIP'], action: 'remove' }), yaml.replace('  clusterIP: 10.0.0.1\n', ''));
    assert.equal(apply(yaml, { description: 'x', path: ['spec', 'ports', 0, 'protocol'], action: 'remove' }), yaml.replace('  - protocol: tcp\n    port: 5432\n', '  - port: 5432\n'));
    const json = '{"apiVersion": "v1", "kind": "Service", "spec": {"type": "ExternalName", "clusterIP": "10.0.0.1", "externalName": "a.b"}}';
    assert.equal(apply(json, { description: 'x', path: ['spec', 'clusterIP'], action: 'remove' }, 'json'), json.replace('"clusterIP": "10.0.0.1", ', ''));
  });

  it('inserts a missing field under its parent, creating missing parents', () => {
    assert.equal(apply(yaml, { description: 'x', path: ['metadata', 'namespace'], action: 'insert', value: 'default' }), yaml.replace('  name: db\n', '  name: db\n  namespace: default\n'));
    const bare = 'apiVersion: v1\nkind: Service\nmetadata:\n  name: db\n';
    assert.equal(apply(bare, { description: 'x', path: ['spec', 'type'], action: 'insert', value: 'ClusterIP' }), `${bare}spec:\n  type: ClusterIP\n`);
    const json = '{"apiVersion": "v1", "kind": "Service", "metadata": {"name": "db"}}';
    assert.equal(apply(json, { description: 'x', path: ['metadata', 'namespace'], action: 'insert', value: 'default' }, 'json'), json.replace('"db"}', '"db", "namespace": "default"}'));
  });
});
