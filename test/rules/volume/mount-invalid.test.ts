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
        { messageId: 'mountPathRequired', path: "spec.containers[0].volumeMounts[0].mountPath", line: 10, column: 11, endLine: 10, endColumn: 21 },
        { messageId: 'pathBackstep', path: "spec.containers[0].volumeMounts.subPath", line: 11, column: 20 },
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
        { messageId: 'nameInDevices', path: "spec.containers[0].volumeMounts[0].name", line: 12, column: 17, endLine: 12, endColumn: 21 },
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
        { messageId: 'bidirectionalUnprivileged', path: "spec.containers[0].volumeMounts.mountPropagation", line: 12, column: 29, endLine: 12, endColumn: 42 },
        { messageId: 'recursiveReadOnlyNotSupported', path: "spec.containers[0].volumeMounts.recursiveReadOnly", line: 15, column: 30 },
      ],
    },
    {
      name: "a mount without a volume name",
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
                - name: ""
                  mountPath: /data
          volumes:
            - name: v
              emptyDir: {}
      `,
      errors: [
        { messageId: 'nameRequired', path: "spec.containers[0].volumeMounts[0].name", line: 10, column: 17, endLine: 10, endColumn: 19 },
        { messageId: 'notFound', path: "spec.containers[0].volumeMounts[0].name", line: 10, column: 17, endLine: 10, endColumn: 19 },
      ],
    },
    {
      name: "two mounts at one path",
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
                - name: v
                  mountPath: /data
                - name: v
                  mountPath: /data
          volumes:
            - name: v
              emptyDir: {}
      `,
      errors: [
        { messageId: 'mountPathDuplicate', path: "spec.containers[0].volumeMounts[1].mountPath", line: 13, column: 22, endLine: 13, endColumn: 27 },
      ],
    },
    {
      name: "a mount path that is also a device path",
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
                - name: v
                  mountPath: /dev/xvda
              volumeDevices:
                - name: blk
                  devicePath: /dev/xvda
          volumes:
            - name: v
              emptyDir: {}
      `,
      errors: [
        { messageId: 'mountPathInDevices', path: "spec.containers[0].volumeMounts[0].mountPath", line: 11, column: 22, endLine: 11, endColumn: 31 },
      ],
    },
    {
      name: "an absolute sub-path",
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
                - name: v
                  mountPath: /data
                  subPath: /abs
          volumes:
            - name: v
              emptyDir: {}
      `,
      errors: [
        { messageId: 'pathAbsolute', path: "spec.containers[0].volumeMounts.subPath", line: 12, column: 20, endLine: 12, endColumn: 24 },
      ],
    },
    {
      name: "subPath and subPathExpr together",
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
                - name: v
                  mountPath: /data
                  subPath: a
                  subPathExpr: b
          volumes:
            - name: v
              emptyDir: {}
      `,
      errors: [
        { messageId: 'subPathExclusive', path: "spec.containers[0].volumeMounts[0].subPathExpr", line: 13, column: 24, endLine: 13, endColumn: 25 },
      ],
    },
    {
      name: "a sub-path in an ephemeral container",
      code: yaml`
        apiVersion: v1
        kind: Pod
        metadata:
          name: web
        spec:
          containers:
            - name: app
              image: nginx:1.27
          ephemeralContainers:
            - name: debug
              image: busybox:1.36
              volumeMounts:
                - name: v
                  mountPath: /data
                  subPath: a
          volumes:
            - name: v
              emptyDir: {}
      `,
      errors: [
        { messageId: 'ephemeralSubPath', path: "spec.ephemeralContainers[0].volumeMounts[0].subPath", line: 15, column: 20, endLine: 15, endColumn: 21 },
      ],
    },
    {
      name: "an unknown mount propagation",
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
                - name: v
                  mountPath: /data
                  mountPropagation: Sideways
          volumes:
            - name: v
              emptyDir: {}
      `,
      errors: [
        { messageId: 'propagationNotSupported', path: "spec.containers[0].volumeMounts.mountPropagation", line: 12, column: 29, endLine: 12, endColumn: 37 },
      ],
    },
    {
      name: "recursive read-only on a writable mount",
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
                - name: v
                  mountPath: /data
                  recursiveReadOnly: Enabled
          volumes:
            - name: v
              emptyDir: {}
      `,
      errors: [
        { messageId: 'recursiveReadOnlyWritable', path: "spec.containers[0].volumeMounts.recursiveReadOnly", line: 12, column: 30, endLine: 12, endColumn: 37 },
      ],
    },
    {
      name: "recursive read-only with HostToContainer propagation",
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
                - name: v
                  mountPath: /data
                  readOnly: true
                  recursiveReadOnly: Enabled
                  mountPropagation: HostToContainer
          volumes:
            - name: v
              emptyDir: {}
      `,
      errors: [
        { messageId: 'recursiveReadOnlyPropagation', path: "spec.containers[0].volumeMounts.recursiveReadOnly", line: 13, column: 30, endLine: 13, endColumn: 37 },
      ],
    },
  ],
});
