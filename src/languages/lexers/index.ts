import type { CommentSyntax } from '../table.js';
import { cLexer } from './c.js';
import type { Lexer } from './chars.js';
import { jsLexer } from './js.js';
import { pythonLexer } from './python.js';

/** The lexer of each comment syntax; a syntax without one has no comments to remove. */
export const LEXERS: Partial<Record<CommentSyntax, Lexer>> = {
  javascript: jsLexer({ jsx: true, typescript: false }),
  jsx: jsLexer({ jsx: true, typescript: false }),
  typescript: jsLexer({ jsx: false, typescript: true }),
  tsx: jsLexer({ jsx: true, typescript: true }),
  c: cLexer,
  jsonc: cLexer,
  json5: cLexer,
  python: pythonLexer,
};
