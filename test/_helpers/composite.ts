import { spawn, execFileSync } from 'node:child_process';
import { copyFileSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, readlinkSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { parse } from 'yaml';
import { ROOT } from './index.js';

// A composite action (action.yml) run as GitHub's runner runs one: each `run` step through
// `bash --noprofile --norc -eo pipefail`, in the workspace, its `env` evaluated from the inputs
// (given, else their defaults) and the `github` context, GITHUB_ACTION_PATH set, a GITHUB_OUTPUT
// file of its own read back for `steps.<id>.outputs`, and the action's outputs evaluated at the
// end. Only the expressions action.yml uses are understood (`${{ a.b.c }}` lookups); anything
// else, and a step that `uses:` another action, fails the test rather than being run differently.

export interface CompositeRun {
  code: number | null;
  stdout: string;
  stderr: string;
  /** The action's outputs, as a later step of the workflow reads them. */
  outputs: Record<string, string>;
  /** What the steps appended to GITHUB_STEP_SUMMARY. */
  summary: string;
}

export interface CompositeOptions {
  /** The workflow's `with:`. */
  with?: Record<string, string>;
  /** The workspace: the checkout, and the steps' working folder. */
  workspace: string;
  /** github.event (a pull_request event's payload, for instance). */
  event?: Record<string, unknown>;
  /** The runner's environment: GITHUB_* variables are added to it. */
  env?: Record<string, string | undefined>;
}

interface Step {
  id?: string;
  run?: string;
  shell?: string;
  env?: Record<string, string>;
  uses?: string;
  if?: string;
}

/**
 * The environment without the npm_* variables `npm test` sets (its config, its package's fields),
 * which npm would read as settings: an npm run by the test gets a user's environment.
 */
export function withoutNpmSettings(env: NodeJS.ProcessEnv): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(env).filter(([name]) => !/^npm_/i.test(name)));
}

/** A copy of the repository as `git clone` would give it: the files a commit of the work tree holds, and nothing git ignores (no dist/, no node_modules). */
export function cloneLike(): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'analyzer-action-'));
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' });
  for (const path of new Set(listed.split('\0').filter(Boolean))) {
    const from = join(ROOT, path);
    let stat;
    try {
      stat = lstatSync(from);
    } catch {
      continue; // deleted in the work tree: a commit would not hold it
    }
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    if (stat.isSymbolicLink()) symlinkSync(readlinkSync(from), join(dir, path));
    else copyFileSync(from, join(dir, path));
  }
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Runs the composite action at `actionPath` (its action.yml) as GitHub would. */
export async function runComposite(actionPath: string, options: CompositeOptions): Promise<CompositeRun> {
  const action = parse(readFileSync(join(actionPath, 'action.yml'), 'utf8'));
  if (action.runs?.using !== 'composite') throw new Error('not a composite action');
  const place = mkdtempSync(join(tmpdir(), 'analyzer-runner-'));
  try {
    const summaryFile = join(place, 'summary.md');
    writeFileSync(summaryFile, '');
    const context: Record<string, unknown> = {
      github: { action_path: actionPath, event: options.event ?? {}, token: 'not-a-token', workspace: options.workspace, repository: 'acme/app' },
      steps: {},
    };
    const inputs: Record<string, string> = {};
    for (const [name, spec] of Object.entries<{ default?: string }>(action.inputs ?? {})) {
      inputs[name] = options.with?.[name] ?? evaluate(String(spec.default ?? ''), context);
    }
    for (const name of Object.keys(options.with ?? {})) if (!(name in inputs)) throw new Error(`action.yml has no input '${name}'`);
    context.inputs = inputs;
    let stdout = '', stderr = '', code: number | null = 0;
    for (const [i, step] of (action.runs.steps as Step[]).entries()) {
      if (step.uses !== undefined || step.if !== undefined) throw new Error(`step ${i}: 'uses' and 'if' are not run here`);
      if (step.shell !== 'bash') throw new Error(`step ${i}: shell ${step.shell}`);
      const script = join(place, `step-${i}.sh`);
      const output = join(place, `output-${i}`);
      writeFileSync(script, step.run ?? '');
      writeFileSync(output, '');
      const stepEnv = Object.fromEntries(Object.entries(step.env ?? {}).map(([name, value]) => [name, evaluate(String(value), context)]));
      const env: Record<string, string | undefined> = {
        ...withoutNpmSettings(process.env), ...options.env,
        GITHUB_ACTIONS: 'true', CI: 'true', GITHUB_WORKSPACE: options.workspace, GITHUB_REPOSITORY: 'acme/app',
        GITHUB_ACTION_PATH: actionPath, GITHUB_OUTPUT: output, GITHUB_STEP_SUMMARY: summaryFile,
        ...stepEnv,
      };
      // Node warns on stderr when NO_COLOR meets FORCE_COLOR (the test runner sets both).
      delete env.FORCE_COLOR;
      const ran = await bash(script, options.workspace, env);
      stdout += ran.stdout;
      stderr += ran.stderr;
      code = ran.code;
      if (step.id) (context.steps as Record<string, unknown>)[step.id] = { outputs: readOutputs(output) };
      if (code !== 0) break;
    }
    const outputs: Record<string, string> = {};
    for (const [name, spec] of Object.entries<{ value: string }>(action.outputs ?? {})) outputs[name] = evaluate(spec.value, context);
    return { code, stdout, stderr, outputs, summary: readFileSync(summaryFile, 'utf8') };
  } finally {
    rmSync(place, { recursive: true, force: true });
  }
}

/** `${{ a.b.c }}` replaced by the context's value there ('' when absent, as GitHub gives it). */
function evaluate(text: string, context: Record<string, unknown>): string {
  return text.replace(/\$\{\{\s*(.*?)\s*\}\}/g, (_, expression: string) => {
    if (!/^[a-z_][\w-]*(\.[\w-]+)*$/i.test(expression)) throw new Error(`expression not understood here: ${expression}`);
    let value: unknown = context;
    for (const key of expression.split('.')) value = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
    return value === undefined || value === null ? '' : String(value);
  });
}

/** A GITHUB_OUTPUT file: `name=value` lines, and `name<<DELIMITER` blocks. */
function readOutputs(file: string): Record<string, string> {
  const lines = readFileSync(file, 'utf8').split('\n');
  const outputs: Record<string, string> = {};
  for (let i = 0; i < lines.length; i++) {
    const block = /^([^=]+)<<(.+)$/.exec(lines[i]);
    if (block) {
      const end = lines.indexOf(block[2], i + 1);
      outputs[block[1]] = lines.slice(i + 1, end).join('\n');
      i = end;
    } else if (lines[i].includes('=')) {
      outputs[lines[i].slice(0, lines[i].indexOf('='))] = lines[i].slice(lines[i].indexOf('=') + 1);
    }
  }
  return outputs;
}

function bash(script: string, cwd: string, env: Record<string, string | undefined>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('/bin/bash', ['--noprofile', '--norc', '-eo', 'pipefail', script], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '', stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
