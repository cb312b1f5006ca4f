import rule from '../../../rules/node/status-field-invalid.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    yaml`
      apiVersion: v1
      kind: Node
      metadata:
        name: node-1
      status:
        addresses:
        - {type: InternalIP, address: 10.0.1.17}
        conditions:
        - {type: Ready, status: "True"}
        volumesAttached:
        - {name: kubernetes.io/csi/ebs^vol-1, devicePath: /dev/xvdb}
    `,
  ],
  invalid: [
    {
      code: yaml`
        apiVersion: v1
        kind: Node
        metadata:
          name: node-1
        status:
          phase: Unknown
          addresses:
          - address: 10.0.1.17
          - type: PublicIP
          conditions:
          - status: "True"
          - type: Ready
          - type: Ready
            status: Yes
          nodeInfo:
            machineID: m
            systemUUID: s
            bootID: b
            kernelVersion: k
            osImage: o
            containerRuntimeVersion: c
            kubeletVersion: v1.34.1
            operatingSystem: linux
          volumesAttached:
          - devicePath: /dev/xvdb
      `,
      errors: [
        { messageId: 'phaseInvalid', path: 'status.phase', line: 6, column: 10 },
        { messageId: 'addressTypeMissing', path: 'status.addresses[0].type', line: 8, column: 5 },
        { messageId: 'addressMissing', path: 'status.addresses[1].address', line: 9, column: 5 },
        { messageId: 'addressTypeInvalid', path: 'status.addresses[1].type', line: 9, column: 11 },
        { messageId: 'typeMissing', path: 'status.conditions[0].type', line: 11, column: 5 },
        { messageId: 'statusMissing', path: 'status.conditions[1].status', line: 12, column: 5 },
        { messageId: 'typeDuplicate', path: 'status.conditions[2].type', line: 13, column: 11 },
        { messageId: 'statusInvalid', path: 'status.conditions[2].status', line: 14, column: 13 },
        { messageId: 'nodeInfoMissing', path: 'status.nodeInfo', message: '`status.nodeInfo` lacks architecture; a node reports all of machineID, systemUUID, bootID, kernelVersion, osImage, containerRuntimeVersion, kubeletVersion, operatingSystem and architecture.', line: 15, column: 3 },
        { messageId: 'volumeMissing', path: 'status.volumesAttached[0].name', line: 25, column: 5 },
      ],
    },
  ],
});
