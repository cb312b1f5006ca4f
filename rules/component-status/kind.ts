import { type KindDefinition, s } from '@plumbline/engine';

export const componentStatusSchema = s.object({
  conditions: s.array(
    s.object({
      type: s.enumOf(['Healthy'], { description: 'Condition type; only `Healthy` is defined.' }),
      status: s.enumOf(['True', 'False', 'Unknown'], { description: '`True`, `False` or `Unknown`.' }),
      message: s.string({ description: 'Information from the health check.' }),
      error: s.string({ description: 'Error code from the health check.' }),
    }),
    { description: 'Health conditions of the component (deprecated kind, read-only).' },
  ),
});

export const componentStatusKind: KindDefinition = {
  kind: 'ComponentStatus',
  group: '',
  version: 'v1',
  namespaced: false,
  nameFormat: 'dns1123-subdomain',
  schema: componentStatusSchema,
  spec: { doc: 'part2', section: 'ComponentStatus (deprecated from release 1.19)' },
};
