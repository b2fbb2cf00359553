import type { Lexer } from './chars.js';
import {
  A_BREAK, A_IDENT, A_SPACE, ASCII, BEFORE_EXPR, hasLineBreak, IDENT_PART, isIdentPart, isIdentStart,
  isJsxNamePart, isOtherSpace, isSpaceCode, keyword, lineStop, numberEnd, operatorLength, stringEnd, T_ARROW,
  T_BACKQUOTE, T_BRACE_L, T_BRACE_R, T_BRACKET_L, T_BRACKET_R, T_CLASS, T_COLON, T_CONST, T_DOLLAR_BRACE,
  T_DOT, T_ELSE, T_EOF, T_FOR, T_FUNCTION, T_IF, T_INC_DEC, T_NAME, T_OP, T_OTHER, T_PAREN_L, T_PAREN_R,
  T_PREFIX, T_RETURN, T_SEMI, T_STAR, T_VALUE, T_VAR, T_WHILE, T_WITH,
} from './jsTokens.js';

// The JavaScript family. A `/` is a regular expression or a division depending on what came before;
// this follows acorn's own tokenizer (token contexts, `exprAllowed`) plus the few places where
// acorn's parser corrects it (`await`, TypeScript's `x!`), so the comments found are acorn's.

// Token contexts, as in acorn: braces, parens and function keywords that are statements or expressions.
const B_STAT = 0, B_EXPR = 1, B_TMPL = 2, P_STAT = 3, P_EXPR = 4, Q_TMPL = 5;
const F_STAT = 6, F_EXPR = 7, F_EXPR_GEN = 8, F_GEN = 9;
// JSX: inside an opening tag, inside an element's children, and the braces nested in either.
const J_TAG = 10, J_ELEMENT = 11, J_TAG_BRACE = 12, J_CHILD_BRACE = 13;
const IS_EXPR = [false, true, false, false, true, true, false, true, true, false, false, false, true, false];

interface JsxStart {
  pos: number;
  context: number;
  out: number;
  prevType: number;
  exprAllowed: boolean;
  newline: boolean;
}

export interface JsOptions {
  jsx: boolean;
  typescript: boolean;
}

export function jsLexer(options: JsOptions): Lexer {
  return (text, from, to, out) => {
    const slash = text.indexOf('/', from);
    if (slash >= 0 && slash < to) new JsScanner(text, to, out, options).run(from);
  };
}

class JsScanner {
  private pos = 0;
  private exprAllowed = true;
  private prevType = T_EOF;
  /** A line break lies between the previous token and this one. */
  private newline = false;
  private readonly context = [B_STAT];
  /** Where each JSX element still open was entered from JavaScript, to go back if it is not JSX. */
  private readonly jsxStarts: JsxStart[] = [];
  /** A `<` already found not to start JSX. */
  private notJsx = -1;

  constructor(
    private readonly text: string,
    private readonly end: number,
    private readonly out: number[],
    private readonly options: JsOptions,
  ) {}

  run(from: number): void {
    this.pos = from;
    for (;;) {
      this.scan();
      // The text ended inside JSX: it was not JSX, from its outermost start on.
      if (this.jsxStarts.length === 0) return;
      this.jsxStarts.length = 1;
      this.abandonJsx();
    }
  }

  private scan(): void {
    const { text, end } = this;
    while (this.pos < end) {
      const c = text.charCodeAt(this.pos);
      const kind = c < 128 ? ASCII[c] : isOtherSpace(c) ? A_SPACE : A_IDENT;
      if (kind === A_SPACE || kind === A_BREAK) {
        // A run of blanks and line breaks.
        let i = this.pos;
        let newline = this.newline;
        for (; i < end; i++) {
          const d = text.charCodeAt(i);
          if (d === 32 || d === 9) continue;
          if (d === 10 || d === 13) newline = true;
          else if (d === 11 || d === 12) continue;
          else if (d >= 128 && isOtherSpace(d)) newline ||= d === 0x2028 || d === 0x2029;
          else break;
        }
        this.pos = i;
        this.newline = newline;
      } else if (kind === A_IDENT) {
        this.readWord();
      } else if (c === 47) {
        if (!this.readSlash()) return;
      } else if (!this.readPunctuation(c)) {
        return;
      }
    }
  }

  // --- tokens ---

  private finish(type: number): void {
    this.exprAllowed = BEFORE_EXPR[type] ?? false;
    this.prevType = type;
    this.newline = false;
  }

  private readWord(): void {
    const { text, end } = this;
    const start = this.pos;
    let i = start + 1;
    while (i < end) {
      const c = text.charCodeAt(i);
      if (c < 128) {
        if (IDENT_PART[c] === 1) i++;
        else if (c === 92) i += 2; // \u escape
        else break;
      } else if (isOtherSpace(c)) {
        break;
      } else {
        i++;
      }
    }
    this.pos = i;
    // After a dot a keyword is a property name.
    const type = this.prevType === T_DOT ? T_NAME : keyword(text, start, i - start);
    switch (type) {
      case T_NAME:
        return this.readName(start, i);
      case T_FUNCTION:
      case T_CLASS:
        return this.readFunctionKeyword(type);
      default:
        this.finish(type);
    }
  }

  private readName(start: number, end: number): void {
    const { text } = this;
    let allowed = false;
    if (this.prevType !== T_DOT) {
      const length = end - start;
      if (length === 2 && text.startsWith('of', start)) allowed = !this.exprAllowed;
      else if (length === 5 && text.startsWith('yield', start)) allowed = this.inGenerator();
      // acorn's parser re-reads a `/` after `await` as a regular expression.
      else if (length === 5 && text.startsWith('await', start)) allowed = true;
    }
    this.prevType = T_NAME;
    this.newline = false;
    this.exprAllowed = allowed;
  }

  private readFunctionKeyword(type: number): void {
    const prev = this.prevType;
    const top = this.top();
    const expression = BEFORE_EXPR[prev] && prev !== T_ELSE &&
      !(prev === T_SEMI && top !== P_STAT) &&
      !(prev === T_RETURN && this.newline) &&
      !((prev === T_COLON || prev === T_BRACE_L) && top === B_STAT);
    this.context.push(expression ? F_EXPR : F_STAT);
    this.prevType = type;
    this.newline = false;
    this.exprAllowed = false;
  }

  private readSlash(): boolean {
    const { text } = this;
    const next = text.charCodeAt(this.pos + 1);
    if (next === 47) {
      const end = lineStop(text, this.pos + 2, this.end);
      this.out.push(this.pos, end);
      this.pos = end;
      return true;
    }
    if (next === 42) {
      const close = text.indexOf('*/', this.pos + 2);
      if (close < 0 || close + 2 > this.end) return false; // unterminated: leave the rest alone
      this.out.push(this.pos, close + 2);
      if (!this.newline) this.newline = hasLineBreak(text, this.pos, close);
      this.pos = close + 2;
      return true;
    }
    if (this.exprAllowed) {
      const regexEnd = this.regexEnd(this.pos + 1);
      if (regexEnd > 0) {
        this.pos = regexEnd;
        this.finish(T_VALUE);
        return true;
      }
    }
    this.pos += next === 61 ? 2 : 1;
    this.finish(T_OP);
    return true;
  }

  /** End of the regular expression whose body starts at `i` (flags included), or -1 at a line break. */
  private regexEnd(i: number): number {
    const { text, end } = this;
    let inClass = false;
    for (; i < end; i++) {
      const c = text.charCodeAt(i);
      if (c === 92) i++;
      else if (c === 10 || c === 13 || c === 0x2028 || c === 0x2029) return -1;
      else if (inClass) inClass = c !== 93;
      else if (c === 91) inClass = true;
      else if (c === 47) {
        i++;
        while (i < end && isIdentPart(text.charCodeAt(i))) i++;
        return i;
      }
    }
    return -1;
  }

  private readPunctuation(c: number): boolean {
    const { text } = this;
    const next = text.charCodeAt(this.pos + 1);
    switch (c) {
      case 34: // " '
      case 39:
        this.pos = stringEnd(text, this.pos, this.end);
        this.finish(T_VALUE);
        return true;
      case 96: // `
        this.pos++;
        this.context.push(Q_TMPL);
        return this.readTemplate();
      case 40: { // (
        this.pos++;
        const prev = this.prevType;
        this.context.push(prev === T_IF || prev === T_FOR || prev === T_WITH || prev === T_WHILE ? P_STAT : P_EXPR);
        this.prevType = T_PAREN_L;
        this.newline = false;
        this.exprAllowed = true;
        return true;
      }
      case 41: // )
        this.pos++;
        return this.closeContext(T_PAREN_R);
      case 123: // {
        this.pos++;
        this.context.push(this.braceIsBlock(this.prevType) ? B_STAT : B_EXPR);
        this.prevType = T_BRACE_L;
        this.newline = false;
        this.exprAllowed = true;
        return true;
      case 125: // }
        this.pos++;
        return this.closeContext(T_BRACE_R);
      case 91: // [
        this.pos++;
        this.finish(T_BRACKET_L);
        return true;
      case 93: // ]
        this.pos++;
        this.finish(T_BRACKET_R);
        return true;
      case 59: // ;
        this.pos++;
        this.finish(T_SEMI);
        return true;
      case 44: // ,
        this.pos++;
        this.finish(T_OP);
        return true;
      case 58: // :
        this.pos++;
        if (this.top() >= F_STAT && this.top() <= F_GEN) this.context.pop();
        this.finish(T_COLON);
        return true;
      case 46: // .
        if (next >= 48 && next <= 57) {
          this.pos = numberEnd(text, this.pos + 1, this.end);
          this.finish(T_VALUE);
        } else if (next === 46 && text.charCodeAt(this.pos + 2) === 46) {
          this.pos += 3;
          this.finish(T_OP);
        } else {
          this.pos++;
          this.finish(T_DOT);
        }
        return true;
      case 63: { // ?
        const after = text.charCodeAt(this.pos + 2);
        if (next === 46 && !(after >= 48 && after <= 57)) {
          this.pos += 2;
          this.finish(T_DOT);
          this.prevType = T_OTHER; // `?.` is not `.`: a keyword after it is still a keyword
        } else {
          this.pos += next === 63 ? (after === 61 ? 3 : 2) : 1;
          this.finish(T_OP);
        }
        return true;
      }
      case 61: // =
        if (next === 62) {
          this.pos += 2;
          this.finish(T_ARROW);
        } else {
          this.pos += next === 61 ? (text.charCodeAt(this.pos + 2) === 61 ? 3 : 2) : 1;
          this.finish(T_OP);
        }
        return true;
      case 33: // !
        if (next === 61) {
          this.pos += text.charCodeAt(this.pos + 2) === 61 ? 3 : 2;
          this.finish(T_OP);
        } else {
          const postfix = this.options.typescript && !this.newline && !this.exprAllowed;
          this.pos++;
          this.finish(T_PREFIX);
          // TypeScript's non-null assertion `x!` ends an expression, as acorn-typescript's parser decides.
          if (postfix) this.exprAllowed = false;
        }
        return true;
      case 43: // + -
      case 45:
        if (next === c) {
          this.pos += 2;
          this.prevType = T_INC_DEC; // exprAllowed stays as it was
          this.newline = false;
        } else {
          this.pos += next === 61 ? 2 : 1;
          this.finish(T_OP);
        }
        return true;
      case 42: // *
        if (next === 42) {
          this.pos += text.charCodeAt(this.pos + 2) === 61 ? 3 : 2;
          this.finish(T_OP);
        } else if (next === 61) {
          this.pos += 2;
          this.finish(T_OP);
        } else {
          this.pos++;
          if (this.prevType === T_FUNCTION) {
            const index = this.context.length - 1;
            this.context[index] = this.context[index] === F_EXPR ? F_EXPR_GEN : F_GEN;
          }
          this.finish(T_STAR);
        }
        return true;
      case 60: // <
        if (this.options.jsx && this.exprAllowed && next !== 33 && this.pos !== this.notJsx && !this.isTypeParameters()) {
          this.jsxStarts.push({
            pos: this.pos, context: this.context.length, out: this.out.length,
            prevType: this.prevType, exprAllowed: this.exprAllowed, newline: this.newline,
          });
          this.pos++;
          this.context.push(J_TAG);
          return this.readJsx();
        }
        this.pos += operatorLength(text, this.pos, c);
        this.finish(T_OP);
        return true;
      case 62: // > & | ^ %
      case 38:
      case 124:
      case 94:
      case 37:
        this.pos += operatorLength(text, this.pos, c);
        this.finish(T_OP);
        return true;
      case 126: // ~
        this.pos++;
        this.finish(T_PREFIX);
        return true;
      case 35: // #private
        this.pos++;
        while (this.pos < this.end && isIdentPart(text.charCodeAt(this.pos))) this.pos++;
        this.finish(T_NAME);
        return true;
      default:
        if (c >= 48 && c <= 57) {
          this.pos = numberEnd(text, this.pos, this.end);
          this.finish(T_VALUE);
        } else {
          this.pos++; // `@` and anything acorn would reject
          this.finish(T_OTHER);
        }
        return true;
    }
  }

  // --- contexts ---

  private top(): number {
    return this.context[this.context.length - 1];
  }

  private inGenerator(): boolean {
    for (let i = this.context.length - 1; i >= 1; i--) {
      const context = this.context[i];
      if (context >= F_STAT && context <= F_GEN) return context === F_EXPR_GEN || context === F_GEN;
    }
    return false;
  }

  private braceIsBlock(prev: number): boolean {
    const parent = this.top();
    if (parent === F_EXPR || parent === F_STAT) return true;
    if (prev === T_COLON && (parent === B_STAT || parent === B_EXPR)) return !IS_EXPR[parent];
    if (prev === T_RETURN || (prev === T_NAME && this.exprAllowed)) return this.newline;
    if (prev === T_ELSE || prev === T_SEMI || prev === T_EOF || prev === T_PAREN_R || prev === T_ARROW) return true;
    if (prev === T_BRACE_L) return parent === B_STAT;
    if (prev === T_VAR || prev === T_CONST || prev === T_NAME) return false;
    return !this.exprAllowed;
  }

  /** `)` or `}`: pops its context, and resumes a template or JSX that the brace closes. */
  private closeContext(type: number): boolean {
    if (this.context.length === 1) {
      this.prevType = type;
      this.newline = false;
      this.exprAllowed = true;
      return true;
    }
    let out = this.context.pop()!;
    if (type === T_BRACE_R) {
      if (out === B_TMPL) return this.readTemplate();
      if (out === J_TAG_BRACE) return this.readJsx();
      if (out === J_CHILD_BRACE) return this.readJsx();
    }
    if (out === B_STAT && this.top() >= F_STAT && this.top() <= F_GEN) out = this.context.pop()!;
    this.prevType = type;
    this.newline = false;
    this.exprAllowed = !IS_EXPR[out];
    return true;
  }

  // --- templates ---

  /** Template text after a backquote or a `}` that closes `${`: up to `${` or the closing backquote. */
  private readTemplate(): boolean {
    const { text, end } = this;
    for (let i = this.pos; i < end; i++) {
      const c = text.charCodeAt(i);
      if (c === 92) {
        i++;
      } else if (c === 96) {
        this.pos = i + 1;
        this.context.pop(); // Q_TMPL
        this.prevType = T_BACKQUOTE;
        this.newline = false;
        this.exprAllowed = false;
        return true;
      } else if (c === 36 && text.charCodeAt(i + 1) === 123) {
        this.pos = i + 2;
        this.context.push(B_TMPL);
        this.prevType = T_DOLLAR_BRACE;
        this.newline = false;
        this.exprAllowed = true;
        return true;
      }
    }
    return false; // unterminated: acorn would reject the file
  }

  // --- JSX ---

  /** In .tsx, `<T,>` and `<T extends U>` start type parameters, not an element. */
  private isTypeParameters(): boolean {
    if (!this.options.typescript) return false;
    const { text } = this;
    let i = this.pos + 1;
    if (!isIdentStart(text.charCodeAt(i))) return false;
    while (isIdentPart(text.charCodeAt(i))) i++;
    while (text.charCodeAt(i) === 32) i++;
    if (text.charCodeAt(i) === 44) return true;
    return text.startsWith('extends', i) && isSpaceCode(text.charCodeAt(i + 7));
  }

  /**
   * JSX from inside a tag or an element's children up to the next brace that opens an expression
   * (returning to the JavaScript loop) or the end of the outermost element.
   */
  private readJsx(): boolean {
    const { text, end } = this;
    let i = this.pos;
    while (i < end) {
      const c = text.charCodeAt(i);
      if (this.top() === J_TAG) {
        if (isJsxNamePart(c) || isSpaceCode(c) || c === 61) {
          i++;
        } else if (c === 47 && text.charCodeAt(i + 1) === 47) {
          const stop = lineStop(text, i, end);
          this.out.push(i, stop);
          i = stop;
        } else if (c === 47 && text.charCodeAt(i + 1) === 42) {
          const close = text.indexOf('*/', i + 2);
          if (close < 0 || close + 2 > end) return this.abandonJsx();
          this.out.push(i, close + 2);
          i = close + 2;
        } else if (c === 34 || c === 39) {
          const close = text.indexOf(text[i], i + 1);
          if (close < 0 || close >= end) return this.abandonJsx();
          i = close + 1;
        } else if (c === 123) {
          return this.openJsxBrace(i, J_TAG_BRACE);
        } else if (c === 47 && text.charCodeAt(i + 1) === 62) { // />
          i += 2;
          this.context.pop();
          if (this.top() !== J_ELEMENT) return this.endJsx(i);
        } else if (c === 62) {
          i++;
          this.context[this.context.length - 1] = J_ELEMENT;
        } else {
          return this.abandonJsx(); // no tag holds this: it was a `<` operator after all
        }
      } else if (c === 123) {
        return this.openJsxBrace(i, J_CHILD_BRACE);
      } else if (c === 62 || c === 125) {
        return this.abandonJsx(); // JSX text cannot hold `>` or `}`
      } else if (c !== 60) {
        i++;
      } else {
        const closing = /^<\s*\/\s*[\w$.:\-\u0080-\uffff]*\s*>/.exec(text.slice(i, i + 256));
        if (closing) {
          i += closing[0].length;
          this.context.pop();
          if (this.top() !== J_ELEMENT) return this.endJsx(i);
        } else if (text.charCodeAt(i + 1) === 47) {
          return this.abandonJsx();
        } else {
          i++;
          this.context.push(J_TAG);
        }
      }
    }
    return this.abandonJsx();
  }

  private openJsxBrace(i: number, context: number): boolean {
    this.pos = i + 1;
    this.context.push(context);
    this.prevType = T_BRACE_L;
    this.newline = false;
    this.exprAllowed = true;
    return true;
  }

  /** The element that the last JSX start opened is complete at `i`: back to JavaScript. */
  private endJsx(i: number): boolean {
    this.jsxStarts.pop();
    this.pos = i;
    this.prevType = T_VALUE;
    this.newline = false;
    this.exprAllowed = false;
    return true;
  }

  /**
   * What looked like JSX is not (a TypeScript type `<T>(x: T) => T`, a comparison): everything read
   * since the last JSX start is forgotten, and its `<` is read again as an operator.
   */
  private abandonJsx(): boolean {
    const start = this.jsxStarts.pop();
    if (!start) return false;
    this.pos = start.pos;
    this.context.length = start.context;
    this.out.length = start.out;
    this.prevType = start.prevType;
    this.exprAllowed = start.exprAllowed;
    this.newline = start.newline;
    this.notJsx = start.pos;
    return true;
  }
}

