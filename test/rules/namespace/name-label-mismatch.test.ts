import rule from '../../../rules/namespace/name-label-mismatch.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    yaml`
      apiVersion: v1
      kind: Namespace
      metadata:
        name: team-a
    `,
    {
      name: 'the label written with the namespace name',
      code: yaml`
        apiVersion: v1
        kind: Namespace
        metadata:
          name: team-a
          labels:
            kubernetes.io/metadata.name: team-a
            team: a
      `,
    },
    {
      name: 'a label of another vendor domain is not the reserved one',
      code: yaml`
        apiVersion: v1
        kind: Namespace
        metadata:
          name: team-a
          labels:
            example.com/metadata.name: team-b
      `,
    },
  ],
  invalid: [
    {
      code: yaml`
        apiVersion: v1
        kind: Namespace
        metadata:
          name: team-a
          labels:
            kubernetes.io/metadata.name: team-b
      `,
      errors: [{ messageId: 'mismatch', path: 'metadata.labels[kubernetes.io/metadata.name]', line: 6, column: 34, endLine: 6, endColumn: 40, severity: 'warning' }],
    },
    {
      name: 'on update the label is overwritten too',
      old: yaml`
        apiVersion: v1
        kind: Namespace
        metadata:
          name: team-a
          labels: {kubernetes.io/metadata.name: team-a}
      `,
      code: yaml`
        apiVersion: v1
        kind: Namespace
        metadata:
          name: team-a
          labels: {kubernetes.io/metadata.name: production}
      `,
      errors: [{ messageId: 'mismatch', path: 'metadata.labels[kubernetes.io/metadata.name]', line: 5, column: 41 }],
    },
    {
      name: 'a generated name replaces any written value',
      code: yaml`
        apiVersion: v1
        kind: Namespace
        metadata:
          generateName: team-
          labels:
            kubernetes.io/metadata.name: team-x
      `,
      errors: [{ messageId: 'generated', path: 'metadata.labels[kubernetes.io/metadata.name]', line: 6, column: 34 }],
    },
    {
      name: 'the vendor domain is configurable',
      settings: { vendorDomain: 'example.com' },
      code: yaml`
        apiVersion: v1
        kind: Namespace
        metadata:
          name: team-a
          labels:
            example.com/metadata.name: team-b
      `,
      errors: [{ messageId: 'mismatch', path: 'metadata.labels[example.com/metadata.name]', line: 6, column: 32 }],
    },
  ],
});
