import { engineRule } from '../_shared/engine-rule.js';

export default engineRule('yaml/yaml11-boolean', {
  kinds: ['*'],
  severity: 'warning',
  messages: {
    yaml11Boolean:
      '`{{path}}` is the unquoted value {{source}}: a string in YAML 1.2, but the boolean {{source}} to YAML 1.1 ' +
      'readers such as kubectl and Helm, and the field expects a string; quote it.',
  },
  docs: {
    description: 'Disallow unquoted YAML 1.1 booleans where a string is expected',
    spec: { doc: 'part1', section: 'Shared conventions' },
    details:
      'kubectl and Helm read YAML 1.1, where `yes`, `no`, `on`, `off`, `y` and `n` are booleans; kustomize and YAML 1.2 tools ' +
      'read them as strings. In a string field (a label value, ConfigMap data) the boolean makes the API server refuse the object. ' +
      'Plumbline validates the string and warns, because the outcome depends on the tool chain.',
  },
});
