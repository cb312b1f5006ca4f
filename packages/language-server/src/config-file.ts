import { DiagnosticSeverity, type Diagnostic } from 'vscode-languageserver';
import { ConfigError, parseConfig } from '@plumbline/host';
import { getEngine } from '@plumbline/core';
import { CONFIG_FILE_NAMES } from './config.js';

/** Diagnostics for an open `.plumbline.yaml`: the CLI's own checks, shown where they point. */
export function checkConfigFile(uri: string, text: string): Diagnostic[] | undefined {
  const name = uri.slice(uri.lastIndexOf('/') + 1);
  if (!(CONFIG_FILE_NAMES as readonly string[]).includes(name)) return undefined;
  try {
    parseConfig(text, name, { knownRuleIds: (id) => getEngine().rule(id) !== undefined });
    return [];
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    const line = Math.max(0, (error.line ?? 1) - 1);
    const length = text.split('\n')[line]?.replace(/\r$/, '').length ?? 0;
    return [
      {
        range: { start: { line, character: 0 }, end: { line, character: length } },
        severity: DiagnosticSeverity.Error,
        source: 'plumbline',
        message: error.reason,
      },
    ];
  }
}
