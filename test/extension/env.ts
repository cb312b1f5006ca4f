import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { homedir, tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from '../utils/paths.js';

/**
 * What the editor end-to-end tests need from the machine: code-server (installed outside
 * the repository by test/extension/install-code-server.sh), Debian's Chromium and
 * Neovim. Each test skips, saying what is missing, when its editor is not installed.
 */

export const E2E_HOME = process.env.PLUMBLINE_E2E_HOME ?? path.join(homedir(), '.cache', 'plumbline-e2e');
export const CODE_SERVER = process.env.CODE_SERVER ?? path.join(E2E_HOME, 'code-server', 'node_modules', '.bin', 'code-server');
export const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';
export const VSIX = path.join(repoRoot, 'extension', 'dist', 'plumbline-vscode.vsix');
/**
 * Where the screenshots go: a temporary folder, so that a test run never rewrites the tracked
 * docs/images (set PLUMBLINE_SCREENSHOTS=docs/images to refresh the documentation's pictures).
 */
export const IMAGES = process.env.PLUMBLINE_SCREENSHOTS
  ? path.resolve(repoRoot, process.env.PLUMBLINE_SCREENSHOTS)
  : mkdtempSync(path.join(tmpdir(), 'plumbline-screenshots-'));

export function which(command: string): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    const candidate = path.join(dir, command);
    if (existsSync(candidate)) return candidate;
  }
  return undefined;
}

export function missing(what: Record<string, string | undefined>): string | undefined {
  const absent = Object.entries(what).filter(([, p]) => !p || !existsSync(p)).map(([name]) => name);
  return absent.length > 0 ? `${absent.join(' and ')} not installed (run test/extension/install-code-server.sh)` : undefined;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Builds the .vsix when it is missing or older than the sources it bundles. */
export function ensureVsix(): string {
  const newest = ['extension/src/extension.ts', 'extension/package.json', 'packages/language-server/src/server.ts', 'packages/language-server/src/session.ts']
    .map((p) => statSync(path.join(repoRoot, p)).mtimeMs)
    .reduce((a, b) => Math.max(a, b), 0);
  if (!existsSync(VSIX) || statSync(VSIX).mtimeMs < newest || process.env.PLUMBLINE_E2E_REBUILD === '1') {
    execFileSync('npm', ['run', 'package', '-w', 'plumbline-vscode'], { cwd: repoRoot, stdio: 'pipe' });
  }
  return VSIX;
}

export interface CodeServer {
  url: string;
  process: ChildProcess;
  log: () => string;
  stop(): Promise<void>;
}

/** Starts code-server with throw-away profile, extension and home directories, the .vsix installed. */
export async function startCodeServer(workspace: string, vsix: string): Promise<CodeServer> {
  const root = mkdtempSync(path.join(tmpdir(), 'plumbline-code-server-'));
  const dirs = { userData: path.join(root, 'user-data'), extensions: path.join(root, 'extensions'), home: path.join(root, 'home'), xdgData: path.join(root, 'xdg-data') };
  for (const dir of Object.values(dirs)) mkdirSync(dir, { recursive: true });
  mkdirSync(path.join(dirs.userData, 'User'), { recursive: true });
  writeFileSync(
    path.join(dirs.userData, 'User', 'settings.json'),
    JSON.stringify({
      'security.workspace.trust.enabled': false,
      'workbench.startupEditor': 'none',
      'workbench.tips.enabled': false,
      'workbench.welcomePage.walkthroughs.openOnInstall': false,
      'extensions.autoUpdate': false,
      'extensions.autoCheckUpdates': false,
      'telemetry.telemetryLevel': 'off',
      'update.mode': 'none',
      'editor.minimap.enabled': false,
      'editor.hover.delay': 200,
      'workbench.colorTheme': 'Default Light Modern',
      'window.commandCenter': false,
      'chat.commandCenter.enabled': false,
      'git.enabled': false,
      'plumbline.debounceMs': 50,
    }),
  );
  const config = path.join(root, 'config.yaml');
  const port = await freePort();
  writeFileSync(config, `bind-addr: 127.0.0.1:${port}\nauth: none\ncert: false\n`);
  const env = { ...process.env, HOME: dirs.home, XDG_DATA_HOME: dirs.xdgData, XDG_CONFIG_HOME: path.join(dirs.home, '.config') };
  const common = ['--config', config, '--user-data-dir', dirs.userData, '--extensions-dir', dirs.extensions];
  execFileSync(CODE_SERVER, [...common, '--install-extension', vsix], { env, stdio: 'pipe', timeout: 120_000 });
  let output = '';
  const child = spawn(
    CODE_SERVER,
    [...common, '--auth', 'none', '--bind-addr', `127.0.0.1:${port}`, '--disable-telemetry', '--disable-update-check', '--disable-workspace-trust', '--disable-getting-started-override', workspace],
    { env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  const url = `http://127.0.0.1:${port}/`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`code-server exited: ${output}`);
    try {
      const response = await fetch(`${url}healthz`);
      if (response.ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`code-server did not start in 60 s: ${output}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    process: child,
    log: () => output,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => {
          const t = setTimeout(() => {
            child.kill('SIGKILL');
            r(undefined);
          }, 5000);
          child.once('exit', () => {
            clearTimeout(t);
            r(undefined);
          });
        });
      }
    },
  };
}
