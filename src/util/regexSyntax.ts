/**
 * The top of a recursive-descent reader of regular-expression syntax, shared by the two readers
 * that differ below it: src/patterns/regex.ts (the expressions glob libraries write, without the
 * `u` flag) and src/tokenizer/linear.ts (a tokenizer's pattern as toJsRegex() writes it, with
 * `u`). Each says what a term is and what its nodes are; both build sequences and alternatives as
 * `{ t: 'seq' | 'alt', items }`, which their node types must include.
 */
export abstract class RegexSyntax<N extends { t: string }> {
  /** The position being read in `src`. */
  protected i = 0;

  constructor(protected readonly src: string) {}

  /** The error for a part of `src` the reader cannot read, `what` naming it. */
  protected abstract unreadable(what: string): Error;

  /** One term: an atom, a group or an assertion, with its quantifier. */
  protected abstract term(): N;

  parse(): N {
    const node = this.disjunction();
    if (this.i < this.src.length) throw this.unreadable(`an unexpected '${this.src[this.i]}'`);
    return node;
  }

  protected disjunction(): N {
    const items = [this.alternative()];
    while (this.src[this.i] === '|') {
      this.i++;
      items.push(this.alternative());
    }
    return items.length === 1 ? items[0] : group('alt', items);
  }

  protected alternative(): N {
    const items: N[] = [];
    while (this.i < this.src.length && this.src[this.i] !== '|' && this.src[this.i] !== ')') items.push(this.term());
    return items.length === 1 ? items[0] : group('seq', items);
  }
}

// The one place a node is made for the reader's user: its node types include this shape (see above).
const group = <N>(t: 'seq' | 'alt', items: N[]): N => ({ t, items }) as unknown as N;
