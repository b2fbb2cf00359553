import { readdirSync } from 'node:fs';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { detectLanguage } from '../../src/languages/detect.js';
import { commentSyntax, languageIds } from '../../src/languages/table.js';
import { fixture } from '../_helpers/index.js';

const test = suite('table');

test('table :: extensions name the language, in any case', () => {
  const cases: Record<string, string> = {
    'src/a.ts': 'typescript', 'a.mts': 'typescript', 'a.cts': 'typescript', 'types/index.d.ts': 'typescript',
    'App.tsx': 'tsx', 'a.js': 'javascript', 'a.mjs': 'javascript', 'a.cjs': 'javascript', 'App.jsx': 'jsx',
    'a.py': 'python', 'a.pyi': 'python', 'main.go': 'go', 'lib.rs': 'rust', 'A.java': 'java', 'a.kt': 'kotlin',
    'a.kts': 'kotlin', 'a.swift': 'swift', 'a.c': 'c', 'a.h': 'c', 'a.cc': 'cpp', 'a.cpp': 'cpp', 'a.hpp': 'cpp',
    'a.cs': 'csharp', 'a.rb': 'ruby', 'a.php': 'php', 'a.sh': 'shell', 'a.bash': 'shell', 'a.zsh': 'shell',
    'a.ps1': 'powershell', 'a.lua': 'lua', 'a.sql': 'sql', 'a.html': 'html', 'a.htm': 'html', 'a.xml': 'xml',
    'a.svg': 'xml', 'a.css': 'css', 'a.scss': 'scss', 'a.sass': 'sass', 'a.less': 'less', 'a.vue': 'vue',
    'a.svelte': 'svelte', 'README.md': 'markdown', 'a.yml': 'yaml', 'a.yaml': 'yaml', 'a.toml': 'toml',
    'package.json': 'json', 'a.jsonc': 'jsonc', 'a.json5': 'json5', 'a.hs': 'haskell', 'a.scala': 'scala',
    'a.ex': 'elixir', 'a.exs': 'elixir', 'a.dart': 'dart', 'a.r': 'r', 'a.R': 'r', 'A.PY': 'python', 'a.ini': 'ini',
    'a.tf': 'hcl', 'a.proto': 'protobuf', 'a.m': 'objectivec', 'a.txt': 'text',
  };
  for (const [path, language] of Object.entries(cases)) assert.is(detectLanguage(path), language, path);
});

test('table :: well-known file names win over extensions', () => {
  const cases: Record<string, string> = {
    Dockerfile: 'dockerfile', 'docker/Dockerfile.prod': 'dockerfile', 'app.dockerfile': 'dockerfile', Containerfile: 'dockerfile',
    Makefile: 'makefile', GNUmakefile: 'makefile', 'rules.mk': 'makefile', 'CMakeLists.txt': 'cmake', Gemfile: 'ruby',
    Rakefile: 'ruby', Jenkinsfile: 'groovy', '.bashrc': 'shell', '.gitignore': 'gitignore', '.gitattributes': 'gitattributes',
    '.editorconfig': 'ini',
  };
  for (const [path, language] of Object.entries(cases)) assert.is(detectLanguage(path), language, path);
});

test('table :: JSON that tools read with comments is jsonc', () => {
  for (const path of ['tsconfig.json', 'packages/a/tsconfig.build.json', 'jsconfig.json', '.vscode/settings.json', '.devcontainer/devcontainer.json', '.eslintrc.json']) {
    assert.is(detectLanguage(path), 'jsonc', path);
  }
  for (const path of ['package.json', 'data/tsconfig-notes.json', 'vscode/settings.json']) assert.is(detectLanguage(path), 'json', path);
});

test('table :: unknown names and extensions are text', () => {
  for (const path of ['LICENSE', 'a.unknown', '.env', 'noext', 'dir.d/file']) assert.is(detectLanguage(path), 'text', path);
});

test('table :: every fixture folder is the language its files are detected as', () => {
  for (const language of readdirSync(fixture('languages'))) {
    for (const name of readdirSync(fixture('languages', language))) assert.is(detectLanguage(`${language}/${name}`), language, name);
  }
});

test('table :: ids are unique and lower-case; formats without comments say so', () => {
  const ids = languageIds();
  assert.is(new Set(ids).size, ids.length);
  for (const id of ids) assert.is(id, id.toLowerCase());
  for (const id of ['json', 'text', 'rst', 'unknown-language']) assert.is(commentSyntax(id), 'none', id);
  assert.is(commentSyntax('cpp'), 'c');
});

test.run();
