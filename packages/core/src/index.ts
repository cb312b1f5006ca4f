/**
 * Plumbline as a library: the engine (`@plumbline/engine`) bound to Plumbline's own ruleset
 * (`@plumbline/rules`). Pure: no file system, network or editor access. Every gate (CLI,
 * webhook, language server) calls these functions. Nothing below this package imports it.
 */
import {
  applyFixes as applyFixesWith,
  checkSetWith,
  DocumentCache,
  Engine,
  lintSetWith,
  lintText as lintTextWith,
  setRuleFieldsWith,
  setRuleReadsWith,
  TextLinter,
  validateSetWith,
  type Diagnostic,
  type FixLanguage,
  type FixResult,
  type LintOptions,
  type LintResult,
  type LintSetResult,
  type SetDiagnostic,
  type SetFile,
  type SetFindings,
  type SetRuleFields,
  type SetInput,
  type SetOptions,
  type ValidateOptions,
} from '@plumbline/engine';
import { ruleset } from '@plumbline/rules';

let defaultEngine: Engine | undefined;

/** The engine over Plumbline's own ruleset, built once. */
export function getEngine(): Engine {
  defaultEngine ??= new Engine(ruleset);
  return defaultEngine;
}

/**
 * Validates one object the way the API server does on CREATE, or on UPDATE with
 * `oldObject` (`subresource: 'status'` for status updates). Returns diagnostics with
 * API field paths; no ranges, since there is no text.
 */
export function validate(object: unknown, options: ValidateOptions = {}): Diagnostic[] {
  return getEngine().validate(object, options);
}

/** Parses manifest text (YAML or JSON, many documents) and validates every resource in it. */
export function lintText(text: string, options: LintOptions = {}): LintResult {
  return lintTextWith(getEngine(), text, options);
}

/**
 * Runs the reference rules (Ingress → Service, EndpointSlice → Service, Service → Pods,
 * IngressClass defaults) over resources returned by `lintText` for many files. Pass the
 * files' texts as `options.sources` (uri → text) so that findings get ranges.
 */
export function validateSet(resources: readonly SetInput[], options: SetOptions = {}): SetDiagnostic[] {
  return validateSetWith(getEngine(), resources, options);
}

/** Kinds whose objects the enabled reference rules read; other resources can drop their objects before `validateSet`. */
export function setRuleReads(options: Pick<SetOptions, 'rules'> = {}): Set<string> {
  return setRuleReadsWith(getEngine(), options);
}

/** `validateSet` without placing the findings: `place` gives them ranges one file at a time (see `checkSetWith`). */
export function checkSet(resources: readonly SetInput[], options: SetOptions = {}): SetFindings {
  return checkSetWith(getEngine(), resources, options);
}

/** Per kind, the fields the enabled reference rules read: `projectForSetRules` keeps only these of each object. */
export function setRuleFields(options: Pick<SetOptions, 'rules'> = {}): SetRuleFields {
  return setRuleFieldsWith(getEngine(), options);
}

/** `lintText` for each file, then `validateSet` over all their resources. */
export function lintSet(files: readonly SetFile[], options: LintOptions = {}): LintSetResult {
  return lintSetWith(getEngine(), files, options);
}

// Everything of the engine but the functions this module binds to the ruleset.
export * from '@plumbline/engine';
export { ruleset } from '@plumbline/rules';
// Custom resources: the catalog of the run's CRDs, given to validate/lintText as `dynamicKinds`, and the CEL extension point.
export { crdVersions, customResourceCatalog, CustomResourceCatalog, jsonSchemaVersion, kubernetesCel } from '@plumbline/rules';
export type {
  CatalogOptions,
  CelEvaluator,
  CelSchemaProgram,
  CelFailure,
  CustomResourceSchema,
  CustomResourceVersionSource,
} from '@plumbline/rules';

/** @deprecated `lintText` is the one pipeline, fast where it can be; this name stays for callers of 0.1. */
export const lintTextFast = lintText;

/** A `TextLinter` over Plumbline's ruleset, with a document cache when `cached` (the editor's incremental linting). */
export function createTextLinter(cached = false): TextLinter {
  return new TextLinter(getEngine(), cached ? new DocumentCache() : undefined);
}

/**
 * Applies the fixes findings carry (`Diagnostic.fix`) to the text, pass after pass, and
 * lints the result (see fix.ts). `language` decides how values are written (`json` for
 * JSON manifests).
 */
export function applyFixes(text: string, options: LintOptions = {}, language: FixLanguage = 'yaml'): FixResult {
  return applyFixesWith(getEngine(), text, options, language);
}
