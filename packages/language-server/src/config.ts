import path, { dirname } from 'node:path';
import ignore from 'ignore';
import type { RuleConfigEntry, ValidateOptions } from '@plumbline/core';
import {
  CONFIG_FILE_NAMES,
  findConfig,
  loadConfig,
  loadCustomResourceSources,
  toValidateOptions,
  type CrdLoadProblem,
  type CustomResourceSources,
} from '@plumbline/host';

/**
 * Configuration of a document: the workspace settings (`plumbline.*`) under the
 * `.plumbline.yaml` found upward from the file, the same discovery as the CLI. The file
 * wins where both set something, so that an editor shows what CI will say.
 */

export interface ServerSettings {
  enable: boolean;
  /** Per-rule severity or `off`, as in `.plumbline.yaml` `rules:`. */
  rules: Record<string, RuleConfigEntry>;
  featureGates: Record<string, boolean>;
  /** Milliseconds an edit waits for further edits before the document is checked. */
  debounceMs: number;
  /** Check updates against the version of the file at git HEAD (transition rules). */
  compareWithGitHead: boolean;
  /** Extra engine settings: groupSuffix, vendorDomain, cluster. */
  settings: NonNullable<ValidateOptions['settings']>;
  /** What the cross-resource rules see besides the open documents: the workspace's files, or nothing. */
  crossResourceScope: 'workspace' | 'openDocuments';
}

export const DEFAULT_SETTINGS: ServerSettings = {
  enable: true,
  rules: {},
  featureGates: {},
  debounceMs: 50,
  compareWithGitHead: false,
  settings: {},
  crossResourceScope: 'workspace',
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads the `plumbline` section a client sends (initializationOptions, configuration). */
export function readSettings(value: unknown): ServerSettings {
  const raw = isRecord(value) && isRecord(value.plumbline) ? value.plumbline : isRecord(value) ? value : {};
  const out: ServerSettings = { ...DEFAULT_SETTINGS, rules: {}, featureGates: {}, settings: {} };
  if (typeof raw.enable === 'boolean') out.enable = raw.enable;
  if (isRecord(raw.rules)) out.rules = raw.rules as Record<string, RuleConfigEntry>;
  if (isRecord(raw.featureGates))
    for (const [k, v] of Object.entries(raw.featureGates)) if (typeof v === 'boolean') out.featureGates[k] = v;
  if (typeof raw.debounceMs === 'number' && raw.debounceMs >= 0) out.debounceMs = raw.debounceMs;
  if (typeof raw.compareWithGitHead === 'boolean') out.compareWithGitHead = raw.compareWithGitHead;
  if (typeof raw.groupSuffix === 'string' && raw.groupSuffix) out.settings.groupSuffix = raw.groupSuffix;
  if (typeof raw.vendorDomain === 'string' && raw.vendorDomain) out.settings.vendorDomain = raw.vendorDomain;
  if (raw.crossResourceScope === 'workspace' || raw.crossResourceScope === 'openDocuments') out.crossResourceScope = raw.crossResourceScope;
  if (isRecord(raw.cluster)) out.settings.cluster = raw.cluster as NonNullable<ValidateOptions['settings']>['cluster'];
  return out;
}

/** What a `.plumbline.yaml` contributes to validation. */
export interface FileConfig {
  path: string;
  options: ValidateOptions;
  /** `ignore:` patterns (gitignore syntax, relative to the configuration file's folder). */
  ignore?: readonly string[];
  /** The CRDs `customResourceDefinitions:` names, read from disk, and what could not be read. */
  customResources?: { sources: CustomResourceSources; problems: CrdLoadProblem[] };
}

/** Whether `filePath` matches the `ignore:` patterns of its configuration, as the CLI applies them. */
export function isIgnored(config: FileConfig | undefined, filePath: string): boolean {
  if (!config?.ignore || config.ignore.length === 0) return false;
  const relative = path.relative(path.dirname(config.path), filePath);
  if (!relative || relative.startsWith('..') || path.isAbsolute(relative)) return false;
  const posix = relative.split(path.sep).join('/');
  return ignore()
    .add([...config.ignore])
    .ignores(posix);
}

/** Loads the configuration that applies to a file, or undefined when there is none. */
export type ConfigLoader = (filePath: string) => Promise<FileConfig | undefined>;

export { CONFIG_FILE_NAMES };

/** Workspace settings under the file's configuration: the file wins. */
export function mergeOptions(settings: ServerSettings, file: ValidateOptions | undefined): ValidateOptions {
  const out: ValidateOptions = {
    rules: { ...settings.rules, ...(file?.rules ?? {}) },
    featureGates: { ...settings.featureGates, ...(file?.featureGates ?? {}) },
    settings: { ...settings.settings, ...(file?.settings ?? {}) },
  };
  for (const [key, value] of Object.entries(file ?? {})) {
    if (key !== 'rules' && key !== 'featureGates' && key !== 'settings' && value !== undefined)
      (out as Record<string, unknown>)[key] = value;
  }
  return out;
}

/** The CLI's loader (`packages/cli/src/config`): the same discovery, schema check and mapping as `plumbline lint`. */
export async function cliConfigLoader(filePath: string): Promise<FileConfig | undefined> {
  const found = findConfig(dirname(filePath));
  if (!found) return undefined;
  const loaded = loadConfig(found);
  if (!loaded.path) return undefined;
  const config: FileConfig = { path: loaded.path, options: toValidateOptions(loaded.config) };
  if (loaded.config.ignore) config.ignore = loaded.config.ignore;
  const crds = loaded.config.customResourceDefinitions;
  if (crds?.length) config.customResources = loadCustomResourceSources(crds, dirname(loaded.path));
  return config;
}
