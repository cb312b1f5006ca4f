import { createRule } from '@plumbline/engine';
import { arr, isObject, obj, str } from '../_shared/helpers.js';
import { conditionProblems } from '../_shared/conditions.js';
import { ADDRESS_TYPES } from './kind.js';

const NODE_INFO_REQUIRED = [
  'machineID',
  'systemUUID',
  'bootID',
  'kernelVersion',
  'osImage',
  'containerRuntimeVersion',
  'kubeletVersion',
  'operatingSystem',
  'architecture',
] as const;

export default createRule({
  id: 'node/status-field-invalid',
  meta: {
    kinds: ['Node'],
    type: 'field',
    severity: 'warning',
    subresource: 'both',
    messages: {
      addressTypeMissing: '`status.addresses[{{index}}].type` is missing; use Hostname, InternalIP or ExternalIP.',
      addressTypeInvalid: '`status.addresses[{{index}}].type` is "{{type}}"; the address types are {{allowed}}.',
      addressMissing: '`status.addresses[{{index}}].address` is missing.',
      typeMissing: '`status.conditions[{{index}}].type` is missing; every condition needs a type.',
      typeDuplicate: '`status.conditions[{{index}}].type` "{{type}}" repeats entry {{first}}; each condition type may appear once.',
      statusMissing: '`status.conditions[{{index}}].status` is missing; use True, False or Unknown.',
      statusInvalid: '`status.conditions[{{index}}].status` is "{{status}}"; use True, False or Unknown.',
      nodeInfoMissing:
        '`status.nodeInfo` lacks {{fields}}; a node reports all of machineID, systemUUID, bootID, kernelVersion, osImage, ' +
        'containerRuntimeVersion, kubeletVersion, operatingSystem and architecture.',
      volumeMissing: '`status.volumesAttached[{{index}}].{{field}}` is missing; an attached volume needs a name and a device path.',
      phaseInvalid: '`status.phase` is "{{phase}}"; the (deprecated) node phases are Pending, Running and Terminated.',
    },
    docs: {
      description: 'Require complete node status entries',
      spec: { doc: 'part2', section: 'Node', field: 'status' },
      details:
        'The specification requires `type` and `address` on each address, `type` and `status` (`True`, `False`, `Unknown`) on each ' +
        'condition with one condition per type, all identity strings of `nodeInfo`, `name` and `devicePath` of attached volumes, and ' +
        'lists the phases. It names the address types `Hostname`, `ExternalIP` and `InternalIP`; the API also defines `InternalDNS` ' +
        'and `ExternalDNS` (reported by some cloud providers), which Plumbline accepts without a warning. The API server validates ' +
        'none of this (status is written by the node agent); it only checks quantities and duplicate addresses. Plumbline warns, on ' +
        'create (nodes accept status then) and on `status` updates; on main-resource updates the stored status is kept and not checked ' +
        'again.',
    },
  },
  check(ctx) {
    if (ctx.operation === 'UPDATE' && ctx.subresource !== 'status') return;
    const status = obj(ctx.object.status);
    arr(status.addresses).forEach((item, index) => {
      const a = obj(item);
      const type = str(a.type);
      if (!type) ctx.report({ messageId: 'addressTypeMissing', path: ['status', 'addresses', index, 'type'], data: { index } });
      else if (!(ADDRESS_TYPES as readonly string[]).includes(type))
        ctx.report({
          messageId: 'addressTypeInvalid',
          path: ['status', 'addresses', index, 'type'],
          data: { index, type, allowed: ADDRESS_TYPES.join(', ') },
        });
      if (!str(a.address)) ctx.report({ messageId: 'addressMissing', path: ['status', 'addresses', index, 'address'], data: { index } });
    });
    for (const p of conditionProblems(status.conditions, ['status', 'conditions'], { checkReason: false }))
      ctx.report({ messageId: p.messageId, path: p.path, data: p.data });
    if (isObject(status.nodeInfo)) {
      const info = status.nodeInfo;
      const missing = NODE_INFO_REQUIRED.filter((field) => !str(info[field]));
      if (missing.length > 0)
        ctx.report({ messageId: 'nodeInfoMissing', path: ['status', 'nodeInfo'], target: 'key', data: { fields: missing.join(', ') } });
    }
    arr(status.volumesAttached).forEach((item, index) => {
      for (const field of ['name', 'devicePath'])
        if (!str(obj(item)[field]))
          ctx.report({ messageId: 'volumeMissing', path: ['status', 'volumesAttached', index, field], data: { index, field } });
    });
    const phase = str(status.phase);
    if (phase && !['Pending', 'Running', 'Terminated'].includes(phase))
      ctx.report({ messageId: 'phaseInvalid', path: ['status', 'phase'], data: { phase } });
  },
});
