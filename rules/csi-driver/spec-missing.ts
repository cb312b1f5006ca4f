import { createRule } from '@plumbline/engine';

export default createRule({
  id: 'csi-driver/spec-missing',
  meta: {
    kinds: ['CSIDriver'],
    type: 'field',
    severity: 'warning',
    reason: 'FieldValueRequired',
    messages: {
      missing:
        '`spec` is missing; the specification requires it (the server fills in the defaults: attachRequired true, podInfoOnMount ' +
        'false, volumeLifecycleModes [Persistent]).',
    },
    docs: {
      description: 'Require `spec` on a CSIDriver',
      spec: { doc: 'part3', section: 'CSIDriver', field: 'spec' },
      details:
        'The specification marks `spec` as required. The server decodes an omitted `spec` as an empty struct, applies the defaults ' +
        '(`attachRequired: true`, `podInfoOnMount: false`, `storageCapacity: false`, `requiresRepublish: false`, `seLinuxMount: ' +
        'false`, `fsGroupPolicy: ReadWriteOnceWithFSType`, `volumeLifecycleModes: [Persistent]`) and accepts the object. Plumbline ' +
        "warns so that the defaults are chosen on purpose, and keeps the server's verdict.",
    },
  },
  check(ctx) {
    if (ctx.object.spec === undefined || ctx.object.spec === null)
      ctx.report({ messageId: 'missing', path: ['spec'], at: ['metadata'], target: 'key' });
  },
});
