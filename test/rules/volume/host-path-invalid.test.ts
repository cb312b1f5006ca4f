import rule from '../../../rules/volume/host-path-invalid.js';
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
            - name: logs
              hostPath:
                path: /var/log
                type: Directory
      `,
    },
  ],
  invalid: [
    {
      name: "path with ..",
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
            - name: logs
              hostPath:
                path: /var/log/../etc
      `,
      errors: [
        { messageId: 'pathBackstep', path: "spec.volumes[0].hostPath.path", line: 12, column: 15, endLine: 12, endColumn: 30 },
      ],
    },
    {
      name: "lowercase type in a PersistentVolume",
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
            type: directory
      `,
      errors: [
        { messageId: 'typeNotSupported', path: "spec.hostPath.type", line: 11, column: 11, endLine: 11, endColumn: 20 },
      ],
    },
    {
      name: "missing path",
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
            - name: logs
              hostPath:
                type: Directory
      `,
      errors: [
        { messageId: 'pathRequired', path: "spec.volumes[0].hostPath.path", line: 11, column: 7, endLine: 11, endColumn: 15 },
      ],
    },
  ],
});
