/**
 * The real `plumbline webhook` process (the bundled command line) for tests: started on
 * loopback with free ports, its JSON log lines collected.
 */
import assert from 'node:assert/strict';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { sleep } from './helpers.js';

export const root = path.resolve(import.meta.dirname, '../..');
export const cli = path.join(root, 'packages/cli/dist/plumbline.js');

export function ensureBuilt(): void {
  if (existsSync(cli)) return;
  const result = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: root, encoding: 'utf8' });
  assert.equal(result.status, 0, result.stderr);
}

export interface Running {
  child: ChildProcess;
  logs: any[];
  /** Length in characters of the longest log line so far. */
  longestLogLine: () => number;
  port: number;
  healthPort: number;
  exited: Promise<number | null>;
  stderr: () => string;
}

/** Starts `plumbline webhook` on 127.0.0.1 with free ports; resolves once the ruleset is loaded. */
export async function startProcess(args: string[]): Promise<Running> {
  const argv = [cli, 'webhook', '--port', '0', '--health-port', '0', '--bind-address', '127.0.0.1', ...args];
  const child = spawn(process.execPath, argv, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  const logs: any[] = [];
  let longest = 0;
  let stderr = '';
  let buffer = '';
  child.stderr!.on('data', (c) => (stderr += String(c)));
  child.stdout!.on('data', (c) => {
    buffer += String(c);
    let nl;
    while ((nl = buffer.indexOf('\n')) >= 0) {
      const line = buffer.slice(0, nl);
      buffer = buffer.slice(nl + 1);
      longest = Math.max(longest, line.length);
      if (line.trim()) logs.push(JSON.parse(line));
    }
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  for (let i = 0; i < 200; i += 1) {
    const listening = logs.find((l) => l.msg === 'webhook listening');
    if (listening && logs.some((l) => l.msg === 'ruleset loaded')) {
      const { port, healthPort } = listening;
      return { child, logs, longestLogLine: () => longest, port, healthPort, exited, stderr: () => stderr };
    }
    if (child.exitCode !== null) break;
    await sleep(50);
  }
  child.kill('SIGKILL');
  throw new Error(`webhook did not start: ${stderr}`);
}
