import rule from '../../../rules/node/config-source-invalid.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

const stored = yaml`
  apiVersion: v1
  kind: Node
  metadata:
    name: node-1
  spec:
    configSource:
      configMap: {name: node-config, namespace: kube-system, kubeletConfigKey: kubelet}
  status:
    config:
      assigned:
        configMap: {name: node-config, namespace: kube-system, kubeletConfigKey: kubelet, uid: u-1, resourceVersion: "1"}
`;

ruleTester.run(rule, {
  valid: [
    { name: 'unchanged valid sources', old: stored, code: stored },
    {
      name: 'node without a stored source: the new one is dropped',
      old: yaml`
        apiVersion: v1
        kind: Node
        metadata:
          name: node-1
      `,
      code: yaml`
        apiVersion: v1
        kind: Node
        metadata:
          name: node-1
        spec:
          configSource: {}
      `,
    },
  ],
  invalid: [
    {
      name: 'spec source with uid, bad key and no namespace',
      old: stored,
      code: yaml`
        apiVersion: v1
        kind: Node
        metadata:
          name: node-1
        spec:
          configSource:
            configMap:
              name: node-config
              uid: u-1
              kubeletConfigKey: "bad key"
      `,
      errors: [
        { messageId: 'required', path: 'spec.configSource.configMap.namespace', line: 7, column: 5 },
        { messageId: 'forbidden', path: 'spec.configSource.configMap.uid', line: 9, column: 12 },
        { messageId: 'invalid', path: 'spec.configSource.configMap.kubeletConfigKey', line: 10, column: 25 },
      ],
    },
    {
      name: 'status source without uid, and a source without configMap',
      old: stored,
      subresource: 'status',
      code: yaml`
        apiVersion: v1
        kind: Node
        metadata:
          name: node-1
        status:
          config:
            assigned:
              configMap: {name: node-config, namespace: kube-system, kubeletConfigKey: kubelet, resourceVersion: "1"}
            active: {}
      `,
      errors: [
        { messageId: 'required', path: 'status.config.assigned.configMap.uid', line: 8, column: 7 },
        { messageId: 'oneOf', path: 'status.config.active', line: 9, column: 5 },
      ],
    },
  ],
});
