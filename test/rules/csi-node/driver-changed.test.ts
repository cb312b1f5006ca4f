import rule from '../../../rules/csi-node/driver-changed.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

const node = (count: number, nodeID = 'i-1'): string => yaml`
  apiVersion: storage.k8s.io/v1
  kind: CSINode
  metadata: {name: node-1}
  spec:
    drivers:
      - name: ebs.csi.aws.com
        nodeID: ${nodeID}
        allocatable: {count: ${count}}
`;

ruleTester.run(rule, {
  valid: [
    { name: 'count changes with the gate on', old: node(25), code: node(20), featureGates: { MutableCSINodeAllocatableCount: true } },
    {
      name: 'a driver is added',
      old: node(25),
      code: `${node(25)}    - name: efs.csi.aws.com\n      nodeID: i-1\n`,
    },
  ],
  invalid: [
    {
      name: 'count changes with the gate off',
      old: node(25),
      code: node(20),
      errors: [{ messageId: 'changed', path: 'spec.drivers', line: 6, column: 7 }],
    },
    {
      name: 'node ID changes with the gate on',
      old: node(25),
      code: node(25, 'i-2'),
      featureGates: { MutableCSINodeAllocatableCount: true },
      errors: [{ messageId: 'changed', path: 'spec.drivers', line: 6, column: 7 }],
    },
  ],
});
