import rule from '../../../rules/custom-resource/kind-not-defined.js';
import { fixtureCatalog as dynamicKinds } from '../../utils/crd-catalog.js';
import { ruleTester } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [{ name: 'a group no CRD of the run defines', dynamicKinds, code: 'apiVersion: other.io/v1\nkind: Thing\nmetadata: {name: t}\n' }],
  invalid: [
    {
      dynamicKinds,
      code: 'apiVersion: cert-manager.io/v1\nkind: Issuer\nmetadata: {name: ca, namespace: default}\n',
      errors: [{ messageId: 'notDefined', path: 'kind', line: 2, column: 7, severity: 'warning' }],
    },
  ],
});
