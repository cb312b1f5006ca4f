import assert from 'node:assert/strict';
import type { SetResource } from '@plumbline/engine';
import { indexOf } from '../../../rules/_shared/set-helpers.js';

/** `indexOf` (rules/_shared/set-helpers.ts): the rules of one set pass share the index of each list they are given. */
describe('set helpers: indexOf', () => {
  const service = (name: string, namespace?: string): SetResource => ({
    uri: 'a.yaml',
    documentIndex: 0,
    apiVersion: 'v1',
    kind: 'Service',
    name,
    namespace,
    object: {},
    status: 'checked',
  });

  it('builds one index per list, and answers from that list only', () => {
    const services = [service('web', 'a'), service('web'), service('db', 'b')];
    const index = indexOf(services);
    assert.equal(indexOf(services), index, 'the same list: the same index');
    const other = indexOf([service('web', 'a')]);
    assert.notEqual(other, index, 'an equal list is another list');
    assert.deepEqual(
      index.named('web', service('x', 'a')).map((r) => r.namespace),
      ['a', undefined],
    );
    assert.equal(other.named('web', service('x', 'a')).length, 1);
    assert.deepEqual(index.named('db', service('x', 'a')), []);
  });
});
