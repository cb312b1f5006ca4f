import assert from 'node:assert/strict';
import type { Diagnostic } from '@plumbline/core';
import { linesOf } from '../../packages/cli/src/lint/lint-file.js';

/** The source lines the stylish and SARIF reports quote (packages/cli/src/lint/lint-file.ts). */

function at(line: number, character: number, offset?: number): Diagnostic {
  const d: Diagnostic = {
    ruleId: 'x/y',
    messageId: 'm',
    severity: 'error',
    message: 'm',
    path: '',
    pathSegments: [],
    reason: 'FieldValueInvalid',
    range: { start: { line, character }, end: { line, character: character + 1 } },
  };
  if (offset !== undefined) d.offset = [offset, offset + 1];
  return d;
}

describe('cli: linesOf', () => {
  const text = 'a: 1\r\nbb: 2\n\nlast: x';

  it('finds each line from the offset, without its line break (CRLF included)', () => {
    assert.deepEqual(linesOf(text, [at(0, 3, 3), at(1, 4, 10), at(3, 6, 19)]), { 0: 'a: 1', 1: 'bb: 2', 3: 'last: x' });
  });

  it('scans the lines for findings without an offset or whose offset disagrees with the range', () => {
    // Offset 3 is column 3 of line 0, not column 0 of line 1: the line is found by its number.
    assert.deepEqual(linesOf(text, [at(1, 0, 3), at(2, 0), at(3, 0, 99)]), { 1: 'bb: 2', 2: '', 3: 'last: x' });
  });

  it('gives no lines for findings without a range', () => {
    const d = at(0, 0, 0);
    delete d.range;
    assert.deepEqual(linesOf(text, [d]), {});
  });
});
