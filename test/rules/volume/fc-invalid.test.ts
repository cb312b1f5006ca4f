import rule from '../../../rules/volume/fc-invalid.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    {
      name: "valid #0",
      code: yaml`
        apiVersion: v1
        kind: Pod
        metadata:
          name: web
        spec:
          containers:
            - name: app
              image: nginx:1.27
          volumes:
            - name: disk
              fc:
                targetWWNs: [500a0982991b8dc5]
                lun: 2
      `,
    },
  ],
  invalid: [
    {
      name: "both WWNs and WWIDs",
      code: yaml`
        apiVersion: v1
        kind: Pod
        metadata:
          name: web
        spec:
          containers:
            - name: app
              image: nginx:1.27
          volumes:
            - name: disk
              fc:
                targetWWNs: [500a0982991b8dc5]
                lun: 2
                wwids: [3600508b400105e210000900000490000]
      `,
      errors: [
        { messageId: 'targetsAndWwids', path: "spec.volumes[0].fc.targetWWNs", line: 12, column: 9, endLine: 12, endColumn: 19 },
      ],
    },
    {
      name: "targets without LUN in a PersistentVolume",
      code: yaml`
        apiVersion: v1
        kind: PersistentVolume
        metadata:
          name: pv-1
        spec:
          capacity:
            storage: 10Gi
          accessModes: [ReadWriteOnce]
          fc:
            targetWWNs: [500a0982991b8dc5]
      `,
      errors: [
        { messageId: 'lunRequired', path: "spec.fc.lun", line: 9, column: 3, endLine: 9, endColumn: 5 },
      ],
    },
    {
      name: "LUN 256",
      code: yaml`
        apiVersion: v1
        kind: Pod
        metadata:
          name: web
        spec:
          containers:
            - name: app
              image: nginx:1.27
          volumes:
            - name: v
              fc:
                targetWWNs: ["500a0982991b8dc5"]
                lun: 256
      `,
      errors: [
        { messageId: 'lunOutOfRange', path: "spec.volumes[0].fc.lun", line: 13, column: 14, endLine: 13, endColumn: 17 },
      ],
    },
    {
      name: "neither targetWWNs nor wwids",
      code: yaml`
        apiVersion: v1
        kind: Pod
        metadata:
          name: web
        spec:
          containers:
            - name: app
              image: nginx:1.27
          volumes:
            - name: v
              fc:
                lun: 0
      `,
      errors: [
        { messageId: 'targetRequired', path: "spec.volumes[0].fc.targetWWNs", line: 11, column: 7, endLine: 11, endColumn: 9 },
      ],
    },
  ],
});
