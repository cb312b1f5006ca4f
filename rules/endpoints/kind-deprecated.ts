import { createRule } from '@plumbline/engine';

export default createRule({
  id: 'endpoints/kind-deprecated',
  meta: {
    kinds: ['Endpoints'],
    type: 'field',
    severity: 'warning',
    messages: {
      deprecated:
        '`kind` Endpoints (v1) is deprecated from Kubernetes 1.33 on; publish endpoints as {{replacement}} EndpointSlice ' +
        'objects instead.',
    },
    docs: {
      description: 'Disallow the deprecated Endpoints kind',
      spec: [
        { doc: 'part1', section: 'Endpoints (deprecated from release 1.33 on; use EndpointSlice)' },
        { doc: 'part1', section: 'Versioning' },
      ],
      details:
        'Endpoints is deprecated from release 1.33 on; EndpointSlice replaces it. The v1.34 API server still accepts the object and ' +
        'answers with a warning that names EndpointSlice; Plumbline warns once per resource, at `kind`. Controllers that mirror ' +
        'Endpoints into EndpointSlices (for Services without a selector) still work, but new tooling should write EndpointSlices ' +
        '(`discovery.<group_suffix>/v1`, linked to their Service by the `<vendor_domain>/service-name` label).',
    },
  },
  check(ctx) {
    ctx.report({ messageId: 'deprecated', path: ['kind'], data: { replacement: `${ctx.group('discovery')}/v1` } });
  },
});
