import rule from '../../../rules/custom-resource/required-field-missing.js';
import { fixtureCatalog as dynamicKinds, widget } from '../../utils/crd-catalog.js';
import { ruleTester } from '../../utils/rule-tester.js';

const certificate = (spec: string): string =>
  `apiVersion: cert-manager.io/v1\nkind: Certificate\nmetadata: {name: web, namespace: default}\nspec:\n${spec}`;

ruleTester.run(rule, {
  valid: [
    { dynamicKinds, code: certificate('  secretName: web-tls\n  issuerRef: {name: ca}\n') },
    { name: 'an embedded resource naming its kind', dynamicKinds, code: widget('template: {apiVersion: v1, kind: Pod, spec: {}}') },
  ],
  invalid: [
    {
      name: 'required fields of the schema (kube-openapi objectValidator), on the parent',
      dynamicKinds,
      code: certificate('  issuerRef: {kind: Issuer}\n'),
      errors: [
        { messageId: 'missing', path: 'spec.secretName', line: 4, column: 1 },
        {
          messageId: 'missing',
          path: 'spec.issuerRef.name',
          line: 5,
          column: 3,
          message: "`spec.issuerRef.name` is required by the CRD's schema.",
        },
      ],
    },
    {
      name: 'an embedded resource without kind (apiextensions objectmeta validation)',
      dynamicKinds,
      code: widget('template: {apiVersion: v1}'),
      errors: [{ messageId: 'embedded', path: 'spec.template.kind', line: 5, column: 3 }],
    },
  ],
});
