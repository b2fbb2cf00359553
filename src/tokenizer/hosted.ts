// Models whose makers publish no tokenizer (Anthropic's Claude, Google's Gemini): what the tool
// knows of them is their context window, for `--fit`, and what comes closest to their counts.

/** Why `--model <name>` cannot count for a Claude or Gemini model, and what to do instead; undefined for other names. */
export function hostedRefusal(name: string): string | undefined {
  const lower = name.toLowerCase();
  if (lower.startsWith('claude')) {
    return `no exact count for '${name}': Anthropic publishes no tokenizer for Claude 3 and later models; to approximate, count with another model's tokenizer (--model gpt-4o or --model llama-3) and expect Claude's own counts to differ`;
  }
  if (!lower.startsWith('gemini')) return undefined;
  return `no exact count for '${name}': Google publishes no Gemini tokenizer file; ${geminiAdvice(lower)}`;
}

// What Google's Gen AI SDK counts each Gemini generation with offline, as its local tokenizer's
// table says (googleapis/python-genai, google/genai/_local_tokenizer_loader.py, read at commit
// 04095a79: gemini-2.0-*, 2.5-* and the gemini-3-pro/flash previews -> gemma3; gemini-3.1-pro-preview,
// 3.1-flash-lite and 3.5-flash -> gemma4, loaded through transformers from google/gemma-4-E4B-it.
// An earlier version, at commit 5feb7781, mapped gemini-1.0-* and 1.5-* to gemma2). The SDK
// names no other Gemini model, so neither does this.
function geminiAdvice(lower: string): string {
  if (/^gemini-1\.[05]-/.test(lower)) {
    return "its Gen AI SDK counted Gemini 1.0 and 1.5 locally with Gemma 2's vocabulary (later releases dropped them), which this tool does not ship; to count with it, give Gemma 2's tokenizer.json as --tokenizer";
  }
  if (/^gemini-(live-)?2\.[05]-/.test(lower) || /^gemini-3-(pro|flash)-preview/.test(lower)) {
    return "its Gen AI SDK counts Gemini 2.0, 2.5 and the Gemini 3 previews locally with Gemma 3's vocabulary, so --model gemma-3 comes closest";
  }
  if (/^gemini-3\.[15]-/.test(lower)) {
    return "its Gen AI SDK counts Gemini 3.1 and 3.5 locally with Gemma 4's tokenizer (google/gemma-4-E4B-it), which this tool does not ship; to count with it, give Gemma 4's tokenizer.json as --tokenizer";
  }
  return 'its Gen AI SDK names no local tokenizer for this model';
}

// Context windows, in tokens, as each maker states them; the source beside each. A name is
// matched exactly or with a date or version suffix (DATED), never as the prefix of another model's
// name: `claude-opus-5` does not stand for a later `claude-opus-5-7`. A model not listed has no
// known window (`--fit` then asks for a number of tokens): Claude 3.x, Claude 4 and 4.1 and
// Gemini 1.x are not listed because no page of their makers stating it could be checked here.
const WINDOWS: Record<string, number> = {
  // Anthropic's model pages (platform.claude.com/docs/en/models/<model>/overview), "Context window:
  // 200K tokens" or "1M tokens"; Google Cloud's page of claude-opus-4-7 states the 1M as
  // "Maximum input tokens: 1,000,000".
  'claude-haiku-4-5': 200_000,
  'claude-sonnet-4-5': 200_000,
  'claude-opus-4-5': 200_000,
  'claude-sonnet-4-6': 1_000_000,
  'claude-opus-4-6': 1_000_000,
  'claude-opus-4-7': 1_000_000,
  'claude-opus-4-8': 1_000_000,
  'claude-sonnet-5': 1_000_000,
  'claude-opus-5': 1_000_000,
  'claude-haiku-5-5': 1_000_000,
  'claude-sonnet-5-5': 1_000_000,
  'claude-opus-5-5': 1_000_000,
  'claude-fable-5-1': 1_000_000,
  // Google's model pages (ai.google.dev/gemini-api/docs/models/<model>, "Input token limit";
  // docs.cloud.google.com, "Context window" / "Maximum input tokens"), 1,048,576 for each; for
  // gemini-2.5-flash, Oracle's page of the model it hosts (docs.oracle.com, "Maximum Input Tokens").
  // Google counts the window as the input limit ("an input limit of about 1,000,000 tokens ...
  // means a context window is 1,000,000 tokens", ai.google.dev/gemini-api/docs/tokens).
  'gemini-2.0-flash': 1_048_576,
  'gemini-2.0-flash-lite': 1_048_576,
  'gemini-2.5-pro': 1_048_576,
  'gemini-2.5-flash': 1_048_576,
  'gemini-2.5-flash-lite': 1_048_576,
  'gemini-3-pro-preview': 1_048_576,
  'gemini-3-flash-preview': 1_048_576,
  'gemini-3.1-pro-preview': 1_048_576,
  'gemini-3.1-flash-lite': 1_048_576,
  'gemini-3.5-flash': 1_048_576,
};

// The suffixes that name a version of the same model: a date (`-20250929`, `-preview-05-06`), a
// release number (`-001`), `-latest`, `-exp`.
const DATED = /^(-\d{8}|-\d{3}|-latest|-exp(-\d{2}-\d{2})?|-preview(-\d{2}-\d{2})?)$/;

/** The context window of a Claude or Gemini model, when its maker's figure is known; `model` is the name as listed. */
export function hostedWindow(name: string): { model: string; tokens: number } | undefined {
  const lower = name.toLowerCase();
  for (const [model, tokens] of Object.entries(WINDOWS)) {
    if (lower === model || (lower.startsWith(model) && DATED.test(lower.slice(model.length)))) return { model: lower, tokens };
  }
  return undefined;
}
