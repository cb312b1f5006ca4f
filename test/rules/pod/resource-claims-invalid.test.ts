import rule from '../../../rules/pod/resource-claims-invalid.js';
import { ruleTester } from '../../utils/rule-tester.js';

/** A Pod with `resourceClaims` lines and the container's `resources` (a flow mapping). */
const pod = (claims: string, resources: string) =>
  `apiVersion: v1\nkind: Pod\nmetadata:\n  name: web\nspec:\n  resourceClaims:\n${claims}  containers:\n` +
  `    - {name: app, image: nginx, resources: ${resources}}\n`;

ruleTester.run(rule, {
  valid: [
    {
      name: 'claims by name and by template, referenced whole and by request',
      code: pod(
        '    - {name: gpu, resourceClaimTemplateName: gpu-template}\n    - {name: shared, resourceClaimName: shared-claim}\n',
        '{claims: [{name: gpu, request: first}, {name: gpu, request: second}, {name: shared}]}',
      ),
    },
    {
      name: 'no claims at all',
      code: 'apiVersion: v1\nkind: Pod\nmetadata:\n  name: web\nspec:\n  containers:\n    - {name: app, image: nginx}\n',
    },
  ],
  invalid: [
    {
      name: 'a claim without a source, one with both, a duplicate name, a bad name',
      code: pod(
        '    - {name: gpu}\n' +
          '    - {name: two, resourceClaimName: a, resourceClaimTemplateName: b}\n' +
          '    - {name: gpu, resourceClaimName: c}\n' +
          '    - {name: Bad_Name, resourceClaimName: d}\n',
        '{}',
      ),
      errors: [
        {
          messageId: 'invalid',
          path: 'spec.resourceClaims[0]',
          line: 7,
          column: 7,
          message: '`spec.resourceClaims[0]` is {"name":"gpu"}: must specify one of: `resourceClaimName`, `resourceClaimTemplateName`.',
        },
        {
          messageId: 'invalid',
          path: 'spec.resourceClaims[1]',
          line: 8,
          column: 7,
          message:
            '`spec.resourceClaims[1]` is {"name":"two","resourceClaimName":"a","resourceClaimTemplateName":"b"}: at most one of ' +
            '`resourceClaimName` or `resourceClaimTemplateName` may be specified.',
        },
        {
          messageId: 'duplicate',
          path: 'spec.resourceClaims[2].name',
          line: 9,
          column: 14,
          message: '`spec.resourceClaims[2].name` is "gpu", a duplicate: claim names are unique in a pod.',
        },
        { messageId: 'invalid', path: 'spec.resourceClaims[3].name', line: 10, column: 14 },
      ],
    },
    {
      name: 'references: an unknown claim, an empty name, the same request twice, a whole claim after one of its requests',
      code: pod(
        '    - {name: gpu, resourceClaimTemplateName: gpu-template}\n',
        '{claims: [{name: other}, {name: ""}, {name: gpu, request: a}, {name: gpu, request: a}, {name: gpu}]}',
      ),
      errors: [
        {
          messageId: 'notFound',
          path: 'spec.containers[0].resources.claims[0]',
          line: 9,
          column: 54,
          message: '`spec.containers[0].resources.claims[0]` is "other": must be one of the names in pod.spec.resourceClaims: gpu.',
        },
        { messageId: 'required', path: 'spec.containers[0].resources.claims[1]', line: 9, column: 69 },
        {
          messageId: 'duplicate',
          path: 'spec.containers[0].resources.claims[3]',
          line: 9,
          column: 106,
          message: '`spec.containers[0].resources.claims[3]` is "gpu/a", a duplicate: the same claim and request are referenced twice.',
        },
        {
          messageId: 'duplicate',
          path: 'spec.containers[0].resources.claims[4]',
          line: 9,
          column: 131,
          message: '`spec.containers[0].resources.claims[4]` is "gpu", a duplicate: the claim overlaps the reference to gpu/a.',
        },
      ],
    },
    {
      name: 'a pod without claims: every reference is not found',
      code:
        'apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: web\nspec:\n  selector:\n    matchLabels: {app: web}\n' +
        '  template:\n    metadata:\n      labels: {app: web}\n    spec:\n      containers:\n' +
        '        - {name: app, image: nginx, resources: {claims: [{name: gpu}]}}\n',
      errors: [
        {
          messageId: 'notFound',
          path: 'spec.template.spec.containers[0].resources.claims[0]',
          line: 13,
          column: 58,
          message:
            '`spec.template.spec.containers[0].resources.claims[0]` is "gpu": must be one of the names in pod.spec.resourceClaims ' +
            'which is empty.',
        },
      ],
    },
  ],
});
