import assert from 'node:assert/strict';
import { HoverRequest } from 'vscode-languageserver-protocol/node';
import { ensureBuilt } from '../cli/helpers.js';
import { startClient, type TestClient } from '../lsp/client.js';
import { aliasBomb, deepJson } from '../utils/hostile.js';

/**
 * Hostile input against the language server over a real stdio connection (issue 15):
 * after each attack the server must still answer.
 */

const CONFIG_MAP = 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: web\ndata:\n  a: b\n';

describe('attack: the language server', function () {
  this.timeout(60000);
  let client: TestClient;
  let built: string | undefined;

  before(async () => {
    ensureBuilt();
    // The bundle starts in a fraction of the time tsx needs.
    built = process.env.PLUMBLINE_LSP_BUILT;
    process.env.PLUMBLINE_LSP_BUILT = '1';
    client = await startClient({ initializationOptions: { plumbline: { debounceMs: 10 } } });
  });
  after(async () => {
    await client?.stop();
    if (built === undefined) delete process.env.PLUMBLINE_LSP_BUILT;
    else process.env.PLUMBLINE_LSP_BUILT = built;
  });

  const hoverStillAnswers = async (): Promise<void> => {
    const uri = 'file:///attack/probe.yaml';
    await client.open(uri, CONFIG_MAP);
    await client.diagnostics(uri);
    const answer = await Promise.race([
      client.connection.sendRequest(HoverRequest.type, { textDocument: { uri }, position: { line: 1, character: 1 } }),
      new Promise((_, reject) => setTimeout(() => reject(new Error('the server stopped answering')), 10000)),
    ]);
    assert.ok(answer, 'no hover');
    await client.close(uri);
  };

  it('keeps answering after a message without a Content-Length header', async () => {
    const body = JSON.stringify({ jsonrpc: '2.0', id: 424242, method: 'shutdown' });
    client.process.stdin!.write(`Content-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n${body}`);
    client.process.stdin!.write(`Content-Length: twelve\r\n\r\n${body}`);
    await hoverStillAnswers();
  });

  it('reports an alias bomb at once and keeps answering', async () => {
    const uri = 'file:///attack/bomb.yaml';
    const started = Date.now();
    await client.open(uri, `${aliasBomb(10)}---\n${CONFIG_MAP.replace('web', 'Bad_Name')}`);
    const published = await client.diagnostics(uri, { timeoutMs: 10000 });
    assert.ok(Date.now() - started < 10000);
    assert.deepEqual(published.diagnostics.map((d) => [d.code, d.range.start.line]), [['yaml/excessive-aliasing', 0], ['metadata/name-invalid', 14]]);
    await hoverStillAnswers();
  });

  it('reports nesting deeper than the API server reads and keeps answering', async () => {
    const uri = 'file:///attack/deep.json';
    await client.open(uri, `{"apiVersion": "v1", "kind": "ConfigMap", "metadata": {"name": "web"}, "data": ${deepJson(10_001)}}\n`, 'json');
    const published = await client.diagnostics(uri, { timeoutMs: 10000 });
    assert.deepEqual(published.diagnostics.map((d) => [d.code, d.message]), [
      ['yaml/nesting-too-deep', 'The document nests 10002 levels deep; the API server reads at most 10000 levels ("exceeded max depth of 10000").'],
    ]);
    await hoverStillAnswers();
  });
});
