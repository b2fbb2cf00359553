import { UsageError } from '../../errors.js';
import type { AnalyzeOptions } from '../../options.js';
import { encodingOfModel } from '../../tokenizer/models.js';
import { nearest } from '../../words.js';

/** The part of JSON Schema the tools' inputs are written in: checkInput() enforces all of it, so the schema a client sees is the rule. */
export interface Property {
  type: 'string' | 'boolean' | 'integer' | 'array';
  description: string;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  items?: { type: 'string'; minLength?: number; maxLength?: number };
}

export interface ObjectSchema {
  type: 'object';
  properties: Record<string, Property>;
  additionalProperties: false;
}

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
  return input as Record<string, unknown>;
}

function checkValue(name: string, value: unknown, spec: Property): void {
  if (spec.type === 'boolean' && typeof value !== 'boolean') throw new UsageError(`${name} must be true or false`);
  if (spec.type === 'integer') {
    const { minimum = 0, maximum = Number.MAX_SAFE_INTEGER } = spec;
    if (!Number.isSafeInteger(value) || (value as number) < minimum || (value as number) > maximum) throw new UsageError(`${name} must be an integer from ${minimum} to ${maximum}`);
  }
  if (spec.type === 'string') checkString(name, value, spec);
  if (spec.type === 'array') {
    if (!Array.isArray(value)) throw new UsageError(`${name} must be an array of strings`);
    if (spec.maxItems !== undefined && value.length > spec.maxItems) throw new UsageError(`${name} holds ${value.length} items; at most ${spec.maxItems}`);
    value.forEach((item) => checkString(`each item of ${name}`, item, spec.items ?? {}));
  }
}

function checkString(name: string, value: unknown, { minLength = 0, maxLength }: { minLength?: number; maxLength?: number }): void {
  if (typeof value !== 'string') throw new UsageError(`${name} must be a string`);
  if (value.length < minLength) throw new UsageError(`${name} must not be empty`);
  if (maxLength !== undefined && value.length > maxLength) throw new UsageError(`${name} is longer than ${maxLength} characters`);
}

/**
 * What `model` means to the analysis: as the CLI's `--model`, the encoding of the model
 * (encodingOfModel()), resolved and checked by resolveOptions() with every other option.
 */
export function modelOptions(model: unknown): Pick<AnalyzeOptions, 'encoding'> {
  if (model === undefined) return {};
  try {
    return { encoding: encodingOfModel(model as string) as AnalyzeOptions['encoding'] };
  } catch (err) {
    // The CLI's message ends by pointing to its --encoding flag, which the tools do not have.
    if (err instanceof UsageError) throw new UsageError(err.message.replace(/; give an --encoding[^;]* instead$/, ''));
    throw err;
  }
}
