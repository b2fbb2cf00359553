import { readFileSync } from 'node:fs';
import * as assert from 'uvu/assert';
import { findMethods } from '../../src/languages/methods/index.js';
import { fixture } from './index.js';

export type Expected = [name: string, startLine: number, endLine: number];

/** The methods of a fixture as `[name, startLine, endLine]`, after checking each span's lines against its offsets. */
export async function methodsOf(language: string, ...path: string[]): Promise<Expected[]> {
  const text = readFileSync(fixture('methods', ...path), 'utf8');
  const spans = (await findMethods(text, language)) ?? [];
  for (const span of spans) {
    assert.is(text.slice(0, span.start).split('\n').length, span.startLine, `${span.name} start line`);
    assert.is(text.slice(0, span.end).split('\n').length, span.endLine, `${span.name} end line`);
  }
  return spans.map(({ name, startLine, endLine }) => [name, startLine, endLine]);
}

/** The text of the first span named `name` in a fixture. */
export async function textOf(language: string, name: string, ...path: string[]): Promise<string> {
  const text = readFileSync(fixture('methods', ...path), 'utf8');
  const span = (await findMethods(text, language))?.find((s) => s.name === name);
  assert.ok(span, `no method ${name}`);
  return text.slice(span.start, span.end);
}
