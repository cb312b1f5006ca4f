/**
 * Public API of Plumbline's core. Pure: no file system, network or editor access.
 * Every gate (CLI, webhook, language server) calls these functions.
 */
import { ruleset } from '@plumbline/rules';
import { Engine, type ValidateOptions } from './engine.js';
import { lintText as lintTextWith, type LintOptions, type LintResult } from './lint.js';
import { lintSetWith, setRuleReadsWith, validateSetWith, type LintSetResult, type SetDiagnostic, type SetFile, type SetInput, type SetOptions } from './set.js';
import { lintTextFast as lintTextFastWith } from './fast-lint.js';
import { applyFixes as applyFixesWith, type FixLanguage, type FixResult } from './fix.js';
import type { Diagnostic, JsonObject } from './types.js';

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

/** `lintText` for each file, then `validateSet` over all their resources. */
export function lintSet(files: readonly SetFile[], options: LintOptions = {}): LintSetResult {
  return lintSetWith(getEngine(), files, options);
}

export type { JsonObject };
export * from './types.js';
export { formatPath, getAt, key } from './path.js';
export { Engine, ENGINE_RULES, IGNORE_ANNOTATION, DEFAULT_DOCS_BASE_URL, docsUrlFor } from './engine.js';
export type { ValidateOptions, Ruleset, RuleConfigEntry, RuleSetting } from './engine.js';
export { PARSE_RULES } from './lint.js';
export type { LintOptions, LintResult, Resource, ResourceStatus } from './lint.js';
export type { Rule, RuleMeta, RuleContext, RuleDocs, SpecRef, EngineSettings, ClusterSettings, RuleType } from './rule.js';
export type { SetResource, SetRuleContext } from './rule.js';
export { validateSetWith, lintSetWith, setRuleReadsWith } from './set.js';
export type { SetOptions, SetDiagnostic, SetInput, SetFile, LintSetResult } from './set.js';
export type { KindDefinition, BuiltinKind } from './registry.js';
export { apiVersionOf, groupOf } from './registry.js';
export { parseText, locate, toRange } from './parse/documents.js';
export type { SchemaNode, ObjectNode } from './schema.js';
export { schemaAt } from './schema.js';
export { parseDirectives, applySuppressions, UNUSED_DISABLE_RULE } from './suppress.js';
export type { SuppressionDirective, SuppressionOptions, SuppressionResult, DirectiveKind } from './suppress.js';
export { splitDocuments } from './fast-lint.js';

/**
 * `lintText` with the same results, faster on large inputs: documents without findings
 * are parsed with js-yaml and only documents with findings get source positions (see
 * fast-lint.ts). The CLI uses it; editors keep `lintText`.
 */
export function lintTextFast(text: string, options: LintOptions = {}): LintResult {
  return lintTextFastWith(getEngine(), text, options);
}

/**
 * Applies the fixes findings carry (`Diagnostic.fix`) to the text, pass after pass, and
 * lints the result (see fix.ts). `language` decides how values are written (`json` for
 * JSON manifests).
 */
export function applyFixes(text: string, options: LintOptions = {}, language: FixLanguage = 'yaml'): FixResult {
  return applyFixesWith(getEngine(), text, options, language);
}
export type { FixLanguage, FixResult, OffsetEdit } from './fix.js';
