import { serializeMessage } from '@modelcontextprotocol/sdk/shared/stdio.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { ErrorCode, JSONRPCMessageSchema, type JSONRPCMessage, type RequestId } from '@modelcontextprotocol/sdk/types.js';

/**
 * The largest message the server reads: count_tokens's text may be up to analysis.maxFileSize
 * (10 MiB by default), which JSON's escapes (quotes, backslashes, line breaks) make somewhat
 * longer; nothing else a tool takes comes near (1,000 paths of 4,096 characters are 4 MiB).
 */
export const MAX_MESSAGE_BYTES = 16 * 1024 * 1024;

// Of a message over the limit, the first and last bytes are kept: its id is among them.
const ENDS_BYTES = 4096;

/**
 * MCP's stdio transport, one JSON-RPC message per line, read in time linear in its length. (The
 * SDK's joins every chunk to all it has buffered and searches the whole for a line break: a 70 MiB
 * message took minutes, during which the server read nothing else.) A line over `maxBytes` is
 * never held: its bytes are dropped as they come, but for its two ends, and once it ends the
 * client gets a JSON-RPC error with the message's id (null when it cannot be told). A line that
 * is not JSON, or not JSON-RPC, gets one too, and the session goes on.
 */
export class LineTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage) => void;

  private parts: Buffer[] = [];
  private size = 0;
  /** Of a line over the limit: its first bytes, its last bytes so far, and its length so far. */
  private over: { head: Buffer; tail: Buffer; size: number } | undefined;
  private closed = false;

  constructor(
    private readonly input: NodeJS.ReadableStream & { pause(): unknown },
    private readonly output: NodeJS.WritableStream,
    private readonly maxBytes = MAX_MESSAGE_BYTES,
  ) {}

  async start(): Promise<void> {
    this.input.on('data', this.ondata);
    this.input.on('error', this.oninputerror);
  }

  send(message: JSONRPCMessage): Promise<void> {
    return new Promise((done) => {
      if (this.output.write(serializeMessage(message))) done();
      else this.output.once('drain', done);
    });
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.input.off('data', this.ondata);
    this.input.off('error', this.oninputerror);
    this.input.pause();
    this.parts = [];
    this.over = undefined;
    this.onclose?.();
  }

  private readonly oninputerror = (error: Error) => this.onerror?.(error);

  private readonly ondata = (data: Buffer | string) => {
    const chunk = typeof data === 'string' ? Buffer.from(data) : data;
    let from = 0;
    for (let end = chunk.indexOf(10); end !== -1; end = chunk.indexOf(10, from)) {
      this.take(chunk.subarray(from, end));
      this.lineEnded();
      from = end + 1;
      if (this.closed) return;
    }
    this.take(chunk.subarray(from));
  };

  private take(piece: Buffer): void {
    if (piece.length === 0) return;
    if (!this.over && this.size + piece.length <= this.maxBytes) {
      this.parts.push(piece);
      this.size += piece.length;
      return;
    }
    if (!this.over) {
      const held = Buffer.concat(this.parts, this.size);
      this.over = { head: Buffer.from(Buffer.concat([held.subarray(0, ENDS_BYTES), piece.subarray(0, ENDS_BYTES)]).subarray(0, ENDS_BYTES)), tail: Buffer.alloc(0), size: this.size };
      this.parts = [];
      this.size = 0;
    }
    this.over.size += piece.length;
    const tail = piece.length >= ENDS_BYTES ? piece.subarray(-ENDS_BYTES) : Buffer.concat([this.over.tail, piece]).subarray(-ENDS_BYTES);
    this.over.tail = Buffer.from(tail);
  }

  private lineEnded(): void {
    const over = this.over;
    const line = over ? '' : Buffer.concat(this.parts, this.size).toString('utf8');
    this.parts = [];
    this.size = 0;
    this.over = undefined;
    if (over) return this.refuse(idAtEnds(over.head.toString('utf8'), over.tail.toString('utf8')), ErrorCode.InvalidRequest, `message too large: ${over.size} bytes, over the limit of ${this.maxBytes} (${this.maxBytes / 1024 / 1024} MiB); count a larger text as a file (count_tokens paths)`);
    if (line.trim() === '') return;
    let json: unknown;
    try {
      json = JSON.parse(line);
    } catch (err) {
      return this.refuse(null, ErrorCode.ParseError, `parse error: ${(err as Error).message}`);
    }
    const parsed = JSONRPCMessageSchema.safeParse(json);
    if (!parsed.success) return this.refuse(idOf(json), ErrorCode.InvalidRequest, 'invalid request: not a JSON-RPC 2.0 message');
    this.onmessage?.(parsed.data);
  }

  private refuse(id: RequestId | null, code: number, message: string): void {
    this.onerror?.(new Error(message));
    // JSON-RPC's answer to what has no usable id: an error whose id is null.
    void this.send({ jsonrpc: '2.0', id, error: { code, message } } as unknown as JSONRPCMessage);
  }
}

function idOf(json: unknown): RequestId | null {
  const id = json !== null && typeof json === 'object' ? (json as { id?: unknown }).id : undefined;
  return typeof id === 'string' || typeof id === 'number' ? id : null;
}

// A member of the top-level object, found at its start (`{"jsonrpc":"2.0","id":7,...`) or as its
// last member (`...,"id":7}`, where the SDK's client puts it): a number or a string.
const ID = String.raw`"id"\s*:\s*(-?\d+(?:\.\d+)?|"(?:[^"\\]|\\.)*")`;
const FIRST = new RegExp(String.raw`^\s*\{\s*(?:"jsonrpc"\s*:\s*"2\.0"\s*,\s*)?${ID}\s*,`);
const LAST = new RegExp(String.raw`[{,]\s*${ID}\s*\}\s*$`);

/** The id of a message known only by its two ends, or null. */
export function idAtEnds(head: string, tail: string): RequestId | null {
  const found = FIRST.exec(head) ?? LAST.exec(tail.replace(/\r$/, ''));
  if (!found) return null;
  try {
    const id: unknown = JSON.parse(found[1]);
    return typeof id === 'number' || typeof id === 'string' ? id : null;
  } catch {
    return null;
  }
}
