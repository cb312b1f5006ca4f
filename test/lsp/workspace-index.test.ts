import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SLICE_MS, WorkspaceIndex } from '../../packages/language-server/src/workspace.js';

/**
 * The workspace index reads files in the background; it must give the event loop back
 * often, or the first check of an open document waits behind it (bench/lsp measured the
 * first diagnostics of a 2,000-file workspace 0.3 to 2 s late on a busy machine).
 */

describe('language server: workspace index', () => {
  let dir: string;
  const FILES = 8;

  before(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'plumbline-index-'));
    for (let i = 0; i < FILES; i += 1) {
      writeFileSync(path.join(dir, `svc-${i}.yaml`), `apiVersion: v1\nkind: Service\nmetadata:\n  name: web-${i}\n  namespace: shop\nspec:\n  ports:\n  - port: 80\n`);
    }
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('yields to the event loop once a file has taken a slice’s time, and still reads every file', async () => {
    let read = 0;
    const index = new WorkspaceIndex([dir], {
      // Each file costs more than a slice, as large files do on a busy machine.
      optionsFor: async (uri) => {
        const until = performance.now() + SLICE_MS + 2;
        while (performance.now() < until);
        read += 1;
        return { uri };
      },
      log: () => undefined,
    });
    const built = index.build();
    // What another task (a request, an open document's check) sees when it gets its turn.
    const seen = await new Promise<number>((resolve) => setImmediate(() => resolve(read)));
    await built;
    assert.equal(seen, 1, `another task ran only after ${seen} of ${FILES} files`);
    assert.deepEqual(
      index.resourcesExcept(new Set()).map((r) => r.name).sort(),
      Array.from({ length: FILES }, (_, i) => `web-${i}`).sort(),
    );
  });
});
