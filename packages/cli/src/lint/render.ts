import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { splitDocuments } from '@plumbline/core';
import { parseAllDocuments } from 'yaml';

/**
 * Rendered inputs: `plumbline lint --helm <chart>` and `--kustomize <folder>` run the tool,
 * lint its output as one stream, and name for each document the file it came from (Helm's
 * `# Source:` comments; for Kustomize, the resource file the kustomization lists).
 */

export interface RenderedInput {
  /** Shown as the file of the findings: `helm:<chart>` or `kustomize:<folder>`. */
  display: string;
  text?: string;
  /** Document index → the file it was rendered from, as shown to the user. */
  sources?: Record<number, string>;
  /** Why nothing could be rendered (tool missing, tool failed). */
  error?: string;
}

/** Upper bound of a rendered stream; larger output is refused rather than cut. */
const MAX_OUTPUT = 256 * 1024 * 1024;

const SOURCE_COMMENT = /^#\s*Source:\s*(\S.*?)\s*$/;

/**
 * The `# Source: <path>` comment at the head of each document (written by `helm template`,
 * kept by `helm template | plumbline lint -`), by document index. Undefined when there is none.
 */
export function sourceComments(text: string): Record<number, string> | undefined {
  if (!text.includes('Source:')) return undefined;
  const chunks = splitDocuments(text);
  if (!chunks) return undefined;
  const out: Record<number, string> = {};
  let found = false;
  for (const chunk of chunks) {
    let at = chunk.start;
    // Only the comments before the document's first content line name its source.
    while (at < chunk.end) {
      let end = text.indexOf('\n', at);
      if (end < 0 || end > chunk.end) end = chunk.end;
      const line = text.slice(at, end).trim();
      if (line !== '' && !line.startsWith('#')) break;
      const match = SOURCE_COMMENT.exec(line);
      if (match) {
        out[chunk.index] = match[1]!;
        found = true;
        break;
      }
      at = end + 1;
    }
  }
  return found ? out : undefined;
}

interface ToolRun {
  stdout?: string;
  /** ENOENT: the program is not on the PATH. */
  missing?: boolean;
  error?: string;
}

function run(program: string, args: readonly string[], cwd: string): ToolRun {
  const result = spawnSync(program, args, { cwd, encoding: 'utf8', maxBuffer: MAX_OUTPUT, stdio: ['ignore', 'pipe', 'pipe'] });
  if (result.error) {
    if ((result.error as NodeJS.ErrnoException).code === 'ENOENT') return { missing: true };
    return { error: `${program} could not be run: ${result.error.message}` };
  }
  if (result.status !== 0) {
    const said = (result.stderr || result.stdout || '').trim().split('\n').slice(-5).join('\n');
    return { error: `\`${program} ${args.join(' ')}\` exited with ${result.status ?? result.signal}${said ? `: ${said}` : ''}` };
  }
  return { stdout: result.stdout };
}

/**
 * `helm template <chart> [--values f]…`. Each document's source is the template Helm names
 * (`<chart name>/templates/x.yaml`), shown as the file in the chart folder when it exists there.
 */
export function renderHelm(chart: string, values: readonly string[], cwd: string): RenderedInput {
  const display = `helm:${chart}`;
  const chartDir = path.resolve(cwd, chart);
  if (!existsSync(path.join(chartDir, 'Chart.yaml'))) return { display, error: `${chart} is not a Helm chart folder (no Chart.yaml)` };
  const args = ['template', chartDir, ...values.flatMap((v) => ['--values', path.resolve(cwd, v)])];
  const result = run('helm', args, cwd);
  if (result.missing)
    return {
      display,
      error: `helm is not on the PATH; install Helm, or render elsewhere and pipe it: helm template ${chart} | plumbline lint -`,
    };
  if (result.error !== undefined) return { display, error: result.error };
  const text = result.stdout ?? '';
  const named = sourceComments(text);
  const out: RenderedInput = { display, text };
  if (named) {
    const sources: Record<number, string> = {};
    for (const [index, source] of Object.entries(named)) sources[Number(index)] = inChart(source, chart, chartDir);
    out.sources = sources;
  }
  return out;
}

/** `web/templates/a.yaml` → `charts/web/templates/a.yaml` (the chart folder as given), when that file exists. */
function inChart(source: string, chart: string, chartDir: string): string {
  const slash = source.indexOf('/');
  if (slash < 0) return source;
  const rest = source.slice(slash + 1);
  return existsSync(path.join(chartDir, rest)) ? path.join(chart, rest) : source;
}

const KUSTOMIZATION_FILES = ['kustomization.yaml', 'kustomization.yml', 'Kustomization'];

/** `kustomize build <folder>`, or `kubectl kustomize <folder>` when kustomize is not on the PATH. */
export function renderKustomize(folder: string, cwd: string): RenderedInput {
  const display = `kustomize:${folder}`;
  const dir = path.resolve(cwd, folder);
  if (!KUSTOMIZATION_FILES.some((f) => existsSync(path.join(dir, f)))) return { display, error: `${folder} has no kustomization.yaml` };
  let result = run('kustomize', ['build', dir], cwd);
  if (result.missing) result = run('kubectl', ['kustomize', dir], cwd);
  if (result.missing)
    return { display, error: 'neither kustomize nor kubectl is on the PATH; install one of them (kubectl has `kubectl ' + 'kustomize`)' };
  if (result.error !== undefined) return { display, error: result.error };
  const text = result.stdout ?? '';
  const out: RenderedInput = { display, text };
  const sources = traceKustomize(text, dir, cwd);
  if (sources) out.sources = sources;
  return out;
}

interface Origin {
  kind: string;
  name: string;
  file: string;
}

/**
 * Which resource file each rendered document comes from. Kustomize writes no such marks
 * (before v5's opt-in origin annotations), so the kustomization tree is read: every file
 * its `resources` (and the older `bases`) list, folders followed, and the generators it
 * declares. A rendered object is traced to the origin of the same kind whose name it
 * contains (name prefixes, suffixes and generator hashes are added on the way); the
 * longest such name wins. Objects that match nothing keep no source.
 */
export function traceKustomize(text: string, dir: string, cwd: string): Record<number, string> | undefined {
  const origins: Origin[] = [];
  collectOrigins(dir, cwd, origins, new Set());
  if (origins.length === 0) return undefined;
  const chunks = splitDocuments(text);
  if (!chunks) return undefined;
  const out: Record<number, string> = {};
  let found = false;
  for (const chunk of chunks) {
    const heads = headOf(text.slice(chunk.start, chunk.end));
    if (!heads) continue;
    let best: Origin | undefined;
    for (const o of origins) {
      if (o.kind === heads.kind && heads.name.includes(o.name) && (!best || o.name.length > best.name.length)) best = o;
    }
    if (best) {
      out[chunk.index] = best.file;
      found = true;
    }
  }
  return found ? out : undefined;
}

function headOf(text: string): { kind: string; name: string } | undefined {
  try {
    const docs = parseAllDocuments(text);
    const value: unknown = Array.isArray(docs) && docs[0] ? docs[0].toJS() : undefined;
    if (typeof value !== 'object' || value === null) return undefined;
    const object = value as Record<string, unknown>;
    const metadata = object.metadata as Record<string, unknown> | undefined;
    if (typeof object.kind !== 'string' || typeof metadata?.name !== 'string') return undefined;
    return { kind: object.kind, name: metadata.name };
  } catch {
    return undefined;
  }
}

function readYamlDocuments(file: string): unknown[] {
  try {
    const docs = parseAllDocuments(readFileSync(file, 'utf8'));
    return (Array.isArray(docs) ? docs : []).map((d) => d.toJS() as unknown);
  } catch {
    return [];
  }
}

function collectOrigins(dir: string, cwd: string, origins: Origin[], seen: Set<string>): void {
  if (seen.has(dir)) return;
  seen.add(dir);
  const file = KUSTOMIZATION_FILES.map((f) => path.join(dir, f)).find((f) => existsSync(f));
  if (!file) return;
  const kustomization = readYamlDocuments(file)[0];
  if (typeof kustomization !== 'object' || kustomization === null) return;
  const k = kustomization as Record<string, unknown>;
  const shown = (p: string): string => path.relative(cwd, p) || p;
  for (const entry of [...list(k.resources), ...list(k.bases), ...list(k.components)]) {
    // Remote bases (URLs, git references) cannot be traced to a local file.
    if (/^[a-z][a-z0-9+.-]*:\/\//i.test(entry) || entry.startsWith('github.com/') || entry.includes('?ref=')) continue;
    const target = path.resolve(dir, entry);
    let stats;
    try {
      stats = statSync(target);
    } catch {
      continue;
    }
    if (stats.isDirectory()) {
      collectOrigins(target, cwd, origins, seen);
      continue;
    }
    for (const doc of readYamlDocuments(target)) {
      if (typeof doc !== 'object' || doc === null) continue;
      const object = doc as Record<string, unknown>;
      const metadata = object.metadata as Record<string, unknown> | undefined;
      if (typeof object.kind === 'string' && typeof metadata?.name === 'string')
        origins.push({ kind: object.kind, name: metadata.name, file: shown(target) });
    }
  }
  // Generated ConfigMaps and Secrets come from the kustomization that declares them.
  for (const [key, kind] of [
    ['configMapGenerator', 'ConfigMap'],
    ['secretGenerator', 'Secret'],
  ] as const) {
    const generators = k[key];
    if (!Array.isArray(generators)) continue;
    for (const g of generators) {
      const name = (g as Record<string, unknown> | null)?.name;
      if (typeof name === 'string') origins.push({ kind, name, file: shown(file) });
    }
  }
}

function list(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}
