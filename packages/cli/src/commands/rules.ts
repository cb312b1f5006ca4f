import { styleText } from 'node:util';
import { DEFAULT_DOCS_BASE_URL, getEngine, type Rule } from '@plumbline/core';
import { renderRuleDoc } from '@plumbline/host';
import { UsageError } from '../formatters/index.js';
import { EXIT } from './lint.js';

/** `plumbline rules` and `plumbline explain <rule-id>`: the ruleset, from the rules' metadata. */

function sortedRules(): Rule[] {
  return [...getEngine().rules].sort((a, b) => a.id.localeCompare(b.id));
}

export function runRules(format: string, write: (text: string) => void): number {
  const rules = sortedRules();
  if (format === 'json') {
    const data = rules.map((r) => ({
      id: r.id,
      severity: r.meta.severity,
      type: r.meta.type,
      kinds: [...r.meta.kinds],
      description: r.meta.docs.description,
      ...(r.meta.requiresClusterState ? { requiresClusterState: r.meta.requiresClusterState } : {}),
      ...(r.meta.deprecated ? { deprecated: r.meta.deprecated } : {}),
      docsUrl: `${DEFAULT_DOCS_BASE_URL}${r.id}`,
    }));
    write(`${JSON.stringify(data, null, 2)}\n`);
    return EXIT.clean;
  }
  if (format !== 'table') throw new UsageError(`unknown format '${format}' for rules; valid formats: table, json`);
  const rows = rules.map((r) => [r.id, r.meta.severity, r.meta.type, r.meta.kinds.map((k) => (k === '*' ? 'every kind' : k)).join(', ')]);
  const header = ['RULE', 'SEVERITY', 'TYPE', 'KINDS'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]): string => cells.map((c, i) => (i === cells.length - 1 ? c : c.padEnd(widths[i]!))).join('  ');
  write([line(header), ...rows.map(line), '', `${rules.length} rules. \`plumbline explain <rule>\` shows one rule's documentation.`, ''].join('\n'));
  return EXIT.clean;
}

export function runExplain(id: string, options: { color: boolean }, write: (text: string) => void): number {
  const rule = getEngine().rule(id);
  if (!rule) {
    const close = sortedRules()
      .map((r) => r.id)
      .filter((r) => r.includes(id) || r.split('/')[1] === id.split('/').pop());
    throw new UsageError(`unknown rule '${id}'${close.length ? `; did you mean ${close.slice(0, 5).join(', ')}?` : ''} (\`plumbline rules\` lists them)`);
  }
  write(renderForTerminal(renderRuleDoc(rule), options.color));
  write(`\nOnline: https://plumbline.dev/rules/${rule.id}\n`);
  return EXIT.clean;
}

/** Light Markdown → terminal: headings bold, code dimmed, links as `text (url)`, no HTML comments. */
export function renderForTerminal(markdown: string, color: boolean): string {
  const paint = (style: Parameters<typeof styleText>[0], text: string): string => (color ? styleText(style, text) : text);
  const out: string[] = [];
  let inCode = false;
  for (const raw of markdown.split('\n')) {
    if (raw.startsWith('```')) {
      inCode = !inCode;
      continue;
    }
    if (inCode) {
      out.push(`    ${paint('dim', raw)}`);
      continue;
    }
    if (/^<!--.*-->$/.test(raw.trim())) continue;
    if (raw === '| | |' || raw === '|---|---|') continue;
    const heading = /^(#+)\s+(.*)$/.exec(raw);
    if (heading) {
      out.push(paint('bold', heading[1]!.length === 1 ? heading[2]! : heading[2]!.toUpperCase()));
      continue;
    }
    let line = raw.replace(/\[([^\]]+)\]\(([^)]+)\)/g, (_, text: string, url: string) => (url.startsWith('http') ? `${text} (${url})` : text));
    const row = /^\|\s*(.*?)\s*\|\s*(.*?)\s*\|$/.exec(line);
    if (row) line = `  ${row[1]!.padEnd(20)} ${row[2]}`;
    line = line.replace(/`([^`]+)`/g, (_, code: string) => paint('cyan', code));
    out.push(line);
  }
  return `${out.join('\n').replace(/\n{3,}/g, '\n\n').trim()}\n`;
}
