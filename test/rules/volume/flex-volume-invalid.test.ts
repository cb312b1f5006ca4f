import rule from '../../../rules/volume/flex-volume-invalid.js';
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
            - name: flex
              flexVolume:
                driver: example.com/lvm
                options: {size: 1G}
      `,
    },
  ],
  invalid: [
    {
      name: "no driver",
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
            - name: flex
              flexVolume:
                fsType: ext4
      `,
      errors: [
        { messageId: 'driverRequired', path: "spec.volumes[0].flexVolume.driver", line: 11, column: 7, endLine: 11, endColumn: 17 },
      ],
    },
    {
      name: "reserved option key",
      code: yaml`
        apiVersion: v1
        kind: PersistentVolume
        metadata:
          name: pv-1
        spec:
          capacity:
            storage: 10Gi
          accessModes: [ReadWriteOnce]
          flexVolume:
            driver: example.com/lvm
            options:
              kubernetes.io/secret: x
      `,
      errors: [
        { messageId: 'optionReserved', path: "spec.flexVolume.options[kubernetes.io/secret]", line: 12, column: 29, endLine: 12, endColumn: 30 },
      ],
    },
  ],
});
