import assert from 'node:assert/strict';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DidChangeWatchedFilesNotification, FileChangeType, type PublishDiagnosticsParams } from 'vscode-languageserver-protocol';
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
});
