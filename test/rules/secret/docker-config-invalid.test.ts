import rule from '../../../rules/secret/docker-config-invalid.js';
import { ruleTester, yaml } from '../../utils/rule-tester.js';

ruleTester.run(rule, {
  valid: [
    yaml`
      apiVersion: v1
      kind: Secret
      metadata: {name: pull, namespace: default}
      type: kubernetes.io/dockerconfigjson
      data:
        .dockerconfigjson: eyJhdXRocyI6IHsicmVnaXN0cnkuZXhhbXBsZS5jb20iOiB7ImF1dGgiOiAiZFhObGNqcHdZWE56In19fQ==
    `,
    yaml`
      apiVersion: v1
      kind: Secret
      metadata: {name: pull, namespace: default}
      type: kubernetes.io/dockercfg
      stringData:
        .dockercfg: '{"registry.example.com": {"auth": "dXNlcjpwYXNz"}}'
    `,
  ],
  invalid: [
    {
      name: 'dockerconfigjson that is not JSON',
      code: yaml`
        apiVersion: v1
        kind: Secret
        metadata: {name: pull, namespace: default}
        type: kubernetes.io/dockerconfigjson
        stringData:
          .dockerconfigjson: "{auths: hunter2}"
      `,
      // The parser's own message would quote the text (the credentials): only the position is given.
      errors: [{ messageId: 'invalid', path: 'data[.dockerconfigjson]', line: 6, column: 22, message: '`data[.dockerconfigjson]` of a `kubernetes.io/dockerconfigjson` Secret must decode to a JSON object: it is not valid JSON (at byte 1).' }],
    },
    {
      name: 'dockercfg that is a JSON array',
      code: yaml`
        apiVersion: v1
        kind: Secret
        metadata: {name: pull, namespace: default}
        type: kubernetes.io/dockercfg
        data:
          .dockercfg: W10=
      `,
      errors: [{ messageId: 'invalid', path: 'data[.dockercfg]', message: '`data[.dockercfg]` of a `kubernetes.io/dockercfg` Secret must decode to a JSON object: a JSON array where a JSON object is required.', line: 6, column: 15 }],
    },
  ],
});
