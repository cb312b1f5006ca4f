import rule from '../../../rules/node/deprecated-field.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    yaml`
      apiVersion: v1
      kind: Node
      metadata:
        name: node-1
      spec:
        unschedulable: true
      status:
        nodeInfo: {kubeProxyVersion: ""}
    `,
  ],
  invalid: [
    {
      code: yaml`
        apiVersion: v1
        kind: Node
        metadata:
          name: node-1
        spec:
          externalID: i-0abc
          configSource:
            configMap: {name: node-config, namespace: kube-system, kubeletConfigKey: kubelet}
        status:
          phase: Running
          nodeInfo:
            kubeProxyVersion: v1.34.1
          config:
            error: ""
      `,
      errors: [
        { messageId: 'externalID', path: 'spec.externalID', line: 6, column: 15 },
        { messageId: 'configSource', path: 'spec.configSource', message: '`spec.configSource` is deprecated: dynamic node agent configuration was removed; the API server drops the field.', line: 7, column: 3 },
        { messageId: 'phase', path: 'status.phase', line: 10, column: 10 },
        { messageId: 'kubeProxyVersion', path: 'status.nodeInfo.kubeProxyVersion', line: 12, column: 23 },
        { messageId: 'config', path: 'status.config', line: 13, column: 3, severity: 'warning' },
      ],
    },
  ],
});
