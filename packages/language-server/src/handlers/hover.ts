import { getEngine, type JsonObject, type ParsedDocument, type SchemaNode, type ValidateOptions } from '@plumbline/core';
import { MarkupKind, type Hover, type Position } from 'vscode-languageserver';
import type { Analysis } from '../analysis.js';
import { kindSchema, normaliseField, rulesForField, typeLabel } from '../kinds.js';
import { astPathAt } from '../yaml-context.js';

/**
 * Hover: for the field under the cursor, its type, description and allowed values from
 * the kind's schema and the rules that check it; for a finding under the cursor, the
 * rule's documentation (description, details, link).
 */

/** Position → file offset (-1 for a line past the end of the text). */
export function offsetAt(text: string, position: Position): number {
  let offset = 0;
  for (let line = 0; line < position.line; line++) {
    const next = text.indexOf('\n', offset);
    if (next < 0) return -1;
    offset = next + 1;
  }
  return Math.min(offset + position.character, text.length);
}

function contains(range: { start: Position; end: Position }, p: Position): boolean {
  const afterStart = p.line > range.start.line || (p.line === range.start.line && p.character >= range.start.character);
  const beforeEnd = p.line < range.end.line || (p.line === range.end.line && p.character <= range.end.character);
  return afterStart && beforeEnd;
}

export function ruleDocs(ruleId: string, docsUrl?: string): string | undefined {
  const rule = getEngine().rule(ruleId);
  if (!rule) return undefined;
  const parts = [`**${rule.id}** (${rule.meta.severity}): ${rule.meta.docs.description}.`];
  if (rule.meta.docs.details) parts.push(rule.meta.docs.details.trim());
  if (docsUrl) parts.push(`[Documentation](${docsUrl})`);
  return parts.join('\n\n');
}

export function fieldDocs(node: SchemaNode, fieldPath: string, kind: string): string {
  const parts = [`\`${fieldPath}\` — ${typeLabel(node)}`];
  if (node.description) parts.push(node.description);
  if (node.enum && node.enum.length > 0) parts.push(`Allowed values: ${node.enum.map((v) => `\`${v}\``).join(', ')}`);
  if (node.deprecated) parts.push(`Deprecated: ${node.deprecated}`);
  const rules = rulesForField(kind, normaliseField(fieldPath));
  if (rules.length > 0) parts.push(`Rules: ${rules.map((r) => `\`${r.id}\``).join(', ')}`);
  return parts.join('\n\n');
}

/**
 * The schema node to describe and its field path (`spec.ports.name`): a map key
 * describes the map that holds it (`metadata.labels` for a label key).
 */
export function describePath(
  schema: SchemaNode,
  path: readonly (string | number)[],
  onKey: boolean,
): { node: SchemaNode; field: string } | undefined {
  let node: SchemaNode | undefined = schema;
  const names: string[] = [];
  for (let i = 0; i < path.length; i++) {
    const step = path[i]!;
    if (!node) return undefined;
    if (node.type === 'array') {
      node = node.items;
      if (names.length > 0) names[names.length - 1] += '[]';
    } else if (node.type === 'map') {
      if (onKey && i === path.length - 1) break;
      node = node.values;
      names.push(`[${String(step)}]`);
    } else if (node.type === 'object') {
      node = node.fields[String(step)];
      names.push(String(step));
    } else {
      return undefined;
    }
  }
  if (!node) return undefined;
  return { node, field: names.join('.').replace(/\.\[/g, '[') };
}

export function hover(analysis: Analysis, position: Position, options: ValidateOptions = {}): Hover | null {
  const sections: string[] = [];
  for (const d of [...analysis.result.diagnostics, ...(analysis.crossResource ?? [])]) {
    if (!d.range || !contains(d.range, position)) continue;
    const docs = ruleDocs(d.ruleId, d.docsUrl);
    if (docs && !sections.includes(docs)) sections.push(docs);
  }

  const offset = offsetAt(analysis.text, position);
  if (offset < 0) return sections.length > 0 ? { contents: { kind: MarkupKind.Markdown, value: sections.join('\n\n---\n\n') } } : null;
  const parsed = analysis.parsed();
  const doc = parsed.documents.find((d: ParsedDocument) => d.ast.range && offset >= d.ast.range[0] && offset <= d.ast.range[2]);
  if (doc && !doc.hasErrors && doc.value && typeof doc.value === 'object') {
    const at = astPathAt(doc.ast, offset);
    if (at && at.path.length > 0) {
      let object = doc.value as JsonObject;
      let path = at.path;
      if (
        Array.isArray(object.items) &&
        path[0] === 'items' &&
        typeof path[1] === 'number' &&
        typeof object.kind === 'string' &&
        object.kind.endsWith('List')
      ) {
        object = (object.items[path[1]] ?? {}) as JsonObject;
        path = path.slice(2);
      }
      const found = kindSchema(
        typeof object.apiVersion === 'string' ? object.apiVersion : undefined,
        typeof object.kind === 'string' ? object.kind : undefined,
        options,
      );
      if (found && path.length > 0) {
        const described = describePath(found.schema, path, at.onKey);
        if (described) sections.unshift(fieldDocs(described.node, described.field, found.definition.kind));
      }
    }
  }
  if (sections.length === 0) return null;
  return { contents: { kind: MarkupKind.Markdown, value: sections.join('\n\n---\n\n') } };
}
