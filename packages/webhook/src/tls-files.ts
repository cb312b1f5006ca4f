import { X509Certificate, createPrivateKey } from 'node:crypto';
import { readFileSync, watch, watchFile, unwatchFile, type FSWatcher } from 'node:fs';
import path from 'node:path';

export interface TlsMaterial {
  cert: Buffer;
  key: Buffer;
  /** notAfter of the leaf certificate, ms since the epoch. */
  notAfter: number;
  notBefore: number;
  /** SHA-256 fingerprint of the leaf, to tell a real change from a touch. */
  fingerprint: string;
}

/** Reads and checks a certificate and key pair. Throws with a one-line reason when they do not fit. */
export function readTlsMaterial(certFile: string, keyFile: string): TlsMaterial {
  const cert = readFileSync(certFile);
  const key = readFileSync(keyFile);
  let x509: X509Certificate;
  try {
    x509 = new X509Certificate(cert);
  } catch (error) {
    throw new Error(`${certFile}: not a PEM certificate (${(error as Error).message})`);
  }
  let privateKey;
  try {
    privateKey = createPrivateKey(key);
  } catch (error) {
    throw new Error(`${keyFile}: not a PEM private key (${(error as Error).message})`);
  }
  // During a rotation the two files can be caught half-swapped: refuse a pair that does not match.
  if (!x509.checkPrivateKey(privateKey)) throw new Error(`${keyFile} does not match the certificate in ${certFile}`);
  return {
    cert,
    key,
    notAfter: Date.parse(x509.validTo),
    notBefore: Date.parse(x509.validFrom),
    fingerprint: x509.fingerprint256,
  };
}

/**
 * Watches files that a mounted Secret or ConfigMap provides and calls `onEvent` (debounced)
 * when they may have changed. The kubelet and cert-manager update such a volume by
 * swapping a `..data` symlink in the directory, so the directories are watched (not the
 * file inodes), with a slow poll as a safety net for file systems without events.
 */
export class MountedFilesWatcher {
  private watchers: FSWatcher[] = [];
  private timer: NodeJS.Timeout | undefined;
  private debounce: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    readonly files: readonly string[],
    private readonly onEvent: () => void,
    readonly pollMs = 10_000,
  ) {}

  start(): void {
    for (const dir of new Set(this.files.map((f) => path.dirname(path.resolve(f))))) {
      try {
        const watcher = watch(dir, { persistent: false }, () => this.schedule());
        watcher.on('error', () => {});
        this.watchers.push(watcher);
      } catch {
        // No events on this file system: the poll below still sees changes.
      }
    }
    for (const file of this.files) watchFile(file, { interval: this.pollMs, persistent: false }, () => this.schedule());
    this.timer = setInterval(() => this.onEvent(), this.pollMs);
    this.timer.unref();
  }

  private schedule(): void {
    if (this.closed) return;
    if (this.debounce) clearTimeout(this.debounce);
    this.debounce = setTimeout(() => {
      if (!this.closed) this.onEvent();
    }, 50);
    this.debounce.unref();
  }

  close(): void {
    this.closed = true;
    for (const w of this.watchers) w.close();
    for (const file of this.files) unwatchFile(file);
    if (this.timer) clearInterval(this.timer);
    if (this.debounce) clearTimeout(this.debounce);
  }
}

/**
 * Watches a certificate and key pair and calls `onChange` with the new material when
 * it changes. A half-written or mismatched pair is skipped and retried on the next
 * event or poll.
 */
export class TlsWatcher {
  private readonly files: MountedFilesWatcher;
  private closed = false;

  constructor(
    readonly certFile: string,
    readonly keyFile: string,
    private current: TlsMaterial,
    private readonly onChange: (material: TlsMaterial) => void,
    private readonly onError: (error: Error) => void,
    readonly pollMs = 10_000,
  ) {
    this.files = new MountedFilesWatcher([certFile, keyFile], () => this.reload(), pollMs);
  }

  get material(): TlsMaterial {
    return this.current;
  }

  start(): void {
    this.files.start();
  }

  /** Re-reads the files; calls onChange when the certificate differs. Returns whether it changed. */
  reload(): boolean {
    if (this.closed) return false;
    let next: TlsMaterial;
    try {
      next = readTlsMaterial(this.certFile, this.keyFile);
    } catch (error) {
      this.onError(error as Error);
      return false;
    }
    if (next.fingerprint === this.current.fingerprint && next.key.equals(this.current.key)) return false;
    this.current = next;
    this.onChange(next);
    return true;
  }

  close(): void {
    this.closed = true;
    this.files.close();
  }
}
