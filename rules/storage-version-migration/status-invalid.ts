import { createRule } from '@plumbline/engine';
import { arr, obj } from '../_shared/helpers.js';

function conditionTrue(object: unknown, type: string): boolean {
  const found = arr(obj(obj(object).status).conditions)
    .map(obj)
    .find((c) => c.type === type);
  return found?.status === 'True';
}

export default createRule({
  id: 'storage-version-migration/status-invalid',
  meta: {
    kinds: ['StorageVersionMigration'],
    type: 'transition',
    severity: 'error',
    subresource: 'status',
    messages: {
      resourceVersionInvalid: '`status.resourceVersion` is "{{value}}"; it must be a non-negative integer.',
      resourceVersionChanged: '`status.resourceVersion` changed from "{{old}}" to "{{value}}"; it cannot change once set.',
      successAndFailed: '`status.conditions` has both Succeeded and Failed true; at most one of them may be true.',
      runningAndDone: '`status.conditions` has Running true together with {{other}} true; a finished migration is not running.',
      reverted: '`status.conditions` sets {{type}} back from true; a migration that has {{type}} stays so.',
    },
    docs: {
      description: 'Enforce a consistent StorageVersionMigration status',
      spec: { doc: 'part3', section: 'StorageVersionMigration' },
      details:
        'On updates of the status subresource the server requires `status.resourceVersion` to be empty or a non-negative integer and ' +
        'keeps it once set; among the conditions Succeeded and Failed cannot both be true, Running cannot be true with either of them, ' +
        'and a Succeeded or Failed condition that was true cannot become anything else. The condition problems are reported at ' +
        '`status.conditions`.',
    },
  },
  check(ctx) {
    const status = obj(ctx.object.status);
    const value = typeof status.resourceVersion === 'string' ? status.resourceVersion : '';
    if (value !== '' && !/^[+-]?\d+$/.test(value))
      ctx.report({ messageId: 'resourceVersionInvalid', path: ['status', 'resourceVersion'], data: { value } });
    else if (value !== '' && Number(value) < 0)
      ctx.report({ messageId: 'resourceVersionInvalid', path: ['status', 'resourceVersion'], data: { value } });
    const old = obj(obj(ctx.oldObject).status).resourceVersion;
    if (typeof old === 'string' && old !== '' && old !== value)
      ctx.report({ messageId: 'resourceVersionChanged', path: ['status', 'resourceVersion'], data: { old, value } });

    const path = ['status', 'conditions'];
    const succeeded = conditionTrue(ctx.object, 'Succeeded');
    const failed = conditionTrue(ctx.object, 'Failed');
    const running = conditionTrue(ctx.object, 'Running');
    if (succeeded && failed) ctx.report({ messageId: 'successAndFailed', path });
    if (succeeded && running) ctx.report({ messageId: 'runningAndDone', path, data: { other: 'Succeeded' } });
    if (failed && running) ctx.report({ messageId: 'runningAndDone', path, data: { other: 'Failed' } });
    if (conditionTrue(ctx.oldObject, 'Succeeded') && !succeeded) ctx.report({ messageId: 'reverted', path, data: { type: 'Succeeded' } });
    if (conditionTrue(ctx.oldObject, 'Failed') && !failed) ctx.report({ messageId: 'reverted', path, data: { type: 'Failed' } });
  },
});
