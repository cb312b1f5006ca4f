import rule from '../../../rules/secret/type-key-missing.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    yaml`
      apiVersion: v1
      kind: Secret
      metadata: {name: tls, namespace: default}
      type: kubernetes.io/tls
      data: {tls.crt: "", tls.key: ""}
    `,
    yaml`
      apiVersion: v1
      kind: Secret
      metadata: {name: auth, namespace: default}
      type: kubernetes.io/basic-auth
      stringData: {password: s3cr3t}
    `,
    {
      name: 'types under a configured vendor domain',
      settings: { vendorDomain: 'example.io' },
      code: yaml`
        apiVersion: v1
        kind: Secret
        metadata: {name: tls, namespace: default}
        type: kubernetes.io/tls
      `,
    },
  ],
  invalid: [
    {
      name: 'dockerconfigjson without .dockerconfigjson',
      code: yaml`
        apiVersion: v1
        kind: Secret
        metadata: {name: pull, namespace: default}
        type: kubernetes.io/dockerconfigjson
        data:
          config.json: e30=
      `,
      errors: [{ messageId: 'missing', path: 'data[.dockerconfigjson]', line: 5, column: 1 }],
    },
    {
      name: 'tls without the key',
      code: yaml`
        apiVersion: v1
        kind: Secret
        metadata: {name: tls, namespace: default}
        type: kubernetes.io/tls
        stringData: {tls.crt: cert}
      `,
      errors: [{ messageId: 'missing', path: 'data[tls.key]', message: 'A Secret of type `kubernetes.io/tls` needs the key `tls.key` in `data` or `stringData`.', line: 1, column: 1 }],
    },
    {
      name: 'basic-auth with neither username nor password',
      code: yaml`
        apiVersion: v1
        kind: Secret
        metadata: {name: auth, namespace: default}
        type: kubernetes.io/basic-auth
        data: {user: YQ==}
      `,
      errors: [
        { messageId: 'basicAuth', path: 'data[username]', line: 5, column: 1 },
        { messageId: 'basicAuth', path: 'data[password]', line: 5, column: 1 },
      ],
    },
    {
      name: 'ssh-auth with an empty private key',
      code: yaml`
        apiVersion: v1
        kind: Secret
        metadata: {name: ssh, namespace: default}
        type: kubernetes.io/ssh-auth
        data:
          ssh-privatekey: ""
      `,
      errors: [{ messageId: 'empty', path: 'data[ssh-privatekey]', line: 6, column: 19 }],
    },
    {
      name: 'dockercfg under a configured vendor domain',
      settings: { vendorDomain: 'example.io' },
      code: yaml`
        apiVersion: v1
        kind: Secret
        metadata: {name: pull, namespace: default}
        type: example.io/dockercfg
        data: {}
      `,
      errors: [{ messageId: 'missing', path: 'data[.dockercfg]', line: 5, column: 1 }],
    },
  ],
});
