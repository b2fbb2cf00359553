/**
 * Removes the comments of `language` from `text`, keeping every line break so line numbers stay
 * true. Strings, template literals, regular expressions and heredocs are never touched.
 */
// TODO(#4): the string-aware lexers per language; until then the text is counted whole.
export function removeComments(text: string, _language: string): string {
  return text;
}
