import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { removeComments } from '../../../src/languages/comments.js';
import { assertStrips } from '../../_helpers/index.js';

const test = suite('lexers/lines');
const strips = (language: string, cases: [string, string][]) => assertStrips(assert.is, language, cases, removeComments);

test('lines :: INI, ignore files, attributes and batch files', () => {
  strips('ini', [['; a\n# b\nk = v ; kept\n  ; c', '\n\nk = v ; kept\n']]);
  strips('gitignore', [['# a\n\\#b\n #c\nd', '\n\\#b\n #c\nd']]);
  strips('gitattributes', [['# a\n  # b\n* text', '\n\n* text']]);
  strips('batch', [['@REM a\n:: b\n@echo rem kept\nremember', '\n\n@echo rem kept\nremember']]);
});

test('lines :: Dockerfile directives, continuations and heredocs', () => {
  strips('dockerfile', [
    ['# syntax=docker/dockerfile:1\n# escape=`\n# a\nFROM x', '# syntax=docker/dockerfile:1\n# escape=`\n\nFROM x'],
    ['FROM x\n# syntax=late, a comment\nRUN a \\\n  # b\n  && c # kept', 'FROM x\n\nRUN a \\\n\\\n  && c # kept'],
    ['RUN <<EOF\n# script\nEOF\n# c', 'RUN <<EOF\n# script\nEOF\n'],
    ['RUN cat <<< "s"\n# c', 'RUN cat <<< "s"\n'],
  ]);
});

test('lines :: a Dockerfile comment line inside a continued instruction leaves the escape character', () => {
  strips('dockerfile', [
    ['RUN a \\\n# note\n  && b\n', 'RUN a \\\n\\\n  && b\n'],
    ['RUN a \\\n  # note\n  # more\n\n  && b\n# after\nFROM x\n', 'RUN a \\\n\\\n\\\n\n  && b\n\nFROM x\n'],
    ['# escape=`\nRUN a `\n# note\n  && b\n', '# escape=`\nRUN a `\n`\n  && b\n'],
    ['RUN a \\  \r\n# note\r\n  && b\r\n', 'RUN a \\  \r\n\\\r\n  && b\r\n'],
    ['RUN <<EOF\necho \\\nEOF\n# c\n', 'RUN <<EOF\necho \\\nEOF\n\n'],
  ]);
});

test('lines :: Makefile comments, escapes, recipes and defines', () => {
  strips('makefile', [
    ['A = 1 # c', 'A = 1'],
    ['A = \\# # c', 'A = \\#'],
    ['A = $(subst #,x,$(B)) # c', 'A = $(subst #,x,$(B))'],
    ['all:\n\techo # kept \\\n\t  # kept\n# c', 'all:\n\techo # kept \\\n\t  # kept\n'],
    ['# a \\\n  b\nc', '\n\nc'],
    ['define X\n# kept\nendef', 'define X\n# kept\nendef'],
  ]);
});

test('lines :: CMake bracket comments and arguments', () => {
  strips('cmake', [
    ['set(A "#") # c', 'set(A "#")'],
    ['#[[ a\n]] set(B 1)', '\nset(B 1)'],
    ['set(C [==[ # ]] ]==]) #[=[ c ]=]', 'set(C [==[ # ]] ]==])'],
    ['set(D \\#x) # c', 'set(D \\#x)'],
  ]);
});

test.run();
