/**
 * Checking several resources together. `lintText` checks each object on its own, the
 * way the API server does; references between objects (an Ingress and the Service it
 * routes to, an EndpointSlice and its Service, a Service and the Pods it selects) can
 * only be checked when the other objects are at hand: a CLI run over a repository, a
 * workspace in the editor. `validateSet` runs the ruleset's `reference` rules over
 * the resources `lintText` returned for many files and gives back diagnostics that
 * carry the file (`uri`) and, when the text is known, a range in it.
 *
 * Reference rules report warnings only, and only when the referenced kind is present
 * in the set, so that a partial view (one file, one chart) never produces noise.
 * Pure: the caller reads the files.
 */
import type { Document } from 'yaml';
import { ENGINE_RULES, IGNORE_ANNOTATION, type Engine, type RuleSetting } from './engine.js';
import type { LintOptions, LintResult } from './lint.js';
import { lintText } from './pipeline.js';
import { clampToFirstLine, locate, parseText, toRange, type ParsedText } from './parse/documents.js';
import { screenDocument, splitDocuments } from './fast-lint.js';
import { BlockText } from './locate-text.js';
import { getAt } from './path.js';
import { splitApiVersion } from './registry.js';
import { findingId, type ReportDescriptor, type SetResource, type SetRuleContext } from './rule.js';
import type { Diagnostic, JsonObject, PathSegment } from './types.js';

export interface SetOptions extends LintOptions {
  /**
   * The text of each file by uri, so that findings get ranges. Without it a finding
   * points at the start of its resource (`Resource.range`, when the resource has one).
   */
  sources?: ReadonlyMap<string, string> | Readonly<Record<string, string>>;
}

/** A finding of a reference rule, with the file it belongs to. */
export interface SetDiagnostic extends Diagnostic {
  uri: string | undefined;
  /** Index in `items` when the resource came from a List document. */
  itemIndex?: number;
}

/** A resource as `lintText` returns it; `range` is used when the text is not given. */
export type SetInput = SetResource & { range?: Diagnostic['range'] };

export interface SetFile {
  uri: string;
  text: string;
}

export interface LintSetResult {
  /** Per-file results of `lintText`, in the order given. */
  files: { uri: string; result: LintResult }[];
  /** Findings of the reference rules across all files. */
  diagnostics: SetDiagnostic[];
}

function sourceOf(sources: SetOptions['sources'], uri: string | undefined): string | undefined {
  if (!sources || uri === undefined) return undefined;
  if (sources instanceof Map) return sources.get(uri);
  return (sources as Readonly<Record<string, string>>)[uri];
}

/** Identity of an object for matching a resource with its parsed document. */
function sameObject(value: unknown, resource: SetResource): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  const metadata = (typeof v.metadata === 'object' && v.metadata !== null ? v.metadata : {}) as Record<string, unknown>;
  return (
    v.kind === resource.kind &&
    v.apiVersion === resource.apiVersion &&
    metadata.name === resource.name &&
    metadata.namespace === resource.namespace
  );
}

/**
 * The parsed document of a resource: the one at its `documentIndex` when it holds the
 * same object (kind, apiVersion, name, namespace), else the first document that does,
 * so that resources from any lint path (plain or fast) are placed correctly.
 */
function findDocument(parsed: ParsedText, resource: SetResource): ParsedText['documents'][number] | undefined {
  const valueOf = (doc: ParsedText['documents'][number]): unknown => {
    if (resource.itemIndex === undefined) return doc.value;
    const items = (doc.value as { items?: unknown } | undefined)?.items;
    return Array.isArray(items) ? items[resource.itemIndex] : undefined;
  };
  const direct = parsed.documents[resource.documentIndex];
  if (direct && sameObject(valueOf(direct), resource)) return direct;
  return parsed.documents.find((doc) => sameObject(valueOf(doc), resource)) ?? direct;
}

/** API group of an apiVersion (`''` for the core group). */
function groupOfApiVersion(apiVersion: string | undefined): string | undefined {
  return typeof apiVersion === 'string' ? splitApiVersion(apiVersion).group : undefined;
}

/**
 * Runs the `reference` rules of the engine's ruleset over `resources` (typically all
 * `LintResult.resources` of a repository or workspace). Resources whose apiVersion or
 * kind could not be resolved (`status: 'invalid'`) take no part.
 */
export function validateSetWith(engine: Engine, resources: readonly SetInput[], options: SetOptions = {}): SetDiagnostic[] {
  const usable = resources.filter((r) => r.status !== 'invalid' && typeof r.kind === 'string');
  const settings = engine.settings(options);
  const config = options.rules ?? {};
  const parsed = new Map<string, ParsedText>();
  const out: SetDiagnostic[] = [];

  const byKind = new Map<string, SetInput[]>();
  for (const r of usable) {
    const key = `${groupOfApiVersion(r.apiVersion) ?? ''}/${r.kind}`;
    const list = byKind.get(key) ?? [];
    list.push(r);
    byKind.set(key, list);
  }

  // Each file's documents, cut as the pipeline cuts them, and each document's text locator
  // once the fast path's screen has vouched for it: findings are placed without a parse.
  const cuts = new Map<string, Map<number, { start: number; end: number; line: number; block?: BlockText | null }> | undefined>();
  const placeFromText = (
    text: string,
    uri: string,
    resource: SetInput,
    target: PathSegment[],
    where: 'value' | 'key',
  ): Pick<SetDiagnostic, 'offset' | 'range'> | undefined => {
    if (resource.itemIndex !== undefined) return undefined;
    if (!cuts.has(uri)) {
      const unsure = text.includes('\t') || /\r(?!\n)/.test(text);
      const chunks = unsure ? undefined : splitDocuments(text);
      cuts.set(uri, chunks && new Map(chunks.map((c) => [c.index, { start: c.start, end: c.end, line: c.line }])));
    }
    const doc = cuts.get(uri)?.get(resource.documentIndex);
    if (!doc) return undefined;
    if (doc.block === undefined) {
      const content = text.slice(doc.start, doc.end);
      const value = screenDocument(content);
      doc.block = value !== undefined && sameObject(value, resource) ? new BlockText(content) : null;
    }
    const found = doc.block?.locate(target, where);
    if (!found) return undefined;
    const [start, end, line, lineStart] = found;
    return {
      offset: [start + doc.start, end + doc.start],
      range: { start: { line: line + doc.line, character: start - lineStart }, end: { line: line + doc.line, character: end - lineStart } },
    };
  };

  const place = (resource: SetInput, diagnostic: SetDiagnostic, target: PathSegment[], where: 'value' | 'key'): void => {
    const text = sourceOf(options.sources, resource.uri);
    if (text !== undefined && resource.uri !== undefined) {
      const fromText = placeFromText(text, resource.uri, resource, target, where);
      if (fromText) {
        diagnostic.offset = fromText.offset;
        diagnostic.range = fromText.range;
        return;
      }
      let p = parsed.get(resource.uri);
      if (!p) {
        p = parseText(text);
        parsed.set(resource.uri, p);
      }
      const doc = findDocument(p, resource);
      if (doc) {
        const prefix: PathSegment[] = resource.itemIndex !== undefined ? ['items', resource.itemIndex] : [];
        const offset = clampToFirstLine(text, locate(doc.ast as Document.Parsed, [...prefix, ...target], where));
        diagnostic.offset = offset;
        diagnostic.range = toRange(p.lineCounter, offset);
        return;
      }
    }
    if (resource.range) diagnostic.range = resource.range;
  };

  const admission = new Map<SetResource, { object: JsonObject; oldObject: JsonObject | undefined }>();
  const admissionObjects = (resource: SetResource): { object: JsonObject; oldObject: JsonObject | undefined } => {
    let known = admission.get(resource);
    if (!known) {
      const oldObject = resource.oldObject ? engine.admissionObject(resource.oldObject, undefined, options) : undefined;
      known = { object: engine.admissionObject(resource.object, resource.oldObject, options), oldObject };
      admission.set(resource, known);
    }
    return known;
  };

  for (const rule of engine.rules) {
    if (rule.meta.type !== 'reference' || !rule.checkSet) continue;
    const entry = config[rule.id];
    const setting = (Array.isArray(entry) ? entry[0] : entry) as RuleSetting | undefined;
    if (setting === 'off') continue;
    const ruleOptions = (Array.isArray(entry) ? entry[1] : undefined) ?? {};
    const reads = new Set(rule.meta.reads ?? []);
    const context: SetRuleContext = {
      resources: usable,
      settings,
      options: ruleOptions,
      ofKind: (kind, group) => {
        // The CLI keeps only the objects of declared kinds: an undeclared read would see a partial set.
        if (!reads.has(kind) && !reads.has('*')) throw new Error(`reads ${kind}, which is not in its meta.reads`);
        return byKind.get(`${group}/${kind}`) ?? [];
      },
      vendor: (suffix) => `${settings.vendorDomain}/${suffix}`,
      group: (name) => `${name}.${settings.groupSuffix}`,
      admissionObjects,
      report: (resource: SetResource, d: ReportDescriptor) => {
        const id = findingId(rule, d.instance);
        const ignore = getAt(resource.object, ['metadata', 'annotations', IGNORE_ANNOTATION]);
        if (
          typeof ignore === 'string' &&
          ignore
            .split(',')
            .map((s) => s.trim())
            .some((listed) => listed === id || listed === rule.id)
        )
          return;
        const made = engine.diagnostic(id, d, options);
        if (!made) return;
        const diagnostic: SetDiagnostic = { ...made, uri: resource.uri, documentIndex: resource.documentIndex };
        if (resource.itemIndex !== undefined) diagnostic.itemIndex = resource.itemIndex;
        place(resource as SetInput, diagnostic, [...(d.at ?? d.path)], d.target ?? 'value');
        if (d.related?.length) {
          diagnostic.related = d.related.map((r) => {
            const spot: SetDiagnostic = { ...made, uri: r.resource.uri };
            place(r.resource as SetInput, spot, [...r.path], 'value');
            return { uri: r.resource.uri, message: r.message, ...(spot.range ? { range: spot.range } : {}) };
          });
        }
        out.push(diagnostic);
      },
    };
    try {
      rule.checkSet(context);
    } catch (error) {
      const failure = engine.diagnostic(
        ENGINE_RULES.internalError,
        {
          messageId: 'internalError',
          path: [],
          reason: 'InternalError',
          data: { rule: rule.id, error: error instanceof Error ? error.message : String(error) },
        },
        options,
      );
      if (failure) out.push({ ...failure, uri: undefined });
    }
  }

  out.sort(
    (a, b) =>
      (a.uri ?? '').localeCompare(b.uri ?? '') ||
      (a.documentIndex ?? 0) - (b.documentIndex ?? 0) ||
      (a.offset?.[0] ?? 0) - (b.offset?.[0] ?? 0) ||
      a.ruleId.localeCompare(b.ruleId),
  );
  return out;
}

/**
 * The kinds whose objects the enabled reference rules read (`meta.reads`): a caller
 * that gathers resources over many files for `validateSet` needs to keep the object
 * bodies of these kinds only.
 */
export function setRuleReadsWith(engine: Engine, options: Pick<SetOptions, 'rules'> = {}): Set<string> {
  const kinds = new Set<string>();
  for (const rule of engine.rules) {
    if (rule.meta.type !== 'reference') continue;
    const entry = options.rules?.[rule.id];
    if ((Array.isArray(entry) ? entry[0] : entry) === 'off') continue;
    for (const kind of rule.meta.reads ?? []) kinds.add(kind);
  }
  return kinds;
}

/** Lints every file with `lintText`, then runs the reference rules over all their resources. */
export function lintSetWith(engine: Engine, files: readonly SetFile[], options: LintOptions = {}): LintSetResult {
  const results = files.map((f) => ({ uri: f.uri, result: lintText(engine, f.text, { ...options, uri: f.uri }) }));
  const sources = new Map(files.map((f) => [f.uri, f.text] as const));
  const diagnostics = validateSetWith(
    engine,
    results.flatMap((r) => r.result.resources),
    { ...options, sources },
  );
  return { files: results, diagnostics };
}
