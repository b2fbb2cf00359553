import { isUtf8 } from 'node:buffer';

// File names are bytes, and not every name is UTF-8. Inside the tool a name is a string in which
// each byte that is not part of valid UTF-8 stands as the lone surrogate U+DC80 + (byte - 0x80)
// (Python's "surrogateescape"): no valid name decodes to one, so names stay distinct, survive
// JSON (the cache) and turn back into the same bytes for the file system. Users see such names
// quoted as git quotes them.

const ESCAPED = /[\udc80-\udcff]/;

/** A name read as bytes, as the tool holds it. */
export function decodeName(bytes: Buffer): string {
  if (isUtf8(bytes)) return bytes.toString('utf8');
  let out = '';
  for (let i = 0; i < bytes.length; ) {
    const length = sequenceLength(bytes, i);
    if (length === 0) out += String.fromCharCode(0xdc00 + bytes[i++]);
    else out += bytes.toString('utf8', i, (i += length));
  }
  return out;
}

/** What to hand the file system for a path the tool holds: the string, or its bytes when it holds escaped ones. */
export function fsPath(path: string): string | Buffer {
  if (!ESCAPED.test(path)) return path;
  const parts: Buffer[] = [];
  let start = 0;
  for (let i = 0; i < path.length; i++) {
    const unit = path.charCodeAt(i);
    if (unit < 0xdc80 || unit > 0xdcff) continue;
    parts.push(Buffer.from(path.slice(start, i), 'utf8'), Buffer.of(unit - 0xdc00));
    start = i + 1;
  }
  parts.push(Buffer.from(path.slice(start), 'utf8'));
  return Buffer.concat(parts);
}

/**
 * The path users see. A name holding bytes that are not UTF-8 is quoted as git quotes names
 * (`"dir\377"/"a\376.py"`: C escapes, such bytes in octal), and so is a real name that starts and
 * ends with `"`, so that no name can read as the quoted form of another. Names are quoted one by
 * one, so a path still splits into its folders at each `/`.
 */
export function displayPath(path: string): string {
  if (!ESCAPED.test(path) && !path.includes('"')) return path;
  return path.split('/').map(displayName).join('/');
}

function displayName(name: string): string {
  if (!ESCAPED.test(name) && !(name.length > 1 && name.charCodeAt(0) === 34 && name.charCodeAt(name.length - 1) === 34)) return name;
  let out = '"';
  for (let i = 0; i < name.length; i++) {
    const unit = name.charCodeAt(i);
    if (unit >= 0xdc80 && unit <= 0xdcff) out += `\\${(unit - 0xdc00).toString(8)}`;
    else if (unit === 34 || unit === 92) out += `\\${name[i]}`;
    else if (unit < 32 || unit === 127) out += C_ESCAPES[unit] ?? `\\${unit.toString(8).padStart(3, '0')}`;
    else out += name[i];
  }
  return `${out}"`;
}

const C_ESCAPES: Record<number, string> = { 7: '\\a', 8: '\\b', 9: '\\t', 10: '\\n', 11: '\\v', 12: '\\f', 13: '\\r' };

/** Bytes of the valid UTF-8 sequence starting at `i`, or 0 when the byte there starts none. */
function sequenceLength(bytes: Buffer, i: number): number {
  const lead = bytes[i];
  if (lead < 0x80) return 1;
  const length = lead >= 0xc2 && lead <= 0xdf ? 2 : lead >= 0xe0 && lead <= 0xef ? 3 : lead >= 0xf0 && lead <= 0xf4 ? 4 : 0;
  if (length === 0 || i + length > bytes.length) return 0;
  return isUtf8(bytes.subarray(i, i + length)) ? length : 0;
}

/** Strings in code-unit order (what `sort()` without a function does), the order of every list of paths in a result. */
export function byText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Items with a path in the order of their paths. */
export function byPath(a: { path: string }, b: { path: string }): number {
  return byText(a.path, b.path);
}
