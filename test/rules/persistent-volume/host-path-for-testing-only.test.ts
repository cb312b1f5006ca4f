import rule from '../../../rules/persistent-volume/host-path-for-testing-only.js';
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
          nfs:
            server: nfs.example.com
            path: /exports
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
          hostPath:
            path: /data/pv1
      `,
      errors: [
        { messageId: 'hostPath', path: "spec.hostPath", line: 9, column: 3, endLine: 9, endColumn: 11 },
      ],
    },
  ],
});
