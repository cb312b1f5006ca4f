import rule from '../../../rules/service/cluster-ips-immutable.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';
import { storedClusterIP } from './_fixtures.js';

ruleTester.run(rule, {
  valid: [
    {
      name: 're-applying a manifest without clusterIP keeps the stored one',
      code: yaml`
        apiVersion: v1
        kind: Service
        metadata:
          name: web
        spec:
          ports: [{name: http, port: 80}]
      `,
      old: storedClusterIP,
    },
    {
      name: 'adding a secondary cluster IP',
      code: yaml`
        apiVersion: v1
        kind: Service
        metadata:
          name: web
        spec:
          clusterIP: 10.96.0.10
          clusterIPs: [10.96.0.10, "fd00::a"]
          ipFamilyPolicy: RequireDualStack
          ports: [{name: http, port: 80}]
      `,
      old: storedClusterIP,
    },
  ],
  invalid: [
    {
      code: yaml`
        apiVersion: v1
        kind: Service
        metadata:
          name: web
        spec:
          clusterIP: 10.96.0.11
          ports: [{name: http, port: 80}]
      `,
      old: storedClusterIP,
      errors: [{ messageId: 'changed', path: 'spec.clusterIPs[0]', message: '`spec.clusterIPs[0]` changes from "10.96.0.10" to "10.96.0.11"; a cluster IP may not change once set (delete and recreate the Service, or go through type ExternalName).', line: 6, column: 14, endColumn: 24 }],
    },
    {
      name: 'releasing the secondary IP without SingleStack',
      code: yaml`
        apiVersion: v1
        kind: Service
        metadata:
          name: web
        spec:
          clusterIP: 10.96.0.10
          clusterIPs: [10.96.0.10]
          ipFamilyPolicy: PreferDualStack
          ports: [{name: http, port: 80}]
      `,
      old: yaml`
        apiVersion: v1
        kind: Service
        metadata:
          name: web
        spec:
          clusterIP: 10.96.0.10
          clusterIPs: [10.96.0.10, "fd00::a"]
          ipFamilyPolicy: PreferDualStack
          ports: [{name: http, port: 80}]
      `,
      errors: [{ messageId: 'releaseNeedsSingleStack', path: 'spec.ipFamilyPolicy', line: 8, column: 19 }],
    },
    {
      name: 'headless to a cluster IP',
      code: yaml`
        apiVersion: v1
        kind: Service
        metadata:
          name: web
        spec:
          clusterIP: 10.96.0.10
          clusterIPs: [10.96.0.10, "fd00::a"]
          ipFamilyPolicy: PreferDualStack
          ports: [{name: http, port: 80}]
      `,
      old: yaml`
        apiVersion: v1
        kind: Service
        metadata:
          name: web
        spec:
          clusterIP: None
          ports: [{name: http, port: 80}]
      `,
      errors: [{ messageId: 'changed', path: 'spec.clusterIPs[0]', line: 7, column: 16 }],
    },
  ],
});
