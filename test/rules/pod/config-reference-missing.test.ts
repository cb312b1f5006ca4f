import rule from '../../../rules/pod/config-reference-missing.js';
import { runSetTests } from '../../utils/set-tester.js';
import { deployment } from './_set.js';

const configMap = 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: settings}\ndata: {mode: fast, level: "3"}\n';
const secret = 'apiVersion: v1\nkind: Secret\nmetadata: {name: creds}\nstringData: {password: x}\n';
const env = (lines: string) => `          env:\n${lines}`;

runSetTests(rule, {
  valid: [
    {
      name: 'every name and key is defined; optional references and kube-root-ca.crt are not checked',
      files: {
        'app.yaml':
          deployment(
            'web',
            'app: web',
            env(
              '            - {name: MODE, valueFrom: {configMapKeyRef: {name: settings, key: mode}}}\n' +
                '            - {name: PW, valueFrom: {secretKeyRef: {name: creds, key: password}}}\n' +
                '            - {name: X, valueFrom: {configMapKeyRef: {name: extra, key: x, optional: true}}}\n',
            ) +
              '      volumes:\n        - {name: ca, configMap: {name: kube-root-ca.crt}}\n' +
              '        - {name: s, secret: {secretName: creds, items: [{key: password, path: pw}]}}\n',
          ) + `---\n${configMap}---\n${secret}`,
      },
    },
    {
      name: 'no ConfigMap or Secret in the checked files (partial view)',
      files: { 'app.yaml': deployment('web', 'app: web', '          envFrom: [{configMapRef: {name: settings}}]\n') },
    },
  ],
  invalid: [
    {
      name: 'a missing ConfigMap, a missing Secret key, a missing projected item key',
      files: {
        'app.yaml':
          deployment(
            'web',
            'app: web',
            '          envFrom: [{configMapRef: {name: setings}}]\n' +
              env('            - {name: PW, valueFrom: {secretKeyRef: {name: creds, key: passwd}}}\n') +
              '      volumes:\n        - name: p\n          projected:\n            sources: [{configMap: {name: settings, items: [{key: speed, path: s}]}}]\n',
          ) + `---\n${configMap}---\n${secret}`,
      },
      errors: [
        {
          uri: 'app.yaml',
          messageId: 'name',
          path: 'spec.template.spec.containers[0].envFrom[0].configMapRef.name',
          line: 12,
          column: 43,
          message:
            '`spec.template.spec.containers[0].envFrom[0].configMapRef.name` names ConfigMap "setings", which is not among the ' +
            'ConfigMaps of an unspecified namespace in the checked files.',
        },
        {
          uri: 'app.yaml',
          messageId: 'key',
          path: 'spec.template.spec.containers[0].env[0].valueFrom.secretKeyRef.key',
          line: 14,
          column: 71,
          message:
            '`spec.template.spec.containers[0].env[0].valueFrom.secretKeyRef.key` is "passwd", but Secret "creds" in the checked files ' +
            'has no such key (its keys: "password").',
        },
        {
          uri: 'app.yaml',
          messageId: 'key',
          path: 'spec.template.spec.volumes[0].projected.sources[0].configMap.items[0].key',
          line: 18,
          column: 66,
        },
      ],
    },
  ],
});
