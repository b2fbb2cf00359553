import { Readable } from 'node:stream';

/** Token and line counts of one named function-like unit. */
interface MethodResult {
    name: string;
    tokens: number;
    lines: number;
    /** Path of the file that holds the method, relative to the analysed root. */
    file: string;
}
/** Counts of one analysed file. */
interface FileResult {
    /** Path relative to the analysed root, `/`-separated. */
    path: string;
    tokens: number;
    lines: number;
    /** Lower-case language id (`typescript`, `python`, ...), `text` when unknown. */
    language: string;
    /** Present only with method-level analysis; `[]` when the file has none. */
    methods?: MethodResult[];
}
/** A file that was found but not analysed, and why. */
interface SkippedFile {
    path: string;
    reason: string;
}
/** The result of one analysis run. */
interface AnalysisResult {
    totalTokens: number;
    totalFiles: number;
    totalLines: number;
    /** Sorted by path (code-unit order). */
    files: FileResult[];
    /** Every method of every file, with method-level analysis. */
    methods?: MethodResult[];
    /** Present only when some files were skipped. */
    skipped?: SkippedFile[];
}

/** An output format. */
type Format = 'json' | 'toon' | 'gitingest' | 'markdown';

/** Options of `analyze()`, the CLI's flags and the REST request, by one set of names. */
interface AnalyzeOptions {
    /** Directory to analyse. Default `'.'`. */
    path?: string;
    /** Per-method token and line counts. Default false. */
    methodLevel?: boolean;
    /** `json` (default), `toon`, `gitingest` or `markdown`; `gitingest` keeps each file's text for `render()`. */
    outputFormat?: string;
    /** Globs on root-relative paths; a file must match one when any are given. */
    include?: string[];
    /** Globs on root-relative paths; matching files and folders are left out. */
    exclude?: string[];
    /** Count tokens at all. Default true; false gives 0 tokens at line-counter speed. */
    tokenCount?: boolean;
    /** Exact BPE counts with tiktoken. Default true; false uses ceil(characters / 4). */
    tiktoken?: boolean;
    /** tiktoken encoding. Default `o200k_base`. */
    encoding?: string;
    /** Count comments too. Default false. */
    includeComments?: boolean;
    /** Honour `.gitignore` files and `.git/info/exclude`. Default true. */
    gitignore?: boolean;
    /** Leave out VCS folders, `node_modules`, `.analyzer` and lock files. Default true. */
    defaultIgnores?: boolean;
    /** Larger files are skipped and reported. Default 10 MiB. */
    maxFileSize?: number;
    /** Only files that differ between this ref and the working tree (untracked files included). */
    gitDiff?: string;
    /** Only files staged in the index: against `gitDiff` when given, else against HEAD. */
    gitCached?: boolean;
    /** Only files a pull request from HEAD into this branch would change (untracked files included). */
    gitBranch?: string;
    /** Only files touched by commits reachable from HEAD whose author matches (git's `--author`). */
    gitAuthor?: string;
    /**
     * The analysis cache: on by default in `.analyzer/cache` (relative to the current directory),
     * results good for an hour. `false` turns it off for this run.
     */
    cache?: boolean | {
        enabled?: boolean;
        directory?: string;
        ttl?: number;
    };
}

/** Options of `render()` and `renderStream()`. */
interface RenderOptions {
    /** The analysed folder's name (GitIngest's `Directory:`, the Markdown title). */
    name?: string;
    /** Each file's analysed text by path; GitIngest needs one for every file. */
    texts?: ReadonlyMap<string, string> | Record<string, string>;
}
/**
 * Renders a result as one of the output formats, exactly as the CLI writes it.
 * `name` defaults to the analysed folder's name when `result` came from `analyze()`, else `'.'`.
 * GitIngest shows each file's text: pass `texts`, or get the result from `analyze()` called with
 * `outputFormat: 'gitingest'`, which keeps them.
 */
declare function render(result: AnalysisResult, format: Format, options?: RenderOptions): string;
/** Like `render()`, as a readable stream of string chunks. */
declare function renderStream(result: AnalysisResult, format: Format, options?: RenderOptions): Readable;

/** Base of every error the tool reports on purpose; anything else is an internal error. */
declare class AnalyzerError extends Error {
    readonly code: string;
    readonly exitCode: number;
    readonly status: number;
    readonly details?: string | undefined;
    constructor(message: string, code: string, exitCode: number, status: number, details?: string | undefined);
}

/**
 * Analyses a directory and resolves to its token, file and line counts. With
 * `outputFormat: 'gitingest'` it also keeps each file's analysed text for `render()`.
 */
declare function analyze(options?: AnalyzeOptions): Promise<AnalysisResult>;
/** Files as they are counted (not in path order); `skipped` fills up as the walk goes. */
interface AnalysisStream extends AsyncIterable<FileResult> {
    readonly skipped: SkippedFile[];
}
/** Analyses a directory and yields each FileResult as soon as it is counted. */
declare function analyzeStream(options?: AnalyzeOptions): AnalysisStream;
declare const _default: {
    analyze: typeof analyze;
    analyzeStream: typeof analyzeStream;
    render: typeof render;
    renderStream: typeof renderStream;
};

export { type AnalysisResult, type AnalysisStream, type AnalyzeOptions, AnalyzerError, type FileResult, type Format, type MethodResult, type RenderOptions, type SkippedFile, analyze, analyzeStream, _default as default, render, renderStream };
