import { engineRule } from '../_shared/engine-rule.js';

export default engineRule('manifest/kind-not-served', {
  kinds: ['*'],
  severity: 'error',
  messages: { notServed: '`kind` is {{kind}}, which the built-in group {{apiVersion}} does not serve.' },
  docs: {
    description: 'Disallow kinds that a built-in API group does not have',
    spec: { doc: 'part1', section: 'Versioning' },
    details:
      'Built-in groups (the core group `v1`, `apps`, `storage.k8s.io`, …) hold a fixed set of kinds; custom resources cannot be ' +
      'added to them, so an unknown kind there is always a mistake (the server answers "no kind is registered"). Unknown kinds in other ' +
      'groups are custom resources and are only noted (`manifest/kind-not-checked`).',
  },
});
