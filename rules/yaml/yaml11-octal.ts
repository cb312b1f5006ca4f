import { engineRule } from '../_shared/engine-rule.js';

export default engineRule('yaml/yaml11-octal', {
  kinds: ['*'],
  severity: 'warning',
  messages: {
    yaml11Octal:
      "`{{path}}` is {{source}}, an octal number ({{value}}) to kubectl's YAML 1.1 reader but the decimal " +
      '{{decimal}} to YAML 1.2 tools; write {{value}} to be unambiguous.',
  },
  docs: {
    description: 'Disallow leading-zero integers whose value depends on the YAML version',
    spec: { doc: 'part3', section: 'Volume (embedded in Pod specs)', field: 'defaultMode' },
    details:
      'File modes such as `defaultMode: 0644` are octal to kubectl (YAML 1.1) and decimal to YAML 1.2 tools. Plumbline validates ' +
      'the value kubectl sends (octal) and warns, because another tool in the chain may send the decimal.',
  },
});
