import { type KindDefinition, s } from '@plumbline/engine';

export const CSI_NODE_ID_MAX = 256;

export const csiNodeSchema = s.object({
  spec: s.object(
    {
      drivers: s.array(
        s.object({
          name: s.string({
            description:
              'CSI driver name as the driver reports it: at most 63 characters, a DNS subdomain (compared in ' +
              'lower case). Unique in the list.',
          }),
          nodeID: s.string({ description: 'The node as the driver identifies it. Required, at most 256 characters.' }),
          allocatable: s.object(
            {
              count: s.int32({ description: 'Most volumes of this driver the node can use at once; not negative. Unset means unlimited.' }),
            },
            { description: 'Volume resources of this driver on the node.' },
          ),
          topologyKeys: s.array(s.string(), {
            description: 'Node label keys (qualified names) the driver reports its topology with; ' + 'distinct.',
          }),
        }),
        { description: 'CSI drivers installed on the node, one entry per driver name.' },
      ),
    },
    { description: 'The CSI drivers of the node. Written by the node agent when a driver registers.' },
  ),
});

export const csiNodeKind: KindDefinition = {
  kind: 'CSINode',
  group: 'storage',
  version: 'v1',
  namespaced: false,
  // The name equals the Node's name; the server checks it as a DNS subdomain.
  nameFormat: 'dns1123-subdomain',
  schema: csiNodeSchema,
  removedVersions: ['storage.k8s.io/v1beta1'],
  spec: { doc: 'part3', section: 'CSINode' },
};
