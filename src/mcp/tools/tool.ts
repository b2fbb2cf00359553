import type { Keeper } from '../../run/keeper.js';
import type { Observer, RunContext } from '../../run/session.js';
import type { Roots } from '../roots.js';
import type { ObjectSchema } from './input.js';

/**
 * One tool of `analyzer mcp`: what tools/list shows of it, and what a tools/call runs. A tool
 * checks its input (checkInput() against its own `inputSchema`, then the REST server's checks),
 * calls the library's analysis functions and returns the same facts twice: as JSON for programs
 * (`structured`, matching `outputSchema`) and as compact text for the model.
 */
export interface Tool {
  name: string;
  title: string;
  /** For the model: when to use it, what it returns, how big the answer is. */
  description: string;
  inputSchema: ObjectSchema;
  outputSchema: Record<string, unknown> & { type: 'object' };
  /** MCP's hints about what the tool does to its environment. */
  annotations: { readOnlyHint: boolean; destructiveHint?: boolean; idempotentHint?: boolean; openWorldHint: boolean };
  /** Throws an AnalyzerError (a UsageError naming the field, a 403 for a path outside the root...) for the client to see. */
  call(input: unknown, context: ToolContext): Promise<ToolAnswer>;
}

export interface ToolContext {
  /** The folders paths are resolved in and confined to. */
  roots: Roots;
  /** Counting threads, tables and cache kept between calls. */
  keeper: Keeper;
  /** Aborted when the client cancels the call or the session ends. */
  signal: AbortSignal;
  /** Files done so far, of how many once known (sent to the client when it asked for progress). */
  progress(done: number, total?: number): void;
  /** A problem that does not fail the call (a cache that cannot be used): logged on stderr. */
  warn(message: string): void;
}

export interface ToolAnswer {
  structured: Record<string, unknown>;
  text: string;
}

/**
 * A tool that changes nothing the agent works on. (analyze keeps results in the analysis cache,
 * `.analyzer/cache` under the root by default, as every run of the CLI does: the tool's own state.)
 */
export const READ_ONLY: Tool['annotations'] = { readOnlyHint: true, idempotentHint: true, openWorldHint: false };

/** The run a call makes: lent the session's threads, tables and cache, ended with the call, its warnings logged (and `observer`'s watching). */
export function callRun({ keeper, signal, warn }: ToolContext, observer: Observer = {}): RunContext {
  return { session: keeper, signal, observer: { ...observer, warn } };
}
