import rule from '../../../rules/persistent-volume/node-selector-term-empty.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    {
      name: "valid #0",
      code: yaml`
        apiVersion: v1
        kind: PersistentVolume
        metadata:
          name: pv-1
        spec:
          capacity:
            storage: 10Gi
          accessModes: [ReadWriteOnce]
          local:
            path: /mnt/disks/ssd1
          nodeAffinity:
            required:
              nodeSelectorTerms:
                - matchExpressions:
                    - {key: kubernetes.io/hostname, operator: In, values: [node-1]}
      `,
    },
  ],
  invalid: [
    {
      name: "invalid #0",
      code: yaml`
        apiVersion: v1
        kind: PersistentVolume
        metadata:
          name: pv-1
        spec:
          capacity:
            storage: 10Gi
          accessModes: [ReadWriteOnce]
          nfs:
            server: nfs.example.com
            path: /exports
          nodeAffinity:
            required:
              nodeSelectorTerms: [{}]
      `,
      errors: [
        { messageId: 'empty', path: "spec.nodeAffinity.required.nodeSelectorTerms[0]", line: 14, column: 27, endLine: 14, endColumn: 29 },
      ],
    },
  ],
});
