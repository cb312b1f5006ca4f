import rule from '../../../rules/volume/mount-invalid.js';
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
              volumeMounts:
                - name: data
                  mountPath: /data
                  subPath: app
          volumes:
            - name: data
              emptyDir: {}
      `,
    },
  ],
  invalid: [
    {
      name: "mount of no volume",
      code: yaml`
        apiVersion: v1
        kind: Pod
        metadata:
          name: web
        spec:
          containers:
            - name: app
              image: nginx:1.27
              volumeMounts:
                - name: cache
                  mountPath: /cache
          volumes:
            - name: data
              emptyDir: {}
      `,
      errors: [
        { messageId: 'notFound', path: "spec.containers[0].volumeMounts[0].name", line: 10, column: 17, endLine: 10, endColumn: 22 },
      ],
    },
    {
      name: "mount of a broken volume",
      code: yaml`
        apiVersion: v1
        kind: Pod
        metadata:
          name: web
        spec:
          containers:
            - name: app
              image: nginx:1.27
              volumeMounts:
                - name: data
                  mountPath: /data
          volumes:
            - name: data
              nfs:
                server: nfs.example.com
                path: exports
      `,
      errors: [
        { messageId: 'notFound', path: "spec.containers[0].volumeMounts[0].name", line: 10, column: 17, endLine: 10, endColumn: 21 },
      ],
    },
    {
      name: "no mount path, escaping sub-path",
      code: yaml`
        apiVersion: v1
        kind: Pod
        metadata:
          name: web
        spec:
          containers:
            - name: app
              image: nginx:1.27
              volumeMounts:
                - name: data
                  subPath: ../etc
          volumes:
            - name: data
              emptyDir: {}
      `,
      errors: [
        { messageId: 'required', path: "spec.containers[0].volumeMounts[0].mountPath", line: 10, column: 11, endLine: 10, endColumn: 21 },
        { messageId: 'invalid', path: "spec.containers[0].volumeMounts.subPath", line: 11, column: 20 },
      ],
    },
    {
      name: "mount of a block device volume",
      code: yaml`
        apiVersion: v1
        kind: Pod
        metadata:
          name: web
        spec:
          containers:
            - name: app
              image: nginx:1.27
              volumeDevices:
                - {name: data, devicePath: /dev/xvda}
              volumeMounts:
                - name: data
                  mountPath: /data
          volumes:
            - name: data
              persistentVolumeClaim:
                claimName: raw
      `,
      errors: [
        { messageId: 'invalid', path: "spec.containers[0].volumeMounts[0].name", line: 12, column: 17, endLine: 12, endColumn: 21 },
      ],
    },
    {
      name: "Bidirectional without privilege, bad recursiveReadOnly",
      code: yaml`
        apiVersion: v1
        kind: Pod
        metadata:
          name: web
        spec:
          containers:
            - name: app
              image: nginx:1.27
              volumeMounts:
                - name: data
                  mountPath: /data
                  mountPropagation: Bidirectional
                - name: data
                  mountPath: /other
                  recursiveReadOnly: Always
          volumes:
            - name: data
              emptyDir: {}
      `,
      errors: [
        { messageId: 'forbidden', path: "spec.containers[0].volumeMounts.mountPropagation", line: 12, column: 29, endLine: 12, endColumn: 42 },
        { messageId: 'notSupported', path: "spec.containers[0].volumeMounts.recursiveReadOnly", line: 15, column: 30 },
      ],
    },
  ],
});
