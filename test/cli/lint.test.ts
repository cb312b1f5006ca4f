import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { sharedPath } from '../utils/paths.js';
import { ensureBuilt, FIXTURES, run } from './helpers.js';

const VERSION = JSON.parse(readFileSync(path.join(FIXTURES, '../../../packages/cli/package.json'), 'utf8')).version as string;

/** SARIF rule metadata comes from the rules' docs, which change: the golden file keeps the ids only. */
function sarifForGolden(text: string): string {
  const log = JSON.parse(text);
  for (const r of log.runs) r.tool.driver.rules = r.tool.driver.rules.map((rule: { id: string }) => ({ id: rule.id }));
  return `${JSON.stringify(log, null, 2)}\n`;
}

const PROJECT = path.join(FIXTURES, 'project');
const GOLDEN = path.join(FIXTURES, 'golden');
const FORMATS = ['stylish', 'compact', 'json', 'sarif', 'junit', 'github'] as const;

/** Output with the machine-specific parts replaced (working directory, version). */
function normalise(text: string): string {
  return text
    .split(PROJECT)
    .join('<PROJECT>')
    .split(`"version": "${VERSION}"`)
    .join('"version": "<VERSION>"')
    .replace(/"semanticVersion": "[^"]*"/g, '"semanticVersion": "<VERSION>"');
}

function golden(name: string, actual: string): void {
  const file = path.join(GOLDEN, name);
  if (process.env.UPDATE_GOLDEN) {
    writeFileSync(file, actual);
    return;
  }
  assert.equal(actual, readFileSync(file, 'utf8'), `${name} differs (UPDATE_GOLDEN=1 npx mocha test/cli/lint.test.ts rewrites the golden files)`);
}

function tempDir(prefix: string): string {
  return mkdtempSync(path.join(tmpdir(), `plumbline-${prefix}-`));
}

const CLEAN = 'apiVersion: v1\nkind: Namespace\nmetadata:\n  name: ok\n';
const BAD = 'apiVersion: v1\nkind: Namespace\nmetadata:\n  name: Not_OK\n';
const WARN = 'apiVersion: v1\nkind: Namespace\nmetadata:\n  name: ok\nspex: 1\n';

describe('cli: plumbline lint (real process)', function () {
  this.timeout(60000);
  before(ensureBuilt);

  describe('output formats (golden files)', () => {
    for (const format of FORMATS) {
      it(`--format ${format}`, () => {
        const result = run(['lint', 'manifests', '--format', format, '--no-color'], { cwd: PROJECT });
        assert.equal(result.code, 1, result.stderr);
        golden(`${format}.txt`, normalise(format === 'sarif' ? sarifForGolden(result.stdout) : result.stdout));
      });
    }

    it('json output follows its published schema and carries the summary counts', () => {
      const result = run(['lint', 'manifests', '-f', 'json'], { cwd: PROJECT });
      const schema = JSON.parse(readFileSync(path.join(FIXTURES, '../../../packages/cli/schema/lint-output.schema.json'), 'utf8'));
      const validate = new Ajv({ strict: false }).compile(schema);
      const data = JSON.parse(result.stdout);
      assert.ok(validate(data) as boolean, JSON.stringify(validate.errors));
      assert.deepEqual(
        { files: data.summary.files, documents: data.summary.documents, errors: data.summary.errors, warnings: data.summary.warnings, suppressed: data.summary.suppressed },
        { files: 5, documents: 6, errors: 3, warnings: 2, suppressed: 1 },
      );
      assert.deepEqual(data.summary.checked, { ConfigMap: 2, Namespace: 3 });
    });

    it('every format tells resources checked fully, by schema only and not checked apart, per kind', () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'plumbline-coverage-'));
      try {
        const file = path.join(dir, 'mixed.yaml');
        writeFileSync(
          file,
          'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: a}\n---\napiVersion: rbac.authorization.k8s.io/v1\nkind: ClusterRole\nmetadata: {name: r}\n' +
            '---\napiVersion: v1\nkind: LimitRange\nmetadata: {name: d}\n---\napiVersion: example.com/v1\nkind: Widget\nmetadata: {name: w}\n',
        );
        const stylish = run(['lint', file, '--no-color']).stdout;
        assert.match(stylish, /4 documents, 1 resource checked fully \(ConfigMap 1\), 2 checked by schema only \(ClusterRole 1, LimitRange 1\), 1 not checked \(Widget 1\);/);
        for (const format of ['compact', 'github']) assert.match(run(['lint', file, '-f', format]).stdout, /2 checked by schema only \(ClusterRole 1, LimitRange 1\), 1 not checked \(Widget 1\)/);
        const json = JSON.parse(run(['lint', file, '-f', 'json']).stdout);
        assert.deepEqual([json.summary.checked, json.summary.checkedBySchema, json.summary.notChecked, json.summary.notCheckedKinds], [{ ConfigMap: 1 }, { ClusterRole: 1, LimitRange: 1 }, 1, { Widget: 1 }]);
        assert.deepEqual(json.files[0].resources.map((r: { kind: string; coverage?: string }) => [r.kind, r.coverage ?? null]), [['ConfigMap', 'full'], ['ClusterRole', 'schema'], ['LimitRange', 'schema'], ['Widget', null]]);
        const sarif = JSON.parse(run(['lint', file, '-f', 'sarif']).stdout);
        assert.deepEqual(sarif.runs[0].properties, { checkedFully: { ConfigMap: 1 }, checkedBySchemaOnly: { ClusterRole: 1, LimitRange: 1 }, notChecked: { Widget: 1 } });
        const junit = run(['lint', file, '-f', 'junit']).stdout;
        assert.match(junit, /<property name="checked fully: ConfigMap" value="1"\/>/);
        assert.match(junit, /<property name="checked by schema only: LimitRange" value="1"\/>/);
        assert.match(junit, /<property name="not checked: Widget" value="1"\/>/);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });

    it('sarif output is valid SARIF 2.1.0 with rule metadata and a region for every result', () => {
      const result = run(['lint', 'manifests', '-f', 'sarif'], { cwd: PROJECT });
      const schema = JSON.parse(readFileSync(sharedPath('schemas', 'sarif-schema-2.1.0.json'), 'utf8'));
      const ajv = new Ajv({ strict: false });
      addFormats(ajv);
      const validate = ajv.compile(schema);
      const log = JSON.parse(result.stdout);
      assert.ok(validate(log) as boolean, JSON.stringify(validate.errors?.slice(0, 3)));
      const run0 = log.runs[0];
      assert.equal(run0.results.length, 5);
      for (const r of run0.results) {
        const region = r.locations[0].physicalLocation.region;
        assert.ok(region.startLine >= 1 && region.startColumn >= 1 && region.endColumn >= region.startColumn, JSON.stringify(region));
        const rule = run0.tool.driver.rules[r.ruleIndex];
        assert.equal(rule.id, r.ruleId);
        // The documentation ships in the log: the rule's whole page, and no link unless docsBaseUrl is set.
        assert.equal(rule.helpUri, undefined);
        assert.match(rule.help.markdown, new RegExp(`^# ${rule.id}\\n`));
        assert.match(rule.help.markdown, /## Rule details/);
        assert.ok(rule.shortDescription.text.length > 0 && rule.fullDescription.text.length > 0);
      }
      const name = run0.results.find((r: { ruleId: string }) => r.ruleId === 'metadata/name-invalid');
      assert.deepEqual(name.locations[0].physicalLocation.region, { startLine: 5, startColumn: 9, endLine: 5, endColumn: 17, snippet: { text: '  name: Bad_Name' } });
      assert.equal(name.locations[0].physicalLocation.artifactLocation.uri, 'manifests/bad.yaml');
    });

    it('junit output has one testsuite per file and one testcase per resource', () => {
      const xml = run(['lint', 'manifests', '-f', 'junit'], { cwd: PROJECT }).stdout;
      assert.equal((xml.match(/<testsuite /g) ?? []).length, 5);
      assert.match(xml, /<testcase classname="manifests\/bad.yaml" name="ConfigMap Bad_Name \(line 2\)">\n {6}<failure message="2 errors" type="metadata\/name-invalid">/);
      assert.match(xml, /<testcase classname="manifests\/nested\/good.yml" name="Namespace team-b \(line 1\)"\/>/);
    });

    it('writes several formats in one run with --output-file', () => {
      const dir = tempDir('out');
      const result = run(['lint', 'manifests', '-f', 'sarif', '-o', path.join(dir, 'a/report.sarif'), '-f', 'junit', '--output-file', path.join(dir, 'junit.xml'), '-f', 'compact'], { cwd: PROJECT });
      assert.equal(result.code, 1);
      assert.equal(JSON.parse(readFileSync(path.join(dir, 'a/report.sarif'), 'utf8')).version, '2.1.0');
      assert.match(readFileSync(path.join(dir, 'junit.xml'), 'utf8'), /^<\?xml/);
      assert.match(result.stdout, /^manifests\/bad.yaml:5:9: error: /);
    });
  });

  describe('exit codes', () => {
    it('0 when clean, 1 on errors, 1 on warnings beyond --max-warnings, 2 on usage errors', () => {
      assert.equal(run(['lint', '-'], { input: CLEAN }).code, 0);
      assert.equal(run(['lint', '-'], { input: BAD }).code, 1);
      assert.equal(run(['lint', '-'], { input: WARN }).code, 0);
      assert.equal(run(['lint', '-', '--max-warnings', '1'], { input: WARN }).code, 0);
      const over = run(['lint', '-', '--max-warnings', '0'], { input: WARN });
      assert.equal(over.code, 1);
      assert.match(over.stderr, /1 warnings, more than --max-warnings 0/);
      assert.equal(run(['lint', '-', '--format', 'nope'], { input: CLEAN }).code, 2);
      assert.equal(run(['lint']).code, 2);
      assert.equal(run(['lint', '--no-such-option', 'x']).code, 2);
      assert.equal(run(['lint', '-', '--shard', '3/2'], { input: CLEAN }).code, 2);
    });

    it('2 on a bad configuration, naming file and line', () => {
      const dir = tempDir('config');
      writeFileSync(path.join(dir, '.plumbline.yaml'), 'rules:\n  metadata/name-invalid: loud\n');
      writeFileSync(path.join(dir, 'a.yaml'), CLEAN);
      const result = run(['lint', 'a.yaml'], { cwd: dir });
      assert.equal(result.code, 2);
      assert.match(result.stderr, /\.plumbline\.yaml:2: rules\.metadata\/name-invalid: must be one of/);
      assert.equal(run(['lint', 'a.yaml', '--config', 'missing.yaml'], { cwd: dir }).code, 2);
    });

    it('applies the configuration: severities, off, cluster state, --config', () => {
      const dir = tempDir('config-apply');
      const service = 'apiVersion: v1\nkind: Service\nmetadata:\n  name: web\nspec:\n  type: NodePort\n  ports:\n  - port: 80\n    nodePort: 40000\n';
      writeFileSync(path.join(dir, 'svc.yaml'), service);
      writeFileSync(path.join(dir, 'ns.yaml'), BAD);
      // No configuration: the node-port range is unknown, so only the Namespace name fails.
      const plain = run(['lint', '.', '-f', 'compact'], { cwd: dir });
      assert.doesNotMatch(plain.stdout, /node-port-outside-range/);
      assert.match(plain.stdout, /ns\.yaml:4:9: error: .*metadata\/name-invalid/);
      writeFileSync(path.join(dir, 'cluster.yaml'), 'settings:\n  cluster:\n    nodePortRange: { min: 30000, max: 32767 }\nrules:\n  metadata/name-invalid: warning\n');
      const configured = run(['lint', '.', '-f', 'compact', '--config', 'cluster.yaml', '--ignore', 'cluster.yaml'], { cwd: dir });
      assert.match(configured.stdout, /svc\.yaml:9:15: error: .*\[service\/node-port-outside-range\]/);
      assert.match(configured.stdout, /ns\.yaml:4:9: warning: .*metadata\/name-invalid/);
      writeFileSync(path.join(dir, '.plumbline.yaml'), 'rules:\n  metadata/name-invalid: off\n');
      assert.equal(run(['lint', 'ns.yaml'], { cwd: dir }).code, 0);
      // --quiet shows errors only.
      const quiet = run(['lint', '.', '-q', '-f', 'compact', '--config', 'cluster.yaml', '--ignore', 'cluster.yaml'], { cwd: dir });
      assert.doesNotMatch(quiet.stdout, /: warning: /);
      assert.match(quiet.stdout, /node-port-outside-range/);
    });

    it('2 on an I/O error, while the other files are still checked', () => {
      const dir = tempDir('io');
      writeFileSync(path.join(dir, 'bad.yaml'), BAD);
      writeFileSync(path.join(dir, 'bin.yaml'), Buffer.from([0, 1, 2, 3]));
      const result = run(['lint', 'bad.yaml', 'missing.yaml', 'bin.yaml', '-f', 'compact'], { cwd: dir });
      assert.equal(result.code, 2);
      assert.match(result.stdout, /bad\.yaml:4:9: error: .*metadata\/name-invalid/);
      assert.match(result.stdout, /missing\.yaml: error: no such file or directory/);
      assert.match(result.stdout, /bin\.yaml: error: binary file/);
      // An output file that cannot be written.
      const unwritable = run(['lint', 'bad.yaml', '-f', 'json', '-o', 'bad.yaml/report.json'], { cwd: dir });
      assert.equal(unwritable.code, 2);
      assert.match(unwritable.stderr, /cannot write bad\.yaml\/report\.json/);
    });
  });

  describe('inputs', () => {
    it('walks folders (yaml, yml, json), skips .git, node_modules and .gitignore entries, honours --ignore and config ignore', () => {
      const dir = tempDir('walk');
      const files: Record<string, string> = {
        'a.yaml': CLEAN,
        'b.yml': CLEAN,
        'c.json': JSON.stringify({ apiVersion: 'v1', kind: 'Namespace', metadata: { name: 'c' } }),
        'd.txt': BAD,
        'node_modules/x.yaml': BAD,
        '.git/y.yaml': BAD,
        'generated/z.yaml': BAD,
        'vendor/v.yaml': BAD,
        'skip/s.yaml': BAD,
        'sub/deep/e.yaml': CLEAN,
      };
      for (const [name, text] of Object.entries(files)) {
        mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
        writeFileSync(path.join(dir, name), text);
      }
      writeFileSync(path.join(dir, '.gitignore'), 'generated/\n');
      writeFileSync(path.join(dir, '.plumbline.yaml'), 'ignore: [vendor/]\n');
      const result = run(['lint', '.', '--ignore', 'skip/**', '-f', 'json'], { cwd: dir });
      assert.equal(result.code, 0, result.stdout);
      assert.deepEqual(
        JSON.parse(result.stdout).files.map((f: { path: string }) => f.path),
        ['a.yaml', 'b.yml', 'c.json', path.join('sub', 'deep', 'e.yaml')],
      );
      // A file named on the command line is read whatever its extension.
      assert.equal(run(['lint', 'd.txt'], { cwd: dir }).code, 1);
      assert.equal(run(['lint', '.', '--no-gitignore', '--ignore', 'skip/', '--ignore', 'vendor/'], { cwd: dir }).code, 1);
    });

    it('expands globs, reads standard input, and reports directory loops', () => {
      const dir = tempDir('glob');
      mkdirSync(path.join(dir, 'm/n'), { recursive: true });
      writeFileSync(path.join(dir, 'm/one.yaml'), CLEAN);
      writeFileSync(path.join(dir, 'm/n/two.yaml'), BAD);
      symlinkSync('..', path.join(dir, 'm/n/loop'));
      const glob = run(['lint', 'm/*.yaml', '-f', 'compact'], { cwd: dir });
      assert.equal(glob.code, 0, glob.stdout);
      assert.match(glob.stdout, /^1 file, 1 document/m);
      const loop = run(['lint', 'm', '-f', 'compact'], { cwd: dir });
      assert.equal(loop.code, 2);
      assert.match(loop.stdout, /m\/n\/loop: error: directory loop/);
      assert.match(loop.stdout, /m\/n\/two\.yaml:4:9: error:/);
      const stdin = run(['lint', '-', '--stdin-filename', 'chart.yaml', '-f', 'compact'], { input: BAD });
      assert.match(stdin.stdout, /^chart\.yaml:4:9: error:/);
    });

    it('--shard splits the files into disjoint shares that cover them all', () => {
      const seen: string[] = [];
      for (const shard of ['1/3', '2/3', '3/3']) {
        const data = JSON.parse(run(['lint', 'manifests', '-f', 'json', '--shard', shard], { cwd: PROJECT }).stdout);
        seen.push(...data.files.map((f: { path: string }) => f.path));
      }
      const all = JSON.parse(run(['lint', 'manifests', '-f', 'json'], { cwd: PROJECT }).stdout).files.map((f: { path: string }) => f.path);
      assert.deepEqual([...seen].sort(), [...all].sort());
    });
  });

  describe('suppression', () => {
    it('honours disable comments and reports unused ones on request', () => {
      const text = `# plumbline-disable-file schema/unknown-field\n${WARN}---\napiVersion: v1\nkind: Namespace\nmetadata:\n  # plumbline-disable-next-line metadata/name-invalid -- migrating\n  name: Not_OK\n---\n# plumbline-disable-next-line metadata/label-invalid\n${CLEAN}`;
      const result = run(['lint', '-', '-f', 'json'], { input: text });
      assert.equal(result.code, 0, result.stdout);
      assert.equal(JSON.parse(result.stdout).summary.suppressed, 2);
      const unused = run(['lint', '-', '-f', 'compact', '--report-unused-disables'], { input: text });
      assert.equal(unused.code, 1);
      assert.match(unused.stdout, /<stdin>:14:1: error: Unused `plumbline-disable-next-line`: `metadata\/label-invalid` suppresses no finding on line 15\. \[suppression\/unused-disable\]/);
    });

    it('honours the plumbline.dev/ignore annotation', () => {
      const text = 'apiVersion: v1\nkind: Namespace\nmetadata:\n  name: ok\n  annotations:\n    plumbline.dev/ignore: schema/unknown-field\nspex: 1\n';
      assert.equal(run(['lint', '-', '--max-warnings', '0'], { input: text }).code, 0);
    });
  });

  describe('set-level rules', () => {
    const ingress = 'apiVersion: networking.k8s.io/v1\nkind: Ingress\nmetadata:\n  name: web\n  namespace: app\nspec:\n  ingressClassName: nginx\n  rules:\n  - http:\n      paths:\n      - path: /\n        pathType: Prefix\n        backend:\n          service:\n            name: missing\n            port:\n              number: 80\n';
    const service = 'apiVersion: v1\nkind: Service\nmetadata:\n  name: web\n  namespace: app\nspec:\n  ports:\n  - port: 80\n';

    it('run over all resources of the run, across files, with ranges in the right file', () => {
      const dir = tempDir('set');
      writeFileSync(path.join(dir, 'ingress.yaml'), ingress);
      writeFileSync(path.join(dir, 'service.yaml'), service);
      const result = run(['lint', '.', '-f', 'compact'], { cwd: dir });
      assert.match(result.stdout, /^ingress\.yaml:15:19: warning: .*\[ingress\/service-reference-missing\]$/m);
      // Without set rules (or alone) the run is clean: the summary proves it ran, not only that the finding is absent.
      const noSet = run(['lint', '.', '-f', 'compact', '--no-set-rules'], { cwd: dir });
      assert.equal(noSet.code, 0, noSet.stderr);
      assert.doesNotMatch(noSet.stdout, /service-reference-missing/);
      assert.match(noSet.stdout, /^2 files, 2 documents, 2 resources checked fully \(Ingress 1, Service 1\), 0 checked by schema only, 0 not checked; 0 errors, 0 warnings, 0 info$/m);
      // Alone, the Ingress has no Service to compare with: no finding.
      const alone = run(['lint', 'ingress.yaml', '-f', 'compact'], { cwd: dir });
      assert.equal(alone.code, 0, alone.stderr);
      assert.doesNotMatch(alone.stdout, /service-reference-missing/);
      assert.match(alone.stdout, /^1 file, 1 document, 1 resource checked fully \(Ingress 1\), 0 checked by schema only, 0 not checked; 0 errors, 0 warnings, 0 info$/m);
      // Standard input takes part as well, and suppression comments apply.
      const stdin = run(['lint', '-', '-f', 'compact'], { input: `${service}---\n${ingress}` });
      assert.match(stdin.stdout, /^<stdin>:24:19: warning: .*\[ingress\/service-reference-missing\]$/m);
      const suppressed = run(['lint', '-', '-f', 'json'], { input: `${service}---\n${ingress.replace('            name: missing', '            # plumbline-disable-next-line ingress/service-reference-missing\n            name: missing')}` });
      assert.equal(JSON.parse(suppressed.stdout).summary.warnings, 0);
      assert.equal(JSON.parse(suppressed.stdout).summary.suppressed, 1);
    });
  });

  describe('discovery', () => {
    it('plumbline rules lists the rules as a table and as json', () => {
      const table = run(['rules']);
      assert.equal(table.code, 0);
      assert.match(table.stdout, /^RULE\s+SEVERITY\s+TYPE\s+KINDS$/m);
      assert.match(table.stdout, /^metadata\/name-invalid\s+error\s+field\s+/m);
      const json = JSON.parse(run(['rules', '--format', 'json']).stdout);
      const rule = json.find((r: { id: string }) => r.id === 'metadata/label-invalid');
      assert.equal(rule.severity, 'error');
      // No link to a site that does not exist: links appear only with a configured docsBaseUrl.
      assert.equal(rule.docsUrl, undefined);
      const dir = mkdtempSync(path.join(tmpdir(), 'plumbline-docs-url-'));
      try {
        writeFileSync(path.join(dir, '.plumbline.yaml'), 'docsBaseUrl: https://docs.example.com/plumbline/rules/\n');
        const configured = JSON.parse(run(['rules', '--format', 'json'], { cwd: dir }).stdout);
        assert.equal(configured.find((r: { id: string }) => r.id === 'metadata/label-invalid').docsUrl, 'https://docs.example.com/plumbline/rules/metadata/label-invalid');
        writeFileSync(path.join(dir, 'svc.yaml'), 'apiVersion: v1\nkind: Service\nmetadata: {name: Web}\nspec: {ports: [{port: 80}]}\n');
        const lint = run(['lint', 'svc.yaml'], { cwd: dir });
        assert.match(lint.stdout, /metadata\/name-invalid {2}https:\/\/docs\.example\.com\/plumbline\/rules\/metadata\/name-invalid/);
        assert.doesNotMatch(run(['lint', '-f', 'sarif', 'svc.yaml'], { cwd: dir }).stdout, /plumbline\.dev\/rules/);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });

    it('plumbline explain shows the rule documentation, and fails on an unknown rule', () => {
      const result = run(['explain', 'metadata/label-invalid']);
      assert.equal(result.code, 0);
      assert.match(result.stdout, /^metadata\/label-invalid$/m);
      assert.match(result.stdout, /RULE DETAILS/);
      assert.doesNotMatch(result.stdout, /<!--/);
      // Message templates show their placeholders, not raw {{…}}; no link to a site that does not exist.
      assert.doesNotMatch(result.stdout, /\{\{/);
      assert.match(result.stdout, /<key>|<value>|<problem>|<path>/);
      assert.doesNotMatch(result.stdout, /plumbline\.dev\/rules/);
      const unknown = run(['explain', 'label-invalid']);
      assert.equal(unknown.code, 2);
      assert.match(unknown.stderr, /did you mean .*metadata\/label-invalid/);
      const reordered = run(['explain', 'service/cluster-ip-external-name']);
      assert.equal(reordered.code, 2);
      assert.match(reordered.stderr, /did you mean service\/cluster-ip-on-external-name/);
    });
  });
});
