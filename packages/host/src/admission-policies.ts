import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { ConfigError } from './config/index.js';
import { InputError, readInput } from './inputs.js';

/**
 * The files of the admission policies a webhook evaluates on every request: the YAML and JSON
 * files of the files and folders that the configuration's `webhook.admissionPolicies` names
 * (relative to the configuration file), read in name order. A path that does not exist or a
 * file that cannot be read is a configuration error. The gate lints them (the host reads only).
 */
export function readAdmissionPolicyFiles(paths: readonly string[], base: string, configFile: string): { file: string; text: string }[] {
  const files: string[] = [];
  const walk = (p: string): void => {
    let stat;
    try {
      stat = statSync(p);
    } catch {
      throw new ConfigError(configFile, undefined, `webhook.admissionPolicies: ${p} does not exist`);
    }
    if (stat.isDirectory()) {
      for (const entry of readdirSync(p).sort()) if (!entry.startsWith('.')) walk(path.join(p, entry));
    } else if (/\.(ya?ml|json)$/.test(p)) files.push(p);
  };
  for (const p of paths) walk(path.resolve(base, p));
  return files.map((file) => {
    try {
      return { file, text: readInput({ path: file, display: file }) };
    } catch (error) {
      const reason = error instanceof InputError ? error.message : String(error);
      throw new ConfigError(configFile, undefined, `webhook.admissionPolicies: ${file}: ${reason}`);
    }
  });
}
