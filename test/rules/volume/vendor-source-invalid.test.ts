import assert from 'node:assert/strict';
import { lintText } from '@plumbline/core';
import rule from '../../../rules/volume/vendor-source-invalid.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

const POD = `apiVersion: v1
kind: Pod
metadata:
  name: web
spec:
  containers:
    - name: app
      image: nginx:1.27
  volumes:
`;

ruleTester.run(rule, {
  valid: [
    {
      name: 'correct sources of several kinds in a Pod',
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
            - name: gce
              gcePersistentDisk: {pdName: disk-1, partition: 0}
            - name: ebs
              awsElasticBlockStore: {volumeID: vol-1, partition: 255}
            - name: gluster
              glusterfs: {endpoints: glusterfs-cluster, path: vol1}
            - name: ceph
              rbd: {monitors: ["10.0.0.1:6789"], image: img}
            - name: flock
              flocker: {datasetUUID: 1f0e8a4c}
            - name: quo
              quobyte: {registry: "q1.example.com:7861,[2001:db8::1]:7861", volume: vol1}
            - name: azd
              azureDisk: {diskName: d1, diskURI: "https://acct.blob.core.windows.net/vhds/d1.vhd"}
            - name: azm
              azureDisk: {diskName: d2, diskURI: /subscriptions/x/resourceGroups/rg/providers/Microsoft.Compute/disks/d2, kind: Managed}
            - name: sos
              storageos: {volumeName: redis-vol01, volumeNamespace: default, secretRef: {name: storageos-secret}}
      `,
    },
    {
      name: 'correct PersistentVolume sources',
      code: yaml`
        apiVersion: v1
        kind: PersistentVolume
        metadata:
          name: pv-1
        spec:
          capacity:
            storage: 10Gi
          accessModes: [ReadWriteOnce]
          glusterfs:
            endpoints: glusterfs-cluster
            endpointsNamespace: storage
            path: vol1
      `,
    },
    {
      name: 'cinder and storageos PersistentVolume secret references with namespaces',
      code: yaml`
        apiVersion: v1
        kind: PersistentVolume
        metadata:
          name: pv-1
        spec:
          capacity:
            storage: 10Gi
          accessModes: [ReadWriteOnce]
          cinder:
            volumeID: 8a3c
            secretRef: {name: os-creds, namespace: kube-system}
      `,
    },
    {
      name: 'a vendor source after another Pod volume source is not validated (the server refuses it as a second source)',
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
              emptyDir: {}
              gcePersistentDisk: {}
      `,
    },
    {
      name: 'a vendor source after another PersistentVolume source is not validated',
      code: yaml`
        apiVersion: v1
        kind: PersistentVolume
        metadata:
          name: pv-1
        spec:
          capacity:
            storage: 10Gi
          accessModes: [ReadWriteOnce]
          hostPath: {path: /data}
          rbd: {}
      `,
    },
    {
      name: 'scaleIO PersistentVolume secretRef needs no namespace',
      code: yaml`
        apiVersion: v1
        kind: PersistentVolume
        metadata:
          name: pv-1
        spec:
          capacity:
            storage: 10Gi
          accessModes: [ReadWriteOnce]
          scaleIO: {gateway: "https://sio.example.com/api", system: sio, volumeName: vol-1, secretRef: {name: sio}}
      `,
    },
  ],
  invalid: [
    {
      name: 'gcePersistentDisk without pdName and with partition 256',
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
              gcePersistentDisk:
                fsType: ext4
                partition: 256
      `,
      errors: [
        { messageId: 'fieldRequired', path: 'spec.volumes[0].gcePersistentDisk.pdName', line: 11, column: 7, endLine: 11, endColumn: 24 },
        { messageId: 'partitionOutOfRange', path: 'spec.volumes[0].gcePersistentDisk.partition', line: 13, column: 20, endLine: 13, endColumn: 23 },
      ],
    },
    {
      name: 'awsElasticBlockStore in a Deployment without volumeID and with a negative partition',
      code: yaml`
        apiVersion: apps/v1
        kind: Deployment
        metadata:
          name: web
        spec:
          selector:
            matchLabels: {app: web}
          template:
            metadata:
              labels: {app: web}
            spec:
              containers:
                - name: app
                  image: nginx:1.27
              volumes:
                - name: data
                  awsElasticBlockStore:
                    partition: -1
      `,
      errors: [
        { messageId: 'fieldRequired', path: 'spec.template.spec.volumes[0].awsElasticBlockStore.volumeID', line: 17, column: 11 },
        { messageId: 'partitionOutOfRange', path: 'spec.template.spec.volumes[0].awsElasticBlockStore.partition', line: 18, column: 24 },
      ],
    },
    {
      name: 'glusterfs without endpoints and path',
      code: `${POD}    - name: data\n      glusterfs: {readOnly: true}\n`,
      errors: [
        { messageId: 'fieldRequired', path: 'spec.volumes[0].glusterfs.endpoints', line: 11, column: 7 },
        { messageId: 'fieldRequired', path: 'spec.volumes[0].glusterfs.path', line: 11, column: 7 },
      ],
    },
    {
      name: 'glusterfs PersistentVolume with an empty endpointsNamespace',
      code: yaml`
        apiVersion: v1
        kind: PersistentVolume
        metadata:
          name: pv-1
        spec:
          capacity:
            storage: 10Gi
          accessModes: [ReadWriteOnce]
          glusterfs:
            endpoints: glusterfs-cluster
            endpointsNamespace: ""
            path: vol1
      `,
      errors: [{ messageId: 'endpointsNamespaceEmpty', path: 'spec.glusterfs.endpointsNamespace', line: 11, column: 25, endLine: 11, endColumn: 27 }],
    },
    {
      name: 'glusterfs PersistentVolume with an endpointsNamespace that is not a DNS label',
      code: yaml`
        apiVersion: v1
        kind: PersistentVolume
        metadata:
          name: pv-1
        spec:
          capacity:
            storage: 10Gi
          accessModes: [ReadWriteOnce]
          glusterfs:
            endpoints: glusterfs-cluster
            endpointsNamespace: Storage_NS
            path: vol1
      `,
      errors: [{ messageId: 'dnsLabelInvalid', path: 'spec.glusterfs.endpointsNamespace', line: 11, column: 25 }],
    },
    {
      name: 'rbd with an empty monitor list and no image',
      code: `${POD}    - name: data\n      rbd:\n        monitors: []\n`,
      errors: [
        { messageId: 'fieldRequired', path: 'spec.volumes[0].rbd.image', line: 11, column: 7 },
        { messageId: 'monitorsRequired', path: 'spec.volumes[0].rbd.monitors', line: 12, column: 9 },
      ],
    },
    {
      name: 'cephfs PersistentVolume without monitors',
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
            path: /
      `,
      errors: [{ messageId: 'monitorsRequired', path: 'spec.cephfs.monitors', line: 9, column: 3 }],
    },
    {
      name: 'cinder Pod volume without volumeID and with a nameless secretRef',
      code: `${POD}    - name: data\n      cinder:\n        secretRef: {}\n`,
      errors: [
        { messageId: 'fieldRequired', path: 'spec.volumes[0].cinder.volumeID', line: 11, column: 7 },
        { messageId: 'secretNameRequired', path: 'spec.volumes[0].cinder.secretRef.name', line: 12, column: 9 },
      ],
    },
    {
      name: 'cinder PersistentVolume secretRef without namespace',
      code: yaml`
        apiVersion: v1
        kind: PersistentVolume
        metadata:
          name: pv-1
        spec:
          capacity:
            storage: 10Gi
          accessModes: [ReadWriteOnce]
          cinder:
            volumeID: 8a3c
            secretRef: {name: os-creds}
      `,
      errors: [{ messageId: 'secretNamespaceRequired', path: 'spec.cinder.secretRef.namespace', line: 11, column: 5 }],
    },
    {
      name: 'flocker with neither dataset field',
      code: `${POD}    - name: data\n      flocker: {}\n`,
      errors: [{ messageId: 'flockerDatasetRequired', path: 'spec.volumes[0].flocker', line: 11, column: 7, endLine: 11, endColumn: 14 }],
    },
    {
      name: 'flocker with both dataset fields and a slash in the name',
      code: `${POD}    - name: data\n      flocker:\n        datasetName: my/set\n        datasetUUID: 1f0e8a4c\n`,
      errors: [
        { messageId: 'flockerDatasetBoth', path: 'spec.volumes[0].flocker', line: 11, column: 7 },
        { messageId: 'flockerDatasetSlash', path: 'spec.volumes[0].flocker.datasetName', line: 12, column: 22 },
      ],
    },
    {
      name: 'azureFile without secretName',
      code: `${POD}    - name: data\n      azureFile: {shareName: share}\n`,
      errors: [{ messageId: 'fieldRequired', path: 'spec.volumes[0].azureFile.secretName', line: 11, column: 7 }],
    },
    {
      name: 'azureFile PersistentVolume with an empty secretNamespace',
      code: yaml`
        apiVersion: v1
        kind: PersistentVolume
        metadata:
          name: pv-1
        spec:
          capacity:
            storage: 10Gi
          accessModes: [ReadWriteMany]
          azureFile:
            secretName: azure-secret
            shareName: share
            secretNamespace: ""
      `,
      errors: [{ messageId: 'secretNamespaceRequired', path: 'spec.azureFile.secretNamespace', line: 12, column: 22 }],
    },
    {
      name: 'vsphereVolume, photonPersistentDisk and portworxVolume without their identifiers',
      code: `${POD}    - name: a\n      vsphereVolume: {fsType: ext4}\n    - name: b\n      photonPersistentDisk: {fsType: ext4}\n    - name: c\n      portworxVolume: {readOnly: true}\n`,
      errors: [
        { messageId: 'fieldRequired', path: 'spec.volumes[0].vsphereVolume.volumePath', line: 11, column: 7 },
        { messageId: 'fieldRequired', path: 'spec.volumes[1].photonPersistentDisk.pdID', line: 13, column: 7 },
        { messageId: 'fieldRequired', path: 'spec.volumes[2].portworxVolume.volumeID', line: 15, column: 7 },
      ],
    },
    {
      name: 'quobyte without registry and volume',
      code: `${POD}    - name: data\n      quobyte: {user: root}\n`,
      errors: [
        { messageId: 'fieldRequired', path: 'spec.volumes[0].quobyte.registry', line: 11, column: 7 },
        { messageId: 'fieldRequired', path: 'spec.volumes[0].quobyte.volume', line: 11, column: 7 },
      ],
    },
    {
      name: 'quobyte tenant longer than 64 characters (reported as Required; the registry is then not checked)',
      code: `${POD}    - name: data\n      quobyte:\n        registry: no-port\n        volume: vol1\n        tenant: ${'t'.repeat(65)}\n`,
      errors: [{ messageId: 'tenantTooLong', path: 'spec.volumes[0].quobyte.tenant', line: 14, column: 17, endLine: 14, endColumn: 82 }],
    },
    {
      name: 'quobyte registry entries without a port (one error per entry)',
      code: `${POD}    - name: data\n      quobyte:\n        registry: "q1.example.com:7861,q2.example.com,::1"\n        volume: vol1\n`,
      errors: [
        { messageId: 'registryInvalid', path: 'spec.volumes[0].quobyte.registry', line: 12, column: 19 },
        { messageId: 'registryInvalid', path: 'spec.volumes[0].quobyte.registry', line: 12, column: 19 },
      ],
    },
    {
      name: 'azureDisk with a managed-disk URI and no kind: the defaulted kind Shared needs an https URI',
      code: `${POD}    - name: data\n      azureDisk:\n        diskName: d1\n        diskURI: /subscriptions/x/resourceGroups/rg/providers/Microsoft.Compute/disks/d1\n`,
      errors: [{ messageId: 'blobDiskUri', path: 'spec.volumes[0].azureDisk.diskURI', line: 13, column: 18, endLine: 13, endColumn: 89 }],
    },
    {
      name: 'azureDisk with an unknown caching mode and a Managed kind with a blob URI',
      code: `${POD}    - name: data\n      azureDisk:\n        diskName: d1\n        diskURI: https://acct.blob.core.windows.net/vhds/d1.vhd\n        cachingMode: Write\n        kind: Managed\n`,
      errors: [
        { messageId: 'managedDiskUri', path: 'spec.volumes[0].azureDisk.diskURI', line: 13, column: 18 },
        { messageId: 'cachingModeNotSupported', path: 'spec.volumes[0].azureDisk.cachingMode', line: 14, column: 22 },
      ],
    },
    {
      name: 'azureDisk with an unknown kind and no diskURI',
      code: `${POD}    - name: data\n      azureDisk:\n        diskName: d1\n        kind: Premium\n`,
      errors: [
        { messageId: 'fieldRequired', path: 'spec.volumes[0].azureDisk.diskURI', line: 11, column: 7 },
        { messageId: 'blobDiskUri', path: 'spec.volumes[0].azureDisk.diskURI', line: 11, column: 7 },
        { messageId: 'diskKindNotSupported', path: 'spec.volumes[0].azureDisk.kind', line: 13, column: 15 },
      ],
    },
    {
      name: 'scaleIO PersistentVolume without gateway, system and volumeName',
      code: yaml`
        apiVersion: v1
        kind: PersistentVolume
        metadata:
          name: pv-1
        spec:
          capacity:
            storage: 10Gi
          accessModes: [ReadWriteOnce]
          scaleIO:
            secretRef: {name: sio}
      `,
      errors: [
        { messageId: 'fieldRequired', path: 'spec.scaleIO.gateway', line: 9, column: 3 },
        { messageId: 'fieldRequired', path: 'spec.scaleIO.system', line: 9, column: 3 },
        { messageId: 'fieldRequired', path: 'spec.scaleIO.volumeName', line: 9, column: 3 },
      ],
    },
    {
      name: 'storageos volume and namespace names that are not DNS labels',
      code: `${POD}    - name: data\n      storageos:\n        volumeName: Redis_Vol\n        volumeNamespace: Team.A\n        secretRef: {}\n`,
      errors: [
        { messageId: 'dnsLabelInvalid', path: 'spec.volumes[0].storageos.volumeName', line: 12, column: 21 },
        { messageId: 'dnsLabelInvalid', path: 'spec.volumes[0].storageos.volumeNamespace', line: 13, column: 26 },
        { messageId: 'secretNameRequired', path: 'spec.volumes[0].storageos.secretRef.name', line: 14, column: 9 },
      ],
    },
    {
      name: 'storageos PersistentVolume without volumeName and a secretRef without namespace',
      code: yaml`
        apiVersion: v1
        kind: PersistentVolume
        metadata:
          name: pv-1
        spec:
          capacity:
            storage: 10Gi
          accessModes: [ReadWriteOnce]
          storageos:
            secretRef: {name: storageos-secret}
      `,
      errors: [
        { messageId: 'fieldRequired', path: 'spec.storageos.volumeName', line: 9, column: 3 },
        { messageId: 'secretNamespaceRequired', path: 'spec.storageos.secretRef.namespace', line: 10, column: 5 },
      ],
    },
  ],
});

describe('volume/vendor-source-invalid: schemas and other gates', () => {
  const found = (text: string, ruleId: string): string[] => lintText(text).diagnostics.filter((d) => d.ruleId === ruleId).map((d) => `${d.path} ${d.severity}`);

  it('Pod variant: a secretRef namespace is an unknown field; a string partition is a type error', () => {
    const unknown = `${POD}    - name: a\n      cinder:\n        volumeID: v1\n        secretRef: {name: s, namespace: ns}\n`;
    assert.deepEqual(found(unknown, 'schema/unknown-field'), ['spec.volumes[0].cinder.secretRef.namespace warning']);
    // A body that does not decode is refused before anything else is validated.
    const typed = `${POD}    - name: b\n      gcePersistentDisk: {pdName: d, partition: "1"}\n`;
    assert.deepEqual(found(typed, 'schema/invalid-type'), ['spec.volumes[0].gcePersistentDisk.partition error']);
  });

  it('PersistentVolume variant: endpointsNamespace is known, a misspelt field is unknown, a list monitor field a type error', () => {
    const text = 'apiVersion: v1\nkind: PersistentVolume\nmetadata:\n  name: pv-1\nspec:\n  capacity: {storage: 1Gi}\n  accessModes: [ReadWriteOnce]\n  glusterfs: {endpoints: e, endpointsNamespace: ns, path: p, readonly: true}\n';
    assert.deepEqual(found(text, 'schema/unknown-field'), ['spec.glusterfs.readonly warning']);
    const rbd = 'apiVersion: v1\nkind: PersistentVolume\nmetadata:\n  name: pv-1\nspec:\n  capacity: {storage: 1Gi}\n  accessModes: [ReadWriteOnce]\n  rbd: {monitors: "10.0.0.1:6789", image: img, secretRef: {name: s, namespace: ns}}\n';
    assert.deepEqual(found(rbd, 'schema/invalid-type'), ['spec.rbd.monitors error']);
    const refs = 'apiVersion: v1\nkind: PersistentVolume\nmetadata:\n  name: pv-1\nspec:\n  capacity: {storage: 1Gi}\n  accessModes: [ReadWriteOnce]\n  rbd: {monitors: ["10.0.0.1:6789"], image: img, secretRef: {name: s, namespace: ns}}\n';
    assert.deepEqual(found(refs, 'schema/unknown-field'), []);
  });

  it('StatefulSet templates get the findings as warnings', () => {
    const text = 'apiVersion: apps/v1\nkind: StatefulSet\nmetadata:\n  name: db\nspec:\n  serviceName: db\n  selector:\n    matchLabels: {app: db}\n  template:\n    metadata:\n      labels: {app: db}\n    spec:\n      containers:\n        - name: db\n          image: postgres:16\n      volumes:\n        - name: data\n          gcePersistentDisk: {fsType: ext4}\n';
    assert.deepEqual(found(text, 'volume/stateful-set-template-invalid'), ['spec.template.spec.volumes[0].gcePersistentDisk.pdName warning']);
    assert.deepEqual(found(text, 'volume/vendor-source-invalid'), []);
  });

  it('a mount of a volume whose vendor source fails validation is refused like a missing volume', () => {
    const text = 'apiVersion: v1\nkind: Pod\nmetadata:\n  name: web\nspec:\n  containers:\n    - name: app\n      image: nginx:1.27\n      volumeMounts: [{name: data, mountPath: /data}]\n  volumes:\n    - name: data\n      rbd: {image: img}\n';
    assert.ok(found(text, 'volume/mount-invalid').some((p) => p.startsWith('spec.containers[0].volumeMounts[0].name')));
  });
});
