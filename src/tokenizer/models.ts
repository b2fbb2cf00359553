import { UsageError } from '../util/errors.js';
import { nearest } from '../util/words.js';
import { hostedRefusal, hostedWindow } from './hosted.js';
// tiktoken's own table of model names, read at build time (tiktoken itself never loads at run time).
import MODELS from 'tiktoken/model_to_encoding.json' with { type: 'json' };

/** A model `--model` knows: the tokenizer that counts for it, and its context window (tokens) when known. */
export interface ModelInfo {
  /** The name results and messages use (`gpt-4o`, `llama-3.1`). */
  model: string;
  /** A tokenizer name (`o200k_base`, `llama-3`). */
  encoding: string;
  window?: number;
}

// Context windows: input and output together, in tokens, as each maker states it. The source of
// each figure is beside it; a model not listed here still counts, without a window statement.
const WINDOWS: Record<string, number> = {
  // OpenAI's model pages (platform.openai.com/docs/models/<name>), "context window".
  'gpt-5': 400_000,
  'gpt-5-mini': 400_000,
  'gpt-5-nano': 400_000,
  'gpt-5-chat-latest': 128_000,
  'gpt-4.1': 1_047_576,
  'gpt-4.1-mini': 1_047_576,
  'gpt-4.1-nano': 1_047_576,
  'gpt-4.5-preview': 128_000,
  'gpt-4o': 128_000,
  'gpt-4o-mini': 128_000,
  'chatgpt-4o-latest': 128_000,
  o1: 200_000,
  'o1-pro': 200_000,
  'o1-mini': 128_000,
  'o1-preview': 128_000,
  o3: 200_000,
  'o3-mini': 200_000,
  'o4-mini': 200_000,
  'gpt-4-turbo': 128_000,
  'gpt-4-1106-preview': 128_000,
  'gpt-4-0125-preview': 128_000,
  'gpt-4-vision-preview': 128_000,
  'gpt-4': 8_192,
  'gpt-4-32k': 32_768,
  'gpt-3.5-turbo': 16_385,
  'gpt-3.5-turbo-0301': 4_096,
  'gpt-3.5-turbo-0613': 4_096,
  'gpt-3.5-turbo-instruct': 4_096,
  // gpt-oss model card (openai.com/index/gpt-oss-model-card) and its config.json: 131,072 (128k).
  'gpt-oss': 131_072,
  // Meta's Llama 3 model card (github.com/meta-llama/llama3, MODEL_CARD.md): "8k" context.
  'llama-3': 8_192,
  // Meta's Llama 3.1, 3.2 (1B, 3B) and 3.3 model cards: 128k; config.json max_position_embeddings 131,072.
  'llama-3.1': 131_072,
  'llama-3.2': 131_072,
  'llama-3.3': 131_072,
  // Qwen3 model cards (huggingface.co/Qwen/Qwen3-8B): 32,768 tokens natively (131,072 with YaRN scaling).
  qwen3: 32_768,
  // DeepSeek-V3 and DeepSeek-R1 model cards (huggingface.co/deepseek-ai): 128K context.
  'deepseek-v3': 131_072,
  'deepseek-r1': 131_072,
  // Gemma 3 model card (ai.google.dev/gemma/docs/core/model_card_3): 128K for 4B, 12B and 27B (32K for 1B).
  'gemma-3': 131_072,
};

/** The model tokenizers and their names: a name, or one it extends with a size or date (`qwen3-8b`). */
const FAMILIES: [name: string, encoding: string][] = [
  ['llama-3.1', 'llama-3'], ['llama-3.2', 'llama-3'], ['llama-3.3', 'llama-3'], ['llama-3', 'llama-3'], ['llama3.1', 'llama-3'], ['llama3', 'llama-3'],
  ['qwen3', 'qwen3'], ['qwen-3', 'qwen3'],
  ['deepseek-v3', 'deepseek-v3'], ['deepseek-r1', 'deepseek-v3'], ['deepseek-v3.1', 'deepseek-v3'],
  ['gemma-3', 'gemma-3'], ['gemma3', 'gemma-3'],
  ['gpt-oss', 'o200k_harmony'],
];
// The names aliases stand for, for results and windows.
const CANONICAL: Record<string, string> = { llama3: 'llama-3', 'llama3.1': 'llama-3.1', 'qwen-3': 'qwen3', gemma3: 'gemma-3', 'deepseek-v3.1': 'deepseek-v3' };

/** The names `--model` lists in help and errors: OpenAI's through tiktoken, then the model tokenizers. */
export const MODEL_NAMES: readonly string[] = ['llama-3', 'llama-3.1', 'qwen3', 'deepseek-v3', 'deepseek-r1', 'gemma-3', 'gpt-oss'];

/**
 * The tokenizer and window of a model: OpenAI's by tiktoken's table (by the exact name, else by
 * the longest known name it extends with a dated or other suffix: `gpt-4o-2099-01-01` counts as
 * `gpt-4o`), the others by ours. Claude and Gemini are refused with what to do instead.
 */
export function modelInfo(name: string): ModelInfo {
  const lower = name.toLowerCase();
  const refusal = hostedRefusal(name);
  if (refusal !== undefined) throw new UsageError(refusal);
  const table = MODELS as Record<string, string>;
  const family = FAMILIES.filter(([known]) => lower === known || lower.startsWith(`${known}-`)).sort((a, b) => b[0].length - a[0].length)[0];
  if (family) return withWindow({ model: `${CANONICAL[family[0]] ?? family[0]}${lower.slice(family[0].length)}`, encoding: family[1] });
  if (Object.hasOwn(table, name)) return withWindow({ model: name, encoding: table[name] });
  const known = base(name);
  if (known) return withWindow({ model: name, encoding: table[known] });
  const near = nearest(lower, [...Object.keys(table), ...FAMILIES.map(([n]) => n)]);
  throw new UsageError(`unknown model '${name}'${near ? ` (did you mean '${near}'?)` : ''}; give an --encoding or a --tokenizer file instead`);
}

/** The longest of `names` that `name` is or extends with a dated or other suffix (`gpt-4o-2024-08-06` -> `gpt-4o`). */
function base(name: string, names: readonly string[] = Object.keys(MODELS)): string | undefined {
  return names.filter((known) => name === known || name.startsWith(`${known}-`)).sort((a, b) => b.length - a.length)[0];
}

const WINDOW_NAMES = Object.keys(WINDOWS);

function withWindow(info: ModelInfo): ModelInfo {
  const known = base(info.model, WINDOW_NAMES);
  return known === undefined ? info : { ...info, window: WINDOWS[known] };
}

/** The encoding tiktoken gives an OpenAI model, or the tokenizer of another known model. */
export function encodingOfModel(model: string): string {
  return modelInfo(model).encoding;
}

/** A model's context window as a budget (`--fit <model>`), and the tokenizer that model counts with, when the tool has it. */
export interface ModelWindow {
  model: string;
  tokens: number;
  /** Undefined for Claude and Gemini: their makers publish no tokenizer. */
  encoding?: string;
}

/**
 * The window `--fit <name>` fits: any model whose window is known, Claude's and Gemini's too (a
 * budget needs no tokenizer: the run's counts, labelled as that tokenizer's). Unknown models and
 * unknown windows are refused.
 */
export function modelWindow(name: string): ModelWindow {
  const fail = () => new UsageError(`fit: the context window of '${name}' is not known; give a number of tokens`);
  if (hostedRefusal(name) !== undefined) {
    const hosted = hostedWindow(name);
    if (!hosted) throw fail();
    return hosted;
  }
  const info = modelInfo(name);
  if (info.window === undefined) throw fail();
  return { model: info.model, tokens: info.window, encoding: info.encoding };
}
