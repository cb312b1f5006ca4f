import assert from 'node:assert/strict';
import { secretView, storedSecretView } from '../../../rules/secret/kind.js';

describe('secretView', () => {
  it('is computed once per object: the ten Secret rules share one encoding of stringData', () => {
    const object = { apiVersion: 'v1', kind: 'Secret', metadata: { name: 's' }, stringData: { big: 'x'.repeat(1024 * 1024) } };
    const first = secretView(object);
    assert.equal(secretView(object), first);
    // The stored object of an update belongs to the caller: never served from the cache.
    assert.notEqual(storedSecretView(object), storedSecretView(object));
    assert.deepEqual(storedSecretView(object), first);
  });

  it('encodes stringData as the UTF-8 bytes in base64, merges it into data and sums the decoded sizes', () => {
    const view = secretView({ type: '', data: { a: 'AAEC', b: 'not base64', c: 'YWJj\nZA==' }, stringData: { a: 'é😀', d: '' } });
    assert.equal(view.type, 'Opaque');
    assert.deepEqual(view.data, { a: Buffer.from('é😀', 'utf8').toString('base64'), b: 'not base64', c: 'YWJj\nZA==', d: '' });
    assert.deepEqual([...view.fromStringData], ['a', 'd']);
    assert.deepEqual(view.overwritten, ['a']);
    // a: 2 + 4 bytes from stringData, b: not base64 (0), c: "abcd" (4), d: 0.
    assert.equal(view.size, 10);
  });

  it('takes keys named like Object.prototype members as keys of their own', () => {
    const view = secretView(
      JSON.parse('{"data":{"__proto__":"YQ=="},"stringData":{"toString":"x","constructor":"y","__proto__":"b"}}') as Record<
        string,
        unknown
      >,
    );
    assert.deepEqual(view.overwritten, ['__proto__']);
    assert.deepEqual(Object.keys(view.data), ['__proto__', 'toString', 'constructor']);
    assert.equal(view.data.toString, Buffer.from('x').toString('base64'));
    assert.equal(Object.getPrototypeOf(view.data), Object.prototype);
  });
});
