// No imports: the HTML report's page bundles this too.

/**
 * "41% of gpt-4o's 128,000-token window": the share of a model's context window that `tokens`
 * fill, whole percents from 10%, one decimal below.
 */
export function windowShare(tokens: number, { model, tokens: size }: { model: string; tokens: number }): string {
  const percent = (tokens * 100) / size;
  const shown = percent >= 10 ? String(Math.round(percent)) : tokens > 0 && percent < 0.1 ? '<0.1' : percent.toFixed(1);
  return `${shown}% of ${model}'s ${String(size).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}-token window`;
}
