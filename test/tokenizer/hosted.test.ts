import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { hostedRefusal, hostedWindow } from '../../src/tokenizer/hosted.js';
import { modelWindow } from '../../src/tokenizer/models.js';

const test = suite('tokenizer hosted');

test('tokenizer hosted :: a Claude or Gemini window by its name, a date or release suffix, never as the prefix of another model', () => {
  const cases: [string, { model: string; tokens: number } | undefined][] = [
    ['claude-sonnet-4-5', { model: 'claude-sonnet-4-5', tokens: 200_000 }],
    ['claude-sonnet-4-5-20250929', { model: 'claude-sonnet-4-5-20250929', tokens: 200_000 }],
    ['Claude-Opus-4-6', { model: 'claude-opus-4-6', tokens: 1_000_000 }],
    ['claude-opus-5-latest', { model: 'claude-opus-5-latest', tokens: 1_000_000 }],
    ['claude-opus-5-5', { model: 'claude-opus-5-5', tokens: 1_000_000 }],
    // A later model is not the one before it.
    ['claude-opus-5-7', undefined],
    // No page of Anthropic's stating these could be checked.
    ['claude-3-opus-20240229', undefined],
    ['claude-sonnet-4-20250514', undefined],
    ['gemini-2.0-flash-001', { model: 'gemini-2.0-flash-001', tokens: 1_048_576 }],
    ['gemini-2.5-pro-preview-05-06', { model: 'gemini-2.5-pro-preview-05-06', tokens: 1_048_576 }],
    ['gemini-2.5-flash-lite-preview-06-17', { model: 'gemini-2.5-flash-lite-preview-06-17', tokens: 1_048_576 }],
    ['gemini-3.5-flash', { model: 'gemini-3.5-flash', tokens: 1_048_576 }],
    ['gemini-2.5-flash-image', undefined],
    ['gemini-1.5-pro', undefined],
    ['gpt-4o', undefined],
  ];
  for (const [name, window] of cases) assert.equal(hostedWindow(name), window, name);
});

test('tokenizer hosted :: each Gemini generation gets the advice of what Google\'s SDK counts it with', () => {
  const advice = (name: string) => hostedRefusal(name)!.replace(/^.*?; its Gen AI SDK /, '');
  for (const name of ['gemini-2.0-flash', 'gemini-2.5-pro', 'gemini-live-2.5-flash', 'gemini-3-pro-preview', 'gemini-3-flash-preview']) assert.match(advice(name), "Gemma 3's vocabulary, so --model gemma-3 comes closest", name);
  for (const name of ['gemini-3.1-pro-preview', 'gemini-3.1-flash-lite', 'gemini-3.5-flash']) assert.match(advice(name), "Gemma 4's tokenizer (google/gemma-4-E4B-it), which this tool does not ship", name);
  for (const name of ['gemini-1.0-pro', 'gemini-1.5-flash-002']) assert.match(advice(name), "Gemma 2's vocabulary", name);
  for (const name of ['gemini-3-pro-image', 'gemini-3.8-flash', 'gemini-4-carbon']) assert.is(advice(name), 'names no local tokenizer for this model', name);
  assert.is(hostedRefusal('gemma-3'), undefined);
  assert.match(hostedRefusal('claude-opus-4-6')!, /^no exact count for 'claude-opus-4-6': Anthropic publishes no tokenizer/);
});

test('tokenizer hosted :: modelWindow: the window and, when the tool has it, the tokenizer of the model', () => {
  assert.equal(modelWindow('qwen3'), { model: 'qwen3', tokens: 32_768, encoding: 'qwen3' });
  assert.equal(modelWindow('gpt-4'), { model: 'gpt-4', tokens: 8192, encoding: 'cl100k_base' });
  assert.equal(modelWindow('claude-haiku-4-5'), { model: 'claude-haiku-4-5', tokens: 200_000 });
  assert.throws(() => modelWindow('text-davinci-003'), /^fit: the context window of 'text-davinci-003' is not known; give a number of tokens$/);
  assert.throws(() => modelWindow('claude-2'), /^fit: the context window of 'claude-2' is not known/);
  assert.throws(() => modelWindow('lama-3'), /^unknown model 'lama-3' \(did you mean 'llama-3'\?\)/);
});

test.run();
