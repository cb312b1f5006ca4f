import rule from '../../../rules/csi-node/driver-invalid.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    yaml`
      apiVersion: storage.k8s.io/v1
      kind: CSINode
      metadata: {name: node-1}
      spec:
        drivers:
          - name: ebs.csi.aws.com
            nodeID: i-0abc123def4567890
            allocatable: {count: 25}
            topologyKeys: [topology.ebs.csi.aws.com/zone, kubernetes.io/os]
          - name: EFS.csi.aws.com
            nodeID: ${'n'.repeat(256)}
    `,
  ],
  invalid: [
    {
      name: 'bad and repeated names',
      code: yaml`
        apiVersion: storage.k8s.io/v1
        kind: CSINode
        metadata: {name: node-1}
        spec:
          drivers:
            - name: -ebs.csi
              nodeID: i-1
            - name: ${'a'.repeat(64)}
              nodeID: i-1
            - name: efs.csi.aws.com
              nodeID: i-1
            - name: efs.csi.aws.com
              nodeID: i-1
      `,
      errors: [
        { messageId: 'name', path: 'spec.drivers[0].name', line: 6, column: 13 },
        { messageId: 'name', path: 'spec.drivers[1].name', message: `\`spec.drivers[1].name\` is "${'a'.repeat(64)}": it has 64 characters; at most 63 are allowed.`, line: 8, column: 13 },
        { messageId: 'duplicateName', path: 'spec.drivers[3].name', line: 12, column: 13 },
      ],
    },
    {
      name: 'node ID, count and topology keys',
      code: yaml`
        apiVersion: storage.k8s.io/v1
        kind: CSINode
        metadata: {name: node-1}
        spec:
          drivers:
            - name: ebs.csi.aws.com
              allocatable: {count: -1}
              topologyKeys: ["zone name", "", zone, zone]
            - name: efs.csi.aws.com
              nodeID: ${'n'.repeat(257)}
      `,
      errors: [
        { messageId: 'nodeIDMissing', path: 'spec.drivers[0].nodeID', line: 6, column: 7 },
        { messageId: 'countNegative', path: 'spec.drivers[0].allocatable.count', line: 7, column: 28 },
        { messageId: 'topologyKeyInvalid', path: 'spec.drivers[0]', line: 8, column: 22 },
        { messageId: 'topologyKeyEmpty', path: 'spec.drivers[0]', line: 8, column: 35 },
        { messageId: 'topologyKeyInvalid', path: 'spec.drivers[0]', line: 8, column: 35 },
        { messageId: 'topologyKeyDuplicate', path: 'spec.drivers[0]', line: 8, column: 45 },
        { messageId: 'nodeIDTooLong', path: 'spec.drivers[1].nodeID', line: 10, column: 15 },
      ],
    },
  ],
});
