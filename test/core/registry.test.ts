import assert from 'node:assert/strict';
import { getEngine } from '@plumbline/core';

/** `KindRegistry.resolve` keeps its answers (every document asks): the same answers, before and after the bound empties them. */
describe('core: the registry remembers its answers', () => {
  const registry = getEngine().registry;
  const questions: [string, string, string][] = [
    ['v1', 'Service', 'k8s.io'],
    ['v1', 'Secret', 'example.test'],
    ['apps/v1', 'Deployment', 'k8s.io'],
    ['extensions/v1beta1', 'Ingress', 'k8s.io'],
    ['networking.example.test/v1', 'Ingress', 'example.test'],
    ['networking.k8s.io/v1', 'Ingress', 'example.test'],
    ['core/v1', 'ConfigMap', 'k8s.io'],
    ['example.com/v1', 'Widget', 'k8s.io'],
    ['v1', 'NoSuchKind', 'k8s.io'],
  ];

  it('gives the same answer object again, and answers differ by group suffix', () => {
    for (const [apiVersion, kind, suffix] of questions) {
      assert.equal(registry.resolve(apiVersion, kind, suffix), registry.resolve(apiVersion, kind, suffix));
    }
    assert.equal(registry.resolve('networking.k8s.io/v1', 'Ingress', 'k8s.io').status, 'checked');
    // Under another suffix, `networking.k8s.io` is a group like any custom one.
    assert.equal(registry.resolve('networking.k8s.io/v1', 'Ingress', 'example.test').status, 'not-checked');
    assert.equal(registry.resolve('networking.example.test/v1', 'Ingress', 'example.test').status, 'checked');
  });

  it('answers the same after more distinct questions than it keeps', () => {
    const first = questions.map(([apiVersion, kind, suffix]) => JSON.stringify(registry.resolve(apiVersion, kind, suffix)));
    for (let i = 0; i < 5000; i++) registry.resolve(`example.com/v${i}`, `Kind${i}`, 'k8s.io');
    const again = questions.map(([apiVersion, kind, suffix]) => JSON.stringify(registry.resolve(apiVersion, kind, suffix)));
    assert.deepEqual(again, first);
    assert.equal(registry.resolve('example.com/v7', 'Kind7', 'k8s.io').status, 'not-checked');
  });

  it('answers a name too long to keep, each time anew', () => {
    const kind = `K${'x'.repeat(600)}`;
    const first = registry.resolve('example.com/v1', kind, 'k8s.io');
    const again = registry.resolve('example.com/v1', kind, 'k8s.io');
    assert.notEqual(again, first);
    assert.deepEqual(again, first);
  });
});
