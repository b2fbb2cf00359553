import pkg from '../../package.json' with { type: 'json' };

export const VERSION: string = pkg.version;

/**
 * Run from the TypeScript sources (tests, tsx) rather than the build: there is then no worker
 * script, no bundled cacache and no built rank table beside the code.
 */
export const FROM_SOURCES = import.meta.url.endsWith('.ts');
