import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BIN, ensureBuilt, run } from '../cli/helpers.js';
import { aliasBomb, deepBlock, deepJson } from '../utils/hostile.js';

/**
 * Hostile input against `plumbline lint` as a real process on real files (issue 15):
 * each case is bounded in time and size, and each failed before its fix.
 */

const FORMATS = ['stylish', 'compact', 'json', 'sarif', 'junit', 'github'] as const;
const BAD_CONFIG_MAP = 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: Bad_Name}\n';

function scratch(): string {
  return mkdtempSync(path.join(tmpdir(), 'plumbline-attack-'));
}

describe('attack: the command line', function () {
  this.timeout(60000);
  before(ensureBuilt);

  it('refuses a 572-byte alias bomb at once and still reports the other files', () => {
    const dir = scratch();
    writeFileSync(path.join(dir, 'a-bomb.yaml'), aliasBomb(10));
    writeFileSync(path.join(dir, 'b-other.yaml'), BAD_CONFIG_MAP);
    assert.ok(aliasBomb(10).length < 600);
    const started = Date.now();
    const result = spawnSync(process.execPath, [BIN, 'lint', dir, '-f', 'compact'], {
      encoding: 'utf8',
      timeout: 30000,
      env: { ...process.env, NO_COLOR: '1' },
    });
    assert.equal(result.signal, null, 'killed: the run hung');
    assert.ok(Date.now() - started < 30000);
    assert.equal(result.status, 1, result.stderr);
    assert.match(result.stdout, /a-bomb\.yaml:1:1: error: The document expands its aliases too much: .* \[yaml\/excessive-aliasing\]/);
    assert.match(result.stdout, /b-other\.yaml:3:\d+: error: .*\[metadata\/name-invalid\]/);
  });

  it('reads nesting as deep as the API server does, and reports deeper nesting as a finding', () => {
    const dir = scratch();
    writeFileSync(
      path.join(dir, 'json-1000.json'),
      `{"apiVersion": "v1", "kind": "ConfigMap", "metadata": {"name": "ok"}, "x": ${deepJson(1_000)}}\n`,
    );
    writeFileSync(
      path.join(dir, 'json-10000.json'),
      `{"apiVersion": "v1", "kind": "ConfigMap", "metadata": {"name": "ok"}, "x": ${deepJson(9_999)}}\n`,
    );
    writeFileSync(path.join(dir, 'block-900.yaml'), deepBlock(900, 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: ok}\n'));
    writeFileSync(path.join(dir, 'json-10001.json'), `${deepJson(10_001)}\n`);
    const result = run(['lint', dir, '-f', 'compact']);
    assert.equal(result.code, 1, result.stderr);
    assert.doesNotMatch(result.stdout, /stack|syntax-error/i);
    const lines = result.stdout.trim().split('\n');
    assert.deepEqual(
      lines.slice(0, -1).map((l) => l.replace(/^.*?([\w-]+\.(?:json|yaml)):(\d+):(\d+): (\w+): .*\[(.*)\]$/, '$1 $2 $4 $5')),
      // Beyond 400 levels a document is read without source positions: its first line.
      [
        'block-900.yaml 1 warning schema/unknown-field',
        'json-1000.json 1 warning schema/unknown-field',
        'json-10000.json 1 warning schema/unknown-field',
        'json-10001.json 1 error yaml/nesting-too-deep',
      ],
    );
  });

  it('survives a file with 130,000 findings (no spread of them into a call)', function () {
    this.timeout(120000);
    const dir = scratch();
    writeFileSync(path.join(dir, 'many.yaml'), 'x: 1\n---\n'.repeat(130_000));
    for (const format of ['stylish', 'compact']) {
      const result = run(['lint', path.join(dir, 'many.yaml'), '-f', format]);
      assert.equal(result.code, 0, result.stderr.slice(0, 500));
      assert.match(
        result.stdout,
        /130000 documents, 0 resources checked fully, 0 checked by schema only, 0 not checked; 0 errors, 0 warnings, 130000 info\n$/,
      );
      // Every line reaches the pipe before the process ends (it exits without tearing its heap down).
      if (format === 'compact') assert.equal(result.stdout.trimEnd().split('\n').length, 130_001);
    }
  });

  describe('--fix changes only the bytes it fixes', () => {
    const SERVICE = 'apiVersion: v1\nkind: Service\nmetadata:\n  name: db\nspec:\n  ports:\n  - protocol: tcp\n    port: 5432\n';

    it('keeps a UTF-8 byte order mark and every byte it did not fix, past 8 KiB too', () => {
      const dir = scratch();
      const file = path.join(dir, 'svc.yaml');
      const padding = `# ${'ü'.repeat(6000)} 日本 🎉\n`;
      const original = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(SERVICE + padding)]);
      writeFileSync(file, original);
      const result = run(['lint', '--fix', file]);
      assert.equal(result.code, 0, result.stdout + result.stderr);
      assert.deepEqual(
        readFileSync(file),
        Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(SERVICE.replace('tcp', 'TCP') + padding)]),
      );
    });

    it('refuses a file that is not UTF-8 (Latin-1), names the byte, and leaves it untouched', () => {
      const dir = scratch();
      const file = path.join(dir, 'svc.yaml');
      // 9 KiB of ASCII first: the binary check reads 8 KiB, the bad byte is after it.
      const original = Buffer.concat([Buffer.from(`${SERVICE}# ${'x'.repeat(9000)}\n# caf`), Buffer.from([0xe9]), Buffer.from('\n')]);
      writeFileSync(file, original);
      const result = run(['lint', '--fix', file, '-f', 'compact']);
      assert.equal(result.code, 2);
      assert.match(
        result.stdout,
        new RegExp(`svc\\.yaml: error: not valid UTF-8: byte ${original.indexOf(0xe9)} \\(line 10\\) .*not fixed, the file is unchanged`),
      );
      assert.deepEqual(readFileSync(file), original);
      // Plain lint says the same (kubectl refuses such bytes too) instead of reading U+FFFD.
      assert.match(run(['lint', file, '-f', 'compact']).stdout, /not valid UTF-8: byte \d+ \(line 10\)/);
    });

    it('reads and fixes UTF-16 with a byte order mark, writing UTF-16 back', () => {
      const dir = scratch();
      for (const order of ['le', 'be'] as const) {
        const file = path.join(dir, `svc-${order}.yaml`);
        const encode = (text: string): Buffer => {
          const body = Buffer.from(text, 'utf16le');
          return order === 'le'
            ? Buffer.concat([Buffer.from([0xff, 0xfe]), body])
            : Buffer.concat([Buffer.from([0xfe, 0xff]), body.swap16()]);
        };
        writeFileSync(file, encode(SERVICE));
        const lint = run(['lint', file, '-f', 'compact']);
        assert.match(lint.stdout, /svc-\w\w\.yaml:7:15: error: .*\[service\/port-protocol-unsupported\]/, lint.stdout + lint.stderr);
        const fix = run(['lint', '--fix', file]);
        assert.equal(fix.code, 0, fix.stdout);
        assert.deepEqual(readFileSync(file), encode(SERVICE.replace('tcp', 'TCP')));
      }
    });
  });

  describe('never prints a Secret value', () => {
    const SECRET = 'apiVersion: v1\nkind: Secret\nmetadata: {name: db}\ndata:\n  password: S3CR3T-hunter2\n  pin: 4711\n';
    for (const format of FORMATS) {
      it(`in the ${format} format`, () => {
        const dir = scratch();
        writeFileSync(path.join(dir, 'secret.yaml'), SECRET);
        const result = run(['lint', path.join(dir, 'secret.yaml'), '-f', format]);
        assert.equal(result.code, 1);
        // The source line shown under a finding is the file's own text, which the reader has anyway.
        const reported =
          format === 'stylish'
            ? result.stdout
                .split('\n')
                .filter((l) => !/^\s+\d* \|/.test(l))
                .join('\n')
            : format === 'sarif'
              ? JSON.stringify(JSON.parse(result.stdout).runs[0].results.map((r: { message: unknown }) => r.message))
              : result.stdout;
        assert.match(reported, /illegal base64 data at input byte 6/);
        assert.doesNotMatch(reported, /S3CR3T|hunter2|4711/);
      });
    }
  });

  describe('escapes control characters from manifests', () => {
    // A key with a line break that forges a finding line, an OSC title sequence, BEL, NUL and U+202E.
    const HOSTILE =
      'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: ok}\n"a\\nforged.yaml:1:1: error: forged [core/x]": 1\n"b\\e]0;pwned\\a\\0\\u202e": 2\n';
    for (const format of ['stylish', 'compact', 'junit', 'github'] as const) {
      it(`in the ${format} format`, () => {
        const dir = scratch();
        writeFileSync(path.join(dir, 'cm.yaml'), HOSTILE);
        const result = run(['lint', path.join(dir, 'cm.yaml'), '-f', format]);
        assert.equal(result.code, 0, result.stderr);
        assert.doesNotMatch(result.stdout, /[\u0000-\u0008\u000b-\u001f\u007f\u202e]/);
        assert.ok(!result.stdout.split('\n').some((l) => l.startsWith('forged.yaml')), 'a forged finding line');
        // GitHub shows %0A as a line break inside the annotation, never as a new command.
        assert.match(result.stdout, format === 'github' ? /a%0Aforged\.yaml/ : /a\\nforged\.yaml/);
        assert.match(result.stdout, /b\\x1b]0;pwned\\x07\\x00\\u202e/);
      });
    }
  });

  describe('odd inputs', () => {
    it('skips a dangling symbolic link that is not named like a manifest, and reports one that is', () => {
      const dir = scratch();
      writeFileSync(path.join(dir, 'ok.yaml'), 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: ok}\n');
      symlinkSync(path.join(dir, 'gone'), path.join(dir, 'lock'));
      const clean = run(['lint', dir, '-f', 'compact']);
      assert.equal(clean.code, 0, clean.stdout);
      symlinkSync(path.join(dir, 'gone.yaml'), path.join(dir, 'broken.yaml'));
      const broken = run(['lint', dir, '-f', 'compact']);
      assert.equal(broken.code, 2);
      assert.match(broken.stdout, /broken\.yaml: error: no such file or directory/);
    });

    it('treats a closed standard input as a read error (exit 2), and an empty one as empty', () => {
      const closed = spawnSync('/bin/sh', ['-c', `exec "${process.execPath}" "${BIN}" lint - -f compact <&-`], {
        encoding: 'utf8',
        env: { ...process.env, NO_COLOR: '1' },
      });
      assert.equal(closed.status, 2, closed.stdout + closed.stderr);
      assert.match(closed.stdout, /<stdin>: error: standard input is closed/);
      const empty = spawnSync('/bin/sh', ['-c', `exec "${process.execPath}" "${BIN}" lint - -f compact </dev/null`], {
        encoding: 'utf8',
        env: { ...process.env, NO_COLOR: '1' },
      });
      assert.equal(empty.status, 0, empty.stdout + empty.stderr);
    });

    it('reads a folder holding a UTF-16 manifest and a real binary file', () => {
      const dir = scratch();
      mkdirSync(path.join(dir, 'sub'));
      writeFileSync(path.join(dir, 'sub', 'cm.yaml'), Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(BAD_CONFIG_MAP, 'utf16le')]));
      writeFileSync(path.join(dir, 'sub', 'blob.yaml'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0x00]));
      const result = run(['lint', dir, '-f', 'compact']);
      assert.equal(result.code, 2);
      assert.match(result.stdout, /blob\.yaml: error: binary file/);
      assert.match(result.stdout, /cm\.yaml:3:\d+: error: .*\[metadata\/name-invalid\]/);
    });
  });
});
