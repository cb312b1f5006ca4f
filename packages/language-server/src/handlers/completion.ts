import type { SchemaNode, ValidateOptions } from '@plumbline/core';
import { CompletionItemKind, InsertTextFormat, MarkupKind, type CompletionItem, type Position } from 'vscode-languageserver';
import { kindPairs, kindSchema, nodeAt, typeLabel } from '../kinds.js';
import { contextAt } from '../yaml-context.js';

/**
 * Completion in YAML manifests: the keys the kind's schema allows at the cursor (those
 * already present are left out), enum values, booleans, and `apiVersion`/`kind` pairs.
 */

export interface CompletionOptions {
  /** The client applies snippets (`$1`, `$0`). */
  snippets: boolean;
  /** The custom resource kinds of the document's CRDs (its lint options'). */
  dynamicKinds?: ValidateOptions['dynamicKinds'];
}

function documentation(node: SchemaNode): CompletionItem['documentation'] {
  const parts = [];
  if (node.description) parts.push(node.description);
  if (node.enum) parts.push(`Allowed values: ${node.enum.map((v) => `\`${v}\``).join(', ')}`);
  return parts.length > 0 ? { kind: MarkupKind.Markdown, value: parts.join('\n\n') } : undefined;
}

function keyItem(name: string, node: SchemaNode, options: CompletionOptions): CompletionItem {
  const item: CompletionItem = {
    label: name,
    kind: node.type === 'object' || node.type === 'map' ? CompletionItemKind.Module : CompletionItemKind.Property,
    detail: typeLabel(node),
    insertText: `${name}: `,
  };
  const docs = documentation(node);
  if (docs) item.documentation = docs;
  // Fields the server sets, and deprecated ones, come last.
  if (node.deprecated || /\b(set|maintained) by the server\b|^Deprecated/i.test(node.description ?? '')) item.sortText = `~${name}`;
  if (node.deprecated) item.tags = [1];
  if (options.snippets) {
    item.insertTextFormat = InsertTextFormat.Snippet;
    if (node.type === 'object' || node.type === 'map') item.insertText = `${name}:\n  $0`;
    else if (node.type === 'array') item.insertText = `${name}:\n  - $0`;
    else if (node.enum && node.enum.length > 0) item.insertText = `${name}: \${1|${node.enum.join(',')}|}`;
    else item.insertText = `${name}: $0`;
  }
  return item;
}

function manifestSkeletons(options: CompletionOptions): CompletionItem[] {
  return kindPairs().map(({ apiVersion, kind, definition }) => {
    const namespace = definition.namespaced ? '\n  namespace: ' + (options.snippets ? '${2:default}' : 'default') : '';
    const body = options.snippets
      ? `apiVersion: ${apiVersion}\nkind: ${kind}\nmetadata:\n  name: \${1:name}${namespace}\n$0`
      : `apiVersion: ${apiVersion}\nkind: ${kind}\nmetadata:\n  name: ${namespace}\n`;
    return {
      label: `${kind} (${apiVersion})`,
      kind: CompletionItemKind.Snippet,
      detail: `apiVersion: ${apiVersion}, kind: ${kind}`,
      filterText: kind,
      insertText: body,
      insertTextFormat: options.snippets ? InsertTextFormat.Snippet : InsertTextFormat.PlainText,
    } satisfies CompletionItem;
  });
}

export function complete(text: string, position: Position, options: CompletionOptions): CompletionItem[] {
  const context = contextAt(text, position.line, position.character);
  const found = kindSchema(context.apiVersion, context.kind, options.dynamicKinds ? { dynamicKinds: options.dynamicKinds } : {});

  if (context.position === 'value') {
    if (context.path.length === 1 && context.key === 'kind') {
      const pairs = kindPairs();
      const kinds = [...new Set(pairs.filter((p) => !context.apiVersion || p.apiVersion === context.apiVersion).map((p) => p.kind))];
      return (kinds.length > 0 ? kinds : [...new Set(pairs.map((p) => p.kind))]).map((kind) => ({
        label: kind,
        kind: CompletionItemKind.Class,
      }));
    }
    if (context.path.length === 1 && context.key === 'apiVersion') {
      const pairs = kindPairs().filter((p) => !context.kind || p.kind === context.kind);
      return [...new Set(pairs.map((p) => p.apiVersion))].map((apiVersion) => ({ label: apiVersion, kind: CompletionItemKind.Value }));
    }
    if (!found) return [];
    const node = nodeAt(found.schema, context.path);
    if (!node) return [];
    if (node.enum) return node.enum.map((value) => ({ label: value, kind: CompletionItemKind.EnumMember, detail: typeLabel(node) }));
    if (node.type === 'boolean') return ['true', 'false'].map((value) => ({ label: value, kind: CompletionItemKind.Value }));
    return [];
  }

  // Key position.
  if (context.path.length === 0) {
    const items: CompletionItem[] = [];
    if (found) {
      for (const [name, node] of Object.entries(found.schema.fields))
        if (!context.siblings.has(name)) items.push(keyItem(name, node, options));
    } else {
      if (!context.siblings.has('apiVersion'))
        items.push({ label: 'apiVersion', kind: CompletionItemKind.Property, insertText: 'apiVersion: ' });
      if (!context.siblings.has('kind')) items.push({ label: 'kind', kind: CompletionItemKind.Property, insertText: 'kind: ' });
      if (!context.siblings.has('apiVersion') && !context.siblings.has('kind') && context.startColumn === 0)
        items.push(...manifestSkeletons(options));
    }
    return items;
  }
  if (!found) return [];
  const node = nodeAt(found.schema, context.path);
  const target = node?.type === 'array' ? node.items : node;
  if (target?.type !== 'object') return [];
  return Object.entries(target.fields)
    .filter(([name]) => !context.siblings.has(name))
    .map(([name, child]) => keyItem(name, child, options));
}
