import rule from '../../../rules/storage-class/allowed-topologies-invalid.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    yaml`
      apiVersion: storage.k8s.io/v1
      kind: StorageClass
      metadata: {name: fast}
      provisioner: ebs.csi.aws.com
      allowedTopologies:
        - matchLabelExpressions:
            - key: topology.ebs.csi.aws.com/zone
              values: [us-east-1a, us-east-1b]
        - matchLabelExpressions:
            - key: topology.ebs.csi.aws.com/zone
              values: [us-east-1c]
    `,
  ],
  invalid: [
    {
      name: 'empty term',
      code: yaml`
        apiVersion: storage.k8s.io/v1
        kind: StorageClass
        metadata: {name: fast}
        provisioner: ebs.csi.aws.com
        allowedTopologies:
          - {}
      `,
      errors: [{ messageId: 'termEmpty', path: 'allowedTopologies[0].matchLabelExpressions', line: 6, column: 5 }],
    },
    {
      name: 'requirement problems and a repeated term',
      code: yaml`
        apiVersion: storage.k8s.io/v1
        kind: StorageClass
        metadata: {name: fast}
        provisioner: ebs.csi.aws.com
        allowedTopologies:
          - matchLabelExpressions:
              - {key: zone name, values: []}
              - {key: zone name, values: [a, a]}
          - matchLabelExpressions:
              - {key: zone, values: [a, b]}
          - matchLabelExpressions:
              - {key: zone, values: [b, a]}
      `,
      errors: [
        { messageId: 'keyInvalid', path: 'allowedTopologies[0].matchLabelExpressions[0].key', line: 7, column: 15 },
        { messageId: 'valuesMissing', path: 'allowedTopologies[0].matchLabelExpressions[0].values', line: 7, column: 26 },
        { messageId: 'keyInvalid', path: 'allowedTopologies[0].matchLabelExpressions[1].key', line: 8, column: 15 },
        { messageId: 'keyDuplicate', path: 'allowedTopologies[0].matchLabelExpressions[1].key', line: 8, column: 15 },
        { messageId: 'valueDuplicate', path: 'allowedTopologies[0].matchLabelExpressions[1].values[1]', line: 8, column: 38 },
        { messageId: 'termDuplicate', path: 'allowedTopologies[2].matchLabelExpressions', line: 11, column: 5 },
      ],
    },
  ],
});
