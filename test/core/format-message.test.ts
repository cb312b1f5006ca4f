import assert from 'node:assert/strict';
import { formatMessage } from '@plumbline/engine';

/** Message templates (engine rule.ts): `{{name}}` placeholders, each template cut once and reused. */
describe('engine: formatMessage', () => {
  it('fills placeholders, with or without spaces inside the braces, as often as they appear', () => {
    assert.equal(formatMessage('`{{path}}` is {{ found }}, not {{path}}', { path: 'spec.x', found: 3 }), '`spec.x` is 3, not spec.x');
    assert.equal(formatMessage('{{a}}{{b}}', { a: true, b: 'c' }), 'truec');
    // Filling the same template again (now from the cache) gives the same text.
    assert.equal(formatMessage('`{{path}}` is {{ found }}, not {{path}}', { path: 'p', found: 'q' }), '`p` is q, not p');
  });

  it('keeps a placeholder the data does not name as written, and text without placeholders as it is', () => {
    assert.equal(formatMessage('x {{ missing }} y {{a}}', { a: 1 }), 'x {{ missing }} y 1');
    assert.equal(formatMessage('no placeholders {{}} {{ a-b }}'), 'no placeholders {{}} {{ a-b }}');
    // Replacement patterns of String.replace mean nothing in data.
    assert.equal(formatMessage('{{a}}', { a: "$& $1 $'" }), "$& $1 $'");
  });
});
