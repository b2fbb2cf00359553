import { count } from '../sinks/markdownText.js';
import type { WriteStream } from 'node:tty';

const REDRAW_MS = 100;

/** A one-line file counter on stderr, drawn only when stderr is a terminal. */
export class Progress {
  private seen = 0;
  private drawnAt = 0;

  constructor(private readonly stream: NodeJS.WriteStream) {}

  files(n: number): void {
    this.seen += n;
    const now = Date.now();
    if (!this.stream.isTTY || now - this.drawnAt < REDRAW_MS) return;
    this.drawnAt = now;
    (this.stream as WriteStream).write(`\r\x1b[Kanalyzing: ${count(this.seen)} files`);
  }

  done(): void {
    if (this.stream.isTTY && this.drawnAt > 0) this.stream.write('\r\x1b[K');
  }
}
