import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../utils/paths.js';

/**
 * The packages as a user installs them: built, packed with `npm pack`, installed from the
 * tarballs into an empty folder, and used there from plain Node, with no TypeScript tooling
 * and no path into this repository.
 */

const PACKED = ['@plumbline/engine', '@plumbline/cel', '@plumbline/rules', '@plumbline/core', '@plumbline/host', '@plumbline/cli'];

describe('installable packages (npm pack, then npm install in an empty folder)', function () {
  this.timeout(240_000);
  let work: string;
  let app: string;

  before(() => {
    work = mkdtempSync(path.join(os.tmpdir(), 'plumbline-pack-'));
    app = path.join(work, 'app');
    mkdirSync(app);
    // The JavaScript and declarations of every package, and the CLI bundle.
    execFileSync('npm', ['run', '--silent', 'build'], { cwd: repoRoot, stdio: 'pipe' });
    const tarballs: string[] = [];
    for (const name of PACKED) {
      const out = execFileSync('npm', ['pack', '--silent', '--workspace', name, '--pack-destination', work], {
        cwd: repoRoot,
        encoding: 'utf8',
      });
      tarballs.push(path.join(work, out.trim().split('\n').pop()!));
    }
    writeFileSync(path.join(app, 'package.json'), JSON.stringify({ name: 'app', version: '1.0.0', private: true, type: 'module' }));
    // Third-party dependencies come from the npm cache that `npm ci` filled, else the registry.
    execFileSync('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts', ...tarballs], {
      cwd: app,
      stdio: 'pipe',
    });
  });

  after(() => rmSync(work, { recursive: true, force: true }));

  it('every package ships JavaScript and type declarations, and no TypeScript sources', () => {
    for (const name of ['engine', 'cel', 'rules', 'core', 'host']) {
      const dir = path.join(app, 'node_modules', '@plumbline', name);
      const files = readdirSync(dir, { recursive: true }).map(String);
      assert.ok(files.includes(path.join('dist', 'index.js')), `${name}: no dist/index.js`);
      assert.ok(files.includes(path.join('dist', 'index.d.ts')), `${name}: no dist/index.d.ts`);
      assert.deepEqual(
        files.filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts')),
        [],
        `${name} ships .ts sources`,
      );
    }
  });

  it('imports validate and lintText from @plumbline/core in plain Node', () => {
    const script = [
      "import { validate, lintText } from '@plumbline/core';",
      "const text = 'apiVersion: v1\\nkind: Service\\nmetadata:\\n  name: web\\nspec:\\n  ports:\\n  - port: 70000\\n';",
      'const linted = lintText(text).diagnostics.map((d) => [d.ruleId, d.path, d.range.start.line, d.range.start.character]);',
      "const validated = validate({ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'Bad_Name' } }).map((d) => [d.ruleId, d.path]);",
      'console.log(JSON.stringify({ linted, validated }));',
    ].join('\n');
    writeFileSync(path.join(app, 'check.mjs'), script);
    const run = spawnSync(process.execPath, ['check.mjs'], { cwd: app, encoding: 'utf8', env: { PATH: process.env.PATH ?? '' } });
    assert.equal(run.status, 0, run.stderr);
    assert.deepEqual(JSON.parse(run.stdout), {
      linted: [
        ['service/target-port-invalid', 'spec.ports[0].targetPort', 6, 4],
        ['service/port-number-invalid', 'spec.ports[0].port', 6, 10],
      ],
      validated: [['metadata/name-invalid', 'metadata.name']],
    });
  });

  it('compiles and evaluates a CEL rule with @plumbline/cel in plain Node', () => {
    const script = [
      "import { compileRule, evaluate } from '@plumbline/cel';",
      "const compiled = compileRule(\"quantity(self.size).isLessThan(quantity('1Gi'))\", { selfSchema: { type: 'object', properties: { size: { type: 'string' } } } });",
      "console.log(JSON.stringify(evaluate(compiled.program, { self: { size: '2Gi' } })));",
    ].join('\n');
    writeFileSync(path.join(app, 'cel.mjs'), script);
    const run = spawnSync(process.execPath, ['cel.mjs'], { cwd: app, encoding: 'utf8', env: { PATH: process.env.PATH ?? '' } });
    assert.equal(run.status, 0, run.stderr);
    assert.deepEqual(JSON.parse(run.stdout), { ok: true, value: false });
  });

  it('runs the installed plumbline lint on a file', () => {
    writeFileSync(path.join(app, 'svc.yaml'), 'apiVersion: v1\nkind: Service\nmetadata:\n  name: web\nspec:\n  ports:\n  - port: 70000\n');
    const bin = path.join(app, 'node_modules', '.bin', 'plumbline');
    const run = spawnSync(bin, ['lint', '--format', 'compact', 'svc.yaml'], {
      cwd: app,
      encoding: 'utf8',
      env: { PATH: process.env.PATH ?? '' },
    });
    assert.equal(run.status, 1, run.stderr);
    assert.match(run.stdout, /^svc\.yaml:7:11: error: `spec\.ports\[0\]\.port` is 70000; .*\[service\/port-number-invalid\]$/m);
  });
});
