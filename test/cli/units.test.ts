import assert from 'node:assert/strict';
import { parseShard } from '../../packages/cli/src/commands/lint.js';
import { UsageError } from '../../packages/cli/src/formatters/index.js';
import { Progress } from '../../packages/cli/src/lint/progress.js';
import { pairOutputs } from '../../packages/cli/src/main.js';

describe('cli: argument helpers', () => {
  it('pairs --format and --output-file in command-line order', () => {
    assert.deepEqual(pairOutputs(['lint', 'a', '-f', 'sarif', '-o', 'x.sarif', '--format', 'stylish']), [{ format: 'sarif', file: 'x.sarif' }, { format: 'stylish' }]);
    assert.deepEqual(pairOutputs(['lint', '--output-file=r.xml', '--format=junit', '-fjson']), [{ format: 'junit', file: 'r.xml' }, { format: 'json' }]);
    assert.deepEqual(pairOutputs(['lint', 'a', '-o', 'out.txt']), [{ format: 'stylish', file: 'out.txt' }]);
    assert.deepEqual(pairOutputs(['lint', 'a']), []);
    // Paths after `--` are not options.
    assert.deepEqual(pairOutputs(['lint', '--', '-f']), []);
  });

  it('parses --shard i/n', () => {
    assert.deepEqual(parseShard('2/4'), { index: 2, count: 4 });
    assert.equal(parseShard(undefined), undefined);
    for (const bad of ['0/2', '3/2', '1', 'a/b', '1/0']) assert.throws(() => parseShard(bad), UsageError, bad);
  });

  it('draws the progress bar only when enabled and after a while, and erases it', async () => {
    const written: string[] = [];
    const off = new Progress(10, false, (t) => written.push(t));
    off.tick(5);
    off.done();
    assert.equal(written.length, 0);
    const on = new Progress(10, true, (t) => written.push(t));
    on.tick(1);
    assert.equal(written.length, 0, 'nothing in the first 400 ms');
    await new Promise((resolve) => setTimeout(resolve, 450));
    on.tick(4);
    assert.match(written[0]!, /^\r\[=+ +\] 5\/10 files$/);
    on.done();
    assert.equal(written[written.length - 1], '\r\u001b[2K');
  });
});
