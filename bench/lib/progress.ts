/** A one-line progress bar on stderr with the running rate, redrawn at most ten times a second. */
export class Progress {
  private readonly started = Date.now();
  private lastDraw = 0;
  constructor(
    private readonly label: string,
    private readonly total: number,
  ) {}

  update(done: number) {
    const now = Date.now();
    if (now - this.lastDraw < 100 && done < this.total) return;
    this.lastDraw = now;
    const seconds = (now - this.started) / 1000;
    const rate = done / Math.max(seconds, 0.001);
    const width = 30;
    const filled = Math.round((done / this.total) * width);
    const eta = rate > 0 ? (this.total - done) / rate : 0;
    process.stderr.write(
      `\r${this.label.padEnd(9)} [${"#".repeat(filled)}${".".repeat(width - filled)}] ${done.toLocaleString("en")}/${this.total.toLocaleString("en")} ` +
        `${Math.round(rate).toLocaleString("en")} rows/s ETA ${eta.toFixed(0)} s   `,
    );
  }

  finish() {
    this.update(this.total);
    const seconds = (Date.now() - this.started) / 1000;
    process.stderr.write(
      `\n${this.label}: ${this.total.toLocaleString("en")} rows in ${seconds.toFixed(1)} s = ${Math.round(this.total / seconds).toLocaleString("en")} rows/s\n`,
    );
  }
}
