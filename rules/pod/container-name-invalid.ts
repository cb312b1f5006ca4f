import { createRule, dns1123Label, formatPath } from '@plumbline/engine';
import { VALIDATED_POD_KINDS, podSpecs } from '../_shared/pod-template.js';
import { POD_SPEC_REFS, containersOf } from './_containers.js';

export default createRule({
  id: 'pod/container-name-invalid',
  meta: {
    kinds: [...VALIDATED_POD_KINDS],
    type: 'field',
    severity: 'error',
    reason: 'FieldValueInvalid',
    messages: {
      required: '`{{path}}` is empty; every container needs a name.',
      invalid: '`{{path}}` is "{{value}}": a container name {{problem}}.',
      duplicate: '`{{path}}` is "{{value}}", already the name of `{{other}}`; container names are unique within a pod.',
    },
    docs: {
      description: 'Enforce unique DNS-1123 label names for containers',
      spec: POD_SPEC_REFS,
      details:
        'As the server does (`validateContainerCommon`, `validateContainers`, `validateInitContainers`, ' +
        '`validateEphemeralContainers`, Kubernetes v1.34): every container, init container and ephemeral container needs a ' +
        'name that is a DNS-1123 label (at most 63 lowercase letters, digits and `-`, starting and ending with a letter or ' +
        'digit). Names are unique across `containers`, `initContainers` and `ephemeralContainers`; the second holder of a ' +
        'name is reported, the regular containers first, then init containers, then ephemeral containers. A `name` key that ' +
        'is absent is reported by `schema/required-field-missing`.',
    },
  },
  check(ctx) {
    for (const pod of podSpecs(ctx)) {
      // First holder of each name. As in the server, init containers are compared with the regular ones and
      // each other, ephemeral containers with all three lists; an empty init-container name is compared but
      // recorded only for the ephemeral containers' check.
      const seen = new Map<string, string>();
      const emptyInit: string[] = [];
      for (const c of containersOf(pod)) {
        const raw = c.container.name;
        const path = [...c.path, 'name'];
        const at = formatPath(path);
        const name = typeof raw === 'string' ? raw : '';
        if (typeof raw === 'string') {
          if (raw === '') ctx.report({ messageId: 'required', path, reason: 'FieldValueRequired', data: { path: at } });
          else for (const problem of dns1123Label(raw)) ctx.report({ messageId: 'invalid', path, data: { path: at, value: raw, problem } });
        }
        if (c.list === 'ephemeralContainers' && emptyInit.length > 0 && !seen.has('')) seen.set('', emptyInit[0]!);
        const other = seen.get(name);
        if (other !== undefined) {
          ctx.report({ messageId: 'duplicate', path, reason: 'FieldValueDuplicate', data: { path: at, value: name, other } });
        } else if (name === '' && c.list === 'initContainers') {
          emptyInit.push(formatPath(c.path));
        } else {
          seen.set(name, formatPath(c.path));
        }
      }
    }
  },
});
