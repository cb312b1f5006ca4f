import { createRule, decodeBase64 } from '@plumbline/engine';
import { obj, str } from '../_shared/helpers.js';

const PEM_CERTIFICATE = /-----BEGIN CERTIFICATE-----[\s\S]*?-----END CERTIFICATE-----/;

export default createRule({
  id: 'api-service/ca-bundle-not-pem',
  meta: {
    kinds: ['APIService'],
    type: 'field',
    severity: 'warning',
    messages: {
      notPem:
        '`spec.caBundle` decodes to {{size}} bytes without a PEM `CERTIFICATE` block; the API server will not be able to ' +
        'verify the extension server.',
    },
    docs: {
      description: 'Require spec.caBundle to hold PEM-encoded certificates',
      spec: { doc: 'part2', section: 'APIService', field: 'spec.caBundle' },
      details:
        'The specification says `caBundle` is a PEM-encoded CA bundle. The API server only checks that it is valid base64 (a decode ' +
        'error otherwise) and stores the bytes unparsed, so a bundle without any `-----BEGIN CERTIFICATE-----` block is accepted and ' +
        'only fails when the aggregator connects. Plumbline warns.',
    },
  },
  check(ctx) {
    const caBundle = str(obj(ctx.object.spec).caBundle);
    if (!caBundle) return;
    const bytes = decodeBase64(caBundle);
    if (!bytes) return;
    const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
    if (!PEM_CERTIFICATE.test(text)) ctx.report({ messageId: 'notPem', path: ['spec', 'caBundle'], data: { size: bytes.length } });
  },
});
