import rule from '../../../rules/persistent-volume/mount-options-unsupported.js';
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
          annotations:
            volume.beta.kubernetes.io/mount-options: hard
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
          annotations:
            volume.beta.kubernetes.io/mount-options: hard
        spec:
          capacity:
            storage: 10Gi
          accessModes: [ReadWriteOnce]
          hostPath:
            path: /data
      `,
      errors: [
        { messageId: 'annotation', path: "metadata.annotations[volume.beta.kubernetes.io/mount-options]", line: 6, column: 46, endLine: 6, endColumn: 50 },
      ],
    },
  ],
});
