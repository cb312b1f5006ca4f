import rule from '../../../rules/volume/nfs-invalid.js';
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
            - name: share
              nfs:
                server: nfs.example.com
                path: /exports
      `,
    },
  ],
  invalid: [
    {
      name: "relative path",
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
            - name: share
              nfs:
                server: nfs.example.com
                path: exports
      `,
      errors: [
        { messageId: 'pathNotAbsolute', path: "spec.volumes[0].nfs.path", line: 13, column: 15, endLine: 13, endColumn: 22 },
      ],
    },
    {
      name: "no server in a PersistentVolume",
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
            path: /exports
      `,
      errors: [
        { messageId: 'serverRequired', path: "spec.nfs.server", line: 9, column: 3, endLine: 9, endColumn: 6 },
      ],
    },
    {
      name: "no path (required, and not absolute)",
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
            - name: share
              nfs:
                server: nfs.example.com
      `,
      errors: [
        { messageId: 'pathRequired', path: "spec.volumes[0].nfs.path", line: 11, column: 7, endLine: 11, endColumn: 10 },
        { messageId: 'pathNotAbsolute', path: "spec.volumes[0].nfs.path", line: 11, column: 7 },
      ],
    },
  ],
});
