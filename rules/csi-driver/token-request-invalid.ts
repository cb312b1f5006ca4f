import { createRule } from '@plumbline/engine';
import { arr, obj, spec } from '../_shared/helpers.js';

const MIN_SECONDS = 600;
const MAX_SECONDS = 2 ** 32;

export default createRule({
  id: 'csi-driver/token-request-invalid',
  meta: {
    kinds: ['CSIDriver'],
    type: 'field',
    severity: 'error',
    messages: {
      duplicate:
        '`spec.tokenRequests[{{index}}].audience` "{{audience}}" repeats the audience of an earlier token request; audiences ' +
        'must be distinct (at most one may be empty).',
      tooShort: '`spec.tokenRequests[{{index}}].expirationSeconds` is {{value}}; at least 600 (10 minutes) is required.',
      tooLong: '`spec.tokenRequests[{{index}}].expirationSeconds` is {{value}}; at most 4294967296 (2^32) is allowed.',
    },
    docs: {
      description: 'Enforce distinct audiences and a valid lifetime in `spec.tokenRequests`',
      spec: { doc: 'part3', section: 'CSIDriver', field: 'tokenRequests' },
      details:
        "Each audience may appear once; the empty audience (the API server's own) counts as an audience too, so at most one entry may " +
        'leave it empty. The server reports a repeated audience as a duplicate at `spec.tokenRequests[i].audience` and skips the other ' +
        'checks of that entry. `expirationSeconds`, when set, must be at least 600 seconds and at most 2^32 seconds.',
    },
  },
  check(ctx) {
    const seen = new Set<string>();
    arr(spec(ctx).tokenRequests).forEach((item, index) => {
      const request = obj(item);
      const audience = typeof request.audience === 'string' ? request.audience : '';
      if (seen.has(audience)) {
        ctx.report({
          messageId: 'duplicate',
          path: ['spec', 'tokenRequests', index, 'audience'],
          ...(request.audience === undefined ? { at: ['spec', 'tokenRequests', index] } : {}),
          reason: 'FieldValueDuplicate',
          data: { index, audience },
        });
        return;
      }
      seen.add(audience);
      const seconds = request.expirationSeconds;
      if (typeof seconds !== 'number') return;
      const path = ['spec', 'tokenRequests', index, 'expirationSeconds'];
      if (seconds < MIN_SECONDS) ctx.report({ messageId: 'tooShort', path, data: { index, value: seconds } });
      if (seconds > MAX_SECONDS) ctx.report({ messageId: 'tooLong', path, data: { index, value: seconds } });
    });
  },
});
