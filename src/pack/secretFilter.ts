// Which texts secretlint's recommended preset (11.x) could report anything in: a text that none of
// these matches holds nothing any of its rules reports, so it is not handed to secretlint at all.
// Each alternative is a part every match of one of the preset's patterns must contain, read from
// the rule as shipped (a rule's own pattern, less its look-arounds, length bounds and the checks
// it makes after matching, so each alternative matches wherever the rule's pattern does):
//
//   aws             `secret_access_key = <40 chars>` in the three casings the rule spells (its
//                   access key ID and account ID patterns are off unless `enableIDScanRule`, and
//                   the preset is run with its defaults)
//   privatekey      a PEM block: `PRIVATE KEY` in its BEGIN line
//   npm             `npm_` tokens; `_authToken=` (.npmrc); `:x-oauth-basic@github.com/` (package.json)
//   slack           `xoxb-` and its kin; incoming webhooks, matched case-insensitively by the rule
//   sendgrid, shopify, github, openai (`T3BlbkFJ` sits in both of its forms), anthropic,
//   linear, 1password: each token's prefix
//   basicauth, database-connection-string: `://user:password@`; basic auth's user and password
//                   characters are a subset of the connection strings' (`[^:/\s]`, `[^@/\s]`)
//   gcp             a service account's JSON (`.json` files only): its `private_key` field,
//                   whose name could also be spelt with `\u` escapes
//   filter-comments reports nothing: it only silences the others
//
// test/pack/secretFilter.test.ts holds a finding of every pattern of every rule: the preset must
// report each, and this filter must let each through. A new version of the preset is checked there.

const CASED = new RegExp(
  [
    '(?:SECRET|secret|Secret)_?(?:ACCESS|access|Access)_?(?:KEY|key|Key)["\']?\\s*(?::|=>|=)\\s*["\']?[A-Za-z0-9/+=]{40}',
    'PRIVATE KEY',
    'npm_[A-Za-z0-9_]{36}',
    '_authToken=',
    ':x-oauth-basic@',
    '(?:xoxb|xoxp|xapp|xoxa|xoxo|xoxr)-',
    caseless('hooks.slack.com/services/t'),
    'SG\\.\\w',
    '(?:shppa|shpca|shpat|shpss)_',
    '(?:ghp|gho|ghu|ghs|ghr|github_pat)_',
    'T3BlbkFJ',
    'sk-ant-api0',
    'lin_api_',
    'ops_ey',
    ':\\/\\/[^:\\/\\s]+:[^@\\/\\s]+@',
  ].join('|'),
);

const GCP_JSON = /private_key|\\u/;

/** Whether secretlint's recommended rules could report anything in `text`, the analysed text of `path`. */
export function maySecret(path: string, text: string): boolean {
  return CASED.test(text) || (path.endsWith('.json') && GCP_JSON.test(text));
}

// One case-sensitive pattern scans the text once: `[hH][oO]...` for a part the rule matches in any case.
function caseless(literal: string): string {
  return literal.replace(/[a-z]/g, (c) => `[${c}${c.toUpperCase()}]`).replaceAll('.', '\\.').replaceAll('/', '\\/');
}
