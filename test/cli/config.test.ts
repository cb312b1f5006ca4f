import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Ajv from 'ajv';
import { ConfigError, findConfig, loadConfig, parseConfig, toValidateOptions } from '@plumbline/host';
import { generate } from '../../packages/host/scripts/gen-config-validator.mjs';
import { repoRoot } from '../utils/paths.js';

const known = new Set(['service/port-name-invalid', 'metadata/label-invalid']);

function configError(text: string): ConfigError {
  try {
    parseConfig(text, 'cfg.yaml', { knownRuleIds: known });
  } catch (error) {
    assert.ok(error instanceof ConfigError, String(error));
    return error;
  }
  assert.fail('expected a ConfigError');
}

describe('cli: .plumbline.yaml', () => {
  it('maps a full configuration to the core ValidateOptions', () => {
    const config = parseConfig(
      [
        'rules:',
        '  metadata/label-invalid: warning',
        '  service/port-name-invalid: [error, { strict: true }]',
        'settings:',
        '  groupSuffix: example.io',
        '  vendorDomain: example.com',
        '  cluster:',
        '    serviceCIDRs: [10.96.0.0/12]',
        '    nodePortRange: { min: 30000, max: 32767 }',
        '    ipFamilies: [IPv4, IPv6]',
        'featureGates:',
        '  SomeGate: false',
        'ignore: ["vendor/**"]',
        'webhook:',
        '  mode: warn',
        '  exemptNamespaces: [kube-system]',
      ].join('\n'),
      'cfg.yaml',
      { knownRuleIds: known },
    );
    assert.deepEqual(toValidateOptions(config), {
      rules: { 'metadata/label-invalid': 'warning', 'service/port-name-invalid': ['error', { strict: true }] },
      featureGates: { SomeGate: false },
      settings: {
        groupSuffix: 'example.io',
        vendorDomain: 'example.com',
        cluster: { serviceCIDRs: ['10.96.0.0/12'], nodePortRange: { min: 30000, max: 32767 }, ipFamilies: ['IPv4', 'IPv6'] },
      },
    });
    assert.deepEqual(config.webhook, { mode: 'warn', exemptNamespaces: ['kube-system'] });
    assert.deepEqual(config.ignore, ['vendor/**']);
  });

  it('reports the file, line and reason of a bad value', () => {
    const e = configError('rules:\n  metadata/label-invalid: warn\n');
    assert.equal(e.file, 'cfg.yaml');
    assert.equal(e.line, 2);
    assert.match(e.reason, /rules\.metadata\/label-invalid: must be one of "off", "error", "warning", "info"/);
  });

  it('reports unknown keys at the key', () => {
    const e = configError('settings:\n  groupSuffix: a.io\n  clusterr: {}\n');
    assert.equal(e.line, 3);
    assert.equal(e.reason, "unknown key 'clusterr' in settings");
  });

  it('reports unknown rule ids, YAML errors, non-mappings and bad webhook modes', () => {
    assert.equal(configError('rules:\n\n  service/no-such-rule: off\n').line, 3);
    assert.match(configError('rules: [\n').reason, /not valid YAML/);
    assert.equal(configError('- a\n').line, 1);
    const mode = configError('webhook:\n  mode: block\n');
    assert.equal(mode.line, 2);
    assert.match(mode.reason, /webhook\.mode: must be one of "enforce", "warn", "audit"/);
    assert.match(configError('settings:\n  cluster:\n    nodePortRange: { min: 40000, max: 30000 }\n').reason, /min 40000 is greater than max 30000/);
  });

  it('is found upward from the working directory, or named explicitly', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'plumbline-config-'));
    const deep = path.join(root, 'a', 'b');
    mkdirSync(deep, { recursive: true });
    assert.equal(loadConfig(deep).path, findConfig(deep));
    writeFileSync(path.join(root, '.plumbline.yaml'), 'featureGates: { X: true }\n');
    const found = loadConfig(deep);
    assert.equal(found.path, path.join(root, '.plumbline.yaml'));
    assert.deepEqual(found.config, { featureGates: { X: true } });
    writeFileSync(path.join(root, 'other.yaml'), 'maxWarnings: 3\n');
    assert.deepEqual(loadConfig(path.join(root, 'other.yaml')).config, { maxWarnings: 3 });
    assert.throws(() => loadConfig(path.join(root, 'missing.yaml')), ConfigError);
  });

  it('publishes a JSON Schema that ajv accepts, and the generated validator is current', () => {
    const schemaPath = path.join(repoRoot, 'packages/host/schema/plumbline-config.schema.json');
    const schema = JSON.parse(readFileSync(schemaPath, 'utf8'));
    const validate = new Ajv({ strict: false }).compile(schema);
    assert.equal(validate({ rules: { 'a/b': 'off' }, webhook: { mode: 'audit' } }), true);
    assert.equal(validate({ rules: { 'a/b': 'loud' } }), false);
    const generated = readFileSync(path.join(repoRoot, 'packages/host/src/config/schema-validator.generated.ts'), 'utf8');
    assert.equal(generated, generate(), 'run node packages/cli/scripts/gen-config-validator.mjs');
  });
});
