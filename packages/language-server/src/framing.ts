import { Transform, type TransformCallback } from 'node:stream';

/**
 * A guard in front of the LSP reader on standard input. vscode-jsonrpc's reader drops a
 * message whose header has no valid `Content-Length`, but then has no way to find where
 * that message's body ends: it reads the body as the next header and never answers
 * again. This stream passes well-framed messages through unchanged and, after a header
 * without a usable length, skips to the next `Content-Length:` it sees, so that the
 * server keeps answering the messages after the bad one.
 */

const HEADER_END = Buffer.from('\r\n\r\n');
const CONTENT_LENGTH = /^content-length:[ \t]*(\d+)[ \t]*$/im;
const MARKER = Buffer.from('content-length:');
/** Above this, a length is not believed (a client's bug or an attack), and the header is skipped. */
const MAX_MESSAGE_BYTES = 256 * 1024 * 1024;
/** A header block is a few lines; this much without a blank line is not a header. */
const MAX_HEADER_BYTES = 64 * 1024;

export class LspFraming extends Transform {
  private buffer: Buffer = Buffer.alloc(0);
  /** Bytes are being skipped (one warning per run of them). */
  private skipping = false;

  constructor(private readonly warn: (message: string) => void = () => undefined) {
    super();
  }

  override _transform(chunk: Buffer | string, _encoding: BufferEncoding, done: TransformCallback): void {
    this.buffer = this.buffer.length === 0 ? Buffer.from(chunk) : Buffer.concat([this.buffer, Buffer.from(chunk)]);
    this.drain();
    done();
  }

  private drain(): void {
    for (;;) {
      const end = this.buffer.indexOf(HEADER_END);
      if (end < 0) {
        if (this.buffer.length > MAX_HEADER_BYTES) this.resync(1, 'a header without an end');
        return;
      }
      const header = this.buffer.subarray(0, end).toString('ascii');
      const match = CONTENT_LENGTH.exec(header);
      const length = match ? Number(match[1]) : Number.NaN;
      if (!Number.isSafeInteger(length) || length > MAX_MESSAGE_BYTES) {
        // Searching from the second byte: the header may be the tail of a skipped body
        // followed by a real `Content-Length:` line.
        this.resync(1, 'a message without a valid Content-Length header');
        continue;
      }
      const total = end + HEADER_END.length + length;
      if (this.buffer.length < total) return;
      this.push(this.buffer.subarray(0, total));
      this.buffer = this.buffer.subarray(total);
    }
  }

  /** Drops bytes up to the next `Content-Length:` at or after `from` (keeping a tail that may be the start of one). */
  private resync(from: number, what: string): void {
    if (!this.skipping) this.warn(`plumbline lsp: skipped ${what}\n`);
    this.skipping = true;
    const lower = Buffer.from(this.buffer.toString('latin1').toLowerCase(), 'latin1');
    const next = lower.indexOf(MARKER, from);
    if (next >= 0) {
      this.buffer = this.buffer.subarray(next);
      this.skipping = false;
    } else this.buffer = this.buffer.subarray(Math.max(from, this.buffer.length - (MARKER.length - 1)));
  }
}
