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
import { splitDocuments } from './place-text.js';
import { screenDocument } from './screen.js';
import { BlockText } from './locate-text.js';
import { setField } from './fields.js';
import { getAt } from './path.js';
import { splitApiVersion } from './registry.js';
import { findingId, type ReportDescriptor, type SetResource, type SetRuleContext } from './rule.js';
import type { Diagnostic, JsonObject, PathSegment, RelatedLocation } from './types.js';

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

/**
 * A resource as `lintText` returns it; `range` is used when the text is not given. `screened`: `textHash` of its file's
 * text, when the fast path's screen vouched for its document (`wasScreened`); placing trusts that (no second screen)
 * only while the text given to `place` has the same hash, or when its caller vouches for the text (`place`'s `linted`:
 * then any number will do). One number: the index holds one per resource.
 */
export type SetInput = SetResource & { range?: Diagnostic['range']; screened?: number };

/**
 * A cheap 30-bit hash of a text (FNV-1a over its UTF-16 code units), to notice that a file changed between the lint
 * and the set pass. Not for security: a change that keeps the hash is as unlikely as a random 30-bit match.
 */
export function textHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  // 30 bits: a small integer to V8, kept in the object itself rather than as a boxed number.
  return hash & 0x3fffffff;
}

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
  const findings = checkSetWith(engine, resources, options);
  for (const uri of findings.relatedUris) findings.placeRelated(uri, sourceOf(options.sources, uri));
  const out: SetDiagnostic[] = [...findings.unplaced];
  for (const uri of findings.uris) for (const d of findings.place(uri, sourceOf(options.sources, uri))) out.push(d);
  return out.sort(bySetOrder);
}

/** The order of `validateSet`'s findings: file, document, offset, rule. */
function bySetOrder(a: SetDiagnostic, b: SetDiagnostic): number {
  return (
    (a.uri ?? '').localeCompare(b.uri ?? '') ||
    (a.documentIndex ?? 0) - (b.documentIndex ?? 0) ||
    (a.offset?.[0] ?? 0) - (b.offset?.[0] ?? 0) ||
    a.ruleId.localeCompare(b.ruleId)
  );
}

/**
 * The findings of the reference rules before they are placed in their files' texts. A
 * caller that reads many files places them file by file (`place`), so that it holds one
 * text at a time instead of every text with a finding.
 */
export interface SetFindings {
  /** The files with findings, in the order of `validateSet`'s results. */
  readonly uris: readonly string[];
  /**
   * The findings in `uri`, with ranges in `text` (or at their resource's start without it), in `validateSet`'s order.
   * `linted`: the caller vouches that `text` is the very text the resources were linted from, so a document the fast
   * path screened is placed from its block structure without comparing `SetInput.screened` with the text's hash.
   */
  place(uri: string, text: string | undefined, linted?: boolean): SetDiagnostic[];
  /** Findings that belong to no file: a rule that failed. */
  readonly unplaced: readonly SetDiagnostic[];
  /**
   * The files that hold the findings' related locations (`Diagnostic.related`). Each must be
   * placed (`placeRelated`) before the findings that refer to it are placed, so that a
   * finding leaves `place` complete.
   */
  readonly relatedUris: readonly string[];
  /** Gives the related locations in `uri` their ranges in `text` (or their resource's start without it). */
  placeRelated(uri: string, text: string | undefined): void;
}

interface PendingRelated {
  resource: SetInput;
  spot: RelatedLocation;
  target: PathSegment[];
}

interface PendingFinding {
  resource: SetInput;
  diagnostic: SetDiagnostic;
  target: PathSegment[];
  where: 'value' | 'key';
}

/** Runs the reference rules; `place` gives their findings ranges, one file at a time. */
export function checkSetWith(engine: Engine, resources: readonly SetInput[], options: SetOptions = {}): SetFindings {
  const usable = resources.filter((r) => r.status !== 'invalid' && typeof r.kind === 'string');
  const settings = engine.settings(options);
  const config = options.rules ?? {};
  const byUri = new Map<string, PendingFinding[]>();
  const relatedByUri = new Map<string, PendingRelated[]>();
  const unplaced: SetDiagnostic[] = [];

  const byKind = new Map<string, SetInput[]>();
  for (const r of usable) {
    const key = `${groupOfApiVersion(r.apiVersion) ?? ''}/${r.kind}`;
    const list = byKind.get(key) ?? [];
    list.push(r);
    byKind.set(key, list);
  }

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

  const kindsPresent = new Set(usable.map((r) => r.kind!));
  for (const rule of engine.rules) {
    if (rule.meta.type !== 'reference' || !rule.checkSet) continue;
    const entry = config[rule.id];
    const setting = (Array.isArray(entry) ? entry[0] : entry) as RuleSetting | undefined;
    if (setting === 'off') continue;
    // A reference rule reports on resources of its kinds (checked in `report`): without one in the set it has nothing
    // to say, and is not run.
    const everyKind = rule.meta.kinds.includes('*');
    if (!everyKind && !rule.meta.kinds.some((kind) => kindsPresent.has(kind))) continue;
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
        if (!everyKind && !rule.meta.kinds.includes(resource.kind ?? ''))
          throw new Error(`reported on a ${resource.kind ?? 'resource without a kind'}, which is not in its meta.kinds`);
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
        const pending: PendingFinding = {
          resource: resource as SetInput,
          diagnostic,
          target: [...(d.at ?? d.path)],
          where: d.target ?? 'value',
        };
        if (d.related?.length) {
          // Each related location waits in its own file's queue (the policy's file, for
          // admission policies): `placeRelated` places it before the findings are placed.
          diagnostic.related = d.related.map((r) => {
            const spot: RelatedLocation = { uri: r.resource.uri, message: r.message };
            const at = r.resource as SetInput;
            if (at.uri === undefined) {
              if (at.range) spot.range = at.range;
            } else {
              const list = relatedByUri.get(at.uri);
              const waiting: PendingRelated = { resource: at, spot, target: [...r.path] };
              if (list) list.push(waiting);
              else relatedByUri.set(at.uri, [waiting]);
            }
            return spot;
          });
        }
        if (resource.uri === undefined) {
          if (pending.resource.range) diagnostic.range = pending.resource.range;
          unplaced.push(diagnostic);
          return;
        }
        const list = byUri.get(resource.uri);
        if (list) list.push(pending);
        else byUri.set(resource.uri, [pending]);
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
      if (failure) unplaced.push({ ...failure, uri: undefined });
    }
  }

  return {
    uris: [...byUri.keys()].sort((a, b) => a.localeCompare(b)),
    unplaced,
    place: (uri, text, linted = false) => {
      const pending = byUri.get(uri) ?? [];
      const placer = text === undefined ? undefined : new TextPlacer(text, linted);
      for (const p of pending) {
        if (!placer?.place(p.resource, p.diagnostic, p.target, p.where) && p.resource.range) p.diagnostic.range = p.resource.range;
      }
      return pending.map((p) => p.diagnostic).sort(bySetOrder);
    },
    relatedUris: [...relatedByUri.keys()].sort((a, b) => a.localeCompare(b)),
    placeRelated: (uri, text) => {
      const placer = text === undefined ? undefined : new TextPlacer(text);
      for (const p of relatedByUri.get(uri) ?? []) {
        const where: Pick<SetDiagnostic, 'offset' | 'range'> = {};
        if (placer?.place(p.resource, where, p.target, 'value')) p.spot.range = where.range!;
        else if (p.resource.range) p.spot.range = p.resource.range;
      }
      relatedByUri.delete(uri);
    },
  };
}

/**
 * Places findings in one file's text: from the text's block structure once the fast path's
 * screen has vouched for the document (no parse), else from a full parse of the text.
 */
class TextPlacer {
  private cuts: Map<number, { start: number; end: number; line: number; block?: BlockText | null }> | undefined | null = null;
  private parsed: ParsedText | undefined;
  /** Documents parsed alone, by index (null: the parse did not give the resource's object). */
  private readonly chunks = new Map<number, ParsedText | null>();
  /** `textHash` of the text, once a resource says the first pass screened its document. */
  private hash: number | undefined;

  /** `linted`: the text is the one the resources were linted from (see `SetFindings.place`). */
  constructor(
    private readonly text: string,
    private readonly linted = false,
  ) {}

  place(resource: SetInput, diagnostic: Pick<SetDiagnostic, 'offset' | 'range'>, target: PathSegment[], where: 'value' | 'key'): boolean {
    const fromText = this.fromText(resource, target, where);
    if (fromText) {
      diagnostic.offset = fromText.offset;
      diagnostic.range = fromText.range;
      return true;
    }
    const fromChunk = this.fromChunk(resource, target, where);
    if (fromChunk) {
      diagnostic.offset = fromChunk.offset;
      diagnostic.range = fromChunk.range;
      return true;
    }
    this.parsed ??= parseText(this.text);
    const doc = findDocument(this.parsed, resource);
    if (!doc) return false;
    const prefix: PathSegment[] = resource.itemIndex !== undefined ? ['items', resource.itemIndex] : [];
    const offset = clampToFirstLine(this.text, locate(doc.ast as Document.Parsed, [...prefix, ...target], where));
    diagnostic.offset = offset;
    diagnostic.range = toRange(this.parsed.lineCounter, offset);
    return true;
  }

  /**
   * A document the screen does not vouch for (flow mappings, anchors, …), parsed alone and once: parsing the whole file
   * for it would cost a full parse of every file in which a set rule reports on one such document.
   */
  private fromChunk(
    resource: SetInput,
    target: PathSegment[],
    where: 'value' | 'key',
  ): Pick<SetDiagnostic, 'offset' | 'range'> | undefined {
    if (resource.itemIndex !== undefined) return undefined;
    const doc = this.cuts?.get(resource.documentIndex);
    if (!doc) return undefined;
    let parsed = this.chunks.get(resource.documentIndex);
    if (parsed === undefined) {
      parsed = parseText(this.text.slice(doc.start, doc.end));
      if (parsed.documents.length !== 1 || !sameObject(parsed.documents[0]!.value, resource)) parsed = null;
      this.chunks.set(resource.documentIndex, parsed);
    }
    if (!parsed) return undefined;
    const content = this.text.slice(doc.start, doc.end);
    const local = clampToFirstLine(content, locate(parsed.documents[0]!.ast as Document.Parsed, target, where));
    const range = toRange(parsed.lineCounter, local);
    return {
      offset: [local[0] + doc.start, local[1] + doc.start],
      range: {
        start: { line: range.start.line + doc.line, character: range.start.character },
        end: { line: range.end.line + doc.line, character: range.end.character },
      },
    };
  }

  private fromText(resource: SetInput, target: PathSegment[], where: 'value' | 'key'): Pick<SetDiagnostic, 'offset' | 'range'> | undefined {
    if (resource.itemIndex !== undefined) return undefined;
    const text = this.text;
    if (this.cuts === null) {
      // `indexOf` first: most texts have no carriage return, and a search for one character is far cheaper than the expression.
      const unsure = text.includes('\t') || (text.includes('\r') && /\r(?!\n)/.test(text));
      const chunks = unsure ? undefined : splitDocuments(text);
      this.cuts = chunks && new Map(chunks.map((c) => [c.index, { start: c.start, end: c.end, line: c.line }]));
    }
    const doc = this.cuts?.get(resource.documentIndex);
    if (!doc) return undefined;
    if (doc.block === undefined) {
      const content = text.slice(doc.start, doc.end);
      if (resource.screened !== undefined && (this.linted || resource.screened === (this.hash ??= textHash(text)))) {
        // The first pass screened this document of this very text: it reads as the resource, no second screen.
        doc.block = new BlockText(content);
      } else {
        const value = screenDocument(content);
        doc.block = value !== undefined && sameObject(value, resource) ? new BlockText(content) : null;
      }
    }
    return this.located(doc, doc.block?.locate(target, where));
  }

  /** A spot found in a document's block structure, moved to file positions. */
  private located(
    doc: { start: number; line: number },
    found: ReturnType<BlockText['locate']> | undefined,
  ): Pick<SetDiagnostic, 'offset' | 'range'> | undefined {
    if (!found) return undefined;
    const [start, end, line, lineStart] = found;
    return {
      offset: [start + doc.start, end + doc.start],
      range: { start: { line: line + doc.line, character: start - lineStart }, end: { line: line + doc.line, character: end - lineStart } },
    };
  }
}

/** Per kind of the enabled reference rules' `reads`: the fields they read (`meta.readFields`), or `true` for the whole object. */
export type SetRuleFields = Record<string, (readonly string[])[] | true>;

/** What `projectForSetRules` keeps of each kind for the enabled reference rules. */
export function setRuleFieldsWith(engine: Engine, options: Pick<SetOptions, 'rules'> = {}): SetRuleFields {
  const fields: SetRuleFields = {};
  for (const rule of engine.rules) {
    if (rule.meta.type !== 'reference') continue;
    const entry = options.rules?.[rule.id];
    if ((Array.isArray(entry) ? entry[0] : entry) === 'off') continue;
    for (const kind of rule.meta.reads ?? []) {
      const declared = rule.meta.readFields?.[kind];
      const known = fields[kind];
      if (!declared) fields[kind] = true;
      else if (known !== true) fields[kind] = [...(known ?? []), ...declared];
    }
  }
  for (const kind of Object.keys(fields)) {
    const paths = fields[kind]!;
    if (paths !== true) fields[kind] = withoutCoveredPaths(paths);
  }
  return fields;
}

/**
 * The paths that another path does not already keep whole: rules declare the same fields (`spec.ports` by five Service
 * rules), and each path is walked on every object of its kind. A path keeps whole what lies under it, unless it keeps
 * a mapping's keys only; which paths are walked first does not change what is kept.
 */
function withoutCoveredPaths(paths: readonly (readonly string[])[]): (readonly string[])[] {
  const kept: (readonly string[])[] = [];
  for (const path of [...paths].sort((a, b) => a.length - b.length)) {
    const covered = kept.some(
      (shorter) =>
        (shorter.length === path.length || shorter[shorter.length - 1] !== KEYS_ONLY) && shorter.every((step, i) => step === path[i]),
    );
    if (!covered) kept.push(path);
  }
  return kept;
}

const IGNORE_PATH = ['metadata', 'annotations', IGNORE_ANNOTATION];

/**
 * The part of `object` the reference rules read: the fields at `paths` (and the ignore
 * annotation, which every reference rule honours). Every node on the way to a kept field
 * keeps its type (an object, a list with all its elements), so that a rule that tests
 * `isObject(spec.template)` or counts list elements answers as on the whole object.
 * Kept fields are shared with `object`, not copied.
 */
export function projectForSetRules(object: JsonObject, paths: readonly (readonly string[])[] | true): JsonObject {
  if (paths === true) return object;
  let out: unknown = {};
  for (const path of paths) out = projectPath(object, out, path, 0);
  if (getAt(object, IGNORE_PATH) !== undefined) out = projectPath(object, out, IGNORE_PATH, 0);
  return out as JsonObject;
}

/** The last step of a `readFields` path that keeps a mapping's keys only (values become null): for rules that read only the keys. */
export const KEYS_ONLY = '<keys>';

function projectPath(from: unknown, into: unknown, path: readonly string[], i: number): unknown {
  if (i === path.length || into === from || typeof from !== 'object' || from === null) return from;
  if (path[i] === KEYS_ONLY && i === path.length - 1 && !Array.isArray(from)) {
    if (typeof into === 'object' && into !== null) return into;
    const keys: Record<string, null> = {};
    for (const key in from) if (Object.hasOwn(from, key)) setField(keys, key, null);
    return keys;
  }
  if (Array.isArray(from)) {
    // Only `*` steps into a list; any other step keeps the whole list.
    if (path[i] !== '*') return from;
    const list = Array.isArray(into) ? (into as unknown[]) : new Array<unknown>(from.length).fill(undefined);
    for (let j = 0; j < from.length; j++) list[j] = projectPath(from[j], list[j], path, i + 1);
    return list;
  }
  const source = from as Record<string, unknown>;
  const target = (typeof into === 'object' && into !== null && !Array.isArray(into) ? into : {}) as Record<string, unknown>;
  // Every object of a kind passes here once per declared path: no list of keys for a named step.
  const step = path[i]!;
  if (step !== '*') {
    if (Object.hasOwn(source, step)) setField(target, step, projectPath(source[step], ownField(target, step), path, i + 1));
    return target;
  }
  for (const key in source) {
    if (Object.hasOwn(source, key)) setField(target, key, projectPath(source[key], ownField(target, key), path, i + 1));
  }
  return target;
}

/** A field of a projection made so far: its own fields only (`__proto__` is a key like any other here). */
function ownField(target: Record<string, unknown>, key: string): unknown {
  return Object.hasOwn(target, key) ? target[key] : undefined;
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
