import assert from 'node:assert/strict';
import { execFileSync, fork } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  CodeActionRequest,
  createProtocolConnection,
  DidOpenTextDocumentNotification,
  InitializedNotification,
  InitializeRequest,
  IPCMessageReader,
  IPCMessageWriter,
  PublishDiagnosticsNotification,
  type PublishDiagnosticsParams,
  CompletionRequest,
  DidChangeConfigurationNotification,
  DidChangeWatchedFilesNotification,
  FileChangeType,
  DocumentSymbolRequest,
  HoverRequest,
  type CodeAction,
  type CompletionItem,
  type Diagnostic,
  type DocumentSymbol,
  type MarkupContent,
  type TextEdit,
} from 'vscode-languageserver-protocol/node';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { getEngine } from '@plumbline/core';
import { SERVER_ENV, serverModule, sleep, startClient, type TestClient } from './client.js';

/**
 * The language server over a real LSP connection: `plumbline lsp --stdio` spawned,
 * vscode-languageserver-protocol as the client.
 */

const SERVICE = `apiVersion: v1
kind: Service
metadata:
  name: Bad_Name
  labels:
    "-bad": x
spec:
  selector:
    app: web
  ports:
  - port: 80
`;

function applyEdits(text: string, edits: TextEdit[]): string {
  return TextDocument.applyEdits(TextDocument.create('file:///x', 'yaml', 1, text), edits);
}

function codes(diagnostics: Diagnostic[]): string[] {
  return diagnostics.map((d) => String(d.code));
}

describe('language server over LSP (stdio)', function () {
  this.timeout(30000);
  let client: TestClient;
  let dir: string;
  let n = 0;
  const uri = (name = `doc${++n}.yaml`): string => pathToFileURL(path.join(dir, name)).href;

  before(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'plumbline-lsp-'));
    client = await startClient({ initializationOptions: { plumbline: { debounceMs: 10 } } });
  });
  after(async () => {
    await client?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('publishes diagnostics with exact ranges, rule codes, docs links and the document version', async () => {
    const u = uri();
    await client.open(u, SERVICE);
    const published = await client.diagnostics(u);
    assert.equal(published.version, 1);
    const name = published.diagnostics.find((d) => d.code === 'metadata/name-invalid');
    assert.ok(name, `got ${codes(published.diagnostics).join(', ')}`);
    assert.deepEqual(name.range, { start: { line: 3, character: 8 }, end: { line: 3, character: 16 } });
    assert.equal(name.source, 'plumbline');
    assert.equal(name.severity, 1);
    // No documentation link unless docsBaseUrl is configured; the hover carries the rule's documentation.
    assert.equal(name.codeDescription, undefined);
    const label = published.diagnostics.find((d) => d.code === 'metadata/label-invalid');
    assert.ok(label);
    // The server reports at `metadata.labels`; the editor points at the offending key.
    assert.deepEqual(label.range, { start: { line: 5, character: 4 }, end: { line: 5, character: 10 } });
  });

  it('follows edits: a fixed field loses its diagnostic in the next version', async () => {
    const u = uri();
    await client.open(u, SERVICE);
    await client.diagnostics(u, { version: 1 });
    await client.change(u, 2, SERVICE.replace('Bad_Name', 'web').replace('"-bad"', 'tier'));
    const published = await client.diagnostics(u, { version: 2 });
    assert.deepEqual(codes(published.diagnostics), []);
  });

  it('reports YAML syntax errors and decode errors where they are', async () => {
    const u = uri();
    await client.open(u, 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: a\n  labels: [x\n');
    const syntax = await client.diagnostics(u);
    assert.ok(
      syntax.diagnostics.some((d) => d.code === 'yaml/syntax-error'),
      codes(syntax.diagnostics).join(),
    );
    const u2 = uri();
    await client.open(u2, 'apiVersion: v1\nkind: Service\nmetadata:\n  name: web\n  labels: yes-a-string\n');
    const decode = await client.diagnostics(u2);
    const invalid = decode.diagnostics.find((d) => d.code === 'schema/invalid-type');
    assert.ok(invalid, codes(decode.diagnostics).join());
    assert.deepEqual(invalid.range, { start: { line: 4, character: 10 }, end: { line: 4, character: 22 } });
  });

  it('points into the right document of a multi-document file', async () => {
    const u = uri();
    const text = `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: ok\n---\n# second\napiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: Not-OK\n`;
    await client.open(u, text);
    const published = await client.diagnostics(u);
    const d = published.diagnostics.find((x) => x.code === 'metadata/name-invalid');
    assert.ok(d, codes(published.diagnostics).join());
    assert.deepEqual(d.range, { start: { line: 9, character: 8 }, end: { line: 9, character: 14 } });
  });

  it('checks JSON manifests', async () => {
    const u = uri('cm.json');
    await client.open(u, '{\n  "apiVersion": "v1",\n  "kind": "ConfigMap",\n  "metadata": { "name": "UPPER" }\n}\n', 'json');
    const published = await client.diagnostics(u);
    const d = published.diagnostics.find((x) => x.code === 'metadata/name-invalid');
    assert.ok(d, codes(published.diagnostics).join());
    assert.deepEqual(d.range, { start: { line: 3, character: 24 }, end: { line: 3, character: 31 } });
  });

  it('says nothing about YAML that is not a manifest (workflow, compose, Helm template)', async () => {
    const files: [string, string][] = [
      [
        '.github/workflows/ci.yaml',
        'name: ci\non: [push]\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - run: npm test\n',
      ],
      ['docker-compose.yml', 'services:\n  web:\n    image: nginx\n    ports:\n      - "80:80"\n'],
      [
        'chart/templates/svc.yaml',
        'apiVersion: v1\nkind: Service\nmetadata:\n  name: {{ .Release.Name }}\n  labels:\n    {{- include "labels" . | nindent 4 }}\nspec:\n  ports:\n  - port: {{ .Values.port }}\n',
      ],
    ];
    const uris = files.map(([name]) => pathToFileURL(path.join(dir, name)).href);
    for (const [i, [, text]] of files.entries()) await client.open(uris[i]!, text);
    // A manifest opened after them is answered: by then the others have been checked too.
    const marker = uri();
    await client.open(marker, SERVICE);
    await client.diagnostics(marker);
    await sleep(100);
    for (const u of uris) {
      const noisy = client.published.filter((p) => p.uri === u && p.diagnostics.length > 0);
      assert.deepEqual(noisy, [], `${u} got diagnostics`);
    }
  });

  it('never publishes a result for an older version than one already published', async () => {
    const u = uri();
    await client.open(u, SERVICE.replace('Bad_Name', 'v1-ok'));
    const versions = 40;
    for (let v = 2; v <= versions; v++) {
      // Odd versions are invalid, even ones valid; each name says its version.
      await client.change(u, v, SERVICE.replace('Bad_Name', v % 2 ? `V${v}_bad` : `v${v}-ok`).replace('"-bad"', 'tier'));
      if (v % 7 === 0) await sleep(15);
    }
    const last = await client.diagnostics(u, { version: versions });
    assert.deepEqual(codes(last.diagnostics), []);
    const mine = client.published.filter((p) => p.uri === u);
    let previous = 0;
    for (const p of mine) {
      assert.ok(p.version !== undefined && p.version >= previous, `version ${p.version} published after ${previous}`);
      previous = p.version!;
      // Each publication describes the text of its own version.
      for (const d of p.diagnostics)
        if (d.code === 'metadata/name-invalid') assert.match(String(d.message), new RegExp(`V${p.version}_bad`));
      if (p.version! % 2 === 1 && p.version! > 1)
        assert.ok(
          p.diagnostics.some((d) => d.code === 'metadata/name-invalid'),
          `version ${p.version} lacks its finding`,
        );
    }
    // Debounced: far fewer checks than edits.
    assert.ok(mine.length < versions, `${mine.length} publications for ${versions} versions`);
  });

  it('hovers a field with its schema description and a finding with its rule documentation', async () => {
    const u = uri();
    await client.open(u, SERVICE);
    await client.diagnostics(u);
    const field = await client.connection.sendRequest(HoverRequest.type, { textDocument: { uri: u }, position: { line: 4, character: 4 } });
    const fieldText = (field?.contents as MarkupContent).value;
    assert.match(fieldText, /`metadata\.labels` — map\[string\]string/);
    assert.match(fieldText, /Labels: keys are qualified names/);
    const finding = await client.connection.sendRequest(HoverRequest.type, {
      textDocument: { uri: u },
      position: { line: 3, character: 10 },
    });
    const findingText = (finding?.contents as MarkupContent).value;
    assert.match(findingText, /`metadata\.name` — string/);
    assert.ok(findingText.includes('**metadata/name-invalid**'), findingText);
    assert.ok(findingText.includes(getEngine().rule('metadata/name-invalid')!.meta.docs.description), findingText);
    assert.ok(!findingText.includes('plumbline.dev/rules'), findingText);
    const port = await client.connection.sendRequest(HoverRequest.type, { textDocument: { uri: u }, position: { line: 10, character: 5 } });
    assert.match((port?.contents as MarkupContent).value, /^`spec\.ports\[\]\.port` — int32/);
    const nothing = await client.connection.sendRequest(HoverRequest.type, {
      textDocument: { uri: u },
      position: { line: 20, character: 0 },
    });
    assert.equal(nothing, null);
  });

  it('completes keys of the kind at the cursor, enum values and apiVersion/kind pairs', async () => {
    const u = uri();
    const text = 'apiVersion: v1\nkind: Service\nmetadata:\n  name: web\n  \nspec:\n  ports:\n  - port: 80\n    \n';
    await client.open(u, text);
    const labels = (await client.connection.sendRequest(CompletionRequest.type, {
      textDocument: { uri: u },
      position: { line: 4, character: 2 },
    })) as CompletionItem[];
    const names = labels.map((i) => i.label);
    assert.ok(names.includes('labels') && names.includes('annotations') && names.includes('namespace'), names.join());
    assert.ok(!names.includes('name'), 'offers a key already present');
    assert.ok(!names.includes('spec'), 'offers a top-level key inside metadata');
    const port = (await client.connection.sendRequest(CompletionRequest.type, {
      textDocument: { uri: u },
      position: { line: 8, character: 4 },
    })) as CompletionItem[];
    const portNames = port.map((i) => i.label);
    assert.ok(portNames.includes('protocol') && portNames.includes('targetPort') && portNames.includes('name'), portNames.join());
    assert.ok(!portNames.includes('port'));

    const u2 = uri();
    await client.open(u2, 'apiVersion: v1\nkind: \n');
    const kinds = (await client.connection.sendRequest(CompletionRequest.type, {
      textDocument: { uri: u2 },
      position: { line: 1, character: 6 },
    })) as CompletionItem[];
    assert.ok(kinds.some((i) => i.label === 'Service') && kinds.some((i) => i.label === 'ConfigMap'), kinds.map((i) => i.label).join());
    assert.ok(!kinds.some((i) => i.label === 'Ingress'), 'offers a kind of another apiVersion');

    const u3 = uri();
    await client.open(u3, '\n');
    const skeletons = (await client.connection.sendRequest(CompletionRequest.type, {
      textDocument: { uri: u3 },
      position: { line: 0, character: 0 },
    })) as CompletionItem[];
    const service = skeletons.find((i) => i.label === 'Service (v1)');
    assert.ok(service, skeletons.map((i) => i.label).join());
    assert.match(String(service.insertText), /^apiVersion: v1\nkind: Service\nmetadata:\n  name: /);

    const u4 = uri();
    await client.open(u4, 'apiVersion: v1\nkind: Service\nmetadata:\n  name: web\nspec:\n  type: \n');
    const types = (await client.connection.sendRequest(CompletionRequest.type, {
      textDocument: { uri: u4 },
      position: { line: 5, character: 8 },
    })) as CompletionItem[];
    assert.deepEqual(types.map((i) => i.label).sort(), ['ClusterIP', 'ExternalName', 'LoadBalancer', 'NodePort']);
  });

  it('completes and hovers every built-in kind from its published schema (a Deployment, a ClusterRole)', async () => {
    const u = uri();
    const text =
      'apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: web\nspec:\n  replicas: 2\n  template:\n    spec:\n      containers:\n      - name: web\n        \n';
    await client.open(u, text);
    const container = (await client.connection.sendRequest(CompletionRequest.type, {
      textDocument: { uri: u },
      position: { line: 10, character: 8 },
    })) as CompletionItem[];
    const keys = container.map((i) => i.label);
    assert.ok(
      keys.includes('image') && keys.includes('imagePullPolicy') && keys.includes('livenessProbe') && keys.includes('volumeMounts'),
      keys.join(),
    );
    assert.ok(!keys.includes('name'), 'offers a key already present');
    const replicas = await client.connection.sendRequest(HoverRequest.type, {
      textDocument: { uri: u },
      position: { line: 5, character: 4 },
    });
    assert.match((replicas?.contents as MarkupContent).value, /^`spec\.replicas` — int32/);

    const u2 = uri();
    await client.open(u2, 'apiVersion: rbac.authorization.k8s.io/v1\nkind: \n');
    const kinds = (await client.connection.sendRequest(CompletionRequest.type, {
      textDocument: { uri: u2 },
      position: { line: 1, character: 6 },
    })) as CompletionItem[];
    assert.deepEqual(kinds.map((i) => i.label).sort(), ['ClusterRole', 'ClusterRoleBinding', 'Role', 'RoleBinding']);
  });

  async function actionsFor(u: string, diagnostic: Diagnostic): Promise<CodeAction[]> {
    return (await client.connection.sendRequest(CodeActionRequest.type, {
      textDocument: { uri: u },
      range: diagnostic.range,
      context: { diagnostics: [diagnostic] },
    })) as CodeAction[];
  }

  it('applies a quick fix from Diagnostic.fix and the finding disappears', async () => {
    const u = uri();
    const text = 'apiVersion: v2\nkind: ConfigMap\nmetadata:\n  name: settings\ndata:\n  a: b\n';
    await client.open(u, text);
    const published = await client.diagnostics(u);
    const d = published.diagnostics.find((x) => x.code === 'manifest/api-version-not-served');
    assert.ok(d, codes(published.diagnostics).join());
    const actions = await actionsFor(u, d);
    const fix = actions.find((a) => a.isPreferred);
    assert.ok(fix, actions.map((a) => a.title).join());
    assert.equal(fix.title, 'Use apiVersion v1');
    const fixed = applyEdits(text, fix.edit!.changes![u]!);
    assert.equal(fixed, text.replace('v2', 'v1'));
    await client.change(u, 2, fixed);
    const after = await client.diagnostics(u, { version: 2 });
    assert.deepEqual(codes(after.diagnostics), []);
  });

  it('applies the Service quick fixes: remove clusterIP from an ExternalName Service, tcp → TCP', async () => {
    // The ruleset is complete: a missing rule is a failure, not a reason to skip.
    assert.ok(
      getEngine().rule('service/cluster-ip-on-external-name') && getEngine().rule('service/port-protocol-unsupported'),
      'the Service rules this test exercises are not registered',
    );
    const u = uri();
    const text =
      'apiVersion: v1\nkind: Service\nmetadata:\n  name: db\nspec:\n  type: ExternalName\n  externalName: db.example.com\n  clusterIP: 10.0.0.1\n  ports:\n  - port: 5432\n    protocol: tcp\n';
    await client.open(u, text);
    const published = await client.diagnostics(u);
    const clusterIP = published.diagnostics.find((x) => x.code === 'service/cluster-ip-on-external-name');
    const protocol = published.diagnostics.find((x) => x.code === 'service/port-protocol-unsupported');
    assert.ok(clusterIP && protocol, codes(published.diagnostics).join());
    assert.deepEqual(protocol.range, { start: { line: 10, character: 14 }, end: { line: 10, character: 17 } });
    const remove = (await actionsFor(u, clusterIP)).find((a) => a.isPreferred)!;
    const upper = (await actionsFor(u, protocol)).find((a) => a.isPreferred)!;
    let fixed = applyEdits(text, remove.edit!.changes![u]!);
    assert.equal(fixed, text.replace('  clusterIP: 10.0.0.1\n', ''));
    await client.change(u, 2, fixed);
    await client.diagnostics(u, { version: 2 });
    const again = client.published
      .filter((p) => p.uri === u && p.version === 2)
      .pop()!
      .diagnostics.find((x) => x.code === 'service/port-protocol-unsupported')!;
    fixed = applyEdits(fixed, (await actionsFor(u, again)).find((a) => a.isPreferred)!.edit!.changes![u]!);
    assert.equal(fixed, text.replace('  clusterIP: 10.0.0.1\n', '').replace('protocol: tcp', 'protocol: TCP'));
    assert.equal(upper.title, 'Use TCP');
    await client.change(u, 3, fixed);
    const after = await client.diagnostics(u, { version: 3 });
    assert.deepEqual(codes(after.diagnostics), []);
  });

  it('runs the cross-resource rules over the open documents', async () => {
    // The documents of the other tests are open too: this one uses names of its own.
    assert.ok(getEngine().rule('ingress/service-reference-missing'), 'ingress/service-reference-missing is not registered');
    const service = uri('service.yaml');
    const ingress = uri('ingress.yaml');
    await client.open(
      service,
      'apiVersion: v1\nkind: Service\nmetadata:\n  name: storefront\n  namespace: shop\nspec:\n  selector:\n    app: web\n  ports:\n  - name: http\n    port: 80\n',
    );
    await client.diagnostics(service);
    const text =
      'apiVersion: networking.k8s.io/v1\nkind: Ingress\nmetadata:\n  name: storefront\n  namespace: shop\nspec:\n  defaultBackend:\n    service:\n      name: storefront\n      port:\n        name: https\n';
    await client.open(ingress, text);
    const published = await client.diagnostics(ingress);
    const d = published.diagnostics.find((x) => x.code === 'ingress/service-reference-missing');
    assert.ok(d, codes(published.diagnostics).join());
    assert.equal(d.severity, 2);
    assert.deepEqual(d.range, { start: { line: 10, character: 14 }, end: { line: 10, character: 19 } });
    const hovered = await client.connection.sendRequest(HoverRequest.type, {
      textDocument: { uri: ingress },
      position: { line: 10, character: 16 },
    });
    assert.ok((hovered?.contents as MarkupContent).value.includes('**ingress/service-reference-missing**'));
    // Fixing the Service (another document) clears the Ingress finding.
    await client.change(
      service,
      2,
      'apiVersion: v1\nkind: Service\nmetadata:\n  name: storefront\n  namespace: shop\nspec:\n  selector:\n    app: web\n  ports:\n  - name: https\n    port: 443\n',
    );
    const cleared = await client.diagnostics(ingress, { until: (p) => p.diagnostics.length === 0 });
    assert.equal(cleared.version, 1);
  });

  it('disables a rule for a line with a suppression comment', async () => {
    const u = uri();
    await client.open(u, SERVICE);
    const published = await client.diagnostics(u);
    const d = published.diagnostics.find((x) => x.code === 'metadata/name-invalid')!;
    const actions = await actionsFor(u, d);
    const disable = actions.find((a) => a.title === 'Disable metadata/name-invalid for this line');
    assert.ok(disable, actions.map((a) => a.title).join());
    const edited = applyEdits(SERVICE, disable.edit!.changes![u]!);
    assert.ok(edited.includes('  # plumbline-disable-next-line metadata/name-invalid -- reason\n  name: Bad_Name'), edited);
    await client.change(u, 2, edited);
    const after = await client.diagnostics(u, { version: 2 });
    // The documents earlier tests left open form a set with this one (a Deployment without template labels), so a
    // cross-resource warning about the selector may join; this test is about the suppressed metadata finding.
    assert.deepEqual(
      codes(after.diagnostics).filter((c) => c.startsWith('metadata/')),
      ['metadata/label-invalid'],
    );
  });

  it('applies changed settings (workspace/didChangeConfiguration) to open documents', async () => {
    const settingsClient = await startClient({ initializationOptions: { plumbline: { debounceMs: 0 } } });
    try {
      const u = uri();
      await settingsClient.open(u, SERVICE);
      assert.deepEqual(codes((await settingsClient.diagnostics(u)).diagnostics), ['metadata/name-invalid', 'metadata/label-invalid']);
      const before = settingsClient.published.length;
      await settingsClient.connection.sendNotification(DidChangeConfigurationNotification.type, {
        settings: { plumbline: { rules: { 'metadata/name-invalid': 'off', 'metadata/label-invalid': 'info' } } },
      });
      const after = await settingsClient.diagnostics(u, { until: (p) => settingsClient.published.indexOf(p) >= before });
      assert.deepEqual(
        after.diagnostics.map((d) => [d.code, d.severity]),
        [['metadata/label-invalid', 3]],
      );
    } finally {
      await settingsClient.stop();
    }
  });

  it('lists one document symbol per resource', async () => {
    const u = uri();
    await client.open(
      u,
      'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: a\n  namespace: ns\n---\napiVersion: v1\nkind: Service\nmetadata:\n  name: web\nspec:\n  ports:\n  - port: 80\n',
    );
    const symbols = (await client.connection.sendRequest(DocumentSymbolRequest.type, { textDocument: { uri: u } })) as DocumentSymbol[];
    assert.deepEqual(
      symbols.map((s) => s.name),
      ['ConfigMap/a', 'Service/web'],
    );
    assert.equal(symbols[1]!.range.start.line, 6);
    assert.equal(symbols[0]!.detail, 'v1, namespace ns');
  });
});

describe('language server configuration (.plumbline.yaml)', function () {
  this.timeout(30000);
  let dir: string;
  let client: TestClient;
  before(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'plumbline-lsp-config-'));
    writeFileSync(
      path.join(dir, '.plumbline.yaml'),
      'rules:\n  metadata/name-invalid: "off"\n  metadata/label-invalid: warning\nignore:\n  - generated/\n',
    );
    client = await startClient({ initializationOptions: { plumbline: { debounceMs: 0 } } });
  });
  after(async () => {
    await client?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('applies the nearest .plumbline.yaml upward from the file, as the CLI does', async () => {
    const u = pathToFileURL(path.join(dir, 'deep', 'svc.yaml')).href;
    await client.open(u, SERVICE);
    const published = await client.diagnostics(u);
    assert.deepEqual(codes(published.diagnostics), ['metadata/label-invalid']);
    assert.equal(published.diagnostics[0]!.severity, 2);
  });

  it('leaves files matched by ignore: alone, as plumbline lint does', async () => {
    const ignored = pathToFileURL(path.join(dir, 'generated', 'svc.yaml')).href;
    const checked = pathToFileURL(path.join(dir, 'kept', 'svc.yaml')).href;
    await client.open(ignored, SERVICE);
    await client.open(checked, SERVICE);
    // The file outside ignore: is checked (with this folder's configuration), so the server is alive and answering.
    assert.deepEqual(codes((await client.diagnostics(checked)).diagnostics), ['metadata/label-invalid']);
    await sleep(100);
    assert.deepEqual(
      client.published.filter((p) => p.uri === ignored && p.diagnostics.length > 0),
      [],
    );
  });

  it('reports a broken .plumbline.yaml on the line it is broken', async () => {
    const u = pathToFileURL(path.join(dir, 'other', '.plumbline.yaml')).href;
    await client.open(u, 'rules:\n  metadata/name-invalid: sometimes\n');
    const published = await client.diagnostics(u);
    assert.equal(published.diagnostics.length, 1);
    assert.equal(published.diagnostics[0]!.range.start.line, 1);
  });
});

describe('language server: cross-resource rules over the workspace (plumbline.crossResourceScope)', function () {
  this.timeout(30000);
  let dir: string;
  const file = (name: string): string => path.join(dir, name);
  const serviceText = (portName: string): string =>
    `apiVersion: v1\nkind: Service\nmetadata:\n  name: storefront\n  namespace: shop\nspec:\n  selector:\n    app: web\n  ports:\n  - name: ${portName}\n    port: 80\n`;
  const ingressText = (service: string, port: string): string =>
    `apiVersion: networking.k8s.io/v1\nkind: Ingress\nmetadata:\n  name: storefront\n  namespace: shop\nspec:\n  defaultBackend:\n    service:\n      name: ${service}\n      port:\n        name: ${port}\n`;
  const capabilities = {
    textDocument: { publishDiagnostics: { versionSupport: true } },
    workspace: { didChangeWatchedFiles: { dynamicRegistration: true } },
  };
  const referenceFindings = (p: PublishDiagnosticsParams): Diagnostic[] =>
    p.diagnostics.filter((d) => d.code === 'ingress/service-reference-missing');

  before(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'plumbline-lsp-workspace-'));
    mkdirSync(file('services'));
    mkdirSync(file('generated'));
    writeFileSync(file('services/storefront.yaml'), serviceText('http'));
    // A Service only in a file .gitignore leaves out: the index must not see it.
    writeFileSync(file('.gitignore'), 'generated/\n');
    writeFileSync(file('generated/checkout.yaml'), serviceText('http').replace('storefront', 'checkout'));
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('checks an open Ingress against Services in files that are not open, and follows them on disk', async () => {
    const client = await startClient({
      rootUri: pathToFileURL(dir).href,
      capabilities,
      initializationOptions: { plumbline: { debounceMs: 0 } },
    });
    try {
      const ingress = pathToFileURL(file('ingress.yaml')).href;
      await client.open(ingress, ingressText('storefront', 'https'));
      const found = await client.diagnostics(ingress, { until: (p) => referenceFindings(p).length > 0 });
      assert.deepEqual(
        referenceFindings(found).map((d) => [d.range.start.line, d.range.start.character, d.severity]),
        [[10, 14, 2]],
      );
      assert.match(String(referenceFindings(found)[0]!.message), /https/);

      // The Service file changes on disk (no editor involved): the finding goes.
      writeFileSync(file('services/storefront.yaml'), serviceText('https'));
      await client.connection.sendNotification(DidChangeWatchedFilesNotification.type, {
        changes: [{ uri: pathToFileURL(file('services/storefront.yaml')).href, type: FileChangeType.Changed }],
      });
      await client.diagnostics(ingress, { until: (p) => p.diagnostics.length === 0 });

      // A Service that exists only in a git-ignored file does not count.
      await client.change(ingress, 2, ingressText('checkout', 'http'));
      const ignored = await client.diagnostics(ingress, { version: 2 });
      assert.deepEqual(
        referenceFindings(ignored).map((d) => d.range.start.line),
        [8],
      );

      // The Service file is deleted: with no Service left in the set, the rule stays silent.
      rmSync(file('services/storefront.yaml'));
      await client.connection.sendNotification(DidChangeWatchedFilesNotification.type, {
        changes: [{ uri: pathToFileURL(file('services/storefront.yaml')).href, type: FileChangeType.Deleted }],
      });
      await client.diagnostics(ingress, { version: 2, until: (p) => p.diagnostics.length === 0 });
    } finally {
      writeFileSync(file('services/storefront.yaml'), serviceText('http'));
      await client.stop();
    }
  });

  it('with crossResourceScope openDocuments, sees only the open documents', async () => {
    const client = await startClient({
      rootUri: pathToFileURL(dir).href,
      capabilities,
      initializationOptions: { plumbline: { debounceMs: 0, crossResourceScope: 'openDocuments' } },
    });
    try {
      const ingress = pathToFileURL(file('ingress.yaml')).href;
      await client.open(ingress, ingressText('storefront', 'https'));
      await client.diagnostics(ingress);
      await sleep(500);
      assert.deepEqual(client.published.filter((p) => p.uri === ingress).flatMap(referenceFindings), []);
      // The same Service, open in the editor, counts.
      await client.open(pathToFileURL(file('services/storefront.yaml')).href, serviceText('http'));
      await client.diagnostics(ingress, { until: (p) => referenceFindings(p).length > 0 });
    } finally {
      await client.stop();
    }
  });
});

describe('language server: updates against git HEAD (plumbline.compareWithGitHead)', function () {
  this.timeout(30000);
  let dir: string;
  let client: TestClient;
  const committed =
    'apiVersion: v1\nkind: Service\nmetadata:\n  name: web\n  namespace: shop\nspec:\n  clusterIP: 10.0.0.10\n  ports:\n  - port: 80\n';
  before(async function () {
    dir = mkdtempSync(path.join(tmpdir(), 'plumbline-lsp-git-'));
    writeFileSync(path.join(dir, 'web.yaml'), committed);
    const git = (...args: string[]): void =>
      void execFileSync('git', ['-c', 'user.name=test', '-c', 'user.email=test@example.com', ...args], { cwd: dir, stdio: 'pipe' });
    try {
      git('init', '-q');
      git('add', 'web.yaml');
      git('commit', '-q', '-m', 'web');
    } catch {
      console.log('      skipped: git is not available');
      this.skip();
    }
    client = await startClient({ initializationOptions: { plumbline: { debounceMs: 0, compareWithGitHead: true } } });
  });
  after(async () => {
    await client?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('checks a resource as an update of its committed version (transition rules)', async () => {
    assert.ok(getEngine().rule('service/cluster-ips-immutable'), 'service/cluster-ips-immutable is not registered');
    const u = pathToFileURL(path.join(dir, 'web.yaml')).href;
    await client.open(u, committed.replace('10.0.0.10', '10.0.0.11'));
    const published = await client.diagnostics(u);
    const d = published.diagnostics.find((x) => x.code === 'service/cluster-ips-immutable');
    assert.ok(d, codes(published.diagnostics).join());
    assert.deepEqual(d.range, { start: { line: 6, character: 13 }, end: { line: 6, character: 22 } });
    await client.change(u, 2, committed);
    assert.deepEqual(codes((await client.diagnostics(u, { version: 2 })).diagnostics), []);
    // A new resource (not in HEAD) is checked as a create.
    const other = pathToFileURL(path.join(dir, 'new.yaml')).href;
    await client.open(other, committed.replace('name: web', 'name: api').replace('10.0.0.10', '10.0.0.11'));
    assert.deepEqual(codes((await client.diagnostics(other)).diagnostics), []);
  });
});

describe('language server over Node IPC (plumbline lsp --node-ipc)', function () {
  this.timeout(30000);

  it('answers initialize and publishes diagnostics over the IPC channel', async () => {
    const { execArgv, module, args } = serverModule();
    const child = fork(module, [...args, '--node-ipc'], {
      execArgv,
      env: { ...process.env, ...SERVER_ENV },
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    const connection = createProtocolConnection(new IPCMessageReader(child), new IPCMessageWriter(child));
    try {
      const received = new Promise<PublishDiagnosticsParams>((resolve) =>
        connection.onNotification(PublishDiagnosticsNotification.type, resolve),
      );
      connection.listen();
      const init = await connection.sendRequest(InitializeRequest.type, {
        processId: process.pid,
        rootUri: null,
        capabilities: {},
        workspaceFolders: null,
      });
      assert.equal(init.serverInfo?.name, 'plumbline');
      await connection.sendNotification(InitializedNotification.type, {});
      await connection.sendNotification(DidOpenTextDocumentNotification.type, {
        textDocument: { uri: 'file:///tmp/ipc/svc.yaml', languageId: 'yaml', version: 1, text: SERVICE },
      });
      const published = await received;
      assert.deepEqual(codes(published.diagnostics), ['metadata/name-invalid', 'metadata/label-invalid']);
    } finally {
      connection.dispose();
      child.kill();
    }
  });
});
