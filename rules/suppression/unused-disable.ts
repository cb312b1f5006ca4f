import { engineRule } from '../_shared/engine-rule.js';

export default engineRule('suppression/unused-disable', {
  kinds: ['*'],
  severity: 'warning',
  messages: { unusedDisable: 'Unused `plumbline-disable-{{directive}}`: {{what}} suppresses no finding{{where}}.' },
  docs: {
    description: 'Disallow suppression comments that suppress nothing',
    spec: { doc: 'part1', section: 'Shared conventions' },
    details:
      'Reported only on request (`plumbline lint --report-unused-disables`, at error; or `--report-unused-disables-severity`): a `# ' +
      'plumbline-disable-next-line`, `# plumbline-disable-line` or `# plumbline-disable-file` comment, or one rule id in it, that ' +
      'hides no finding. Stale suppressions hide the next real finding on that line, so removing them keeps the suppression list ' +
      'honest. The finding is made by the suppression step of the core (`applySuppressions`), shared by the CLI and the language ' +
      'server; the severity comes from the option, not from configuration.',
  },
});
