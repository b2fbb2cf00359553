// Characters some reader takes as a line break or that a terminal acts on: C0 and C1 controls, DEL,
// and U+2028/U+2029 (Python's splitlines(), which digest splitters use, breaks on \x1c-\x1e and \x85 too).
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
const NOT_ESCAPED_BY_JSON = /[\u007f-\u009f\u2028\u2029]/g;

// A path or name as the text formats show it. Most paths print as they are. A path holding a control
// character or line separator would break a GitIngest block or a Markdown table, so it prints as a
// JSON string literal instead (quotes included; `\n`, `\u0085`, ... escaped), and so does a path that
// starts with `"`, so a quoted form is never mistaken for a real name: `JSON.parse` on any shown path
// that starts with `"` gives the real one back. JSON and TOON carry every path exactly.
export function textPath(path: string): string {
  if (!CONTROL.test(path) && !path.startsWith('"')) return path;
  return JSON.stringify(path).replace(NOT_ESCAPED_BY_JSON, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
