/**
 * A progress bar on standard error for long runs: it appears only when standard error
 * is a terminal and the run has lasted 400 ms, redraws at most ten times a second, and
 * erases itself at the end so that it never mixes with the report.
 */
export class Progress {
  private done_ = 0;
  private readonly started = Date.now();
  private lastDraw = 0;
  private drawn = false;

  constructor(
    private readonly total: number,
    private readonly enabled: boolean,
    private readonly write: (text: string) => void,
  ) {}

  tick(n: number): void {
    this.done_ += n;
    if (!this.enabled) return;
    const now = Date.now();
    if (now - this.started < 400 || now - this.lastDraw < 100) return;
    this.lastDraw = now;
    const width = 30;
    const ratio = this.total === 0 ? 1 : Math.min(1, this.done_ / this.total);
    const filled = Math.round(ratio * width);
    this.write(`\r[${'='.repeat(filled)}${' '.repeat(width - filled)}] ${this.done_}/${this.total} files`);
    this.drawn = true;
  }

  done(): void {
    if (this.drawn) this.write('\r\u001b[2K');
    this.drawn = false;
  }
}
