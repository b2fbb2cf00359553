// Types of what run.mjs exports for its tests.
export declare const MARKER: string;
export declare function commentBody(markdown: string): string;
export declare function jsonValues(text: string): unknown[];
export declare const COULD_NOT_RUN: number;
export declare function refusedRevision(value: string): string | undefined;
