import { UsageError } from '../errors.js';
import { nearest } from '../words.js';
// tiktoken's own table of model names, read at build time (tiktoken itself never loads at run time).
import MODELS from 'tiktoken/model_to_encoding.json' with { type: 'json' };

/**
 * The encoding tiktoken gives an OpenAI model: by its exact name, else by the longest known name
 * it extends with a dated or other suffix (`gpt-4o-2099-01-01` counts as `gpt-4o`).
 */
export function encodingOfModel(model: string): string {
  const table = MODELS as Record<string, string>;
  if (Object.hasOwn(table, model)) return table[model];
  const base = Object.keys(table).filter((name) => model.startsWith(`${name}-`)).sort((a, b) => b.length - a.length)[0];
  if (base) return table[base];
  const near = nearest(model, Object.keys(table));
  throw new UsageError(`unknown model '${model}'${near ? ` (did you mean '${near}'?)` : ''}; give an --encoding instead`);
}
