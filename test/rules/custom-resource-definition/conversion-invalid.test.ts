import rule from '../../../rules/custom-resource-definition/conversion-invalid.js';
import { gadgetCrd } from '../../utils/crd-catalog.js';
import { ruleTester } from '../../utils/rule-tester.js';

// apiextensions validateCustomResourceConversion.
const converting = (conversion: string): string => gadgetCrd('type: object', { conversion: `  conversion: ${conversion}\n` });

ruleTester.run(rule, {
  valid: [
    converting('{strategy: None}'),
    converting('{strategy: Webhook, webhook: {clientConfig: {url: "https://conv.example.com/convert"}, conversionReviewVersions: [v1]}}'),
  ],
  invalid: [
    {
      code: converting('{strategy: Magic}'),
      errors: [{ messageId: 'strategyUnsupported', path: 'spec.conversion.strategy', line: 18, column: 26 }],
    },
    {
      code: converting('{strategy: Webhook, webhook: {conversionReviewVersions: [v1]}}'),
      errors: [{ messageId: 'webhookConfigMissing', path: 'spec.conversion.webhook.clientConfig', line: 18, column: 35 }],
    },
    {
      code: converting('{strategy: Webhook, webhook: {clientConfig: {}, conversionReviewVersions: [v1]}}'),
      errors: [{ messageId: 'urlOrService', path: 'spec.conversion.webhook.clientConfig', line: 18, column: 45 }],
    },
    {
      code: converting('{strategy: Webhook, webhook: {clientConfig: {url: "https://c.example.com"}}}'),
      errors: [{ messageId: 'reviewVersionsMissing', path: 'spec.conversion.webhook.conversionReviewVersions', line: 18, column: 35 }],
    },
    {
      code: converting('{strategy: Webhook, webhook: {clientConfig: {url: "https://c.example.com"}, conversionReviewVersions: [v2]}}'),
      errors: [{ messageId: 'reviewVersionsUnsupported', path: 'spec.conversion.webhook.conversionReviewVersions', line: 18, column: 91 }],
    },
    {
      code: converting('{strategy: None, webhook: {conversionReviewVersions: [v1]}}'),
      errors: [{ messageId: 'webhookForbidden', path: 'spec.conversion.webhook', line: 18, column: 32 }],
    },
  ],
});
