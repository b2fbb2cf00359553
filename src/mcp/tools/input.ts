import { UsageError } from '../../util/errors.js';
import type { AnalyzeOptions } from '../../run/options.js';
import { MAX_PATTERN_CHARS, MAX_PATTERNS } from '../../server/request.js';
import { MODEL_NAMES, modelInfo, modelWindow, type ModelInfo, type ModelWindow } from '../../tokenizer/models.js';
import { nearest } from '../../util/words.js';

/**
 * The part of JSON Schema the tools' inputs are written in: checkInput() enforces all of it, so
 * the schema a client sees is the rule, but for items that are objects (check's budgets): those
 * are left to the tool's own reader of them, whose messages name the item and say what it takes.
 * Only what every client and strict JSON Schema compilers (Ajv's strict mode) accept: one `type`
 * per schema (a value of two kinds is an `anyOf` of typed branches, never `type: [...]`), and at
 * the top level no anyOf, oneOf or allOf (Anthropic's API refuses a tool that has them there).
 */
export interface Property extends Bounds {
  /** The one kind of value; or `anyOf`, when the value may be of two kinds. */
  type?: Kind;
  anyOf?: (Bounds & { type: Kind })[];
  description: string;
  default?: unknown;
  maxItems?: number;
  items?: { type: 'string'; minLength?: number; maxLength?: number } | ({ type: 'object' } & Record<string, unknown>);
}

interface Bounds {
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
}

type Kind = 'string' | 'boolean' | 'integer' | 'array';

export interface ObjectSchema {
  type: 'object';
  properties: Record<string, Property>;
  required?: string[];
  /**
   * "One of these or the other, or both": when the names of `if.not` are not all given, those of
   * `then` must be. The subschemas repeat their properties, as Ajv's strict mode asks.
   */
  if?: { not: { properties: Record<string, Property>; required: string[] } };
  then?: { properties: Record<string, Property>; required: string[] };
  additionalProperties: false;
}

/** A number of tokens, or a string such as "200k", "1.5M". */
export function tokenCount(description: string, minimum = 0): Property {
  return { anyOf: [{ type: 'integer', minimum }, { type: 'string', minLength: 1 }], description };
}

/** An include or exclude list, bounded as the REST server bounds it. */
export function globs(description: string): Property {
  return { type: 'array', items: { type: 'string', minLength: 1, maxLength: MAX_PATTERN_CHARS }, maxItems: MAX_PATTERNS, description };
}

export const INCLUDE: Property = globs("Only files matching one of these globs. A glob without '/' matches file and folder names ('*.ts', 'test'); one with '/' matches the path relative to `path` ('src/**/*.py'); a matching folder brings everything in it.");
export const EXCLUDE: Property = globs('Leave out files and folders matching any of these globs (same rules as include).');
export const INCLUDE_COMMENTS: Property = { type: 'boolean', default: false, description: 'Count comments too; by default they are left out of the token counts (line counts never change).' };
const MODELS = `an OpenAI model (gpt-5, gpt-4.1, gpt-4o, o3, o4-mini, gpt-4, gpt-3.5-turbo, ...), ${MODEL_NAMES.join(', ')}; a size or date suffix is fine (qwen3-8b). For Gemini, gemma-3 comes closest. claude-* is refused: Anthropic publishes no tokenizer for Claude 3 and later (approximate with gpt-4o or llama-3). Default: o200k_base, gpt-4o's.`;
export const MODEL: Property = { type: 'string', minLength: 1, description: `Count with this model's tokenizer: ${MODELS}` };
/** `model` for a tool whose answer states how much of the model's context window the text fills (`window`). */
export const MODEL_WINDOW: Property = { type: 'string', minLength: 1, description: `Count with this model's tokenizer, and state how much of its context window the text fills: ${MODELS}` };

/** A tool's arguments checked against its input schema: an unknown field, a wrong type or a value out of range is a UsageError naming it. */
export function checkInput(input: unknown, schema: ObjectSchema): Record<string, unknown> {
  if (input === undefined) return {};
  if (typeof input !== 'object' || input === null || Array.isArray(input)) throw new UsageError('the arguments must be an object');
  const names = Object.keys(schema.properties);
  for (const [name, value] of Object.entries(input)) {
    if (!Object.hasOwn(schema.properties, name)) {
      const near = nearest(name, names);
      throw new UsageError(`unknown argument '${name}'${near ? ` (did you mean '${near}'?)` : ''}; this tool takes ${names.join(', ')}`);
    }
    checkValue(name, value, schema.properties[name]);
  }
  const missing = schema.required?.find((name) => !Object.hasOwn(input, name));
  if (missing !== undefined) throw new UsageError(`${missing} is required`);
  const given = (names: string[]) => names.every((name) => Object.hasOwn(input, name));
  if (schema.if && schema.then && !given(schema.if.not.required) && !given(schema.then.required)) {
    throw new UsageError(`give ${[...schema.if.not.required, ...schema.then.required].join(', ')} or both`);
  }
  return input as Record<string, unknown>;
}

const KIND_NAMES: Record<Kind, string> = { string: 'a string', boolean: 'true or false', integer: 'an integer', array: 'an array' };

function checkValue(name: string, value: unknown, spec: Property): void {
  if (spec.anyOf) {
    const fits = spec.anyOf.find(({ type }) => (type === 'integer' ? Number.isInteger(value) : type === 'array' ? Array.isArray(value) : typeof value === type));
    if (fits === undefined) throw new UsageError(`${name} must be ${spec.anyOf.map(({ type }) => KIND_NAMES[type]).join(' or ')}`);
    return checkValue(name, value, { description: spec.description, ...fits });
  }
  if (spec.type === 'boolean' && typeof value !== 'boolean') throw new UsageError(`${name} must be true or false`);
  if (spec.type === 'integer') {
    const { minimum = 0, maximum = Number.MAX_SAFE_INTEGER } = spec;
    if (!Number.isSafeInteger(value) || (value as number) < minimum || (value as number) > maximum) throw new UsageError(`${name} must be an integer from ${minimum} to ${maximum}`);
  }
  if (spec.type === 'string') checkString(name, value, spec);
  if (spec.type === 'array') {
    if (!Array.isArray(value)) throw new UsageError(`${name} must be an array of ${spec.items?.type === 'object' ? 'objects' : 'strings'}`);
    if (spec.maxItems !== undefined && value.length > spec.maxItems) throw new UsageError(`${name} holds ${value.length} items; at most ${spec.maxItems}`);
    const { items = {} } = spec;
    if (!('type' in items) || items.type !== 'object') value.forEach((item) => checkString(`each item of ${name}`, item, items));
  }
}

function checkString(name: string, value: unknown, { minLength = 0, maxLength }: { minLength?: number; maxLength?: number }): void {
  if (typeof value !== 'string') throw new UsageError(`${name} must be a string`);
  if (value.length < minLength) throw new UsageError(`${name} must not be empty`);
  if (maxLength !== undefined && value.length > maxLength) throw new UsageError(`${name} is longer than ${maxLength} characters`);
}

/**
 * What `model` means to the analysis: passed on as the REST field is, so that the model's
 * tokenizer counts and its context window is known; checked here first, so that a refusal reads
 * in the tools' terms.
 */
export function modelOptions(model: unknown): Pick<AnalyzeOptions, 'model'> {
  if (model === undefined) return {};
  knownModel(model as string);
  return { model: model as string };
}

/** modelInfo(), its refusals without the CLI's flags (they name --model and --encoding, which the tools do not have); `field` prefixes them when it is not `model`. */
export function knownModel(name: string, field?: string): ModelInfo {
  return inToolTerms(() => modelInfo(name), field);
}

/** modelWindow(), the budget `fit` names, its refusals in the tools' terms. */
export function knownWindow(name: string): ModelWindow {
  return inToolTerms(() => modelWindow(name), 'fit');
}

function inToolTerms<T>(resolve: () => T, field?: string): T {
  try {
    return resolve();
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    const message = err.message
      .replace(/; give an --encoding or a --tokenizer file instead$/, '')
      .replace(/; to count with it, give (Gemma \d)'s tokenizer\.json as --tokenizer$/, "; to count with it, set analysis.tokenizer to $1's tokenizer.json")
      .replaceAll('--model ', '');
    throw new UsageError(field === undefined || message.startsWith(`${field}: `) ? message : `${field}: ${message}`);
  }
}
