import rule from '../../../rules/csi-storage-capacity/node-topology-invalid.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    yaml`
      apiVersion: storage.k8s.io/v1
      kind: CSIStorageCapacity
      metadata: {name: csisc-7f2c9, namespace: kube-system}
      storageClassName: fast-ssd
      nodeTopology:
        matchLabels: {topology.ebs.csi.aws.com/zone: us-east-1a}
        matchExpressions: [{key: kubernetes.io/os, operator: In, values: [linux]}]
    `,
  ],
  invalid: [
    {
      code: yaml`
        apiVersion: storage.k8s.io/v1
        kind: CSIStorageCapacity
        metadata: {name: csisc-7f2c9, namespace: kube-system}
        storageClassName: fast-ssd
        nodeTopology:
          matchExpressions:
            - {key: zone name, operator: Exists}
            - {key: zone, operator: In}
      `,
      errors: [
        { messageId: 'invalid', path: 'nodeTopology.matchExpressions[0].key', line: 7, column: 13 },
        { messageId: 'invalid', path: 'nodeTopology.matchExpressions[1].values', line: 8, column: 7 },
      ],
    },
  ],
});
