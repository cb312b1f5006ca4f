import { createRule } from '@plumbline/engine';
import { crdConversionProblems } from '../_shared/apiextensions/crd-check.js';

export default createRule({
  id: 'custom-resource-definition/conversion-invalid',
  meta: {
    kinds: ['CustomResourceDefinition'],
    type: 'cross-field',
    severity: 'error',
    messages: {
      strategyUnsupported: '`spec.conversion.strategy` is {{found}}; supported values: "None", "Webhook".',
      webhookConfigMissing: '`spec.conversion.webhook.clientConfig` is missing; it is required when the strategy is Webhook.',
      urlOrService: '`spec.conversion.webhook.clientConfig` must set exactly one of url or service.',
      reviewVersionsMissing: '`spec.conversion.webhook.conversionReviewVersions` is missing; it is required when the strategy is Webhook.',
      reviewVersionsUnsupported:
        '`spec.conversion.webhook.conversionReviewVersions` is {{found}}; it must include at least one of v1, v1beta1.',
      webhookForbidden: '`spec.conversion.webhook` is set; it should not be set when the strategy is not Webhook.',
    },
    docs: {
      description: 'Require CRD conversion settings that match the conversion strategy',
      spec: { doc: 'part1', section: 'Versioning' },
      details:
        'apiextensions `validateCustomResourceConversion`: the strategy is `None` or `Webhook`; a webhook strategy needs a client ' +
        'configuration with exactly one of `url` and `service`, and conversion review versions including v1 or v1beta1; the ' +
        '`None` strategy takes no webhook. The server names the internal fields (`spec.conversion.webhookClientConfig`); ' +
        'Plumbline points at the v1 fields as written.',
    },
  },
  check(ctx) {
    for (const p of crdConversionProblems(ctx.object)) ctx.report({ messageId: p.messageId, path: p.path, data: p.data });
  },
});
