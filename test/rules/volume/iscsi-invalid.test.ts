import rule from '../../../rules/volume/iscsi-invalid.js';
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
              iscsi:
                targetPortal: 10.0.0.5:3260
                iqn: iqn.2001-04.com.example:storage.disk1
                lun: 0
      `,
    },
  ],
  invalid: [
    {
      name: "LUN out of range",
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
              iscsi:
                targetPortal: 10.0.0.5:3260
                iqn: iqn.2001-04.com.example:storage.disk1
                lun: 256
      `,
      errors: [
        { messageId: 'lunOutOfRange', path: "spec.volumes[0].iscsi.lun", line: 14, column: 14, endLine: 14, endColumn: 17 },
      ],
    },
    {
      name: "long volume name with an initiator name",
      code: yaml`
        apiVersion: v1
        kind: PersistentVolume
        metadata:
          name: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa
        spec:
          capacity:
            storage: 10Gi
          accessModes: [ReadWriteOnce]
          iscsi:
            targetPortal: 10.0.0.5:3260
            iqn: iqn.2001-04.com.example:storage.disk1
            initiatorName: iqn.2001-04.com.example:node1
      `,
      errors: [
        { messageId: 'portalTooLong', path: "spec.iscsi.targetportal", line: 10, column: 19, endLine: 10, endColumn: 32 },
      ],
    },
    {
      name: "no target portal, CHAP without secret",
      code: yaml`
        apiVersion: v1
        kind: PersistentVolume
        metadata:
          name: pv-1
        spec:
          capacity:
            storage: 10Gi
          accessModes: [ReadWriteOnce]
          iscsi:
            iqn: eui.02004567A425678D
            chapAuthSession: true
      `,
      errors: [
        { messageId: 'targetPortalRequired', path: "spec.iscsi.targetPortal", line: 9, column: 3, endLine: 9, endColumn: 8 },
        { messageId: 'chapSecretRequired', path: "spec.iscsi.secretRef", line: 9, column: 3 },
      ],
    },
    {
      name: "an empty target name",
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
              iscsi:
                targetPortal: 10.0.0.5:3260
                iqn: ""
      `,
      errors: [
        { messageId: 'iqnRequired', path: "spec.volumes[0].iscsi.iqn", line: 13, column: 14, endLine: 13, endColumn: 16 },
      ],
    },
    {
      name: "a malformed iqn name",
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
              iscsi:
                targetPortal: 10.0.0.5:3260
                iqn: iqn.bad
      `,
      errors: [
        { messageId: 'iqnFormat', path: "spec.volumes[0].iscsi.iqn", line: 13, column: 14, endLine: 13, endColumn: 21 },
      ],
    },
    {
      name: "a short eui name",
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
              iscsi:
                targetPortal: 10.0.0.5:3260
                iqn: eui.123
      `,
      errors: [
        { messageId: 'euiFormat', path: "spec.volumes[0].iscsi.iqn", line: 13, column: 14, endLine: 13, endColumn: 21 },
      ],
    },
    {
      name: "a short naa name",
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
              iscsi:
                targetPortal: 10.0.0.5:3260
                iqn: naa.123
      `,
      errors: [
        { messageId: 'naaFormat', path: "spec.volumes[0].iscsi.iqn", line: 13, column: 14, endLine: 13, endColumn: 21 },
      ],
    },
    {
      name: "a name of no known format",
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
              iscsi:
                targetPortal: 10.0.0.5:3260
                iqn: storage.example.com
      `,
      errors: [
        { messageId: 'nameFormat', path: "spec.volumes[0].iscsi.iqn", line: 13, column: 14, endLine: 13, endColumn: 33 },
      ],
    },
    {
      name: "a PersistentVolume secret reference without a name",
      code: yaml`
        apiVersion: v1
        kind: PersistentVolume
        metadata:
          name: pv-1
        spec:
          capacity:
            storage: 10Gi
          accessModes: [ReadWriteOnce]
          iscsi:
            targetPortal: 10.0.0.5:3260
            iqn: iqn.2001-04.com.example:storage.disk1
            secretRef:
              name: ""
      `,
      errors: [
        { messageId: 'secretNameRequired', path: "spec.iscsi.secretRef.name", line: 13, column: 13, endLine: 13, endColumn: 15 },
      ],
    },
  ],
});
