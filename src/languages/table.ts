/**
 * How comments are written: each name is one lexer in `lexers/index.ts`; `none` for formats without
 * comments (JSON, plain text). `c` is the languages of the C preprocessor (C, C++, Objective-C).
 */
export type CommentSyntax =
  | 'javascript' | 'jsx' | 'typescript' | 'tsx' | 'c' | 'csharp' | 'java' | 'go' | 'rust' | 'kotlin' | 'swift'
  | 'scala' | 'dart' | 'groovy' | 'protobuf' | 'jsonc' | 'json5' | 'css' | 'scss' | 'sass' | 'php' | 'python' | 'ruby' | 'shell'
  | 'powershell' | 'lua' | 'sql' | 'html' | 'xml' | 'vue' | 'svelte' | 'markdown' | 'yaml' | 'toml'
  | 'dockerfile' | 'makefile' | 'haskell' | 'elixir' | 'r' | 'ini' | 'perl' | 'erlang' | 'clojure' | 'fsharp'
  | 'ocaml' | 'zig' | 'nim' | 'julia' | 'hcl' | 'graphql' | 'batch' | 'cmake' | 'gitignore' | 'hashline' | 'none';

interface Language {
  /** Lower-case, as Markdown fences name it. */
  id: string;
  comments: CommentSyntax;
  /** Lower-case, without the dot. */
  extensions?: string[];
  /** Whole lower-case file names. */
  names?: string[];
}

const LANGUAGES: Language[] = [
  { id: 'typescript', comments: 'typescript', extensions: ['ts', 'mts', 'cts'] },
  { id: 'tsx', comments: 'tsx', extensions: ['tsx'] },
  // JSX in .js files is common; `<` where an expression starts is never anything else in JavaScript.
  { id: 'javascript', comments: 'javascript', extensions: ['js', 'mjs', 'cjs'] },
  { id: 'jsx', comments: 'jsx', extensions: ['jsx'] },
  { id: 'python', comments: 'python', extensions: ['py', 'pyi', 'pyw'], names: ['sconstruct', 'sconscript'] },
  { id: 'go', comments: 'go', extensions: ['go'] },
  { id: 'rust', comments: 'rust', extensions: ['rs'] },
  { id: 'java', comments: 'java', extensions: ['java'] },
  { id: 'kotlin', comments: 'kotlin', extensions: ['kt', 'kts'] },
  { id: 'swift', comments: 'swift', extensions: ['swift'] },
  { id: 'c', comments: 'c', extensions: ['c', 'h'] },
  { id: 'cpp', comments: 'c', extensions: ['cc', 'cpp', 'cxx', 'c++', 'hh', 'hpp', 'hxx', 'h++', 'ipp', 'inl', 'tpp'] },
  { id: 'objectivec', comments: 'c', extensions: ['m', 'mm'] },
  { id: 'csharp', comments: 'csharp', extensions: ['cs', 'csx'] },
  { id: 'protobuf', comments: 'protobuf', extensions: ['proto'] },
  { id: 'ruby', comments: 'ruby', extensions: ['rb', 'rake', 'gemspec', 'ru'],
    names: ['gemfile', 'rakefile', 'vagrantfile', 'podfile', 'guardfile', 'brewfile'] },
  { id: 'php', comments: 'php', extensions: ['php', 'phtml'] },
  { id: 'shell', comments: 'shell', extensions: ['sh', 'bash', 'zsh', 'ksh'],
    names: ['.bashrc', '.zshrc', '.profile', '.bash_profile', '.bash_aliases', '.zprofile', '.zshenv'] },
  { id: 'powershell', comments: 'powershell', extensions: ['ps1', 'psm1', 'psd1'] },
  { id: 'lua', comments: 'lua', extensions: ['lua'] },
  { id: 'sql', comments: 'sql', extensions: ['sql'] },
  { id: 'html', comments: 'html', extensions: ['html', 'htm', 'xhtml'] },
  { id: 'xml', comments: 'xml', extensions: ['xml', 'xsd', 'xsl', 'xslt', 'svg', 'plist', 'csproj', 'props', 'targets', 'xaml', 'resx'] },
  { id: 'css', comments: 'css', extensions: ['css'] },
  { id: 'scss', comments: 'scss', extensions: ['scss'] },
  { id: 'sass', comments: 'sass', extensions: ['sass'] },
  { id: 'less', comments: 'scss', extensions: ['less'] },
  { id: 'vue', comments: 'vue', extensions: ['vue'] },
  { id: 'svelte', comments: 'svelte', extensions: ['svelte'] },
  { id: 'markdown', comments: 'markdown', extensions: ['md', 'markdown', 'mdx'] },
  { id: 'rst', comments: 'none', extensions: ['rst'] },
  { id: 'text', comments: 'none', extensions: ['txt'] },
  { id: 'yaml', comments: 'yaml', extensions: ['yml', 'yaml'] },
  { id: 'toml', comments: 'toml', extensions: ['toml'] },
  { id: 'json', comments: 'none', extensions: ['json'] },
  { id: 'jsonc', comments: 'jsonc', extensions: ['jsonc'],
    names: ['.eslintrc.json', '.babelrc', '.babelrc.json', '.swcrc', '.jshintrc', 'devcontainer.json', '.devcontainer.json', 'tslint.json', 'api-extractor.json'] },
  { id: 'json5', comments: 'json5', extensions: ['json5'] },
  { id: 'ini', comments: 'ini', extensions: ['ini', 'cfg', 'conf', 'properties'], names: ['.editorconfig', '.gitconfig', '.npmrc'] },
  { id: 'dockerfile', comments: 'dockerfile', names: ['dockerfile', 'containerfile'] },
  { id: 'makefile', comments: 'makefile', extensions: ['mk', 'mak'], names: ['makefile', 'gnumakefile', 'bsdmakefile'] },
  { id: 'cmake', comments: 'cmake', extensions: ['cmake'], names: ['cmakelists.txt'] },
  { id: 'haskell', comments: 'haskell', extensions: ['hs', 'lhs'] },
  { id: 'elm', comments: 'haskell', extensions: ['elm'] },
  { id: 'scala', comments: 'scala', extensions: ['scala', 'sc', 'sbt'] },
  { id: 'elixir', comments: 'elixir', extensions: ['ex', 'exs'] },
  { id: 'dart', comments: 'dart', extensions: ['dart'] },
  { id: 'r', comments: 'r', extensions: ['r'], names: ['.rprofile'] },
  { id: 'perl', comments: 'perl', extensions: ['pl', 'pm'] },
  { id: 'erlang', comments: 'erlang', extensions: ['erl', 'hrl'] },
  { id: 'clojure', comments: 'clojure', extensions: ['clj', 'cljs', 'cljc', 'edn'] },
  { id: 'fsharp', comments: 'fsharp', extensions: ['fs', 'fsx', 'fsi'] },
  { id: 'ocaml', comments: 'ocaml', extensions: ['ml', 'mli'] },
  { id: 'zig', comments: 'zig', extensions: ['zig'] },
  { id: 'nim', comments: 'nim', extensions: ['nim'] },
  { id: 'julia', comments: 'julia', extensions: ['jl'] },
  { id: 'groovy', comments: 'groovy', extensions: ['groovy', 'gradle'], names: ['jenkinsfile'] },
  { id: 'hcl', comments: 'hcl', extensions: ['tf', 'hcl', 'tfvars'] },
  { id: 'graphql', comments: 'graphql', extensions: ['graphql', 'gql'] },
  { id: 'batch', comments: 'batch', extensions: ['bat', 'cmd'] },
  { id: 'gitignore', comments: 'gitignore', names: ['.gitignore', '.dockerignore', '.npmignore', '.prettierignore', '.eslintignore'] },
  { id: 'gitattributes', comments: 'hashline', names: ['.gitattributes'] },
];

const BY_EXTENSION = new Map<string, string>();
const BY_NAME = new Map<string, string>();
const SYNTAX = new Map<string, CommentSyntax>();
for (const language of LANGUAGES) {
  SYNTAX.set(language.id, language.comments);
  for (const extension of language.extensions ?? []) BY_EXTENSION.set(extension, language.id);
  for (const name of language.names ?? []) BY_NAME.set(name, language.id);
}

/** Every language id the table knows. */
export function languageIds(): string[] {
  return LANGUAGES.map((language) => language.id);
}

/** The comment syntax of a language id; `none` for `text` and ids the table does not know. */
export function commentSyntax(language: string): CommentSyntax {
  return SYNTAX.get(language) ?? 'none';
}

/**
 * Language id of a root-relative, `/`-separated path: by whole file name, then by name pattern, then
 * by extension; `text` when nothing matches.
 *
 * JSON files that tools read as JSON with comments are `jsonc`: `tsconfig*.json` and
 * `jsconfig*.json` (TypeScript reads them so), the JSON files under `.vscode/` and
 * `.devcontainer/` (VS Code does), and the named linter and compiler configs above. Every other
 * `.json` is strict JSON, which has no comments.
 */
export function detectLanguage(path: string): string {
  const slash = path.lastIndexOf('/');
  const name = path.slice(slash + 1).toLowerCase();
  const byName = BY_NAME.get(name);
  if (byName) return byName;
  if (name.startsWith('dockerfile.') || name.endsWith('.dockerfile')) return 'dockerfile';
  if (name.endsWith('.d.ts')) return 'typescript';
  if (name.endsWith('.json') && isJsoncJson(path.slice(0, Math.max(slash, 0)), name)) return 'jsonc';
  const dot = name.lastIndexOf('.');
  if (dot <= 0) return 'text';
  return BY_EXTENSION.get(name.slice(dot + 1)) ?? 'text';
}

function isJsoncJson(folder: string, name: string): boolean {
  if (/^(?:ts|js)config(?:\..+)?\.json$/.test(name)) return true;
  const parent = folder.slice(folder.lastIndexOf('/') + 1);
  return parent === '.vscode' || parent === '.devcontainer';
}
