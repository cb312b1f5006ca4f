import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { getEngine, type Rule } from '@plumbline/core';
import { renderRuleDoc } from '@plumbline/host';
import { position, sourceOf, toPosix } from './shared.js';
import type { FileResult, Formatter, ReportedDiagnostic } from './types.js';

/**
 * SARIF 2.1.0, for GitHub code scanning and other viewers: one run, the rules that fired
 * with their descriptions and documentation links, and one result per diagnostic with a
 * region on the offending field. Paths are relative to the working directory
 * (`%SRCROOT%`); unreadable files become tool execution notifications.
 */

const LEVEL = { error: 'error', warning: 'warning', info: 'note' } as const;

export const sarif: Formatter = (results, summary, options, write) => {
  const engine = getEngine();
  const ruleIndex = new Map<string, number>();
  const rules: object[] = [];
  const ruleFor = (d: ReportedDiagnostic): number => {
    let index = ruleIndex.get(d.ruleId);
    if (index !== undefined) return index;
    const rule = engine.rule(d.ruleId);
    const description = rule?.meta.docs.description ?? d.ruleId;
    const severity = rule?.meta.severity ?? d.severity;
    const details = rule?.meta.docs.details;
    index = rules.length;
    rules.push({
      id: d.ruleId,
      name: d.ruleId,
      shortDescription: { text: `${description}.` },
      fullDescription: { text: details ? firstParagraph(details) : `${description}.` },
      ...(d.docsUrl ? { helpUri: d.docsUrl } : {}),
      // The rule's documentation ships with Plumbline: the whole page is the help (relative links become text).
      help: {
        text: `${description}. \`plumbline explain ${d.ruleId}\` shows the rule's documentation.`,
        markdown: rule ? helpMarkdown(rule, d.docsUrl) : `${description}.`,
      },
      defaultConfiguration: { level: LEVEL[severity] },
      properties: { tags: ['kubernetes'], ...(rule ? { type: rule.meta.type, kinds: [...rule.meta.kinds] } : {}) },
    });
    ruleIndex.set(d.ruleId, index);
    return index;
  };
  const uriOf = (result: FileResult): string =>
    artifactUri(result.synthetic ? result.file.replace(/^[^:]*:/, '') : result.file, options.cwd);
  // First pass: the rules that fired, the files with findings and the unreadable files, which the log lists before the results.
  const notifications: object[] = [];
  const artifacts: object[] = [];
  const artifactUris = new Set<string>();
  for (const result of results()) {
    const uri = uriOf(result);
    if (result.readError) {
      notifications.push({
        level: 'error',
        message: { text: `${result.file}: ${result.readError}` },
        locations: [{ physicalLocation: { artifactLocation: { uri, uriBaseId: '%SRCROOT%' } } }],
      });
      continue;
    }
    if (result.diagnostics.length > 0 && !artifactUris.has(uri)) {
      artifactUris.add(uri);
      artifacts.push({ location: { uri, uriBaseId: '%SRCROOT%' }, ...(result.bytes ? { length: result.bytes } : {}) });
    }
    for (const d of result.diagnostics) ruleFor(d);
  }
  const log = {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
        tool: { driver: { name: 'plumbline', version: options.version, semanticVersion: options.version, rules } },
        originalUriBaseIds: { '%SRCROOT%': { uri: pathToFileUri(options.cwd) } },
        artifacts,
        results: RESULTS,
        invocations: [{ executionSuccessful: notifications.length === 0, toolExecutionNotifications: notifications }],
        columnKind: 'utf16CodeUnits',
        // What was checked how deeply, by kind (the summary line of the human formats).
        properties: {
          checkedFully: summary.checked,
          checkedBySchemaOnly: summary.checkedBySchema,
          ...(summary.checkedByCrd ? { checkedByCrd: summary.checkedByCrd } : {}),
          notChecked: summary.notCheckedKinds,
        },
      },
    ],
  };
  // The log as JSON.stringify(…, null, 2) writes it, with the results written one at a time
  // in the place of the marker (a key at this indentation is the run's own: strings hold no line breaks).
  const text = JSON.stringify(log, null, 2);
  const marker = `\n      "results": ${JSON.stringify(RESULTS)}`;
  const at = text.indexOf(marker);
  write(`${text.slice(0, at)}\n      "results": `);
  let first = true;
  // Second pass: the results.
  for (const result of results()) {
    if (result.readError) continue;
    const uri = uriOf(result);
    for (const d of result.diagnostics) {
      const entry = JSON.stringify(sarifResult(result, d, uri, ruleIndex.get(d.ruleId)!, options.cwd), null, 2).replace(
        /\n/g,
        '\n        ',
      );
      write(first ? `[\n        ${entry}` : `,\n        ${entry}`);
      first = false;
    }
  }
  write(`${first ? '[]' : '\n      ]'}${text.slice(at + marker.length)}\n`);
};

/** Stands for the results in the log until they are written. */
const RESULTS = '\u0000results';

function sarifResult(result: FileResult, d: ReportedDiagnostic, uri: string, ruleIndex: number, cwd: string): object {
  const p = position(d);
  const region: Record<string, unknown> = {
    startLine: p.line,
    startColumn: p.column,
    endLine: p.endLine,
    endColumn: Math.max(p.endColumn, p.endLine === p.line ? p.column : 1),
  };
  const snippet = result.sourceLines[p.line - 1];
  if (snippet !== undefined) region.snippet = { text: snippet };
  const related = relatedLocations(result, d, cwd);
  return {
    ruleId: d.ruleId,
    ruleIndex,
    level: LEVEL[d.severity],
    message: { text: d.message },
    locations: [
      {
        physicalLocation: { artifactLocation: { uri, uriBaseId: '%SRCROOT%' }, region },
        ...(d.path ? { logicalLocations: [{ fullyQualifiedName: d.path, kind: 'member' }] } : {}),
      },
    ],
    ...(related.length > 0 ? { relatedLocations: related } : {}),
    properties: {
      reason: d.reason,
      ...(d.path ? { fieldPath: d.path } : {}),
      ...(sourceOf(result, d) ? { source: sourceOf(result, d) } : {}),
    },
  };
}

/** The template a rendered document came from, and the places a finding refers to (the admission policy that denies it). */
function relatedLocations(result: FileResult, d: ReportedDiagnostic, cwd: string): object[] {
  const out: object[] = [];
  const source = sourceOf(result, d);
  if (source)
    out.push({
      id: out.length,
      message: { text: 'rendered from this file' },
      physicalLocation: { artifactLocation: { uri: artifactUri(source, cwd), uriBaseId: '%SRCROOT%' } },
    });
  for (const r of d.related ?? []) {
    if (r.uri === undefined) continue;
    const location: Record<string, unknown> = { artifactLocation: { uri: artifactUri(r.uri, cwd), uriBaseId: '%SRCROOT%' } };
    if (r.range)
      location.region = {
        startLine: r.range.start.line + 1,
        startColumn: r.range.start.character + 1,
        endLine: r.range.end.line + 1,
        endColumn: r.range.end.character + 1,
      };
    out.push({ id: out.length, message: { text: r.message }, physicalLocation: location });
  }
  return out;
}

function helpMarkdown(rule: Rule, docsUrl: string | undefined): string {
  const page = renderRuleDoc(rule)
    .replace(/^<!--.*-->\n\n/m, '')
    .replace(/\[([^\]]+)\]\((?!https?:)[^)]*\)/g, '$1');
  return docsUrl ? `${page}\n[Online documentation](${docsUrl})\n` : page;
}

function firstParagraph(markdown: string): string {
  return markdown.split(/\n\s*\n/)[0]!.trim();
}

function artifactUri(file: string, cwd: string): string {
  if (!path.isAbsolute(file) && /^<.*>$/.test(file)) return encodeURI(file);
  const absolute = path.resolve(cwd, file);
  const rel = path.relative(cwd, absolute);
  if (!rel.startsWith('..') && !path.isAbsolute(rel)) return encodeURI(toPosix(rel));
  return pathToFileURL(absolute).href;
}

function pathToFileUri(p: string): string {
  const href = pathToFileURL(path.resolve(p)).href;
  return href.endsWith('/') ? href : `${href}/`;
}
