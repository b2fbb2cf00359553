#!/usr/bin/env node
// The step of the composite action (action.yml at the repository's top): `analyzer check` against
// the pull request's base, then the token diff posted as the pull request's comment, the same
// comment updated on each push. It reads only the environment action.yml sets, runs analyzer and
// git, and reaches GitHub only through the `gh` CLI. Plain JavaScript: an action runs from the
// repository as checked out, unbuilt; analyzer itself is built there on first use (build.mjs).
import { spawnSync } from 'node:child_process';
import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { constants, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BuildError, builtCli } from './build.mjs';

/** Marks the comment this action owns, so each push updates it instead of adding one. */
export const MARKER = '<!-- code-token-analyzer:diff -->';
// GitHub refuses a comment longer than this.
const MAX_COMMENT_CHARS = 65536;

const env = process.env;

/**
 * The step's status when analyzer could not run at all (it could not be built or started, or it
 * ended without a verdict, as npx does when it cannot fetch the package): as a shell reports a
 * command it cannot run, and never 1, which says a budget is exceeded.
 */
export const COULD_NOT_RUN = 127;

function main() {
  const path = env.INPUT_PATH || '.';
  const base = (env.INPUT_BASE ?? '').trim();
  const refused = refusedRevision(base);
  // Checked before git sees it: a base that starts with '-' would be read as an option of git fetch.
  if (refused) return finish({ outcome: 'error', status: 2 }, refused);
  let analyzer;
  try {
    analyzer = analyzerCommand();
  } catch (err) {
    if (!(err instanceof BuildError)) throw err;
    return finish({ outcome: 'error', status: COULD_NOT_RUN }, err.message);
  }
  if (base) fetchBase(base, path);
  const maxTokens = (env.INPUT_MAX_TOKENS ?? '').trim();
  const check = checkVerdict(analyzer, ['check', '-p', path, ...(base ? ['--base', base] : []), ...(maxTokens ? ['--max-tokens', maxTokens] : []), ...words(env.INPUT_ARGS)]);
  finish(check, check.problem);
  if (check.status !== COULD_NOT_RUN && env.INPUT_COMMENT === 'true') comment(analyzer, base, path, words(env.INPUT_ARGS));
}

/** The outputs (outcome, ok, exit-code) and the step's status; a problem first, as an error annotation. */
function finish({ outcome, status }, problem) {
  if (problem) annotate('error', problem);
  if (env.GITHUB_OUTPUT) appendFileSync(env.GITHUB_OUTPUT, `outcome=${outcome}\nok=${outcome === 'pass'}\nexit-code=${status}\n`);
  process.exitCode = status;
}

/** The command that runs analyzer: the `command` input, the `version` input from npm, else the one built from this action's checkout. */
function analyzerCommand() {
  const command = words(env.INPUT_COMMAND);
  if (command.length > 0) return command;
  const version = (env.INPUT_VERSION ?? '').trim();
  if (version) return ['npx', '--yes', `code-token-analyzer@${version}`];
  return [process.execPath, builtCli(say)];
}

/**
 * The CLI's own rule for a revision (src/run/options.ts gitValue()): nothing git could read as an
 * option, no control character. The reason it is refused, or undefined.
 */
export function refusedRevision(value) {
  if (value.startsWith('-')) return `invalid git ref '${value}' (input base): it cannot start with '-'`;
  if (/[\0-\x1f\x7f]/.test(value)) return 'invalid git ref (input base): it contains a control character';
  return undefined;
}

/**
 * `analyzer check`, and what came of it. It ran to a verdict when it wrote its report to the job's
 * summary, which it does in GitHub Actions (into a file of this step's, then added to the job's):
 * exit 0 is then pass and 1 fail. Exit 0 or 1 without a report (npx that could not fetch the
 * package, a command that is no analyzer) is "could not run"; 2-5 are analyzer's own errors.
 */
function checkVerdict(analyzer, args) {
  const place = mkdtempSync(join(tmpdir(), 'analyzer-action-'));
  const summary = join(place, 'summary.md');
  try {
    const ran = run(analyzer, args, 'inherit', { GITHUB_ACTIONS: 'true', GITHUB_STEP_SUMMARY: summary });
    const report = readIfAny(summary);
    if (report && env.GITHUB_STEP_SUMMARY) appendFileSync(env.GITHUB_STEP_SUMMARY, report);
    const shown = analyzer.join(' ');
    if (ran.error) return { outcome: 'error', status: COULD_NOT_RUN, problem: `could not run analyzer (${shown}): ${ran.error.message}` };
    if (ran.signal) return { outcome: 'error', status: 128 + (constants.signals[ran.signal] ?? 0), problem: `analyzer check was stopped by ${ran.signal}` };
    if (ran.status > 1) return { outcome: 'error', status: ran.status, problem: `analyzer check failed (exit ${ran.status}); its message is above` };
    if (!report) return { outcome: 'error', status: COULD_NOT_RUN, problem: `analyzer did not run: \`${shown} check\` ended with exit ${ran.status} and no verdict; its output is above` };
    return { outcome: ran.status === 0 ? 'pass' : 'fail', status: ran.status };
  } finally {
    rmSync(place, { recursive: true, force: true });
  }
}

/**
 * The base commit, fetched when the checkout lacks it (actions/checkout fetches one commit by
 * default): only its tree is needed, so one commit of depth 1.
 */
function fetchBase(base, path) {
  if (git(path, ['cat-file', '-e', '--end-of-options', `${base}^{commit}`]).status === 0) return;
  say(`Fetching the base ${base} (the checkout does not have it)`);
  const fetched = git(path, ['fetch', '--no-tags', '--depth=1', 'origin', '--end-of-options', base]);
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
  if (diff.error) return warning(`could not run analyzer diff: ${diff.error.message}`);
  if (diff.status !== 0) return warning(`analyzer diff failed (exit ${diff.status ?? diff.signal}): ${oneLine(diff.stderr)}`);
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

function run([command, ...before], args, output, environment = {}) {
  say(`$ ${[command, ...before, ...args].join(' ')}`);
  return spawnSync(command, [...before, ...args], {
    stdio: ['ignore', output, output === 'pipe' ? 'pipe' : 'inherit'],
    env: { ...env, ...environment },
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
}

function readIfAny(file) {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
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
  annotate('warning', message);
}

function annotate(level, message) {
  say(`::${level} title=code-token-analyzer::${message.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A')}`);
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

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
