import { createRule, qualifiedName } from '@plumbline/engine';
import { arr, obj, spec } from '../_shared/helpers.js';
import { csiDriverNameProblems } from '../_shared/csi-driver-name.js';
import { CSI_NODE_ID_MAX } from './kind.js';

export default createRule({
  id: 'csi-node/driver-invalid',
  meta: {
    kinds: ['CSINode'],
    type: 'field',
    severity: 'error',
    messages: {
      name: '`spec.drivers[{{index}}].name` is "{{value}}": {{problem}}.',
      duplicateName: '`spec.drivers[{{index}}].name` "{{value}}" is listed more than once; each driver has one entry.',
      nodeIDMissing: '`spec.drivers[{{index}}].nodeID` is required.',
      nodeIDTooLong: '`spec.drivers[{{index}}].nodeID` has {{length}} characters; at most {{max}} are allowed.',
      countNegative: '`spec.drivers[{{index}}].allocatable.count` is {{value}}; it must not be negative.',
      topologyKeyEmpty: '`spec.drivers[{{index}}].topologyKeys[{{key}}]` is empty; a topology key is required.',
      topologyKeyDuplicate: '`spec.drivers[{{index}}].topologyKeys` lists "{{value}}" more than once.',
      topologyKeyInvalid: '`spec.drivers[{{index}}].topologyKeys` has the key "{{value}}": {{problem}}.',
    },
    docs: {
      description: 'Enforce valid driver entries in `spec.drivers` of a CSINode',
      spec: { doc: 'part3', section: 'CSINode', field: 'spec.drivers' },
      details: [
        'For each entry of `spec.drivers` the server checks:',
        '',
        '- `name`: required, at most 63 characters, and a DNS subdomain once lowercased; each name at most once in the list (a repeat is ' +
          'a duplicate at `name`);',
        '- `nodeID`: required and at most 256 characters (the specification does not state a limit; the server allows 256 for new ' +
          'objects);',
        '- `allocatable.count`: not negative;',
        '- `topologyKeys`: each key non-empty, distinct and a qualified name (`[prefix/]name`, as label keys). The server reports ' +
          'topology key problems at the driver entry (`spec.drivers[i]`), not at the key; the editor points at the key.',
      ].join('\n'),
    },
  },
  check(ctx) {
    const names = new Set<string>();
    arr(spec(ctx).drivers).forEach((item, index) => {
      const driver = obj(item);
      const base = ['spec', 'drivers', index];
      const name = typeof driver.name === 'string' ? driver.name : '';
      for (const { reason, problem } of csiDriverNameProblems(name)) {
        ctx.report({
          messageId: 'name',
          path: [...base, 'name'],
          ...(driver.name === undefined ? { at: base } : {}),
          reason,
          data: { index, value: name, problem },
        });
      }
      if (names.has(name))
        ctx.report({ messageId: 'duplicateName', path: [...base, 'name'], reason: 'FieldValueDuplicate', data: { index, value: name } });
      names.add(name);

      const nodeID = typeof driver.nodeID === 'string' ? driver.nodeID : '';
      if (nodeID === '')
        ctx.report({
          messageId: 'nodeIDMissing',
          path: [...base, 'nodeID'],
          ...(driver.nodeID === undefined ? { at: base } : {}),
          reason: 'FieldValueRequired',
          data: { index },
        });
      if (nodeID.length > CSI_NODE_ID_MAX)
        ctx.report({ messageId: 'nodeIDTooLong', path: [...base, 'nodeID'], data: { index, length: nodeID.length, max: CSI_NODE_ID_MAX } });

      const count = obj(driver.allocatable).count;
      if (typeof count === 'number' && count < 0)
        ctx.report({ messageId: 'countNegative', path: [...base, 'allocatable', 'count'], data: { index, value: count } });

      const keys = new Set<string>();
      arr(driver.topologyKeys).forEach((raw, k) => {
        if (typeof raw !== 'string') return;
        const at = [...base, 'topologyKeys', k];
        if (raw === '')
          ctx.report({ messageId: 'topologyKeyEmpty', path: base, at, reason: 'FieldValueRequired', data: { index, key: k } });
        if (keys.has(raw))
          ctx.report({ messageId: 'topologyKeyDuplicate', path: base, at, reason: 'FieldValueDuplicate', data: { index, value: raw } });
        keys.add(raw);
        for (const problem of qualifiedName(raw))
          ctx.report({ messageId: 'topologyKeyInvalid', path: base, at, data: { index, value: raw, problem } });
      });
    });
  },
});
