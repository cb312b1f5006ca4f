import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, type Node } from 'yaml';
import type { ClusterSettings, RuleConfigEntry, ValidateOptions } from '@plumbline/engine';
import validateGenerated from './schema-validator.generated.js';

/**
 * `.plumbline.yaml`: the configuration every gate reads. Found upward from the working
 * directory (or named with `--config`), checked against the published JSON Schema
 * (`packages/host/schema/plumbline-config.schema.json`), and mapped to the core's
 * `ValidateOptions`. A bad file is a `ConfigError` naming the file, line and reason.
 */

export const CONFIG_FILE_NAMES = ['.plumbline.yaml', '.plumbline.yml'] as const;

export type RuleSeverity = 'off' | 'error' | 'warning' | 'info';

export interface PlumblineConfig {
  rules?: Record<string, RuleConfigEntry>;
  settings?: {
    groupSuffix?: string;
    vendorDomain?: string;
    cluster?: ClusterSettings;
  };
  featureGates?: Record<string, boolean>;
  /** Globs relative to the configuration file's folder. */
  ignore?: string[];
  reportUnusedDisables?: RuleSeverity;
  maxWarnings?: number;
  docsBaseUrl?: string;
  /** Files and folders (relative to the configuration file) holding CRDs or a kubeconform schema catalog. */
  customResourceDefinitions?: string[];
  webhook?: {
    mode?: 'enforce' | 'warn' | 'audit';
    exemptNamespaces?: string[];
    /** Files or folders of admission policies, bindings, parameters and namespaces (relative to the configuration file). */
    admissionPolicies?: string[];
  };
}

export interface LoadedConfig {
  config: PlumblineConfig;
  /** Absolute path of the file read, or undefined when none was found (defaults apply). */
  path: string | undefined;
}

export class ConfigError extends Error {
  constructor(
    readonly file: string,
    readonly line: number | undefined,
    readonly reason: string,
  ) {
    super(`${file}${line !== undefined ? `:${line}` : ''}: ${reason}`);
    this.name = 'ConfigError';
  }
}

/** The configuration file that applies to `startDir`: the nearest `.plumbline.yaml` upward. */
export function findConfig(startDir: string): string | undefined {
  let dir = path.resolve(startDir);
  for (;;) {
    for (const name of CONFIG_FILE_NAMES) {
      const candidate = path.join(dir, name);
      if (existsSync(candidate)) return candidate;
    }
    const parent = path.dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

export interface LoadConfigOptions {
  /** Rule ids the ruleset knows; an unknown id in `rules:` is an error when given. */
  knownRuleIds?: ReadonlySet<string> | readonly string[] | ((id: string) => boolean);
  /** Whether a file with no content (empty, blank or only comments) means the defaults (default: true). */
  allowEmpty?: boolean;
}

/**
 * Loads the configuration. `from` is a directory (search upward from it) or a file
 * (read exactly that file; it must exist). No file found: an empty configuration.
 */
export function loadConfig(from: string = process.cwd(), options: LoadConfigOptions = {}): LoadedConfig {
  let file: string | undefined;
  let isDir = false;
  try {
    isDir = statSync(from).isDirectory();
  } catch {
    throw new ConfigError(from, undefined, 'configuration file not found');
  }
  file = isDir ? findConfig(from) : path.resolve(from);
  if (!file) return { config: {}, path: undefined };
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new ConfigError(file, undefined, `cannot read the file (${(error as NodeJS.ErrnoException).code ?? String(error)})`);
  }
  return { config: parseConfig(text, file, options), path: file };
}

/** Parses and checks configuration text; `file` is only used in error messages. */
export function parseConfig(text: string, file = '.plumbline.yaml', options: LoadConfigOptions = {}): PlumblineConfig {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, uniqueKeys: true, prettyErrors: false, strict: true });
  const lineOf = (offset: number): number => lineCounter.linePos(offset).line;
  const firstError = doc.errors[0];
  if (firstError) throw new ConfigError(file, lineOf(firstError.pos[0]), `not valid YAML: ${firstError.message.split('\n')[0]}`);
  if (options.allowEmpty === false && (doc.contents === null || (isScalar(doc.contents) && doc.contents.value === null))) {
    throw new ConfigError(file, 1, 'the configuration file is empty; write `{}` to use the defaults');
  }
  const value: unknown = doc.toJS({ maxAliasCount: 100 }) ?? {};
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new ConfigError(file, 1, 'the configuration must be a mapping (key: value pairs)');
  }
  const validateSchema = getValidator();
  if (!validateSchema(value)) {
    const error = pickError(validateSchema.errors ?? []);
    const segments = pointerSegments(error?.instancePath ?? '');
    // additionalProperties errors point at the parent: go to the offending key.
    const extra =
      error?.keyword === 'additionalProperties' ? String((error.params as { additionalProperty?: string }).additionalProperty) : undefined;
    const node = nodeAt(doc.contents as Node | null, extra !== undefined ? [...segments, extra] : segments, extra !== undefined);
    const line = node ? lineOf(node) : 1;
    throw new ConfigError(file, line, describeError(error, extra));
  }
  const config = value as PlumblineConfig;
  if (options.knownRuleIds && config.rules) {
    const given = options.knownRuleIds;
    // A function answers for rule families too (`policy/<name>`: one id per admission policy).
    const known =
      typeof given === 'function'
        ? given
        : (
            (set) => (id: string) =>
              set.has(id)
          )(given instanceof Set ? given : new Set(given as readonly string[]));
    for (const id of Object.keys(config.rules)) {
      if (!known(id)) {
        const node = nodeAt(doc.contents as Node | null, ['rules', id], true);
        throw new ConfigError(file, node ? lineOf(node) : 1, `unknown rule '${id}' in rules (\`plumbline rules\` lists the rule ids)`);
      }
    }
  }
  const range = config.settings?.cluster?.nodePortRange;
  if (range && range.min > range.max) {
    const node = nodeAt(doc.contents as Node | null, ['settings', 'cluster', 'nodePortRange'], false);
    throw new ConfigError(
      file,
      node ? lineOf(node) : 1,
      `settings.cluster.nodePortRange: min ${range.min} is greater than max ${range.max}`,
    );
  }
  return config;
}

/** The core's validation options for a configuration. */
export function toValidateOptions(config: PlumblineConfig): ValidateOptions {
  const options: ValidateOptions = {};
  if (config.rules) options.rules = config.rules;
  if (config.featureGates) options.featureGates = config.featureGates;
  if (config.settings) {
    const settings: NonNullable<ValidateOptions['settings']> = {};
    if (config.settings.groupSuffix) settings.groupSuffix = config.settings.groupSuffix;
    if (config.settings.vendorDomain) settings.vendorDomain = config.settings.vendorDomain;
    if (config.settings.cluster) settings.cluster = config.settings.cluster;
    options.settings = settings;
  }
  if (config.docsBaseUrl) options.docsBaseUrl = config.docsBaseUrl;
  return options;
}

// ---------------------------------------------------------------------------

type AjvError = { instancePath: string; keyword: string; message?: string; params: Record<string, unknown> };
type Validator = ((value: unknown) => boolean) & { errors?: AjvError[] | null };

/** ajv's standalone code for the schema, generated at build time (ajv itself costs ~80 ms to load). */
function getValidator(): Validator {
  return validateGenerated as unknown as Validator;
}

function pickError(errors: readonly AjvError[]): AjvError | undefined {
  // oneOf failures come with one error per branch: the deepest is the most helpful.
  return [...errors].sort((a, b) => b.instancePath.length - a.instancePath.length)[0];
}

function pointerSegments(pointer: string): string[] {
  if (!pointer) return [];
  return pointer
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

function describeError(error: AjvError | undefined, extra: string | undefined): string {
  if (!error) return 'invalid configuration';
  const where = pointerSegments(error.instancePath).join('.') || '(top level)';
  switch (error.keyword) {
    case 'additionalProperties':
      return `unknown key '${extra}' in ${where}`;
    case 'enum':
      return `${where}: must be one of ${((error.params.allowedValues as unknown[]) ?? []).map((v) => JSON.stringify(v)).join(', ')}`;
    case 'propertyNames':
      return `${where}: '${String(error.params.propertyName)}' is not a rule id (<kind>/<violation> in kebab-case)`;
    default:
      return `${where}: ${error.message ?? 'is invalid'}`;
  }
}

/** Start offset of the node at a path (or of the key of the last step when `key`). */
function nodeAt(root: Node | null, segments: readonly string[], key: boolean): number | undefined {
  let node: unknown = root;
  let last: number | undefined = (root as { range?: [number, number, number] } | null)?.range?.[0];
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i]!;
    if (isMap(node)) {
      const pair = node.items.find((p) => isPair(p) && isScalar(p.key) && String(p.key.value) === segment);
      if (!pair) return last;
      const keyStart = (pair.key as { range?: [number, number, number] } | null)?.range?.[0];
      if (i === segments.length - 1 && key) return keyStart ?? last;
      last = keyStart ?? last;
      node = pair.value;
    } else if (isSeq(node)) {
      const item = node.items[Number(segment)];
      if (!item) return last;
      last = (item as { range?: [number, number, number] }).range?.[0] ?? last;
      node = item;
    } else {
      return last;
    }
  }
  return (node as { range?: [number, number, number] } | null)?.range?.[0] ?? last;
}
