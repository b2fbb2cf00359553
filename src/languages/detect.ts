// Language ids are the names Markdown fences use; `text` when nothing matches.
const BY_EXTENSION = new Map<string, string>(Object.entries({
  ts: 'typescript', mts: 'typescript', cts: 'typescript', tsx: 'tsx',
  js: 'javascript', mjs: 'javascript', cjs: 'javascript', jsx: 'jsx',
  py: 'python', pyi: 'python', pyw: 'python',
  go: 'go', rs: 'rust', java: 'java', kt: 'kotlin', kts: 'kotlin', swift: 'swift',
  c: 'c', h: 'c', cc: 'cpp', cpp: 'cpp', cxx: 'cpp', 'c++': 'cpp', hh: 'cpp', hpp: 'cpp', hxx: 'cpp', 'h++': 'cpp', ipp: 'cpp', inl: 'cpp', tpp: 'cpp',
  cs: 'csharp', rb: 'ruby', rake: 'ruby', gemspec: 'ruby', php: 'php', phtml: 'php',
  sh: 'shell', bash: 'shell', zsh: 'shell', ksh: 'shell', ps1: 'powershell', psm1: 'powershell', psd1: 'powershell',
  lua: 'lua', sql: 'sql', html: 'html', htm: 'html', xhtml: 'html', xml: 'xml', xsd: 'xml', xsl: 'xml', xslt: 'xml', svg: 'xml', plist: 'xml',
  css: 'css', scss: 'scss', sass: 'sass', less: 'less', vue: 'vue', svelte: 'svelte',
  md: 'markdown', markdown: 'markdown', mdx: 'markdown', rst: 'rst', txt: 'text',
  yml: 'yaml', yaml: 'yaml', toml: 'toml', json: 'json', jsonc: 'jsonc', json5: 'json5', ini: 'ini', cfg: 'ini', conf: 'ini',
  hs: 'haskell', lhs: 'haskell', scala: 'scala', sc: 'scala', ex: 'elixir', exs: 'elixir', dart: 'dart', r: 'r',
  pl: 'perl', pm: 'perl', m: 'objectivec', mm: 'objectivec', erl: 'erlang', clj: 'clojure', cljs: 'clojure', elm: 'elm',
  fs: 'fsharp', fsx: 'fsharp', ml: 'ocaml', mli: 'ocaml', zig: 'zig', nim: 'nim', jl: 'julia', groovy: 'groovy', gradle: 'groovy',
  tf: 'hcl', hcl: 'hcl', proto: 'protobuf', graphql: 'graphql', gql: 'graphql', bat: 'batch', cmd: 'batch', cmake: 'cmake',
}));

const BY_NAME = new Map<string, string>(Object.entries({
  dockerfile: 'dockerfile', containerfile: 'dockerfile', makefile: 'makefile', gnumakefile: 'makefile',
  'cmakelists.txt': 'cmake', gemfile: 'ruby', rakefile: 'ruby', vagrantfile: 'ruby', podfile: 'ruby',
  jenkinsfile: 'groovy', '.bashrc': 'shell', '.zshrc': 'shell', '.profile': 'shell', '.bash_profile': 'shell',
  '.gitignore': 'gitignore', '.dockerignore': 'gitignore', '.editorconfig': 'ini', '.gitattributes': 'gitattributes',
}));

/** Language id of a root-relative path, from its file name or extension. */
export function detectLanguage(path: string): string {
  const name = path.slice(path.lastIndexOf('/') + 1).toLowerCase();
  const byName = BY_NAME.get(name);
  if (byName) return byName;
  if (name.startsWith('dockerfile.') || name.endsWith('.dockerfile')) return 'dockerfile';
  if (name.endsWith('.d.ts')) return 'typescript';
  const dot = name.lastIndexOf('.');
  if (dot <= 0) return 'text';
  return BY_EXTENSION.get(name.slice(dot + 1)) ?? 'text';
}
