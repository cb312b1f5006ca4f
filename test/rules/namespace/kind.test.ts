import assert from 'node:assert/strict';
import { validate } from '@plumbline/core';

describe('Namespace defaulting', () => {
  const name = `a${'b'.repeat(62)}c`; // 64 characters: too long for the name and for the label the server adds
  it('adds the name label under the configured vendor domain', () => {
    const found = validate({ apiVersion: 'v1', kind: 'Namespace', metadata: { name } }, { settings: { vendorDomain: 'example.io' } });
    const label = found.filter((d) => d.ruleId === 'metadata/label-invalid').map((d) => d.message);
    assert.equal(label.length, 1);
    assert.match(label[0]!, /^`metadata\.labels\[example\.io\/metadata\.name\]` is "/);
  });
  it('uses kubernetes.io by default', () => {
    const found = validate({ apiVersion: 'v1', kind: 'Namespace', metadata: { name } });
    assert.match(found.find((d) => d.ruleId === 'metadata/label-invalid')?.message ?? '', /^`metadata\.labels\[kubernetes\.io\/metadata\.name\]`/);
  });
});
