// Library headers wrap declarations in macros the grammar cannot expand: `class V8_EXPORT Isolate {`,
// `V8_INLINE static bool IsSet() {`, `NAPI_EXTERN napi_status NAPI_CDECL napi_create(...)`,
// `STACK_OF(X509) *certs(SSL *s) {`. tree-sitter then misreads the class as a function or the
// method's name as a qualifier. An all-caps identifier followed on the same line by another
// identifier, or an all-caps macro call followed by one (through `*` or `&`), is in specifier
// position, where a macro or a typedef'd type sits; blanking it leaves a parse the grammar gets
// right. The blanked text keeps every offset and line break, so spans still index the original.
const SPECIFIER = /\b[A-Z][A-Z0-9_]*[A-Z0-9_](?:[ \t]*\((?:[^()\n]|\([^()\n]*\))*\)(?=[ \t]*[*&]*[ \t]*[A-Za-z_~])|(?=[ \t]+[A-Za-z_~]))/g;

// A macro call before `*` or `&` stands for the return type (`STACK_OF(X509) *certs()`): it becomes a
// one-letter type, since the grammar wants one there. Any other macro is blanked.
function blank(macro: string, offset: number, line: string): string {
  const typeLike = macro.endsWith(')') && /^[ \t]*[*&]/.test(line.slice(offset + macro.length));
  return typeLike ? `_${' '.repeat(macro.length - 1)}` : ' '.repeat(macro.length);
}

/** `text` with specifier-position macros replaced by spaces; preprocessor lines are left alone. */
export function maskMacros(text: string): string {
  let out = '';
  let inDirective = false;
  for (let start = 0; start < text.length; ) {
    const newline = text.indexOf('\n', start);
    const end = newline === -1 ? text.length : newline + 1;
    const line = text.slice(start, end);
    const directive: boolean = inDirective || /^[ \t]*#/.test(line);
    out += directive ? line : line.replace(SPECIFIER, blank);
    // A directive continues onto the next line after a trailing backslash.
    inDirective = directive && /\\\r?\n?$/.test(line);
    start = end;
  }
  return out;
}
