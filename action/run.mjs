#!/usr/bin/env node
// The step of the composite action (action.yml at the repository's top): `analyzer check` against
// the pull request's base, then the token diff posted as the pull request's comment, the same
// comment updated on each push. It reads only the environment action.yml sets, runs analyzer and
// git, and reaches GitHub only through the `gh` CLI. Plain JavaScript: an action runs from the
// repository as checked out, unbuilt.
import { spawnSync } from 'node:child_process';
import { appendFileSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Marks the comment this action owns, so each push updates it instead of adding one. */
export const MARKER = '<!-- code-token-analyzer:diff -->';
// GitHub refuses a comment longer than this.
const MAX_COMMENT_CHARS = 65536;

const env = process.env;

function main() {
  const path = env.INPUT_PATH || '.';
  const base = (env.INPUT_BASE ?? '').trim();
  const args = words(env.INPUT_ARGS);
  const analyzer = words(env.INPUT_COMMAND);
  if (analyzer.length === 0) analyzer.push('npx', '--yes', `code-token-analyzer@${env.INPUT_VERSION || ownVersion()}`);
  if (base) fetchBase(base, path);
  const maxTokens = (env.INPUT_MAX_TOKENS ?? '').trim();
  const check = run(analyzer, ['check', '-p', path, ...(base ? ['--base', base] : []), ...(maxTokens ? ['--max-tokens', maxTokens] : []), ...args], 'inherit');
  const status = check.status ?? 1;
  if (env.GITHUB_OUTPUT) appendFileSync(env.GITHUB_OUTPUT, `ok=${status === 0}\nexit-code=${status}\n`);
  if (env.INPUT_COMMENT === 'true') comment(analyzer, base, path, args);
  process.exitCode = status;
}

/**
 * The base commit, fetched when the checkout lacks it (actions/checkout fetches one commit by
 * default): only its tree is needed, so one commit of depth 1.
 */
function fetchBase(base, path) {
  if (git(path, ['cat-file', '-e', `${base}^{commit}`]).status === 0) return;
  say(`Fetching the base ${base} (the checkout does not have it)`);
  const fetched = git(path, ['fetch', '--no-tags', '--depth=1', 'origin', base]);
  if (fetched.status !== 0) warning(`could not fetch the base ${base}: ${oneLine(fetched.stderr)}; fetch it in the checkout (fetch-depth: 0)`);
}

/** `analyzer diff <base> --markdown`, posted as the pull request's comment, or the one already posted updated. */
function comment(analyzer, base, path, args) {
  const pr = (env.PR_NUMBER ?? '').trim();
  const repo = (env.GITHUB_REPOSITORY ?? '').trim();
  if (!base || !/^\d+$/.test(pr) || !repo) {
    say('No pull request to comment on (comment needs a pull_request event, or base and PR_NUMBER)');
    return;
  }
  const diff = run(analyzer, ['diff', base, '-p', path, '--markdown', ...args], 'pipe');
  if (diff.status !== 0) return warning(`analyzer diff failed (exit ${diff.status}): ${oneLine(diff.stderr)}`);
  const body = commentBody(diff.stdout);
  const listed = gh(['api', '--paginate', `repos/${repo}/issues/${pr}/comments`]);
  if (listed.status !== 0) return warning(`could not list the pull request's comments: ${oneLine(listed.stderr)}`);
  const mine = jsonValues(listed.stdout).flat().find((c) => typeof c?.body === 'string' && c.body.includes(MARKER));
  const sent = mine
    ? gh(['api', '--method', 'PATCH', `repos/${repo}/issues/comments/${mine.id}`, '--input', '-'], JSON.stringify({ body }))
    : gh(['api', '--method', 'POST', `repos/${repo}/issues/${pr}/comments`, '--input', '-'], JSON.stringify({ body }));
  if (sent.status !== 0) return warning(`could not ${mine ? 'update' : 'post'} the comment (the token needs pull-requests: write): ${oneLine(sent.stderr)}`);
  say(mine ? `Updated the token diff comment ${mine.id}` : 'Posted the token diff comment');
}

/** The comment: the marker, then the diff, cut at a line to fit GitHub's limit. */
export function commentBody(markdown) {
  const body = `${MARKER}\n${markdown}`;
  if (body.length <= MAX_COMMENT_CHARS) return body;
  const note = '\n_… cut to fit a comment; `analyzer diff --markdown` prints it whole._\n';
  const cut = body.slice(0, MAX_COMMENT_CHARS - note.length);
  return `${cut.slice(0, cut.lastIndexOf('\n') + 1)}${note}`;
}

/**
 * The JSON values of `gh api --paginate`, which prints one document per page (arrays one after
 * another, `[...][...]`, in the gh releases that do not merge them).
 */
export function jsonValues(text) {
  const values = [];
  let depth = 0, start = -1, inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '[' || c === '{') {
      if (depth++ === 0) start = i;
    } else if ((c === ']' || c === '}') && --depth === 0) values.push(JSON.parse(text.slice(start, i + 1)));
  }
  return values;
}

function run([command, ...before], args, output) {
  say(`$ ${[command, ...before, ...args].join(' ')}`);
  const result = spawnSync(command, [...before, ...args], { stdio: ['ignore', output, output === 'pipe' ? 'pipe' : 'inherit'], encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  if (result.error) {
    warning(`cannot run ${command}: ${result.error.message}`);
    return { status: 1, stdout: '', stderr: result.error.message };
  }
  return result;
}

function git(path, args) {
  return spawnSync('git', ['-C', path, ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

function gh(args, input) {
  const result = spawnSync('gh', args, { input: input ?? '', encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  return result.error ? { status: 1, stdout: '', stderr: result.error.message } : result;
}

/** A workflow command: GitHub shows it as a warning; the step goes on. */
function warning(message) {
  say(`::warning title=code-token-analyzer::${message.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A')}`);
}

function say(line) {
  process.stdout.write(`${line}\n`);
}

function words(text) {
  return (text ?? '').split(/\s+/).filter(Boolean);
}

function oneLine(text) {
  return (text ?? '').trim().split('\n').pop() || 'no message';
}

function ownVersion() {
  return JSON.parse(readFileSync(join(dirname(fileURLToPath(import.meta.url)), '..', 'package.json'), 'utf8')).version;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
