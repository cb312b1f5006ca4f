import { createRule } from '@plumbline/engine';
import { isSet, obj, str } from '../_shared/helpers.js';

export default createRule({
  id: 'node/deprecated-field',
  meta: {
    kinds: ['Node'],
    type: 'field',
    severity: 'warning',
    subresource: 'both',
    messages: {
      configSource: '`spec.configSource` is deprecated: dynamic node agent configuration was removed{{dropped}}.',
      externalID: '`spec.externalID` is deprecated and unused.',
      phase: '`status.phase` of a Node is deprecated and never populated.',
      kubeProxyVersion: '`status.nodeInfo.kubeProxyVersion` is deprecated and unreliable; leave it empty.',
      config: '`status.config` belongs to the removed dynamic node agent configuration{{dropped}}.',
    },
    docs: {
      description: 'Disallow deprecated Node fields',
      spec: { doc: 'part2', section: 'Node', field: 'spec.configSource' },
      details:
        'The API server warns about `spec.configSource` ("the feature is removed") and `spec.externalID` on create and update. It clears ' +
        '`spec.configSource` and `status.config` of a new node, and `spec.configSource` on an update of a node that does not already ' +
        'have one, so the values are lost. `status.phase` and `status.nodeInfo.kubeProxyVersion` are deprecated by the specification ' +
        'without a server warning; Plumbline warns about all of them.',
    },
  },
  check(ctx) {
    const spec = obj(ctx.object.spec);
    const status = obj(ctx.object.status);
    const statusUpdate = ctx.subresource === 'status';
    const mainUpdate = ctx.operation === 'UPDATE' && !statusUpdate;
    if (!statusUpdate) {
      if (isSet(spec.configSource)) {
        const kept = ctx.operation === 'UPDATE' && isSet(obj(ctx.oldObject?.spec).configSource);
        ctx.report({
          messageId: 'configSource',
          path: ['spec', 'configSource'],
          target: 'key',
          data: { dropped: kept ? '' : '; the API server drops the field' },
        });
      }
      if (str(spec.externalID)) ctx.report({ messageId: 'externalID', path: ['spec', 'externalID'] });
    }
    // On a main-resource update the status is the stored one; nothing the manifest says matters.
    if (mainUpdate) return;
    if (str(status.phase)) ctx.report({ messageId: 'phase', path: ['status', 'phase'] });
    if (str(obj(status.nodeInfo).kubeProxyVersion))
      ctx.report({ messageId: 'kubeProxyVersion', path: ['status', 'nodeInfo', 'kubeProxyVersion'] });
    if (isSet(status.config)) {
      const kept = statusUpdate && isSet(obj(ctx.oldObject?.status).config);
      ctx.report({
        messageId: 'config',
        path: ['status', 'config'],
        target: 'key',
        data: { dropped: kept ? '' : '; the API server drops it' },
      });
    }
  },
});
