import assert from 'node:assert/strict';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  CompletionRequest,
  DidChangeWatchedFilesNotification,
  FileChangeType,
  HoverRequest,
  type CompletionItem,
  type MarkupContent,
  type PublishDiagnosticsParams,
} from 'vscode-languageserver-protocol';
import { repoRoot } from '../utils/paths.js';
import { startClient } from './client.js';

/**
 * Issue 20: the language server over stdio checks an open custom resource against the CRDs of the workspace (files
 * that are not open), follows a CRD changed on disk, and uses a CRD edited in another open document.
 */
describe('language server: custom resources against the workspace CRDs', function () {
  this.timeout(30_000);
  let dir: string;
  const file = (name: string): string => path.join(dir, name);
  const crdText = readFileSync(path.join(repoRoot, 'test/fixtures/crds/widget-crd.yaml'), 'utf8');
  const capabilities = {
    textDocument: { publishDiagnostics: { versionSupport: true } },
    workspace: { didChangeWatchedFiles: { dynamicRegistration: true } },
  };
  const codes = (p: PublishDiagnosticsParams): string[] =>
    p.diagnostics.map((d) => `${d.range.start.line}:${d.range.start.character} ${String(d.code)}`);

  before(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'plumbline-lsp-crds-'));
    copyFileSync(path.join(repoRoot, 'test/fixtures/crds/widget-crd.yaml'), file('widget-crd.yaml'));
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('finds the CRD in a file that is not open, and follows its changes on disk and in the editor', async () => {
    const client = await startClient({
      rootUri: pathToFileURL(dir).href,
      capabilities,
      initializationOptions: { plumbline: { debounceMs: 0 } },
    });
    try {
      const cr = pathToFileURL(file('widget.yaml')).href;
      await client.open(cr, 'apiVersion: example.com/v1\nkind: Widget\nmetadata: {name: w}\nspec:\n  mode: medium\n');
      const found = await client.diagnostics(cr, { until: (p) => codes(p).includes('4:8 custom-resource/value-not-supported') });
      assert.deepEqual(codes(found), ['4:8 custom-resource/value-not-supported']);

      // The CRD changes on disk: `medium` becomes a supported value.
      writeFileSync(file('widget-crd.yaml'), crdText.replace('enum: [fast, slow]', 'enum: [fast, slow, medium]'));
      const crdUri = pathToFileURL(file('widget-crd.yaml')).href;
      await client.connection.sendNotification(DidChangeWatchedFilesNotification.type, {
        changes: [{ uri: crdUri, type: FileChangeType.Changed }],
      });
      await client.diagnostics(cr, { until: (p) => p.diagnostics.length === 0 });

      // The CRD is opened and edited (not saved): the open custom resource follows the edit.
      await client.open(crdUri, crdText.replace('enum: [fast, slow]', 'enum: [fast]'));
      const edited = await client.diagnostics(cr, {
        until: (p) => p.diagnostics.some((d) => /supported values: "fast"\.$/.test(String(d.message))),
      });
      assert.deepEqual(codes(edited), ['4:8 custom-resource/value-not-supported']);
    } finally {
      writeFileSync(file('widget-crd.yaml'), crdText);
      await client.stop();
    }
  });

  it('hovers a custom resource field with its CRD type and description, and completes fields from the CRD', async () => {
    copyFileSync(path.join(repoRoot, 'test/fixtures/crds/certificate-crd.yaml'), file('certificate-crd.yaml'));
    const client = await startClient({
      rootUri: pathToFileURL(dir).href,
      capabilities,
      initializationOptions: { plumbline: { debounceMs: 0 } },
    });
    try {
      const cr = pathToFileURL(file('cert.yaml')).href;
      const text =
        'apiVersion: cert-manager.io/v1\nkind: Certificate\nmetadata: {name: web, namespace: default}\nspec:\n  secretName: tls\n  issuerRef: {name: ca}\n  \n';
      await client.open(cr, text);
      // Checked against the CRD once the workspace index has it: no "not checked" note left.
      await client.diagnostics(cr, { until: (p) => p.diagnostics.length === 0 });
      const hover = await client.connection.sendRequest(HoverRequest.type, {
        textDocument: { uri: cr },
        position: { line: 5, character: 4 },
      });
      const hoverText = (hover?.contents as MarkupContent).value;
      assert.match(hoverText, /`spec\.issuerRef` — object/);
      assert.match(hoverText, /Reference to the issuer responsible for issuing the certificate/);
      const items = (await client.connection.sendRequest(CompletionRequest.type, {
        textDocument: { uri: cr },
        position: { line: 6, character: 2 },
      })) as CompletionItem[];
      const labels = items.map((i) => i.label);
      assert.ok(labels.includes('dnsNames') && labels.includes('privateKey') && labels.includes('usages'), labels.join());
      assert.ok(!labels.includes('secretName'), 'offers a key already present');
    } finally {
      await client.stop();
    }
  });
});
