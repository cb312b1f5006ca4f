/**
 * Public API of Plumbline's core. Pure: no file system, network or editor access.
 * Every gate (CLI, webhook, language server) calls these functions.
 */
import { ruleset } from '@plumbline/rules';
import { Engine, type ValidateOptions } from './engine.js';
import { lintText as lintTextWith, type LintOptions, type LintResult } from './lint.js';
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

export type { JsonObject };
export * from './types.js';
export { formatPath, getAt, key } from './path.js';
export { Engine, ENGINE_RULES, IGNORE_ANNOTATION, DEFAULT_DOCS_BASE_URL } from './engine.js';
export type { ValidateOptions, Ruleset, RuleConfigEntry, RuleSetting } from './engine.js';
export { PARSE_RULES } from './lint.js';
export type { LintOptions, LintResult, Resource, ResourceStatus } from './lint.js';
export type { Rule, RuleMeta, RuleContext, RuleDocs, SpecRef, EngineSettings, ClusterSettings, RuleType } from './rule.js';
export type { KindDefinition, BuiltinKind } from './registry.js';
export { apiVersionOf, groupOf } from './registry.js';
export { parseText, locate, toRange } from './parse/documents.js';
export type { SchemaNode, ObjectNode } from './schema.js';
export { schemaAt } from './schema.js';
