import type { JsonObject, PathSegment, RuleContext } from '@plumbline/engine';
import { arr, isObject } from '../_shared/helpers.js';
import { podSpecs, type PodSpecAt } from '../_shared/pod-template.js';

/**
 * Walkers over the containers of the pod specs the server validates (Pod, PodTemplate and
 * every controller's template but a StatefulSet's, see `VALIDATED_POD_KINDS`).
 */

export const CONTAINER_LISTS = ['containers', 'initContainers', 'ephemeralContainers'] as const;
export type ContainerList = (typeof CONTAINER_LISTS)[number];

export interface ContainerAt {
  container: JsonObject;
  path: PathSegment[];
  list: ContainerList;
  index: number;
}

/** Each container of one pod spec, regular, init and ephemeral, in the server's order. */
export function containersOf(pod: PodSpecAt): ContainerAt[] {
  const out: ContainerAt[] = [];
  for (const list of CONTAINER_LISTS) {
    arr(pod.spec[list]).forEach((container, index) => {
      if (isObject(container)) out.push({ container, path: [...pod.path, list, index], list, index });
    });
  }
  return out;
}

/** Every container of every validated pod spec of the object. */
export function eachContainer(ctx: RuleContext, fn: (c: ContainerAt, pod: PodSpecAt) => void): void {
  for (const pod of podSpecs(ctx)) for (const c of containersOf(pod)) fn(c, pod);
}

export interface PortAt {
  port: JsonObject;
  path: PathSegment[];
}

/** Each entry of a container's `ports`, with its path. */
export function portsOf(c: ContainerAt): PortAt[] {
  const out: PortAt[] = [];
  arr(c.container.ports).forEach((port, i) => {
    if (isObject(port)) out.push({ port, path: [...c.path, 'ports', i] });
  });
  return out;
}

/** The server's field path of a container, as messages quote it (`spec.containers[0]`). */
export function containerLabel(c: ContainerAt): string {
  return `${c.list}[${c.index}]`;
}

/**
 * The specification's headings for pod-spec rules. The specification does not describe pod specs
 * (the server's code is the reference, named in each rule's details); these are the nearest headings:
 * the pod spec's volumes, and the conventions every field follows.
 */
export const POD_SPEC_REFS = [
  { doc: 'part3', section: 'Volume (embedded in Pod specs)' },
  { doc: 'part1', section: 'Shared conventions' },
] as const;
