import { createRule, formatPath, type PathSegment } from '@plumbline/engine';
import { arr, isObject } from '../_shared/helpers.js';
import { podSpecs, VALIDATED_POD_KINDS } from '../_shared/pod-template.js';
import { POD_SPEC_REFS } from './_containers.js';

/** The host port the server sees: written, or (a Pod with `hostNetwork`) defaulted from the container port. */
function effectiveHostPort(port: Record<string, unknown>, hostNetworkPod: boolean): number {
  const { hostPort, containerPort } = port;
  if (typeof hostPort === 'number' && hostPort !== 0) return hostPort;
  // defaultHostNetworkPorts (SetDefaults_Pod): an unset or 0 host port becomes the container port.
  if (hostNetworkPod && (hostPort === undefined || hostPort === 0) && typeof containerPort === 'number') return containerPort;
  return 0;
}

export default createRule({
  id: 'pod/host-port-duplicate',
  meta: {
    kinds: [...VALIDATED_POD_KINDS],
    type: 'cross-field',
    severity: 'error',
    reason: 'FieldValueDuplicate',
    messages: {
      duplicate:
        '`{{path}}` is {{port}}, already taken by `{{first}}` with the same protocol and host IP ("{{value}}"); a host port ' +
        'is bound once per pod.',
      initDuplicate:
        '`{{shown}}` is {{port}}, already taken by `{{first}}` in the same init container with the same protocol and host IP ' +
        '("{{value}}"); the server reports it as `{{path}}`.',
    },
    docs: {
      description: 'Disallow the same host port, protocol and host IP twice in one pod',
      spec: POD_SPEC_REFS,
      details:
        'As the server does (Kubernetes v1.34 `validateContainers` and `validateInitContainers` → `checkHostPortConflicts` → ' +
        '`AccumulateUniqueHostPorts`): the regular containers of a pod together may not use one host port twice with the ' +
        'same protocol (unset is `TCP`) and host IP (compared as written: unset and `0.0.0.0` differ); the second use is a ' +
        'Duplicate at its `hostPort`. A host port of 0 or unset is no host port, except in a Pod with `hostNetwork: true`, ' +
        'where defaulting (`SetDefaults_Pod` → `defaultHostNetworkPorts`) sets it to the container port first: two containers ' +
        'of such a Pod both listening on 80 conflict. Templates are not defaulted that way. Init containers run one at a ' +
        'time, so each is checked on its own; the server checks it as a list of one, so it reports the duplicate at ' +
        '`initContainers[0].ports[<j>].hostPort` whatever the init container index (the message names both). Ephemeral ' +
        'containers are not checked (they may not have ports).',
    },
  },
  check(ctx) {
    for (const pod of podSpecs(ctx)) {
      const hostNetworkPod = ctx.definition.kind === 'Pod' && pod.spec.hostNetwork === true;
      let seen: Map<string, PathSegment[]> | undefined;
      const visit = (list: 'containers' | 'initContainers', index: number, container: unknown): void => {
        if (!isObject(container)) return;
        arr(container.ports).forEach((port, j) => {
          if (!isObject(port)) return;
          const hostPort = effectiveHostPort(port, hostNetworkPod);
          if (hostPort === 0) return;
          const protocol = typeof port.protocol === 'string' ? port.protocol : 'TCP';
          const hostIP = typeof port.hostIP === 'string' ? port.hostIP : '';
          const value = `${protocol}/${hostIP}/${hostPort}`;
          const portPath: PathSegment[] = [...pod.path, list, index, 'ports', j];
          seen ??= new Map();
          const first = seen.get(value);
          if (!first) {
            seen.set(value, [...portPath, 'hostPort']);
            return;
          }
          const shownPath: PathSegment[] = [...portPath, 'hostPort'];
          // A defaulted host port is not in the manifest: show the port entry.
          const at = port.hostPort === hostPort ? shownPath : portPath;
          const data = { port: String(hostPort), first: formatPath(first), value };
          if (list === 'containers') {
            ctx.report({ messageId: 'duplicate', path: shownPath, at, data: { ...data, path: formatPath(shownPath) } });
          } else {
            const path: PathSegment[] = [...pod.path, list, 0, 'ports', j, 'hostPort'];
            ctx.report({ messageId: 'initDuplicate', path, at, data: { ...data, path: formatPath(path), shown: formatPath(shownPath) } });
          }
        });
      };
      arr(pod.spec.containers).forEach((c, i) => visit('containers', i, c));
      // Each init container is its own set.
      arr(pod.spec.initContainers).forEach((c, i) => {
        seen?.clear();
        visit('initContainers', i, c);
      });
    }
  },
});
