import type { Format } from '../types.js';

export { FORMATS, type Format } from '../types.js';

/** The format a file name's extension says, for `-o report.md` without a format flag. */
export function formatOfFile(file: string): Format | undefined {
  const dot = file.lastIndexOf('.');
  const extension = file.slice(dot + 1).toLowerCase();
  // Own keys only: `-o report.__proto__` or `report.constructor` names no format.
  return dot > file.lastIndexOf('/') && Object.hasOwn(EXTENSIONS, extension) ? EXTENSIONS[extension] : undefined;
}

const EXTENSIONS: Record<string, Format> = { json: 'json', toon: 'toon', txt: 'gitingest', md: 'markdown', markdown: 'markdown', html: 'html', htm: 'html' };
