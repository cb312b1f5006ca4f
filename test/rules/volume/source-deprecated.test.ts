import rule from '../../../rules/volume/source-deprecated.js';
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
            - name: data
              persistentVolumeClaim:
                claimName: data
      `,
    },
  ],
  invalid: [
    {
      name: "gitRepo",
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
            - name: src
              gitRepo:
                repository: https://git.example.com/web.git
      `,
      errors: [
        { messageId: 'deprecated', path: "spec.volumes[0].gitRepo", line: 11, column: 7, endLine: 11, endColumn: 14 },
      ],
    },
    {
      name: "vendor source in a PersistentVolume",
      code: yaml`
        apiVersion: v1
        kind: PersistentVolume
        metadata:
          name: pv-1
        spec:
          capacity:
            storage: 10Gi
          accessModes: [ReadWriteOnce]
          cephfs:
            monitors: ["10.0.0.10:6789"]
      `,
      errors: [
        { messageId: 'deprecated', path: "spec.cephfs", line: 9, column: 3, endLine: 9, endColumn: 9 },
      ],
    },
  ],
});
