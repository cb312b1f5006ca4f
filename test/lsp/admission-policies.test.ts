import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  DidChangeWatchedFilesNotification,
  FileChangeType,
  type Diagnostic,
  type PublishDiagnosticsParams,
} from 'vscode-languageserver-protocol';
import { repoRoot } from '../utils/paths.js';
import { startClient } from './client.js';

/**
 * The editor shows the cluster's admission policies as squiggles: the fixture repository
 * (test/fixtures/admission-policies) is the workspace, a workload is open, and the policy,
 * binding and parameter files are read from disk by the workspace index. The language server
 * runs as a real process over stdio.
 */

describe('language server: admission policies of the workspace', function () {
  this.timeout(30000);
  let dir: string;
  const file = (name: string): string => path.join(dir, name);
  const capabilities = {
    textDocument: { publishDiagnostics: { versionSupport: true } },
    workspace: { didChangeWatchedFiles: { dynamicRegistration: true } },
  };
  const policyFindings = (p: PublishDiagnosticsParams, id: string): Diagnostic[] => p.diagnostics.filter((d) => d.code === id);

  before(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'plumbline-lsp-vap-'));
    cpSync(path.join(repoRoot, 'test/fixtures/admission-policies'), dir, { recursive: true });
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('squiggles the replicas a policy denies, and re-evaluates when a policy, binding or parameter file changes', async () => {
    const client = await startClient({
      rootUri: pathToFileURL(dir).href,
      capabilities,
      initializationOptions: { plumbline: { debounceMs: 0 } },
    });
    try {
      const deployments = pathToFileURL(file('workloads/deployments.yaml')).href;
      await client.open(deployments, readFileSync(file('workloads/deployments.yaml'), 'utf8'));
      // The workspace index reads the other files in slices: wait until the policies of both files are in.
      const found = await client.diagnostics(deployments, {
        until: (p) => policyFindings(p, 'policy/replica-limit').length > 0 && policyFindings(p, 'policy/require-team-label').length > 0,
      });
      // `replicas: 8` of Deployment api (line 27, 1-based), an error: the binding's action is Deny.
      assert.deepEqual(
        policyFindings(found, 'policy/replica-limit').map((d) => [
          d.range.start.line,
          d.range.start.character,
          d.range.end.character,
          d.severity,
        ]),
        [[26, 12, 13, 1]],
      );
      assert.match(String(policyFindings(found, 'policy/replica-limit')[0]!.message), /spec\.replicas is 8, above the limit of 5/);
      // Warn → a warning.
      assert.deepEqual(
        policyFindings(found, 'policy/require-team-label')
          .filter((d) => d.severity === 2)
          .map((d) => d.range.start.line),
        [19],
      );

      // The parameter raises the limit on disk: the squiggle goes.
      const params = file('params/replica-limits.yaml');
      writeFileSync(params, readFileSync(params, 'utf8').replace("maxReplicas: '5'", "maxReplicas: '10'"));
      await client.connection.sendNotification(DidChangeWatchedFilesNotification.type, {
        changes: [{ uri: pathToFileURL(params).href, type: FileChangeType.Changed }],
      });
      await client.diagnostics(deployments, {
        until: (p) =>
          client.published.indexOf(p) > client.published.indexOf(found) && policyFindings(p, 'policy/replica-limit').length === 0,
      });

      // The binding, open in the editor, now selects every namespace with an environment label: Deployment batch (20 replicas) is denied.
      const bindings = pathToFileURL(file('bindings/bindings.yaml')).href;
      const bindingText = readFileSync(file('bindings/bindings.yaml'), 'utf8');
      await client.open(bindings, bindingText);
      const mark = client.published.length;
      await client.change(
        bindings,
        2,
        bindingText.replace('matchLabels:\n        environment: test', 'matchExpressions:\n        - {key: environment, operator: Exists}'),
      );
      const again = await client.diagnostics(deployments, {
        until: (p) => client.published.indexOf(p) >= mark && policyFindings(p, 'policy/replica-limit').length > 0,
      });
      assert.deepEqual(
        policyFindings(again, 'policy/replica-limit').map((d) => d.range.start.line),
        [45],
      );
    } finally {
      await client.stop();
    }
  });
});
