// gcc's own comment removal, for the scripts that check ours on C and C++ files.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What gcc prints for `text` once it has removed the comments itself (`-fpreprocessed` runs
 * translation phases 1-3 and leaves directives as text, `-dD` keeps `#define`s), for tokenText;
 * undefined when gcc cannot read it. `scratch` is a folder for the temp file.
 */
export function gccOutput(text, scratch, language = 'c++') {
  const file = join(scratch, language === 'c' ? 'gcc-code.c' : 'gcc-code.cc');
  writeFileSync(file, text);
  try {
    return execFileSync('gcc', ['-x', language, '-E', '-P', '-fpreprocessed', '-dD', '-w', file],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 1 << 28 });
  } catch {
    return undefined;
  }
}

/**
 * C text reduced to what the compiler sees: spliced lines joined (gcc's output keeps the splices
 * of a directive), every run of blanks one space, and line breaks dropped except around directive
 * lines, since a directive ends at its line's end where other code does not (`-P` itself joins
 * and splits lines of code as it likes). Blank lines go first, as `-P` drops them: a directive's
 * last splice then joins the next line that is not blank, in gcc's output and here alike (gcc
 * also prints a comment inside a directive as blank lines without their splices, so its output
 * only reads back right without them). `loose` also drops the blanks that do not stand between
 * two word characters, as gcc does in the parameter lists of the `#define`s it prints.
 */
export function tokenText(text, { loose = false } = {}) {
  const out = [];
  for (const line of text.replace(/^[ \t\f\v]*\r?\n/gm, '').replace(/\\\r?\n/g, ' ').split(/\r?\n/)) {
    let code = line.replace(/\s+/g, ' ').trim();
    if (loose) code = code.replace(/(?<=\W) | (?=\W)/g, '');
    if (code === '' || /^# ?pragma once$/.test(code)) continue; // gcc obeys #pragma once and prints nothing
    if (code.startsWith('#')) out.push(`\n${code}\n`);
    else out.push(code);
  }
  return out.join(' ').replace(/ ?\n ?/g, '\n').replace(/\n+/g, '\n').trim();
}
