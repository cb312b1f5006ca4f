import { createRule } from '@plumbline/engine';
import { reportCrdProblems } from '../_shared/apiextensions/crd-check.js';

export default createRule({
  id: 'custom-resource-definition/versions-invalid',
  meta: {
    kinds: ['CustomResourceDefinition'],
    type: 'cross-field',
    severity: 'error',
    messages: {
      nameFormat: '`{{path}}` is "{{name}}"; a version name must be a DNS-1035 label: {{detail}}.',
      schemaMissing: '`{{path}}` is missing; every version of an apiextensions.k8s.io/v1 CRD needs a schema.',
      duplicateNames: '`spec.versions` must contain unique version names.',
      storageCount: '`spec.versions` has {{count}} versions marked `storage: true`; exactly one must be the storage version.',
    },
    docs: {
      description: 'Require unique, well-formed CRD versions with a schema each and exactly one storage version',
      spec: { doc: 'part1', section: 'Versioning' },
      details:
        'apiextensions `validateCustomResourceDefinitionSpec`: version names are unique DNS-1035 labels, exactly one version is the ' +
        'storage version, and in `apiextensions.k8s.io/v1` every version has `schema.openAPIV3Schema` (structural schemas are ' +
        'required, because pruning needs them).',
    },
  },
  check(ctx) {
    reportCrdProblems(ctx, 'versions');
  },
});
