#!/usr/bin/env node
import {
  __commonJS,
  __toESM,
  lineFinder
} from "./chunk-DXYZEUXX.js";

// node_modules/ignore/index.js
var require_ignore = __commonJS({
  "node_modules/ignore/index.js"(exports, module) {
    "use strict";
    function makeArray(subject) {
      return Array.isArray(subject) ? subject : [subject];
    }
    var UNDEFINED = void 0;
    var EMPTY = "";
    var SPACE2 = " ";
    var ESCAPE = "\\";
    var REGEX_LITERAL_SPECIAL = /[.*+?()[\]{}^$|\\/]/;
    var BOM = "\uFEFF";
    var REGEX_ANCHORED_GLOBSTAR = /^\/\*{2,}$/;
    var REGEX_REPLACE_LEADING_EXCAPED_EXCLAMATION = /^\\!/;
    var REGEX_REPLACE_LEADING_EXCAPED_HASH = /^\\#/;
    var REGEX_SPLITALL_CRLF = /\r?\n/g;
    var DOUBLE_SLASH = "//";
    var SLASH_CODE = 47;
    var DOT_CODE = 46;
    var SLASH2 = "/";
    var TMP_KEY_IGNORE = "node-ignore";
    if (typeof Symbol !== "undefined") {
      TMP_KEY_IGNORE = /* @__PURE__ */ Symbol.for("node-ignore");
    }
    var KEY_IGNORE = TMP_KEY_IGNORE;
    var define = (object, key, value) => {
      Object.defineProperty(object, key, { value });
      return value;
    };
    var RETURN_FALSE = () => false;
    var POSIX_CLASSES = {
      alnum: "0-9A-Za-z",
      alpha: "A-Za-z",
      blank: " \\t",
      cntrl: "\\x00-\\x1f\\x7f",
      digit: "0-9",
      graph: "!-.0-~",
      lower: "a-z",
      print: " -.0-~",
      punct: "!-.:-@\\[-`{-~",
      // git's `sane-ctype.h` classifies \v and \f as control, not space,
      //   unlike C's `isspace`
      space: " \\t\\n\\r",
      upper: "A-Z",
      xdigit: "0-9A-Fa-f"
    };
    var CLASS_MEMBERS_TO_ESCAPE = "\\]^-[";
    var escapeMember = (char) => CLASS_MEMBERS_TO_ESCAPE.indexOf(char) < 0 ? char : ESCAPE + char;
    var NON_SLASH = "(?!\\/)";
    var classSource = (negated, body) => {
      if (negated) {
        return `[^\\/${body}]`;
      }
      const source = `[${body}]`;
      return new RegExp(source).test("/") ? NON_SLASH + source : source;
    };
    var scanBracket = (pattern, start) => {
      const { length } = pattern;
      let index = start + 1;
      let negated = EMPTY;
      const lead = pattern[index];
      if (lead === "!" || lead === "^") {
        negated = "^";
        index++;
      }
      let body = EMPTY;
      let prev = EMPTY;
      for (; ; ) {
        const char = pattern[index];
        if (char === UNDEFINED) {
          return null;
        }
        if (char === ESCAPE) {
          const escaped = pattern[++index];
          body += escapeMember(escaped);
          prev = escaped;
        } else if (char === "-" && prev && index + 1 < length && pattern[index + 1] !== "]") {
          index++;
          let to = pattern[index];
          if (to === ESCAPE) {
            to = pattern[index += 1];
          }
          if (prev <= to) {
            body += `-${escapeMember(to)}`;
          }
          prev = EMPTY;
        } else if (char === "[" && pattern[index + 1] === ":") {
          const nameStart = index + 2;
          let end = nameStart;
          while (end < length && pattern[end] !== "]") {
            end++;
          }
          if (end === length) {
            return null;
          }
          if (end > nameStart && pattern[end - 1] === ":") {
            const name = pattern.slice(nameStart, end - 1);
            if (!Object.prototype.hasOwnProperty.call(POSIX_CLASSES, name)) {
              return null;
            }
            body += POSIX_CLASSES[name];
            prev = EMPTY;
            index = end;
          } else {
            body += escapeMember("[");
            prev = "[";
            index = nameStart - 2;
          }
        } else {
          body += escapeMember(char);
          prev = char;
        }
        index++;
        if (pattern[index] === "]") {
          return {
            end: index,
            source: classSource(negated, body)
          };
        }
      }
    };
    var NEVER_MATCH = "[]";
    var PLACEHOLDER = "\0";
    var REGEX_RESTORE_PLACEHOLDER = new RegExp(
      `${PLACEHOLDER}(\\d+)${PLACEHOLDER}`,
      "g"
    );
    var TRAILING_WILDCARD = "\uE000";
    var TRAILING_DOUBLESTAR = "\uE001";
    var isReserved = (char) => char === PLACEHOLDER || char === TRAILING_WILDCARD || char === TRAILING_DOUBLESTAR;
    var extractBrackets = (pattern) => {
      const sources = [];
      const hold = (source) => `${PLACEHOLDER}${sources.push(source) - 1}${PLACEHOLDER}`;
      const { length } = pattern;
      let out = EMPTY;
      let index = 0;
      while (index < length) {
        const char = pattern[index];
        if (char === ESCAPE) {
          const escaped = pattern[index + 1];
          if (escaped === SLASH2 && index + 2 === length) {
            out += hold(NEVER_MATCH);
          } else if (escaped === "*" || escaped === "[" || escaped === SPACE2) {
            out += pattern.slice(index, index + 2);
          } else {
            out += hold(
              REGEX_LITERAL_SPECIAL.test(escaped) ? ESCAPE + escaped : isReserved(escaped) ? `[${escaped}]` : escaped
            );
          }
          index += 2;
        } else if (isReserved(char)) {
          out += hold(`[${char}]`);
          index++;
        } else if (char === "[") {
          const scanned = scanBracket(pattern, index);
          if (scanned === null) {
            out += hold(NEVER_MATCH);
            index = length;
          } else {
            out += hold(scanned.source);
            index = scanned.end + 1;
          }
        } else {
          out += char;
          index++;
        }
      }
      return {
        source: out,
        sources
      };
    };
    var DIRECT = null;
    var REGEX_INNER_SLASH = /\/(?!$)/;
    var WILDCARD = "[^\\/]*";
    var REPLACERS = [
      // Replace (\ ) with ' '
      // Only a space: an escaped tab or other whitespace is already a literal by
      //   the time it reaches here, and a bare tab must be left as one, not turned
      //   into a space.
      // (\ ) -> ' '
      // (\\ ) -> '\\ '
      // (\\\ ) -> '\\ '
      [
        // A run of backslashes is taken whole, from its first one, so no match
        //   ever starts again inside it -- `(\\+?) ` did, which made a long run
        //   quadratic.
        /(\\+)( ?)/g,
        (_, run2, space) => space ? run2.slice(0, run2.length - run2.length % 2) + SPACE2 : run2,
        ESCAPE + SPACE2
      ],
      // git's wildmatch() reads a run of two or more asterisks as one globstar
      //   whenever the run fills a path segment: it starts the pattern or follows
      //   a `/`, and it ends the pattern or comes before a `/`. A run of two is
      //   already `**`; a longer one is folded into `**` here, so the steps
      //   below only ever have to know `**`.
      // `***/foo` -> `**/foo`, `a/***/b` -> `a/**/b`, `a/***` -> `a/**`
      // git also takes a run beside a literal prefix (`a***/b`) or beside an
      //   escaped slash (`***\/b`) as a globstar, and this does not; the README
      //   lists both, under "A run of asterisks".
      [
        /(^|\/)\*{3,}(?=\/|$)/g,
        (_, start) => `${start}**`,
        "*"
      ],
      // Escape metacharacters
      // which is written down by users but means special for regular expressions.
      // > There are 12 characters with special meanings:
      // > - the backslash \,
      // > - the caret ^,
      // > - the dollar sign $,
      // > - the period or dot .,
      // > - the vertical bar or pipe symbol |,
      // > - the question mark ?,
      // > - the asterisk or star *,
      // > - the plus sign +,
      // > - the opening parenthesis (,
      // > - the closing parenthesis ),
      // > - and the opening square bracket [,
      // > - the opening curly brace {,
      // > These special characters are often called "metacharacters".
      [
        /[\\$.|*+(){^]/g,
        (match) => `\\${match}`
      ],
      [
        // > a question mark (?) matches a single character
        /(?!\\)\?/g,
        () => "[^/]",
        "?"
      ],
      // leading slash
      [
        // > A leading slash matches the beginning of the pathname.
        // > For example, "/*.c" matches "cat-file.c" but not "mozilla-sha1/sha1.c".
        // A leading slash matches the beginning of the pathname
        /^\//,
        () => "^",
        SLASH2
      ],
      // replace special metacharacter slash after the leading slash
      [
        /\//g,
        () => "\\/",
        SLASH2
      ],
      [
        // > A leading "**" followed by a slash means match in all directories.
        // > For example, "**/foo" matches file or directory "foo" anywhere,
        // > the same as pattern "foo".
        // > "**/foo/bar" matches file or directory "bar" anywhere that is directly
        // >   under directory "foo".
        // Notice that the '*'s have been replaced as '\\*'
        /^\^*(?:\\\*\\\*\\\/)+/,
        // '**/foo' <-> 'foo'
        () => "(?:^|\\/)",
        "*"
      ],
      // starting
      [
        // there will be no leading '/'
        //   (which has been replaced by section "leading slash")
        // If starts with '**', adding a '^' to the regular expression also works
        DIRECT,
        (source, pattern) => {
          if (!source || source[0] === "^" || source[0] === "(") {
            return source;
          }
          const anchor = !REGEX_INNER_SLASH.test(pattern) ? "(?:^|\\/)" : "^";
          return anchor + source;
        }
      ],
      // two globstars
      [
        // Use lookahead assertions so that we could match more than one `'/**'`
        /\\\/\\\*\\\*(?=\\\/|$)/g,
        // Zero, one or several directories
        // should not use '*', or it will be replaced by the next replacer
        // Check if it is not the last `'/**'`
        (_, index, str) => index + 6 < str.length ? str.slice(index + 6) === "\\/" ? "(?:\\/[^\\/]+)+" : "(?:\\/[^\\/]+)*" : `\\/${TRAILING_DOUBLESTAR}`,
        "*"
      ],
      // normal intermediate wildcards
      [
        // Never replace escaped '*'
        // ignore rule '\*' will match the path '*'
        // 'abc.*/' -> go
        // 'abc.*'  -> skip this rule,
        //    coz trailing single wildcard will be handed by [trailing wildcard]
        /(^|[^\\])(?:\\\*)+(?!$)/g,
        // '*.js' matches '.js'
        // '*.js' doesn't match 'abc'
        // 1. An asterisk "*" matches anything except a slash.
        // 2. Other consecutive asterisks are considered regular asterisks
        //    and collapse into one non-slash wildcard run.
        (_, p1) => p1 + WILDCARD,
        "*"
      ],
      // trailing wildcard, held apart from a literal star
      [
        // The step above leaves a trailing `*` alone, so a single `\*` is all that
        //   can be left at the end here, and what stands in front of it says which
        //   kind it is. A wildcard arrives as the escaper wrote it, `\*` with
        //   nothing before it; a literal arrives as the user's own escape, which
        //   the escaper doubled, and then the star's own -- `\\` and then `\*`.
        //   There is no third case: every backslash still reaching the chain is
        //   one `\*`, `\[` or `\ ` carries itself, and each is followed by its
        //   own character, so a longer run can never form. This runs while the
        //   two are still distinct, before the unescape steps below collapse the
        //   literal onto the very `\*` a wildcard leaves behind.
        /(^|[^\\])((?:\\\\)*)\\\*$/,
        (match, p1, p2) => p2 === EMPTY ? p1 + TRAILING_WILDCARD : match,
        "*"
      ],
      [
        // unescape, revert step 3 except for back slash
        // For example, if a user escape a '\\*',
        // after step 3, the result will be '\\\\\\*'
        /\\\\\\(?=[$.|*+(){^])/g,
        () => ESCAPE,
        ESCAPE + ESCAPE
      ],
      [
        // '\\\\' -> '\\'
        /\\\\/g,
        () => ESCAPE,
        ESCAPE + ESCAPE
      ],
      [
        // Every real bracket expression -- POSIX classes included -- has already
        //   been held aside by `extractBrackets`, so the only `[` left in the
        //   pattern is an escaped, literal one.
        // A backslash could only stand at the end of the range if it quoted the
        //   `]`, and `\]` is held aside long before this.
        /\\\[([^\]/]*?)($|\])/g,
        // '\\[bar]' -> '\\\\[bar]'
        (match, range, close) => `\\[${range}${close}`,
        "["
      ],
      // ending
      [
        // 'js' will not match 'js.'
        // 'ab' will not match 'abc'
        DIRECT,
        // WTF!
        // https://git-scm.com/docs/gitignore
        // changes in [2.22.1](https://git-scm.com/docs/gitignore/2.22.1)
        // which re-fixes #24, #38
        // > If there is a separator at the end of the pattern then the pattern
        // > will only match directories, otherwise the pattern can match both
        // > files and directories.
        // 'js*' will not match 'a.js'
        // 'js/' will not match 'a.js'
        // 'js' will match 'a.js' and 'a.js/'
        (source) => {
          const last = source[source.length - 1];
          if (!last || last === TRAILING_WILDCARD || last === TRAILING_DOUBLESTAR) {
            return source;
          }
          return last === SLASH2 ? `${source}$` : `${source}(?=$|\\/$)`;
        }
      ]
    ];
    var REGEX_REPLACE_TRAILING_WILDCARD = /(^|\\\/)?\uE000$/;
    var MODE_IGNORE = "regex";
    var MODE_CHECK_IGNORE = "checkRegex";
    var UNDERSCORE = "_";
    var replaceTrailingWildcard = (_, p1) => {
      const prefix = p1 ? `${p1}[^/]+` : "[^/]*";
      return `${prefix}(?=$|\\/$)`;
    };
    var REGEX_REPLACE_TRAILING_DOUBLESTAR = /\uE001$/;
    var replaceTrailingDoublestar = () => "[\\s\\S]";
    var separatorAfter = (run2, at) => {
      let separator = EMPTY;
      for (let index = at + 1; index < run2.length && !run2[index].wildcard; index++) {
        separator += run2[index].single;
      }
      return separator;
    };
    var pinWildcards = (source) => {
      if (source.indexOf(WILDCARD) < 0) {
        return source;
      }
      const tokens = [];
      const { length } = source;
      let index = 0;
      while (index < length) {
        const char = source[index];
        if (source.startsWith(WILDCARD, index)) {
          tokens.push({ wildcard: true });
          index += WILDCARD.length;
        } else if (char === "[") {
          let end = index + 1;
          if (source[end] === "^") {
            end++;
          }
          if (source[end] === "]") {
            end++;
          }
          while (end < length && source[end] !== "]") {
            end += source[end] === ESCAPE ? 2 : 1;
          }
          end++;
          tokens.push({ single: source.slice(index, end) });
          index = end;
        } else if (char === ESCAPE) {
          tokens.push({ single: source.slice(index, index + 2) });
          index += 2;
        } else if (char === "(") {
          let depth = 0;
          let end = index;
          do {
            if (source[end] === ESCAPE) {
              end++;
            } else if (source[end] === "(") {
              depth++;
            } else if (source[end] === ")") {
              depth--;
            }
            end++;
          } while (end < length && depth > 0);
          if ("*+?".indexOf(source[end]) >= 0) {
            end++;
          }
          tokens.push({ boundary: source.slice(index, end) });
          index = end;
        } else if (char === "^" || char === "$") {
          tokens.push({ boundary: char });
          index++;
        } else {
          tokens.push({ single: char });
          index++;
        }
      }
      let out = EMPTY;
      let run2 = [];
      const flush = () => {
        let lastWildcard;
        run2.forEach((token, at) => {
          if (token.wildcard) {
            lastWildcard = at;
          }
        });
        run2.forEach((token, at) => {
          if (!token.wildcard) {
            out += token.single;
            return;
          }
          out += at === lastWildcard ? WILDCARD : `(?:(?!${separatorAfter(run2, at)})[^\\/])*`;
        });
        run2 = [];
      };
      tokens.forEach((token) => {
        if (token.boundary === void 0) {
          run2.push(token);
          return;
        }
        flush();
        out += token.boundary;
      });
      flush();
      return out;
    };
    var makeRegexPrefix = (pattern) => {
      if (REGEX_ANCHORED_GLOBSTAR.test(pattern)) {
        pattern = "**";
      }
      const { source, sources } = extractBrackets(pattern);
      const replaced = REPLACERS.reduce(
        // A pass whose matcher finds nothing hands back the very string it was
        //   given, so asking first costs a search and saves a rewrite. Ten of the
        //   fifteen passes never fire for a typical .gitignore line, and between
        //   them they were 45% of this chain.
        (prev, [matcher, replacer, required]) => {
          if (matcher === DIRECT) {
            return replacer(prev, pattern);
          }
          if (required !== UNDEFINED && prev.indexOf(required) < 0) {
            return prev;
          }
          return matcher.test(prev) ? prev.replace(matcher, replacer.bind(pattern)) : prev;
        },
        source
      );
      return sources.length ? replaced.replace(
        REGEX_RESTORE_PLACEHOLDER,
        (match, index) => sources[index]
      ) : replaced;
    };
    var checkSourceOf = (body, prefix) => {
      if (body[body.length - 1] === SLASH2) {
        prefix = makeRegexPrefix(body.slice(0, -1));
      }
      const head = prefix.slice(0, -1);
      const last = prefix[prefix.length - 1];
      return last === TRAILING_WILDCARD ? `${head}$` : last === TRAILING_DOUBLESTAR ? head : NEVER_MATCH;
    };
    var matchesBasename = (body) => {
      const index = body.indexOf(SLASH2);
      return index < 0 || index === body.length - 1;
    };
    var basenameOf = (path) => {
      const end = path.length - 1;
      const index = path.lastIndexOf(
        SLASH2,
        path[end] === SLASH2 ? end - 1 : end
      );
      return index < 0 ? path : path.slice(index + 1);
    };
    var parentOf = (path) => {
      if (path.charCodeAt(0) === SLASH_CODE || path.indexOf(DOUBLE_SLASH) >= 0) {
        const slices = path.split(SLASH2).filter(Boolean);
        slices.pop();
        return slices.length ? slices.join(SLASH2) + SLASH2 : EMPTY;
      }
      const end = path.length - 1;
      const cut = path.lastIndexOf(
        SLASH2,
        path.charCodeAt(end) === SLASH_CODE ? end - 1 : end
      );
      return cut < 0 ? EMPTY : path.slice(0, cut + 1);
    };
    var isString = (subject) => typeof subject === "string";
    var checkPattern = (pattern) => pattern && isString(pattern);
    var splitPattern = (pattern) => (pattern[pattern.length - 1] === "\r" ? pattern.slice(0, -1) : pattern).split(REGEX_SPLITALL_CRLF).filter(Boolean);
    var IgnoreRule = class {
      constructor(pattern, mark, body, ignoreCase, negative, prefix) {
        this.pattern = pattern;
        this.mark = mark;
        this.negative = negative;
        define(this, "body", body);
        define(this, "ignoreCase", ignoreCase);
        define(this, "regexPrefix", prefix);
      }
      // Worked out on first use and kept behind an own property, the way `regex`
      //   caches itself in `_regex`. Deciding it in the constructor instead would
      //   add a fourth `defineProperty` to every rule ever built, which cost 4% of
      //   every compile -- including the compiles of rules that are never matched
      //   against anything.
      get _basenameOnly() {
        return define(this, "_basenameOnly", matchesBasename(this.body));
      }
      get regex() {
        const key = UNDERSCORE + MODE_IGNORE;
        if (this[key]) {
          return this[key];
        }
        return this._make(MODE_IGNORE, key);
      }
      get checkRegex() {
        const key = UNDERSCORE + MODE_CHECK_IGNORE;
        if (this[key]) {
          return this[key];
        }
        return this._make(MODE_CHECK_IGNORE, key);
      }
      _make(mode, key) {
        const str = pinWildcards(
          mode === MODE_IGNORE ? this.regexPrefix.replace(REGEX_REPLACE_TRAILING_WILDCARD, replaceTrailingWildcard).replace(REGEX_REPLACE_TRAILING_DOUBLESTAR, replaceTrailingDoublestar) : checkSourceOf(this.body, this.regexPrefix)
        );
        const regex = this.ignoreCase ? new RegExp(str, "i") : new RegExp(str);
        return define(this, key, regex);
      }
    };
    var hasTrailingBackslash = (str) => {
      let count3 = 0;
      while (str[str.length - count3 - 1] === ESCAPE) {
        count3++;
      }
      return count3 % 2 === 1;
    };
    var trimEnd = (body, stripLineEnd) => {
      let lineEnd2 = body.length;
      let end;
      for (; ; ) {
        if (stripLineEnd && body[lineEnd2 - 1] === "\r") {
          lineEnd2--;
        }
        end = lineEnd2;
        while (body[end - 1] === SPACE2) {
          end--;
        }
        if (!stripLineEnd || body[end - 1] !== "\n") {
          break;
        }
        lineEnd2 = end - 1;
      }
      if (end === lineEnd2) {
        return body.slice(0, lineEnd2);
      }
      let backslashes = 0;
      while (body[end - backslashes - 1] === ESCAPE) {
        backslashes++;
      }
      return backslashes % 2 ? body.slice(0, end - 1) + SPACE2 : body.slice(0, end);
    };
    var createRule = (pattern, mark, ignoreCase, stripLineEnd, stripBOM) => {
      let body = stripBOM && pattern[0] === BOM ? pattern.slice(1) : pattern;
      if (body[0] === "#") {
        return;
      }
      let negative = false;
      if (body[0] === "!") {
        negative = true;
        body = body.slice(1);
      }
      const last = body[body.length - 1];
      if (last === SPACE2 || stripLineEnd && (last === "\r" || last === "\n")) {
        body = trimEnd(body, stripLineEnd);
      }
      if (!body || hasTrailingBackslash(body)) {
        return;
      }
      body = body.replace(REGEX_REPLACE_LEADING_EXCAPED_EXCLAMATION, "!").replace(REGEX_REPLACE_LEADING_EXCAPED_HASH, "#");
      const regexPrefix = makeRegexPrefix(body);
      return new IgnoreRule(
        pattern,
        mark,
        body,
        ignoreCase,
        negative,
        regexPrefix
      );
    };
    var RuleManager = class {
      constructor(ignoreCase) {
        this._ignoreCase = ignoreCase;
        this._rules = [];
        this._basenameCount = 0;
      }
      _add(pattern, index) {
        if (pattern && pattern[KEY_IGNORE]) {
          this._rules = this._rules.concat(pattern._rules._rules);
          this._basenameCount += pattern._rules._basenameCount;
          this._added = true;
          return;
        }
        const isStr = isString(pattern);
        const raw = isStr ? pattern : pattern.pattern;
        const rule = checkPattern(raw) && createRule(
          raw,
          isStr ? UNDEFINED : pattern.mark,
          this._ignoreCase,
          !this._split,
          this._stripBOM && !index
        );
        if (rule) {
          this._added = true;
          this._rules.push(rule);
          if (matchesBasename(rule.body)) {
            this._basenameCount++;
          }
        }
      }
      // @param {Array<string> | string | Ignore} pattern
      add(pattern) {
        this._added = false;
        this._split = isString(pattern);
        this._stripBOM = !this._split || pattern[0] === BOM;
        makeArray(
          this._split ? splitPattern(pattern) : pattern
        ).forEach(this._add, this);
        if (this._added) {
          this._literalRules = UNDEFINED;
        }
        return this._added;
      }
      // Match the literal 'abc/' for `checkIgnore`, last rule wins. Only a rule
      //   ending in a wildcard can match it (see `checkSourceOf`), so the rest
      //   are left out once, rather than tested or compiled for every path.
      testLiteral(path) {
        const rules = this._literalRules || (this._literalRules = this._rules.filter(
          ({ body }) => body[body.length - (body[body.length - 1] === SLASH2 ? 2 : 1)] === "*"
        ));
        let ignored = false;
        let unignored = false;
        let matchedRule;
        for (let index = rules.length - 1; index >= 0; index--) {
          const rule = rules[index];
          if (rule.checkRegex.test(path)) {
            ignored = !rule.negative;
            unignored = rule.negative;
            matchedRule = rule.negative ? UNDEFINED : rule;
            break;
          }
        }
        const ret = {
          ignored,
          unignored
        };
        if (matchedRule) {
          ret.rule = matchedRule;
        }
        return ret;
      }
      // Test one single path without recursively checking parent directories
      //
      // - mode `string` either `MODE_IGNORE` or `MODE_CHECK_IGNORE`
      // @returns {TestResult}
      test(path, mode) {
        const rules = this._rules;
        const { length } = rules;
        const shortcut = this._basenameCount * 2 >= length;
        const basename3 = shortcut ? basenameOf(path) : path;
        for (let index = length - 1; index >= 0; index--) {
          const rule = rules[index];
          if (rule[mode].test(
            shortcut && rule._basenameOnly ? basename3 : path
          )) {
            const { negative } = rule;
            const ret = {
              ignored: !negative,
              unignored: negative
            };
            if (!negative) {
              ret.rule = rule;
            }
            return ret;
          }
        }
        return {
          ignored: false,
          unignored: false
        };
      }
    };
    var throwError = (message, Ctor) => {
      throw new Ctor(message);
    };
    var checkPath = (path, originalPath, doThrow) => {
      if (!isString(path)) {
        return doThrow(
          `path must be a string, but got \`${originalPath}\``,
          TypeError
        );
      }
      if (!path) {
        return doThrow(`path must not be empty`, TypeError);
      }
      if (checkPath.isNotRelative(path)) {
        const r = "`path.relative()`d";
        return doThrow(
          `path should be a ${r} string, but got "${originalPath}"`,
          RangeError
        );
      }
      return true;
    };
    var isNotRelative = (path) => {
      const first = path.charCodeAt(0);
      if (first === SLASH_CODE) {
        return true;
      }
      if (first !== DOT_CODE) {
        return false;
      }
      if (path.length === 1) {
        return true;
      }
      const second = path.charCodeAt(1);
      if (second === SLASH_CODE) {
        return true;
      }
      if (second !== DOT_CODE) {
        return false;
      }
      return path.length === 2 || path.charCodeAt(2) === SLASH_CODE;
    };
    checkPath.isNotRelative = isNotRelative;
    checkPath.convert = (p) => p;
    var convertPath = (target) => isString(target) && checkPath.convert(target);
    var Ignore = class {
      constructor({
        ignorecase = true,
        ignoreCase = ignorecase,
        allowRelativePaths = false
      } = {}) {
        define(this, KEY_IGNORE, true);
        this._rules = new RuleManager(ignoreCase);
        this._strictPathCheck = !allowRelativePaths;
        this._initCache();
      }
      _initCache() {
        this._ignoreCache = /* @__PURE__ */ Object.create(null);
        this._testCache = /* @__PURE__ */ Object.create(null);
      }
      add(pattern) {
        if (this._rules.add(pattern)) {
          this._initCache();
        }
        return this;
      }
      // legacy
      addPattern(pattern) {
        return this.add(pattern);
      }
      // @returns {TestResult}
      _test(originalPath, cache, path) {
        checkPath(
          path,
          originalPath,
          this._strictPathCheck ? throwError : RETURN_FALSE
        );
        return path ? this._t(path, cache) : {
          ignored: false,
          unignored: false
        };
      }
      checkIgnore(target) {
        const path = convertPath(target);
        if (!path || path.charCodeAt(path.length - 1) !== SLASH_CODE) {
          return this._test(target, this._testCache, path);
        }
        const dir = this._t(path, this._testCache);
        if (dir.ignored) {
          return dir;
        }
        const literal = this._rules.testLiteral(path);
        return literal.ignored || literal.unignored ? literal : dir;
      }
      _t(path, cache) {
        if (path in cache) {
          return cache[path];
        }
        const parentPath = parentOf(path);
        const parent = parentPath ? this._t(parentPath, cache) : UNDEFINED;
        return cache[path] = parent && parent.ignored ? parent : this._rules.test(path, MODE_IGNORE);
      }
      ignores(path) {
        return this._test(path, this._ignoreCache, convertPath(path)).ignored;
      }
      createFilter() {
        return (path) => !this.ignores(path);
      }
      filter(paths) {
        return makeArray(paths).filter(this.createFilter());
      }
      // @returns {TestResult}
      test(path) {
        return this._test(path, this._testCache, convertPath(path));
      }
    };
    var factory = (options) => new Ignore(options);
    var isPathValid = (path) => checkPath(convertPath(path), path, RETURN_FALSE);
    var setupWindows = () => {
      const makePosix = (str) => /^\\\\\?\\/.test(str) || /["<>|\u0000-\u001F]+/u.test(str) ? str : str.replace(/\\/g, "/");
      checkPath.convert = makePosix;
      const REGEX_TEST_WINDOWS_PATH_ABSOLUTE = /^[a-z]:\//i;
      checkPath.isNotRelative = (path) => REGEX_TEST_WINDOWS_PATH_ABSOLUTE.test(path) || isNotRelative(path);
    };
    if (
      // Detect `process` so that it can run in browsers.
      typeof process !== "undefined" && process.platform === "win32"
    ) {
      setupWindows();
    }
    module.exports = factory;
    factory.default = factory;
    module.exports.isPathValid = isPathValid;
    define(module.exports, /* @__PURE__ */ Symbol.for("setupWindows"), setupWindows);
  }
});

// src/entry/cli.ts
import { relative as relative2, resolve as resolve5 } from "path";
import { setFlagsFromString } from "v8";
import { pipeline as pipeline3 } from "stream/promises";

// src/cache/index.ts
import { createHash } from "crypto";
import { lstatSync, readFileSync, readdirSync, statSync } from "fs";
import { createRequire } from "module";
import { dirname, join } from "path";
import { fileURLToPath } from "url";

// src/errors.ts
var AnalyzerError = class extends Error {
  constructor(message, code7, exitCode, status, details) {
    super(message);
    this.code = code7;
    this.exitCode = exitCode;
    this.status = status;
    this.details = details;
    this.name = new.target.name;
  }
  code;
  exitCode;
  status;
  details;
};
var UsageError = class extends AnalyzerError {
  constructor(message, details) {
    super(message, "INVALID_REQUEST", 2, 400, details);
  }
};
var AnalysisError = class extends AnalyzerError {
  constructor(message, details) {
    super(message, "ANALYSIS_ERROR", 4, 422, details);
  }
};
var FileSystemError = class extends AnalyzerError {
  constructor(message, details) {
    super(message, "ANALYSIS_ERROR", 5, 422, details);
  }
};
function toExitCode(err) {
  return err instanceof AnalyzerError ? err.exitCode : 1;
}
function describeSystemError(err) {
  return err instanceof Error ? err.message : String(err);
}

// src/languages/table.ts
var LANGUAGES = [
  { id: "typescript", comments: "typescript", extensions: ["ts", "mts", "cts"] },
  { id: "tsx", comments: "tsx", extensions: ["tsx"] },
  // JSX in .js files is common; `<` where an expression starts is never anything else in JavaScript.
  { id: "javascript", comments: "javascript", extensions: ["js", "mjs", "cjs"] },
  { id: "jsx", comments: "jsx", extensions: ["jsx"] },
  { id: "python", comments: "python", extensions: ["py", "pyi", "pyw"], names: ["sconstruct", "sconscript"] },
  { id: "go", comments: "go", extensions: ["go"] },
  { id: "rust", comments: "rust", extensions: ["rs"] },
  { id: "java", comments: "java", extensions: ["java"] },
  { id: "kotlin", comments: "kotlin", extensions: ["kt", "kts"] },
  { id: "swift", comments: "swift", extensions: ["swift"] },
  { id: "c", comments: "c", extensions: ["c", "h"] },
  { id: "cpp", comments: "c", extensions: ["cc", "cpp", "cxx", "c++", "hh", "hpp", "hxx", "h++", "ipp", "inl", "tpp"] },
  { id: "objectivec", comments: "c", extensions: ["m", "mm"] },
  { id: "csharp", comments: "csharp", extensions: ["cs", "csx"] },
  { id: "protobuf", comments: "protobuf", extensions: ["proto"] },
  {
    id: "ruby",
    comments: "ruby",
    extensions: ["rb", "rake", "gemspec", "ru"],
    names: ["gemfile", "rakefile", "vagrantfile", "podfile", "guardfile", "brewfile"]
  },
  { id: "php", comments: "php", extensions: ["php", "phtml"] },
  {
    id: "shell",
    comments: "shell",
    extensions: ["sh", "bash", "zsh", "ksh"],
    names: [".bashrc", ".zshrc", ".profile", ".bash_profile", ".bash_aliases", ".zprofile", ".zshenv"]
  },
  { id: "powershell", comments: "powershell", extensions: ["ps1", "psm1", "psd1"] },
  { id: "lua", comments: "lua", extensions: ["lua"] },
  { id: "sql", comments: "sql", extensions: ["sql"] },
  { id: "html", comments: "html", extensions: ["html", "htm", "xhtml"] },
  { id: "xml", comments: "xml", extensions: ["xml", "xsd", "xsl", "xslt", "svg", "plist", "csproj", "props", "targets", "xaml", "resx"] },
  { id: "css", comments: "css", extensions: ["css"] },
  { id: "scss", comments: "scss", extensions: ["scss"] },
  { id: "sass", comments: "scss", extensions: ["sass"] },
  { id: "less", comments: "scss", extensions: ["less"] },
  { id: "vue", comments: "vue", extensions: ["vue"] },
  { id: "svelte", comments: "svelte", extensions: ["svelte"] },
  { id: "markdown", comments: "markdown", extensions: ["md", "markdown", "mdx"] },
  { id: "rst", comments: "none", extensions: ["rst"] },
  { id: "text", comments: "none", extensions: ["txt"] },
  { id: "yaml", comments: "yaml", extensions: ["yml", "yaml"] },
  { id: "toml", comments: "toml", extensions: ["toml"] },
  { id: "json", comments: "none", extensions: ["json"] },
  {
    id: "jsonc",
    comments: "jsonc",
    extensions: ["jsonc"],
    names: [".eslintrc.json", ".babelrc", ".babelrc.json", ".swcrc", ".jshintrc", "devcontainer.json", ".devcontainer.json", "tslint.json", "api-extractor.json"]
  },
  { id: "json5", comments: "json5", extensions: ["json5"] },
  { id: "ini", comments: "ini", extensions: ["ini", "cfg", "conf", "properties"], names: [".editorconfig", ".gitconfig", ".npmrc"] },
  { id: "dockerfile", comments: "dockerfile", names: ["dockerfile", "containerfile"] },
  { id: "makefile", comments: "makefile", extensions: ["mk", "mak"], names: ["makefile", "gnumakefile", "bsdmakefile"] },
  { id: "cmake", comments: "cmake", extensions: ["cmake"], names: ["cmakelists.txt"] },
  { id: "haskell", comments: "haskell", extensions: ["hs", "lhs"] },
  { id: "elm", comments: "haskell", extensions: ["elm"] },
  { id: "scala", comments: "scala", extensions: ["scala", "sc", "sbt"] },
  { id: "elixir", comments: "elixir", extensions: ["ex", "exs"] },
  { id: "dart", comments: "dart", extensions: ["dart"] },
  { id: "r", comments: "r", extensions: ["r"], names: [".rprofile"] },
  { id: "perl", comments: "perl", extensions: ["pl", "pm"] },
  { id: "erlang", comments: "erlang", extensions: ["erl", "hrl"] },
  { id: "clojure", comments: "clojure", extensions: ["clj", "cljs", "cljc", "edn"] },
  { id: "fsharp", comments: "fsharp", extensions: ["fs", "fsx", "fsi"] },
  { id: "ocaml", comments: "ocaml", extensions: ["ml", "mli"] },
  { id: "zig", comments: "zig", extensions: ["zig"] },
  { id: "nim", comments: "nim", extensions: ["nim"] },
  { id: "julia", comments: "julia", extensions: ["jl"] },
  { id: "groovy", comments: "groovy", extensions: ["groovy", "gradle"], names: ["jenkinsfile"] },
  { id: "hcl", comments: "hcl", extensions: ["tf", "hcl", "tfvars"] },
  { id: "graphql", comments: "graphql", extensions: ["graphql", "gql"] },
  { id: "batch", comments: "batch", extensions: ["bat", "cmd"] },
  { id: "gitignore", comments: "gitignore", names: [".gitignore", ".dockerignore", ".npmignore", ".prettierignore", ".eslintignore"] },
  { id: "gitattributes", comments: "hashline", names: [".gitattributes"] }
];
var BY_EXTENSION = /* @__PURE__ */ new Map();
var BY_NAME = /* @__PURE__ */ new Map();
var SYNTAX = /* @__PURE__ */ new Map();
for (const language of LANGUAGES) {
  SYNTAX.set(language.id, language.comments);
  for (const extension2 of language.extensions ?? []) BY_EXTENSION.set(extension2, language.id);
  for (const name of language.names ?? []) BY_NAME.set(name, language.id);
}
function commentSyntax(language) {
  return SYNTAX.get(language) ?? "none";
}
function detectLanguage(path) {
  const slash = path.lastIndexOf("/");
  const name = path.slice(slash + 1).toLowerCase();
  const byName = BY_NAME.get(name);
  if (byName) return byName;
  if (name.startsWith("dockerfile.") || name.endsWith(".dockerfile")) return "dockerfile";
  if (name.endsWith(".d.ts")) return "typescript";
  if (name.endsWith(".json") && isJsoncJson(path.slice(0, Math.max(slash, 0)), name)) return "jsonc";
  const dot = name.lastIndexOf(".");
  if (dot <= 0) return "text";
  return BY_EXTENSION.get(name.slice(dot + 1)) ?? "text";
}
function isJsoncJson(folder, name) {
  if (/^(?:ts|js)config(?:\..+)?\.json$/.test(name)) return true;
  const parent = folder.slice(folder.lastIndexOf("/") + 1);
  return parent === ".vscode" || parent === ".devcontainer";
}

// package.json
var package_default = {
  name: "code-token-analyzer",
  version: "0.1.0",
  description: "Exact LLM token, file and line counts for a source tree, per file and per method.",
  license: "MIT",
  type: "module",
  engines: {
    node: ">=20.19"
  },
  bin: {
    analyzer: "dist/cli.js"
  },
  main: "./dist/index.cjs",
  module: "./dist/index.js",
  types: "./dist/index.d.ts",
  exports: {
    ".": {
      import: {
        types: "./dist/index.d.ts",
        default: "./dist/index.js"
      },
      require: {
        types: "./dist/index.d.cts",
        default: "./dist/index.cjs"
      }
    },
    "./package.json": "./package.json"
  },
  files: [
    "dist"
  ],
  scripts: {
    build: `node -e "require('fs').rmSync('dist',{recursive:true,force:true})" && tsup`,
    typecheck: "tsc",
    pretest: "npm run build --silent",
    test: "node test/run.mjs",
    bench: "node bench/run.mjs",
    "bench:methods": "node --import tsx bench/methods.mjs"
  },
  dependencies: {
    "@sveltejs/acorn-typescript": "^1.0.13",
    "@toon-format/toon": "^4.4.0",
    "@vscode/tree-sitter-wasm": "^0.3.1",
    acorn: "^8.19.0",
    cacache: "^20.0.4",
    picomatch: "^4.0.7",
    "simple-git": "^4.0.2",
    tiktoken: "^1.0.22"
  },
  devDependencies: {
    "@types/cacache": "^20.0.1",
    "@types/node": "^20.19.43",
    "@types/picomatch": "^4.0.3",
    ignore: "^7.0.16",
    mri: "^1.2.0",
    tsup: "^8.5.1",
    tsx: "^4.23.15",
    typescript: "~5.9.3",
    uvu: "^0.5.6"
  },
  overrides: {
    rollup: "4.67.4"
  }
};

// src/version.ts
var VERSION = package_default.version;

// src/cache/store.ts
var ResultStore = class {
  results;
  waiting = /* @__PURE__ */ new Map();
  constructor(entries2 = []) {
    this.results = new Map(entries2);
  }
  /** A copy to seed another thread's store. */
  entries() {
    return [...this.results];
  }
  key(hash, language) {
    return `${hash} ${language}`;
  }
  get(key) {
    return this.results.get(key);
  }
  set(key, { tokens = 0, lines = 0, methods, warning }) {
    const stored = { tokens, lines, time: Date.now() };
    if (methods) stored.methods = methods.map(({ name, tokens: tokens2, lines: lines2 }) => ({ name, tokens: tokens2, lines: lines2 }));
    if (warning !== void 0) stored.warning = warning;
    this.results.set(key, stored);
  }
  /** `record` with the stored counts, its methods filed under its own path. */
  apply(record, { tokens, lines, methods, warning }) {
    const counted = { ...record, tokens, lines };
    if (methods) counted.methods = methods.map((m) => ({ ...m, file: record.path }));
    if (warning !== void 0) counted.warning = warning;
    return counted;
  }
  /**
   * Holds `record` back when a file with the same key is already being counted, and says so;
   * the first file with a key is not held, and claims it.
   */
  hold(key, record) {
    const held = this.waiting.get(key);
    if (held) held.push(record);
    else this.waiting.set(key, []);
    return held !== void 0;
  }
  /** The records held back for `key`, now that it is counted. */
  release(key) {
    const held = this.waiting.get(key) ?? [];
    this.waiting.delete(key);
    return held;
  }
  /** Whether recallFile() can ever answer. */
  get recalls() {
    return false;
  }
  /** A counted record for an entry known to be unchanged and within `maxBytes`; only a persistent cache knows any. */
  recallFile(_entry, _maxBytes) {
    return void 0;
  }
  /** Notes the file a record was read from, for recallFile() next time. */
  noteFile(_record) {
  }
  /** Keeps what this run learnt, where there is somewhere to keep it. */
  async save() {
  }
};

// src/cache/index.ts
var CACHE_FORMAT = 1;
var RACY_MS = 1e3;
var CONTENT_SKIPS = /* @__PURE__ */ new Set(["binary", "invalid-utf8"]);
var AnalysisCache = class _AnalysisCache extends ResultStore {
  constructor(settings, resultsKey, filesKey, warn2) {
    super();
    this.settings = settings;
    this.resultsKey = resultsKey;
    this.filesKey = filesKey;
    this.warn = warn2;
  }
  settings;
  resultsKey;
  filesKey;
  warn;
  files = /* @__PURE__ */ new Map();
  startedAt = Date.now();
  /** What this run changed, so a save writes only that. */
  changed = { results: false, files: false };
  warned = false;
  static async open(settings, counting, root, warn2) {
    const { countMode, encoding, includeComments, methodLevel } = counting;
    const fingerprint = JSON.stringify([CACHE_FORMAT, VERSION, codeFingerprint(), countMode, encoding, includeComments, methodLevel]);
    const cache = new _AnalysisCache(settings, `analyzer:results:${sha256(fingerprint)}`, `analyzer:files:${sha256(root)}`, warn2);
    await cache.load();
    return cache;
  }
  get recalls() {
    return true;
  }
  /**
   * The counted record of an entry whose size, times and inode are those it was hashed with.
   * A file over this run's size limit is left to read, which skips it.
   */
  recallFile(entry, maxBytes) {
    const row = this.files.get(entry.path);
    if (!row) return void 0;
    let stat3;
    try {
      stat3 = lstatSync(entry.absolutePath);
    } catch {
      return void 0;
    }
    const [, size2, mtimeMs, ctimeMs, ino, dev, hash, , skipped] = row;
    if (size2 > maxBytes || stat3.size !== size2 || stat3.mtimeMs !== mtimeMs || stat3.ctimeMs !== ctimeMs || stat3.ino !== ino || stat3.dev !== dev) return void 0;
    const language = detectLanguage(entry.path);
    if (skipped) return { ...entry, language, skipped };
    const stored = this.get(this.key(hash, language));
    return stored && { ...this.apply({ ...entry, language, hash }, stored), reused: stored.cached ? "cache" : "duplicate" };
  }
  /** Remembers the times and inode a record's content was hashed with, when they can vouch for it. */
  noteFile({ path, hash, stat: stat3, skipped }) {
    const contentSkip = skipped !== void 0 && CONTENT_SKIPS.has(skipped);
    if (!hash && !contentSkip || !stat3 || Math.max(stat3.mtimeMs, stat3.ctimeMs) > this.startedAt - RACY_MS) return;
    const known = this.files.get(path);
    if (known && known[6] === (hash ?? "") && known[8] === skipped && known[2] === stat3.mtimeMs && known[3] === stat3.ctimeMs) return;
    const row = [path, stat3.size, stat3.mtimeMs, stat3.ctimeMs, stat3.ino, stat3.dev, hash ?? "", Date.now()];
    if (contentSkip) row.push(skipped);
    this.files.set(path, row);
    this.changed.files = true;
  }
  set(key, record) {
    if (record.hash === void 0) return;
    super.set(key, record);
    this.changed.results = true;
  }
  /** Writes what this run learnt; expired results are left behind. */
  async save() {
    try {
      if (this.changed.results) await this.write(this.resultsKey, this.resultRows());
      if (this.changed.files) await this.write(this.filesKey, [...this.files.values()]);
    } catch (err) {
      this.failed(err, "cannot write the cache", "this run's results are not kept");
    }
  }
  resultRows() {
    const rows2 = [];
    for (const [key, { tokens, lines, time, methods, warning }] of this.results) {
      if (time <= Date.now() - this.settings.ttl) continue;
      rows2.push([key, tokens, lines, time, methods ? methods.map((m) => [m.name, m.tokens, m.lines]) : 0, warning ?? 0]);
    }
    return rows2;
  }
  /** Loads both entries; each that cannot be read is left empty (and its corrupt content removed). */
  async load() {
    const expired = Date.now() - this.settings.ttl;
    const [results, files] = await Promise.allSettled([this.read(this.resultsKey), this.read(this.filesKey)]);
    if (results.status === "fulfilled") {
      for (const [key, tokens, lines, time, methods, warning] of results.value) {
        if (time <= expired) continue;
        const stored = { tokens, lines, time, cached: true };
        if (methods) stored.methods = methods.map(([name, tokens2, lines2]) => ({ name, tokens: tokens2, lines: lines2 }));
        if (warning) stored.warning = warning;
        this.results.set(key, stored);
      }
    }
    if (files.status === "fulfilled") {
      for (const row of files.value) if (row[7] > expired) this.files.set(row[0], row);
    }
    const failure = [results, files].find((r) => r.status === "rejected");
    if (failure) this.failed(failure.reason, "cannot read the cache", "counting without it");
  }
  async read(key) {
    const cacache = loadCacache();
    const entry = await cacache.get.info(this.settings.directory, key);
    if (!entry) return [];
    const data = await cacache.get(this.settings.directory, key).catch(async (err) => {
      if (err.code === "ENOENT") return void 0;
      if (err.code === "EINTEGRITY") await cacache.rm.content(this.settings.directory, entry.integrity).catch(() => {
      });
      throw err;
    });
    if (!data) return [];
    const blob = JSON.parse(data.data.toString("utf8"));
    if (blob?.key !== key || !Array.isArray(blob.rows)) throw new Error(`malformed entry ${key}`);
    return blob.rows;
  }
  /**
   * Replaces `key`'s content, then drops what it replaced, and entries of other builds or
   * settings unused for longer than the time-to-live. A blob names its key, so no two keys
   * ever share content and dropping one key's content never breaks another's.
   */
  async write(key, rows2) {
    const cacache = loadCacache();
    const { directory, ttl } = this.settings;
    const previous = await cacache.get.info(directory, key).catch(() => null);
    const integrity = String(await cacache.put(directory, key, JSON.stringify({ key, rows: rows2 })));
    await cacache.index.compact(directory, key, (a, b) => a.key === b.key);
    if (previous && previous.integrity !== integrity) await cacache.rm.content(directory, previous.integrity).catch(() => {
    });
    for (const old of Object.values(await cacache.ls(directory))) {
      if (old.key === key || !old.key.startsWith("analyzer:") || old.time > Date.now() - ttl) continue;
      await cacache.rm.entry(directory, old.key, { removeFully: true });
      await cacache.rm.content(directory, old.integrity).catch(() => {
      });
    }
  }
  failed(err, what, outcome) {
    if (this.warned) return;
    this.warned = true;
    const reason = err?.code ?? err?.message ?? String(err);
    this.warn(`${what} in ${this.settings.directory} (${reason}); ${outcome}`);
  }
};
async function clearCache(directory) {
  const cacache = loadCacache();
  try {
    await cacache.rm.all(directory);
  } catch (err) {
    throw new FileSystemError(`cannot clear the cache in ${directory}: ${describeSystemError(err)}`);
  }
}
function loadCacache() {
  return createRequire(import.meta.url)(import.meta.url.endsWith(".ts") ? "cacache" : "./cacache.cjs");
}
var code;
function codeFingerprint() {
  if (code) return code;
  const self = fileURLToPath(import.meta.url);
  if (!self.endsWith(".ts")) return code = sha256(readFileSync(self));
  const src = dirname(dirname(self));
  const files = readdirSync(src, { recursive: true, encoding: "utf8" }).sort();
  return code = sha256(files.map((f) => ((s) => `${f} ${s.size} ${s.mtimeMs}`)(statSync(join(src, f)))).join("\n"));
}
function sha256(text) {
  return createHash("sha256").update(text).digest("hex");
}

// src/analysis.ts
import { opendir, stat } from "fs/promises";
import { basename } from "path";

// src/git/author.ts
import { lstat } from "fs/promises";
import { join as join3 } from "path";

// src/git/repo.ts
import { realpath } from "fs/promises";
import { resolve as resolve2 } from "path";

// src/ignores.ts
var import_ignore = __toESM(require_ignore(), 1);
import { readFileSync as readFileSync2, statSync as statSync2 } from "fs";
import { dirname as dirname2, join as join2, relative, resolve, sep } from "path";
import { createRequire as createRequire2 } from "module";
var DEFAULT_IGNORED_DIRECTORIES = /* @__PURE__ */ new Set([".git", ".hg", ".svn", ".bzr", "_darcs", ".jj", "CVS", "node_modules", ".analyzer"]);
var LOCK_FILES = /* @__PURE__ */ new Set([
  "package-lock.json",
  "npm-shrinkwrap.json",
  "yarn.lock",
  "pnpm-lock.yaml",
  "bun.lock",
  "bun.lockb",
  "deno.lock",
  "Cargo.lock",
  "Gemfile.lock",
  "composer.lock",
  "poetry.lock",
  "Pipfile.lock",
  "uv.lock",
  "pdm.lock",
  "go.sum",
  "flake.lock",
  "mix.lock",
  "pubspec.lock",
  "Podfile.lock",
  "packages.lock.json",
  "gradle.lockfile",
  "Package.resolved"
]);
var IgnoreRules = class {
  constructor(options) {
    this.options = options;
    this.included = options.include.length > 0 ? glob(options.include) : () => true;
    this.excluded = options.exclude.length > 0 ? glob(options.exclude) : () => false;
    this.always = new Set(options.alwaysIgnored.map((p) => toPosix(relative(options.root, p))));
    this.levels.set("", options.gitignore ? outerLevels(options.root) : []);
    this.load("");
  }
  options;
  levels = /* @__PURE__ */ new Map();
  included;
  excluded;
  always;
  /** Whether the walk enters `dir` (root-relative, no trailing slash). */
  keepDirectory(dir) {
    const name = dir.slice(dir.lastIndexOf("/") + 1);
    if (this.options.defaultIgnores && DEFAULT_IGNORED_DIRECTORIES.has(name)) return false;
    if (this.always.has(dir) || this.excluded(dir) || this.ignoredByGit(dir, true)) return false;
    this.load(dir);
    return true;
  }
  keepFile(path) {
    const name = path.slice(path.lastIndexOf("/") + 1);
    if (this.options.defaultIgnores && LOCK_FILES.has(name)) return false;
    if (this.always.has(path) || this.excluded(path) || !this.included(path)) return false;
    return !this.ignoredByGit(path, false);
  }
  ignoredByGit(path, isDirectory) {
    const parent = path.includes("/") ? path.slice(0, path.lastIndexOf("/")) : "";
    let ignored = false;
    for (const level of this.levels.get(parent) ?? []) {
      const verdict = level(isDirectory ? `${path}/` : path);
      if (verdict.ignored) ignored = true;
      else if (verdict.unignored) ignored = false;
    }
    return ignored;
  }
  /** Records the ignore levels that apply inside `dir`: its parent's plus its own `.gitignore`. */
  load(dir) {
    const parent = dir.includes("/") ? dir.slice(0, dir.lastIndexOf("/")) : "";
    const inherited = this.levels.get(parent) ?? [];
    if (!this.options.gitignore) {
      this.levels.set(dir, inherited);
      return;
    }
    const own = readRules(join2(this.options.root, dir, ".gitignore"));
    const cut = dir === "" ? 0 : dir.length + 1;
    this.levels.set(dir, own ? [...inherited, (path) => own.test(path.slice(cut))] : inherited);
  }
};
function glob(patterns2) {
  const picomatch = createRequire2(import.meta.url)("picomatch");
  const matcher = (list2) => list2.length > 0 ? picomatch(list2, { dot: true }) : () => false;
  const byPath = matcher(patterns2.filter((p) => p.includes("/")));
  const byName = matcher(patterns2.filter((p) => !p.includes("/")));
  return (path) => byPath(path) || byName(path.slice(path.lastIndexOf("/") + 1));
}
function outerLevels(root) {
  const top = findRepositoryTop(root);
  if (!top) return [];
  const levels = [];
  const fromTop = toPosix(relative(top.dir, root));
  const exclude = top.gitDir ? readRules(join2(top.gitDir, "info", "exclude")) : void 0;
  if (exclude) levels.push(outer(fromTop, exclude));
  const parts = fromTop === "" ? [] : fromTop.split("/");
  for (let i = 0; i < parts.length; i++) {
    const dir = join2(top.dir, ...parts.slice(0, i));
    const rules = readRules(join2(dir, ".gitignore"));
    if (rules) levels.push(outer(parts.slice(i).join("/"), rules));
  }
  return levels;
}
function outer(within, rules) {
  return (path) => rules.test(within === "" ? path : `${within}/${path}`);
}
function findRepositoryTop(root) {
  for (let dir = resolve(root); ; dir = dirname2(dir)) {
    const dotGit = join2(dir, ".git");
    const stat3 = statSync2(dotGit, { throwIfNoEntry: false });
    if (stat3?.isDirectory()) return { dir, gitDir: dotGit };
    if (stat3?.isFile()) {
      const pointer = /^gitdir:\s*(.+)$/m.exec(readText(dotGit) ?? "");
      return { dir, gitDir: pointer ? resolve(dir, pointer[1].trim()) : void 0 };
    }
    if (dirname2(dir) === dir) return void 0;
  }
}
function readRules(file) {
  const text = readText(file);
  return text === void 0 ? void 0 : (0, import_ignore.default)({ allowRelativePaths: true }).add(text);
}
function readText(file) {
  try {
    if (!statSync2(file, { throwIfNoEntry: false })?.isFile()) return void 0;
    return readFileSync2(file, "utf8");
  } catch {
    return void 0;
  }
}
function toPosix(path) {
  return sep === "/" ? path : path.split(sep).join("/");
}

// src/git/repo.ts
var GitFailure = class extends Error {
  constructor(exitCode, stderr) {
    super(firstLine(stderr) || `git exited with code ${exitCode}`);
    this.exitCode = exitCode;
    this.stderr = stderr;
  }
  exitCode;
  stderr;
};
var CONFIG = ["core.fsmonitor=false"];
async function openRepo(root) {
  const { simpleGit, GitError } = await import("simple-git");
  const git = simpleGit({
    baseDir: root,
    config: CONFIG,
    unsafe: { allowUnsafeFsMonitor: true },
    // By default simple-git fails a run only when git printed on stderr, and it passes only its own
    // GitError through: keep the exit code of every run git finished with one (a spawn failure has none).
    errors: (error, { exitCode, stdErr }) => {
      if (!(exitCode > 0)) return error;
      const failure = new GitFailure(exitCode, Buffer.concat(stdErr).toString("utf8"));
      return Object.assign(new GitError(void 0, failure.message), { failure });
    }
  });
  const run2 = (args) => git.raw(args).catch(translate);
  const where = await run2(["rev-parse", "--is-inside-work-tree", "--show-prefix"]).catch((err) => {
    if (!(err instanceof GitFailure)) throw err;
    if (!findRepositoryTop(root)) throw new AnalysisError(`not a git repository: ${root}`, err.message);
    throw new AnalysisError(`git cannot use the repository holding ${root}`, err.message);
  });
  const newline = where.indexOf("\n");
  if (where.slice(0, newline) !== "true") throw new AnalysisError(`not inside a git work tree: ${root}`);
  const prefix = where.slice(newline + 1, -1);
  const depth = prefix === "" ? 0 : prefix.split("/").length - 1;
  const top = resolve2(await realpath(root), ...Array(depth).fill(".."));
  return {
    top,
    prefix,
    run: run2,
    commit: async (rev) => {
      const out = await run2(["rev-parse", "--verify", "--quiet", "--end-of-options", `${rev}^{commit}`]).catch(quietMiss);
      return out.trim() || void 0;
    },
    mergeBase: async (a, b) => (await run2(["merge-base", "--end-of-options", a, b]).catch(quietMiss)).trim() || void 0,
    shallow: async () => (await run2(["rev-parse", "--is-shallow-repository"])).trim() === "true"
  };
}
function underRoot({ prefix }, paths) {
  const inside = /* @__PURE__ */ new Set();
  for (const path of paths) if (path.startsWith(prefix)) inside.add(path.slice(prefix.length));
  return inside;
}
function splitZ(out) {
  const parts = out.split("\0");
  if (parts.at(-1) === "") parts.pop();
  return parts;
}
function firstLine(text) {
  return text.trim().split("\n")[0]?.trim() ?? "";
}
function quietMiss(err) {
  if (err instanceof GitFailure && err.exitCode === 1) return "";
  throw err;
}
function translate(err) {
  const failure = err?.failure;
  if (failure instanceof GitFailure) throw failure;
  if (/ENOENT/.test(String(err?.message))) throw new AnalysisError("git is not installed (or not on PATH); the git options need it");
  throw err;
}

// src/git/log.ts
var STATUS = /^\n?([A-Z])\d*$/;
function parseLog(out) {
  const tokens = splitZ(out);
  const commits = [];
  for (let i = 0; i < tokens.length; ) {
    const token = tokens[i++];
    const status = STATUS.exec(token)?.[1];
    if (status === void 0) {
      commits.push({ hash: token.replace(/^\n/, ""), changes: [] });
      continue;
    }
    const from = status === "R" || status === "C" ? tokens[i++] : void 0;
    const change = { status, path: tokens[i++] };
    if (from !== void 0) change.from = from;
    commits.at(-1)?.changes.push(change);
  }
  return commits;
}

// src/git/author.ts
var LOG = ["log", "--topo-order", "--format=%H", "--name-status", "-z", "--no-relative", "--no-show-signature"];
async function authorNames(repo, author, head) {
  const match = ["--no-merges", `--author=${author}`, "--basic-regexp", "--use-mailmap", "--no-renames"];
  const own = parseLog(await repo.run([...LOG, ...match, "--end-of-options", head, "--"]));
  if (own.length === 0) return [];
  const touched = new Set(own.flatMap(({ changes }) => changes.filter((c) => c.status !== "D").map((c) => c.path)));
  if (await allExist(repo.top, touched)) return [...touched];
  const since = parseLog(await repo.run([...LOG, "--find-renames", "--end-of-options", head, `^${own.at(-1).hash}^@`, "--"]));
  return currentNames(since, new Set(own.map((c) => c.hash)));
}
function currentNames(commits, authored) {
  const later = /* @__PURE__ */ new Map();
  const now = (path) => later.has(path) ? later.get(path) : path;
  const names = /* @__PURE__ */ new Set();
  for (const { hash, changes } of commits) {
    if (authored.has(hash)) {
      for (const change of changes) {
        const name = change.status === "D" ? null : now(change.path);
        if (name !== null) names.add(name);
      }
    }
    const renamed = changes.filter((c) => c.status === "R").map((c) => [c.from, now(c.path)]);
    for (const c of changes) if (c.status === "A" || c.status === "R") later.delete(c.path);
    for (const c of changes) if (c.status === "D") later.set(c.path, null);
    for (const [from, name] of renamed) later.set(from, name);
  }
  return [...names];
}
async function allExist(top, paths) {
  const found = await Promise.all([...paths].map((path) => lstat(join3(top, path)).then(() => true, () => false)));
  return found.every(Boolean);
}

// src/git/diff.ts
var NAMES = ["diff", "--name-only", "-z", "--no-renames", "--no-relative", "--no-ext-diff", "--diff-filter=d"];
async function changedNames(repo, base, cached) {
  const args = [...NAMES, ...cached ? ["--cached"] : [], "--end-of-options", ...base === void 0 ? [] : [base], "--", "."];
  return splitZ(await repo.run(args));
}
async function untrackedNames(repo) {
  return splitZ(await repo.run(["ls-files", "--others", "--exclude-standard", "--full-name", "-z", "--", "."]));
}

// src/git/changes.ts
async function changedFiles(options) {
  const { root, gitDiff: gitDiff2, gitCached, gitBranch, gitAuthor } = options;
  if (gitDiff2 === void 0 && !gitCached && gitBranch === void 0 && gitAuthor === void 0) return void 0;
  const repo = await openRepo(root);
  let untracked;
  const query = new Queries(repo, () => untracked ??= untrackedNames(repo));
  const selections = [];
  try {
    if (gitDiff2 !== void 0 || gitCached) selections.push(await query.diff(gitDiff2, gitCached));
    if (gitBranch !== void 0) selections.push(await query.branch(gitBranch));
    if (gitAuthor !== void 0) selections.push(await query.author(gitAuthor));
  } catch (err) {
    throw err instanceof GitFailure ? new AnalysisError(`git could not list the changed files of ${root}`, err.message) : err;
  }
  const [first, ...rest] = selections.map((paths) => underRoot(repo, paths));
  return new Set([...first].filter((path) => rest.every((set) => set.has(path))));
}
var Queries = class {
  constructor(repo, untracked) {
    this.repo = repo;
    this.untracked = untracked;
  }
  repo;
  untracked;
  /** Changed, staged and untracked files against `ref`; only the staged ones (against HEAD by default) when `cached`. */
  async diff(ref, cached) {
    const base = ref === void 0 ? void 0 : await this.commit(ref, "ref");
    const changed = await changedNames(this.repo, base, cached);
    return cached ? changed : [...changed, ...await this.untracked()];
  }
  /** What a pull request from here into `branch` would change: the working tree against the merge base. */
  async branch(branch) {
    const target = await this.commit(branch, "branch");
    const head = await this.head(`cannot compare with branch '${branch}'`);
    const base = await this.repo.mergeBase(target, head);
    if (base === void 0) {
      if (await this.repo.shallow()) {
        throw new AnalysisError(`no merge base of '${branch}' and HEAD in this shallow clone; run 'git fetch --unshallow' (or fetch more of '${branch}') and try again`);
      }
      throw new AnalysisError(`no merge base of '${branch}' and HEAD: they share no history`);
    }
    return [...await changedNames(this.repo, base, false), ...await this.untracked()];
  }
  async author(author) {
    return authorNames(this.repo, author, await this.head(`cannot search the history for author '${author}'`));
  }
  async commit(rev, kind) {
    const commit = await this.repo.commit(rev);
    if (commit !== void 0) return commit;
    const why = await this.repo.commit("HEAD") === void 0 ? " (HEAD has no commit yet)" : await this.repo.shallow() ? ` (this clone is shallow: 'git fetch --unshallow', or fetching the ${kind}, may bring it in)` : "";
    throw new AnalysisError(`unknown git ${kind} '${rev}'${why}`);
  }
  async head(problem) {
    const head = await this.repo.commit("HEAD");
    if (head === void 0) throw new AnalysisError(`${problem}: HEAD has no commit yet`);
    return head;
  }
};

// src/options.ts
import { resolve as resolve3 } from "path";

// src/sinks/formats.ts
var FORMATS = ["json", "toon", "gitingest", "markdown"];

// src/tokenizer/bpe.ts
var NONE = 2147483647;
var SHORT_PIECE_BYTES = 64;
var bounds = new Int32Array(SHORT_PIECE_BYTES + 1);
var pairRanks = new Int32Array(SHORT_PIECE_BYTES + 1);
function countPiece(table2, bytes, n) {
  if (n <= 1 || table2.rank(bytes, 0, n) >= 0) return Math.min(n, 1);
  return n <= SHORT_PIECE_BYTES ? mergeByScan(table2, bytes, n) : mergeByHeap(table2, bytes, n);
}
function rankOf(table2, bytes, a, b) {
  const r = table2.rank(bytes, a, b);
  return r < 0 ? NONE : r;
}
function mergeByScan(table2, bytes, n) {
  if (bounds.length <= n) {
    bounds = new Int32Array(n + 1);
    pairRanks = new Int32Array(n + 1);
  }
  let m = n + 1;
  for (let i = 0; i < m; i++) bounds[i] = i;
  for (let i = 0; i < n - 1; i++) pairRanks[i] = rankOf(table2, bytes, i, i + 2);
  pairRanks[n - 1] = NONE;
  for (; ; ) {
    let best = NONE, at = -1;
    for (let i = 0; i < m - 2; i++) {
      if (pairRanks[i] < best) {
        best = pairRanks[i];
        at = i;
      }
    }
    if (at < 0) return m - 1;
    bounds.copyWithin(at + 1, at + 2, m);
    pairRanks.copyWithin(at + 1, at + 2, m);
    m--;
    pairRanks[at] = at + 2 < m ? rankOf(table2, bytes, bounds[at], bounds[at + 2]) : NONE;
    if (at > 0) pairRanks[at - 1] = rankOf(table2, bytes, bounds[at - 1], bounds[at + 1]);
  }
}
function mergeByHeap(table2, bytes, n) {
  const next = new Int32Array(n + 1);
  const prev = new Int32Array(n + 1);
  const alive = new Uint8Array(n + 1).fill(1);
  for (let i = 0; i <= n; i++) {
    next[i] = i + 1;
    prev[i] = i - 1;
  }
  const heap = new PairHeap(n);
  const consider = (a) => {
    const mid = next[a];
    if (mid >= n) return;
    const end = next[mid];
    const r = table2.rank(bytes, a, end);
    if (r >= 0) heap.push(r, a, end);
  };
  for (let i = 0; i < n - 1; i++) consider(i);
  let parts = n;
  while (heap.size > 0) {
    const { start, end } = heap.pop();
    if (!alive[start] || next[start] >= n || next[next[start]] !== end) continue;
    const mid = next[start];
    alive[mid] = 0;
    next[start] = end;
    prev[end] = start;
    parts--;
    consider(start);
    if (start > 0) consider(prev[start]);
  }
  return parts;
}
var PairHeap = class {
  keys;
  ends;
  size = 0;
  constructor(capacity) {
    this.keys = new Float64Array(Math.max(16, capacity));
    this.ends = new Int32Array(Math.max(16, capacity));
  }
  push(rank, start, end) {
    if (this.size === this.keys.length) this.grow();
    const key = rank * 4294967296 + start;
    let i = this.size++;
    while (i > 0) {
      const parent = i - 1 >> 1;
      if (this.keys[parent] <= key) break;
      this.keys[i] = this.keys[parent];
      this.ends[i] = this.ends[parent];
      i = parent;
    }
    this.keys[i] = key;
    this.ends[i] = end;
  }
  pop() {
    const top = { start: this.keys[0] % 4294967296, end: this.ends[0] };
    const key = this.keys[--this.size];
    const end = this.ends[this.size];
    let i = 0;
    for (; ; ) {
      let child = 2 * i + 1;
      if (child >= this.size) break;
      if (child + 1 < this.size && this.keys[child + 1] < this.keys[child]) child++;
      if (this.keys[child] >= key) break;
      this.keys[i] = this.keys[child];
      this.ends[i] = this.ends[child];
      i = child;
    }
    this.keys[i] = key;
    this.ends[i] = end;
    return top;
  }
  grow() {
    const keys = new Float64Array(this.keys.length * 2);
    const ends = new Int32Array(this.ends.length * 2);
    keys.set(this.keys);
    ends.set(this.ends);
    this.keys = keys;
    this.ends = ends;
  }
};

// src/tokenizer/split.ts
var UP = 1;
var LO = 2;
var DI = 4;
var WS = 8;
var NL = 16;
var PU = 32;
var LETTER = UP | LO;
var CLASS = new Uint8Array(128);
for (let c = 0; c < 128; c++) {
  if (c >= 65 && c <= 90) CLASS[c] = UP;
  else if (c >= 97 && c <= 122) CLASS[c] = LO;
  else if (c >= 48 && c <= 57) CLASS[c] = DI;
  else if (c === 10 || c === 13) CLASS[c] = WS | NL;
  else if (c >= 9 && c <= 12 || c === 32) CLASS[c] = WS;
  else CLASS[c] = PU;
}
var APOSTROPHE = 39;
var SPACE = 32;
var SLASH = 47;
var LONG_S = 383;
var WHITE = "\\t-\\r \\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000";
var CONTRACTION_I = "(?:'[sS\\u017f]|'[tT]|'[rR][eE]|'[vV][eE]|'[mM]|'[lL][lL]|'[dD])";
var UPPERISH = "[\\p{Lu}\\p{Lt}\\p{Lm}\\p{Lo}\\p{M}]";
var LOWERISH = "[\\p{Ll}\\p{Lm}\\p{Lo}\\p{M}]";
var NOT_CRLF_L_N = "[^\\r\\n\\p{L}\\p{N}]";
var PUNCT = `[^${WHITE}\\p{L}\\p{N}]`;
var SPACES = `[${WHITE}]`;
var TAIL = `${SPACES}*[\\r\\n]+|${SPACES}+(?![^${WHITE}])|${SPACES}+`;
var PATTERNS = {
  o200k: new RegExp(
    `${NOT_CRLF_L_N}?${UPPERISH}*${LOWERISH}+${CONTRACTION_I}?|${NOT_CRLF_L_N}?${UPPERISH}+${LOWERISH}*${CONTRACTION_I}?|\\p{N}{1,3}| ?${PUNCT}+[\\r\\n/]*|${TAIL}`,
    "uy"
  ),
  cl100k: new RegExp(`${CONTRACTION_I}|${NOT_CRLF_L_N}?\\p{L}+|\\p{N}{1,3}| ?${PUNCT}+[\\r\\n]*|${TAIL}`, "uy"),
  gpt2: new RegExp(
    `'s|'t|'re|'ve|'m|'ll|'d| ?\\p{L}+| ?\\p{N}+| ?${PUNCT}+|${SPACES}+(?![^${WHITE}])|${SPACES}+`,
    "uy"
  )
};
function run(s, q, n, mask) {
  while (q < n) {
    const c = s.charCodeAt(q);
    if (c >= 128) return -1;
    if ((CLASS[c] & mask) === 0) return q;
    q++;
  }
  return q;
}
function digits(s, p, n, max) {
  const end = Math.min(n, p + max);
  let q = p + 1;
  for (; q < end; q++) {
    const c = s.charCodeAt(q);
    if (c >= 128) return -1;
    if (CLASS[c] !== DI) break;
  }
  return q;
}
function contraction(s, e, n, ignoreCase) {
  if (e + 1 >= n || s.charCodeAt(e) !== APOSTROPHE) return e;
  const raw = s.charCodeAt(e + 1);
  if (ignoreCase && raw === LONG_S) return -1;
  const a = ignoreCase ? raw | 32 : raw;
  if (a === 115 || a === 116 || a === 109 || a === 100) return e + 2;
  if (e + 2 < n && (a === 114 || a === 118 || a === 108)) {
    const b = ignoreCase ? s.charCodeAt(e + 2) | 32 : s.charCodeAt(e + 2);
    if (b === (a === 108 ? 108 : 101)) return e + 3;
  }
  return e;
}
function whitespace(s, p, n, newlines) {
  let q = p, last = -1;
  while (q < n) {
    const c = s.charCodeAt(q);
    if (c >= 128) return -1;
    const k = CLASS[c];
    if ((k & WS) === 0) break;
    if (k & NL) last = q;
    q++;
  }
  if (newlines && last >= 0) return last + 1;
  return q - p >= 2 && q < n ? q - 1 : q;
}
function punctuation(s, p, n, trail) {
  let q = run(s, p, n, PU);
  if (q < 0 || trail === 0) return q;
  for (; q < n; q++) {
    const c = s.charCodeAt(q);
    if (c !== 10 && c !== 13 && !(trail === 2 && c === SLASH)) break;
  }
  return q;
}
function o200kWord(s, q, n) {
  const upper = run(s, q, n, UP);
  if (upper < 0) return -1;
  const lower = run(s, upper, n, LO);
  if (lower < 0) return -1;
  return contraction(s, lower, n, true);
}
function o200k(s, p, n) {
  const c = s.charCodeAt(p);
  if (c >= 128) return -1;
  const k = CLASS[c];
  if (k & LETTER) return o200kWord(s, p, n);
  if (k === DI) return digits(s, p, n, 3);
  const d = p + 1 < n ? s.charCodeAt(p + 1) : SPACE;
  if (d >= 128) return -1;
  if ((k & NL) === 0 && CLASS[d] & LETTER) return o200kWord(s, p + 1, n);
  if (k === PU) return punctuation(s, p, n, 2);
  if (c === SPACE && p + 1 < n && CLASS[d] === PU) return punctuation(s, p + 1, n, 2);
  return whitespace(s, p, n, true);
}
function cl100k(s, p, n) {
  const c = s.charCodeAt(p);
  if (c >= 128) return -1;
  if (c === APOSTROPHE) {
    const e = contraction(s, p, n, true);
    if (e !== p) return e;
  }
  const k = CLASS[c];
  if (k & LETTER) return run(s, p, n, LETTER);
  if (k === DI) return digits(s, p, n, 3);
  const d = p + 1 < n ? s.charCodeAt(p + 1) : SPACE;
  if (d >= 128) return -1;
  if ((k & NL) === 0 && CLASS[d] & LETTER) return run(s, p + 1, n, LETTER);
  if (k === PU) return punctuation(s, p, n, 1);
  if (c === SPACE && p + 1 < n && CLASS[d] === PU) return punctuation(s, p + 1, n, 1);
  return whitespace(s, p, n, true);
}
function gpt2(s, p, n) {
  const c = s.charCodeAt(p);
  if (c >= 128) return -1;
  if (c === APOSTROPHE) {
    const e = contraction(s, p, n, false);
    if (e !== p) return e;
  }
  const k = CLASS[c];
  if (k & LETTER) return run(s, p, n, LETTER);
  if (k === DI) return run(s, p, n, DI);
  if (k === PU) return punctuation(s, p, n, 0);
  if (c === SPACE && p + 1 < n) {
    const d = s.charCodeAt(p + 1);
    if (d >= 128) return -1;
    const kd = CLASS[d];
    if (kd & LETTER) return run(s, p + 1, n, LETTER);
    if (kd === DI) return run(s, p + 1, n, DI);
    if (kd === PU) return punctuation(s, p + 1, n, 0);
  }
  return whitespace(s, p, n, false);
}
var SCANNERS = { o200k, cl100k, gpt2 };

// src/tokenizer/exact.ts
var LONGEST_CACHED_PIECE = 256;
var utf8 = new TextEncoder();
var MAX_ENTRIES = 1 << 19;
var MAX_ARENA_CHARS = 1 << 23;
var FAMILY = {
  o200k_base: "o200k",
  cl100k_base: "cl100k",
  p50k_base: "gpt2",
  p50k_edit: "gpt2",
  r50k_base: "gpt2",
  gpt2: "gpt2"
};
var ExactCounter = class {
  constructor(ranks, family) {
    this.ranks = ranks;
    this.scan = SCANNERS[family];
    this.regex = PATTERNS[family];
  }
  ranks;
  // Open addressing, one row per slot: [hash, arena offset, length (0 = empty), count]; a
  // lookup touches one row and the piece's characters.
  // Sized for the distinct pieces of a large tree (a run of the JS/TS corpus sees ~200,000).
  rows = new Int32Array(4 << 18);
  mask = (1 << 18) - 1;
  arena = new Uint16Array(1 << 20);
  size = 0;
  used = 0;
  bytes = new Uint8Array(1024);
  scan;
  regex;
  count(s) {
    const n = s.length;
    let total = 0;
    for (let p = 0; p < n; ) {
      let e = this.scan(s, p, n);
      if (e < 0) {
        this.regex.lastIndex = p;
        e = p + this.regex.exec(s)[0].length;
      }
      const len = e - p;
      const c = s.charCodeAt(p);
      if (len === 1 && c < 128) total += 1;
      else if (len === 2 && (c | s.charCodeAt(p + 1)) < 128) total += this.ranks.pairRank(c, s.charCodeAt(p + 1)) >= 0 ? 1 : 2;
      else total += len > LONGEST_CACHED_PIECE ? this.encode(s, p, e) : this.lookup(s, p, e);
      p = e;
    }
    return total;
  }
  /** Tokens of the piece `s[a..b)`: its UTF-8 bytes through tiktoken's byte-pair merge. */
  encode(s, a, b) {
    if (this.bytes.length < 3 * (b - a)) this.bytes = new Uint8Array(3 * (b - a));
    const bytes = this.bytes;
    let n = 0;
    for (let i = a; i < b; i++) {
      const c = s.charCodeAt(i);
      if (c >= 128) {
        n = utf8.encodeInto(s.slice(a, b), bytes).written;
        break;
      }
      bytes[n++] = c;
    }
    return countPiece(this.ranks, bytes, n);
  }
  lookup(s, a, b) {
    let h = 2166136261 | 0;
    for (let i = a; i < b; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
    h ^= h >>> 15;
    h = Math.imul(h, 739982445);
    h ^= h >>> 12;
    const len = b - a;
    const rows2 = this.rows, arena = this.arena;
    for (let idx = h & this.mask; ; idx = idx + 1 & this.mask) {
      const row = idx << 2;
      const rowLen = rows2[row + 2];
      if (rowLen === 0) {
        const count3 = this.encode(s, a, b);
        this.insert(row, h, s, a, len, count3);
        return count3;
      }
      if (rows2[row] !== h || rowLen !== len) continue;
      const offset = rows2[row + 1];
      let i = 0;
      while (i < len && arena[offset + i] === s.charCodeAt(a + i)) i++;
      if (i === len) return rows2[row + 3];
    }
  }
  insert(row, h, s, a, len, count3) {
    if (this.size >= MAX_ENTRIES || this.used + len > MAX_ARENA_CHARS) return;
    if (this.used + len > this.arena.length) this.arena = grow(this.arena, this.used + len);
    for (let i = 0; i < len; i++) this.arena[this.used + i] = s.charCodeAt(a + i);
    this.rows[row] = h;
    this.rows[row + 1] = this.used;
    this.rows[row + 2] = len;
    this.rows[row + 3] = count3;
    this.used += len;
    if (++this.size * 2 > this.mask) this.rehash();
  }
  rehash() {
    const old = this.rows;
    this.rows = new Int32Array(old.length * 2);
    this.mask = (this.rows.length >> 2) - 1;
    for (let row = 0; row < old.length; row += 4) {
      if (old[row + 2] === 0) continue;
      let idx = old[row] & this.mask;
      while (this.rows[(idx << 2) + 2] !== 0) idx = idx + 1 & this.mask;
      this.rows.set(old.subarray(row, row + 4), idx << 2);
    }
  }
};
function grow(a, atLeast) {
  const b = new a.constructor(Math.max(a.length * 2, atLeast));
  b.set(a);
  return b;
}

// src/tokenizer/ranks.ts
import { readFileSync as readFileSync3 } from "fs";
import { createRequire as createRequire3 } from "module";
var B64 = new Int8Array(128).fill(-1);
for (let i = 0; i < 64; i++) B64["ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".charCodeAt(i)] = i;
function hashBytes(bytes, a, b) {
  let h = 2166136261 | 0;
  for (let i = a; i < b; i++) h = Math.imul(h ^ bytes[i], 16777619);
  h ^= h >>> 15;
  h = Math.imul(h, 739982445);
  return h ^ h >>> 12;
}
var RankTable = class _RankTable {
  constructor(data) {
    this.data = data;
    ({ slots: this.slots, starts: this.starts, ranks: this.ranks, arena: this.arena, pairs: this.pairs } = data);
    this.mask = this.slots.length - 1;
  }
  data;
  slots;
  starts;
  ranks;
  arena;
  pairs;
  mask;
  /** The ranks tiktoken ships for `encoding`. */
  static load(encoding) {
    const require2 = createRequire3(import.meta.url);
    const file = require2.resolve(`tiktoken/encoders/${encoding}.json`);
    return new _RankTable(parse(JSON.parse(readFileSync3(file, "utf8")).bpe_ranks));
  }
  /** The same table in shared memory, for worker threads to use without building their own. */
  share() {
    const shared = (a) => {
      const copy = new a.constructor(new SharedArrayBuffer(a.byteLength));
      copy.set(a);
      return copy;
    };
    const { slots, starts, ranks, arena, pairs } = this.data;
    return { slots: shared(slots), starts: shared(starts), ranks: shared(ranks), arena: shared(arena), pairs: shared(pairs) };
  }
  /** The rank of the two bytes `first, second`, or -1 when they are not a token. */
  pairRank(first, second) {
    return this.pairs[first << 8 | second];
  }
  /** The rank of `bytes[a..b)`, or -1 when it is not a token. */
  rank(bytes, a, b) {
    const len = b - a;
    if (len === 2) return this.pairs[bytes[a] << 8 | bytes[a + 1]];
    const { slots, starts, arena, mask } = this;
    for (let idx = hashBytes(bytes, a, b) & mask; ; idx = idx + 1 & mask) {
      const slot = slots[idx];
      if (slot === 0) return -1;
      const start = starts[slot - 1];
      if (starts[slot] - start !== len) continue;
      let i = 0;
      while (i < len && arena[start + i] === bytes[a + i]) i++;
      if (i === len) return this.ranks[slot - 1];
    }
  }
};
function parse(text) {
  const count3 = countTokens(text);
  const starts = new Int32Array(count3 + 1);
  const ranks = new Int32Array(count3);
  const pairs = new Int32Array(1 << 16).fill(-1);
  const arena = new Uint8Array(Math.ceil(text.length * 3 / 4));
  let size2 = 1 << 10;
  while (size2 < count3 * 2) size2 <<= 1;
  const slots = new Int32Array(size2);
  let used = 0, n = 0;
  for (let p = 0; p < text.length; ) {
    let eol = text.indexOf("\n", p);
    if (eol === -1) eol = text.length;
    const tagEnd = text.indexOf(" ", p);
    const rankEnd = text.indexOf(" ", tagEnd + 1);
    let rank = Number(text.slice(tagEnd + 1, rankEnd === -1 || rankEnd > eol ? eol : rankEnd));
    for (let q = rankEnd + 1; rankEnd !== -1 && q < eol; ) {
      let end = text.indexOf(" ", q);
      if (end === -1 || end > eol) end = eol;
      const start = used;
      used = decodeBase64(text, q, end, arena, used);
      starts[n] = start;
      ranks[n] = rank;
      if (used - start === 2) pairs[arena[start] << 8 | arena[start + 1]] = rank;
      rank++;
      let idx = hashBytes(arena, start, used) & size2 - 1;
      while (slots[idx] !== 0) idx = idx + 1 & size2 - 1;
      slots[idx] = ++n;
      q = end + 1;
    }
    p = eol + 1;
  }
  starts[n] = used;
  return { slots, starts, ranks, arena, pairs };
}
function countTokens(text) {
  let count3 = 0;
  for (const line of text.split("\n")) {
    const fields = line.split(" ").length;
    if (fields > 2) count3 += fields - 2;
  }
  return count3;
}
function decodeBase64(text, a, b, out, at) {
  let bits = 0, value = 0;
  for (let i = a; i < b; i++) {
    const d = B64[text.charCodeAt(i)];
    if (d < 0) break;
    value = value << 6 | d;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[at++] = value >>> bits & 255;
    }
  }
  return at;
}

// src/tokenizer/index.ts
var DEFAULT_ENCODING = "o200k_base";
var ENCODINGS = Object.keys(FAMILY);
var ESTIMATE_CHARS_PER_TOKEN = 4;
function checkEncoding(name) {
  if (!ENCODINGS.includes(name)) {
    throw new UsageError(`unknown encoding '${name}' (expected one of ${ENCODINGS.join(", ")})`);
  }
  return name;
}
function createCounter(mode, encoding = DEFAULT_ENCODING, ranks) {
  if (mode === "none") return { count: () => 0 };
  if (mode === "estimate") return { count: (text) => Math.ceil(text.length / ESTIMATE_CHARS_PER_TOKEN) };
  const name = checkEncoding(encoding);
  let exact;
  return { count: (text) => (exact ??= new ExactCounter(ranks ?? RankTable.load(name), FAMILY[name])).count(text) };
}
function countLinesInBytes(bytes) {
  let lines = 0;
  for (let i = bytes.indexOf(10); i !== -1; i = bytes.indexOf(10, i + 1)) lines++;
  return bytes.length > 0 && bytes[bytes.length - 1] !== 10 ? lines + 1 : lines;
}
function countLines(text) {
  let lines = 0;
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) lines++;
  return text.length > 0 && !text.endsWith("\n") ? lines + 1 : lines;
}

// src/options.ts
var DEFAULT_MAX_FILE_BYTES = 10 * 1024 * 1024;
var DEFAULT_CACHE_DIRECTORY = ".analyzer/cache";
var DEFAULT_CACHE_TTL_MS = 36e5;
var BOOLEANS = ["methodLevel", "tokenCount", "tiktoken", "includeComments", "gitignore", "defaultIgnores", "gitCached"];
function resolveOptions(options = {}) {
  if (typeof options !== "object" || options === null) throw new UsageError("options must be an object");
  const o = options;
  for (const key of BOOLEANS) {
    if (o[key] !== void 0 && typeof o[key] !== "boolean") throw new UsageError(`${key} must be a boolean`);
  }
  const path = o.path ?? ".";
  if (typeof path !== "string" || path === "" || path.includes("\0")) throw new UsageError("path must be a non-empty string");
  const outputFormat = o.outputFormat ?? "json";
  if (typeof outputFormat !== "string" || !FORMATS.includes(outputFormat)) {
    throw new UsageError(`unknown output format '${String(outputFormat)}' (expected one of ${FORMATS.join(", ")})`);
  }
  const encoding = o.encoding ?? DEFAULT_ENCODING;
  if (typeof encoding !== "string") throw new UsageError("encoding must be a string");
  const maxFileSize = o.maxFileSize ?? DEFAULT_MAX_FILE_BYTES;
  if (typeof maxFileSize !== "number" || !Number.isSafeInteger(maxFileSize) || maxFileSize < 0) {
    throw new UsageError("maxFileSize must be a non-negative integer number of bytes");
  }
  return {
    root: resolve3(path),
    methodLevel: options.methodLevel ?? false,
    outputFormat,
    include: patterns(o.include, "include"),
    exclude: patterns(o.exclude, "exclude"),
    countMode: options.tokenCount === false ? "none" : options.tiktoken === false ? "estimate" : "exact",
    encoding: checkEncoding(encoding),
    includeComments: options.includeComments ?? false,
    gitignore: options.gitignore ?? true,
    defaultIgnores: options.defaultIgnores ?? true,
    maxFileSize,
    gitDiff: gitValue(o.gitDiff, "gitDiff", "git ref"),
    gitCached: options.gitCached ?? false,
    gitBranch: gitValue(o.gitBranch, "gitBranch", "git branch"),
    gitAuthor: gitValue(o.gitAuthor, "gitAuthor", "git author"),
    cache: cacheSettings(o.cache)
  };
}
function cacheSettings(value) {
  if (value === false) return void 0;
  if (value !== void 0 && value !== true && (typeof value !== "object" || value === null || Array.isArray(value))) {
    throw new UsageError("cache must be a boolean or an object { enabled, directory, ttl }");
  }
  const { enabled = true, directory = DEFAULT_CACHE_DIRECTORY, ttl = DEFAULT_CACHE_TTL_MS } = value ?? {};
  if (typeof enabled !== "boolean") throw new UsageError("cache.enabled must be a boolean");
  if (typeof directory !== "string" || directory === "" || directory.includes("\0")) throw new UsageError("cache.directory must be a non-empty path");
  if (typeof ttl !== "number" || !Number.isSafeInteger(ttl) || ttl < 0) throw new UsageError("cache.ttl must be a non-negative integer number of milliseconds");
  return enabled ? { directory: resolve3(directory), ttl } : void 0;
}
var MAX_GIT_VALUE_CHARS = 1024;
function gitValue(value, name, what) {
  if (value === void 0) return void 0;
  if (typeof value !== "string" || value === "") throw new UsageError(`${name} must be a non-empty string`);
  if (value.startsWith("-")) throw new UsageError(`invalid ${what} '${value}': it cannot start with '-'`);
  if (/[\0-\x1f\x7f]/.test(value)) throw new UsageError(`invalid ${what}: it contains a control character`);
  if (value.length > MAX_GIT_VALUE_CHARS) throw new UsageError(`invalid ${what}: longer than ${MAX_GIT_VALUE_CHARS} characters`);
  return value;
}
function patterns(value, name) {
  if (value === void 0) return [];
  if (!Array.isArray(value) || !value.every((p) => typeof p === "string" && p !== "")) {
    throw new UsageError(`${name} must be an array of non-empty glob strings`);
  }
  return value;
}

// src/pool/settings.ts
function needsCounting({ countMode, methodLevel }) {
  return countMode !== "none" || methodLevel;
}
function needsText(settings) {
  return needsCounting(settings) || settings.keepText;
}

// src/stages/objects.ts
import { Duplex, Transform, pipeline } from "stream";
var AsyncFunction = (async () => {
}).constructor;
function mapStage(fn) {
  const transform = fn instanceof AsyncFunction ? (item, _encoding, done) => {
    fn(item).then((out) => done(null, out), done);
  } : (item, _encoding, done) => {
    let out;
    try {
      out = fn(item);
    } catch (err) {
      return done(err);
    }
    done(null, out);
  };
  return new Transform({ objectMode: true, transform });
}
function eachStage(fn) {
  if (fn instanceof AsyncFunction) {
    return mapStage(async (batch) => {
      const out = [];
      for (const item of batch) {
        const result = await fn(item);
        if (result !== void 0) out.push(result);
      }
      return out.length > 0 ? out : void 0;
    });
  }
  return mapStage((batch) => {
    const out = [];
    for (const item of batch) {
      const result = fn(item);
      if (result !== void 0) out.push(result);
    }
    return out.length > 0 ? out : void 0;
  });
}
function flowStage(fn) {
  return Duplex.from(fn);
}
function chain(streams, done = () => {
}) {
  return pipeline(...streams, done);
}

// src/stages/aggregate.ts
function aggregate({ name, keepText }) {
  return flowStage(async function* (records) {
    const files = [];
    const skipped = [];
    const warnings = [];
    const texts = keepText ? /* @__PURE__ */ new Map() : void 0;
    for await (const batch of records) for (const record of batch) {
      if (record.warning) warnings.push(`${record.path}: ${record.warning}`);
      if (record.skipped) skipped.push({ path: record.path, reason: record.skipped });
      else files.push(toFileResult(record));
      if (texts && record.text !== void 0) texts.set(record.path, record.text);
    }
    const report = { result: summarize(files, skipped), name, warnings };
    if (texts) report.texts = texts;
    yield report;
  });
}
function toFileResult(record) {
  const { path, tokens = 0, lines = 0, language, methods } = record;
  return methods ? { path, tokens, lines, language, methods } : { path, tokens, lines, language };
}
function summarize(files, skipped = []) {
  const byPath = (a, b) => a.path < b.path ? -1 : a.path > b.path ? 1 : 0;
  files.sort(byPath);
  let totalTokens = 0, totalLines = 0;
  for (const file of files) {
    totalTokens += file.tokens;
    totalLines += file.lines;
  }
  const result = { totalTokens, totalFiles: files.length, totalLines, files };
  if (files.some((file) => file.methods)) result.methods = files.flatMap((file) => file.methods ?? []);
  if (skipped.length > 0) result.skipped = skipped.sort(byPath);
  return result;
}

// src/stages/count.ts
import { lstatSync as lstatSync2 } from "fs";
import { Transform as Transform2 } from "stream";

// src/pool/local.ts
import { Readable } from "stream";

// src/stages/keep.ts
function keep({ store, keepText }) {
  return mapStage((batch) => {
    const out = [];
    for (const { text, ...record } of batch) {
      out.push(keepText && text !== void 0 ? { ...record, text } : record);
      if (record.hash === void 0 || record.reused || record.tokens === void 0) continue;
      const key = store.key(record.hash, record.language);
      store.set(key, record);
      for (const twin of store.release(key)) {
        const { text: _raw, ...counted } = store.apply(twin, store.get(key));
        out.push({ ...counted, reused: "duplicate", ...keepText && text !== void 0 ? { text } : {} });
      }
    }
    return out;
  });
}

// src/stages/read.ts
import { closeSync, constants, fstatSync, openSync, readSync } from "fs";
import { isUtf8 } from "buffer";
import { hash as digest } from "crypto";
var SNIFF_BYTES = 8192;
var BINARY_EXTENSIONS = new Set(
  "png jpg jpeg gif bmp ico icns webp avif tif tiff psd heic mp3 mp4 m4a wav ogg oga flac aac mov avi mkv webm wmv zip gz tgz bz2 xz zst 7z rar tar jar war ear whl egg apk dmg iso pdf doc docx xls xlsx ppt pptx odt ods odp woff woff2 ttf otf eot exe dll so dylib a o obj lib bin dat class pyc pyo pyd wasm node db sqlite sqlite3 parquet pkl npy npz pt onnx h5 swf fla blend glb fbx".split(" ")
);
var OPEN_FLAGS = constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK;
function read({ maxBytes, decode, hash }) {
  return eachStage((item) => {
    const record = { ...item, language: detectLanguage(item.path) };
    if (item.skipped) return record;
    if (isBinaryPath(item.path)) return { ...record, skipped: "binary" };
    const { bytes: result, stat: stat3 } = readBytes(item.absolutePath, maxBytes);
    if (hash && stat3) record.stat = stat3;
    if (typeof result === "string") return { ...record, skipped: result };
    const body = hasBom(result) ? result.subarray(3) : result;
    if (!isUtf8(body)) return { ...record, skipped: "invalid-utf8" };
    if (hash) record.hash = digest("sha256", result, "base64");
    if (!decode) return { ...record, lines: countLinesInBytes(body) };
    const text = body.toString("utf8");
    return { ...record, text, lines: countLines(text) };
  });
}
function readBytes(path, maxBytes) {
  let fd;
  try {
    fd = openSync(path, OPEN_FLAGS);
  } catch (err) {
    return { bytes: err.code === "ENOENT" ? "vanished" : "unreadable" };
  }
  try {
    const stat3 = fstatSync(fd);
    const { size: size2, mtimeMs, ctimeMs, ino, dev } = stat3;
    if (!stat3.isFile()) return { bytes: "not-regular" };
    if (size2 > maxBytes) return { bytes: "too-large" };
    return { bytes: readToEnd(fd, size2, maxBytes), stat: { size: size2, mtimeMs, ctimeMs, ino, dev } };
  } catch {
    return { bytes: "unreadable" };
  } finally {
    closeSync(fd);
  }
}
var SCRATCH_BYTES = 8 * 1024 * 1024;
var scratch = Buffer.allocUnsafeSlow(64 * 1024);
function readToEnd(fd, expected, maxBytes) {
  let bytes = buffer(expected + 1);
  let room = Math.min(bytes.length, maxBytes + 1);
  let length = readSync(fd, bytes, 0, Math.min(SNIFF_BYTES, room), null);
  if (bytes.subarray(0, length).includes(0)) return "binary";
  for (; ; ) {
    if (length === room) {
      if (length > maxBytes) return "too-large";
      const bigger = buffer(Math.min(length * 2, maxBytes + 1));
      bytes.copy(bigger, 0, 0, length);
      bytes = bigger;
      room = Math.min(bytes.length, maxBytes + 1);
    }
    const n = readSync(fd, bytes, length, room - length, null);
    if (n === 0) return bytes.subarray(0, length);
    length += n;
  }
}
function buffer(size2) {
  if (size2 > SCRATCH_BYTES) return Buffer.allocUnsafe(size2);
  if (scratch.length < size2) scratch = Buffer.allocUnsafeSlow(Math.min(SCRATCH_BYTES, Math.max(size2, scratch.length * 2)));
  return scratch;
}
function hasBom(bytes) {
  return bytes.length >= 3 && bytes[0] === 239 && bytes[1] === 187 && bytes[2] === 191;
}
function isBinaryPath(path) {
  return BINARY_EXTENSIONS.has(extension(path));
}
function extension(path) {
  const slash = path.lastIndexOf("/");
  const dot = path.lastIndexOf(".");
  return dot > slash + 1 ? path.slice(dot + 1).toLowerCase() : "";
}

// src/stages/reuse.ts
function reuse({ store, keepText }) {
  return eachStage((record) => {
    if (record.text === void 0 || record.hash === void 0) return record;
    const key = store.key(record.hash, record.language);
    const known = store.get(key);
    if (!known) return store.hold(key, record) ? void 0 : record;
    const { text, ...reused } = store.apply(record, known);
    return { ...reused, reused: known.cached ? "cache" : "duplicate", ...keepText ? { text } : {} };
  });
}

// src/languages/methods/index.ts
async function findMethods(text, language) {
  const units = await unitsOf(text, language);
  if (!units) return void 0;
  const line = lineFinder(text);
  return units.filter(({ start, end }) => end > start).sort((a, b) => a.start - b.start).map(({ name, start, end }) => ({ name, start, end, startLine: line(start), endLine: line(end - 1) }));
}
function once(load) {
  let loaded;
  return () => loaded ??= load();
}
var treeSitter = (load) => {
  const ready = once(() => Promise.all([import("./treeSitter-YTVQE7XR.js"), load()]));
  return async (text) => {
    const [{ treeSitterUnits }, splitter] = await ready();
    return treeSitterUnits(splitter, text);
  };
};
var loadJavaScript = once(() => import("./javascript-UUWS2DZD.js"));
var javascript = (language) => async (text) => (await loadJavaScript()).javascriptUnits(text, language);
var SPLITTERS = {
  javascript: javascript("javascript"),
  jsx: javascript("jsx"),
  typescript: javascript("typescript"),
  tsx: javascript("tsx"),
  python: treeSitter(async () => (await import("./python-M2BEBVWZ.js")).python),
  go: treeSitter(async () => (await import("./go-AYWGNPJG.js")).go),
  rust: treeSitter(async () => (await import("./rust-CDVSVHZY.js")).rust),
  java: treeSitter(async () => (await import("./java-FNE6ON5P.js")).java),
  csharp: treeSitter(async () => (await import("./csharp-JWNKBJ64.js")).csharp),
  c: treeSitter(async () => (await import("./cpp-JQBYVVEG.js")).cpp),
  cpp: treeSitter(async () => (await import("./cpp-JQBYVVEG.js")).cpp),
  ruby: treeSitter(async () => (await import("./ruby-TXQEY6YU.js")).ruby),
  php: treeSitter(async () => (await import("./php-WMCI337G.js")).php),
  shell: treeSitter(async () => (await import("./shell-74JQGHMR.js")).shell)
};
function unitsOf(text, language) {
  return Object.hasOwn(SPLITTERS, language) ? SPLITTERS[language](text) : void 0;
}

// src/stages/splitMethods.ts
function splitMethods({ counter }) {
  return eachStage(async (record) => {
    if (record.text === void 0 || record.methods) return record;
    const { text, path } = record;
    let spans;
    try {
      spans = await findMethods(text, record.language) ?? [];
    } catch (err) {
      return { ...record, methods: [], warning: `cannot parse for methods: ${err.message}` };
    }
    const methods = spans.map(({ name, start, end, startLine, endLine }) => ({
      name,
      tokens: counter.count(text.slice(start, end)),
      lines: endLine - startLine + 1,
      file: path
    }));
    return { ...record, methods };
  });
}

// src/languages/lexers/chars.ts
function isBlank(c) {
  return c === 32 || c === 9 || c === 12 || c === 11;
}
function isWordChar(c) {
  return c >= 97 && c <= 122 || c >= 65 && c <= 90 || c >= 48 && c <= 57 || c === 95 || c >= 128;
}
function lineEnd(text, i, to) {
  for (; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || c === 13) return i;
  }
  return to;
}
function nextLine(text, i, to) {
  i = lineEnd(text, i, to);
  if (i < to && text.charCodeAt(i) === 13) i++;
  if (i < to && text.charCodeAt(i) === 10) i++;
  return i;
}
function skipQuoted(text, i, to, escapes, multiline) {
  const quote = text.charCodeAt(i);
  for (i++; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === quote) return i + 1;
    if (c === 92 && escapes) {
      i++;
      if (i < to && text.charCodeAt(i) === 13 && text.charCodeAt(i + 1) === 10) i++;
    } else if ((c === 10 || c === 13) && !multiline) return i;
  }
  return to;
}
function lineCommentLexer(marker, skip) {
  const char = String.fromCharCode(marker);
  return (text, from, to, out) => {
    if (text.indexOf(char, from) < 0) return;
    for (let i = from; i < to; i++) {
      if (text.charCodeAt(i) === marker) {
        const end2 = lineEnd(text, i, to);
        out.push(i, end2);
        i = end2 - 1;
        continue;
      }
      const end = skip(text, i, to);
      if (end >= 0) i = end - 1;
    }
  };
}

// src/languages/lexers/braces.ts
function braceLexer(o) {
  return (text, from, to, out) => {
    if (!o.hash && text.indexOf("/", from) < 0) return;
    const state = { lineStart: true, last: 0 };
    for (let i = from; i < to; ) {
      const c = text.charCodeAt(i);
      if (c === 10 || c === 13) {
        state.lineStart = true;
        i++;
        continue;
      }
      if (c === 32 || c === 9) {
        i++;
        continue;
      }
      if (o.special) {
        const next = o.special(text, i, to, c, state);
        if (next !== i) {
          state.lineStart = false;
          state.last = 34;
          i = next;
          continue;
        }
      }
      state.lineStart = false;
      if (c === 47 && text.charCodeAt(i + 1) === 47) {
        const end = lineEnd(text, i, to);
        out.push(i, end);
        i = end;
      } else if (c === 47 && text.charCodeAt(i + 1) === 42 && !o.noBlock) {
        const end = blockEnd(text, i, to, o.nested ?? false);
        if (end < 0) return;
        out.push(i, end);
        i = end;
      } else if (c === 35 && o.hash) {
        const end = lineEnd(text, i, to);
        out.push(i, end);
        i = end;
      } else if (c === 34) {
        i = stringEnd(text, i, to, o, 34, !o.prefixedInterpolation || isWordChar(text.charCodeAt(i - 1)));
        state.last = 34;
      } else if (c === 39 && o.quote !== "none") {
        i = o.quote === "string" ? stringEnd(text, i, to, o, 39, o.singleInterpolates ?? false) : o.quote === "lifetime" ? charOrLifetimeEnd(text, i, to) : charEnd(text, i, to);
        state.last = 34;
      } else {
        if (isWordChar(c)) {
          i++;
          while (i < to && isWordChar(text.charCodeAt(i))) i++;
          state.last = 97;
          continue;
        }
        state.last = c;
        i++;
      }
    }
  };
}
function blockEnd(text, i, to, nested) {
  if (!nested) {
    const close = text.indexOf("*/", i + 2);
    return close < 0 || close + 2 > to ? -1 : close + 2;
  }
  let depth = 0;
  for (; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 47 && text.charCodeAt(i + 1) === 42) {
      depth++;
      i++;
    } else if (c === 42 && text.charCodeAt(i + 1) === 47) {
      i++;
      if (--depth === 0) return i + 1;
    }
  }
  return -1;
}
function stringEnd(text, i, to, o, quote, interpolates) {
  const triple = o.triple === true && text.charCodeAt(i + 1) === quote && text.charCodeAt(i + 2) === quote;
  if (!triple && text.charCodeAt(i + 1) === quote) return i + 2;
  const escapes = !(triple && o.rawTriple);
  const multiline = triple || (o.multiline ?? false);
  for (i += triple ? 3 : 1; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === quote) {
      if (!triple) return i + 1;
      if (text.charCodeAt(i + 1) === quote && text.charCodeAt(i + 2) === quote) {
        while (text.charCodeAt(i + 3) === quote) i++;
        return i + 3;
      }
    } else if (c === 92 && escapes) {
      if (interpolates && o.interpolation === "paren" && text.charCodeAt(i + 1) === 40) i = codeEnd(text, i + 2, to, o, 41) - 1;
      else i++;
    } else if ((c === 36 || c === 37 && o.directives) && interpolates && o.interpolation === "dollar" && text.charCodeAt(i + 1) === 123) {
      i = codeEnd(text, i + 2, to, o, 125) - 1;
    } else if ((c === 10 || c === 13) && !multiline) {
      return i;
    }
  }
  return to;
}
function codeEnd(text, i, to, o, close) {
  let depth = 0;
  const open = close === 125 ? 123 : 40;
  for (; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === open) depth++;
    else if (c === close && depth-- === 0) return i + 1;
    else if (c === 34) i = stringEnd(text, i, to, o, 34, true) - 1;
    else if (c === 39 && o.quote === "string") i = stringEnd(text, i, to, o, 39, o.singleInterpolates ?? false) - 1;
    else if (c === 39 && o.quote === "char") i = charEnd(text, i, to) - 1;
  }
  return to;
}
function charEnd(text, i, to) {
  for (i++; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 39) return i + 1;
    if (c === 92) i++;
    else if (c === 10 || c === 13) return i;
  }
  return to;
}
function charOrLifetimeEnd(text, i, to) {
  const next = text.charCodeAt(i + 1);
  if (next === 92) return charEnd(text, i, to);
  const width = next >= 55296 && next <= 56319 ? 2 : 1;
  if (text.charCodeAt(i + 1 + width) === 39) return i + 2 + width;
  return i + 1;
}
function closingRun(text, i, to, count3) {
  const run2 = '"'.repeat(count3);
  const close = text.indexOf(run2, i);
  if (close < 0 || close >= to) return to;
  let end = close + count3;
  while (text.charCodeAt(end) === 34) end++;
  return end;
}
function csharpSpecial(text, i, to, c, state) {
  if (c === 35 && state.lineStart) {
    let j2 = i + 1;
    while (isBlank(text.charCodeAt(j2))) j2++;
    if (/^(?:region|error|warning)\b/.test(text.slice(j2, j2 + 8))) return lineEnd(text, i, to);
    return i;
  }
  if (c !== 64 && c !== 36 && c !== 34) return i;
  let j = i, verbatim = false, interpolated = false;
  while (j < i + 4) {
    const d = text.charCodeAt(j);
    if (d === 64) verbatim = true;
    else if (d === 36) interpolated = true;
    else break;
    j++;
  }
  if (text.charCodeAt(j) !== 34) return i;
  let quotes = 0;
  while (text.charCodeAt(j + quotes) === 34) quotes++;
  if (quotes >= 3) return closingRun(text, j + quotes, to, quotes);
  if (!verbatim && !interpolated) return i;
  for (j++; j < to; j++) {
    const d = text.charCodeAt(j);
    if (d === 34) {
      if (verbatim && text.charCodeAt(j + 1) === 34) j++;
      else return j + 1;
    } else if (d === 92 && !verbatim) {
      j++;
    } else if (d === 123 && interpolated) {
      if (text.charCodeAt(j + 1) === 123) j++;
      else j = holeEnd(text, j + 1, to) - 1;
    } else if ((d === 10 || d === 13) && !verbatim) {
      return j;
    }
  }
  return to;
}
function holeEnd(text, i, to) {
  let depth = 0;
  for (; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 40 || c === 91 || c === 123) depth++;
    else if (c === 41 || c === 93) depth--;
    else if (c === 125 && depth-- === 0) return i + 1;
    else if (c === 58 && depth === 0) {
      const close = text.indexOf("}", i);
      return close < 0 || close >= to ? to : close + 1;
    } else if (c === 34 || c === 64 || c === 36) {
      const end = csharpSpecial(text, i, to, c, { lineStart: false, last: 0 });
      i = (end !== i ? end : c === 34 ? charEndQuote(text, i, to, 34) : i + 1) - 1;
    } else if (c === 39) {
      i = charEnd(text, i, to) - 1;
    }
  }
  return to;
}
function charEndQuote(text, i, to, quote) {
  for (i++; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === quote) return i + 1;
    if (c === 92) i++;
    else if (c === 10 || c === 13) return i;
  }
  return to;
}
function goSpecial(text, i, to, c) {
  if (c !== 96) return i;
  const close = text.indexOf("`", i + 1);
  return close < 0 || close >= to ? to : close + 1;
}
function rustSpecial(text, i, to, c) {
  if (c !== 114 && c !== 98 && c !== 99 || isWordChar(text.charCodeAt(i - 1))) return i;
  let j = i;
  if (c === 98 || c === 99) {
    j++;
    if (text.charCodeAt(j) === 39 && c === 98) return charEnd(text, j, to);
    if (text.charCodeAt(j) === 34) return i;
  }
  if (text.charCodeAt(j) !== 114) return i;
  const end = hashDelimitedEnd(text, j + 1, to);
  return end < 0 ? i : end;
}
function swiftSpecial(text, i, to, c) {
  if (c !== 35) return i;
  const end = hashDelimitedEnd(text, i, to);
  return end < 0 ? i : end;
}
function hashDelimitedEnd(text, j, to) {
  let hashes = 0;
  while (text.charCodeAt(j) === 35) {
    hashes++;
    j++;
  }
  if (text.charCodeAt(j) !== 34) return -1;
  const close = text.indexOf('"' + "#".repeat(hashes), j + 1);
  return close < 0 || close >= to ? to : close + 1 + hashes;
}
function dartSpecial(text, i, to, c) {
  if (c !== 114 || isWordChar(text.charCodeAt(i - 1))) return i;
  const quote = text.charCodeAt(i + 1);
  if (quote !== 34 && quote !== 39) return i;
  const triple = text.charCodeAt(i + 2) === quote && text.charCodeAt(i + 3) === quote;
  const close = triple ? text.indexOf(String.fromCharCode(quote).repeat(3), i + 4) : text.indexOf(String.fromCharCode(quote), i + 2);
  if (close < 0 || close >= to) return to;
  if (!triple) {
    const line = lineEnd(text, i + 2, to);
    if (line < close) return line;
  }
  return close + (triple ? 3 : 1);
}
function zigSpecial(text, i, to, c) {
  return c === 92 && text.charCodeAt(i + 1) === 92 ? lineEnd(text, i, to) : i;
}
function hclSpecial(text, i, to, c) {
  if (c !== 60 || text.charCodeAt(i + 1) !== 60) return i;
  const marker = /^<<-?([A-Za-z_][\w-]*)[ \t]*\r?$/.exec(text.slice(i, lineEnd(text, i, to)));
  if (!marker) return i;
  let line = lineEnd(text, i, to);
  while (line < to) {
    line += text.charCodeAt(line) === 13 && text.charCodeAt(line + 1) === 10 ? 2 : 1;
    const end = lineEnd(text, line, to);
    if (text.slice(line, end).trim() === marker[1]) return end;
    line = end;
  }
  return to;
}
var GROOVY_VALUE_BEFORE = /* @__PURE__ */ new Set([0, 40, 44, 61, 58, 91, 33, 38, 124, 63, 123, 125, 59, 43, 45, 42, 37, 60, 62, 126]);
function groovySpecial(text, i, to, c, state) {
  if (c === 36 && text.charCodeAt(i + 1) === 47) {
    const close = text.indexOf("/$", i + 2);
    return close < 0 || close >= to ? to : close + 2;
  }
  if (c !== 47 || !GROOVY_VALUE_BEFORE.has(state.last)) return i;
  const next = text.charCodeAt(i + 1);
  if (next === 47 || next === 42 || next === 61) return i;
  const end = lineEnd(text, i, to);
  for (let j = i + 1; j < end; j++) {
    const d = text.charCodeAt(j);
    if (d === 92) j++;
    else if (d === 47) return j + 1;
  }
  return i;
}
var csharpLexer = braceLexer({ quote: "char", special: csharpSpecial });
var javaLexer = braceLexer({ quote: "char", triple: true });
var goLexer = braceLexer({ quote: "char", special: goSpecial });
var rustLexer = braceLexer({ quote: "lifetime", nested: true, multiline: true, special: rustSpecial });
var kotlinLexer = braceLexer({ quote: "char", nested: true, triple: true, rawTriple: true, interpolation: "dollar" });
var swiftLexer = braceLexer({ quote: "none", nested: true, triple: true, interpolation: "paren", special: swiftSpecial });
var scalaLexer = braceLexer({
  quote: "lifetime",
  nested: true,
  triple: true,
  rawTriple: true,
  interpolation: "dollar",
  prefixedInterpolation: true
});
var dartLexer = braceLexer({
  quote: "string",
  nested: true,
  triple: true,
  interpolation: "dollar",
  singleInterpolates: true,
  special: dartSpecial
});
var groovyLexer = braceLexer({ quote: "string", triple: true, interpolation: "dollar", special: groovySpecial });
var zigLexer = braceLexer({ quote: "char", noBlock: true, special: zigSpecial });
var hclLexer = braceLexer({ quote: "none", hash: true, interpolation: "dollar", directives: true, special: hclSpecial });

// src/languages/lexers/c.ts
var cLexer = (text, from, to, out) => {
  if (text.indexOf("/", from) < 0) return;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c > 47) continue;
    if (c === 47) {
      const next = text.charCodeAt(i + 1);
      if (next === 47) {
        const end = lineCommentEnd(text, i + 2, to);
        out.push(i, end);
        i = end - 1;
      } else if (next === 42) {
        const close = text.indexOf("*/", i + 2);
        if (close < 0 || close + 2 > to) return;
        out.push(i, close + 2);
        i = close + 1;
      }
    } else if (c === 34) {
      i = (isRawPrefix(text, i, from) ? rawStringEnd(text, i, to) : quotedEnd(text, i, to)) - 1;
    } else if (c === 39) {
      if (!isDigitSeparator(text, i, from)) i = quotedEnd(text, i, to) - 1;
    } else if (c === 35) {
      if (atLineStart(text, i, from)) i = directiveSkip(text, i + 1, to) - 1;
    }
  }
};
function lineCommentEnd(text, i, to) {
  for (; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || c === 13) {
      let j = i - 1;
      if (c === 10 && text.charCodeAt(j) === 13) j--;
      if (text.charCodeAt(j) !== 92) return c === 10 && text.charCodeAt(i - 1) === 13 ? i - 1 : i;
      if (c === 13 && text.charCodeAt(i + 1) === 10) i++;
    }
  }
  return to;
}
function quotedEnd(text, i, to) {
  const quote = text.charCodeAt(i);
  for (i++; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === quote) return i + 1;
    if (c === 92) {
      i++;
      if (text.charCodeAt(i) === 13 && text.charCodeAt(i + 1) === 10) i++;
    } else if (c === 10 || c === 13) {
      return i;
    }
  }
  return to;
}
function isRawPrefix(text, i, from) {
  if (text.charCodeAt(i - 1) !== 82 || i - 1 < from) return false;
  let start = i - 1;
  while (start > from && isWordChar(text.charCodeAt(start - 1))) start--;
  const prefix = text.slice(start, i);
  return prefix === "R" || prefix === "u8R" || prefix === "LR" || prefix === "uR" || prefix === "UR";
}
function rawStringEnd(text, i, to) {
  const open = text.indexOf("(", i + 1);
  if (open < 0 || open - i - 1 > 16 || /[\s\\)"]/.test(text.slice(i + 1, open))) return quotedEnd(text, i, to);
  const close = text.indexOf(`)${text.slice(i + 1, open)}"`, open + 1);
  return close < 0 || close >= to ? to : close + open - i + 1;
}
function isDigitSeparator(text, i, from) {
  let start = i;
  while (start > from) {
    const c = text.charCodeAt(start - 1);
    if (!(isWordChar(c) || c === 39 || c === 46) || c >= 128) break;
    start--;
  }
  if (start === i) return false;
  const first = text.charCodeAt(start);
  return first >= 48 && first <= 57 || first === 46 && start + 1 < i;
}
function atLineStart(text, i, from) {
  for (let j = i - 1; j >= from; j--) {
    const c = text.charCodeAt(j);
    if (c === 10 || c === 13) return true;
    if (c !== 32 && c !== 9) return false;
  }
  return true;
}
function directiveSkip(text, i, to) {
  let j = i;
  while (text.charCodeAt(j) === 32 || text.charCodeAt(j) === 9) j++;
  let word = j;
  while (word < to && isWordChar(text.charCodeAt(word))) word++;
  const name = text.slice(j, word);
  if (name !== "include" && name !== "include_next" && name !== "import") return i;
  while (text.charCodeAt(word) === 32 || text.charCodeAt(word) === 9) word++;
  if (text.charCodeAt(word) !== 60) return i;
  for (let k = word + 1; k < to; k++) {
    const c = text.charCodeAt(k);
    if (c === 62) return k + 1;
    if (c === 10 || c === 13) return i;
  }
  return i;
}

// src/languages/lexers/css.ts
function cssFamily(lineComments2) {
  return (text, from, to, out) => {
    if (text.indexOf("/", from) < 0) return;
    for (let i = from; i < to; i++) {
      const c = text.charCodeAt(i);
      if (c === 47) {
        const next = text.charCodeAt(i + 1);
        if (next === 42) {
          const close = text.indexOf("*/", i + 2);
          if (close < 0 || close + 2 > to) return;
          out.push(i, close + 2);
          i = close + 1;
        } else if (next === 47 && lineComments2) {
          const end = lineEnd(text, i, to);
          out.push(i, end);
          i = end - 1;
        }
      } else if (c === 34 || c === 39) {
        i = skipQuoted(text, i, to, true, false) - 1;
      } else if (c === 40 && isUrl(text, i)) {
        let j = i + 1;
        while (isBlank(text.charCodeAt(j))) j++;
        const q = text.charCodeAt(j);
        if (q !== 34 && q !== 39) {
          const close = text.indexOf(")", j);
          if (close >= 0 && close < to) i = close;
        }
      } else if (c === 92) {
        i++;
      }
    }
  };
}
function isUrl(text, i) {
  return i >= 3 && text.slice(i - 3, i).toLowerCase() === "url";
}
var cssLexer = cssFamily(false);
var scssLexer = cssFamily(true);

// src/languages/lexers/dashes.ts
var luaLexer = (text, from, to, out) => {
  if (text.indexOf("--", from) < 0) return;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 45 && text.charCodeAt(i + 1) === 45) {
      const long = longBracketEnd(text, i + 2, to);
      const end = long > 0 ? long : lineEnd(text, i, to);
      out.push(i, end);
      i = end - 1;
    } else if (c === 91) {
      const long = longBracketEnd(text, i, to);
      if (long > 0) i = long - 1;
    } else if (c === 34 || c === 39) {
      i = luaStringEnd(text, i, to) - 1;
    }
  }
};
function longBracketEnd(text, i, to) {
  if (text.charCodeAt(i) !== 91) return -1;
  let level = 0;
  while (text.charCodeAt(i + 1 + level) === 61) level++;
  if (text.charCodeAt(i + 1 + level) !== 91) return -1;
  const close = text.indexOf(`]${"=".repeat(level)}]`, i + 2 + level);
  return close < 0 || close >= to ? to : close + level + 2;
}
function luaStringEnd(text, i, to) {
  const quote = text.charCodeAt(i);
  for (i++; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === quote) return i + 1;
    if (c === 92) {
      i++;
      if (text.charCodeAt(i) === 122) {
        while (i + 1 < to && /\s/.test(text[i + 1])) i++;
      } else if (text.charCodeAt(i) === 13 && text.charCodeAt(i + 1) === 10) {
        i++;
      }
    } else if (c === 10 || c === 13) {
      return i;
    }
  }
  return to;
}
var sqlLexer = (text, from, to, out) => {
  if (text.indexOf("--", from) < 0 && text.indexOf("/*", from) < 0) return;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 45 && text.charCodeAt(i + 1) === 45) {
      const end = lineEnd(text, i, to);
      out.push(i, end);
      i = end - 1;
    } else if (c === 47 && text.charCodeAt(i + 1) === 42) {
      const close = text.indexOf("*/", i + 2);
      if (close < 0 || close + 2 > to) return;
      const mark = text.charCodeAt(i + 2);
      if (mark !== 33 && mark !== 43) out.push(i, close + 2);
      i = close + 1;
    } else if (c === 39 || c === 34 || c === 96) {
      i = sqlQuotedEnd(text, i, to) - 1;
    } else if (c === 36 && !isWordChar(text.charCodeAt(i - 1))) {
      const tag2 = /^\$(?:[A-Za-z_]\w*)?\$/.exec(text.slice(i, i + 64));
      if (tag2) {
        const close = text.indexOf(tag2[0], i + tag2[0].length);
        i = (close < 0 || close >= to ? to : close + tag2[0].length) - 1;
      }
    }
  }
};
function sqlQuotedEnd(text, i, to) {
  const quote = text.charCodeAt(i);
  for (i++; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === quote) {
      if (text.charCodeAt(i + 1) === quote) i++;
      else return i + 1;
    } else if (c === 92 && quote === 39) {
      i++;
    }
  }
  return to;
}
function isSymbol(c) {
  return c === 33 || c === 35 || c === 36 || c === 37 || c === 38 || c === 42 || c === 43 || c === 46 || c === 47 || c === 60 || c === 61 || c === 62 || c === 63 || c === 64 || c === 92 || c === 94 || c === 124 || c === 45 || c === 126 || c === 58;
}
var haskellLexer = (text, from, to, out) => {
  if (text.indexOf("--", from) < 0 && text.indexOf("{-", from) < 0) return;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 45 && text.charCodeAt(i + 1) === 45 && !isSymbol(text.charCodeAt(i - 1))) {
      let j = i + 2;
      while (text.charCodeAt(j) === 45) j++;
      if (j < to && isSymbol(text.charCodeAt(j))) {
        i = j;
        continue;
      }
      const end = lineEnd(text, i, to);
      out.push(i, end);
      i = end - 1;
    } else if (c === 123 && text.charCodeAt(i + 1) === 45) {
      const end = nestedEnd(text, i, to);
      if (end < 0) return;
      if (text.charCodeAt(i + 2) !== 35) out.push(i, end);
      i = end - 1;
    } else if (c === 34) {
      i = haskellStringEnd(text, i, to) - 1;
    } else if (c === 39 && !isWordChar(text.charCodeAt(i - 1)) && text.charCodeAt(i - 1) !== 39) {
      const close = text.charCodeAt(i + 1) === 92 ? text.indexOf("'", i + 3) : text.charCodeAt(i + 2) === 39 ? i + 2 : -1;
      if (close > 0 && close < lineEnd(text, i, to)) i = close;
    } else if (isWordChar(c)) {
      while (i + 1 < to && (isWordChar(text.charCodeAt(i + 1)) || text.charCodeAt(i + 1) === 39)) i++;
    }
  }
};
function nestedEnd(text, i, to) {
  let depth = 0;
  for (; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 123 && text.charCodeAt(i + 1) === 45) {
      depth++;
      i++;
    } else if (c === 45 && text.charCodeAt(i + 1) === 125) {
      i++;
      if (--depth === 0) return i + 1;
    }
  }
  return -1;
}
function haskellStringEnd(text, i, to) {
  for (i++; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 34) return i + 1;
    if (c === 92) {
      if (/\s/.test(text[i + 1] ?? "")) {
        const close = text.indexOf("\\", i + 1);
        if (close < 0 || close >= to) return to;
        i = close;
      } else {
        i++;
      }
    } else if (c === 10 || c === 13) {
      return i;
    }
  }
  return to;
}

// src/languages/lexers/data.ts
var yamlLexer = (text, from, to, out) => {
  if (text.indexOf("#", from) < 0) return;
  let flow = 0;
  let i = from;
  while (i < to) {
    const lineStart = i;
    while (text.charCodeAt(i) === 32) i++;
    const indent = i - lineStart;
    let valueStart = true;
    let block = false;
    while (i < to) {
      const c = text.charCodeAt(i);
      if (c === 10 || c === 13) break;
      if (c === 35 && (i === lineStart || isBlank(text.charCodeAt(i - 1)))) {
        const end = lineEnd(text, i, to);
        out.push(i, end);
        i = end;
        break;
      }
      if (isBlank(c)) {
        i++;
        continue;
      }
      if (valueStart && (c === 39 || c === 34)) {
        i = quotedScalarEnd(text, i, to);
        valueStart = false;
        continue;
      }
      if (valueStart && flow === 0 && (c === 124 || c === 62)) {
        let j = i + 1;
        while (/[-+0-9]/.test(text[j] ?? "")) j++;
        if (j >= to || isSpace(text.charCodeAt(j))) {
          block = true;
          i = j;
          continue;
        }
      }
      const next = text.charCodeAt(i + 1);
      const followedByBlank = isSpace(next) || !(next === next);
      if (c === 58 && (followedByBlank || flow > 0)) {
        valueStart = true;
      } else if ((c === 45 || c === 63) && followedByBlank) {
      } else if ((c === 91 || c === 123) && (valueStart || flow > 0)) {
        flow++;
        valueStart = true;
      } else if ((c === 93 || c === 125) && flow > 0) {
        flow--;
        valueStart = false;
      } else if (c === 44 && flow > 0) {
        valueStart = true;
      } else if ((c === 33 || c === 38 || c === 42) && valueStart) {
        while (i < to && !isSpace(text.charCodeAt(i))) i++;
        continue;
      } else {
        valueStart = false;
      }
      i++;
    }
    i = nextLine(text, i, to);
    if (block) i = blockScalarEnd(text, i, to, indent);
  }
};
function isSpace(c) {
  return c === 32 || c === 9 || c === 10 || c === 13;
}
function quotedScalarEnd(text, i, to) {
  const quote = text.charCodeAt(i);
  for (i++; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === quote) {
      if (quote === 39 && text.charCodeAt(i + 1) === 39) i++;
      else return i + 1;
    } else if (c === 92 && quote === 34) {
      i++;
    }
  }
  return to;
}
function blockScalarEnd(text, line, to, parentIndent) {
  let contentIndent = -1;
  while (line < to) {
    let j = line;
    while (text.charCodeAt(j) === 32) j++;
    const end = lineEnd(text, j, to);
    if (j < end && text.slice(j, end).trim() !== "") {
      const indent = j - line;
      if (contentIndent < 0) {
        if (indent <= parentIndent) return line;
        contentIndent = indent;
      } else if (indent < contentIndent) {
        return line;
      }
    }
    line = nextLine(text, end, to);
  }
  return to;
}
var tomlLexer = lineCommentLexer(35, (text, i, to) => {
  const c = text.charCodeAt(i);
  if (c !== 34 && c !== 39) return -1;
  if (text.charCodeAt(i + 1) === c && text.charCodeAt(i + 2) === c) return tripleEnd(text, i, to, c === 34);
  return skipQuoted(text, i, to, c === 34, false);
});
function tripleEnd(text, i, to, escapes) {
  const quote = text.charCodeAt(i);
  for (i += 3; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 92 && escapes) {
      i++;
    } else if (c === quote && text.charCodeAt(i + 1) === quote && text.charCodeAt(i + 2) === quote) {
      let end = i + 3;
      while (end < i + 5 && text.charCodeAt(end) === quote) end++;
      return end;
    }
  }
  return to;
}
var graphqlLexer = lineCommentLexer(35, (text, i, to) => {
  if (text.charCodeAt(i) !== 34) return -1;
  if (!text.startsWith('"""', i)) return skipQuoted(text, i, to, true, false);
  let j = i + 3;
  for (; j < to; j++) {
    if (text.charCodeAt(j) === 92 && text.startsWith('"""', j + 1)) j += 3;
    else if (text.startsWith('"""', j)) break;
  }
  return Math.min(j + 3, to);
});

// src/languages/lexers/elixir.ts
var CLOSING = { "(": ")", "[": "]", "{": "}", "<": ">" };
var elixirLexer = (text, from, to, out) => {
  if (text.indexOf("#", from) < 0) return;
  code2(text, from, to, out, false);
};
function code2(text, i, to, out, nested) {
  let depth = 0;
  while (i < to) {
    const c = text.charCodeAt(i);
    if (c === 35) {
      const end = lineEnd(text, i, to);
      out.push(i, end);
      i = end;
    } else if (c === 34 || c === 39) {
      i = stringEnd2(text, i, to, text[i], text[i], true);
    } else if (c === 126 && /[A-Za-z]/.test(text[i + 1] ?? "")) {
      let j = i + 1;
      while (/[A-Za-z0-9]/.test(text[j] ?? "")) j++;
      const open = text[j];
      if (open !== void 0 && `/|"'([{<`.includes(open)) {
        i = stringEnd2(text, j, to, open, CLOSING[open] ?? open, /[a-z]/.test(text[i + 1]));
        while (i < to && /[A-Za-z]/.test(text[i])) i++;
      } else {
        i = j;
      }
    } else if (c === 63 && !isWordChar(text.charCodeAt(i - 1))) {
      i += text.charCodeAt(i + 1) === 92 ? 3 : 2;
    } else if (nested && c === 123) {
      depth++;
      i++;
    } else if (nested && c === 125) {
      if (depth-- === 0) return i + 1;
      i++;
    } else {
      i++;
    }
  }
  return to;
}
function stringEnd2(text, i, to, open, close, interpolates) {
  const quote = open === '"' || open === "'";
  if (quote && text.startsWith(open.repeat(3), i)) {
    const end = text.indexOf(open.repeat(3), i + 3);
    return end < 0 || end >= to ? to : end + 3;
  }
  const openCode = open.charCodeAt(0), closeCode = close.charCodeAt(0);
  let depth = 0;
  for (i++; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 92) {
      i++;
    } else if (c === closeCode && depth === 0) {
      return i + 1;
    } else if (c === closeCode) {
      depth--;
    } else if (c === openCode && openCode !== closeCode) {
      depth++;
    } else if (c === 35 && interpolates && text.charCodeAt(i + 1) === 123) {
      i = code2(text, i + 2, to, [], true) - 1;
    }
  }
  return to;
}

// src/languages/lexers/jsTokens.ts
var T_EOF = 0;
var T_NAME = 1;
var T_VALUE = 2;
var T_BRACKET_L = 3;
var T_BRACKET_R = 4;
var T_BRACE_L = 5;
var T_BRACE_R = 6;
var T_PAREN_L = 7;
var T_PAREN_R = 8;
var T_SEMI = 9;
var T_COLON = 10;
var T_DOT = 11;
var T_ARROW = 12;
var T_OP = 13;
var T_STAR = 14;
var T_INC_DEC = 15;
var T_PREFIX = 16;
var T_BACKQUOTE = 17;
var T_DOLLAR_BRACE = 18;
var T_OTHER = 19;
var T_RETURN = 20;
var T_ELSE = 21;
var T_KW_EXPR = 22;
var T_IF = 23;
var T_FOR = 24;
var T_WHILE = 25;
var T_WITH = 26;
var T_VAR = 27;
var T_CONST = 28;
var T_FUNCTION = 29;
var T_CLASS = 30;
var T_KW_PLAIN = 31;
var BEFORE_EXPR = [
  false,
  false,
  false,
  true,
  false,
  true,
  false,
  true,
  false,
  true,
  true,
  false,
  true,
  true,
  true,
  false,
  true,
  false,
  true,
  false,
  true,
  true,
  true
];
var A_OTHER = 0;
var A_SPACE = 1;
var A_BREAK = 2;
var A_IDENT = 3;
var A_DIGIT = 4;
var ASCII = new Uint8Array(128);
for (let c = 0; c < 128; c++) {
  ASCII[c] = c === 32 || c === 9 || c === 11 || c === 12 ? A_SPACE : c === 10 || c === 13 ? A_BREAK : c >= 97 && c <= 122 || c >= 65 && c <= 90 || c === 36 || c === 95 || c === 92 ? A_IDENT : c >= 48 && c <= 57 ? A_DIGIT : A_OTHER;
}
var IDENT_PART = new Uint8Array(128);
for (let c = 0; c < 128; c++) IDENT_PART[c] = ASCII[c] === A_IDENT && c !== 92 || ASCII[c] === A_DIGIT ? 1 : 0;
function isIdentStart(c) {
  return c < 128 ? ASCII[c] === A_IDENT : !isOtherSpace(c);
}
function isIdentPart(c) {
  if (c < 128) {
    const kind = ASCII[c];
    return kind === A_IDENT && c !== 92 || kind === A_DIGIT;
  }
  return c === c && !isOtherSpace(c);
}
function isOtherSpace(c) {
  return c === 160 || c === 65279 || c === 5760 || c >= 8192 && c <= 8202 || c === 8232 || c === 8233 || c === 8239 || c === 8287 || c === 12288;
}
function isJsxNamePart(c) {
  return isIdentPart(c) || c === 45 || c === 58 || c === 46;
}
function isSpaceCode(c) {
  return c === 32 || c === 9 || c === 10 || c === 13;
}
function hasLineBreak(text, from, to) {
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || c === 13 || c === 8232 || c === 8233) return true;
  }
  return false;
}
function lineStop(text, i, end) {
  for (; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || c === 13 || c === 8232 || c === 8233) return i;
  }
  return end;
}
function stringEnd3(text, i, end) {
  const quote = text.charCodeAt(i);
  for (i++; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === quote) return i + 1;
    if (c === 92) {
      i++;
      if (text.charCodeAt(i) === 13 && text.charCodeAt(i + 1) === 10) i++;
    } else if (c === 10 || c === 13) return i;
  }
  return end;
}
function numberEnd(text, i, end) {
  for (; i < end; i++) {
    const c = text.charCodeAt(i);
    if (!(c >= 48 && c <= 57 || c >= 97 && c <= 122 || c >= 65 && c <= 90 || c === 95 || c === 46)) break;
  }
  return i;
}
function operatorLength(text, i, c) {
  let n = 1;
  while (text.charCodeAt(i + n) === c && n < (c === 62 ? 3 : 2)) n++;
  if (text.charCodeAt(i + n) === 61) n++;
  return n;
}
function keyword(text, start, length) {
  if (length < 2 || length > 10) return T_NAME;
  const c = text.charCodeAt(start);
  switch (c) {
    case 98:
      return is(text, start, length, "break") ? T_KW_PLAIN : T_NAME;
    // b
    case 99:
      if (is(text, start, length, "case")) return T_KW_EXPR;
      if (is(text, start, length, "const")) return T_CONST;
      if (is(text, start, length, "class")) return T_CLASS;
      return is(text, start, length, "catch") || is(text, start, length, "continue") ? T_KW_PLAIN : T_NAME;
    case 100:
      if (is(text, start, length, "do") || is(text, start, length, "default") || is(text, start, length, "delete")) return T_KW_EXPR;
      return is(text, start, length, "debugger") ? T_KW_PLAIN : T_NAME;
    case 101:
      if (is(text, start, length, "else")) return T_ELSE;
      if (is(text, start, length, "extends")) return T_KW_EXPR;
      return is(text, start, length, "export") ? T_KW_PLAIN : T_NAME;
    case 102:
      if (is(text, start, length, "for")) return T_FOR;
      if (is(text, start, length, "function")) return T_FUNCTION;
      return is(text, start, length, "false") || is(text, start, length, "finally") ? T_KW_PLAIN : T_NAME;
    case 105:
      if (is(text, start, length, "if")) return T_IF;
      if (is(text, start, length, "in") || is(text, start, length, "instanceof")) return T_KW_EXPR;
      return is(text, start, length, "import") ? T_KW_PLAIN : T_NAME;
    case 110:
      if (is(text, start, length, "new")) return T_KW_EXPR;
      return is(text, start, length, "null") ? T_KW_PLAIN : T_NAME;
    case 114:
      return is(text, start, length, "return") ? T_RETURN : T_NAME;
    // r
    case 115:
      return is(text, start, length, "switch") || is(text, start, length, "super") ? T_KW_PLAIN : T_NAME;
    // s
    case 116:
      if (is(text, start, length, "throw") || is(text, start, length, "typeof")) return T_KW_EXPR;
      return is(text, start, length, "this") || is(text, start, length, "true") || is(text, start, length, "try") ? T_KW_PLAIN : T_NAME;
    case 118:
      if (is(text, start, length, "var")) return T_VAR;
      return is(text, start, length, "void") ? T_KW_EXPR : T_NAME;
    case 119:
      if (is(text, start, length, "while")) return T_WHILE;
      return is(text, start, length, "with") ? T_WITH : T_NAME;
    default:
      return T_NAME;
  }
}
function is(text, start, length, word) {
  return length === word.length && text.startsWith(word, start);
}

// src/languages/lexers/js.ts
var B_STAT = 0;
var B_EXPR = 1;
var B_TMPL = 2;
var P_STAT = 3;
var P_EXPR = 4;
var Q_TMPL = 5;
var F_STAT = 6;
var F_EXPR = 7;
var F_EXPR_GEN = 8;
var F_GEN = 9;
var J_TAG = 10;
var J_ELEMENT = 11;
var J_TAG_BRACE = 12;
var J_CHILD_BRACE = 13;
var IS_EXPR = [false, true, false, false, true, true, false, true, true, false, false, false, true, false];
function jsLexer(options) {
  return (text, from, to, out) => {
    const slash = text.indexOf("/", from);
    if (slash >= 0 && slash < to) new JsScanner(text, to, out, options).run(from);
  };
}
var JsScanner = class {
  constructor(text, end, out, options) {
    this.text = text;
    this.end = end;
    this.out = out;
    this.options = options;
  }
  text;
  end;
  out;
  options;
  pos = 0;
  exprAllowed = true;
  prevType = T_EOF;
  /** A line break lies between the previous token and this one. */
  newline = false;
  context = [B_STAT];
  /** Where each JSX element still open was entered from JavaScript, to go back if it is not JSX. */
  jsxStarts = [];
  /** A `<` already found not to start JSX. */
  notJsx = -1;
  run(from) {
    this.pos = from;
    for (; ; ) {
      this.scan();
      if (this.jsxStarts.length === 0) return;
      this.jsxStarts.length = 1;
      this.abandonJsx();
    }
  }
  scan() {
    const { text, end } = this;
    while (this.pos < end) {
      const c = text.charCodeAt(this.pos);
      const kind = c < 128 ? ASCII[c] : isOtherSpace(c) ? A_SPACE : A_IDENT;
      if (kind === A_SPACE || kind === A_BREAK) {
        let i = this.pos;
        let newline = this.newline;
        for (; i < end; i++) {
          const d = text.charCodeAt(i);
          if (d === 32 || d === 9) continue;
          if (d === 10 || d === 13) newline = true;
          else if (d === 11 || d === 12) continue;
          else if (d >= 128 && isOtherSpace(d)) newline ||= d === 8232 || d === 8233;
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
  finish(type) {
    this.exprAllowed = BEFORE_EXPR[type] ?? false;
    this.prevType = type;
    this.newline = false;
  }
  readWord() {
    const { text, end } = this;
    const start = this.pos;
    let i = start + 1;
    while (i < end) {
      const c = text.charCodeAt(i);
      if (c < 128) {
        if (IDENT_PART[c] === 1) i++;
        else if (c === 92) i += 2;
        else break;
      } else if (isOtherSpace(c)) {
        break;
      } else {
        i++;
      }
    }
    this.pos = i;
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
  readName(start, end) {
    const { text } = this;
    let allowed = false;
    if (this.prevType !== T_DOT) {
      const length = end - start;
      if (length === 2 && text.startsWith("of", start)) allowed = !this.exprAllowed;
      else if (length === 5 && text.startsWith("yield", start)) allowed = this.inGenerator();
      else if (length === 5 && text.startsWith("await", start)) allowed = true;
    }
    this.prevType = T_NAME;
    this.newline = false;
    this.exprAllowed = allowed;
  }
  readFunctionKeyword(type) {
    const prev = this.prevType;
    const top = this.top();
    const expression = BEFORE_EXPR[prev] && prev !== T_ELSE && !(prev === T_SEMI && top !== P_STAT) && !(prev === T_RETURN && this.newline) && !((prev === T_COLON || prev === T_BRACE_L) && top === B_STAT);
    this.context.push(expression ? F_EXPR : F_STAT);
    this.prevType = type;
    this.newline = false;
    this.exprAllowed = false;
  }
  readSlash() {
    const { text } = this;
    const next = text.charCodeAt(this.pos + 1);
    if (next === 47) {
      const end = lineStop(text, this.pos + 2, this.end);
      this.out.push(this.pos, end);
      this.pos = end;
      return true;
    }
    if (next === 42) {
      const close = text.indexOf("*/", this.pos + 2);
      if (close < 0 || close + 2 > this.end) return false;
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
  regexEnd(i) {
    const { text, end } = this;
    let inClass = false;
    for (; i < end; i++) {
      const c = text.charCodeAt(i);
      if (c === 92) i++;
      else if (c === 10 || c === 13 || c === 8232 || c === 8233) return -1;
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
  readPunctuation(c) {
    const { text } = this;
    const next = text.charCodeAt(this.pos + 1);
    switch (c) {
      case 34:
      // " '
      case 39:
        this.pos = stringEnd3(text, this.pos, this.end);
        this.finish(T_VALUE);
        return true;
      case 96:
        this.pos++;
        this.context.push(Q_TMPL);
        return this.readTemplate();
      case 40: {
        this.pos++;
        const prev = this.prevType;
        this.context.push(prev === T_IF || prev === T_FOR || prev === T_WITH || prev === T_WHILE ? P_STAT : P_EXPR);
        this.prevType = T_PAREN_L;
        this.newline = false;
        this.exprAllowed = true;
        return true;
      }
      case 41:
        this.pos++;
        return this.closeContext(T_PAREN_R);
      case 123:
        this.pos++;
        this.context.push(this.braceIsBlock(this.prevType) ? B_STAT : B_EXPR);
        this.prevType = T_BRACE_L;
        this.newline = false;
        this.exprAllowed = true;
        return true;
      case 125:
        this.pos++;
        return this.closeContext(T_BRACE_R);
      case 91:
        this.pos++;
        this.finish(T_BRACKET_L);
        return true;
      case 93:
        this.pos++;
        this.finish(T_BRACKET_R);
        return true;
      case 59:
        this.pos++;
        this.finish(T_SEMI);
        return true;
      case 44:
        this.pos++;
        this.finish(T_OP);
        return true;
      case 58:
        this.pos++;
        if (this.top() >= F_STAT && this.top() <= F_GEN) this.context.pop();
        this.finish(T_COLON);
        return true;
      case 46:
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
      case 63: {
        const after = text.charCodeAt(this.pos + 2);
        if (next === 46 && !(after >= 48 && after <= 57)) {
          this.pos += 2;
          this.finish(T_DOT);
          this.prevType = T_OTHER;
        } else {
          this.pos += next === 63 ? after === 61 ? 3 : 2 : 1;
          this.finish(T_OP);
        }
        return true;
      }
      case 61:
        if (next === 62) {
          this.pos += 2;
          this.finish(T_ARROW);
        } else {
          this.pos += next === 61 ? text.charCodeAt(this.pos + 2) === 61 ? 3 : 2 : 1;
          this.finish(T_OP);
        }
        return true;
      case 33:
        if (next === 61) {
          this.pos += text.charCodeAt(this.pos + 2) === 61 ? 3 : 2;
          this.finish(T_OP);
        } else {
          const postfix = this.options.typescript && !this.newline && !this.exprAllowed;
          this.pos++;
          this.finish(T_PREFIX);
          if (postfix) this.exprAllowed = false;
        }
        return true;
      case 43:
      // + -
      case 45:
        if (next === c) {
          this.pos += 2;
          this.prevType = T_INC_DEC;
          this.newline = false;
        } else {
          this.pos += next === 61 ? 2 : 1;
          this.finish(T_OP);
        }
        return true;
      case 42:
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
      case 60:
        if (this.options.jsx && this.exprAllowed && next !== 33 && this.pos !== this.notJsx && !this.isTypeParameters()) {
          this.jsxStarts.push({
            pos: this.pos,
            context: this.context.length,
            out: this.out.length,
            prevType: this.prevType,
            exprAllowed: this.exprAllowed,
            newline: this.newline
          });
          this.pos++;
          this.context.push(J_TAG);
          return this.readJsx();
        }
        this.pos += operatorLength(text, this.pos, c);
        this.finish(T_OP);
        return true;
      case 62:
      // > & | ^ %
      case 38:
      case 124:
      case 94:
      case 37:
        this.pos += operatorLength(text, this.pos, c);
        this.finish(T_OP);
        return true;
      case 126:
        this.pos++;
        this.finish(T_PREFIX);
        return true;
      case 35:
        this.pos++;
        while (this.pos < this.end && isIdentPart(text.charCodeAt(this.pos))) this.pos++;
        this.finish(T_NAME);
        return true;
      default:
        if (c >= 48 && c <= 57) {
          this.pos = numberEnd(text, this.pos, this.end);
          this.finish(T_VALUE);
        } else {
          this.pos++;
          this.finish(T_OTHER);
        }
        return true;
    }
  }
  // --- contexts ---
  top() {
    return this.context[this.context.length - 1];
  }
  inGenerator() {
    for (let i = this.context.length - 1; i >= 1; i--) {
      const context = this.context[i];
      if (context >= F_STAT && context <= F_GEN) return context === F_EXPR_GEN || context === F_GEN;
    }
    return false;
  }
  braceIsBlock(prev) {
    const parent = this.top();
    if (parent === F_EXPR || parent === F_STAT) return true;
    if (prev === T_COLON && (parent === B_STAT || parent === B_EXPR)) return !IS_EXPR[parent];
    if (prev === T_RETURN || prev === T_NAME && this.exprAllowed) return this.newline;
    if (prev === T_ELSE || prev === T_SEMI || prev === T_EOF || prev === T_PAREN_R || prev === T_ARROW) return true;
    if (prev === T_BRACE_L) return parent === B_STAT;
    if (prev === T_VAR || prev === T_CONST || prev === T_NAME) return false;
    return !this.exprAllowed;
  }
  /** `)` or `}`: pops its context, and resumes a template or JSX that the brace closes. */
  closeContext(type) {
    if (this.context.length === 1) {
      this.prevType = type;
      this.newline = false;
      this.exprAllowed = true;
      return true;
    }
    let out = this.context.pop();
    if (type === T_BRACE_R) {
      if (out === B_TMPL) return this.readTemplate();
      if (out === J_TAG_BRACE) return this.readJsx();
      if (out === J_CHILD_BRACE) return this.readJsx();
    }
    if (out === B_STAT && this.top() >= F_STAT && this.top() <= F_GEN) out = this.context.pop();
    this.prevType = type;
    this.newline = false;
    this.exprAllowed = !IS_EXPR[out];
    return true;
  }
  // --- templates ---
  /** Template text after a backquote or a `}` that closes `${`: up to `${` or the closing backquote. */
  readTemplate() {
    const { text, end } = this;
    for (let i = this.pos; i < end; i++) {
      const c = text.charCodeAt(i);
      if (c === 92) {
        i++;
      } else if (c === 96) {
        this.pos = i + 1;
        this.context.pop();
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
    return false;
  }
  // --- JSX ---
  /** In .tsx, `<T,>` and `<T extends U>` start type parameters, not an element. */
  isTypeParameters() {
    if (!this.options.typescript) return false;
    const { text } = this;
    let i = this.pos + 1;
    if (!isIdentStart(text.charCodeAt(i))) return false;
    while (isIdentPart(text.charCodeAt(i))) i++;
    while (text.charCodeAt(i) === 32) i++;
    if (text.charCodeAt(i) === 44) return true;
    return text.startsWith("extends", i) && isSpaceCode(text.charCodeAt(i + 7));
  }
  /**
   * JSX from inside a tag or an element's children up to the next brace that opens an expression
   * (returning to the JavaScript loop) or the end of the outermost element.
   */
  readJsx() {
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
          const close = text.indexOf("*/", i + 2);
          if (close < 0 || close + 2 > end) return this.abandonJsx();
          this.out.push(i, close + 2);
          i = close + 2;
        } else if (c === 34 || c === 39) {
          const close = text.indexOf(text[i], i + 1);
          if (close < 0 || close >= end) return this.abandonJsx();
          i = close + 1;
        } else if (c === 123) {
          return this.openJsxBrace(i, J_TAG_BRACE);
        } else if (c === 47 && text.charCodeAt(i + 1) === 62) {
          i += 2;
          this.context.pop();
          if (this.top() !== J_ELEMENT) return this.endJsx(i);
        } else if (c === 62) {
          i++;
          this.context[this.context.length - 1] = J_ELEMENT;
        } else {
          return this.abandonJsx();
        }
      } else if (c === 123) {
        return this.openJsxBrace(i, J_CHILD_BRACE);
      } else if (c === 62 || c === 125) {
        return this.abandonJsx();
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
  openJsxBrace(i, context) {
    this.pos = i + 1;
    this.context.push(context);
    this.prevType = T_BRACE_L;
    this.newline = false;
    this.exprAllowed = true;
    return true;
  }
  /** The element that the last JSX start opened is complete at `i`: back to JavaScript. */
  endJsx(i) {
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
  abandonJsx() {
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
};

// src/languages/lexers/lines.ts
function lineComments(isComment, indented = true) {
  return (text, from, to, out) => {
    for (let line = from; line < to; ) {
      let i = line;
      if (indented) while (isBlank(text.charCodeAt(i))) i++;
      const end = lineEnd(text, i, to);
      if (i < end && isComment(text, i, end)) out.push(i, end);
      line = nextLine(text, end, to);
    }
  };
}
var iniLexer = lineComments((text, i) => text.charCodeAt(i) === 59 || text.charCodeAt(i) === 35);
var gitignoreLexer = lineComments((text, i) => text.charCodeAt(i) === 35, false);
var hashLineLexer = lineComments((text, i) => text.charCodeAt(i) === 35);
var batchLexer = lineComments((text, i, end) => {
  if (text.charCodeAt(i) === 64) i++;
  if (text.startsWith("::", i)) return true;
  return /^rem(?:\s|$)/i.test(text.slice(i, Math.min(end, i + 4)));
});
var dockerfileLexer = (text, from, to, out) => {
  let directives = true;
  for (let line = from; line < to; ) {
    let i = line;
    while (isBlank(text.charCodeAt(i))) i++;
    const end = lineEnd(text, i, to);
    line = nextLine(text, end, to);
    if (text.charCodeAt(i) === 35) {
      if (directives && /^#\s*(?:syntax|escape|check)\s*=/i.test(text.slice(i, end))) continue;
      directives = false;
      out.push(i, end);
      continue;
    }
    directives = false;
    const markers = [...text.slice(i, end).matchAll(/(?<!<)<<(?!<)-?\s*(?:(["'])([^"'\s]+)\1|([A-Za-z_][\w.-]*))/g)];
    for (const marker of markers) {
      const word = marker[2] ?? marker[3];
      while (line < to) {
        let j = line;
        if (marker[0][2] === "-") while (text.charCodeAt(j) === 9) j++;
        const bodyEnd = lineEnd(text, j, to);
        line = nextLine(text, bodyEnd, to);
        if (text.slice(j, bodyEnd) === word) break;
      }
    }
  }
};
var makefileLexer = (text, from, to, out) => {
  if (text.indexOf("#", from) < 0) return;
  let recipe = false;
  let define = false;
  for (let line = from; line < to; ) {
    const end = lineEnd(text, line, to);
    const next = nextLine(text, end, to);
    const continued = end > line && text.charCodeAt(end - 1) === 92;
    if (define) {
      if (/^\s*endef\b/.test(text.slice(line, end))) define = false;
      line = next;
      continue;
    }
    if (recipe || text.charCodeAt(line) === 9) {
      recipe = continued;
      line = next;
      continue;
    }
    if (/^\s*(?:override\s+|export\s+)?define\b/.test(text.slice(line, end))) define = true;
    line = makeLine(text, line, end, to, out) ?? next;
  }
};
function makeLine(text, i, end, to, out) {
  let depth = 0;
  for (; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === 92) {
      i++;
    } else if (c === 36 && (text.charCodeAt(i + 1) === 40 || text.charCodeAt(i + 1) === 123)) {
      depth++;
      i++;
    } else if ((c === 41 || c === 125) && depth > 0) {
      depth--;
    } else if (c === 35 && depth === 0) {
      let stop = end;
      while (stop < to && text.charCodeAt(stop - 1) === 92) stop = lineEnd(text, nextLine(text, stop, to), to);
      out.push(i, stop);
      return stop === end ? void 0 : nextLine(text, stop, to);
    }
  }
  return void 0;
}
var cmakeLexer = (text, from, to, out) => {
  if (text.indexOf("#", from) < 0) return;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 35) {
      const bracket = bracketEnd(text, i + 1, to);
      const end = bracket > 0 ? bracket : lineEnd(text, i, to);
      out.push(i, end);
      i = end - 1;
    } else if (c === 34) {
      i = skipQuoted(text, i, to, true, true) - 1;
    } else if (c === 91) {
      const bracket = bracketEnd(text, i, to);
      if (bracket > 0) i = bracket - 1;
    } else if (c === 92) {
      i++;
    }
  }
};
function bracketEnd(text, i, to) {
  if (text.charCodeAt(i) !== 91) return -1;
  let level = 0;
  while (text.charCodeAt(i + 1 + level) === 61) level++;
  if (text.charCodeAt(i + 1 + level) !== 91) return -1;
  const close = text.indexOf(`]${"=".repeat(level)}]`, i + 2 + level);
  return close < 0 || close >= to ? to : close + level + 2;
}

// src/languages/lexers/markdown.ts
var markdownLexer = (text, from, to, out) => {
  if (text.indexOf("<!--", from) < 0) return;
  let line = from;
  while (line < to) {
    const end = lineEnd(text, line, to);
    let indent = 0, j = line;
    for (; j < end; j++) {
      const c = text.charCodeAt(j);
      if (c === 32) indent++;
      else if (c === 9) indent += 4;
      else break;
    }
    const fence = indent < 4 ? /^(`{3,}|~{3,})/.exec(text.slice(j, Math.min(end, j + 64))) : null;
    if (fence && !(fence[1][0] === "`" && text.slice(j + fence[1].length, end).includes("`"))) {
      line = fenceEnd(text, nextLine(text, end, to), to, fence[1]);
      continue;
    }
    if (indent >= 4) {
      line = nextLine(text, end, to);
      continue;
    }
    line = inline(text, j, to, out);
  }
};
function fenceEnd(text, line, to, marker) {
  while (line < to) {
    const end = lineEnd(text, line, to);
    const body = text.slice(line, end);
    const trimmed = body.replace(/^ {0,3}/, "");
    if (trimmed.startsWith(marker) && /^([`~])\1*\s*$/.test(trimmed) && trimmed[0] === marker[0]) return nextLine(text, end, to);
    line = nextLine(text, end, to);
  }
  return to;
}
function inline(text, i, to, out) {
  let end = lineEnd(text, i, to);
  for (; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === 92) {
      i++;
    } else if (c === 96) {
      let run2 = 1;
      while (text.charCodeAt(i + run2) === 96) run2++;
      const close = codeSpanEnd(text, i + run2, to, run2);
      i = (close > 0 ? close : i + run2) - 1;
    } else if (c === 60 && text.startsWith("<!--", i)) {
      const close = text.indexOf("-->", i + 4);
      if (close < 0 || close + 3 > to) return nextLine(text, end, to);
      out.push(i, close + 3);
      i = close + 2;
    } else {
      continue;
    }
    if (i >= end) end = lineEnd(text, i + 1, to);
  }
  return nextLine(text, end, to);
}
function codeSpanEnd(text, i, to, run2) {
  for (; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 96) {
      let n = 1;
      while (text.charCodeAt(i + n) === 96) n++;
      if (n === run2) return i + n;
      i += n - 1;
    } else if (c === 10 || c === 13) {
      let j = i + 1;
      if (c === 13 && text.charCodeAt(j) === 10) j++;
      while (isBlank(text.charCodeAt(j))) j++;
      if (j >= to || text.charCodeAt(j) === 10 || text.charCodeAt(j) === 13) return -1;
    }
  }
  return -1;
}

// src/languages/lexers/markup.ts
var javascript2 = jsLexer({ jsx: false, typescript: false });
var typescript = jsLexer({ jsx: false, typescript: true });
var LEXER_BY_LANG = {
  js: javascript2,
  javascript: javascript2,
  ts: typescript,
  typescript,
  jsx: jsLexer({ jsx: true, typescript: false }),
  tsx: jsLexer({ jsx: true, typescript: true }),
  css: cssLexer,
  scss: scssLexer,
  sass: scssLexer,
  less: scssLexer,
  postcss: cssLexer
};
var JS_TYPES = /* @__PURE__ */ new Set(["", "module", "text/javascript", "application/javascript", "text/ecmascript", "application/ecmascript", "text/babel", "text/jsx"]);
function markupLexer({ html, braces }) {
  return (text, from, to, out) => {
    let i = from;
    while (i < to) {
      const lt = text.indexOf("<", i);
      const brace = braces ? text.indexOf("{", i) : -1;
      if (brace >= 0 && brace < to && (lt < 0 || brace < lt)) {
        i = braceEnd(text, brace, to);
        continue;
      }
      if (lt < 0 || lt >= to) return;
      i = lt;
      if (text.startsWith("<!--", i)) {
        const close = text.indexOf("-->", i + 4);
        if (close < 0 || close + 3 > to) return;
        out.push(i, close + 3);
        i = close + 3;
      } else if (text.startsWith("<![CDATA[", i)) {
        const close = text.indexOf("]]>", i + 9);
        i = close < 0 || close >= to ? to : close + 3;
      } else if (text.startsWith("<?", i)) {
        const close = text.indexOf("?>", i + 2);
        i = close < 0 || close >= to ? to : close + 2;
      } else if (text.charCodeAt(i + 1) === 33) {
        i = declarationEnd(text, i + 2, to);
      } else if (isNameStart(text.charCodeAt(i + 1)) || text.charCodeAt(i + 1) === 47 && isNameStart(text.charCodeAt(i + 2))) {
        i = tag(text, i, to, out, html, braces);
      } else {
        i++;
      }
    }
  };
}
function isNameStart(c) {
  return c >= 97 && c <= 122 || c >= 65 && c <= 90 || c === 95 || c === 58 || c >= 128;
}
function declarationEnd(text, i, to) {
  for (; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 62 || c === 91) return i + 1;
    if (c === 34 || c === 39) {
      const close = text.indexOf(text[i], i + 1);
      if (close < 0 || close >= to) return to;
      i = close;
    }
  }
  return to;
}
function tag(text, i, to, out, html, braces) {
  const closing = text.charCodeAt(i + 1) === 47;
  let j = i + (closing ? 2 : 1);
  const nameStart = j;
  while (j < to && !/[\s/>]/.test(text[j])) j++;
  const name = text.slice(nameStart, j).toLowerCase();
  const attributes = {};
  let selfClosing = false;
  while (j < to) {
    const c = text.charCodeAt(j);
    if (c === 62) {
      j++;
      break;
    }
    if (c === 47 && text.charCodeAt(j + 1) === 62) {
      selfClosing = true;
      j += 2;
      break;
    }
    if (braces && c === 123) {
      j = braceEnd(text, j, to);
      continue;
    }
    if (c === 34 || c === 39) {
      const close = text.indexOf(text[j], j + 1);
      j = close < 0 || close >= to ? to : close + 1;
      continue;
    }
    const nameEnd = attributeNameEnd(text, j, to);
    if (nameEnd === j) {
      j++;
      continue;
    }
    const attribute = text.slice(j, nameEnd).toLowerCase();
    j = nameEnd;
    let k = j;
    while (k < to && /\s/.test(text[k])) k++;
    if (text.charCodeAt(k) !== 61) {
      attributes[attribute] = "";
      continue;
    }
    k++;
    while (k < to && /\s/.test(text[k])) k++;
    const q = text.charCodeAt(k);
    let valueStart = k, valueEnd;
    if (q === 34 || q === 39) {
      const close = text.indexOf(text[k], k + 1);
      valueStart = k + 1;
      valueEnd = close < 0 || close >= to ? to : close;
      j = Math.min(valueEnd + 1, to);
    } else if (q === 123 && braces) {
      j = valueEnd = braceEnd(text, k, to);
    } else {
      while (k < to && !/[\s>]/.test(text[k])) k++;
      j = valueEnd = k;
    }
    attributes[attribute] = text.slice(valueStart, valueEnd).toLowerCase();
  }
  if (!html || closing || selfClosing) return j;
  if (name === "script" || name === "style" || name === "textarea" || name === "title") {
    const end = closingTag(text, j, to, name);
    const lexer = name === "script" ? scriptLexer(attributes) : name === "style" ? styleLexer(attributes) : void 0;
    if (lexer) lexer(text, j, end, out);
    return end;
  }
  return j;
}
function attributeNameEnd(text, i, to) {
  while (i < to && !/[\s=>/"'{]/.test(text[i])) i++;
  return i;
}
function closingTag(text, i, to, name) {
  const pattern = new RegExp(`</${name}[\\s>/]`, "gi");
  pattern.lastIndex = i;
  const match = pattern.exec(text);
  return match && match.index < to ? match.index : to;
}
function scriptLexer(attributes) {
  const lang = attributes.lang;
  if (lang !== void 0) return LEXER_BY_LANG[lang];
  const type = attributes.type ?? "";
  if (type === "text/typescript" || type === "application/typescript") return typescript;
  return JS_TYPES.has(type) ? javascript2 : void 0;
}
function styleLexer(attributes) {
  const lang = attributes.lang ?? "css";
  return LEXER_BY_LANG[lang];
}
function braceEnd(text, i, to) {
  let depth = 0;
  for (; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 123) depth++;
    else if (c === 125 && --depth === 0) return i + 1;
    else if (c === 34 || c === 39 || c === 96) {
      for (i++; i < to && text.charCodeAt(i) !== c; i++) if (text.charCodeAt(i) === 92) i++;
    }
  }
  return to;
}
var htmlLexer = markupLexer({ html: true, braces: false });
var xmlLexer = markupLexer({ html: false, braces: false });
var vueLexer = markupLexer({ html: true, braces: false });
var svelteLexer = markupLexer({ html: true, braces: true });

// src/languages/lexers/ml.ts
function commentEnd(text, i, to) {
  let depth = 0;
  for (; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 40 && text.charCodeAt(i + 1) === 42) {
      depth++;
      i++;
    } else if (c === 42 && text.charCodeAt(i + 1) === 41) {
      i++;
      if (--depth === 0) return i + 1;
    } else if (c === 34) {
      i = stringEnd4(text, i, to) - 1;
    }
  }
  return -1;
}
function stringEnd4(text, i, to) {
  for (i++; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 34) return i + 1;
    if (c === 92) i++;
  }
  return to;
}
function quoteEnd(text, i, to) {
  if (isWordChar(text.charCodeAt(i - 1))) return i + 1;
  const next = text.charCodeAt(i + 1);
  let close = -1;
  if (next === 92) close = text.indexOf("'", i + 3);
  else if (text.charCodeAt(i + 2) === 39) close = i + 2;
  return close > 0 && close < lineEnd(text, i, to) ? close + 1 : i + 1;
}
var ocamlLexer = (text, from, to, out) => {
  if (text.indexOf("(*", from) < 0) return;
  for (let i = from; i < to; ) {
    const c = text.charCodeAt(i);
    if (c === 40 && text.charCodeAt(i + 1) === 42 && text.charCodeAt(i + 2) !== 41) {
      const end = commentEnd(text, i, to);
      if (end < 0) return;
      out.push(i, end);
      i = end;
    } else if (c === 34) {
      i = stringEnd4(text, i, to);
    } else if (c === 39) {
      i = quoteEnd(text, i, to);
    } else if (c === 123) {
      const match = /^\{([a-z_]*)\|/.exec(text.slice(i, i + 64));
      if (match) {
        const close = text.indexOf(`|${match[1]}}`, i + match[0].length);
        i = close < 0 || close >= to ? to : close + match[1].length + 2;
      } else {
        i++;
      }
    } else {
      i++;
    }
  }
};
var fsharpLexer = (text, from, to, out) => {
  if (text.indexOf("//", from) < 0 && text.indexOf("(*", from) < 0) return;
  for (let i = from; i < to; ) {
    const c = text.charCodeAt(i);
    if (c === 47 && text.charCodeAt(i + 1) === 47) {
      const end = lineEnd(text, i, to);
      out.push(i, end);
      i = end;
    } else if (c === 40 && text.charCodeAt(i + 1) === 42 && text.charCodeAt(i + 2) !== 41) {
      const end = commentEnd(text, i, to);
      if (end < 0) return;
      out.push(i, end);
      i = end;
    } else if (c === 34) {
      if (text.startsWith('"""', i)) {
        const close = text.indexOf('"""', i + 3);
        i = close < 0 || close >= to ? to : close + 3;
      } else if (text.charCodeAt(i - 1) === 64) {
        i = verbatimEnd(text, i, to);
      } else {
        i = stringEnd4(text, i, to);
      }
    } else if (c === 39) {
      i = quoteEnd(text, i, to);
    } else {
      i++;
    }
  }
};
function verbatimEnd(text, i, to) {
  for (i++; i < to; i++) {
    if (text.charCodeAt(i) === 34) {
      if (text.charCodeAt(i + 1) === 34) i++;
      else return i + 1;
    }
  }
  return to;
}

// src/languages/lexers/perl.ts
var QUOTE_LIKE = /* @__PURE__ */ new Set(["q", "qq", "qw", "qr", "m", "s", "tr", "y"]);
var TWO_PARTS = /* @__PURE__ */ new Set(["s", "tr", "y"]);
var CLOSING2 = { "(": ")", "[": "]", "{": "}", "<": ">" };
var REGEX_AFTER = /* @__PURE__ */ new Set(["split", "if", "unless", "and", "or", "not", "return", "grep", "map", "while", "until", "when", "x", "lt", "gt", "le", "ge", "eq", "ne", "cmp"]);
var perlLexer = (text, from, to, out) => {
  const heredocs = [];
  let valueStarts = true;
  let i = from;
  let lineStart = true;
  while (i < to) {
    const c = text.charCodeAt(i);
    if (lineStart) {
      lineStart = false;
      if (c === 61 && /[A-Za-z]/.test(text[i + 1] ?? "")) {
        let end = i;
        while (end < to && !/^=cut\b/.test(text.slice(end, lineEnd(text, end, to)))) end = nextLine(text, end, to);
        end = lineEnd(text, end, to);
        out.push(i, end);
        i = end;
        continue;
      }
      if (/^__(?:END|DATA)__\s*$/.test(text.slice(i, lineEnd(text, i, to)))) return;
    }
    if (c === 10 || c === 13) {
      i = nextLine(text, i, to);
      lineStart = true;
      for (const { marker, indented } of heredocs) {
        while (i < to) {
          const end = lineEnd(text, i, to);
          const line = text.slice(i, end);
          i = nextLine(text, end, to);
          if ((indented ? line.trim() : line) === marker) break;
        }
      }
      heredocs.length = 0;
      continue;
    }
    if (isBlank(c)) {
      i++;
      continue;
    }
    if (c === 35) {
      const end = lineEnd(text, i, to);
      out.push(i, end);
      i = end;
      continue;
    }
    if (c === 36 && text.charCodeAt(i + 1) === 35) {
      i += 2;
      valueStarts = false;
      continue;
    }
    if (c === 39 || c === 34 || c === 96) {
      i = delimitedEnd(text, i + 1, to, text[i], text[i]);
      valueStarts = false;
      continue;
    }
    if (c === 47 && valueStarts) {
      i = delimitedEnd(text, i + 1, to, "/", "/");
      while (i < to && isWordChar(text.charCodeAt(i))) i++;
      valueStarts = false;
      continue;
    }
    if (c === 60 && text.charCodeAt(i + 1) === 60) {
      const match = /^<<(~?)(?:(["'])([^"'\r\n]*)\2|([A-Za-z_]\w*))/.exec(text.slice(i, i + 256));
      if (match) {
        heredocs.push({ marker: match[3] ?? match[4], indented: match[1] === "~" });
        i += match[0].length;
        valueStarts = false;
        continue;
      }
    }
    if (isWordChar(c)) {
      const start = i;
      while (i < to && isWordChar(text.charCodeAt(i))) i++;
      const word = text.slice(start, i);
      const before = text.charCodeAt(start - 1);
      const sigil = before === 36 || before === 64 || before === 37 || before === 38 || before === 42 || before === 62 && text.charCodeAt(start - 2) === 45;
      if (!sigil && QUOTE_LIKE.has(word)) {
        const end = quoteLikeEnd(text, i, to, TWO_PARTS.has(word));
        if (end > 0) {
          i = end;
          valueStarts = false;
          continue;
        }
      }
      valueStarts = !sigil && REGEX_AFTER.has(word);
      continue;
    }
    valueStarts = !(c === 41 || c === 93 || c === 125);
    i++;
  }
};
function quoteLikeEnd(text, i, to, twoParts) {
  let j = i;
  while (isBlank(text.charCodeAt(j))) j++;
  const open = text[j];
  if (open === void 0 || /[\w\s=,;)]/.test(open) || open === "#" && j > i) return -1;
  if (open === ">" || open === "-" && text[j + 1] === ">") return -1;
  const close = CLOSING2[open] ?? open;
  let end = delimitedEnd(text, j + 1, to, open, close);
  if (twoParts) {
    if (close !== open) {
      while (end < to && /\s/.test(text[end])) end++;
      const second = text[end];
      if (second === void 0) return to;
      end = delimitedEnd(text, end + 1, to, second, CLOSING2[second] ?? second);
    } else {
      end = delimitedEnd(text, end, to, open, close);
    }
  }
  while (end < to && isWordChar(text.charCodeAt(end))) end++;
  return end;
}
function delimitedEnd(text, i, to, open, close) {
  const openCode = open.charCodeAt(0), closeCode = close.charCodeAt(0);
  let depth = 0;
  for (; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 92) i++;
    else if (c === closeCode && depth === 0) return i + 1;
    else if (c === closeCode) depth--;
    else if (c === openCode && openCode !== closeCode) depth++;
  }
  return to;
}

// src/languages/lexers/php.ts
var phpLexer = (text, from, to, out) => {
  let i = from;
  while (i < to) {
    const open = text.indexOf("<?", i);
    if (open < 0 || open >= to) return;
    i = code3(text, open + (text.startsWith("<?php", open) ? 5 : text.startsWith("<?=", open) ? 3 : 2), to, out, false);
  }
};
function code3(text, i, to, out, nested) {
  let depth = 0;
  while (i < to) {
    const c = text.charCodeAt(i);
    if (c === 47 && text.charCodeAt(i + 1) === 47 || c === 35 && text.charCodeAt(i + 1) !== 91) {
      const end = lineCommentEnd2(text, i, to);
      out.push(i, end);
      i = end;
    } else if (c === 47 && text.charCodeAt(i + 1) === 42) {
      const close = text.indexOf("*/", i + 2);
      if (close < 0 || close + 2 > to) return to;
      out.push(i, close + 2);
      i = close + 2;
    } else if (c === 63 && text.charCodeAt(i + 1) === 62 && !nested) {
      return i + 2;
    } else if (c === 39) {
      i = quotedEnd2(text, i + 1, to, 39, false);
    } else if (c === 34 || c === 96) {
      i = quotedEnd2(text, i + 1, to, c, true);
    } else if (c === 60 && text.startsWith("<<<", i)) {
      i = heredocEnd(text, i + 3, to);
    } else if (nested && c === 123) {
      depth++;
      i++;
    } else if (nested && c === 125) {
      if (depth-- === 0) return i + 1;
      i++;
    } else {
      i++;
    }
  }
  return to;
}
function lineCommentEnd2(text, i, to) {
  const end = lineEnd(text, i, to);
  const close = text.indexOf("?>", i);
  return close >= 0 && close < end ? close : end;
}
function quotedEnd2(text, i, to, quote, interpolates) {
  for (; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === quote) return i + 1;
    if (c === 92) i++;
    else if (interpolates && c === 123 && text.charCodeAt(i + 1) === 36) i = code3(text, i + 1, to, [], true) - 1;
    else if (interpolates && c === 36 && text.charCodeAt(i + 1) === 123) i = code3(text, i + 2, to, [], true) - 1;
  }
  return to;
}
function heredocEnd(text, i, to) {
  while (isBlank(text.charCodeAt(i))) i++;
  const quote = text.charCodeAt(i);
  if (quote === 39 || quote === 34) i++;
  const start = i;
  while (i < to && isWordChar(text.charCodeAt(i))) i++;
  const marker = text.slice(start, i);
  if (marker === "") return i;
  for (let line = nextLine(text, i, to); line < to; line = nextLine(text, line, to)) {
    let j = line;
    while (isBlank(text.charCodeAt(j))) j++;
    if (text.startsWith(marker, j) && !isWordChar(text.charCodeAt(j + marker.length))) return j + marker.length;
  }
  return to;
}

// src/languages/lexers/powershell.ts
var powershellLexer = (text, from, to, out) => {
  if (text.indexOf("#", from) < 0) return;
  code4(text, from, to, out, false);
};
function code4(text, i, to, out, nested) {
  let depth = 0;
  while (i < to) {
    const c = text.charCodeAt(i);
    if (c === 60 && text.charCodeAt(i + 1) === 35) {
      const close = text.indexOf("#>", i + 2);
      if (close < 0 || close + 2 > to) return to;
      out.push(i, close + 2);
      i = close + 2;
    } else if (c === 35 && !inWord(text.charCodeAt(i - 1))) {
      const end = lineEnd(text, i, to);
      out.push(i, end);
      i = end;
    } else if (c === 64 && (text.charCodeAt(i + 1) === 34 || text.charCodeAt(i + 1) === 39) && endsLine(text, i + 2, to)) {
      i = hereStringEnd(text, i, to);
    } else if (c === 39 || c === 8216 || c === 8217) {
      i = singleQuotedEnd(text, i + 1, to);
    } else if (c === 34 || c === 8220 || c === 8221) {
      i = doubleQuotedEnd(text, i + 1, to, out);
    } else if (c === 96) {
      i += 2;
    } else if (c === 36 && text.charCodeAt(i + 1) === 123) {
      const close = text.indexOf("}", i);
      i = close < 0 || close >= to ? to : close + 1;
    } else if (c === 36 && text.charCodeAt(i + 1) === 40) {
      i = code4(text, i + 2, to, out, true);
    } else if (nested && (c === 40 || c === 123)) {
      depth++;
      i++;
    } else if (nested && (c === 41 || c === 125)) {
      if (depth-- === 0) return i + 1;
      i++;
    } else {
      i++;
    }
  }
  return to;
}
function inWord(c) {
  return isWordChar(c) || c === 45 || c === 46 || c === 36 || c === 58 || c === 92 || c === 47 || c === 35;
}
function endsLine(text, i, to) {
  const end = lineEnd(text, i, to);
  return end < to && text.slice(i, end).trim() === "";
}
function hereStringEnd(text, i, to) {
  const close = text[i + 1] + "@";
  for (let line = nextLine(text, i, to); line < to; line = nextLine(text, line, to)) {
    if (text.startsWith(close, line)) return line + 2;
  }
  return to;
}
function singleQuotedEnd(text, i, to) {
  for (; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 39 || c === 8216 || c === 8217) {
      const next = text.charCodeAt(i + 1);
      if (next === 39 || next === 8216 || next === 8217) i++;
      else return i + 1;
    }
  }
  return to;
}
function doubleQuotedEnd(text, i, to, out) {
  for (; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 34 || c === 8220 || c === 8221) {
      const next = text.charCodeAt(i + 1);
      if (next === 34 || next === 8220 || next === 8221) i++;
      else return i + 1;
    } else if (c === 96) {
      i++;
    } else if (c === 36 && text.charCodeAt(i + 1) === 40) {
      i = code4(text, i + 2, to, out, true) - 1;
    }
  }
  return to;
}

// src/languages/lexers/python.ts
var pythonLexer = (text, from, to, out) => {
  if (text.indexOf("#", from) < 0) return;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 35) {
      const end = lineEnd(text, i, to);
      out.push(i, end);
      i = end;
    } else if (c === 34 || c === 39) {
      i = stringEnd5(text, i, to, isFormatted(text, i, from)) - 1;
    }
  }
};
function isFormatted(text, quote, from) {
  let formatted = false;
  let i = quote - 1;
  for (; i >= from && quote - i <= 2; i--) {
    const c = text.charCodeAt(i) | 32;
    if (c === 102 || c === 116) formatted = true;
    else if (c !== 114 && c !== 98 && c !== 117) break;
  }
  return formatted && !(i >= from && isWordChar(text.charCodeAt(i)));
}
function stringEnd5(text, i, to, formatted) {
  const quote = text.charCodeAt(i);
  const triple = text.charCodeAt(i + 1) === quote && text.charCodeAt(i + 2) === quote;
  if (!triple && text.charCodeAt(i + 1) === quote) return i + 2;
  for (i += triple ? 3 : 1; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === quote) {
      if (!triple) return i + 1;
      if (text.charCodeAt(i + 1) === quote && text.charCodeAt(i + 2) === quote) return i + 3;
    } else if (c === 92) {
      i++;
      if (text.charCodeAt(i) === 13 && text.charCodeAt(i + 1) === 10) i++;
    } else if (c === 10 || c === 13) {
      if (!triple) return i;
    } else if (c === 123 && formatted) {
      if (text.charCodeAt(i + 1) === 123) i++;
      else i = fieldEnd(text, i + 1, to, triple) - 1;
    }
  }
  return to;
}
function fieldEnd(text, i, to, multiline) {
  let depth = 0;
  for (; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 34 || c === 39) {
      i = stringEnd5(text, i, to, isFormatted(text, i, 0)) - 1;
    } else if (c === 40 || c === 91 || c === 123) {
      depth++;
    } else if (c === 41 || c === 93 || c === 125) {
      if (depth === 0) return c === 125 ? i + 1 : i;
      depth--;
    } else if (depth === 0 && (c === 58 || c === 33 && text.charCodeAt(i + 1) !== 61)) {
      return specEnd(text, i + 1, to, multiline);
    } else if ((c === 10 || c === 13) && !multiline) {
      return i;
    }
  }
  return to;
}
function specEnd(text, i, to, multiline) {
  for (; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 125) return i + 1;
    if (c === 123) i = fieldEnd(text, i + 1, to, multiline) - 1;
    else if ((c === 10 || c === 13) && !multiline) return i;
  }
  return to;
}

// src/languages/lexers/ruby.ts
var VALUE_STARTS = /* @__PURE__ */ new Set([
  "if",
  "unless",
  "while",
  "until",
  "and",
  "or",
  "not",
  "return",
  "when",
  "case",
  "in",
  "then",
  "else",
  "elsif",
  "do",
  "begin",
  "yield",
  "puts",
  "print",
  "p",
  "raise",
  "break",
  "next",
  "rescue",
  "ensure",
  "defined?"
]);
function closesOnLine(text, i, to) {
  for (; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 92) i++;
    else if (c === 47) return true;
    else if (c === 10 || c === 13) return false;
  }
  return false;
}
var rubyLexer = (text, from, to, out) => {
  if (text.indexOf("#", from) < 0 && text.indexOf("=begin", from) < 0) return;
  new RubyScanner(text, to, out).code(from, 0);
};
var RubyScanner = class _RubyScanner {
  constructor(text, to, out) {
    this.text = text;
    this.to = to;
    this.out = out;
  }
  text;
  to;
  out;
  heredocs = [];
  /** Code from `i`; inside `#{...}` (`close` = `}`), returns the index past the closing brace. */
  code(i, close) {
    const { text, to } = this;
    let valueEnd = false;
    let afterName = false;
    let defName = false;
    let depth = 0;
    while (i < to) {
      const c = text.charCodeAt(i);
      const blankBefore = i > 0 && isBlank(text.charCodeAt(i - 1));
      const argument = afterName && blankBefore && !isBlank(text.charCodeAt(i + 1));
      const valueStarts = !valueEnd || argument;
      if (c === 10 || c === 13) {
        i = nextLine(text, i, to);
        if (this.heredocs.length > 0) i = this.heredocBodies(i);
        if (close === 0) {
          if (text.startsWith("=begin", i) && !isWordChar(text.charCodeAt(i + 6))) i = this.blockComment(i);
          else if (text.startsWith("__END__", i) && lineEnd(text, i, to) === i + 7) return to;
        }
        valueEnd = afterName = false;
        continue;
      }
      if (c === 32 || c === 9) {
        i++;
        continue;
      }
      if (i === 0 && text.startsWith("=begin", i) && !isWordChar(text.charCodeAt(i + 6))) {
        i = this.blockComment(i);
        continue;
      }
      afterName = false;
      if (c === 35) {
        const end = lineEnd(text, i, to);
        this.out.push(i, end);
        i = end;
        continue;
      }
      if (defName && !isWordChar(c) && c !== 36 && c !== 64) {
        while (i < to && /[-+*/%<>=!~^&|[\]]/.test(text[i])) i++;
        defName = false;
        valueEnd = true;
        continue;
      }
      valueEnd = true;
      if (isWordChar(c) || c === 64) {
        const start = i;
        i++;
        while (i < to && (isWordChar(text.charCodeAt(i)) || text.charCodeAt(i) === 64)) i++;
        const q = text.charCodeAt(i);
        if ((q === 63 || q === 33) && text.charCodeAt(i + 1) !== 61) i++;
        const word = text.slice(start, i);
        if (text.charCodeAt(i) === 58 && text.charCodeAt(i + 1) !== 58 && text.charCodeAt(start) !== 64) {
          i++;
          valueEnd = false;
        } else if (VALUE_STARTS.has(word)) {
          valueEnd = false;
        } else if (word === "def") {
          defName = true;
        } else {
          afterName = text.charCodeAt(start) !== 64 && !(c >= 48 && c <= 57);
        }
        continue;
      }
      switch (c) {
        case 34:
        case 96:
          i = this.quotedEnd(i + 1, c, c, true);
          continue;
        case 39:
          i = this.quotedEnd(i + 1, 39, 39, false);
          continue;
        case 36:
          i += text.charCodeAt(i + 1) === 123 || isWordChar(text.charCodeAt(i + 1)) ? 1 : 2;
          continue;
        case 58:
          if (text.charCodeAt(i + 1) === 58) {
            i += 2;
          } else if (text.charCodeAt(i + 1) === 34 || text.charCodeAt(i + 1) === 39) {
            i++;
          } else {
            i++;
            if (/[-+*/%<>=!~^&|[]/.test(text[i] ?? "") && !isBlank(text.charCodeAt(i - 2))) {
              while (i < to && /[-+*/%<>=!~^&|[\]]/.test(text[i])) i++;
            } else {
              valueEnd = false;
            }
          }
          continue;
        case 47:
          if (valueStarts && (!valueEnd || closesOnLine(text, i + 1, to))) i = this.quotedEnd(i + 1, 47, 47, true);
          else {
            i++;
            valueEnd = false;
          }
          continue;
        case 37: {
          const end = valueStarts ? this.percentLiteral(i) : -1;
          if (end > 0) i = end;
          else {
            i++;
            valueEnd = false;
          }
          continue;
        }
        case 63: {
          const next = text.charCodeAt(i + 1);
          if (valueStarts && next === next && !isBlank(next) && next !== 10 && next !== 13) {
            const width = next === 92 ? 2 : 1;
            if (!isWordChar(text.charCodeAt(i + 1 + width)) || next === 92) {
              i += 1 + width;
              continue;
            }
          }
          i++;
          valueEnd = false;
          continue;
        }
        case 60:
          if (text.charCodeAt(i + 1) === 60 && valueStarts) {
            const end = this.heredocStart(i + 2);
            if (end > 0) {
              i = end;
              continue;
            }
          }
          break;
        case 123:
        // { [ (
        case 40:
        case 91:
          depth++;
          i++;
          valueEnd = false;
          continue;
        case 125:
          if (close === 125 && depth === 0) return i + 1;
          depth--;
          i++;
          continue;
        case 41:
        case 93:
          depth--;
          i++;
          continue;
        case 46:
          i++;
          if (text.charCodeAt(i) !== 46) defName = true;
          valueEnd = false;
          defName = defName && /[-+*/%<>=!~^&|[]/.test(text[i] ?? "") && text.charCodeAt(i) !== 46;
          continue;
        case 92:
          i += 2;
          continue;
      }
      i++;
      valueEnd = false;
    }
    return to;
  }
  /** `=begin` at `i` (a line start): the comment runs to the end of the `=end` line. */
  blockComment(i) {
    const { text, to } = this;
    let line = nextLine(text, i, to);
    while (line < to && !(text.startsWith("=end", line) && !isWordChar(text.charCodeAt(line + 4)))) line = nextLine(text, line, to);
    if (line >= to) return i + 1;
    const end = lineEnd(text, line, to);
    this.out.push(i, end);
    return end;
  }
  /** After an opening delimiter: past the closing one, nesting `open`/`close` pairs, skipping `#{...}`. */
  quotedEnd(i, open, close, interpolates) {
    const { text, to } = this;
    let depth = 0;
    for (; i < to; i++) {
      const c = text.charCodeAt(i);
      if (c === 92) {
        i++;
      } else if (c === close && depth === 0) {
        i++;
        if (close === 47) while (i < to && isWordChar(text.charCodeAt(i))) i++;
        return i;
      } else if (c === close) {
        depth--;
      } else if (c === open && open !== close) {
        depth++;
      } else if (c === 35 && interpolates && text.charCodeAt(i + 1) === 123) {
        i = new _RubyScanner(text, to, []).code(i + 2, 125) - 1;
      }
    }
    return to;
  }
  /** `%` literal at `i` (`%q(...)`, `%w[...]`, `%r{...}`, `%(...)`): its end, or -1 for a modulo. */
  percentLiteral(i) {
    const { text } = this;
    let j = i + 1;
    const kind = text.charCodeAt(j);
    if (kind === 113 || kind === 81 || kind === 119 || kind === 87 || kind === 105 || kind === 73 || kind === 114 || kind === 120 || kind === 115) j++;
    const open = text.charCodeAt(j);
    if (!(open === open) || isWordChar(open) || isBlank(open) || open === 10 || open === 13 || j === i + 1 && open === 61) return -1;
    const close = open === 40 ? 41 : open === 91 ? 93 : open === 123 ? 125 : open === 60 ? 62 : open;
    const interpolates = kind !== 113 && kind !== 119 && kind !== 105 && kind !== 115;
    return this.quotedEnd(j + 1, open, close, interpolates);
  }
  /** After `<<`: a heredoc marker queues its body (read after this line) and returns its end; else -1. */
  heredocStart(i) {
    const { text, to } = this;
    const match = /^([~-]?)(?:(['"`])([^'"`\r\n]+)\2|([A-Za-z_]\w*))/.exec(text.slice(i, Math.min(to, i + 200)));
    if (!match) return -1;
    if (match[1] === "" && match[4] && !/^[A-Z_]/.test(match[4])) return -1;
    this.heredocs.push({ marker: match[3] ?? match[4], indented: match[1] !== "" });
    return i + match[0].length;
  }
  /** Skips the queued heredoc bodies starting at `i`; returns where code resumes. */
  heredocBodies(i) {
    const { text, to } = this;
    for (const { marker, indented } of this.heredocs) {
      while (i < to) {
        const end = lineEnd(text, i, to);
        let start = i;
        if (indented) while (isBlank(text.charCodeAt(start))) start++;
        i = nextLine(text, end, to);
        if (end - start === marker.length && text.startsWith(marker, start)) break;
      }
    }
    this.heredocs.length = 0;
    return i;
  }
};

// src/languages/lexers/shell.ts
var shellLexer = (text, from, to, out) => {
  if (text.indexOf("#", from) < 0) return;
  code5(text, from, to, out, false);
};
function startsWord(c) {
  return c === 32 || c === 9 || c === 10 || c === 13 || c === 59 || c === 38 || c === 124 || c === 40 || c === 41 || c === 60 || c === 62 || c !== c;
}
function startsComment(c) {
  return c !== 40 && startsWord(c);
}
function code5(text, i, to, out, nested) {
  const heredocs = [];
  let depth = 0;
  while (i < to) {
    const c = text.charCodeAt(i);
    if (c === 35 && startsComment(text.charCodeAt(i - 1))) {
      const end = lineEnd(text, i, to);
      out.push(i, end);
      i = end;
    } else if (c === 10 || c === 13) {
      i = heredocs.length > 0 ? heredocBodies(text, nextLine(text, i, to), to, heredocs) : i + 1;
    } else if (c === 39) {
      const close = text.indexOf("'", i + 1);
      i = close < 0 || close >= to ? to : close + 1;
    } else if (c === 34) {
      i = doubleQuotedEnd2(text, i + 1, to, out);
    } else if (c === 96) {
      i = backquotedEnd(text, i + 1, to);
    } else if (c === 92) {
      i += 2;
    } else if (c === 36) {
      i = dollarEnd(text, i, to, out);
    } else if (c === 40 && text.charCodeAt(i + 1) === 40) {
      i = balancedEnd(text, i, to, 40, 41);
    } else if (c === 60 && text.charCodeAt(i + 1) === 60) {
      i = text.charCodeAt(i + 2) === 60 ? i + 3 : heredocStart(text, i + 2, to, heredocs);
    } else if (nested && c === 40) {
      depth++;
      i++;
    } else if (nested && c === 41) {
      if (depth-- === 0) return i + 1;
      i++;
    } else {
      i++;
    }
  }
  return to;
}
function heredocStart(text, i, to, heredocs) {
  const tabs = text.charCodeAt(i) === 45;
  if (tabs) i++;
  while (isBlank(text.charCodeAt(i))) i++;
  let marker = "";
  while (i < to) {
    const c = text.charCodeAt(i);
    if (c === 39 || c === 34) {
      const close = text.indexOf(text[i], i + 1);
      if (close < 0 || close >= to) return to;
      marker += text.slice(i + 1, close);
      i = close + 1;
    } else if (c === 92) {
      marker += text[i + 1] ?? "";
      i += 2;
    } else if (startsWord(c) || c === 96) {
      break;
    } else {
      marker += text[i];
      i++;
    }
  }
  if (marker !== "") heredocs.push({ marker, tabs });
  return i;
}
function heredocBodies(text, i, to, heredocs) {
  for (const { marker, tabs } of heredocs) {
    while (i < to) {
      const end = lineEnd(text, i, to);
      let start = i;
      if (tabs) while (text.charCodeAt(start) === 9) start++;
      i = nextLine(text, end, to);
      if (end - start === marker.length && text.startsWith(marker, start)) break;
    }
  }
  heredocs.length = 0;
  return i;
}
function doubleQuotedEnd2(text, i, to, out) {
  while (i < to) {
    const c = text.charCodeAt(i);
    if (c === 34) return i + 1;
    if (c === 92) i += 2;
    else if (c === 36) i = dollarEnd(text, i, to, out);
    else if (c === 96) i = backquotedEnd(text, i + 1, to);
    else i++;
  }
  return to;
}
function backquotedEnd(text, i, to) {
  for (; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 96) return i + 1;
    if (c === 92) i++;
  }
  return to;
}
function dollarEnd(text, i, to, out) {
  const next = text.charCodeAt(i + 1);
  if (next === 40) {
    if (text.charCodeAt(i + 2) === 40) return balancedEnd(text, i + 1, to, 40, 41);
    return code5(text, i + 2, to, out, true);
  }
  if (next === 123) return balancedEnd(text, i + 1, to, 123, 125);
  if (next === 39) {
    for (let j = i + 2; j < to; j++) {
      const c = text.charCodeAt(j);
      if (c === 39) return j + 1;
      if (c === 92) j++;
    }
    return to;
  }
  return i + (next === 35 ? 2 : 1);
}
function balancedEnd(text, i, to, open, close) {
  let depth = 0;
  for (; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === open) depth++;
    else if (c === close && --depth === 0) return i + 1;
    else if (c === 92) i++;
    else if (c === 39 && open === 123) {
      const end = text.indexOf("'", i + 1);
      i = end < 0 || end >= to ? to : end;
    } else if (c === 34) {
      i = doubleQuotedEnd2(text, i + 1, to, []) - 1;
    }
  }
  return to;
}

// src/languages/lexers/small.ts
var rLexer = lineCommentLexer(35, (text, i, to) => {
  const c = text.charCodeAt(i);
  if (c === 96) return skipQuoted(text, i, to, true, true);
  if (c !== 34 && c !== 39) return -1;
  const prefix = text.charCodeAt(i - 1) | 32;
  const raw = prefix === 114 && !isWordChar(text.charCodeAt(i - 2)) ? rawEnd(text, i, to) : -1;
  return raw > 0 ? raw : skipQuoted(text, i, to, true, true);
});
function rawEnd(text, i, to) {
  const match = /^(["'])(-*)([([{])/.exec(text.slice(i, i + 64));
  if (!match) return -1;
  const close = { "(": ")", "[": "]", "{": "}" }[match[3]] + match[2] + match[1];
  const end = text.indexOf(close, i + match[0].length);
  return end < 0 || end >= to ? to : end + close.length;
}
var erlangLexer = lineCommentLexer(37, (text, i, to) => {
  const c = text.charCodeAt(i);
  if (c === 34 || c === 39) return skipQuoted(text, i, to, true, true);
  if (c === 36) return i + (text.charCodeAt(i + 1) === 92 ? 3 : 2);
  return -1;
});
var clojureLexer = lineCommentLexer(59, (text, i, to) => {
  const c = text.charCodeAt(i);
  if (c === 34) return skipQuoted(text, i, to, true, true);
  return c === 92 ? i + 2 : -1;
});
function nestedHashEnd(text, i, to, open, close) {
  let depth = 0;
  for (; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 35 && text.charCodeAt(i + 1) === open) {
      depth++;
      i++;
    } else if (c === close && text.charCodeAt(i + 1) === 35) {
      i++;
      if (--depth === 0) return i + 1;
    }
  }
  return -1;
}
function tripleEnd2(text, i, to) {
  const close = text.indexOf('"""', i + 3);
  if (close < 0 || close >= to) return to;
  let end = close + 3;
  while (text.charCodeAt(end) === 34) end++;
  return end;
}
var nimLexer = (text, from, to, out) => {
  if (text.indexOf("#", from) < 0) return;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 35) {
      const block = text.charCodeAt(i + 1) === 91 || text.charCodeAt(i + 1) === 35 && text.charCodeAt(i + 2) === 91 ? nestedHashEnd(text, text.charCodeAt(i + 1) === 35 ? i + 1 : i, to, 91, 93) : -1;
      const end = block > 0 ? block : lineEnd(text, i, to);
      out.push(i, end);
      i = end - 1;
    } else if (c === 34) {
      if (text.startsWith('"""', i)) i = tripleEnd2(text, i, to) - 1;
      else if (isWordChar(text.charCodeAt(i - 1))) i = rawQuotedEnd(text, i, to) - 1;
      else i = skipQuoted(text, i, to, true, false) - 1;
    } else if (c === 39) {
      const close = text.charCodeAt(i + 1) === 92 ? text.indexOf("'", i + 3) : text.charCodeAt(i + 2) === 39 ? i + 2 : -1;
      if (close > 0 && close < lineEnd(text, i, to)) i = close;
    }
  }
};
function rawQuotedEnd(text, i, to) {
  for (i++; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 34) {
      if (text.charCodeAt(i + 1) === 34) i++;
      else return i + 1;
    } else if (c === 10 || c === 13) {
      return i;
    }
  }
  return to;
}
var juliaLexer = (text, from, to, out) => {
  if (text.indexOf("#", from) < 0) return;
  julia(text, from, to, out, false);
};
function julia(text, i, to, out, nested) {
  let depth = 0;
  for (; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 35) {
      const block = text.charCodeAt(i + 1) === 61 ? nestedHashEnd(text, i, to, 61, 61) : -1;
      const end = block > 0 ? block : lineEnd(text, i, to);
      out.push(i, end);
      i = end - 1;
    } else if (c === 34 || c === 96) {
      i = juliaStringEnd(text, i, to) - 1;
    } else if (c === 39) {
      const before = text.charCodeAt(i - 1);
      if (isWordChar(before) || before === 41 || before === 93 || before === 125 || before === 39 || before === 46) continue;
      const close = text.charCodeAt(i + 1) === 92 ? text.indexOf("'", i + 3) : text.indexOf("'", i + 1);
      if (close > 0 && close < lineEnd(text, i, to)) i = close;
    } else if (nested && c === 40) {
      depth++;
    } else if (nested && c === 41 && depth-- === 0) {
      return i + 1;
    }
  }
  return to;
}
function juliaStringEnd(text, i, to) {
  const quote = text.charCodeAt(i);
  const triple = text.charCodeAt(i + 1) === quote && text.charCodeAt(i + 2) === quote;
  if (!triple && text.charCodeAt(i + 1) === quote) return i + 2;
  for (i += triple ? 3 : 1; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === quote && (!triple || text.charCodeAt(i + 1) === quote && text.charCodeAt(i + 2) === quote)) {
      return i + (triple ? 3 : 1);
    }
    if (c === 92) i++;
    else if (c === 36 && text.charCodeAt(i + 1) === 40) i = julia(text, i + 2, to, [], true) - 1;
  }
  return to;
}

// src/languages/lexers/index.ts
var LEXERS = {
  javascript: jsLexer({ jsx: true, typescript: false }),
  jsx: jsLexer({ jsx: true, typescript: false }),
  typescript: jsLexer({ jsx: false, typescript: true }),
  tsx: jsLexer({ jsx: true, typescript: true }),
  c: cLexer,
  protobuf: cLexer,
  jsonc: cLexer,
  json5: cLexer,
  csharp: csharpLexer,
  java: javaLexer,
  go: goLexer,
  rust: rustLexer,
  kotlin: kotlinLexer,
  swift: swiftLexer,
  scala: scalaLexer,
  dart: dartLexer,
  groovy: groovyLexer,
  zig: zigLexer,
  hcl: hclLexer,
  css: cssLexer,
  scss: scssLexer,
  php: phpLexer,
  python: pythonLexer,
  ruby: rubyLexer,
  shell: shellLexer,
  powershell: powershellLexer,
  lua: luaLexer,
  sql: sqlLexer,
  haskell: haskellLexer,
  html: htmlLexer,
  xml: xmlLexer,
  vue: vueLexer,
  svelte: svelteLexer,
  markdown: markdownLexer,
  yaml: yamlLexer,
  toml: tomlLexer,
  graphql: graphqlLexer,
  dockerfile: dockerfileLexer,
  makefile: makefileLexer,
  cmake: cmakeLexer,
  ini: iniLexer,
  gitignore: gitignoreLexer,
  hashline: hashLineLexer,
  batch: batchLexer,
  elixir: elixirLexer,
  r: rLexer,
  perl: perlLexer,
  erlang: erlangLexer,
  clojure: clojureLexer,
  fsharp: fsharpLexer,
  ocaml: ocamlLexer,
  nim: nimLexer,
  julia: juliaLexer
};

// src/languages/strip.ts
function stripRanges(text, ranges, keepSplices = false) {
  if (ranges.length === 0) return text;
  const length = text.length;
  const hasCr = text.includes("\r");
  let out = "";
  let kept = 0;
  for (let k = 0; k < ranges.length; ) {
    const start = ranges[k];
    let end = ranges[k + 1];
    let breaks = lineBreaks(text, start, end, hasCr, keepSplices);
    k += 2;
    while (k < ranges.length && blanksUntil(text, end, ranges[k])) {
      breaks += lineBreaks(text, ranges[k], ranges[k + 1], hasCr, keepSplices);
      end = ranges[k + 1];
      k += 2;
    }
    if (keepSplices && breaks.includes("\\") && !inDirective(text, start)) breaks = breaks.replaceAll("\\", "");
    let before = start;
    while (before > kept && isBlank2(text.charCodeAt(before - 1))) before--;
    let after = end;
    while (after < length && isBlank2(text.charCodeAt(after))) after++;
    const endsLine2 = after === length || isBreak(text.charCodeAt(after));
    const startsLine = before === 0 || isBreak(text.charCodeAt(before - 1));
    out += text.slice(kept, before);
    if (endsLine2) {
      out += breaks;
    } else if (startsLine) {
      out += breaks + text.slice(before, start);
    } else if (breaks !== "") {
      out += breaks.charCodeAt(0) === 92 ? ` ${breaks}` : breaks;
    } else if (before < start) {
      out += text.slice(before, start);
    } else if (after === end) {
      out += " ";
    } else {
      after = end;
    }
    kept = after;
  }
  return out + text.slice(kept);
}
function isBlank2(c) {
  return c === 32 || c === 9 || c === 12 || c === 11;
}
function isBreak(c) {
  return c === 10 || c === 13;
}
function inDirective(text, i) {
  let line = text.lastIndexOf("\n", i - 1) + 1;
  for (; ; ) {
    let end = line - 1;
    if (end <= 0) break;
    if (text.charCodeAt(end - 1) === 13) end--;
    if (text.charCodeAt(end - 1) !== 92) break;
    line = text.lastIndexOf("\n", end - 1) + 1;
  }
  while (isBlank2(text.charCodeAt(line))) line++;
  return text.charCodeAt(line) === 35;
}
function blanksUntil(text, from, to) {
  for (let i = from; i < to; i++) if (!isBlank2(text.charCodeAt(i))) return false;
  return true;
}
function lineBreaks(text, from, to, hasCr, splices) {
  if (!hasCr && !splices) {
    let count3 = 0;
    for (let i = text.indexOf("\n", from); i >= 0 && i < to; i = text.indexOf("\n", i + 1)) count3++;
    return count3 === 0 ? "" : "\n".repeat(count3);
  }
  let breaks = "";
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c !== 10 && c !== 13) continue;
    if (splices && i > from && text.charCodeAt(i - 1) === 92) breaks += "\\";
    breaks += c === 10 ? "\n" : "\r";
  }
  return breaks;
}

// src/languages/comments.ts
function removeComments(text, language) {
  return stripRanges(text, commentRanges(text, language), commentSyntax(language) === "c");
}
function commentRanges(text, language) {
  const out = [];
  const syntax = commentSyntax(language);
  const lexer = syntax === "none" ? void 0 : LEXERS[syntax];
  if (lexer) lexer(text, shebangEnd(text), text.length, out);
  return out;
}
function shebangEnd(text) {
  if (text.charCodeAt(0) !== 35 || text.charCodeAt(1) !== 33 || text.charCodeAt(2) === 91) return 0;
  const n = text.indexOf("\n");
  return n < 0 ? text.length : n;
}

// src/stages/stripComments.ts
function stripComments() {
  return eachStage((record) => {
    if (record.text === void 0) return record;
    return { ...record, text: removeComments(record.text, record.language) };
  });
}

// src/stages/tokenize.ts
function tokenize({ counter }) {
  return eachStage((record) => {
    if (record.text === void 0 || record.tokens !== void 0) return record;
    return { ...record, tokens: counter.count(record.text) };
  });
}

// src/stages/counting.ts
function countingStages(settings, counter, store) {
  const { countMode, methodLevel, keepText, maxBytes, includeComments } = settings;
  const text = needsText(settings);
  const hashed = needsCounting(settings);
  return [
    read({ maxBytes, decode: text, hash: hashed }),
    ...hashed ? [reuse({ store, keepText })] : [],
    ...text && !includeComments ? [stripComments()] : [],
    ...countMode !== "none" ? [tokenize({ counter })] : [],
    ...methodLevel ? [splitMethods({ counter })] : [],
    ...hashed || text ? [keep({ store, keepText })] : []
  ];
}

// src/pool/local.ts
var LocalCounter = class {
  /** `ranks` hands over a rank table built elsewhere (shared by the main thread), if any. */
  constructor(settings, store, ranks = () => void 0) {
    this.settings = settings;
    this.store = store;
    this.ranks = ranks;
  }
  settings;
  store;
  ranks;
  counter;
  queue = Promise.resolve();
  /** Counts with this rank table rather than loading one. */
  useRanks(ranks) {
    this.ranks = () => ranks;
  }
  run(items) {
    const done = this.queue.then(() => this.count(items));
    this.queue = done.catch(() => {
    });
    return done;
  }
  /** Resolves once every batch given so far is counted. */
  idle() {
    return this.queue;
  }
  async count(items) {
    this.counter ??= createCounter(this.settings.countMode, this.settings.encoding, this.ranks());
    const out = [];
    for await (const batch of chain([Readable.from([items]), ...countingStages(this.settings, this.counter, this.store)])) {
      out.push(...batch);
    }
    return out;
  }
};

// src/pool/workers.ts
import { existsSync } from "fs";
import { availableParallelism } from "os";
import { fileURLToPath as fileURLToPath2 } from "url";
import { Worker } from "worker_threads";
var YOUNG_GENERATION_MB = 16;
var WorkerPool = class _WorkerPool {
  threads = [];
  nextId = 0;
  failure;
  constructor(settings, entries2, size2, script, ranks) {
    for (let i = 0; i < size2; i++) {
      const worker = new Worker(script, { workerData: { settings, entries: entries2 }, resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB } });
      const thread = { worker, waiting: /* @__PURE__ */ new Map() };
      thread.worker.on("message", ({ id, records, error }) => {
        const job = thread.waiting.get(id);
        thread.waiting.delete(id);
        if (error !== void 0) job.reject(new Error(`counting thread failed: ${error}`));
        else job.resolve(records);
      });
      thread.worker.on("error", (err) => this.fail(thread, err));
      thread.worker.on("exit", (code7) => this.fail(thread, new Error(`counting thread exited with code ${code7}`)));
      this.threads.push(thread);
    }
    if (ranks) {
      const shared = ranks.share();
      for (const { worker } of this.threads) worker.postMessage({ ranks: shared });
    }
  }
  /**
   * Worker threads to count beside the main thread, one per further core, whose stores start
   * with `entries`; undefined when there is no core to spare (or no worker script: run from
   * TypeScript sources).
   */
  static create(settings, entries2, ranks) {
    const size2 = countingThreads() - 1;
    const script = fileURLToPath2(new URL("./worker.js", import.meta.url));
    if (size2 < 1 || import.meta.url.endsWith(".ts") || !existsSync(script)) return void 0;
    return new _WorkerPool(settings, entries2, size2, script, ranks);
  }
  get size() {
    return this.threads.length;
  }
  /** Reads and counts `items` on thread `index`. */
  run(index, items) {
    if (this.failure) return Promise.reject(this.failure);
    const thread = this.threads[index];
    const id = this.nextId++;
    return new Promise((resolve6, reject) => {
      thread.waiting.set(id, { resolve: resolve6, reject });
      thread.worker.postMessage({ id, items });
    });
  }
  async close() {
    const threads = this.threads.splice(0);
    for (const { worker } of threads) worker.removeAllListeners("exit");
    await Promise.all(threads.map(({ worker }) => worker.terminate()));
  }
  fail(thread, err) {
    this.failure ??= err;
    for (const job of thread.waiting.values()) job.reject(err);
    thread.waiting.clear();
  }
};
function countingThreads() {
  const setting = process.env.ANALYZER_THREADS;
  if (setting !== void 0 && /^\d+$/.test(setting)) return Number(setting);
  return availableParallelism();
}

// src/stages/count.ts
var POOL_MIN_BYTES = 4 * 1024 * 1024;
var BATCH_BYTES = 512 * 1024;
var BATCH_FILES = 128;
var MAX_PENDING_BYTES = 32 * 1024 * 1024;
function count({ settings, store, stats }) {
  const local = new LocalCounter(settings, store);
  let pool;
  let deciding = needsText(settings);
  let undecided = { items: [], sizes: [], bytes: 0 };
  const lanes = { batches: [{ items: [], bytes: 0 }], load: [0], bySize: /* @__PURE__ */ new Map() };
  let pendingBytes = 0;
  const running = /* @__PURE__ */ new Set();
  let resume;
  const stage = new Transform2({
    objectMode: true,
    transform(batch, _encoding, done) {
      const passing = [];
      for (const item of batch) {
        if (item.skipped || "tokens" in item) {
          passing.push(tally2(item));
          continue;
        }
        const size2 = deciding || pool ? sizeOf(item) : 0;
        if (!deciding) {
          add(item, size2);
          continue;
        }
        undecided.items.push(item);
        undecided.sizes.push(size2);
        undecided.bytes += size2;
        if (undecided.bytes < POOL_MIN_BYTES) continue;
        deciding = false;
        startPool();
        undecided.items.forEach((held, i) => add(held, undecided.sizes[i]));
        undecided = { items: [], sizes: [], bytes: 0 };
      }
      if (passing.length > 0) stage.push(passing);
      if (pendingBytes < MAX_PENDING_BYTES) return done();
      resume = done;
    },
    flush(done) {
      if (deciding) {
        lanes.batches = [undecided];
        deciding = false;
      }
      lanes.batches.forEach((_, index) => send(index));
      Promise.all(running).then(() => pool?.close()).then(() => done(), done);
    },
    destroy(err, done) {
      Promise.resolve(pool?.close()).finally(() => done(err));
    }
  });
  function sizeOf(item) {
    if (isBinaryPath(item.path)) return 0;
    const size2 = lstatSync2(item.absolutePath, { throwIfNoEntry: false })?.size ?? 0;
    return size2 > settings.maxBytes ? 0 : size2;
  }
  function startPool() {
    const ranks = settings.countMode === "exact" ? RankTable.load(settings.encoding) : void 0;
    if (ranks) local.useRanks(ranks);
    pool = WorkerPool.create(settings, store.entries(), ranks);
    if (!pool) return;
    stats.threads = pool.size + 1;
    for (let i = 0; i < pool.size; i++) {
      lanes.batches.push({ items: [], bytes: 0 });
      lanes.load.push(0);
    }
  }
  function add(item, size2) {
    let index = lanes.bySize.get(size2);
    if (index === void 0) {
      index = lanes.load.indexOf(Math.min(...lanes.load));
      lanes.bySize.set(size2, index);
    }
    lanes.load[index] += size2;
    const batch = lanes.batches[index];
    batch.items.push(item);
    batch.bytes += size2;
    if (batch.bytes >= BATCH_BYTES || batch.items.length >= BATCH_FILES) send(index);
  }
  function send(index) {
    const { items, bytes } = lanes.batches[index];
    if (items.length === 0) return;
    lanes.batches[index] = { items: [], bytes: 0 };
    pendingBytes += bytes;
    const job = (index > 0 ? pool.run(index - 1, items) : local.run(items)).then(
      (records) => deliver(records, bytes, index > 0),
      (err) => void stage.destroy(err)
    );
    running.add(job);
    void job.finally(() => running.delete(job));
  }
  function deliver(records, bytes, fromWorker) {
    for (const record of records) {
      if (record.stat) store.noteFile(record);
      if (fromWorker && record.hash !== void 0 && record.tokens !== void 0 && !record.reused) store.set(store.key(record.hash, record.language), record);
      tally2(record);
    }
    if (records.length > 0) stage.push(records);
    pendingBytes -= bytes;
    if (resume && pendingBytes < MAX_PENDING_BYTES) {
      const done = resume;
      resume = void 0;
      done();
    }
  }
  function tally2(record) {
    if (record.reused === "cache") stats.cached++;
    else if (record.reused === "duplicate") stats.duplicates++;
    else if (!record.skipped) stats.counted++;
    if (record.reused) delete record.reused;
    return record;
  }
  return stage;
}

// src/stages/filter.ts
function filter({ keepFile }) {
  return eachStage((item) => item.skipped || keepFile(item.path) ? item : void 0);
}

// src/stages/gitFilter.ts
function gitFilter({ selected }) {
  return eachStage((item) => item.skipped || !selected || selected.has(item.path) ? item : void 0);
}

// src/stages/recall.ts
function recall({ store, maxBytes }) {
  return eachStage((item) => item.skipped ? item : store.recallFile(item, maxBytes) ?? item);
}

// src/stages/remember.ts
import { Transform as Transform3 } from "stream";
function remember({ store }) {
  return new Transform3({
    objectMode: true,
    transform: (record, _encoding, done) => done(null, record),
    flush: (done) => void store.save().then(() => done(), done)
  });
}

// src/stages/walk.ts
import { readdirSync as readdirSync2 } from "fs";
import { join as join4 } from "path";
import { Readable as Readable2 } from "stream";
var QUIET_ERRORS = /* @__PURE__ */ new Set(["ENOENT", "ENOTDIR", "ELOOP"]);
function walk({ root, keepDirectory }) {
  const folders = [""];
  return new Readable2({
    objectMode: true,
    read() {
      while (folders.length > 0) {
        const folder = folders.pop();
        const absolute = folder === "" ? root : join4(root, folder);
        let entries2;
        try {
          entries2 = readdirSync2(absolute, { withFileTypes: true });
        } catch (err) {
          const code7 = err.code ?? "";
          if (!QUIET_ERRORS.has(code7) && !this.push([{ path: folder, absolutePath: absolute, skipped: "unreadable" }])) return;
          continue;
        }
        const files = [];
        const subfolders = [];
        for (const entry of entries2) {
          const path = folder === "" ? entry.name : `${folder}/${entry.name}`;
          if (entry.isFile()) files.push({ path, absolutePath: join4(absolute, entry.name) });
          else if (entry.isDirectory() && keepDirectory(path)) subfolders.push(path);
        }
        for (let i = subfolders.length - 1; i >= 0; i--) folders.push(subfolders[i]);
        if (files.length > 0 && !this.push(files)) return;
      }
      this.push(null);
    }
  });
}

// src/analysis.ts
async function analysisStream(options, hooks = {}) {
  const opts = resolveOptions(options);
  await checkRoot(opts, options.path ?? ".");
  const alwaysIgnored = [...hooks.alwaysIgnored ?? [], ...opts.cache ? [opts.cache.directory] : []];
  const rules = new IgnoreRules({ ...opts, alwaysIgnored });
  const selected = await changedFiles(opts);
  const settings = countSettings(opts, hooks.keepText ?? false);
  const warn2 = hooks.warn ?? (() => {
  });
  const store = opts.cache && needsCounting(settings) ? await AnalysisCache.open(opts.cache, settings, opts.root, warn2) : new ResultStore();
  const stats = hooks.stats ?? { counted: 0, duplicates: 0, cached: 0, threads: 0 };
  return chain([
    walk({ root: opts.root, keepDirectory: (dir) => rules.keepDirectory(dir) }),
    filter({ keepFile: (path) => rules.keepFile(path) }),
    ...selected ? [gitFilter({ selected })] : [],
    ...store.recalls && !settings.keepText ? [recall({ store, maxBytes: opts.maxFileSize })] : [],
    count({ settings, store, stats }),
    ...store.recalls ? [remember({ store })] : []
  ]);
}
function reportName(options) {
  return basename(resolveOptions(options).root) || "/";
}
function countSettings(opts, keepText) {
  const { countMode, encoding, includeComments, methodLevel, maxFileSize } = opts;
  return { countMode, encoding, includeComments, methodLevel, keepText, maxBytes: maxFileSize };
}
async function checkRoot({ root }, given) {
  try {
    if (!(await stat(root)).isDirectory()) throw new FileSystemError(`not a directory: ${given}`);
    await (await opendir(root)).close();
  } catch (err) {
    if (err instanceof FileSystemError) throw err;
    const code7 = err.code;
    const what = code7 === "ENOENT" ? "no such directory" : code7 === "EACCES" || code7 === "EPERM" ? "permission denied" : "cannot read directory";
    throw new FileSystemError(`${what}: ${given}`, describeSystemError(err));
  }
}

// src/sinks/chunks.ts
var CHUNK_CHARS = 64 * 1024;
function* inChunks(pieces, size2 = CHUNK_CHARS) {
  let buffer2 = "";
  for (const piece of pieces) {
    buffer2 += piece;
    if (buffer2.length >= size2) {
      yield buffer2;
      buffer2 = "";
    }
  }
  if (buffer2 !== "") yield buffer2;
}
function sinkOf(text) {
  return flowStage(async function* (reports) {
    for await (const report of reports) yield* inChunks(text(report));
  });
}

// src/sinks/escape.ts
var CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
var NOT_ESCAPED_BY_JSON = /[\u007f-\u009f\u2028\u2029]/g;
function displayPath(path) {
  if (!CONTROL.test(path) && !path.startsWith('"')) return path;
  return JSON.stringify(path).replace(NOT_ESCAPED_BY_JSON, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

// src/sinks/gitingest.ts
function gitingest() {
  return sinkOf(gitingestText);
}
var SEPARATOR = "=".repeat(48);
function* gitingestText({ result, name, texts }) {
  const root = buildTree(result.files.map((file) => file.path));
  const shownName = displayPath(name);
  yield `Directory: ${shownName}
Files analyzed: ${result.totalFiles}

Estimated tokens: ${approxTokens(result.totalTokens)}

`;
  yield `Directory structure:
\u2514\u2500\u2500 ${shownName}/
`;
  const order = [];
  yield* treeLines(root, "    ", "", order);
  yield "\n";
  for (const [i, path] of order.entries()) {
    const text = texts?.get(path) ?? "";
    yield `${i > 0 ? "\n" : ""}${SEPARATOR}
FILE: ${displayPath(path)}
${SEPARATOR}
${text === "" ? "[Empty file]" : quoteSeparators(text)}

`;
  }
}
var BREAK = "\\n\\r\\v\\f\\x1c-\\x1e\\x85\\u2028\\u2029";
var SEPARATOR_LINE = new RegExp(`(^|[${BREAK}])(\\\\*={48})(?=[${BREAK}]|$)`, "g");
function quoteSeparators(text) {
  return text.replace(SEPARATOR_LINE, "$1\\$2");
}
function buildTree(paths) {
  const root = { files: [], folders: /* @__PURE__ */ new Map() };
  for (const path of paths) {
    const parts = path.split("/");
    let folder = root;
    for (const part of parts.slice(0, -1)) {
      let next = folder.folders.get(part);
      if (!next) folder.folders.set(part, next = { files: [], folders: /* @__PURE__ */ new Map() });
      folder = next;
    }
    folder.files.push(parts[parts.length - 1]);
  }
  return root;
}
function entries(folder) {
  const list2 = [];
  for (const name of folder.files) {
    const key = name.toLowerCase();
    list2.push({ name, key, group: key === "readme" || key.startsWith("readme.") ? 0 : key.startsWith(".") ? 2 : 1 });
  }
  for (const [name, sub] of folder.folders) {
    const key = name.toLowerCase();
    list2.push({ name, key, group: key.startsWith(".") ? 4 : 3, folder: sub });
  }
  const cmp = (a, b) => a < b ? -1 : a > b ? 1 : 0;
  return list2.sort((a, b) => a.group - b.group || cmp(a.key, b.key) || cmp(a.name, b.name));
}
function* treeLines(folder, prefix, base, order) {
  const list2 = entries(folder);
  for (const [i, { name, folder: sub }] of list2.entries()) {
    const last = i === list2.length - 1;
    yield `${prefix}${last ? "\u2514\u2500\u2500 " : "\u251C\u2500\u2500 "}${displayPath(name)}${sub ? "/" : ""}
`;
    if (sub) yield* treeLines(sub, prefix + (last ? "    " : "\u2502   "), `${base}${name}/`, order);
    else order.push(`${base}${name}`);
  }
}
function approxTokens(n) {
  if (n >= 1e6) return `${oneDecimal(n / 1e6)}M`;
  if (n >= 1e3) return `${oneDecimal(n / 1e3)}k`;
  return String(n);
}
function oneDecimal(x) {
  const quarters = x * 4;
  if (!Number.isInteger(quarters) || quarters % 2 === 0) return x.toFixed(1);
  const below = Math.floor(x * 10);
  const tenths = below % 2 === 0 ? below : below + 1;
  return `${Math.floor(tenths / 10)}.${tenths % 10}`;
}

// src/sinks/normalise.ts
function normalise(result) {
  const files = result.files.map(
    ({ path, tokens, lines, language, methods }) => methods ? { path, tokens, lines, language, methods: methods.map(({ name, tokens: tokens2, lines: lines2, file }) => ({ name, tokens: tokens2, lines: lines2, file })) } : { path, tokens, lines, language }
  );
  const { totalTokens, totalFiles, totalLines } = result;
  const out = { totalTokens, totalFiles, totalLines, files };
  if (result.skipped && result.skipped.length > 0) out.skipped = result.skipped.map(({ path, reason }) => ({ path, reason }));
  return out;
}

// src/sinks/json.ts
function json() {
  return sinkOf(jsonText);
}
function* jsonText({ result }) {
  const entries2 = Object.entries(normalise(result));
  yield "{\n";
  for (const [i, [key, value]] of entries2.entries()) {
    const comma = i < entries2.length - 1 ? "," : "";
    if (!Array.isArray(value) || value.length === 0) {
      yield `  ${JSON.stringify(key)}: ${JSON.stringify(value)}${comma}
`;
      continue;
    }
    yield `  ${JSON.stringify(key)}: [
`;
    for (const [j, item] of value.entries()) {
      yield `    ${JSON.stringify(item, null, 2).replaceAll("\n", "\n    ")}${j < value.length - 1 ? "," : ""}
`;
    }
    yield `  ]${comma}
`;
  }
  yield "}\n";
}

// src/sinks/markdownText.ts
function count2(n) {
  return String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}
function share(part, total) {
  if (!(total > 0)) return "0.0%";
  const tenths = Math.floor((part * 2e3 + total) / (2 * total));
  return `${Math.floor(tenths / 10)}.${tenths % 10}%`;
}
function code6(text, inTable = true) {
  let shown = displayPath(text);
  if (inTable) shown = shown.replaceAll("|", "\\|");
  const longest = Math.max(0, ...(shown.match(/`+/g) ?? []).map((run2) => run2.length));
  const fence = "`".repeat(longest + 1);
  const pad = shown.startsWith("`") || shown.endsWith("`") || shown.startsWith(" ") && shown.endsWith(" ") && shown.trim() !== "";
  return pad ? `${fence} ${shown} ${fence}` : `${fence}${shown}${fence}`;
}
function plain(text) {
  return displayPath(text).replace(/[\\`*_[\]<>#|~&$]/g, "\\$&");
}
function* table(header, align, rows2) {
  yield `| ${header.join(" | ")} |
| ${[...align].map((a) => a === "r" ? "---:" : "---").join(" | ")} |
`;
  for (const row of rows2) yield `| ${row.join(" | ")} |
`;
}

// src/sinks/markdown.ts
function markdown() {
  return sinkOf(markdownText);
}
var TOP = 10;
function* markdownText({ result, name }) {
  const { totalTokens: total, totalFiles, totalLines, files, skipped = [] } = normalise(result);
  const methodLevel = files.some((file) => file.methods);
  const methods = files.flatMap((file) => file.methods ?? []);
  yield `# Code Token Analysis: ${plain(name)}

## Summary

`;
  const summary2 = [["Files", totalFiles], ["Lines", totalLines], ["Tokens", total]];
  if (methodLevel) summary2.push(["Methods", methods.length]);
  if (skipped.length > 0) summary2.push(["Skipped", skipped.length]);
  yield* table(["Metric", "Value"], "lr", summary2.map(([label, n]) => [label, count2(n)]));
  if (files.length === 0) yield "\n_No files analysed._\n";
  else {
    yield* filesSections(files, total, methodLevel);
    if (methodLevel) yield* methodSections(files, methods);
  }
  if (skipped.length > 0) {
    yield "\n## Skipped Files\n\n";
    yield* table(["File", "Reason"], "ll", skipped.map(({ path, reason }) => [code6(path), plain(reason)]));
  }
}
function* filesSections(files, total, methodLevel) {
  const top = [...files].sort((a, b) => b.tokens - a.tokens || byText(a.path, b.path)).slice(0, TOP);
  yield `
## Top ${top.length} Files by Token Count

`;
  yield* table(["#", "File", "Tokens", "Lines", "Share"], "rlrrr", top.map((f, i) => [count2(i + 1), code6(f.path), count2(f.tokens), count2(f.lines), share(f.tokens, total)]));
  yield "\n## Languages\n\n";
  yield* table(["Language", "Files", "Lines", "Tokens", "Share"], "lrrrr", ranked(tally(files, (f) => f.language)).map(([language, t]) => [plain(language), ...totals(t, total)]));
  yield "\n## Directories\n\n";
  yield* table(["Directory", "Files", "Lines", "Tokens", "Share"], "lrrrr", directoryRows(files, total).map(([dir, t]) => [dir === "" ? "(root)" : code6(dir), ...totals(t, total)]));
  yield "\n## Files\n\n";
  const header = ["File", "Language", "Tokens", "Lines", ...methodLevel ? ["Methods"] : []];
  yield* table(header, methodLevel ? "llrrr" : "llrr", rows(files, (f) => {
    const row = [code6(f.path), plain(f.language), count2(f.tokens), count2(f.lines)];
    return methodLevel ? [...row, count2(f.methods?.length ?? 0)] : row;
  }));
}
function* methodSections(files, methods) {
  if (methods.length === 0) {
    yield "\n## Methods\n\n_No methods found._\n";
    return;
  }
  const top = methods.map((m, i) => ({ m, i })).sort((a, b) => b.m.tokens - a.m.tokens || byText(a.m.file, b.m.file) || a.i - b.i).slice(0, TOP);
  yield `
## Top ${top.length} Methods by Token Count

`;
  yield* table(["Method", "File", "Tokens", "Lines"], "llrr", top.map(({ m }) => [code6(m.name), code6(m.file), count2(m.tokens), count2(m.lines)]));
  yield "\n## Methods\n";
  for (const file of files) {
    if (!file.methods?.length) continue;
    yield `
### ${code6(file.path, false)}

`;
    yield* table(["Method", "Tokens", "Lines"], "lrr", file.methods.map((m) => [code6(m.name), count2(m.tokens), count2(m.lines)]));
  }
}
function totals({ files, lines, tokens }, total) {
  return [count2(files), count2(lines), count2(tokens), share(tokens, total)];
}
function tally(files, keyOf) {
  const groups = /* @__PURE__ */ new Map();
  for (const file of files) {
    const key = keyOf(file);
    if (key === void 0) continue;
    let t = groups.get(key);
    if (!t) groups.set(key, t = { files: 0, lines: 0, tokens: 0 });
    t.files++;
    t.lines += file.lines;
    t.tokens += file.tokens;
  }
  return groups;
}
function ranked(groups) {
  return [...groups].sort(([a, x], [b, y]) => y.tokens - x.tokens || byText(a, b));
}
function directoryRows(files, total) {
  const out = [];
  for (const [dir, t] of ranked(tally(files, (f) => folderAt(f.path, 1) ?? ""))) {
    out.push([dir, t]);
    if (dir === "" || !(2 * t.tokens > total)) continue;
    out.push(...ranked(tally(files, (f) => f.path.startsWith(dir) ? folderAt(f.path, 2) : void 0)));
  }
  return out;
}
function folderAt(path, depth) {
  const parts = path.split("/");
  return parts.length > depth ? `${parts.slice(0, depth).join("/")}/` : void 0;
}
function* rows(items, row) {
  for (const item of items) yield row(item);
}
function byText(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}

// src/sinks/toon.ts
import { createRequire as createRequire4 } from "module";
function toon() {
  return sinkOf(toonText);
}
function* toonText({ result }) {
  const { encodeLines } = createRequire4(import.meta.url)("@toon-format/toon");
  for (const line of encodeLines(normalise(result))) yield `${line}
`;
}

// src/sinks/index.ts
var SINKS = {
  json: { create: json, text: jsonText, showsText: false },
  toon: { create: toon, text: toonText, showsText: false },
  gitingest: { create: gitingest, text: gitingestText, showsText: true },
  markdown: { create: markdown, text: markdownText, showsText: false }
};

// node_modules/mri/lib/index.mjs
function toArr(any) {
  return any == null ? [] : Array.isArray(any) ? any : [any];
}
function toVal(out, key, val, opts) {
  var x, old = out[key], nxt = !!~opts.string.indexOf(key) ? val == null || val === true ? "" : String(val) : typeof val === "boolean" ? val : !!~opts.boolean.indexOf(key) ? val === "false" ? false : val === "true" || (out._.push((x = +val, x * 0 === 0) ? x : val), !!val) : (x = +val, x * 0 === 0) ? x : val;
  out[key] = old == null ? nxt : Array.isArray(old) ? old.concat(nxt) : [old, nxt];
}
function lib_default(args, opts) {
  args = args || [];
  opts = opts || {};
  var k, arr, arg, name, val, out = { _: [] };
  var i = 0, j = 0, idx = 0, len = args.length;
  const alibi = opts.alias !== void 0;
  const strict = opts.unknown !== void 0;
  const defaults = opts.default !== void 0;
  opts.alias = opts.alias || {};
  opts.string = toArr(opts.string);
  opts.boolean = toArr(opts.boolean);
  if (alibi) {
    for (k in opts.alias) {
      arr = opts.alias[k] = toArr(opts.alias[k]);
      for (i = 0; i < arr.length; i++) {
        (opts.alias[arr[i]] = arr.concat(k)).splice(i, 1);
      }
    }
  }
  for (i = opts.boolean.length; i-- > 0; ) {
    arr = opts.alias[opts.boolean[i]] || [];
    for (j = arr.length; j-- > 0; ) opts.boolean.push(arr[j]);
  }
  for (i = opts.string.length; i-- > 0; ) {
    arr = opts.alias[opts.string[i]] || [];
    for (j = arr.length; j-- > 0; ) opts.string.push(arr[j]);
  }
  if (defaults) {
    for (k in opts.default) {
      name = typeof opts.default[k];
      arr = opts.alias[k] = opts.alias[k] || [];
      if (opts[name] !== void 0) {
        opts[name].push(k);
        for (i = 0; i < arr.length; i++) {
          opts[name].push(arr[i]);
        }
      }
    }
  }
  const keys = strict ? Object.keys(opts.alias) : [];
  for (i = 0; i < len; i++) {
    arg = args[i];
    if (arg === "--") {
      out._ = out._.concat(args.slice(++i));
      break;
    }
    for (j = 0; j < arg.length; j++) {
      if (arg.charCodeAt(j) !== 45) break;
    }
    if (j === 0) {
      out._.push(arg);
    } else if (arg.substring(j, j + 3) === "no-") {
      name = arg.substring(j + 3);
      if (strict && !~keys.indexOf(name)) {
        return opts.unknown(arg);
      }
      out[name] = false;
    } else {
      for (idx = j + 1; idx < arg.length; idx++) {
        if (arg.charCodeAt(idx) === 61) break;
      }
      name = arg.substring(j, idx);
      val = arg.substring(++idx) || (i + 1 === len || ("" + args[i + 1]).charCodeAt(0) === 45 || args[++i]);
      arr = j === 2 ? [name] : name;
      for (idx = 0; idx < arr.length; idx++) {
        name = arr[idx];
        if (strict && !~keys.indexOf(name)) return opts.unknown("-".repeat(j) + name);
        toVal(out, name, idx + 1 < arr.length || val, opts);
      }
    }
  }
  if (defaults) {
    for (k in opts.default) {
      if (out[k] === void 0) {
        out[k] = opts.default[k];
      }
    }
  }
  if (alibi) {
    for (k in out) {
      arr = opts.alias[k] || [];
      while (arr.length > 0) {
        out[arr.shift()] = out[k];
      }
    }
  }
  return out;
}

// src/entry/args.ts
var STRINGS = ["path", "output", "include", "exclude", "encoding", "max-file-size", "git-diff", "git-branch", "git-author"];
var BOOLEANS2 = ["cli", "help", "version", "verbose", "token-count", "tiktoken", "gitignore", "default-ignores", "method-level", "include-comments", "cached", "cache", ...FORMATS];
var ALIASES = { c: "cli", h: "help", v: "version", p: "path", o: "output" };
function parseArgs(argv2) {
  let unknown;
  const alias = Object.fromEntries([...STRINGS, ...BOOLEANS2].map((k) => [k, []]));
  for (const [short, long] of Object.entries(ALIASES)) alias[long] = [short];
  const raw = lib_default(argv2, {
    string: STRINGS,
    boolean: BOOLEANS2,
    alias,
    unknown: (flag2) => {
      unknown = flag2;
      return false;
    }
  });
  if (unknown !== void 0) throw new UsageError(`unknown option '${unknown}'; run 'analyzer --help' for usage`);
  const formats = FORMATS.filter((f) => formatFlag(raw, f)).sort((a, b) => firstUse(argv2, a) - firstUse(argv2, b));
  if (formats.length > 1) throw new UsageError(`conflicting output formats: ${formats.map((f) => `--${f}`).join(" and ")}`);
  const analysis = {
    path: single(raw, "path"),
    include: list(raw, "include"),
    exclude: list(raw, "exclude"),
    tokenCount: flag(raw, "token-count"),
    tiktoken: flag(raw, "tiktoken"),
    encoding: single(raw, "encoding"),
    gitignore: flag(raw, "gitignore"),
    defaultIgnores: flag(raw, "default-ignores"),
    maxFileSize: size(single(raw, "max-file-size")),
    methodLevel: flag(raw, "method-level"),
    includeComments: flag(raw, "include-comments"),
    ...gitDiff(raw),
    gitBranch: single(raw, "git-branch"),
    gitAuthor: single(raw, "git-author"),
    cache: flag(raw, "cache")
  };
  for (const key of Object.keys(analysis)) if (analysis[key] === void 0) delete analysis[key];
  return {
    command: raw._.map(String),
    cli: raw.cli === true,
    help: raw.help === true,
    version: raw.version === true,
    verbose: raw.verbose === true,
    output: single(raw, "output"),
    format: formats[0] ?? "json",
    analysis
  };
}
function formatFlag(raw, format) {
  const values = raw[format] === void 0 ? [] : [raw[format]].flat();
  if (values.some((v) => v !== true)) throw new UsageError(`--no-${format} is not an option`);
  return values.length > 0;
}
function firstUse(argv2, format) {
  return argv2.findIndex((arg) => arg === `--${format}` || arg.startsWith(`--${format}=`));
}
function gitDiff(raw) {
  const cached = flag(raw, "cached");
  if (raw["git-diff"] === void 0) {
    if (cached) throw new UsageError("--cached needs --git-diff (--git-diff --cached analyses staged files)");
    return { gitCached: cached };
  }
  if (raw["git-diff"] === "" && cached) return { gitCached: true };
  if (raw["git-diff"] === "") throw new UsageError("--git-diff needs a ref, or --cached for staged files");
  return { gitDiff: single(raw, "git-diff"), gitCached: cached };
}
function single(raw, key) {
  const value = raw[key];
  if (value === void 0) return void 0;
  if (Array.isArray(value)) throw new UsageError(`--${key} was given more than once`);
  if (value === false) throw new UsageError(`--no-${key} is not an option`);
  if (value === "") throw new UsageError(`--${key} needs a value`);
  return String(value);
}
function list(raw, key) {
  const value = raw[key];
  if (value === void 0) return void 0;
  const values = (Array.isArray(value) ? value : [value]).map(String);
  if (values.some((v) => v === "" || v === "false")) throw new UsageError(`--${key} needs a glob pattern`);
  return values;
}
function flag(raw, key) {
  return raw[key] === void 0 ? void 0 : raw[key] === true;
}
var UNITS = { "": 1, b: 1, k: 1024, kb: 1024, kib: 1024, m: 1024 ** 2, mb: 1024 ** 2, mib: 1024 ** 2, g: 1024 ** 3, gb: 1024 ** 3, gib: 1024 ** 3 };
function size(value) {
  if (value === void 0) return void 0;
  const m = /^(\d+(?:\.\d+)?)\s*([a-z]*)$/i.exec(value.trim());
  const unit = m && Object.hasOwn(UNITS, m[2].toLowerCase()) ? UNITS[m[2].toLowerCase()] : void 0;
  if (!m || unit === void 0) throw new UsageError(`invalid size '${value}' for --max-file-size (examples: 500K, 10M, 1G)`);
  return Math.floor(Number(m[1]) * unit);
}

// src/entry/help.ts
var HELP = `analyzer: exact LLM token, file and line counts for a source tree

Usage
  analyzer --cli [options]        analyse a directory and print the result
  analyzer cache clear            empty the analysis cache (.analyzer/cache)

Options
  -c, --cli                 run non-interactively (the wizard needs a terminal)
  -p, --path <dir>          directory to analyse (default: current directory)
  -o, --output <file>       write the result to <file> (atomically) instead of stdout
      --json                JSON output (the default)
      --toon                TOON (Token-Oriented Object Notation): the JSON object in fewer tokens.
                            Measured on 500 files: TOON is 51-62% fewer tokens than pretty JSON
                            and 12-35% fewer than minified JSON
      --gitingest           a gitingest-style digest: summary, tree, and each file's analysed
                            text (comments removed unless --include-comments)
      --markdown            a Markdown report: summary, top files, languages, directories, files
  -h, --help                show this help
  -v, --version             show the version
      --verbose             list skipped files, end with how the files were counted
                            (threads, duplicates, cache); stack traces of internal errors

Analysis
      --include <glob>      analyse only matching files (repeatable); globs match
                            root-relative paths, a glob without '/' matches file names
      --exclude <glob>      leave out matching files and folders (repeatable)
      --no-gitignore        ignore .gitignore files and .git/info/exclude
      --no-default-ignores  also analyse VCS folders, node_modules, .analyzer and lock files
      --max-file-size <n>   skip larger files, reported as skipped (default 10M; K, M, G)
      --encoding <name>     tiktoken encoding (default o200k_base): ${ENCODINGS.join(", ")}
      --no-tiktoken         estimate instead of exact counts: ceil(characters / ${ESTIMATE_CHARS_PER_TOKEN}) per file
      --no-token-count      count files and lines only (tokens are 0)
      --include-comments    count comments too; by default they are removed before
                            counting (strings, docstrings and line breaks always stay)
      --method-level        also count each function and method (JS/TS, Python, Go, Rust,
                            Java, C#, C/C++, Ruby, PHP, shell): files get \`methods\`
      --no-cache            neither read nor write the analysis cache for this run; it
                            lives in .analyzer/cache, keyed by content, good for an hour

Git
      --git-diff <ref>      only files that differ between <ref> and the working tree:
                            committed, staged and unstaged changes, and untracked files
                            that are not ignored
      --git-diff --cached   only files staged in the index, against HEAD (with <ref>:
                            against <ref>, as git diff --cached <ref>)
      --git-branch <branch> only files a pull request from HEAD into <branch> would
                            change: the working tree against their merge base
      --git-author <author> only files that commits reachable from HEAD by <author>
                            touched, under their current names (git log --author: a
                            regular expression on the mailmapped "Name <email>")
  The git options combine with each other and with --include/--exclude: a file must
  pass them all. Deleted files are never analysed; a renamed file counts under its new
  name; files inside submodules belong to the submodule (analyse its folder).

Binary, oversized, unreadable and non-UTF-8 files are skipped and listed under
"skipped"; symlinks are not followed.

Environment
  ANALYZER_THREADS=<n>      threads that count, this one included (default: one per core;
                            0 or 1: this thread alone); trees under 4 MB use one thread

Exit codes
  0 success   1 internal error   2 invalid arguments   3 configuration error
  4 analysis error   5 file system error (missing directory, unwritable output)
`;

// src/entry/output.ts
import { createWriteStream, openSync as openSync2, unlinkSync } from "fs";
import { access, rename, stat as stat2, unlink } from "fs/promises";
import { basename as basename2, dirname as dirname3, join as join5, resolve as resolve4 } from "path";
import { constants as constants2 } from "fs";
import { pipeline as pipeline2 } from "stream/promises";
var pendingTempFiles = /* @__PURE__ */ new Set();
function removePendingTempFiles() {
  for (const file of pendingTempFiles) {
    try {
      unlinkSync(file);
    } catch {
    }
  }
  pendingTempFiles.clear();
}
async function checkWritable(file) {
  const target = resolve4(file);
  const existing = await stat2(target).catch(() => void 0);
  if (existing?.isDirectory()) throw new FileSystemError(`cannot write output '${file}': it is a directory`);
  try {
    await access(dirname3(target), constants2.W_OK | constants2.X_OK);
  } catch (err) {
    throw new FileSystemError(`cannot write output '${file}': ${describeSystemError(err)}`);
  }
}
function tempPathFor(file) {
  const target = resolve4(file);
  return join5(dirname3(target), `.${basename2(target)}.${process.pid}.${Date.now().toString(36)}.tmp`);
}
async function writeFileAtomic(chunks, file, temp = tempPathFor(file)) {
  const target = resolve4(file);
  let fd;
  try {
    fd = openSync2(temp, "wx");
  } catch (err) {
    throw new FileSystemError(`cannot write output '${file}': ${describeSystemError(err)}`);
  }
  pendingTempFiles.add(temp);
  const out = createWriteStream(temp, { fd });
  let writeError;
  out.once("error", (err) => writeError = err);
  try {
    await pipeline2(chunks, out);
    await rename(temp, target).catch((err) => Promise.reject(writeError = err));
  } catch (err) {
    await unlink(temp).catch(() => {
    });
    if (err === writeError) throw new FileSystemError(`cannot write output '${file}': ${describeSystemError(err)}`);
    throw err;
  } finally {
    pendingTempFiles.delete(temp);
  }
}

// src/entry/progress.ts
var REDRAW_MS = 100;
var Progress = class {
  constructor(stream) {
    this.stream = stream;
  }
  stream;
  seen = 0;
  drawnAt = 0;
  files(n) {
    this.seen += n;
    const now = Date.now();
    if (!this.stream.isTTY || now - this.drawnAt < REDRAW_MS) return;
    this.drawnAt = now;
    this.stream.write(`\r\x1B[Kanalyzing: ${count2(this.seen)} files`);
  }
  done() {
    if (this.stream.isTTY && this.drawnAt > 0) this.stream.write("\r\x1B[K");
  }
};

// src/entry/cli.ts
async function main(argv2) {
  const args = parseArgs(argv2);
  if (args.help) return void process.stdout.write(HELP);
  if (args.version) return void process.stdout.write(`${VERSION}
`);
  const [command, ...operands] = args.command;
  if (command === "cache") return cacheCommand(operands);
  if (command !== void 0) throw new UsageError(`unexpected argument '${command}'; use --path to choose the directory`);
  if (!args.cli) {
    throw new UsageError("interactive mode needs a terminal and is not available yet; run 'analyzer --cli' to analyse non-interactively");
  }
  await analyse(args);
}
async function analyse(args) {
  if (args.output) await checkWritable(args.output);
  const output = args.output ? { file: args.output, temp: tempPathFor(args.output) } : void 0;
  const progress = new Progress(process.stderr);
  const { create, showsText } = SINKS[args.format];
  const stats = { counted: 0, duplicates: 0, cached: 0, threads: 0 };
  const records = await analysisStream(args.analysis, {
    // The output and the temp file it is written through may lie inside the analysed tree.
    alwaysIgnored: output ? [output.file, output.temp] : [],
    keepText: showsText,
    warn: (message) => process.stderr.write(`analyzer: warning: ${message}
`),
    stats
  });
  let report;
  const chunks = [
    records,
    mapStage((batch) => (progress.files(batch.length), batch)),
    aggregate({ name: reportName(args.analysis), keepText: showsText }),
    mapStage((r) => (report = r, progress.done(), r)),
    create()
  ];
  if (output) await writeFileAtomic(chain(chunks), output.file, output.temp);
  else await pipeline3(...chunks, process.stdout);
  if (report) warn(report, args.verbose);
  if (report && args.verbose) process.stderr.write(`analyzer: ${summary(report, stats)}
`);
}
async function cacheCommand([action, ...rest]) {
  if (action !== "clear" || rest.length > 0) throw new UsageError(`unknown cache command '${[action, ...rest].join(" ")}'; the cache command is 'analyzer cache clear'`);
  const directory = resolve5(DEFAULT_CACHE_DIRECTORY);
  await clearCache(directory);
  process.stdout.write(`analyzer: cleared the cache in ${relative2(process.cwd(), directory) || "."}
`);
}
function summary({ result }, { counted, duplicates, cached, threads }) {
  const where = threads > 0 ? `on ${threads} thread${threads === 1 ? "" : "s"}` : "in the main thread";
  return `${count2(result.totalFiles)} files: ${count2(counted)} counted ${where}, ${count2(duplicates)} duplicates, ${count2(cached)} from the cache`;
}
function warn({ result: { skipped = [] }, warnings }, verbose) {
  for (const warning of warnings) process.stderr.write(`analyzer: warning: ${warning}
`);
  if (skipped.length === 0) return;
  const reasons = /* @__PURE__ */ new Map();
  for (const { reason } of skipped) reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
  const summary2 = [...reasons].map(([reason, n]) => `${n} ${reason}`).join(", ");
  const noun = skipped.length === 1 ? "file" : "files";
  process.stderr.write(`analyzer: warning: skipped ${skipped.length} ${noun} (${summary2})${verbose ? "" : "; --verbose lists them"}
`);
  if (verbose) for (const { path, reason } of skipped) process.stderr.write(`analyzer: skipped ${path}: ${reason}
`);
}
function fail(err, verbose) {
  if (err?.code === "EPIPE") return void (process.exitCode = 0);
  const message = err instanceof AnalyzerError ? err.message : `internal error: ${err?.message ?? String(err)}`;
  process.stderr.write(`analyzer: ${message}
`);
  if (verbose && err instanceof Error && !(err instanceof AnalyzerError)) process.stderr.write(`${err.stack}
`);
  process.exitCode = toExitCode(err);
}
setFlagsFromString("--max-semi-space-size=2");
var argv = process.argv.slice(2);
process.stdout.on("error", (err) => {
  if (err.code === "EPIPE") process.exit(0);
});
process.once("SIGINT", () => {
  removePendingTempFiles();
  process.exit(130);
});
main(argv).catch((err) => fail(err, argv.includes("--verbose")));
