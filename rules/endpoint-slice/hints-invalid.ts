import { createRule, dns1123Subdomain, labelValue } from '@plumbline/engine';
import { arr, isObject, pathText } from '../_shared/helpers.js';
import { eachEndpoint } from './_endpoints.js';

export default createRule({
  id: 'endpoint-slice/hints-invalid',
  meta: {
    kinds: ['EndpointSlice'],
    type: 'field',
    severity: 'error',
    messages: {
      tooMany: '`{{path}}` has {{count}} entries; at most 8 are allowed.',
      duplicate: '`{{path}}` is "{{value}}", already listed in `{{list}}`.',
      nodeName: '`{{path}}` is "{{value}}": {{problem}} (a node name is a DNS subdomain).',
      zoneName: '`{{path}}` is "{{value}}": {{problem}} (a zone name is a label value).',
    },
    docs: {
      description: 'Enforce the limits and name formats of EndpointSlice topology hints',
      spec: [
        { doc: 'part1', section: 'EndpointSlice', field: 'hints.forNodes' },
        { doc: 'part1', section: 'Limits' },
      ],
      details:
        '`hints.forZones` and `hints.forNodes` hold at most 8 entries each; over the limit the server reports only the count for that ' +
        'list. Names must be unique in their list. A node name must be a DNS subdomain, so an empty or missing `name` is refused; a ' +
        'zone name must be a label value, which the server lets be empty (the specification requires a name: see ' +
        '`endpoint-slice/hint-zone-name-missing`). `forNodes` belongs to the `PreferSameTrafficDistribution` feature (beta and on by ' +
        'default in v1.34); Plumbline checks it unless the gate is configured off, when the server drops the field.',
    },
  },
  check(ctx) {
    const nodesOn = ctx.settings.featureGates.PreferSameTrafficDistribution !== false;
    eachEndpoint(ctx, (endpoint, base) => {
      if (!isObject(endpoint.hints)) return;
      const lists: [string, (v: string) => readonly string[], 'nodeName' | 'zoneName'][] = [['forZones', labelValue, 'zoneName']];
      if (nodesOn) lists.push(['forNodes', dns1123Subdomain, 'nodeName']);
      for (const [list, validate, messageId] of lists) {
        const listPath = [...base, 'hints', list];
        const entries = arr(endpoint.hints[list]);
        if (entries.length > 8) {
          ctx.report({
            messageId: 'tooMany',
            path: listPath,
            reason: 'FieldValueTooMany',
            data: { path: pathText(listPath), count: entries.length },
          });
          continue;
        }
        const seen = new Set<string>();
        entries.forEach((entry, i) => {
          const name = isObject(entry) && typeof entry.name === 'string' ? entry.name : '';
          const path = [...listPath, i, 'name'];
          if (seen.has(name))
            ctx.report({
              messageId: 'duplicate',
              path,
              reason: 'FieldValueDuplicate',
              data: { path: pathText(path), value: name, list: pathText(listPath) },
            });
          seen.add(name);
          for (const problem of validate(name)) ctx.report({ messageId, path, data: { path: pathText(path), value: name, problem } });
        });
      }
    });
  },
});
