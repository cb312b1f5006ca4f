import assert from 'node:assert/strict';
import { LspFraming } from '../../packages/language-server/src/framing.js';

/** The guard in front of the LSP reader: well-framed messages pass unchanged, bad headers are skipped. */

function frame(body: string): string {
  return `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
}

async function through(chunks: readonly string[]): Promise<{ out: string; warnings: string[] }> {
  const warnings: string[] = [];
  const framing = new LspFraming((m) => warnings.push(m));
  const parts: Buffer[] = [];
  framing.on('data', (b: Buffer) => parts.push(b));
  for (const c of chunks) framing.write(c);
  framing.end();
  await new Promise((r) => framing.on('end', r));
  return { out: Buffer.concat(parts).toString(), warnings };
}

describe('lsp: message framing guard', () => {
  const a = frame('{"jsonrpc":"2.0","id":1,"method":"a","params":{"text":"é 🎉"}}');
  const b = frame('{"jsonrpc":"2.0","id":2,"method":"b"}');

  it('passes well-framed messages through unchanged, in any chunking', async () => {
    const whole = a + b;
    assert.equal((await through([whole])).out, whole);
    assert.equal((await through([...whole])).out, whole);
  });

  it('skips a header without Content-Length, or with a bad one, and the body after it', async () => {
    for (const bad of ['Content-Type: application/json\r\n\r\n{"jsonrpc":"2.0","id":9,"method":"x"}', 'Content-Length: twelve\r\n\r\n{"id":9}', 'Content-Length: 999999999999\r\n\r\n{}']) {
      const { out, warnings } = await through([...(a + bad + b)]);
      assert.equal(out, a + b, bad);
      assert.equal(warnings.length, 1, bad);
    }
  });

  it('drops a header that never ends, keeping memory bounded', async () => {
    const { out } = await through(['x'.repeat(100_000), b]);
    assert.equal(out, b);
  });
});
