/** Base of every error the tool reports on purpose; anything else is an internal error. */
export class AnalyzerError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly exitCode: number,
    readonly status: number,
    readonly details?: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** Bad flags, option values or request fields: exit 2, HTTP 400. */
export class UsageError extends AnalyzerError {
  constructor(message: string, details?: string) {
    super(message, 'INVALID_REQUEST', 2, 400, details);
  }
}

/** A configuration file or value that cannot be used: exit 3. */
export class ConfigError extends AnalyzerError {
  constructor(message: string, details?: string) {
    super(message, 'CONFIG_ERROR', 3, 500, details);
  }
}

/** The analysis itself failed (git, parsing the tree): exit 4, HTTP 422. */
export class AnalysisError extends AnalyzerError {
  constructor(message: string, details?: string) {
    super(message, 'ANALYSIS_ERROR', 4, 422, details);
  }
}

/** The root, the output or a file of the tool's cannot be used: exit 5; over HTTP, the directory cannot be analysed (422). */
export class FileSystemError extends AnalyzerError {
  constructor(message: string, details?: string) {
    super(message, 'FILE_SYSTEM_ERROR', 5, 422, details);
  }
}

/**
 * A request the REST server turns away before or instead of analysing: FORBIDDEN 403, NOT_FOUND
 * 404, METHOD_NOT_ALLOWED 405, PAYLOAD_TOO_LARGE 413, UNSUPPORTED_MEDIA_TYPE 415, RATE_LIMITED
 * 429, BUSY 503; `headers` go with the answer (`Allow`, `Retry-After`).
 */
export class RequestError extends AnalyzerError {
  constructor(message: string, code: string, status: number, readonly headers: Record<string, string> = {}) {
    super(message, code, 1, status);
  }
}

export function toExitCode(err: unknown): number {
  return err instanceof AnalyzerError ? err.exitCode : 1;
}

export interface HttpError {
  status: number;
  headers: Record<string, string>;
  body: { success: false; error: { code: string; message: string; details?: string } };
}

export function toHttpError(err: unknown): HttpError {
  if (!(err instanceof AnalyzerError)) {
    return { status: 500, headers: {}, body: { success: false, error: { code: 'INTERNAL_ERROR', message: 'internal error' } } };
  }
  // The REST API has one code for a directory that cannot be analysed, whatever the cause (spec 7.2).
  const code = err instanceof FileSystemError ? 'ANALYSIS_ERROR' : err.code;
  const error = { code, message: err.message, ...(err.details ? { details: err.details } : {}) };
  return { status: err.status, headers: err instanceof RequestError ? err.headers : {}, body: { success: false, error } };
}

/**
 * A system error's one-line message, which names the path: `EACCES: permission denied, open '/x'`.
 * Node leaves the path out of a few (`opendirSync` on Node 20 sets none): the error's path, else
 * `path`, is added.
 */
export function describeSystemError(err: unknown, path?: string): string {
  if (!(err instanceof Error)) return String(err);
  const named = (err as NodeJS.ErrnoException).path ?? path;
  return typeof named === 'string' && !err.message.includes(named) ? `${err.message} '${named}'` : err.message;
}
