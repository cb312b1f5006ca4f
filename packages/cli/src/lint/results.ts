import { closeSync, mkdtempSync, openSync, readSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { setField, type Diagnostic, type SetInput } from '@plumbline/core';
import { countBySeverity } from '../formatters/stylish.js';
import type { FileResult, ReportedDiagnostic, Summary } from '../formatters/types.js';

/**
 * The results of a run between linting and the report. The report lists files in path
 * order and needs the set-level rules' findings, which come only after every file is
 * linted, so results wait. Each waits serialized (`v8.serialize`): a few bytes per finding
 * instead of objects, and free of the file's text (a source line or a name cut from the
 * text would otherwise keep the whole text alive). Past `MEMORY_BYTES` they wait in a
 * temporary file, so that the memory of a run does not grow with its number of files.
 * A small run (inputs of no more than a few megabytes, which it keeps in memory anyway)
 * keeps its results as objects: serializing and reading back cost it more than its findings.
 */

/** A file's result as a lint thread hands it over: plain data, so that it crosses from worker threads. */
export interface PackedResult {
  file: string;
  /**
   * The `FileResult` without its set resources and text, as UTF-8 JSON: about twice as fast
   * both ways as `v8.serialize` here, and what it loses (undefined fields, non-finite numbers
   * in a fix's value) reads and prints the same in every format, which write JSON themselves.
   * Absent when `result` holds it as an object.
   */
  blob?: Uint8Array;
  /** The same `FileResult` as an object (`packResult`'s `asObjects`). */
  result?: FileResult;
  /** Its counts for the summary. */
  tally: FileTally;
  /** Its resources for the set-level rules (only the fields they read), serialized. */
  set?: Uint8Array;
  /** The same resources as objects (`asObjects`). */
  setObjects?: SetInput[];
  /** The text the lint read, for the set pass (`FileResult.keptText`). */
  keptText?: string;
}

/** What one file adds to the summary. */
export interface FileTally {
  summary: Summary;
  resources: number;
  /** Resources validated as updates (`--old`, `--base`). */
  updates: number;
  /** `--fix`: findings fixed. */
  fixed: number;
}

/** `asObjects`: keep the result and its set resources as objects (a small run on the main thread), not serialized. */
export function packResult(result: FileResult, asObjects = false): PackedResult {
  const { setResources, keptText, ...rest } = result;
  const packed: PackedResult = {
    file: result.file,
    tally: {
      summary: summarise([result]),
      resources: result.resources.length,
      updates: result.resources.reduce((n, r) => n + (r.update ? 1 : 0), 0),
      fixed: result.fixed ?? 0,
    },
  };
  if (asObjects) packed.result = rest;
  else packed.blob = Buffer.from(JSON.stringify(rest));
  if (setResources && setResources.length > 0) {
    if (asObjects) packed.setObjects = setResources;
    else packed.set = serialize(setResources);
  }
  if (keptText !== undefined) packed.keptText = keptText;
  return packed;
}

/**
 * The reported part of a placed finding, in a new object: every field but those only placing needed, and a set
 * finding's file and list item (its result is the file's). Named by what it drops, so that a field a diagnostic gains
 * reaches the formats.
 */
export function reportedOf(d: Diagnostic & { uri?: string; itemIndex?: number }): ReportedDiagnostic {
  const { pathSegments: _segments, at: _at, target: _target, offset: _offset, uri: _uri, itemIndex: _item, ...reported } = d;
  return reported;
}

/** Findings of the set-level rules for one file, placed and with suppression comments applied. */
export interface SetAddition {
  diagnostics: ReportedDiagnostic[];
  sourceLines: Record<number, string>;
  suppressed: number;
}

/** Where a serialized piece (`blob`, `set`) waits: in `memory`, or at `at` in the temporary file. */
interface Slot {
  memory?: Uint8Array;
  at: number;
  length: number;
}

interface Entry {
  file: string;
  order: number;
  tally: FileTally;
  /** The result, serialized (`result`) or as an object (`object`). */
  result?: Slot;
  object?: FileResult;
  set?: Slot;
  setObjects?: SetInput[];
  /**
   * The set-level findings, serialized too (`addition`): their source lines are cut from the file's text and would keep
   * it alive. With the result as an object (a small run, which keeps its texts anyway), an object too (`additionObject`).
   */
  addition?: Uint8Array;
  additionObject?: SetAddition;
}

/** Parts of set resources up to this size in JSON are shared between resources when equal. */
const SHARED_MAX = 1024;

/** Results held in memory up to this many bytes; the rest go to a temporary file. */
const MEMORY_BYTES = 16 * 1024 * 1024;

export class ResultStore {
  private readonly entries: Entry[] = [];
  private readonly lastByFile = new Map<string, Entry>();
  private inMemory = 0;
  private dir: string | undefined;
  private fd: number | undefined;
  private size = 0;
  private sorted = false;

  /** `memoryBytes`: how much waits in memory before the rest goes to a temporary file. */
  constructor(private readonly memoryBytes = MEMORY_BYTES) {}

  /** Adds a result; `order` is its place in the input (equal paths are reported in that order). */
  add(packed: PackedResult, order: number): void {
    const entry: Entry = { file: packed.file, order, tally: packed.tally };
    if (packed.blob) entry.result = this.put(packed.blob);
    else entry.object = packed.result;
    if (packed.set) entry.set = this.put(packed.set);
    if (packed.setObjects) entry.setObjects = packed.setObjects;
    this.entries.push(entry);
    const known = this.lastByFile.get(entry.file);
    if (!known || known.order < order) this.lastByFile.set(entry.file, entry);
  }

  /**
   * The set resources of every file, each file's handed over once. Deserializing makes new
   * strings and objects of everything; the many that repeat (the file, kinds, namespaces,
   * label sets, port lists, ranges' positions) are made one again in a run large enough to
   * need the temporary file, which more than halves the memory of its index. The rules only
   * read the objects, so sharing is safe.
   */
  *takeSetResources(): Iterable<SetInput> {
    const strings = new Map<string, string>();
    // The shared structures by a hash of their shape: each child is shared before its parent, so two structures
    // are equal when their keys are and their children are the same values (hash-consing, one level at a time).
    const structures = new Map<number, { value: unknown; keys: string[] | undefined }[]>();
    // Set when a value JSON does not write exactly (-0, NaN, infinities, anything but plain data): its parents are not shared.
    let inexact = false;
    // What `share` leaves for its caller: the value's hash and the length of its JSON (strings without escapes).
    let hash = 0;
    let size = 0;
    let unique = 0;
    const mix = (h: number, v: number): number => Math.imul(h ^ v, 0x01000193);
    const share = (value: unknown, top: boolean): unknown => {
      if (typeof value === 'number') {
        if (!Number.isFinite(value) || Object.is(value, -0)) inexact = true;
        hash = value | 0;
        size = 8;
        return value;
      }
      if (typeof value === 'string') {
        let same = strings.get(value);
        if (same === undefined) {
          same = value;
          strings.set(value, value);
        }
        hash = mix(same.length, same.length > 0 ? same.charCodeAt(0) ^ (same.charCodeAt(same.length - 1) << 8) : 0);
        size = same.length + 2;
        return same;
      }
      if (value === null || typeof value === 'boolean') {
        hash = value === null ? 2 : value ? 1 : 0;
        size = 5;
        return value;
      }
      if (typeof value !== 'object' || (!Array.isArray(value) && Object.getPrototypeOf(value) !== Object.prototype)) {
        inexact = true;
        hash = unique++;
        return value;
      }
      const outer = inexact;
      inexact = false;
      let h: number;
      let length = 2;
      let keys: string[] | undefined;
      if (Array.isArray(value)) {
        h = 0x9e3779b9;
        for (let i = 0; i < value.length; i++) {
          value[i] = share(value[i], false);
          h = mix(h, hash);
          length += size + 1;
        }
      } else {
        const record = value as Record<string, unknown>;
        h = 0x811c9dc5;
        keys = Object.keys(record);
        for (const name of keys) {
          record[name] = share(record[name], false);
          h = mix(mix(h, name.length ^ (name.charCodeAt(0) << 8)), hash);
          length += name.length + size + 4;
        }
      }
      const mine = inexact;
      inexact = outer || mine;
      size = length;
      hash = h;
      if (top || mine || length > SHARED_MAX) return value;
      const bucket = structures.get(h);
      if (bucket === undefined) {
        structures.set(h, [{ value, keys }]);
        return value;
      }
      for (const known of bucket) if (sameShape(known.value, known.keys, value, keys)) return known.value;
      bucket.push({ value, keys });
      return value;
    };
    for (const entry of this.entries) {
      if (entry.setObjects) {
        for (const r of entry.setObjects) r.uri = entry.file;
        yield* entry.setObjects;
        delete entry.setObjects;
      }
      if (!entry.set) continue;
      const resources = deserialize(this.read(entry.set)) as SetInput[];
      this.release(entry.set);
      delete entry.set;
      // A run small enough to keep its results in memory has a small index too: sharing would cost more than it saves.
      for (const r of resources) {
        r.uri = entry.file;
        if (this.fd !== undefined) share(r, true);
      }
      yield* resources;
    }
  }

  /** Whether a result of this file is held (the last one of that name takes set-level findings). */
  has(file: string): boolean {
    return this.lastByFile.has(file);
  }

  /** Adds set-level findings to the file's result, and to its counts. */
  addSetFindings(file: string, addition: SetAddition): void {
    const entry = this.lastByFile.get(file);
    if (!entry) return;
    if (entry.object) entry.additionObject = addition;
    else entry.addition = serialize(addition);
    const counts = countBySeverity(addition.diagnostics);
    const summary = entry.tally.summary;
    summary.errors += counts.errors;
    summary.warnings += counts.warnings;
    summary.infos += counts.infos;
    summary.suppressed += addition.suppressed;
  }

  /** The counts of every file, in report order. */
  tallies(): FileTally[] {
    return this.inOrder().map((e) => e.tally);
  }

  /** The results in report order (path order), read back one at a time; each call reads them again. */
  *results(): Iterable<FileResult> {
    for (const entry of this.inOrder()) {
      let result: FileResult;
      if (entry.object) {
        // A copy of what the addition changes: each call gives the result as added, once.
        result = entry.additionObject
          ? { ...entry.object, diagnostics: [...entry.object.diagnostics], sourceLines: { ...entry.object.sourceLines } }
          : entry.object;
      } else {
        const bytes = this.read(entry.result!);
        result = JSON.parse(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8')) as FileResult;
      }
      const addition = entry.additionObject ?? (entry.addition && (deserialize(entry.addition) as SetAddition));
      if (addition) {
        for (const d of addition.diagnostics) result.diagnostics.push(d);
        Object.assign(result.sourceLines, addition.sourceLines);
        result.suppressed += addition.suppressed;
        result.diagnostics.sort(
          (a, b) =>
            (a.range?.start.line ?? 0) - (b.range?.start.line ?? 0) ||
            (a.range?.start.character ?? 0) - (b.range?.start.character ?? 0) ||
            a.ruleId.localeCompare(b.ruleId),
        );
      }
      yield result;
    }
  }

  /** The temporary file, once results went there. */
  get spillFile(): string | undefined {
    return this.dir && path.join(this.dir, 'results');
  }

  close(): void {
    if (this.fd !== undefined) closeSync(this.fd);
    this.fd = undefined;
    if (this.dir) rmSync(this.dir, { recursive: true, force: true });
    this.dir = undefined;
  }

  private inOrder(): Entry[] {
    if (!this.sorted) {
      // Path order, problems and files together; equal paths keep their input order.
      this.entries.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : a.order - b.order));
      this.sorted = true;
    }
    return this.entries;
  }

  private put(blob: Uint8Array): Slot {
    if (this.fd === undefined && this.inMemory + blob.length > this.memoryBytes) this.spill();
    const slot: Slot = { at: 0, length: blob.length };
    if (this.fd === undefined) {
      slot.memory = blob;
      this.inMemory += blob.length;
    } else this.write(slot, blob);
    return slot;
  }

  private release(slot: Slot): void {
    if (slot.memory) this.inMemory -= slot.length;
    delete slot.memory;
  }

  private spill(): void {
    this.dir = mkdtempSync(path.join(tmpdir(), 'plumbline-'));
    this.fd = openSync(path.join(this.dir, 'results'), 'w+');
    for (const entry of this.entries) {
      for (const slot of [entry.result, entry.set]) {
        if (!slot?.memory) continue;
        this.write(slot, slot.memory);
        delete slot.memory;
      }
    }
    this.inMemory = 0;
  }

  private write(slot: Slot, blob: Uint8Array): void {
    slot.at = this.size;
    let done = 0;
    while (done < blob.length) done += writeSync(this.fd!, blob, done, blob.length - done, this.size + done);
    this.size += blob.length;
  }

  private read(slot: Slot): Uint8Array {
    if (slot.memory) return slot.memory;
    const buffer = Buffer.allocUnsafe(slot.length);
    let done = 0;
    while (done < slot.length) {
      const n = readSync(this.fd!, buffer, done, slot.length - done, slot.at + done);
      if (n === 0) throw new Error('the temporary results file ended early');
      done += n;
    }
    return buffer;
  }
}

/** The summary of a run from its files' counts, in report order (kinds are listed in the order they are met). */
export function summaryOf(tallies: Iterable<FileTally>): Summary {
  const summary = summarise([]);
  for (const { summary: s } of tallies) {
    summary.files += s.files;
    summary.documents += s.documents;
    for (const [kind, n] of Object.entries(s.checked)) addCount(summary.checked, kind, n);
    for (const [kind, n] of Object.entries(s.checkedBySchema)) addCount(summary.checkedBySchema, kind, n);
    summary.notChecked += s.notChecked;
    for (const [kind, n] of Object.entries(s.notCheckedKinds)) addCount(summary.notCheckedKinds, kind, n);
    summary.errors += s.errors;
    summary.warnings += s.warnings;
    summary.infos += s.infos;
    summary.suppressed += s.suppressed;
    summary.unreadable += s.unreadable;
    for (const [kind, n] of Object.entries(s.checkedByCrd ?? {})) {
      summary.checkedByCrd ??= {};
      addCount(summary.checkedByCrd, kind, n);
    }
  }
  return summary;
}

/** Adds `n` to a tally by kind; a kind is the manifest's text, so `__proto__` is a kind like any other. */
function addCount(tally: Record<string, number>, kind: string, n: number): void {
  setField(tally, kind, (Object.hasOwn(tally, kind) ? tally[kind]! : 0) + n);
}

export function summarise(results: readonly FileResult[], pairing?: Pick<Summary, 'paired' | 'unpaired' | 'deleted'>): Summary {
  const checked: Record<string, number> = {};
  const checkedBySchema: Record<string, number> = {};
  const checkedByCrd: Record<string, number> = {};
  const notCheckedKinds: Record<string, number> = {};
  let notChecked = 0;
  const count = (tally: Record<string, number>, kind: string): void => addCount(tally, kind, 1);
  let errors = 0;
  let warnings = 0;
  let infos = 0;
  let suppressed = 0;
  for (const r of results) {
    for (const resource of r.resources) {
      if (resource.status === 'checked' && resource.kind)
        count(
          resource.coverage === 'schema' ? checkedBySchema : resource.coverage === 'custom-resource' ? checkedByCrd : checked,
          resource.kind,
        );
      else {
        notChecked += 1;
        count(notCheckedKinds, resource.kind ?? '(no kind)');
      }
    }
    const counts = countBySeverity(r.diagnostics);
    errors += counts.errors;
    warnings += counts.warnings;
    infos += counts.infos;
    suppressed += r.suppressed;
  }
  const summary: Summary = {
    files: results.filter((r) => !r.readError && !r.synthetic).length,
    documents: results.reduce((n, r) => n + r.documentCount, 0),
    checked,
    checkedBySchema,
    notChecked,
    notCheckedKinds,
    errors,
    warnings,
    infos,
    suppressed,
    unreadable: results.filter((r) => r.readError).length,
  };
  if (Object.keys(checkedByCrd).length > 0) summary.checkedByCrd = checkedByCrd;
  if (pairing) Object.assign(summary, pairing);
  return summary;
}

/**
 * Whether two structures, whose children are shared already, are equal: an object and a list never are; objects
 * need the same keys in the same order (as their JSON would) and the same children.
 */
function sameShape(known: unknown, knownKeys: string[] | undefined, value: unknown, keys: string[] | undefined): boolean {
  if (knownKeys === undefined || keys === undefined) {
    if (knownKeys !== keys) return false;
    const a = known as unknown[];
    const b = value as unknown[];
    if (a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
    return true;
  }
  if (knownKeys.length !== keys.length) return false;
  const a = known as Record<string, unknown>;
  const b = value as Record<string, unknown>;
  for (let i = 0; i < keys.length; i++) {
    const name = keys[i]!;
    if (knownKeys[i] !== name || a[name] !== b[name]) return false;
  }
  return true;
}
