import { parseText, toRange, type JsonObject } from '@plumbline/engine';

/**
 * The stored objects of update checks, indexed by identity (API group, kind, namespace,
 * name): `plumbline lint --old/--base` and the language server's git-HEAD comparison pair
 * each new object with the stored one of the same identity, wherever its file now lives.
 */

export interface StoredResource {
  object: JsonObject;
  /** Where it was: file as shown, 0-based line. */
  file: string;
  line: number;
  character: number;
  inScope: boolean;
}

export class StoredObjectIndex {
  private readonly byIdentity = new Map<string, StoredResource>();
  private readonly matched = new Set<string>();

  add(object: JsonObject, where: Omit<StoredResource, 'object'>): void {
    const id = identity(object);
    if (id && !this.byIdentity.has(id)) this.byIdentity.set(id, { object, ...where });
  }

  get size(): number {
    return this.byIdentity.size;
  }

  /** The stored object for a new object, and marks it paired. */
  lookup = (object: JsonObject): JsonObject | undefined => {
    const id = identity(object);
    if (!id) return undefined;
    const stored = this.byIdentity.get(id);
    if (stored) this.matched.add(id);
    return stored?.object;
  };

  get pairedCount(): number {
    return this.matched.size;
  }

  /** Stored resources (in scope) that no new resource matched: deleted. */
  unmatched(): StoredResource[] {
    return [...this.byIdentity.entries()].filter(([id, r]) => r.inScope && !this.matched.has(id)).map(([, r]) => r);
  }
}

/** `group|kind|namespace|name`, or undefined when the object cannot be identified (no name). */
export function identity(object: JsonObject): string | undefined {
  const apiVersion = typeof object.apiVersion === 'string' ? object.apiVersion : '';
  const kind = typeof object.kind === 'string' ? object.kind : '';
  const metadata = (typeof object.metadata === 'object' && object.metadata !== null ? object.metadata : {}) as JsonObject;
  const name = typeof metadata.name === 'string' ? metadata.name : '';
  if (!kind || !name) return undefined;
  const namespace = typeof metadata.namespace === 'string' ? metadata.namespace : '';
  const slash = apiVersion.indexOf('/');
  const group = slash < 0 ? '' : apiVersion.slice(0, slash);
  return `${group}|${kind}|${namespace}|${name}`;
}

/** Adds every resource of a text (List documents expanded) to the index. */
export function indexText(index: StoredObjectIndex, text: string, file: string, inScope: boolean): void {
  const parsed = parseText(text);
  for (const doc of parsed.documents) {
    const value = doc.value;
    if (!value || typeof value !== 'object' || Array.isArray(value)) continue;
    const object = value as JsonObject;
    const pos = toRange(parsed.lineCounter, doc.offset).start;
    const kind = typeof object.kind === 'string' ? object.kind : '';
    if ((kind === 'List' || kind.endsWith('List')) && Array.isArray(object.items)) {
      for (const item of object.items)
        if (item && typeof item === 'object' && !Array.isArray(item))
          index.add(item as JsonObject, { file, line: pos.line, character: pos.character, inScope });
    } else {
      index.add(object, { file, line: pos.line, character: pos.character, inScope });
    }
  }
}
