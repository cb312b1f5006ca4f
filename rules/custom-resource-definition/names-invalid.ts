import { createRule, formatPath } from '@plumbline/engine';
import { crdNameProblems } from '../_shared/apiextensions/crd-check.js';

export default createRule({
  id: 'custom-resource-definition/names-invalid',
  meta: {
    kinds: ['CustomResourceDefinition'],
    type: 'cross-field',
    severity: 'error',
    messages: {
      nameMismatch: '`metadata.name` is "{{name}}"; a CRD must be named spec.names.plural + "." + spec.group, "{{expected}}".',
      groupFormat: '`spec.group` is "{{found}}"; it must be a DNS subdomain: {{detail}}.',
      groupNoDot: '`spec.group` is "{{found}}"; it must be a domain with at least one dot.',
      nameFormat: '`{{path}}` is "{{found}}"; it must be a DNS-1035 label (kinds may have mixed case): {{detail}}.',
      kindIsListKind: '`spec.names.listKind` is "{{found}}", the same as the kind; kind and listKind may not be the same.',
      scopeUnsupported: '`spec.scope` is {{found}}; supported values: "Cluster", "Namespaced".',
    },
    docs: {
      description: 'Require CRD names, group and scope in the forms the API server accepts',
      spec: { doc: 'part1', section: 'Shared conventions' },
      details:
        'apiextensions `ValidateCustomResourceDefinition`: the name is `<spec.names.plural>.<spec.group>`; the group is a DNS ' +
        'subdomain with at least one dot; `ValidateCustomResourceDefinitionNames`: plural, singular, short names and categories ' +
        'are DNS-1035 labels, kind and listKind too once lower-cased, and kind differs from listKind; the scope is `Cluster` or ' +
        '`Namespaced`. Missing required names are `schema/required-field-missing`.',
    },
  },
  check(ctx) {
    for (const p of crdNameProblems(ctx.object)) {
      ctx.report({ messageId: p.messageId, path: p.path, data: { ...p.data, path: formatPath(p.path) } });
    }
  },
});
