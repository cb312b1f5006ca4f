import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureBuilt } from '../cli/helpers.js';

/**
 * The engine's caches outlive the documents their keys come from: the parsed addresses, the valid qualified names and
 * the registry's answers, the compiled regular expressions of CEL. V8 keeps a slice of 13 characters or more as a view of the string it was cut from, so a key
 * kept as cut would keep its whole document alive (in a language server or webhook, up to 4,096 of them per cache).
 * Measured in a fresh process with `--expose-gc`: four texts of 8 MB, an address, a label key and an apiVersion cut
 * from each and given to one cache, the texts dropped. Each cache kept all four texts (32 MB) before it kept copies.
 */
describe('the caches that outlive documents', function () {
  this.timeout(60_000);
  before(() => ensureBuilt());

  const retainedMb = (cache: 'ip' | 'name' | 'registry' | 'pattern'): number => {
    const dist = (file: string) => JSON.stringify(pathToFileURL(path.resolve('packages/engine/dist', file)).href);
    const cel = (file: string) => JSON.stringify(pathToFileURL(path.resolve('packages/cel/dist', file)).href);
    const script = `
      import { parseIp } from ${dist('validators/ip.js')};
      import { qualifiedName } from ${dist('validators/names.js')};
      import { Engine } from ${dist('engine.js')};
      import { compileRe2, findAll } from ${cel('lib/regex.js')};
      const engine = new Engine({ rules: [], kinds: [], builtins: [], featureGates: {} });
      const heap = () => { globalThis.gc(); return process.memoryUsage().heapUsed; };
      const pad = 8 << 20;
      const cut = (text, from) => text.slice(from, text.indexOf(' ', from));
      // In a function of its own: the texts and slices die with its frame.
      function feed(i) {
        const text = ' '.repeat(pad) + '192.168.100.' + (100 + i) + ' example.com/key-' + i + '-abcdef discovery.k8s.io/v' + i + ' ';
        const ip = cut(text, pad);
        const key = cut(text, pad + ip.length + 1);
        const apiVersion = cut(text, pad + ip.length + key.length + 2);
        if (ip.length < 13 || key.length < 13 || apiVersion.length < 13) throw new Error('V8 copies slices this short anyway');
        if (${JSON.stringify(cache)} === 'ip' && !parseIp(ip)) throw new Error('not parsed');
        if (${JSON.stringify(cache)} === 'name' && qualifiedName(key).length !== 0) throw new Error('not valid');
        if (${JSON.stringify(cache)} === 'registry') engine.resolve({ apiVersion, kind: 'EndpointSliceOfSorts' });
        // A pattern of a CEL expression or a CRD, compiled for RE2 and, for find(), for JavaScript.
        if (${JSON.stringify(cache)} === 'pattern' && (!compileRe2(key) || findAll('example.com', key, -1).length !== 0)) throw new Error('not compiled');
      }
      const before = heap();
      for (let i = 0; i < 4; i++) feed(i);
      // V8 keeps the subject of the last regular expression match: one more match lets it go.
      /x/.test('x');
      console.log(Math.round((heap() - before) / 2 ** 20));
    `;
    const run = spawnSync(process.execPath, ['--expose-gc', '--input-type=module', '-e', script], { encoding: 'utf8' });
    assert.equal(run.stderr, '');
    const mb = Number(run.stdout.trim());
    assert.ok(Number.isFinite(mb), run.stdout);
    return mb;
  };

  for (const cache of ['ip', 'name', 'registry', 'pattern'] as const) {
    it(`${cache}: keeps its own copies of the keys, not the texts they were cut from`, () => {
      const mb = retainedMb(cache);
      assert.ok(mb < 4, `the heap grew by ${mb} MB over four 8 MB texts that were dropped`);
    });
  }
});
