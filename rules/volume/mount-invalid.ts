import { createRule, type PathSegment } from '@plumbline/engine';
import { arr, isObject, pathText } from '../_shared/helpers.js';
import { VALIDATED_POD_KINDS, mountsOf, podSpecs, volumesOf } from '../_shared/pod-template.js';
import { localDescendingPath, type Problem } from '../_shared/volume-sources.js';
import { envFor, isDroppedVolume, mountableVolumeNames } from './_checks.js';

const PROPAGATION = ['Bidirectional', 'HostToContainer', 'None'];
const RECURSIVE = ['Disabled', 'Enabled', 'IfPossible'];

export default createRule({
  id: 'volume/mount-invalid',
  meta: {
    kinds: [...VALIDATED_POD_KINDS],
    type: 'cross-field',
    severity: 'error',
    messages: {
      nameRequired: '`{{path}}` is missing or empty; a volume mount names the volume it mounts.',
      mountPathRequired: '`{{path}}` is missing or empty; a volume mount names the path in the container to mount at.',
      mountPathDuplicate:
        '`{{path}}` is "{{value}}", the path of an earlier mount of this container; mount paths must be unique within ' + 'a container.',
      nameInDevices:
        '`{{path}}` is "{{value}}", a volume this container also uses in `volumeDevices`; a volume is either mounted or ' +
        'used as a block device.',
      mountPathInDevices:
        '`{{path}}` is "{{value}}", also a `devicePath` in `volumeDevices` of this container; mount paths and device ' +
        'paths must differ.',
      pathAbsolute: '`{{path}}` is "{{value}}", an absolute path; a sub-path is relative to the volume.',
      pathBackstep: '`{{path}}` is "{{value}}", which contains a `..` element; a sub-path may not step out of the volume.',
      subPathExclusive: '`{{path}}` is set together with `subPath`; a volume mount takes one of `subPath` and `subPathExpr`.',
      ephemeralSubPath: '`{{path}}` is set in an ephemeral container; ephemeral containers cannot mount a sub-path.',
      propagationNotSupported: '`{{path}}` is "{{value}}"; the mount propagation is one of {{allowed}}.',
      bidirectionalUnprivileged:
        '`{{path}}` is Bidirectional in a container that is not privileged; Bidirectional propagation needs ' +
        '`securityContext.privileged: true`.',
      recursiveReadOnlyNotSupported: '`{{path}}` is "{{value}}"; recursive read-only is one of {{allowed}}.',
      recursiveReadOnlyWritable: '`{{path}}` is "{{value}}" on a mount that is not read-only; recursive read-only needs `readOnly: true`.',
      recursiveReadOnlyPropagation:
        '`{{path}}` is "{{value}}" with mount propagation {{propagation}}; recursive read-only needs ' + 'propagation None or unset.',
      notFound:
        '`{{path}}` is "{{value}}", which is not the name of a valid volume of the Pod; a volume mount must match the name of a ' +
        'volume.',
    },
    docs: {
      description: 'Require volume mounts to name a valid volume and to use a unique mount path and a safe sub-path',
      spec: { doc: 'part3', section: 'Volume (embedded in Pod specs)', field: 'name' },
      details: [
        'Each volume mount of a container, init container or ephemeral container needs a `name` that matches a volume of the pod spec ' +
          'and a `mountPath` unique within the container. The server only counts volumes that validated without errors, so a mount of a ' +
          'broken volume is also refused. The server reports a missing volume with error type NotFound (`FieldValueNotFound`), and so ' +
          'does Plumbline, at the same path.',
        'A mount may not name a volume the same container uses in `volumeDevices`, nor use one of its device paths as mount path.',
        '`subPath` and `subPathExpr` are relative and without a `..` element, and exclusive. Like the server, these problems (and ' +
          '`mountPropagation` and `recursiveReadOnly` problems) are reported at `volumeMounts.subPath` etc. without the mount index; the ' +
          'editor points at the mount. Ephemeral containers may not set `subPath` or `subPathExpr`.',
        '`mountPropagation` is None, HostToContainer or Bidirectional (Bidirectional only in privileged containers); `recursiveReadOnly` ' +
          'is Disabled, IfPossible or Enabled, the last two only with `readOnly: true` and no propagation.',
        'Image volumes dropped because the ImageVolume gate is off take their mounts with them (the server drops both), so such mounts ' +
          'are not reported.',
      ].join('\n\n'),
    },
  },
  check(ctx) {
    for (const pod of podSpecs(ctx)) {
      const env = envFor(pod, (name) => ctx.gate(name));
      const mountable = mountableVolumeNames(pod, env, ctx.definition.kind === 'Pod');
      for (const name of pod.claimTemplateNames) mountable.add(name);
      const dropped = new Set(
        volumesOf(pod)
          .filter((v) => isDroppedVolume(v.volume, env))
          .map((v) => String(v.volume.name)),
      );
      const seenPaths = new Map<string, Set<string>>();
      for (const m of mountsOf(pod)) {
        const name = typeof m.mount.name === 'string' ? m.mount.name : '';
        if (dropped.has(name)) continue;
        const out: Problem[] = [];
        const listPath = m.path.slice(0, -1);
        const coarse = (field: string): PathSegment[] => [...listPath, field];
        if (name === '')
          out.push({
            messageId: 'nameRequired',
            path: [...m.path, 'name'],
            reason: 'FieldValueRequired',
            data: { path: pathText([...m.path, 'name']) },
          });
        if (!mountable.has(name))
          out.push({
            messageId: 'notFound',
            path: [...m.path, 'name'],
            reason: 'FieldValueNotFound',
            data: { path: pathText([...m.path, 'name']), value: name },
          });
        const mountPath = typeof m.mount.mountPath === 'string' ? m.mount.mountPath : '';
        if (mountPath === '')
          out.push({
            messageId: 'mountPathRequired',
            path: [...m.path, 'mountPath'],
            reason: 'FieldValueRequired',
            data: { path: pathText([...m.path, 'mountPath']) },
          });
        const key = pathText(listPath);
        const seen = seenPaths.get(key) ?? new Set<string>();
        if (seen.has(mountPath))
          out.push({
            messageId: 'mountPathDuplicate',
            path: [...m.path, 'mountPath'],
            reason: 'FieldValueInvalid',
            data: { path: pathText([...m.path, 'mountPath']), value: mountPath },
          });
        seen.add(mountPath);
        seenPaths.set(key, seen);
        const container = arr(pod.spec[m.list])[m.containerIndex];
        const devices = isObject(container) ? arr(container.volumeDevices).filter(isObject) : [];
        if (name !== '' && devices.some((d) => d.name === name))
          out.push({
            messageId: 'nameInDevices',
            path: [...m.path, 'name'],
            reason: 'FieldValueInvalid',
            data: { path: pathText([...m.path, 'name']), value: name },
          });
        if (mountPath !== '' && devices.some((d) => d.devicePath === mountPath))
          out.push({
            messageId: 'mountPathInDevices',
            path: [...m.path, 'mountPath'],
            reason: 'FieldValueInvalid',
            data: { path: pathText([...m.path, 'mountPath']), value: mountPath },
          });
        const subPath = typeof m.mount.subPath === 'string' ? m.mount.subPath : '';
        const subPathExpr = typeof m.mount.subPathExpr === 'string' ? m.mount.subPathExpr : '';
        const at = (field: string): PathSegment[] => [...m.path, field];
        const located = (problems: Problem[], field: string): void => {
          for (const p of problems) ctx.report({ messageId: p.messageId, path: p.path, reason: p.reason, data: p.data, at: at(field) });
        };
        if (subPath !== '') located(localDescendingPath(subPath, coarse('subPath')), 'subPath');
        if (subPathExpr !== '') {
          if (subPath !== '')
            out.push({
              messageId: 'subPathExclusive',
              path: at('subPathExpr'),
              reason: 'FieldValueInvalid',
              data: { path: pathText(at('subPathExpr')) },
            });
          located(localDescendingPath(subPathExpr, coarse('subPathExpr')), 'subPathExpr');
        }
        if (m.list === 'ephemeralContainers') {
          for (const field of ['subPath', 'subPathExpr']) {
            if (typeof m.mount[field] === 'string' && m.mount[field] !== '')
              out.push({
                messageId: 'ephemeralSubPath',
                path: at(field),
                reason: 'FieldValueForbidden',
                data: { path: pathText(at(field)) },
              });
          }
        }
        const propagation = m.mount.mountPropagation;
        if (typeof propagation === 'string') {
          if (!PROPAGATION.includes(propagation))
            located(
              [
                {
                  messageId: 'propagationNotSupported',
                  path: coarse('mountPropagation'),
                  reason: 'FieldValueNotSupported',
                  data: {
                    path: pathText(coarse('mountPropagation')),
                    value: propagation,
                    allowed: PROPAGATION.map((p) => `"${p}"`).join(', '),
                  },
                },
              ],
              'mountPropagation',
            );
          else if (propagation === 'Bidirectional') {
            const privileged = isObject(container) && isObject(container.securityContext) && container.securityContext.privileged === true;
            if (!privileged)
              located(
                [
                  {
                    messageId: 'bidirectionalUnprivileged',
                    path: coarse('mountPropagation'),
                    reason: 'FieldValueForbidden',
                    data: { path: pathText(coarse('mountPropagation')) },
                  },
                ],
                'mountPropagation',
              );
          }
        }
        const rro = m.mount.recursiveReadOnly;
        if (typeof rro === 'string' && rro !== 'Disabled') {
          const p = coarse('recursiveReadOnly');
          if (!RECURSIVE.includes(rro))
            located(
              [
                {
                  messageId: 'recursiveReadOnlyNotSupported',
                  path: p,
                  reason: 'FieldValueNotSupported',
                  data: { path: pathText(p), value: rro, allowed: RECURSIVE.map((r) => `"${r}"`).join(', ') },
                },
              ],
              'recursiveReadOnly',
            );
          else {
            if (m.mount.readOnly !== true)
              located(
                [
                  {
                    messageId: 'recursiveReadOnlyWritable',
                    path: p,
                    reason: 'FieldValueForbidden',
                    data: { path: pathText(p), value: rro },
                  },
                ],
                'recursiveReadOnly',
              );
            if (typeof propagation === 'string' && propagation !== 'None')
              located(
                [
                  {
                    messageId: 'recursiveReadOnlyPropagation',
                    path: p,
                    reason: 'FieldValueForbidden',
                    data: { path: pathText(p), value: rro, propagation },
                  },
                ],
                'recursiveReadOnly',
              );
          }
        }
        for (const p of out) ctx.report(p);
      }
    }
  },
});
