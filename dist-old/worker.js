import {
  lineFinder
} from "./chunk-RKDPA7HW.js";

// src/pool/worker.ts
import { parentPort, workerData } from "worker_threads";

// src/cache/store.ts
var ResultStore = class {
  results;
  waiting = /* @__PURE__ */ new Map();
  constructor(entries2 = []) {
    this.results = new Map(entries2);
  }
  /** A copy to seed another thread's store. */
  entries() {
    return [...this.results];
  }
  key(hash, language) {
    return `${hash} ${language}`;
  }
  get(key) {
    return this.results.get(key);
  }
  set(key, { tokens = 0, lines = 0, methods, warning }) {
    const stored = { tokens, lines, time: Date.now() };
    if (methods) stored.methods = methods.map(({ name, tokens: tokens2, lines: lines2 }) => ({ name, tokens: tokens2, lines: lines2 }));
    if (warning !== void 0) stored.warning = warning;
    this.results.set(key, stored);
  }
  /** `record` with the stored counts, its methods filed under its own path. */
  apply(record, { tokens, lines, methods, warning }) {
    const counted = { ...record, tokens, lines };
    if (methods) counted.methods = methods.map((m) => ({ ...m, file: record.path }));
    if (warning !== void 0) counted.warning = warning;
    return counted;
  }
  /**
   * Holds `record` back when a file with the same key is already being counted, and says so;
   * the first file with a key is not held, and claims it.
   */
  hold(key, record) {
    const held = this.waiting.get(key);
    if (held) held.push(record);
    else this.waiting.set(key, []);
    return held !== void 0;
  }
  /** The records held back for `key`, now that it is counted. */
  release(key) {
    const held = this.waiting.get(key) ?? [];
    this.waiting.delete(key);
    return held;
  }
  /** Whether recallFile() can ever answer. */
  get recalls() {
    return false;
  }
  /** A counted record for an entry known to be unchanged and within `maxBytes`; only a persistent cache knows any. */
  recallFile(_entry, _maxBytes) {
    return void 0;
  }
  /** Notes the file a record was read from, for recallFile() next time. */
  noteFile(_record) {
  }
  /** Keeps what this run learnt, where there is somewhere to keep it. */
  async save() {
  }
};

// src/tokenizer/ranks.ts
import { readFileSync } from "fs";
import { createRequire } from "module";
var B64 = new Int8Array(128).fill(-1);
for (let i = 0; i < 64; i++) B64["ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".charCodeAt(i)] = i;
function hashBytes(bytes, a, b) {
  let h = 2166136261 | 0;
  for (let i = a; i < b; i++) h = Math.imul(h ^ bytes[i], 16777619);
  h ^= h >>> 15;
  h = Math.imul(h, 739982445);
  return h ^ h >>> 12;
}
var RankTable = class _RankTable {
  constructor(data) {
    this.data = data;
    ({ slots: this.slots, starts: this.starts, ranks: this.ranks, arena: this.arena, pairs: this.pairs } = data);
    this.mask = this.slots.length - 1;
  }
  data;
  slots;
  starts;
  ranks;
  arena;
  pairs;
  mask;
  /** The ranks tiktoken ships for `encoding`. */
  static load(encoding) {
    const require2 = createRequire(import.meta.url);
    const file = require2.resolve(`tiktoken/encoders/${encoding}.json`);
    return new _RankTable(parse(JSON.parse(readFileSync(file, "utf8")).bpe_ranks));
  }
  /** The same table in shared memory, for worker threads to use without building their own. */
  share() {
    const shared = (a) => {
      const copy = new a.constructor(new SharedArrayBuffer(a.byteLength));
      copy.set(a);
      return copy;
    };
    const { slots, starts, ranks: ranks2, arena, pairs } = this.data;
    return { slots: shared(slots), starts: shared(starts), ranks: shared(ranks2), arena: shared(arena), pairs: shared(pairs) };
  }
  /** The rank of the two bytes `first, second`, or -1 when they are not a token. */
  pairRank(first, second) {
    return this.pairs[first << 8 | second];
  }
  /** The rank of `bytes[a..b)`, or -1 when it is not a token. */
  rank(bytes, a, b) {
    const len = b - a;
    if (len === 2) return this.pairs[bytes[a] << 8 | bytes[a + 1]];
    const { slots, starts, arena, mask } = this;
    for (let idx = hashBytes(bytes, a, b) & mask; ; idx = idx + 1 & mask) {
      const slot = slots[idx];
      if (slot === 0) return -1;
      const start = starts[slot - 1];
      if (starts[slot] - start !== len) continue;
      let i = 0;
      while (i < len && arena[start + i] === bytes[a + i]) i++;
      if (i === len) return this.ranks[slot - 1];
    }
  }
};
function parse(text) {
  const count = countTokens(text);
  const starts = new Int32Array(count + 1);
  const ranks2 = new Int32Array(count);
  const pairs = new Int32Array(1 << 16).fill(-1);
  const arena = new Uint8Array(Math.ceil(text.length * 3 / 4));
  let size = 1 << 10;
  while (size < count * 2) size <<= 1;
  const slots = new Int32Array(size);
  let used = 0, n = 0;
  for (let p = 0; p < text.length; ) {
    let eol = text.indexOf("\n", p);
    if (eol === -1) eol = text.length;
    const tagEnd = text.indexOf(" ", p);
    const rankEnd = text.indexOf(" ", tagEnd + 1);
    let rank = Number(text.slice(tagEnd + 1, rankEnd === -1 || rankEnd > eol ? eol : rankEnd));
    for (let q = rankEnd + 1; rankEnd !== -1 && q < eol; ) {
      let end = text.indexOf(" ", q);
      if (end === -1 || end > eol) end = eol;
      const start = used;
      used = decodeBase64(text, q, end, arena, used);
      starts[n] = start;
      ranks2[n] = rank;
      if (used - start === 2) pairs[arena[start] << 8 | arena[start + 1]] = rank;
      rank++;
      let idx = hashBytes(arena, start, used) & size - 1;
      while (slots[idx] !== 0) idx = idx + 1 & size - 1;
      slots[idx] = ++n;
      q = end + 1;
    }
    p = eol + 1;
  }
  starts[n] = used;
  return { slots, starts, ranks: ranks2, arena, pairs };
}
function countTokens(text) {
  let count = 0;
  for (const line of text.split("\n")) {
    const fields = line.split(" ").length;
    if (fields > 2) count += fields - 2;
  }
  return count;
}
function decodeBase64(text, a, b, out, at) {
  let bits = 0, value = 0;
  for (let i = a; i < b; i++) {
    const d = B64[text.charCodeAt(i)];
    if (d < 0) break;
    value = value << 6 | d;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[at++] = value >>> bits & 255;
    }
  }
  return at;
}

// src/pool/local.ts
import { Readable } from "stream";

// src/pool/settings.ts
function needsCounting({ countMode, methodLevel }) {
  return countMode !== "none" || methodLevel;
}
function needsText(settings2) {
  return needsCounting(settings2) || settings2.keepText;
}

// src/stages/objects.ts
import { Duplex, Transform, pipeline } from "stream";
var AsyncFunction = (async () => {
}).constructor;
function mapStage(fn) {
  const transform = fn instanceof AsyncFunction ? (item, _encoding, done) => {
    fn(item).then((out) => done(null, out), done);
  } : (item, _encoding, done) => {
    let out;
    try {
      out = fn(item);
    } catch (err) {
      return done(err);
    }
    done(null, out);
  };
  return new Transform({ objectMode: true, transform });
}
function eachStage(fn) {
  if (fn instanceof AsyncFunction) {
    return mapStage(async (batch) => {
      const out = [];
      for (const item of batch) {
        const result = await fn(item);
        if (result !== void 0) out.push(result);
      }
      return out.length > 0 ? out : void 0;
    });
  }
  return mapStage((batch) => {
    const out = [];
    for (const item of batch) {
      const result = fn(item);
      if (result !== void 0) out.push(result);
    }
    return out.length > 0 ? out : void 0;
  });
}
function chain(streams, done = () => {
}) {
  return pipeline(...streams, done);
}

// src/stages/keep.ts
function keep({ store, keepText }) {
  return mapStage((batch) => {
    const out = [];
    for (const { text, ...record } of batch) {
      out.push(keepText && text !== void 0 ? { ...record, text } : record);
      if (record.hash === void 0 || record.reused || record.tokens === void 0) continue;
      const key = store.key(record.hash, record.language);
      store.set(key, record);
      for (const twin of store.release(key)) {
        const { text: _raw, ...counted } = store.apply(twin, store.get(key));
        out.push({ ...counted, reused: "duplicate", ...keepText && text !== void 0 ? { text } : {} });
      }
    }
    return out;
  });
}

// src/stages/read.ts
import { closeSync, constants, fstatSync, openSync, readSync } from "fs";
import { isUtf8 } from "buffer";
import { hash as digest } from "crypto";

// src/languages/table.ts
var LANGUAGES = [
  { id: "typescript", comments: "typescript", extensions: ["ts", "mts", "cts"] },
  { id: "tsx", comments: "tsx", extensions: ["tsx"] },
  // JSX in .js files is common; `<` where an expression starts is never anything else in JavaScript.
  { id: "javascript", comments: "javascript", extensions: ["js", "mjs", "cjs"] },
  { id: "jsx", comments: "jsx", extensions: ["jsx"] },
  { id: "python", comments: "python", extensions: ["py", "pyi", "pyw"], names: ["sconstruct", "sconscript"] },
  { id: "go", comments: "go", extensions: ["go"] },
  { id: "rust", comments: "rust", extensions: ["rs"] },
  { id: "java", comments: "java", extensions: ["java"] },
  { id: "kotlin", comments: "kotlin", extensions: ["kt", "kts"] },
  { id: "swift", comments: "swift", extensions: ["swift"] },
  { id: "c", comments: "c", extensions: ["c", "h"] },
  { id: "cpp", comments: "c", extensions: ["cc", "cpp", "cxx", "c++", "hh", "hpp", "hxx", "h++", "ipp", "inl", "tpp"] },
  { id: "objectivec", comments: "c", extensions: ["m", "mm"] },
  { id: "csharp", comments: "csharp", extensions: ["cs", "csx"] },
  { id: "protobuf", comments: "protobuf", extensions: ["proto"] },
  {
    id: "ruby",
    comments: "ruby",
    extensions: ["rb", "rake", "gemspec", "ru"],
    names: ["gemfile", "rakefile", "vagrantfile", "podfile", "guardfile", "brewfile"]
  },
  { id: "php", comments: "php", extensions: ["php", "phtml"] },
  {
    id: "shell",
    comments: "shell",
    extensions: ["sh", "bash", "zsh", "ksh"],
    names: [".bashrc", ".zshrc", ".profile", ".bash_profile", ".bash_aliases", ".zprofile", ".zshenv"]
  },
  { id: "powershell", comments: "powershell", extensions: ["ps1", "psm1", "psd1"] },
  { id: "lua", comments: "lua", extensions: ["lua"] },
  { id: "sql", comments: "sql", extensions: ["sql"] },
  { id: "html", comments: "html", extensions: ["html", "htm", "xhtml"] },
  { id: "xml", comments: "xml", extensions: ["xml", "xsd", "xsl", "xslt", "svg", "plist", "csproj", "props", "targets", "xaml", "resx"] },
  { id: "css", comments: "css", extensions: ["css"] },
  { id: "scss", comments: "scss", extensions: ["scss"] },
  { id: "sass", comments: "scss", extensions: ["sass"] },
  { id: "less", comments: "scss", extensions: ["less"] },
  { id: "vue", comments: "vue", extensions: ["vue"] },
  { id: "svelte", comments: "svelte", extensions: ["svelte"] },
  { id: "markdown", comments: "markdown", extensions: ["md", "markdown", "mdx"] },
  { id: "rst", comments: "none", extensions: ["rst"] },
  { id: "text", comments: "none", extensions: ["txt"] },
  { id: "yaml", comments: "yaml", extensions: ["yml", "yaml"] },
  { id: "toml", comments: "toml", extensions: ["toml"] },
  { id: "json", comments: "none", extensions: ["json"] },
  {
    id: "jsonc",
    comments: "jsonc",
    extensions: ["jsonc"],
    names: [".eslintrc.json", ".babelrc", ".babelrc.json", ".swcrc", ".jshintrc", "devcontainer.json", ".devcontainer.json", "tslint.json", "api-extractor.json"]
  },
  { id: "json5", comments: "json5", extensions: ["json5"] },
  { id: "ini", comments: "ini", extensions: ["ini", "cfg", "conf", "properties"], names: [".editorconfig", ".gitconfig", ".npmrc"] },
  { id: "dockerfile", comments: "dockerfile", names: ["dockerfile", "containerfile"] },
  { id: "makefile", comments: "makefile", extensions: ["mk", "mak"], names: ["makefile", "gnumakefile", "bsdmakefile"] },
  { id: "cmake", comments: "cmake", extensions: ["cmake"], names: ["cmakelists.txt"] },
  { id: "haskell", comments: "haskell", extensions: ["hs", "lhs"] },
  { id: "elm", comments: "haskell", extensions: ["elm"] },
  { id: "scala", comments: "scala", extensions: ["scala", "sc", "sbt"] },
  { id: "elixir", comments: "elixir", extensions: ["ex", "exs"] },
  { id: "dart", comments: "dart", extensions: ["dart"] },
  { id: "r", comments: "r", extensions: ["r"], names: [".rprofile"] },
  { id: "perl", comments: "perl", extensions: ["pl", "pm"] },
  { id: "erlang", comments: "erlang", extensions: ["erl", "hrl"] },
  { id: "clojure", comments: "clojure", extensions: ["clj", "cljs", "cljc", "edn"] },
  { id: "fsharp", comments: "fsharp", extensions: ["fs", "fsx", "fsi"] },
  { id: "ocaml", comments: "ocaml", extensions: ["ml", "mli"] },
  { id: "zig", comments: "zig", extensions: ["zig"] },
  { id: "nim", comments: "nim", extensions: ["nim"] },
  { id: "julia", comments: "julia", extensions: ["jl"] },
  { id: "groovy", comments: "groovy", extensions: ["groovy", "gradle"], names: ["jenkinsfile"] },
  { id: "hcl", comments: "hcl", extensions: ["tf", "hcl", "tfvars"] },
  { id: "graphql", comments: "graphql", extensions: ["graphql", "gql"] },
  { id: "batch", comments: "batch", extensions: ["bat", "cmd"] },
  { id: "gitignore", comments: "gitignore", names: [".gitignore", ".dockerignore", ".npmignore", ".prettierignore", ".eslintignore"] },
  { id: "gitattributes", comments: "hashline", names: [".gitattributes"] }
];
var BY_EXTENSION = /* @__PURE__ */ new Map();
var BY_NAME = /* @__PURE__ */ new Map();
var SYNTAX = /* @__PURE__ */ new Map();
for (const language of LANGUAGES) {
  SYNTAX.set(language.id, language.comments);
  for (const extension2 of language.extensions ?? []) BY_EXTENSION.set(extension2, language.id);
  for (const name of language.names ?? []) BY_NAME.set(name, language.id);
}
function commentSyntax(language) {
  return SYNTAX.get(language) ?? "none";
}
function detectLanguage(path) {
  const slash = path.lastIndexOf("/");
  const name = path.slice(slash + 1).toLowerCase();
  const byName = BY_NAME.get(name);
  if (byName) return byName;
  if (name.startsWith("dockerfile.") || name.endsWith(".dockerfile")) return "dockerfile";
  if (name.endsWith(".d.ts")) return "typescript";
  if (name.endsWith(".json") && isJsoncJson(path.slice(0, Math.max(slash, 0)), name)) return "jsonc";
  const dot = name.lastIndexOf(".");
  if (dot <= 0) return "text";
  return BY_EXTENSION.get(name.slice(dot + 1)) ?? "text";
}
function isJsoncJson(folder, name) {
  if (/^(?:ts|js)config(?:\..+)?\.json$/.test(name)) return true;
  const parent = folder.slice(folder.lastIndexOf("/") + 1);
  return parent === ".vscode" || parent === ".devcontainer";
}

// src/errors.ts
var AnalyzerError = class extends Error {
  constructor(message, code5, exitCode, status, details) {
    super(message);
    this.code = code5;
    this.exitCode = exitCode;
    this.status = status;
    this.details = details;
    this.name = new.target.name;
  }
  code;
  exitCode;
  status;
  details;
};
var UsageError = class extends AnalyzerError {
  constructor(message, details) {
    super(message, "INVALID_REQUEST", 2, 400, details);
  }
};

// src/tokenizer/bpe.ts
var NONE = 2147483647;
var SHORT_PIECE_BYTES = 64;
var bounds = new Int32Array(SHORT_PIECE_BYTES + 1);
var pairRanks = new Int32Array(SHORT_PIECE_BYTES + 1);
function countPiece(table, bytes, n) {
  if (n <= 1 || table.rank(bytes, 0, n) >= 0) return Math.min(n, 1);
  return n <= SHORT_PIECE_BYTES ? mergeByScan(table, bytes, n) : mergeByHeap(table, bytes, n);
}
function rankOf(table, bytes, a, b) {
  const r = table.rank(bytes, a, b);
  return r < 0 ? NONE : r;
}
function mergeByScan(table, bytes, n) {
  if (bounds.length <= n) {
    bounds = new Int32Array(n + 1);
    pairRanks = new Int32Array(n + 1);
  }
  let m = n + 1;
  for (let i = 0; i < m; i++) bounds[i] = i;
  for (let i = 0; i < n - 1; i++) pairRanks[i] = rankOf(table, bytes, i, i + 2);
  pairRanks[n - 1] = NONE;
  for (; ; ) {
    let best = NONE, at = -1;
    for (let i = 0; i < m - 2; i++) {
      if (pairRanks[i] < best) {
        best = pairRanks[i];
        at = i;
      }
    }
    if (at < 0) return m - 1;
    bounds.copyWithin(at + 1, at + 2, m);
    pairRanks.copyWithin(at + 1, at + 2, m);
    m--;
    pairRanks[at] = at + 2 < m ? rankOf(table, bytes, bounds[at], bounds[at + 2]) : NONE;
    if (at > 0) pairRanks[at - 1] = rankOf(table, bytes, bounds[at - 1], bounds[at + 1]);
  }
}
function mergeByHeap(table, bytes, n) {
  const next = new Int32Array(n + 1);
  const prev = new Int32Array(n + 1);
  const alive = new Uint8Array(n + 1).fill(1);
  for (let i = 0; i <= n; i++) {
    next[i] = i + 1;
    prev[i] = i - 1;
  }
  const heap = new PairHeap(n);
  const consider = (a) => {
    const mid = next[a];
    if (mid >= n) return;
    const end = next[mid];
    const r = table.rank(bytes, a, end);
    if (r >= 0) heap.push(r, a, end);
  };
  for (let i = 0; i < n - 1; i++) consider(i);
  let parts = n;
  while (heap.size > 0) {
    const { start, end } = heap.pop();
    if (!alive[start] || next[start] >= n || next[next[start]] !== end) continue;
    const mid = next[start];
    alive[mid] = 0;
    next[start] = end;
    prev[end] = start;
    parts--;
    consider(start);
    if (start > 0) consider(prev[start]);
  }
  return parts;
}
var PairHeap = class {
  keys;
  ends;
  size = 0;
  constructor(capacity) {
    this.keys = new Float64Array(Math.max(16, capacity));
    this.ends = new Int32Array(Math.max(16, capacity));
  }
  push(rank, start, end) {
    if (this.size === this.keys.length) this.grow();
    const key = rank * 4294967296 + start;
    let i = this.size++;
    while (i > 0) {
      const parent = i - 1 >> 1;
      if (this.keys[parent] <= key) break;
      this.keys[i] = this.keys[parent];
      this.ends[i] = this.ends[parent];
      i = parent;
    }
    this.keys[i] = key;
    this.ends[i] = end;
  }
  pop() {
    const top = { start: this.keys[0] % 4294967296, end: this.ends[0] };
    const key = this.keys[--this.size];
    const end = this.ends[this.size];
    let i = 0;
    for (; ; ) {
      let child = 2 * i + 1;
      if (child >= this.size) break;
      if (child + 1 < this.size && this.keys[child + 1] < this.keys[child]) child++;
      if (this.keys[child] >= key) break;
      this.keys[i] = this.keys[child];
      this.ends[i] = this.ends[child];
      i = child;
    }
    this.keys[i] = key;
    this.ends[i] = end;
    return top;
  }
  grow() {
    const keys = new Float64Array(this.keys.length * 2);
    const ends = new Int32Array(this.ends.length * 2);
    keys.set(this.keys);
    ends.set(this.ends);
    this.keys = keys;
    this.ends = ends;
  }
};

// src/tokenizer/split.ts
var UP = 1;
var LO = 2;
var DI = 4;
var WS = 8;
var NL = 16;
var PU = 32;
var LETTER = UP | LO;
var CLASS = new Uint8Array(128);
for (let c = 0; c < 128; c++) {
  if (c >= 65 && c <= 90) CLASS[c] = UP;
  else if (c >= 97 && c <= 122) CLASS[c] = LO;
  else if (c >= 48 && c <= 57) CLASS[c] = DI;
  else if (c === 10 || c === 13) CLASS[c] = WS | NL;
  else if (c >= 9 && c <= 12 || c === 32) CLASS[c] = WS;
  else CLASS[c] = PU;
}
var APOSTROPHE = 39;
var SPACE = 32;
var SLASH = 47;
var LONG_S = 383;
var WHITE = "\\t-\\r \\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000";
var CONTRACTION_I = "(?:'[sS\\u017f]|'[tT]|'[rR][eE]|'[vV][eE]|'[mM]|'[lL][lL]|'[dD])";
var UPPERISH = "[\\p{Lu}\\p{Lt}\\p{Lm}\\p{Lo}\\p{M}]";
var LOWERISH = "[\\p{Ll}\\p{Lm}\\p{Lo}\\p{M}]";
var NOT_CRLF_L_N = "[^\\r\\n\\p{L}\\p{N}]";
var PUNCT = `[^${WHITE}\\p{L}\\p{N}]`;
var SPACES = `[${WHITE}]`;
var TAIL = `${SPACES}*[\\r\\n]+|${SPACES}+(?![^${WHITE}])|${SPACES}+`;
var PATTERNS = {
  o200k: new RegExp(
    `${NOT_CRLF_L_N}?${UPPERISH}*${LOWERISH}+${CONTRACTION_I}?|${NOT_CRLF_L_N}?${UPPERISH}+${LOWERISH}*${CONTRACTION_I}?|\\p{N}{1,3}| ?${PUNCT}+[\\r\\n/]*|${TAIL}`,
    "uy"
  ),
  cl100k: new RegExp(`${CONTRACTION_I}|${NOT_CRLF_L_N}?\\p{L}+|\\p{N}{1,3}| ?${PUNCT}+[\\r\\n]*|${TAIL}`, "uy"),
  gpt2: new RegExp(
    `'s|'t|'re|'ve|'m|'ll|'d| ?\\p{L}+| ?\\p{N}+| ?${PUNCT}+|${SPACES}+(?![^${WHITE}])|${SPACES}+`,
    "uy"
  )
};
function run(s, q, n, mask) {
  while (q < n) {
    const c = s.charCodeAt(q);
    if (c >= 128) return -1;
    if ((CLASS[c] & mask) === 0) return q;
    q++;
  }
  return q;
}
function digits(s, p, n, max) {
  const end = Math.min(n, p + max);
  let q = p + 1;
  for (; q < end; q++) {
    const c = s.charCodeAt(q);
    if (c >= 128) return -1;
    if (CLASS[c] !== DI) break;
  }
  return q;
}
function contraction(s, e, n, ignoreCase) {
  if (e + 1 >= n || s.charCodeAt(e) !== APOSTROPHE) return e;
  const raw = s.charCodeAt(e + 1);
  if (ignoreCase && raw === LONG_S) return -1;
  const a = ignoreCase ? raw | 32 : raw;
  if (a === 115 || a === 116 || a === 109 || a === 100) return e + 2;
  if (e + 2 < n && (a === 114 || a === 118 || a === 108)) {
    const b = ignoreCase ? s.charCodeAt(e + 2) | 32 : s.charCodeAt(e + 2);
    if (b === (a === 108 ? 108 : 101)) return e + 3;
  }
  return e;
}
function whitespace(s, p, n, newlines) {
  let q = p, last = -1;
  while (q < n) {
    const c = s.charCodeAt(q);
    if (c >= 128) return -1;
    const k = CLASS[c];
    if ((k & WS) === 0) break;
    if (k & NL) last = q;
    q++;
  }
  if (newlines && last >= 0) return last + 1;
  return q - p >= 2 && q < n ? q - 1 : q;
}
function punctuation(s, p, n, trail) {
  let q = run(s, p, n, PU);
  if (q < 0 || trail === 0) return q;
  for (; q < n; q++) {
    const c = s.charCodeAt(q);
    if (c !== 10 && c !== 13 && !(trail === 2 && c === SLASH)) break;
  }
  return q;
}
function o200kWord(s, q, n) {
  const upper = run(s, q, n, UP);
  if (upper < 0) return -1;
  const lower = run(s, upper, n, LO);
  if (lower < 0) return -1;
  return contraction(s, lower, n, true);
}
function o200k(s, p, n) {
  const c = s.charCodeAt(p);
  if (c >= 128) return -1;
  const k = CLASS[c];
  if (k & LETTER) return o200kWord(s, p, n);
  if (k === DI) return digits(s, p, n, 3);
  const d = p + 1 < n ? s.charCodeAt(p + 1) : SPACE;
  if (d >= 128) return -1;
  if ((k & NL) === 0 && CLASS[d] & LETTER) return o200kWord(s, p + 1, n);
  if (k === PU) return punctuation(s, p, n, 2);
  if (c === SPACE && p + 1 < n && CLASS[d] === PU) return punctuation(s, p + 1, n, 2);
  return whitespace(s, p, n, true);
}
function cl100k(s, p, n) {
  const c = s.charCodeAt(p);
  if (c >= 128) return -1;
  if (c === APOSTROPHE) {
    const e = contraction(s, p, n, true);
    if (e !== p) return e;
  }
  const k = CLASS[c];
  if (k & LETTER) return run(s, p, n, LETTER);
  if (k === DI) return digits(s, p, n, 3);
  const d = p + 1 < n ? s.charCodeAt(p + 1) : SPACE;
  if (d >= 128) return -1;
  if ((k & NL) === 0 && CLASS[d] & LETTER) return run(s, p + 1, n, LETTER);
  if (k === PU) return punctuation(s, p, n, 1);
  if (c === SPACE && p + 1 < n && CLASS[d] === PU) return punctuation(s, p + 1, n, 1);
  return whitespace(s, p, n, true);
}
function gpt2(s, p, n) {
  const c = s.charCodeAt(p);
  if (c >= 128) return -1;
  if (c === APOSTROPHE) {
    const e = contraction(s, p, n, false);
    if (e !== p) return e;
  }
  const k = CLASS[c];
  if (k & LETTER) return run(s, p, n, LETTER);
  if (k === DI) return run(s, p, n, DI);
  if (k === PU) return punctuation(s, p, n, 0);
  if (c === SPACE && p + 1 < n) {
    const d = s.charCodeAt(p + 1);
    if (d >= 128) return -1;
    const kd = CLASS[d];
    if (kd & LETTER) return run(s, p + 1, n, LETTER);
    if (kd === DI) return run(s, p + 1, n, DI);
    if (kd === PU) return punctuation(s, p + 1, n, 0);
  }
  return whitespace(s, p, n, false);
}
var SCANNERS = { o200k, cl100k, gpt2 };

// src/tokenizer/exact.ts
var LONGEST_CACHED_PIECE = 256;
var utf8 = new TextEncoder();
var MAX_ENTRIES = 1 << 19;
var MAX_ARENA_CHARS = 1 << 23;
var FAMILY = {
  o200k_base: "o200k",
  cl100k_base: "cl100k",
  p50k_base: "gpt2",
  p50k_edit: "gpt2",
  r50k_base: "gpt2",
  gpt2: "gpt2"
};
var ExactCounter = class {
  constructor(ranks2, family) {
    this.ranks = ranks2;
    this.scan = SCANNERS[family];
    this.regex = PATTERNS[family];
  }
  ranks;
  // Open addressing, one row per slot: [hash, arena offset, length (0 = empty), count]; a
  // lookup touches one row and the piece's characters.
  // Sized for the distinct pieces of a large tree (a run of the JS/TS corpus sees ~200,000).
  rows = new Int32Array(4 << 18);
  mask = (1 << 18) - 1;
  arena = new Uint16Array(1 << 20);
  size = 0;
  used = 0;
  bytes = new Uint8Array(1024);
  scan;
  regex;
  count(s) {
    const n = s.length;
    let total = 0;
    for (let p = 0; p < n; ) {
      let e = this.scan(s, p, n);
      if (e < 0) {
        this.regex.lastIndex = p;
        e = p + this.regex.exec(s)[0].length;
      }
      const len = e - p;
      const c = s.charCodeAt(p);
      if (len === 1 && c < 128) total += 1;
      else if (len === 2 && (c | s.charCodeAt(p + 1)) < 128) total += this.ranks.pairRank(c, s.charCodeAt(p + 1)) >= 0 ? 1 : 2;
      else total += len > LONGEST_CACHED_PIECE ? this.encode(s, p, e) : this.lookup(s, p, e);
      p = e;
    }
    return total;
  }
  /** Tokens of the piece `s[a..b)`: its UTF-8 bytes through tiktoken's byte-pair merge. */
  encode(s, a, b) {
    if (this.bytes.length < 3 * (b - a)) this.bytes = new Uint8Array(3 * (b - a));
    const bytes = this.bytes;
    let n = 0;
    for (let i = a; i < b; i++) {
      const c = s.charCodeAt(i);
      if (c >= 128) {
        n = utf8.encodeInto(s.slice(a, b), bytes).written;
        break;
      }
      bytes[n++] = c;
    }
    return countPiece(this.ranks, bytes, n);
  }
  lookup(s, a, b) {
    let h = 2166136261 | 0;
    for (let i = a; i < b; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
    h ^= h >>> 15;
    h = Math.imul(h, 739982445);
    h ^= h >>> 12;
    const len = b - a;
    const rows = this.rows, arena = this.arena;
    for (let idx = h & this.mask; ; idx = idx + 1 & this.mask) {
      const row = idx << 2;
      const rowLen = rows[row + 2];
      if (rowLen === 0) {
        const count = this.encode(s, a, b);
        this.insert(row, h, s, a, len, count);
        return count;
      }
      if (rows[row] !== h || rowLen !== len) continue;
      const offset = rows[row + 1];
      let i = 0;
      while (i < len && arena[offset + i] === s.charCodeAt(a + i)) i++;
      if (i === len) return rows[row + 3];
    }
  }
  insert(row, h, s, a, len, count) {
    if (this.size >= MAX_ENTRIES || this.used + len > MAX_ARENA_CHARS) return;
    if (this.used + len > this.arena.length) this.arena = grow(this.arena, this.used + len);
    for (let i = 0; i < len; i++) this.arena[this.used + i] = s.charCodeAt(a + i);
    this.rows[row] = h;
    this.rows[row + 1] = this.used;
    this.rows[row + 2] = len;
    this.rows[row + 3] = count;
    this.used += len;
    if (++this.size * 2 > this.mask) this.rehash();
  }
  rehash() {
    const old = this.rows;
    this.rows = new Int32Array(old.length * 2);
    this.mask = (this.rows.length >> 2) - 1;
    for (let row = 0; row < old.length; row += 4) {
      if (old[row + 2] === 0) continue;
      let idx = old[row] & this.mask;
      while (this.rows[(idx << 2) + 2] !== 0) idx = idx + 1 & this.mask;
      this.rows.set(old.subarray(row, row + 4), idx << 2);
    }
  }
};
function grow(a, atLeast) {
  const b = new a.constructor(Math.max(a.length * 2, atLeast));
  b.set(a);
  return b;
}

// src/tokenizer/index.ts
var DEFAULT_ENCODING = "o200k_base";
var ENCODINGS = Object.keys(FAMILY);
var ESTIMATE_CHARS_PER_TOKEN = 4;
function checkEncoding(name) {
  if (!ENCODINGS.includes(name)) {
    throw new UsageError(`unknown encoding '${name}' (expected one of ${ENCODINGS.join(", ")})`);
  }
  return name;
}
function createCounter(mode, encoding = DEFAULT_ENCODING, ranks2) {
  if (mode === "none") return { count: () => 0 };
  if (mode === "estimate") return { count: (text) => Math.ceil(text.length / ESTIMATE_CHARS_PER_TOKEN) };
  const name = checkEncoding(encoding);
  let exact;
  return { count: (text) => (exact ??= new ExactCounter(ranks2 ?? RankTable.load(name), FAMILY[name])).count(text) };
}
function countLinesInBytes(bytes) {
  let lines = 0;
  for (let i = bytes.indexOf(10); i !== -1; i = bytes.indexOf(10, i + 1)) lines++;
  return bytes.length > 0 && bytes[bytes.length - 1] !== 10 ? lines + 1 : lines;
}
function countLines(text) {
  let lines = 0;
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) lines++;
  return text.length > 0 && !text.endsWith("\n") ? lines + 1 : lines;
}

// src/stages/read.ts
var SNIFF_BYTES = 8192;
var BINARY_EXTENSIONS = new Set(
  "png jpg jpeg gif bmp ico icns webp avif tif tiff psd heic mp3 mp4 m4a wav ogg oga flac aac mov avi mkv webm wmv zip gz tgz bz2 xz zst 7z rar tar jar war ear whl egg apk dmg iso pdf doc docx xls xlsx ppt pptx odt ods odp woff woff2 ttf otf eot exe dll so dylib a o obj lib bin dat class pyc pyo pyd wasm node db sqlite sqlite3 parquet pkl npy npz pt onnx h5 swf fla blend glb fbx".split(" ")
);
var OPEN_FLAGS = constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK;
function read({ maxBytes, decode, hash }) {
  return eachStage((item) => {
    const record = { ...item, language: detectLanguage(item.path) };
    if (item.skipped) return record;
    if (isBinaryPath(item.path)) return { ...record, skipped: "binary" };
    const { bytes: result, stat } = readBytes(item.absolutePath, maxBytes);
    if (hash && stat) record.stat = stat;
    if (typeof result === "string") return { ...record, skipped: result };
    const body = hasBom(result) ? result.subarray(3) : result;
    if (!isUtf8(body)) return { ...record, skipped: "invalid-utf8" };
    if (hash) record.hash = digest("sha256", result, "base64");
    if (!decode) return { ...record, lines: countLinesInBytes(body) };
    const text = body.toString("utf8");
    return { ...record, text, lines: countLines(text) };
  });
}
function readBytes(path, maxBytes) {
  let fd;
  try {
    fd = openSync(path, OPEN_FLAGS);
  } catch (err) {
    return { bytes: err.code === "ENOENT" ? "vanished" : "unreadable" };
  }
  try {
    const stat = fstatSync(fd);
    const { size, mtimeMs, ctimeMs, ino, dev } = stat;
    if (!stat.isFile()) return { bytes: "not-regular" };
    if (size > maxBytes) return { bytes: "too-large" };
    return { bytes: readToEnd(fd, size, maxBytes), stat: { size, mtimeMs, ctimeMs, ino, dev } };
  } catch {
    return { bytes: "unreadable" };
  } finally {
    closeSync(fd);
  }
}
var SCRATCH_BYTES = 8 * 1024 * 1024;
var scratch = Buffer.allocUnsafeSlow(64 * 1024);
function readToEnd(fd, expected, maxBytes) {
  let bytes = buffer(expected + 1);
  let room = Math.min(bytes.length, maxBytes + 1);
  let length = readSync(fd, bytes, 0, Math.min(SNIFF_BYTES, room), null);
  if (bytes.subarray(0, length).includes(0)) return "binary";
  for (; ; ) {
    if (length === room) {
      if (length > maxBytes) return "too-large";
      const bigger = buffer(Math.min(length * 2, maxBytes + 1));
      bytes.copy(bigger, 0, 0, length);
      bytes = bigger;
      room = Math.min(bytes.length, maxBytes + 1);
    }
    const n = readSync(fd, bytes, length, room - length, null);
    if (n === 0) return bytes.subarray(0, length);
    length += n;
  }
}
function buffer(size) {
  if (size > SCRATCH_BYTES) return Buffer.allocUnsafe(size);
  if (scratch.length < size) scratch = Buffer.allocUnsafeSlow(Math.min(SCRATCH_BYTES, Math.max(size, scratch.length * 2)));
  return scratch;
}
function hasBom(bytes) {
  return bytes.length >= 3 && bytes[0] === 239 && bytes[1] === 187 && bytes[2] === 191;
}
function isBinaryPath(path) {
  return BINARY_EXTENSIONS.has(extension(path));
}
function extension(path) {
  const slash = path.lastIndexOf("/");
  const dot = path.lastIndexOf(".");
  return dot > slash + 1 ? path.slice(dot + 1).toLowerCase() : "";
}

// src/stages/reuse.ts
function reuse({ store, keepText }) {
  return eachStage((record) => {
    if (record.text === void 0 || record.hash === void 0) return record;
    const key = store.key(record.hash, record.language);
    const known = store.get(key);
    if (!known) return store.hold(key, record) ? void 0 : record;
    const { text, ...reused } = store.apply(record, known);
    return { ...reused, reused: known.cached ? "cache" : "duplicate", ...keepText ? { text } : {} };
  });
}

// src/languages/methods/index.ts
async function findMethods(text, language) {
  const units = await unitsOf(text, language);
  if (!units) return void 0;
  const line = lineFinder(text);
  return units.filter(({ start, end }) => end > start).sort((a, b) => a.start - b.start).map(({ name, start, end }) => ({ name, start, end, startLine: line(start), endLine: line(end - 1) }));
}
function once(load) {
  let loaded;
  return () => loaded ??= load();
}
var treeSitter = (load) => {
  const ready = once(() => Promise.all([import("./treeSitter-GIWS562L.js"), load()]));
  return async (text) => {
    const [{ treeSitterUnits }, splitter] = await ready();
    return treeSitterUnits(splitter, text);
  };
};
var loadJavaScript = once(() => import("./javascript-2FQEQFEK.js"));
var javascript = (language) => async (text) => (await loadJavaScript()).javascriptUnits(text, language);
var SPLITTERS = {
  javascript: javascript("javascript"),
  jsx: javascript("jsx"),
  typescript: javascript("typescript"),
  tsx: javascript("tsx"),
  python: treeSitter(async () => (await import("./python-ZGVI2FQB.js")).python),
  go: treeSitter(async () => (await import("./go-MO7JVLBB.js")).go),
  rust: treeSitter(async () => (await import("./rust-6TCALAYZ.js")).rust),
  java: treeSitter(async () => (await import("./java-AHOZVJK2.js")).java),
  csharp: treeSitter(async () => (await import("./csharp-MQXJKJJE.js")).csharp),
  c: treeSitter(async () => (await import("./cpp-6P3JNKRO.js")).cpp),
  cpp: treeSitter(async () => (await import("./cpp-6P3JNKRO.js")).cpp),
  ruby: treeSitter(async () => (await import("./ruby-QAJIOQJX.js")).ruby),
  php: treeSitter(async () => (await import("./php-4HGHJYJW.js")).php),
  shell: treeSitter(async () => (await import("./shell-4PAOBOUZ.js")).shell)
};
function unitsOf(text, language) {
  return Object.hasOwn(SPLITTERS, language) ? SPLITTERS[language](text) : void 0;
}

// src/stages/splitMethods.ts
function splitMethods({ counter }) {
  return eachStage(async (record) => {
    if (record.text === void 0 || record.methods) return record;
    const { text, path } = record;
    let spans;
    try {
      spans = await findMethods(text, record.language) ?? [];
    } catch (err) {
      return { ...record, methods: [], warning: `cannot parse for methods: ${err.message}` };
    }
    const methods = spans.map(({ name, start, end, startLine, endLine }) => ({
      name,
      tokens: counter.count(text.slice(start, end)),
      lines: endLine - startLine + 1,
      file: path
    }));
    return { ...record, methods };
  });
}

// src/languages/lexers/chars.ts
function isBlank(c) {
  return c === 32 || c === 9 || c === 12 || c === 11;
}
function isWordChar(c) {
  return c >= 97 && c <= 122 || c >= 65 && c <= 90 || c >= 48 && c <= 57 || c === 95 || c >= 128;
}
function lineEnd(text, i, to) {
  for (; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || c === 13) return i;
  }
  return to;
}
function nextLine(text, i, to) {
  i = lineEnd(text, i, to);
  if (i < to && text.charCodeAt(i) === 13) i++;
  if (i < to && text.charCodeAt(i) === 10) i++;
  return i;
}
function skipQuoted(text, i, to, escapes, multiline) {
  const quote = text.charCodeAt(i);
  for (i++; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === quote) return i + 1;
    if (c === 92 && escapes) {
      i++;
      if (i < to && text.charCodeAt(i) === 13 && text.charCodeAt(i + 1) === 10) i++;
    } else if ((c === 10 || c === 13) && !multiline) return i;
  }
  return to;
}
function lineCommentLexer(marker, skip) {
  const char = String.fromCharCode(marker);
  return (text, from, to, out) => {
    if (text.indexOf(char, from) < 0) return;
    for (let i = from; i < to; i++) {
      if (text.charCodeAt(i) === marker) {
        const end2 = lineEnd(text, i, to);
        out.push(i, end2);
        i = end2 - 1;
        continue;
      }
      const end = skip(text, i, to);
      if (end >= 0) i = end - 1;
    }
  };
}

// src/languages/lexers/braces.ts
function braceLexer(o) {
  return (text, from, to, out) => {
    if (!o.hash && text.indexOf("/", from) < 0) return;
    const state = { lineStart: true, last: 0 };
    for (let i = from; i < to; ) {
      const c = text.charCodeAt(i);
      if (c === 10 || c === 13) {
        state.lineStart = true;
        i++;
        continue;
      }
      if (c === 32 || c === 9) {
        i++;
        continue;
      }
      if (o.special) {
        const next = o.special(text, i, to, c, state);
        if (next !== i) {
          state.lineStart = false;
          state.last = 34;
          i = next;
          continue;
        }
      }
      state.lineStart = false;
      if (c === 47 && text.charCodeAt(i + 1) === 47) {
        const end = lineEnd(text, i, to);
        out.push(i, end);
        i = end;
      } else if (c === 47 && text.charCodeAt(i + 1) === 42 && !o.noBlock) {
        const end = blockEnd(text, i, to, o.nested ?? false);
        if (end < 0) return;
        out.push(i, end);
        i = end;
      } else if (c === 35 && o.hash) {
        const end = lineEnd(text, i, to);
        out.push(i, end);
        i = end;
      } else if (c === 34) {
        i = stringEnd(text, i, to, o, 34, !o.prefixedInterpolation || isWordChar(text.charCodeAt(i - 1)));
        state.last = 34;
      } else if (c === 39 && o.quote !== "none") {
        i = o.quote === "string" ? stringEnd(text, i, to, o, 39, o.singleInterpolates ?? false) : o.quote === "lifetime" ? charOrLifetimeEnd(text, i, to) : charEnd(text, i, to);
        state.last = 34;
      } else {
        if (isWordChar(c)) {
          i++;
          while (i < to && isWordChar(text.charCodeAt(i))) i++;
          state.last = 97;
          continue;
        }
        state.last = c;
        i++;
      }
    }
  };
}
function blockEnd(text, i, to, nested) {
  if (!nested) {
    const close = text.indexOf("*/", i + 2);
    return close < 0 || close + 2 > to ? -1 : close + 2;
  }
  let depth = 0;
  for (; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 47 && text.charCodeAt(i + 1) === 42) {
      depth++;
      i++;
    } else if (c === 42 && text.charCodeAt(i + 1) === 47) {
      i++;
      if (--depth === 0) return i + 1;
    }
  }
  return -1;
}
function stringEnd(text, i, to, o, quote, interpolates) {
  const triple = o.triple === true && text.charCodeAt(i + 1) === quote && text.charCodeAt(i + 2) === quote;
  if (!triple && text.charCodeAt(i + 1) === quote) return i + 2;
  const escapes = !(triple && o.rawTriple);
  const multiline = triple || (o.multiline ?? false);
  for (i += triple ? 3 : 1; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === quote) {
      if (!triple) return i + 1;
      if (text.charCodeAt(i + 1) === quote && text.charCodeAt(i + 2) === quote) {
        while (text.charCodeAt(i + 3) === quote) i++;
        return i + 3;
      }
    } else if (c === 92 && escapes) {
      if (interpolates && o.interpolation === "paren" && text.charCodeAt(i + 1) === 40) i = codeEnd(text, i + 2, to, o, 41) - 1;
      else i++;
    } else if ((c === 36 || c === 37 && o.directives) && interpolates && o.interpolation === "dollar" && text.charCodeAt(i + 1) === 123) {
      i = codeEnd(text, i + 2, to, o, 125) - 1;
    } else if ((c === 10 || c === 13) && !multiline) {
      return i;
    }
  }
  return to;
}
function codeEnd(text, i, to, o, close) {
  let depth = 0;
  const open = close === 125 ? 123 : 40;
  for (; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === open) depth++;
    else if (c === close && depth-- === 0) return i + 1;
    else if (c === 34) i = stringEnd(text, i, to, o, 34, true) - 1;
    else if (c === 39 && o.quote === "string") i = stringEnd(text, i, to, o, 39, o.singleInterpolates ?? false) - 1;
    else if (c === 39 && o.quote === "char") i = charEnd(text, i, to) - 1;
  }
  return to;
}
function charEnd(text, i, to) {
  for (i++; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 39) return i + 1;
    if (c === 92) i++;
    else if (c === 10 || c === 13) return i;
  }
  return to;
}
function charOrLifetimeEnd(text, i, to) {
  const next = text.charCodeAt(i + 1);
  if (next === 92) return charEnd(text, i, to);
  const width = next >= 55296 && next <= 56319 ? 2 : 1;
  if (text.charCodeAt(i + 1 + width) === 39) return i + 2 + width;
  return i + 1;
}
function closingRun(text, i, to, count) {
  const run2 = '"'.repeat(count);
  const close = text.indexOf(run2, i);
  if (close < 0 || close >= to) return to;
  let end = close + count;
  while (text.charCodeAt(end) === 34) end++;
  return end;
}
function csharpSpecial(text, i, to, c, state) {
  if (c === 35 && state.lineStart) {
    let j2 = i + 1;
    while (isBlank(text.charCodeAt(j2))) j2++;
    if (/^(?:region|error|warning)\b/.test(text.slice(j2, j2 + 8))) return lineEnd(text, i, to);
    return i;
  }
  if (c !== 64 && c !== 36 && c !== 34) return i;
  let j = i, verbatim = false, interpolated = false;
  while (j < i + 4) {
    const d = text.charCodeAt(j);
    if (d === 64) verbatim = true;
    else if (d === 36) interpolated = true;
    else break;
    j++;
  }
  if (text.charCodeAt(j) !== 34) return i;
  let quotes = 0;
  while (text.charCodeAt(j + quotes) === 34) quotes++;
  if (quotes >= 3) return closingRun(text, j + quotes, to, quotes);
  if (!verbatim && !interpolated) return i;
  for (j++; j < to; j++) {
    const d = text.charCodeAt(j);
    if (d === 34) {
      if (verbatim && text.charCodeAt(j + 1) === 34) j++;
      else return j + 1;
    } else if (d === 92 && !verbatim) {
      j++;
    } else if (d === 123 && interpolated) {
      if (text.charCodeAt(j + 1) === 123) j++;
      else j = holeEnd(text, j + 1, to) - 1;
    } else if ((d === 10 || d === 13) && !verbatim) {
      return j;
    }
  }
  return to;
}
function holeEnd(text, i, to) {
  let depth = 0;
  for (; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 40 || c === 91 || c === 123) depth++;
    else if (c === 41 || c === 93) depth--;
    else if (c === 125 && depth-- === 0) return i + 1;
    else if (c === 58 && depth === 0) {
      const close = text.indexOf("}", i);
      return close < 0 || close >= to ? to : close + 1;
    } else if (c === 34 || c === 64 || c === 36) {
      const end = csharpSpecial(text, i, to, c, { lineStart: false, last: 0 });
      i = (end !== i ? end : c === 34 ? charEndQuote(text, i, to, 34) : i + 1) - 1;
    } else if (c === 39) {
      i = charEnd(text, i, to) - 1;
    }
  }
  return to;
}
function charEndQuote(text, i, to, quote) {
  for (i++; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === quote) return i + 1;
    if (c === 92) i++;
    else if (c === 10 || c === 13) return i;
  }
  return to;
}
function goSpecial(text, i, to, c) {
  if (c !== 96) return i;
  const close = text.indexOf("`", i + 1);
  return close < 0 || close >= to ? to : close + 1;
}
function rustSpecial(text, i, to, c) {
  if (c !== 114 && c !== 98 && c !== 99 || isWordChar(text.charCodeAt(i - 1))) return i;
  let j = i;
  if (c === 98 || c === 99) {
    j++;
    if (text.charCodeAt(j) === 39 && c === 98) return charEnd(text, j, to);
    if (text.charCodeAt(j) === 34) return i;
  }
  if (text.charCodeAt(j) !== 114) return i;
  const end = hashDelimitedEnd(text, j + 1, to);
  return end < 0 ? i : end;
}
function swiftSpecial(text, i, to, c) {
  if (c !== 35) return i;
  const end = hashDelimitedEnd(text, i, to);
  return end < 0 ? i : end;
}
function hashDelimitedEnd(text, j, to) {
  let hashes = 0;
  while (text.charCodeAt(j) === 35) {
    hashes++;
    j++;
  }
  if (text.charCodeAt(j) !== 34) return -1;
  const close = text.indexOf('"' + "#".repeat(hashes), j + 1);
  return close < 0 || close >= to ? to : close + 1 + hashes;
}
function dartSpecial(text, i, to, c) {
  if (c !== 114 || isWordChar(text.charCodeAt(i - 1))) return i;
  const quote = text.charCodeAt(i + 1);
  if (quote !== 34 && quote !== 39) return i;
  const triple = text.charCodeAt(i + 2) === quote && text.charCodeAt(i + 3) === quote;
  const close = triple ? text.indexOf(String.fromCharCode(quote).repeat(3), i + 4) : text.indexOf(String.fromCharCode(quote), i + 2);
  if (close < 0 || close >= to) return to;
  if (!triple) {
    const line = lineEnd(text, i + 2, to);
    if (line < close) return line;
  }
  return close + (triple ? 3 : 1);
}
function zigSpecial(text, i, to, c) {
  return c === 92 && text.charCodeAt(i + 1) === 92 ? lineEnd(text, i, to) : i;
}
function hclSpecial(text, i, to, c) {
  if (c !== 60 || text.charCodeAt(i + 1) !== 60) return i;
  const marker = /^<<-?([A-Za-z_][\w-]*)[ \t]*\r?$/.exec(text.slice(i, lineEnd(text, i, to)));
  if (!marker) return i;
  let line = lineEnd(text, i, to);
  while (line < to) {
    line += text.charCodeAt(line) === 13 && text.charCodeAt(line + 1) === 10 ? 2 : 1;
    const end = lineEnd(text, line, to);
    if (text.slice(line, end).trim() === marker[1]) return end;
    line = end;
  }
  return to;
}
var GROOVY_VALUE_BEFORE = /* @__PURE__ */ new Set([0, 40, 44, 61, 58, 91, 33, 38, 124, 63, 123, 125, 59, 43, 45, 42, 37, 60, 62, 126]);
function groovySpecial(text, i, to, c, state) {
  if (c === 36 && text.charCodeAt(i + 1) === 47) {
    const close = text.indexOf("/$", i + 2);
    return close < 0 || close >= to ? to : close + 2;
  }
  if (c !== 47 || !GROOVY_VALUE_BEFORE.has(state.last)) return i;
  const next = text.charCodeAt(i + 1);
  if (next === 47 || next === 42 || next === 61) return i;
  const end = lineEnd(text, i, to);
  for (let j = i + 1; j < end; j++) {
    const d = text.charCodeAt(j);
    if (d === 92) j++;
    else if (d === 47) return j + 1;
  }
  return i;
}
var csharpLexer = braceLexer({ quote: "char", special: csharpSpecial });
var javaLexer = braceLexer({ quote: "char", triple: true });
var goLexer = braceLexer({ quote: "char", special: goSpecial });
var rustLexer = braceLexer({ quote: "lifetime", nested: true, multiline: true, special: rustSpecial });
var kotlinLexer = braceLexer({ quote: "char", nested: true, triple: true, rawTriple: true, interpolation: "dollar" });
var swiftLexer = braceLexer({ quote: "none", nested: true, triple: true, interpolation: "paren", special: swiftSpecial });
var scalaLexer = braceLexer({
  quote: "lifetime",
  nested: true,
  triple: true,
  rawTriple: true,
  interpolation: "dollar",
  prefixedInterpolation: true
});
var dartLexer = braceLexer({
  quote: "string",
  nested: true,
  triple: true,
  interpolation: "dollar",
  singleInterpolates: true,
  special: dartSpecial
});
var groovyLexer = braceLexer({ quote: "string", triple: true, interpolation: "dollar", special: groovySpecial });
var zigLexer = braceLexer({ quote: "char", noBlock: true, special: zigSpecial });
var hclLexer = braceLexer({ quote: "none", hash: true, interpolation: "dollar", directives: true, special: hclSpecial });

// src/languages/lexers/c.ts
var cLexer = (text, from, to, out) => {
  if (text.indexOf("/", from) < 0) return;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c > 47) continue;
    if (c === 47) {
      const next = text.charCodeAt(i + 1);
      if (next === 47) {
        const end = lineCommentEnd(text, i + 2, to);
        out.push(i, end);
        i = end - 1;
      } else if (next === 42) {
        const close = text.indexOf("*/", i + 2);
        if (close < 0 || close + 2 > to) return;
        out.push(i, close + 2);
        i = close + 1;
      }
    } else if (c === 34) {
      i = (isRawPrefix(text, i, from) ? rawStringEnd(text, i, to) : quotedEnd(text, i, to)) - 1;
    } else if (c === 39) {
      if (!isDigitSeparator(text, i, from)) i = quotedEnd(text, i, to) - 1;
    } else if (c === 35) {
      if (atLineStart(text, i, from)) i = directiveSkip(text, i + 1, to) - 1;
    }
  }
};
function lineCommentEnd(text, i, to) {
  for (; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || c === 13) {
      let j = i - 1;
      if (c === 10 && text.charCodeAt(j) === 13) j--;
      if (text.charCodeAt(j) !== 92) return c === 10 && text.charCodeAt(i - 1) === 13 ? i - 1 : i;
      if (c === 13 && text.charCodeAt(i + 1) === 10) i++;
    }
  }
  return to;
}
function quotedEnd(text, i, to) {
  const quote = text.charCodeAt(i);
  for (i++; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === quote) return i + 1;
    if (c === 92) {
      i++;
      if (text.charCodeAt(i) === 13 && text.charCodeAt(i + 1) === 10) i++;
    } else if (c === 10 || c === 13) {
      return i;
    }
  }
  return to;
}
function isRawPrefix(text, i, from) {
  if (text.charCodeAt(i - 1) !== 82 || i - 1 < from) return false;
  let start = i - 1;
  while (start > from && isWordChar(text.charCodeAt(start - 1))) start--;
  const prefix = text.slice(start, i);
  return prefix === "R" || prefix === "u8R" || prefix === "LR" || prefix === "uR" || prefix === "UR";
}
function rawStringEnd(text, i, to) {
  const open = text.indexOf("(", i + 1);
  if (open < 0 || open - i - 1 > 16 || /[\s\\)"]/.test(text.slice(i + 1, open))) return quotedEnd(text, i, to);
  const close = text.indexOf(`)${text.slice(i + 1, open)}"`, open + 1);
  return close < 0 || close >= to ? to : close + open - i + 1;
}
function isDigitSeparator(text, i, from) {
  let start = i;
  while (start > from) {
    const c = text.charCodeAt(start - 1);
    if (!(isWordChar(c) || c === 39 || c === 46) || c >= 128) break;
    start--;
  }
  if (start === i) return false;
  const first = text.charCodeAt(start);
  return first >= 48 && first <= 57 || first === 46 && start + 1 < i;
}
function atLineStart(text, i, from) {
  for (let j = i - 1; j >= from; j--) {
    const c = text.charCodeAt(j);
    if (c === 10 || c === 13) return true;
    if (c !== 32 && c !== 9) return false;
  }
  return true;
}
function directiveSkip(text, i, to) {
  let j = i;
  while (text.charCodeAt(j) === 32 || text.charCodeAt(j) === 9) j++;
  let word = j;
  while (word < to && isWordChar(text.charCodeAt(word))) word++;
  const name = text.slice(j, word);
  if (name !== "include" && name !== "include_next" && name !== "import") return i;
  while (text.charCodeAt(word) === 32 || text.charCodeAt(word) === 9) word++;
  if (text.charCodeAt(word) !== 60) return i;
  for (let k = word + 1; k < to; k++) {
    const c = text.charCodeAt(k);
    if (c === 62) return k + 1;
    if (c === 10 || c === 13) return i;
  }
  return i;
}

// src/languages/lexers/css.ts
function cssFamily(lineComments2) {
  return (text, from, to, out) => {
    if (text.indexOf("/", from) < 0) return;
    for (let i = from; i < to; i++) {
      const c = text.charCodeAt(i);
      if (c === 47) {
        const next = text.charCodeAt(i + 1);
        if (next === 42) {
          const close = text.indexOf("*/", i + 2);
          if (close < 0 || close + 2 > to) return;
          out.push(i, close + 2);
          i = close + 1;
        } else if (next === 47 && lineComments2) {
          const end = lineEnd(text, i, to);
          out.push(i, end);
          i = end - 1;
        }
      } else if (c === 34 || c === 39) {
        i = skipQuoted(text, i, to, true, false) - 1;
      } else if (c === 40 && isUrl(text, i)) {
        let j = i + 1;
        while (isBlank(text.charCodeAt(j))) j++;
        const q = text.charCodeAt(j);
        if (q !== 34 && q !== 39) {
          const close = text.indexOf(")", j);
          if (close >= 0 && close < to) i = close;
        }
      } else if (c === 92) {
        i++;
      }
    }
  };
}
function isUrl(text, i) {
  return i >= 3 && text.slice(i - 3, i).toLowerCase() === "url";
}
var cssLexer = cssFamily(false);
var scssLexer = cssFamily(true);

// src/languages/lexers/dashes.ts
var luaLexer = (text, from, to, out) => {
  if (text.indexOf("--", from) < 0) return;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 45 && text.charCodeAt(i + 1) === 45) {
      const long = longBracketEnd(text, i + 2, to);
      const end = long > 0 ? long : lineEnd(text, i, to);
      out.push(i, end);
      i = end - 1;
    } else if (c === 91) {
      const long = longBracketEnd(text, i, to);
      if (long > 0) i = long - 1;
    } else if (c === 34 || c === 39) {
      i = luaStringEnd(text, i, to) - 1;
    }
  }
};
function longBracketEnd(text, i, to) {
  if (text.charCodeAt(i) !== 91) return -1;
  let level = 0;
  while (text.charCodeAt(i + 1 + level) === 61) level++;
  if (text.charCodeAt(i + 1 + level) !== 91) return -1;
  const close = text.indexOf(`]${"=".repeat(level)}]`, i + 2 + level);
  return close < 0 || close >= to ? to : close + level + 2;
}
function luaStringEnd(text, i, to) {
  const quote = text.charCodeAt(i);
  for (i++; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === quote) return i + 1;
    if (c === 92) {
      i++;
      if (text.charCodeAt(i) === 122) {
        while (i + 1 < to && /\s/.test(text[i + 1])) i++;
      } else if (text.charCodeAt(i) === 13 && text.charCodeAt(i + 1) === 10) {
        i++;
      }
    } else if (c === 10 || c === 13) {
      return i;
    }
  }
  return to;
}
var sqlLexer = (text, from, to, out) => {
  if (text.indexOf("--", from) < 0 && text.indexOf("/*", from) < 0) return;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 45 && text.charCodeAt(i + 1) === 45) {
      const end = lineEnd(text, i, to);
      out.push(i, end);
      i = end - 1;
    } else if (c === 47 && text.charCodeAt(i + 1) === 42) {
      const close = text.indexOf("*/", i + 2);
      if (close < 0 || close + 2 > to) return;
      const mark = text.charCodeAt(i + 2);
      if (mark !== 33 && mark !== 43) out.push(i, close + 2);
      i = close + 1;
    } else if (c === 39 || c === 34 || c === 96) {
      i = sqlQuotedEnd(text, i, to) - 1;
    } else if (c === 36 && !isWordChar(text.charCodeAt(i - 1))) {
      const tag2 = /^\$(?:[A-Za-z_]\w*)?\$/.exec(text.slice(i, i + 64));
      if (tag2) {
        const close = text.indexOf(tag2[0], i + tag2[0].length);
        i = (close < 0 || close >= to ? to : close + tag2[0].length) - 1;
      }
    }
  }
};
function sqlQuotedEnd(text, i, to) {
  const quote = text.charCodeAt(i);
  for (i++; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === quote) {
      if (text.charCodeAt(i + 1) === quote) i++;
      else return i + 1;
    } else if (c === 92 && quote === 39) {
      i++;
    }
  }
  return to;
}
function isSymbol(c) {
  return c === 33 || c === 35 || c === 36 || c === 37 || c === 38 || c === 42 || c === 43 || c === 46 || c === 47 || c === 60 || c === 61 || c === 62 || c === 63 || c === 64 || c === 92 || c === 94 || c === 124 || c === 45 || c === 126 || c === 58;
}
var haskellLexer = (text, from, to, out) => {
  if (text.indexOf("--", from) < 0 && text.indexOf("{-", from) < 0) return;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 45 && text.charCodeAt(i + 1) === 45 && !isSymbol(text.charCodeAt(i - 1))) {
      let j = i + 2;
      while (text.charCodeAt(j) === 45) j++;
      if (j < to && isSymbol(text.charCodeAt(j))) {
        i = j;
        continue;
      }
      const end = lineEnd(text, i, to);
      out.push(i, end);
      i = end - 1;
    } else if (c === 123 && text.charCodeAt(i + 1) === 45) {
      const end = nestedEnd(text, i, to);
      if (end < 0) return;
      if (text.charCodeAt(i + 2) !== 35) out.push(i, end);
      i = end - 1;
    } else if (c === 34) {
      i = haskellStringEnd(text, i, to) - 1;
    } else if (c === 39 && !isWordChar(text.charCodeAt(i - 1)) && text.charCodeAt(i - 1) !== 39) {
      const close = text.charCodeAt(i + 1) === 92 ? text.indexOf("'", i + 3) : text.charCodeAt(i + 2) === 39 ? i + 2 : -1;
      if (close > 0 && close < lineEnd(text, i, to)) i = close;
    } else if (isWordChar(c)) {
      while (i + 1 < to && (isWordChar(text.charCodeAt(i + 1)) || text.charCodeAt(i + 1) === 39)) i++;
    }
  }
};
function nestedEnd(text, i, to) {
  let depth = 0;
  for (; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 123 && text.charCodeAt(i + 1) === 45) {
      depth++;
      i++;
    } else if (c === 45 && text.charCodeAt(i + 1) === 125) {
      i++;
      if (--depth === 0) return i + 1;
    }
  }
  return -1;
}
function haskellStringEnd(text, i, to) {
  for (i++; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 34) return i + 1;
    if (c === 92) {
      if (/\s/.test(text[i + 1] ?? "")) {
        const close = text.indexOf("\\", i + 1);
        if (close < 0 || close >= to) return to;
        i = close;
      } else {
        i++;
      }
    } else if (c === 10 || c === 13) {
      return i;
    }
  }
  return to;
}

// src/languages/lexers/data.ts
var yamlLexer = (text, from, to, out) => {
  if (text.indexOf("#", from) < 0) return;
  let flow = 0;
  let i = from;
  while (i < to) {
    const lineStart = i;
    while (text.charCodeAt(i) === 32) i++;
    const indent = i - lineStart;
    let valueStart = true;
    let block = false;
    while (i < to) {
      const c = text.charCodeAt(i);
      if (c === 10 || c === 13) break;
      if (c === 35 && (i === lineStart || isBlank(text.charCodeAt(i - 1)))) {
        const end = lineEnd(text, i, to);
        out.push(i, end);
        i = end;
        break;
      }
      if (isBlank(c)) {
        i++;
        continue;
      }
      if (valueStart && (c === 39 || c === 34)) {
        i = quotedScalarEnd(text, i, to);
        valueStart = false;
        continue;
      }
      if (valueStart && flow === 0 && (c === 124 || c === 62)) {
        let j = i + 1;
        while (/[-+0-9]/.test(text[j] ?? "")) j++;
        if (j >= to || isSpace(text.charCodeAt(j))) {
          block = true;
          i = j;
          continue;
        }
      }
      const next = text.charCodeAt(i + 1);
      const followedByBlank = isSpace(next) || !(next === next);
      if (c === 58 && (followedByBlank || flow > 0)) {
        valueStart = true;
      } else if ((c === 45 || c === 63) && followedByBlank) {
      } else if ((c === 91 || c === 123) && (valueStart || flow > 0)) {
        flow++;
        valueStart = true;
      } else if ((c === 93 || c === 125) && flow > 0) {
        flow--;
        valueStart = false;
      } else if (c === 44 && flow > 0) {
        valueStart = true;
      } else if ((c === 33 || c === 38 || c === 42) && valueStart) {
        while (i < to && !isSpace(text.charCodeAt(i))) i++;
        continue;
      } else {
        valueStart = false;
      }
      i++;
    }
    i = nextLine(text, i, to);
    if (block) i = blockScalarEnd(text, i, to, indent);
  }
};
function isSpace(c) {
  return c === 32 || c === 9 || c === 10 || c === 13;
}
function quotedScalarEnd(text, i, to) {
  const quote = text.charCodeAt(i);
  for (i++; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === quote) {
      if (quote === 39 && text.charCodeAt(i + 1) === 39) i++;
      else return i + 1;
    } else if (c === 92 && quote === 34) {
      i++;
    }
  }
  return to;
}
function blockScalarEnd(text, line, to, parentIndent) {
  let contentIndent = -1;
  while (line < to) {
    let j = line;
    while (text.charCodeAt(j) === 32) j++;
    const end = lineEnd(text, j, to);
    if (j < end && text.slice(j, end).trim() !== "") {
      const indent = j - line;
      if (contentIndent < 0) {
        if (indent <= parentIndent) return line;
        contentIndent = indent;
      } else if (indent < contentIndent) {
        return line;
      }
    }
    line = nextLine(text, end, to);
  }
  return to;
}
var tomlLexer = lineCommentLexer(35, (text, i, to) => {
  const c = text.charCodeAt(i);
  if (c !== 34 && c !== 39) return -1;
  if (text.charCodeAt(i + 1) === c && text.charCodeAt(i + 2) === c) return tripleEnd(text, i, to, c === 34);
  return skipQuoted(text, i, to, c === 34, false);
});
function tripleEnd(text, i, to, escapes) {
  const quote = text.charCodeAt(i);
  for (i += 3; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 92 && escapes) {
      i++;
    } else if (c === quote && text.charCodeAt(i + 1) === quote && text.charCodeAt(i + 2) === quote) {
      let end = i + 3;
      while (end < i + 5 && text.charCodeAt(end) === quote) end++;
      return end;
    }
  }
  return to;
}
var graphqlLexer = lineCommentLexer(35, (text, i, to) => {
  if (text.charCodeAt(i) !== 34) return -1;
  if (!text.startsWith('"""', i)) return skipQuoted(text, i, to, true, false);
  let j = i + 3;
  for (; j < to; j++) {
    if (text.charCodeAt(j) === 92 && text.startsWith('"""', j + 1)) j += 3;
    else if (text.startsWith('"""', j)) break;
  }
  return Math.min(j + 3, to);
});

// src/languages/lexers/elixir.ts
var CLOSING = { "(": ")", "[": "]", "{": "}", "<": ">" };
var elixirLexer = (text, from, to, out) => {
  if (text.indexOf("#", from) < 0) return;
  code(text, from, to, out, false);
};
function code(text, i, to, out, nested) {
  let depth = 0;
  while (i < to) {
    const c = text.charCodeAt(i);
    if (c === 35) {
      const end = lineEnd(text, i, to);
      out.push(i, end);
      i = end;
    } else if (c === 34 || c === 39) {
      i = stringEnd2(text, i, to, text[i], text[i], true);
    } else if (c === 126 && /[A-Za-z]/.test(text[i + 1] ?? "")) {
      let j = i + 1;
      while (/[A-Za-z0-9]/.test(text[j] ?? "")) j++;
      const open = text[j];
      if (open !== void 0 && `/|"'([{<`.includes(open)) {
        i = stringEnd2(text, j, to, open, CLOSING[open] ?? open, /[a-z]/.test(text[i + 1]));
        while (i < to && /[A-Za-z]/.test(text[i])) i++;
      } else {
        i = j;
      }
    } else if (c === 63 && !isWordChar(text.charCodeAt(i - 1))) {
      i += text.charCodeAt(i + 1) === 92 ? 3 : 2;
    } else if (nested && c === 123) {
      depth++;
      i++;
    } else if (nested && c === 125) {
      if (depth-- === 0) return i + 1;
      i++;
    } else {
      i++;
    }
  }
  return to;
}
function stringEnd2(text, i, to, open, close, interpolates) {
  const quote = open === '"' || open === "'";
  if (quote && text.startsWith(open.repeat(3), i)) {
    const end = text.indexOf(open.repeat(3), i + 3);
    return end < 0 || end >= to ? to : end + 3;
  }
  const openCode = open.charCodeAt(0), closeCode = close.charCodeAt(0);
  let depth = 0;
  for (i++; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 92) {
      i++;
    } else if (c === closeCode && depth === 0) {
      return i + 1;
    } else if (c === closeCode) {
      depth--;
    } else if (c === openCode && openCode !== closeCode) {
      depth++;
    } else if (c === 35 && interpolates && text.charCodeAt(i + 1) === 123) {
      i = code(text, i + 2, to, [], true) - 1;
    }
  }
  return to;
}

// src/languages/lexers/jsTokens.ts
var T_EOF = 0;
var T_NAME = 1;
var T_VALUE = 2;
var T_BRACKET_L = 3;
var T_BRACKET_R = 4;
var T_BRACE_L = 5;
var T_BRACE_R = 6;
var T_PAREN_L = 7;
var T_PAREN_R = 8;
var T_SEMI = 9;
var T_COLON = 10;
var T_DOT = 11;
var T_ARROW = 12;
var T_OP = 13;
var T_STAR = 14;
var T_INC_DEC = 15;
var T_PREFIX = 16;
var T_BACKQUOTE = 17;
var T_DOLLAR_BRACE = 18;
var T_OTHER = 19;
var T_RETURN = 20;
var T_ELSE = 21;
var T_KW_EXPR = 22;
var T_IF = 23;
var T_FOR = 24;
var T_WHILE = 25;
var T_WITH = 26;
var T_VAR = 27;
var T_CONST = 28;
var T_FUNCTION = 29;
var T_CLASS = 30;
var T_KW_PLAIN = 31;
var BEFORE_EXPR = [
  false,
  false,
  false,
  true,
  false,
  true,
  false,
  true,
  false,
  true,
  true,
  false,
  true,
  true,
  true,
  false,
  true,
  false,
  true,
  false,
  true,
  true,
  true
];
var A_OTHER = 0;
var A_SPACE = 1;
var A_BREAK = 2;
var A_IDENT = 3;
var A_DIGIT = 4;
var ASCII = new Uint8Array(128);
for (let c = 0; c < 128; c++) {
  ASCII[c] = c === 32 || c === 9 || c === 11 || c === 12 ? A_SPACE : c === 10 || c === 13 ? A_BREAK : c >= 97 && c <= 122 || c >= 65 && c <= 90 || c === 36 || c === 95 || c === 92 ? A_IDENT : c >= 48 && c <= 57 ? A_DIGIT : A_OTHER;
}
var IDENT_PART = new Uint8Array(128);
for (let c = 0; c < 128; c++) IDENT_PART[c] = ASCII[c] === A_IDENT && c !== 92 || ASCII[c] === A_DIGIT ? 1 : 0;
function isIdentStart(c) {
  return c < 128 ? ASCII[c] === A_IDENT : !isOtherSpace(c);
}
function isIdentPart(c) {
  if (c < 128) {
    const kind = ASCII[c];
    return kind === A_IDENT && c !== 92 || kind === A_DIGIT;
  }
  return c === c && !isOtherSpace(c);
}
function isOtherSpace(c) {
  return c === 160 || c === 65279 || c === 5760 || c >= 8192 && c <= 8202 || c === 8232 || c === 8233 || c === 8239 || c === 8287 || c === 12288;
}
function isJsxNamePart(c) {
  return isIdentPart(c) || c === 45 || c === 58 || c === 46;
}
function isSpaceCode(c) {
  return c === 32 || c === 9 || c === 10 || c === 13;
}
function hasLineBreak(text, from, to) {
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || c === 13 || c === 8232 || c === 8233) return true;
  }
  return false;
}
function lineStop(text, i, end) {
  for (; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || c === 13 || c === 8232 || c === 8233) return i;
  }
  return end;
}
function stringEnd3(text, i, end) {
  const quote = text.charCodeAt(i);
  for (i++; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === quote) return i + 1;
    if (c === 92) {
      i++;
      if (text.charCodeAt(i) === 13 && text.charCodeAt(i + 1) === 10) i++;
    } else if (c === 10 || c === 13) return i;
  }
  return end;
}
function numberEnd(text, i, end) {
  for (; i < end; i++) {
    const c = text.charCodeAt(i);
    if (!(c >= 48 && c <= 57 || c >= 97 && c <= 122 || c >= 65 && c <= 90 || c === 95 || c === 46)) break;
  }
  return i;
}
function operatorLength(text, i, c) {
  let n = 1;
  while (text.charCodeAt(i + n) === c && n < (c === 62 ? 3 : 2)) n++;
  if (text.charCodeAt(i + n) === 61) n++;
  return n;
}
function keyword(text, start, length) {
  if (length < 2 || length > 10) return T_NAME;
  const c = text.charCodeAt(start);
  switch (c) {
    case 98:
      return is(text, start, length, "break") ? T_KW_PLAIN : T_NAME;
    // b
    case 99:
      if (is(text, start, length, "case")) return T_KW_EXPR;
      if (is(text, start, length, "const")) return T_CONST;
      if (is(text, start, length, "class")) return T_CLASS;
      return is(text, start, length, "catch") || is(text, start, length, "continue") ? T_KW_PLAIN : T_NAME;
    case 100:
      if (is(text, start, length, "do") || is(text, start, length, "default") || is(text, start, length, "delete")) return T_KW_EXPR;
      return is(text, start, length, "debugger") ? T_KW_PLAIN : T_NAME;
    case 101:
      if (is(text, start, length, "else")) return T_ELSE;
      if (is(text, start, length, "extends")) return T_KW_EXPR;
      return is(text, start, length, "export") ? T_KW_PLAIN : T_NAME;
    case 102:
      if (is(text, start, length, "for")) return T_FOR;
      if (is(text, start, length, "function")) return T_FUNCTION;
      return is(text, start, length, "false") || is(text, start, length, "finally") ? T_KW_PLAIN : T_NAME;
    case 105:
      if (is(text, start, length, "if")) return T_IF;
      if (is(text, start, length, "in") || is(text, start, length, "instanceof")) return T_KW_EXPR;
      return is(text, start, length, "import") ? T_KW_PLAIN : T_NAME;
    case 110:
      if (is(text, start, length, "new")) return T_KW_EXPR;
      return is(text, start, length, "null") ? T_KW_PLAIN : T_NAME;
    case 114:
      return is(text, start, length, "return") ? T_RETURN : T_NAME;
    // r
    case 115:
      return is(text, start, length, "switch") || is(text, start, length, "super") ? T_KW_PLAIN : T_NAME;
    // s
    case 116:
      if (is(text, start, length, "throw") || is(text, start, length, "typeof")) return T_KW_EXPR;
      return is(text, start, length, "this") || is(text, start, length, "true") || is(text, start, length, "try") ? T_KW_PLAIN : T_NAME;
    case 118:
      if (is(text, start, length, "var")) return T_VAR;
      return is(text, start, length, "void") ? T_KW_EXPR : T_NAME;
    case 119:
      if (is(text, start, length, "while")) return T_WHILE;
      return is(text, start, length, "with") ? T_WITH : T_NAME;
    default:
      return T_NAME;
  }
}
function is(text, start, length, word) {
  return length === word.length && text.startsWith(word, start);
}

// src/languages/lexers/js.ts
var B_STAT = 0;
var B_EXPR = 1;
var B_TMPL = 2;
var P_STAT = 3;
var P_EXPR = 4;
var Q_TMPL = 5;
var F_STAT = 6;
var F_EXPR = 7;
var F_EXPR_GEN = 8;
var F_GEN = 9;
var J_TAG = 10;
var J_ELEMENT = 11;
var J_TAG_BRACE = 12;
var J_CHILD_BRACE = 13;
var IS_EXPR = [false, true, false, false, true, true, false, true, true, false, false, false, true, false];
function jsLexer(options) {
  return (text, from, to, out) => {
    const slash = text.indexOf("/", from);
    if (slash >= 0 && slash < to) new JsScanner(text, to, out, options).run(from);
  };
}
var JsScanner = class {
  constructor(text, end, out, options) {
    this.text = text;
    this.end = end;
    this.out = out;
    this.options = options;
  }
  text;
  end;
  out;
  options;
  pos = 0;
  exprAllowed = true;
  prevType = T_EOF;
  /** A line break lies between the previous token and this one. */
  newline = false;
  context = [B_STAT];
  /** Where each JSX element still open was entered from JavaScript, to go back if it is not JSX. */
  jsxStarts = [];
  /** A `<` already found not to start JSX. */
  notJsx = -1;
  run(from) {
    this.pos = from;
    for (; ; ) {
      this.scan();
      if (this.jsxStarts.length === 0) return;
      this.jsxStarts.length = 1;
      this.abandonJsx();
    }
  }
  scan() {
    const { text, end } = this;
    while (this.pos < end) {
      const c = text.charCodeAt(this.pos);
      const kind = c < 128 ? ASCII[c] : isOtherSpace(c) ? A_SPACE : A_IDENT;
      if (kind === A_SPACE || kind === A_BREAK) {
        let i = this.pos;
        let newline = this.newline;
        for (; i < end; i++) {
          const d = text.charCodeAt(i);
          if (d === 32 || d === 9) continue;
          if (d === 10 || d === 13) newline = true;
          else if (d === 11 || d === 12) continue;
          else if (d >= 128 && isOtherSpace(d)) newline ||= d === 8232 || d === 8233;
          else break;
        }
        this.pos = i;
        this.newline = newline;
      } else if (kind === A_IDENT) {
        this.readWord();
      } else if (c === 47) {
        if (!this.readSlash()) return;
      } else if (!this.readPunctuation(c)) {
        return;
      }
    }
  }
  // --- tokens ---
  finish(type) {
    this.exprAllowed = BEFORE_EXPR[type] ?? false;
    this.prevType = type;
    this.newline = false;
  }
  readWord() {
    const { text, end } = this;
    const start = this.pos;
    let i = start + 1;
    while (i < end) {
      const c = text.charCodeAt(i);
      if (c < 128) {
        if (IDENT_PART[c] === 1) i++;
        else if (c === 92) i += 2;
        else break;
      } else if (isOtherSpace(c)) {
        break;
      } else {
        i++;
      }
    }
    this.pos = i;
    const type = this.prevType === T_DOT ? T_NAME : keyword(text, start, i - start);
    switch (type) {
      case T_NAME:
        return this.readName(start, i);
      case T_FUNCTION:
      case T_CLASS:
        return this.readFunctionKeyword(type);
      default:
        this.finish(type);
    }
  }
  readName(start, end) {
    const { text } = this;
    let allowed = false;
    if (this.prevType !== T_DOT) {
      const length = end - start;
      if (length === 2 && text.startsWith("of", start)) allowed = !this.exprAllowed;
      else if (length === 5 && text.startsWith("yield", start)) allowed = this.inGenerator();
      else if (length === 5 && text.startsWith("await", start)) allowed = true;
    }
    this.prevType = T_NAME;
    this.newline = false;
    this.exprAllowed = allowed;
  }
  readFunctionKeyword(type) {
    const prev = this.prevType;
    const top = this.top();
    const expression = BEFORE_EXPR[prev] && prev !== T_ELSE && !(prev === T_SEMI && top !== P_STAT) && !(prev === T_RETURN && this.newline) && !((prev === T_COLON || prev === T_BRACE_L) && top === B_STAT);
    this.context.push(expression ? F_EXPR : F_STAT);
    this.prevType = type;
    this.newline = false;
    this.exprAllowed = false;
  }
  readSlash() {
    const { text } = this;
    const next = text.charCodeAt(this.pos + 1);
    if (next === 47) {
      const end = lineStop(text, this.pos + 2, this.end);
      this.out.push(this.pos, end);
      this.pos = end;
      return true;
    }
    if (next === 42) {
      const close = text.indexOf("*/", this.pos + 2);
      if (close < 0 || close + 2 > this.end) return false;
      this.out.push(this.pos, close + 2);
      if (!this.newline) this.newline = hasLineBreak(text, this.pos, close);
      this.pos = close + 2;
      return true;
    }
    if (this.exprAllowed) {
      const regexEnd = this.regexEnd(this.pos + 1);
      if (regexEnd > 0) {
        this.pos = regexEnd;
        this.finish(T_VALUE);
        return true;
      }
    }
    this.pos += next === 61 ? 2 : 1;
    this.finish(T_OP);
    return true;
  }
  /** End of the regular expression whose body starts at `i` (flags included), or -1 at a line break. */
  regexEnd(i) {
    const { text, end } = this;
    let inClass = false;
    for (; i < end; i++) {
      const c = text.charCodeAt(i);
      if (c === 92) i++;
      else if (c === 10 || c === 13 || c === 8232 || c === 8233) return -1;
      else if (inClass) inClass = c !== 93;
      else if (c === 91) inClass = true;
      else if (c === 47) {
        i++;
        while (i < end && isIdentPart(text.charCodeAt(i))) i++;
        return i;
      }
    }
    return -1;
  }
  readPunctuation(c) {
    const { text } = this;
    const next = text.charCodeAt(this.pos + 1);
    switch (c) {
      case 34:
      // " '
      case 39:
        this.pos = stringEnd3(text, this.pos, this.end);
        this.finish(T_VALUE);
        return true;
      case 96:
        this.pos++;
        this.context.push(Q_TMPL);
        return this.readTemplate();
      case 40: {
        this.pos++;
        const prev = this.prevType;
        this.context.push(prev === T_IF || prev === T_FOR || prev === T_WITH || prev === T_WHILE ? P_STAT : P_EXPR);
        this.prevType = T_PAREN_L;
        this.newline = false;
        this.exprAllowed = true;
        return true;
      }
      case 41:
        this.pos++;
        return this.closeContext(T_PAREN_R);
      case 123:
        this.pos++;
        this.context.push(this.braceIsBlock(this.prevType) ? B_STAT : B_EXPR);
        this.prevType = T_BRACE_L;
        this.newline = false;
        this.exprAllowed = true;
        return true;
      case 125:
        this.pos++;
        return this.closeContext(T_BRACE_R);
      case 91:
        this.pos++;
        this.finish(T_BRACKET_L);
        return true;
      case 93:
        this.pos++;
        this.finish(T_BRACKET_R);
        return true;
      case 59:
        this.pos++;
        this.finish(T_SEMI);
        return true;
      case 44:
        this.pos++;
        this.finish(T_OP);
        return true;
      case 58:
        this.pos++;
        if (this.top() >= F_STAT && this.top() <= F_GEN) this.context.pop();
        this.finish(T_COLON);
        return true;
      case 46:
        if (next >= 48 && next <= 57) {
          this.pos = numberEnd(text, this.pos + 1, this.end);
          this.finish(T_VALUE);
        } else if (next === 46 && text.charCodeAt(this.pos + 2) === 46) {
          this.pos += 3;
          this.finish(T_OP);
        } else {
          this.pos++;
          this.finish(T_DOT);
        }
        return true;
      case 63: {
        const after = text.charCodeAt(this.pos + 2);
        if (next === 46 && !(after >= 48 && after <= 57)) {
          this.pos += 2;
          this.finish(T_DOT);
          this.prevType = T_OTHER;
        } else {
          this.pos += next === 63 ? after === 61 ? 3 : 2 : 1;
          this.finish(T_OP);
        }
        return true;
      }
      case 61:
        if (next === 62) {
          this.pos += 2;
          this.finish(T_ARROW);
        } else {
          this.pos += next === 61 ? text.charCodeAt(this.pos + 2) === 61 ? 3 : 2 : 1;
          this.finish(T_OP);
        }
        return true;
      case 33:
        if (next === 61) {
          this.pos += text.charCodeAt(this.pos + 2) === 61 ? 3 : 2;
          this.finish(T_OP);
        } else {
          const postfix = this.options.typescript && !this.newline && !this.exprAllowed;
          this.pos++;
          this.finish(T_PREFIX);
          if (postfix) this.exprAllowed = false;
        }
        return true;
      case 43:
      // + -
      case 45:
        if (next === c) {
          this.pos += 2;
          this.prevType = T_INC_DEC;
          this.newline = false;
        } else {
          this.pos += next === 61 ? 2 : 1;
          this.finish(T_OP);
        }
        return true;
      case 42:
        if (next === 42) {
          this.pos += text.charCodeAt(this.pos + 2) === 61 ? 3 : 2;
          this.finish(T_OP);
        } else if (next === 61) {
          this.pos += 2;
          this.finish(T_OP);
        } else {
          this.pos++;
          if (this.prevType === T_FUNCTION) {
            const index = this.context.length - 1;
            this.context[index] = this.context[index] === F_EXPR ? F_EXPR_GEN : F_GEN;
          }
          this.finish(T_STAR);
        }
        return true;
      case 60:
        if (this.options.jsx && this.exprAllowed && next !== 33 && this.pos !== this.notJsx && !this.isTypeParameters()) {
          this.jsxStarts.push({
            pos: this.pos,
            context: this.context.length,
            out: this.out.length,
            prevType: this.prevType,
            exprAllowed: this.exprAllowed,
            newline: this.newline
          });
          this.pos++;
          this.context.push(J_TAG);
          return this.readJsx();
        }
        this.pos += operatorLength(text, this.pos, c);
        this.finish(T_OP);
        return true;
      case 62:
      // > & | ^ %
      case 38:
      case 124:
      case 94:
      case 37:
        this.pos += operatorLength(text, this.pos, c);
        this.finish(T_OP);
        return true;
      case 126:
        this.pos++;
        this.finish(T_PREFIX);
        return true;
      case 35:
        this.pos++;
        while (this.pos < this.end && isIdentPart(text.charCodeAt(this.pos))) this.pos++;
        this.finish(T_NAME);
        return true;
      default:
        if (c >= 48 && c <= 57) {
          this.pos = numberEnd(text, this.pos, this.end);
          this.finish(T_VALUE);
        } else {
          this.pos++;
          this.finish(T_OTHER);
        }
        return true;
    }
  }
  // --- contexts ---
  top() {
    return this.context[this.context.length - 1];
  }
  inGenerator() {
    for (let i = this.context.length - 1; i >= 1; i--) {
      const context = this.context[i];
      if (context >= F_STAT && context <= F_GEN) return context === F_EXPR_GEN || context === F_GEN;
    }
    return false;
  }
  braceIsBlock(prev) {
    const parent = this.top();
    if (parent === F_EXPR || parent === F_STAT) return true;
    if (prev === T_COLON && (parent === B_STAT || parent === B_EXPR)) return !IS_EXPR[parent];
    if (prev === T_RETURN || prev === T_NAME && this.exprAllowed) return this.newline;
    if (prev === T_ELSE || prev === T_SEMI || prev === T_EOF || prev === T_PAREN_R || prev === T_ARROW) return true;
    if (prev === T_BRACE_L) return parent === B_STAT;
    if (prev === T_VAR || prev === T_CONST || prev === T_NAME) return false;
    return !this.exprAllowed;
  }
  /** `)` or `}`: pops its context, and resumes a template or JSX that the brace closes. */
  closeContext(type) {
    if (this.context.length === 1) {
      this.prevType = type;
      this.newline = false;
      this.exprAllowed = true;
      return true;
    }
    let out = this.context.pop();
    if (type === T_BRACE_R) {
      if (out === B_TMPL) return this.readTemplate();
      if (out === J_TAG_BRACE) return this.readJsx();
      if (out === J_CHILD_BRACE) return this.readJsx();
    }
    if (out === B_STAT && this.top() >= F_STAT && this.top() <= F_GEN) out = this.context.pop();
    this.prevType = type;
    this.newline = false;
    this.exprAllowed = !IS_EXPR[out];
    return true;
  }
  // --- templates ---
  /** Template text after a backquote or a `}` that closes `${`: up to `${` or the closing backquote. */
  readTemplate() {
    const { text, end } = this;
    for (let i = this.pos; i < end; i++) {
      const c = text.charCodeAt(i);
      if (c === 92) {
        i++;
      } else if (c === 96) {
        this.pos = i + 1;
        this.context.pop();
        this.prevType = T_BACKQUOTE;
        this.newline = false;
        this.exprAllowed = false;
        return true;
      } else if (c === 36 && text.charCodeAt(i + 1) === 123) {
        this.pos = i + 2;
        this.context.push(B_TMPL);
        this.prevType = T_DOLLAR_BRACE;
        this.newline = false;
        this.exprAllowed = true;
        return true;
      }
    }
    return false;
  }
  // --- JSX ---
  /** In .tsx, `<T,>` and `<T extends U>` start type parameters, not an element. */
  isTypeParameters() {
    if (!this.options.typescript) return false;
    const { text } = this;
    let i = this.pos + 1;
    if (!isIdentStart(text.charCodeAt(i))) return false;
    while (isIdentPart(text.charCodeAt(i))) i++;
    while (text.charCodeAt(i) === 32) i++;
    if (text.charCodeAt(i) === 44) return true;
    return text.startsWith("extends", i) && isSpaceCode(text.charCodeAt(i + 7));
  }
  /**
   * JSX from inside a tag or an element's children up to the next brace that opens an expression
   * (returning to the JavaScript loop) or the end of the outermost element.
   */
  readJsx() {
    const { text, end } = this;
    let i = this.pos;
    while (i < end) {
      const c = text.charCodeAt(i);
      if (this.top() === J_TAG) {
        if (isJsxNamePart(c) || isSpaceCode(c) || c === 61) {
          i++;
        } else if (c === 47 && text.charCodeAt(i + 1) === 47) {
          const stop = lineStop(text, i, end);
          this.out.push(i, stop);
          i = stop;
        } else if (c === 47 && text.charCodeAt(i + 1) === 42) {
          const close = text.indexOf("*/", i + 2);
          if (close < 0 || close + 2 > end) return this.abandonJsx();
          this.out.push(i, close + 2);
          i = close + 2;
        } else if (c === 34 || c === 39) {
          const close = text.indexOf(text[i], i + 1);
          if (close < 0 || close >= end) return this.abandonJsx();
          i = close + 1;
        } else if (c === 123) {
          return this.openJsxBrace(i, J_TAG_BRACE);
        } else if (c === 47 && text.charCodeAt(i + 1) === 62) {
          i += 2;
          this.context.pop();
          if (this.top() !== J_ELEMENT) return this.endJsx(i);
        } else if (c === 62) {
          i++;
          this.context[this.context.length - 1] = J_ELEMENT;
        } else {
          return this.abandonJsx();
        }
      } else if (c === 123) {
        return this.openJsxBrace(i, J_CHILD_BRACE);
      } else if (c === 62 || c === 125) {
        return this.abandonJsx();
      } else if (c !== 60) {
        i++;
      } else {
        const closing = /^<\s*\/\s*[\w$.:\-\u0080-\uffff]*\s*>/.exec(text.slice(i, i + 256));
        if (closing) {
          i += closing[0].length;
          this.context.pop();
          if (this.top() !== J_ELEMENT) return this.endJsx(i);
        } else if (text.charCodeAt(i + 1) === 47) {
          return this.abandonJsx();
        } else {
          i++;
          this.context.push(J_TAG);
        }
      }
    }
    return this.abandonJsx();
  }
  openJsxBrace(i, context) {
    this.pos = i + 1;
    this.context.push(context);
    this.prevType = T_BRACE_L;
    this.newline = false;
    this.exprAllowed = true;
    return true;
  }
  /** The element that the last JSX start opened is complete at `i`: back to JavaScript. */
  endJsx(i) {
    this.jsxStarts.pop();
    this.pos = i;
    this.prevType = T_VALUE;
    this.newline = false;
    this.exprAllowed = false;
    return true;
  }
  /**
   * What looked like JSX is not (a TypeScript type `<T>(x: T) => T`, a comparison): everything read
   * since the last JSX start is forgotten, and its `<` is read again as an operator.
   */
  abandonJsx() {
    const start = this.jsxStarts.pop();
    if (!start) return false;
    this.pos = start.pos;
    this.context.length = start.context;
    this.out.length = start.out;
    this.prevType = start.prevType;
    this.exprAllowed = start.exprAllowed;
    this.newline = start.newline;
    this.notJsx = start.pos;
    return true;
  }
};

// src/languages/lexers/lines.ts
function lineComments(isComment, indented = true) {
  return (text, from, to, out) => {
    for (let line = from; line < to; ) {
      let i = line;
      if (indented) while (isBlank(text.charCodeAt(i))) i++;
      const end = lineEnd(text, i, to);
      if (i < end && isComment(text, i, end)) out.push(i, end);
      line = nextLine(text, end, to);
    }
  };
}
var iniLexer = lineComments((text, i) => text.charCodeAt(i) === 59 || text.charCodeAt(i) === 35);
var gitignoreLexer = lineComments((text, i) => text.charCodeAt(i) === 35, false);
var hashLineLexer = lineComments((text, i) => text.charCodeAt(i) === 35);
var batchLexer = lineComments((text, i, end) => {
  if (text.charCodeAt(i) === 64) i++;
  if (text.startsWith("::", i)) return true;
  return /^rem(?:\s|$)/i.test(text.slice(i, Math.min(end, i + 4)));
});
var dockerfileLexer = (text, from, to, out) => {
  let directives = true;
  for (let line = from; line < to; ) {
    let i = line;
    while (isBlank(text.charCodeAt(i))) i++;
    const end = lineEnd(text, i, to);
    line = nextLine(text, end, to);
    if (text.charCodeAt(i) === 35) {
      if (directives && /^#\s*(?:syntax|escape|check)\s*=/i.test(text.slice(i, end))) continue;
      directives = false;
      out.push(i, end);
      continue;
    }
    directives = false;
    const markers = [...text.slice(i, end).matchAll(/(?<!<)<<(?!<)-?\s*(?:(["'])([^"'\s]+)\1|([A-Za-z_][\w.-]*))/g)];
    for (const marker of markers) {
      const word = marker[2] ?? marker[3];
      while (line < to) {
        let j = line;
        if (marker[0][2] === "-") while (text.charCodeAt(j) === 9) j++;
        const bodyEnd = lineEnd(text, j, to);
        line = nextLine(text, bodyEnd, to);
        if (text.slice(j, bodyEnd) === word) break;
      }
    }
  }
};
var makefileLexer = (text, from, to, out) => {
  if (text.indexOf("#", from) < 0) return;
  let recipe = false;
  let define = false;
  for (let line = from; line < to; ) {
    const end = lineEnd(text, line, to);
    const next = nextLine(text, end, to);
    const continued = end > line && text.charCodeAt(end - 1) === 92;
    if (define) {
      if (/^\s*endef\b/.test(text.slice(line, end))) define = false;
      line = next;
      continue;
    }
    if (recipe || text.charCodeAt(line) === 9) {
      recipe = continued;
      line = next;
      continue;
    }
    if (/^\s*(?:override\s+|export\s+)?define\b/.test(text.slice(line, end))) define = true;
    line = makeLine(text, line, end, to, out) ?? next;
  }
};
function makeLine(text, i, end, to, out) {
  let depth = 0;
  for (; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === 92) {
      i++;
    } else if (c === 36 && (text.charCodeAt(i + 1) === 40 || text.charCodeAt(i + 1) === 123)) {
      depth++;
      i++;
    } else if ((c === 41 || c === 125) && depth > 0) {
      depth--;
    } else if (c === 35 && depth === 0) {
      let stop = end;
      while (stop < to && text.charCodeAt(stop - 1) === 92) stop = lineEnd(text, nextLine(text, stop, to), to);
      out.push(i, stop);
      return stop === end ? void 0 : nextLine(text, stop, to);
    }
  }
  return void 0;
}
var cmakeLexer = (text, from, to, out) => {
  if (text.indexOf("#", from) < 0) return;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 35) {
      const bracket = bracketEnd(text, i + 1, to);
      const end = bracket > 0 ? bracket : lineEnd(text, i, to);
      out.push(i, end);
      i = end - 1;
    } else if (c === 34) {
      i = skipQuoted(text, i, to, true, true) - 1;
    } else if (c === 91) {
      const bracket = bracketEnd(text, i, to);
      if (bracket > 0) i = bracket - 1;
    } else if (c === 92) {
      i++;
    }
  }
};
function bracketEnd(text, i, to) {
  if (text.charCodeAt(i) !== 91) return -1;
  let level = 0;
  while (text.charCodeAt(i + 1 + level) === 61) level++;
  if (text.charCodeAt(i + 1 + level) !== 91) return -1;
  const close = text.indexOf(`]${"=".repeat(level)}]`, i + 2 + level);
  return close < 0 || close >= to ? to : close + level + 2;
}

// src/languages/lexers/markdown.ts
var markdownLexer = (text, from, to, out) => {
  if (text.indexOf("<!--", from) < 0) return;
  let line = from;
  while (line < to) {
    const end = lineEnd(text, line, to);
    let indent = 0, j = line;
    for (; j < end; j++) {
      const c = text.charCodeAt(j);
      if (c === 32) indent++;
      else if (c === 9) indent += 4;
      else break;
    }
    const fence = indent < 4 ? /^(`{3,}|~{3,})/.exec(text.slice(j, Math.min(end, j + 64))) : null;
    if (fence && !(fence[1][0] === "`" && text.slice(j + fence[1].length, end).includes("`"))) {
      line = fenceEnd(text, nextLine(text, end, to), to, fence[1]);
      continue;
    }
    if (indent >= 4) {
      line = nextLine(text, end, to);
      continue;
    }
    line = inline(text, j, to, out);
  }
};
function fenceEnd(text, line, to, marker) {
  while (line < to) {
    const end = lineEnd(text, line, to);
    const body = text.slice(line, end);
    const trimmed = body.replace(/^ {0,3}/, "");
    if (trimmed.startsWith(marker) && /^([`~])\1*\s*$/.test(trimmed) && trimmed[0] === marker[0]) return nextLine(text, end, to);
    line = nextLine(text, end, to);
  }
  return to;
}
function inline(text, i, to, out) {
  let end = lineEnd(text, i, to);
  for (; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === 92) {
      i++;
    } else if (c === 96) {
      let run2 = 1;
      while (text.charCodeAt(i + run2) === 96) run2++;
      const close = codeSpanEnd(text, i + run2, to, run2);
      i = (close > 0 ? close : i + run2) - 1;
    } else if (c === 60 && text.startsWith("<!--", i)) {
      const close = text.indexOf("-->", i + 4);
      if (close < 0 || close + 3 > to) return nextLine(text, end, to);
      out.push(i, close + 3);
      i = close + 2;
    } else {
      continue;
    }
    if (i >= end) end = lineEnd(text, i + 1, to);
  }
  return nextLine(text, end, to);
}
function codeSpanEnd(text, i, to, run2) {
  for (; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 96) {
      let n = 1;
      while (text.charCodeAt(i + n) === 96) n++;
      if (n === run2) return i + n;
      i += n - 1;
    } else if (c === 10 || c === 13) {
      let j = i + 1;
      if (c === 13 && text.charCodeAt(j) === 10) j++;
      while (isBlank(text.charCodeAt(j))) j++;
      if (j >= to || text.charCodeAt(j) === 10 || text.charCodeAt(j) === 13) return -1;
    }
  }
  return -1;
}

// src/languages/lexers/markup.ts
var javascript2 = jsLexer({ jsx: false, typescript: false });
var typescript = jsLexer({ jsx: false, typescript: true });
var LEXER_BY_LANG = {
  js: javascript2,
  javascript: javascript2,
  ts: typescript,
  typescript,
  jsx: jsLexer({ jsx: true, typescript: false }),
  tsx: jsLexer({ jsx: true, typescript: true }),
  css: cssLexer,
  scss: scssLexer,
  sass: scssLexer,
  less: scssLexer,
  postcss: cssLexer
};
var JS_TYPES = /* @__PURE__ */ new Set(["", "module", "text/javascript", "application/javascript", "text/ecmascript", "application/ecmascript", "text/babel", "text/jsx"]);
function markupLexer({ html, braces }) {
  return (text, from, to, out) => {
    let i = from;
    while (i < to) {
      const lt = text.indexOf("<", i);
      const brace = braces ? text.indexOf("{", i) : -1;
      if (brace >= 0 && brace < to && (lt < 0 || brace < lt)) {
        i = braceEnd(text, brace, to);
        continue;
      }
      if (lt < 0 || lt >= to) return;
      i = lt;
      if (text.startsWith("<!--", i)) {
        const close = text.indexOf("-->", i + 4);
        if (close < 0 || close + 3 > to) return;
        out.push(i, close + 3);
        i = close + 3;
      } else if (text.startsWith("<![CDATA[", i)) {
        const close = text.indexOf("]]>", i + 9);
        i = close < 0 || close >= to ? to : close + 3;
      } else if (text.startsWith("<?", i)) {
        const close = text.indexOf("?>", i + 2);
        i = close < 0 || close >= to ? to : close + 2;
      } else if (text.charCodeAt(i + 1) === 33) {
        i = declarationEnd(text, i + 2, to);
      } else if (isNameStart(text.charCodeAt(i + 1)) || text.charCodeAt(i + 1) === 47 && isNameStart(text.charCodeAt(i + 2))) {
        i = tag(text, i, to, out, html, braces);
      } else {
        i++;
      }
    }
  };
}
function isNameStart(c) {
  return c >= 97 && c <= 122 || c >= 65 && c <= 90 || c === 95 || c === 58 || c >= 128;
}
function declarationEnd(text, i, to) {
  for (; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 62 || c === 91) return i + 1;
    if (c === 34 || c === 39) {
      const close = text.indexOf(text[i], i + 1);
      if (close < 0 || close >= to) return to;
      i = close;
    }
  }
  return to;
}
function tag(text, i, to, out, html, braces) {
  const closing = text.charCodeAt(i + 1) === 47;
  let j = i + (closing ? 2 : 1);
  const nameStart = j;
  while (j < to && !/[\s/>]/.test(text[j])) j++;
  const name = text.slice(nameStart, j).toLowerCase();
  const attributes = {};
  let selfClosing = false;
  while (j < to) {
    const c = text.charCodeAt(j);
    if (c === 62) {
      j++;
      break;
    }
    if (c === 47 && text.charCodeAt(j + 1) === 62) {
      selfClosing = true;
      j += 2;
      break;
    }
    if (braces && c === 123) {
      j = braceEnd(text, j, to);
      continue;
    }
    if (c === 34 || c === 39) {
      const close = text.indexOf(text[j], j + 1);
      j = close < 0 || close >= to ? to : close + 1;
      continue;
    }
    const nameEnd = attributeNameEnd(text, j, to);
    if (nameEnd === j) {
      j++;
      continue;
    }
    const attribute = text.slice(j, nameEnd).toLowerCase();
    j = nameEnd;
    let k = j;
    while (k < to && /\s/.test(text[k])) k++;
    if (text.charCodeAt(k) !== 61) {
      attributes[attribute] = "";
      continue;
    }
    k++;
    while (k < to && /\s/.test(text[k])) k++;
    const q = text.charCodeAt(k);
    let valueStart = k, valueEnd;
    if (q === 34 || q === 39) {
      const close = text.indexOf(text[k], k + 1);
      valueStart = k + 1;
      valueEnd = close < 0 || close >= to ? to : close;
      j = Math.min(valueEnd + 1, to);
    } else if (q === 123 && braces) {
      j = valueEnd = braceEnd(text, k, to);
    } else {
      while (k < to && !/[\s>]/.test(text[k])) k++;
      j = valueEnd = k;
    }
    attributes[attribute] = text.slice(valueStart, valueEnd).toLowerCase();
  }
  if (!html || closing || selfClosing) return j;
  if (name === "script" || name === "style" || name === "textarea" || name === "title") {
    const end = closingTag(text, j, to, name);
    const lexer = name === "script" ? scriptLexer(attributes) : name === "style" ? styleLexer(attributes) : void 0;
    if (lexer) lexer(text, j, end, out);
    return end;
  }
  return j;
}
function attributeNameEnd(text, i, to) {
  while (i < to && !/[\s=>/"'{]/.test(text[i])) i++;
  return i;
}
function closingTag(text, i, to, name) {
  const pattern = new RegExp(`</${name}[\\s>/]`, "gi");
  pattern.lastIndex = i;
  const match = pattern.exec(text);
  return match && match.index < to ? match.index : to;
}
function scriptLexer(attributes) {
  const lang = attributes.lang;
  if (lang !== void 0) return LEXER_BY_LANG[lang];
  const type = attributes.type ?? "";
  if (type === "text/typescript" || type === "application/typescript") return typescript;
  return JS_TYPES.has(type) ? javascript2 : void 0;
}
function styleLexer(attributes) {
  const lang = attributes.lang ?? "css";
  return LEXER_BY_LANG[lang];
}
function braceEnd(text, i, to) {
  let depth = 0;
  for (; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 123) depth++;
    else if (c === 125 && --depth === 0) return i + 1;
    else if (c === 34 || c === 39 || c === 96) {
      for (i++; i < to && text.charCodeAt(i) !== c; i++) if (text.charCodeAt(i) === 92) i++;
    }
  }
  return to;
}
var htmlLexer = markupLexer({ html: true, braces: false });
var xmlLexer = markupLexer({ html: false, braces: false });
var vueLexer = markupLexer({ html: true, braces: false });
var svelteLexer = markupLexer({ html: true, braces: true });

// src/languages/lexers/ml.ts
function commentEnd(text, i, to) {
  let depth = 0;
  for (; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 40 && text.charCodeAt(i + 1) === 42) {
      depth++;
      i++;
    } else if (c === 42 && text.charCodeAt(i + 1) === 41) {
      i++;
      if (--depth === 0) return i + 1;
    } else if (c === 34) {
      i = stringEnd4(text, i, to) - 1;
    }
  }
  return -1;
}
function stringEnd4(text, i, to) {
  for (i++; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 34) return i + 1;
    if (c === 92) i++;
  }
  return to;
}
function quoteEnd(text, i, to) {
  if (isWordChar(text.charCodeAt(i - 1))) return i + 1;
  const next = text.charCodeAt(i + 1);
  let close = -1;
  if (next === 92) close = text.indexOf("'", i + 3);
  else if (text.charCodeAt(i + 2) === 39) close = i + 2;
  return close > 0 && close < lineEnd(text, i, to) ? close + 1 : i + 1;
}
var ocamlLexer = (text, from, to, out) => {
  if (text.indexOf("(*", from) < 0) return;
  for (let i = from; i < to; ) {
    const c = text.charCodeAt(i);
    if (c === 40 && text.charCodeAt(i + 1) === 42 && text.charCodeAt(i + 2) !== 41) {
      const end = commentEnd(text, i, to);
      if (end < 0) return;
      out.push(i, end);
      i = end;
    } else if (c === 34) {
      i = stringEnd4(text, i, to);
    } else if (c === 39) {
      i = quoteEnd(text, i, to);
    } else if (c === 123) {
      const match = /^\{([a-z_]*)\|/.exec(text.slice(i, i + 64));
      if (match) {
        const close = text.indexOf(`|${match[1]}}`, i + match[0].length);
        i = close < 0 || close >= to ? to : close + match[1].length + 2;
      } else {
        i++;
      }
    } else {
      i++;
    }
  }
};
var fsharpLexer = (text, from, to, out) => {
  if (text.indexOf("//", from) < 0 && text.indexOf("(*", from) < 0) return;
  for (let i = from; i < to; ) {
    const c = text.charCodeAt(i);
    if (c === 47 && text.charCodeAt(i + 1) === 47) {
      const end = lineEnd(text, i, to);
      out.push(i, end);
      i = end;
    } else if (c === 40 && text.charCodeAt(i + 1) === 42 && text.charCodeAt(i + 2) !== 41) {
      const end = commentEnd(text, i, to);
      if (end < 0) return;
      out.push(i, end);
      i = end;
    } else if (c === 34) {
      if (text.startsWith('"""', i)) {
        const close = text.indexOf('"""', i + 3);
        i = close < 0 || close >= to ? to : close + 3;
      } else if (text.charCodeAt(i - 1) === 64) {
        i = verbatimEnd(text, i, to);
      } else {
        i = stringEnd4(text, i, to);
      }
    } else if (c === 39) {
      i = quoteEnd(text, i, to);
    } else {
      i++;
    }
  }
};
function verbatimEnd(text, i, to) {
  for (i++; i < to; i++) {
    if (text.charCodeAt(i) === 34) {
      if (text.charCodeAt(i + 1) === 34) i++;
      else return i + 1;
    }
  }
  return to;
}

// src/languages/lexers/perl.ts
var QUOTE_LIKE = /* @__PURE__ */ new Set(["q", "qq", "qw", "qr", "m", "s", "tr", "y"]);
var TWO_PARTS = /* @__PURE__ */ new Set(["s", "tr", "y"]);
var CLOSING2 = { "(": ")", "[": "]", "{": "}", "<": ">" };
var REGEX_AFTER = /* @__PURE__ */ new Set(["split", "if", "unless", "and", "or", "not", "return", "grep", "map", "while", "until", "when", "x", "lt", "gt", "le", "ge", "eq", "ne", "cmp"]);
var perlLexer = (text, from, to, out) => {
  const heredocs = [];
  let valueStarts = true;
  let i = from;
  let lineStart = true;
  while (i < to) {
    const c = text.charCodeAt(i);
    if (lineStart) {
      lineStart = false;
      if (c === 61 && /[A-Za-z]/.test(text[i + 1] ?? "")) {
        let end = i;
        while (end < to && !/^=cut\b/.test(text.slice(end, lineEnd(text, end, to)))) end = nextLine(text, end, to);
        end = lineEnd(text, end, to);
        out.push(i, end);
        i = end;
        continue;
      }
      if (/^__(?:END|DATA)__\s*$/.test(text.slice(i, lineEnd(text, i, to)))) return;
    }
    if (c === 10 || c === 13) {
      i = nextLine(text, i, to);
      lineStart = true;
      for (const { marker, indented } of heredocs) {
        while (i < to) {
          const end = lineEnd(text, i, to);
          const line = text.slice(i, end);
          i = nextLine(text, end, to);
          if ((indented ? line.trim() : line) === marker) break;
        }
      }
      heredocs.length = 0;
      continue;
    }
    if (isBlank(c)) {
      i++;
      continue;
    }
    if (c === 35) {
      const end = lineEnd(text, i, to);
      out.push(i, end);
      i = end;
      continue;
    }
    if (c === 36 && text.charCodeAt(i + 1) === 35) {
      i += 2;
      valueStarts = false;
      continue;
    }
    if (c === 39 || c === 34 || c === 96) {
      i = delimitedEnd(text, i + 1, to, text[i], text[i]);
      valueStarts = false;
      continue;
    }
    if (c === 47 && valueStarts) {
      i = delimitedEnd(text, i + 1, to, "/", "/");
      while (i < to && isWordChar(text.charCodeAt(i))) i++;
      valueStarts = false;
      continue;
    }
    if (c === 60 && text.charCodeAt(i + 1) === 60) {
      const match = /^<<(~?)(?:(["'])([^"'\r\n]*)\2|([A-Za-z_]\w*))/.exec(text.slice(i, i + 256));
      if (match) {
        heredocs.push({ marker: match[3] ?? match[4], indented: match[1] === "~" });
        i += match[0].length;
        valueStarts = false;
        continue;
      }
    }
    if (isWordChar(c)) {
      const start = i;
      while (i < to && isWordChar(text.charCodeAt(i))) i++;
      const word = text.slice(start, i);
      const before = text.charCodeAt(start - 1);
      const sigil = before === 36 || before === 64 || before === 37 || before === 38 || before === 42 || before === 62 && text.charCodeAt(start - 2) === 45;
      if (!sigil && QUOTE_LIKE.has(word)) {
        const end = quoteLikeEnd(text, i, to, TWO_PARTS.has(word));
        if (end > 0) {
          i = end;
          valueStarts = false;
          continue;
        }
      }
      valueStarts = !sigil && REGEX_AFTER.has(word);
      continue;
    }
    valueStarts = !(c === 41 || c === 93 || c === 125);
    i++;
  }
};
function quoteLikeEnd(text, i, to, twoParts) {
  let j = i;
  while (isBlank(text.charCodeAt(j))) j++;
  const open = text[j];
  if (open === void 0 || /[\w\s=,;)]/.test(open) || open === "#" && j > i) return -1;
  if (open === ">" || open === "-" && text[j + 1] === ">") return -1;
  const close = CLOSING2[open] ?? open;
  let end = delimitedEnd(text, j + 1, to, open, close);
  if (twoParts) {
    if (close !== open) {
      while (end < to && /\s/.test(text[end])) end++;
      const second = text[end];
      if (second === void 0) return to;
      end = delimitedEnd(text, end + 1, to, second, CLOSING2[second] ?? second);
    } else {
      end = delimitedEnd(text, end, to, open, close);
    }
  }
  while (end < to && isWordChar(text.charCodeAt(end))) end++;
  return end;
}
function delimitedEnd(text, i, to, open, close) {
  const openCode = open.charCodeAt(0), closeCode = close.charCodeAt(0);
  let depth = 0;
  for (; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 92) i++;
    else if (c === closeCode && depth === 0) return i + 1;
    else if (c === closeCode) depth--;
    else if (c === openCode && openCode !== closeCode) depth++;
  }
  return to;
}

// src/languages/lexers/php.ts
var phpLexer = (text, from, to, out) => {
  let i = from;
  while (i < to) {
    const open = text.indexOf("<?", i);
    if (open < 0 || open >= to) return;
    i = code2(text, open + (text.startsWith("<?php", open) ? 5 : text.startsWith("<?=", open) ? 3 : 2), to, out, false);
  }
};
function code2(text, i, to, out, nested) {
  let depth = 0;
  while (i < to) {
    const c = text.charCodeAt(i);
    if (c === 47 && text.charCodeAt(i + 1) === 47 || c === 35 && text.charCodeAt(i + 1) !== 91) {
      const end = lineCommentEnd2(text, i, to);
      out.push(i, end);
      i = end;
    } else if (c === 47 && text.charCodeAt(i + 1) === 42) {
      const close = text.indexOf("*/", i + 2);
      if (close < 0 || close + 2 > to) return to;
      out.push(i, close + 2);
      i = close + 2;
    } else if (c === 63 && text.charCodeAt(i + 1) === 62 && !nested) {
      return i + 2;
    } else if (c === 39) {
      i = quotedEnd2(text, i + 1, to, 39, false);
    } else if (c === 34 || c === 96) {
      i = quotedEnd2(text, i + 1, to, c, true);
    } else if (c === 60 && text.startsWith("<<<", i)) {
      i = heredocEnd(text, i + 3, to);
    } else if (nested && c === 123) {
      depth++;
      i++;
    } else if (nested && c === 125) {
      if (depth-- === 0) return i + 1;
      i++;
    } else {
      i++;
    }
  }
  return to;
}
function lineCommentEnd2(text, i, to) {
  const end = lineEnd(text, i, to);
  const close = text.indexOf("?>", i);
  return close >= 0 && close < end ? close : end;
}
function quotedEnd2(text, i, to, quote, interpolates) {
  for (; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === quote) return i + 1;
    if (c === 92) i++;
    else if (interpolates && c === 123 && text.charCodeAt(i + 1) === 36) i = code2(text, i + 1, to, [], true) - 1;
    else if (interpolates && c === 36 && text.charCodeAt(i + 1) === 123) i = code2(text, i + 2, to, [], true) - 1;
  }
  return to;
}
function heredocEnd(text, i, to) {
  while (isBlank(text.charCodeAt(i))) i++;
  const quote = text.charCodeAt(i);
  if (quote === 39 || quote === 34) i++;
  const start = i;
  while (i < to && isWordChar(text.charCodeAt(i))) i++;
  const marker = text.slice(start, i);
  if (marker === "") return i;
  for (let line = nextLine(text, i, to); line < to; line = nextLine(text, line, to)) {
    let j = line;
    while (isBlank(text.charCodeAt(j))) j++;
    if (text.startsWith(marker, j) && !isWordChar(text.charCodeAt(j + marker.length))) return j + marker.length;
  }
  return to;
}

// src/languages/lexers/powershell.ts
var powershellLexer = (text, from, to, out) => {
  if (text.indexOf("#", from) < 0) return;
  code3(text, from, to, out, false);
};
function code3(text, i, to, out, nested) {
  let depth = 0;
  while (i < to) {
    const c = text.charCodeAt(i);
    if (c === 60 && text.charCodeAt(i + 1) === 35) {
      const close = text.indexOf("#>", i + 2);
      if (close < 0 || close + 2 > to) return to;
      out.push(i, close + 2);
      i = close + 2;
    } else if (c === 35 && !inWord(text.charCodeAt(i - 1))) {
      const end = lineEnd(text, i, to);
      out.push(i, end);
      i = end;
    } else if (c === 64 && (text.charCodeAt(i + 1) === 34 || text.charCodeAt(i + 1) === 39) && endsLine(text, i + 2, to)) {
      i = hereStringEnd(text, i, to);
    } else if (c === 39 || c === 8216 || c === 8217) {
      i = singleQuotedEnd(text, i + 1, to);
    } else if (c === 34 || c === 8220 || c === 8221) {
      i = doubleQuotedEnd(text, i + 1, to, out);
    } else if (c === 96) {
      i += 2;
    } else if (c === 36 && text.charCodeAt(i + 1) === 123) {
      const close = text.indexOf("}", i);
      i = close < 0 || close >= to ? to : close + 1;
    } else if (c === 36 && text.charCodeAt(i + 1) === 40) {
      i = code3(text, i + 2, to, out, true);
    } else if (nested && (c === 40 || c === 123)) {
      depth++;
      i++;
    } else if (nested && (c === 41 || c === 125)) {
      if (depth-- === 0) return i + 1;
      i++;
    } else {
      i++;
    }
  }
  return to;
}
function inWord(c) {
  return isWordChar(c) || c === 45 || c === 46 || c === 36 || c === 58 || c === 92 || c === 47 || c === 35;
}
function endsLine(text, i, to) {
  const end = lineEnd(text, i, to);
  return end < to && text.slice(i, end).trim() === "";
}
function hereStringEnd(text, i, to) {
  const close = text[i + 1] + "@";
  for (let line = nextLine(text, i, to); line < to; line = nextLine(text, line, to)) {
    if (text.startsWith(close, line)) return line + 2;
  }
  return to;
}
function singleQuotedEnd(text, i, to) {
  for (; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 39 || c === 8216 || c === 8217) {
      const next = text.charCodeAt(i + 1);
      if (next === 39 || next === 8216 || next === 8217) i++;
      else return i + 1;
    }
  }
  return to;
}
function doubleQuotedEnd(text, i, to, out) {
  for (; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 34 || c === 8220 || c === 8221) {
      const next = text.charCodeAt(i + 1);
      if (next === 34 || next === 8220 || next === 8221) i++;
      else return i + 1;
    } else if (c === 96) {
      i++;
    } else if (c === 36 && text.charCodeAt(i + 1) === 40) {
      i = code3(text, i + 2, to, out, true) - 1;
    }
  }
  return to;
}

// src/languages/lexers/python.ts
var pythonLexer = (text, from, to, out) => {
  if (text.indexOf("#", from) < 0) return;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 35) {
      const end = lineEnd(text, i, to);
      out.push(i, end);
      i = end;
    } else if (c === 34 || c === 39) {
      i = stringEnd5(text, i, to, isFormatted(text, i, from)) - 1;
    }
  }
};
function isFormatted(text, quote, from) {
  let formatted = false;
  let i = quote - 1;
  for (; i >= from && quote - i <= 2; i--) {
    const c = text.charCodeAt(i) | 32;
    if (c === 102 || c === 116) formatted = true;
    else if (c !== 114 && c !== 98 && c !== 117) break;
  }
  return formatted && !(i >= from && isWordChar(text.charCodeAt(i)));
}
function stringEnd5(text, i, to, formatted) {
  const quote = text.charCodeAt(i);
  const triple = text.charCodeAt(i + 1) === quote && text.charCodeAt(i + 2) === quote;
  if (!triple && text.charCodeAt(i + 1) === quote) return i + 2;
  for (i += triple ? 3 : 1; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === quote) {
      if (!triple) return i + 1;
      if (text.charCodeAt(i + 1) === quote && text.charCodeAt(i + 2) === quote) return i + 3;
    } else if (c === 92) {
      i++;
      if (text.charCodeAt(i) === 13 && text.charCodeAt(i + 1) === 10) i++;
    } else if (c === 10 || c === 13) {
      if (!triple) return i;
    } else if (c === 123 && formatted) {
      if (text.charCodeAt(i + 1) === 123) i++;
      else i = fieldEnd(text, i + 1, to, triple) - 1;
    }
  }
  return to;
}
function fieldEnd(text, i, to, multiline) {
  let depth = 0;
  for (; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 34 || c === 39) {
      i = stringEnd5(text, i, to, isFormatted(text, i, 0)) - 1;
    } else if (c === 40 || c === 91 || c === 123) {
      depth++;
    } else if (c === 41 || c === 93 || c === 125) {
      if (depth === 0) return c === 125 ? i + 1 : i;
      depth--;
    } else if (depth === 0 && (c === 58 || c === 33 && text.charCodeAt(i + 1) !== 61)) {
      return specEnd(text, i + 1, to, multiline);
    } else if ((c === 10 || c === 13) && !multiline) {
      return i;
    }
  }
  return to;
}
function specEnd(text, i, to, multiline) {
  for (; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 125) return i + 1;
    if (c === 123) i = fieldEnd(text, i + 1, to, multiline) - 1;
    else if ((c === 10 || c === 13) && !multiline) return i;
  }
  return to;
}

// src/languages/lexers/ruby.ts
var VALUE_STARTS = /* @__PURE__ */ new Set([
  "if",
  "unless",
  "while",
  "until",
  "and",
  "or",
  "not",
  "return",
  "when",
  "case",
  "in",
  "then",
  "else",
  "elsif",
  "do",
  "begin",
  "yield",
  "puts",
  "print",
  "p",
  "raise",
  "break",
  "next",
  "rescue",
  "ensure",
  "defined?"
]);
function closesOnLine(text, i, to) {
  for (; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 92) i++;
    else if (c === 47) return true;
    else if (c === 10 || c === 13) return false;
  }
  return false;
}
var rubyLexer = (text, from, to, out) => {
  if (text.indexOf("#", from) < 0 && text.indexOf("=begin", from) < 0) return;
  new RubyScanner(text, to, out).code(from, 0);
};
var RubyScanner = class _RubyScanner {
  constructor(text, to, out) {
    this.text = text;
    this.to = to;
    this.out = out;
  }
  text;
  to;
  out;
  heredocs = [];
  /** Code from `i`; inside `#{...}` (`close` = `}`), returns the index past the closing brace. */
  code(i, close) {
    const { text, to } = this;
    let valueEnd = false;
    let afterName = false;
    let defName = false;
    let depth = 0;
    while (i < to) {
      const c = text.charCodeAt(i);
      const blankBefore = i > 0 && isBlank(text.charCodeAt(i - 1));
      const argument = afterName && blankBefore && !isBlank(text.charCodeAt(i + 1));
      const valueStarts = !valueEnd || argument;
      if (c === 10 || c === 13) {
        i = nextLine(text, i, to);
        if (this.heredocs.length > 0) i = this.heredocBodies(i);
        if (close === 0) {
          if (text.startsWith("=begin", i) && !isWordChar(text.charCodeAt(i + 6))) i = this.blockComment(i);
          else if (text.startsWith("__END__", i) && lineEnd(text, i, to) === i + 7) return to;
        }
        valueEnd = afterName = false;
        continue;
      }
      if (c === 32 || c === 9) {
        i++;
        continue;
      }
      if (i === 0 && text.startsWith("=begin", i) && !isWordChar(text.charCodeAt(i + 6))) {
        i = this.blockComment(i);
        continue;
      }
      afterName = false;
      if (c === 35) {
        const end = lineEnd(text, i, to);
        this.out.push(i, end);
        i = end;
        continue;
      }
      if (defName && !isWordChar(c) && c !== 36 && c !== 64) {
        while (i < to && /[-+*/%<>=!~^&|[\]]/.test(text[i])) i++;
        defName = false;
        valueEnd = true;
        continue;
      }
      valueEnd = true;
      if (isWordChar(c) || c === 64) {
        const start = i;
        i++;
        while (i < to && (isWordChar(text.charCodeAt(i)) || text.charCodeAt(i) === 64)) i++;
        const q = text.charCodeAt(i);
        if ((q === 63 || q === 33) && text.charCodeAt(i + 1) !== 61) i++;
        const word = text.slice(start, i);
        if (text.charCodeAt(i) === 58 && text.charCodeAt(i + 1) !== 58 && text.charCodeAt(start) !== 64) {
          i++;
          valueEnd = false;
        } else if (VALUE_STARTS.has(word)) {
          valueEnd = false;
        } else if (word === "def") {
          defName = true;
        } else {
          afterName = text.charCodeAt(start) !== 64 && !(c >= 48 && c <= 57);
        }
        continue;
      }
      switch (c) {
        case 34:
        case 96:
          i = this.quotedEnd(i + 1, c, c, true);
          continue;
        case 39:
          i = this.quotedEnd(i + 1, 39, 39, false);
          continue;
        case 36:
          i += text.charCodeAt(i + 1) === 123 || isWordChar(text.charCodeAt(i + 1)) ? 1 : 2;
          continue;
        case 58:
          if (text.charCodeAt(i + 1) === 58) {
            i += 2;
          } else if (text.charCodeAt(i + 1) === 34 || text.charCodeAt(i + 1) === 39) {
            i++;
          } else {
            i++;
            if (/[-+*/%<>=!~^&|[]/.test(text[i] ?? "") && !isBlank(text.charCodeAt(i - 2))) {
              while (i < to && /[-+*/%<>=!~^&|[\]]/.test(text[i])) i++;
            } else {
              valueEnd = false;
            }
          }
          continue;
        case 47:
          if (valueStarts && (!valueEnd || closesOnLine(text, i + 1, to))) i = this.quotedEnd(i + 1, 47, 47, true);
          else {
            i++;
            valueEnd = false;
          }
          continue;
        case 37: {
          const end = valueStarts ? this.percentLiteral(i) : -1;
          if (end > 0) i = end;
          else {
            i++;
            valueEnd = false;
          }
          continue;
        }
        case 63: {
          const next = text.charCodeAt(i + 1);
          if (valueStarts && next === next && !isBlank(next) && next !== 10 && next !== 13) {
            const width = next === 92 ? 2 : 1;
            if (!isWordChar(text.charCodeAt(i + 1 + width)) || next === 92) {
              i += 1 + width;
              continue;
            }
          }
          i++;
          valueEnd = false;
          continue;
        }
        case 60:
          if (text.charCodeAt(i + 1) === 60 && valueStarts) {
            const end = this.heredocStart(i + 2);
            if (end > 0) {
              i = end;
              continue;
            }
          }
          break;
        case 123:
        // { [ (
        case 40:
        case 91:
          depth++;
          i++;
          valueEnd = false;
          continue;
        case 125:
          if (close === 125 && depth === 0) return i + 1;
          depth--;
          i++;
          continue;
        case 41:
        case 93:
          depth--;
          i++;
          continue;
        case 46:
          i++;
          if (text.charCodeAt(i) !== 46) defName = true;
          valueEnd = false;
          defName = defName && /[-+*/%<>=!~^&|[]/.test(text[i] ?? "") && text.charCodeAt(i) !== 46;
          continue;
        case 92:
          i += 2;
          continue;
      }
      i++;
      valueEnd = false;
    }
    return to;
  }
  /** `=begin` at `i` (a line start): the comment runs to the end of the `=end` line. */
  blockComment(i) {
    const { text, to } = this;
    let line = nextLine(text, i, to);
    while (line < to && !(text.startsWith("=end", line) && !isWordChar(text.charCodeAt(line + 4)))) line = nextLine(text, line, to);
    if (line >= to) return i + 1;
    const end = lineEnd(text, line, to);
    this.out.push(i, end);
    return end;
  }
  /** After an opening delimiter: past the closing one, nesting `open`/`close` pairs, skipping `#{...}`. */
  quotedEnd(i, open, close, interpolates) {
    const { text, to } = this;
    let depth = 0;
    for (; i < to; i++) {
      const c = text.charCodeAt(i);
      if (c === 92) {
        i++;
      } else if (c === close && depth === 0) {
        i++;
        if (close === 47) while (i < to && isWordChar(text.charCodeAt(i))) i++;
        return i;
      } else if (c === close) {
        depth--;
      } else if (c === open && open !== close) {
        depth++;
      } else if (c === 35 && interpolates && text.charCodeAt(i + 1) === 123) {
        i = new _RubyScanner(text, to, []).code(i + 2, 125) - 1;
      }
    }
    return to;
  }
  /** `%` literal at `i` (`%q(...)`, `%w[...]`, `%r{...}`, `%(...)`): its end, or -1 for a modulo. */
  percentLiteral(i) {
    const { text } = this;
    let j = i + 1;
    const kind = text.charCodeAt(j);
    if (kind === 113 || kind === 81 || kind === 119 || kind === 87 || kind === 105 || kind === 73 || kind === 114 || kind === 120 || kind === 115) j++;
    const open = text.charCodeAt(j);
    if (!(open === open) || isWordChar(open) || isBlank(open) || open === 10 || open === 13 || j === i + 1 && open === 61) return -1;
    const close = open === 40 ? 41 : open === 91 ? 93 : open === 123 ? 125 : open === 60 ? 62 : open;
    const interpolates = kind !== 113 && kind !== 119 && kind !== 105 && kind !== 115;
    return this.quotedEnd(j + 1, open, close, interpolates);
  }
  /** After `<<`: a heredoc marker queues its body (read after this line) and returns its end; else -1. */
  heredocStart(i) {
    const { text, to } = this;
    const match = /^([~-]?)(?:(['"`])([^'"`\r\n]+)\2|([A-Za-z_]\w*))/.exec(text.slice(i, Math.min(to, i + 200)));
    if (!match) return -1;
    if (match[1] === "" && match[4] && !/^[A-Z_]/.test(match[4])) return -1;
    this.heredocs.push({ marker: match[3] ?? match[4], indented: match[1] !== "" });
    return i + match[0].length;
  }
  /** Skips the queued heredoc bodies starting at `i`; returns where code resumes. */
  heredocBodies(i) {
    const { text, to } = this;
    for (const { marker, indented } of this.heredocs) {
      while (i < to) {
        const end = lineEnd(text, i, to);
        let start = i;
        if (indented) while (isBlank(text.charCodeAt(start))) start++;
        i = nextLine(text, end, to);
        if (end - start === marker.length && text.startsWith(marker, start)) break;
      }
    }
    this.heredocs.length = 0;
    return i;
  }
};

// src/languages/lexers/shell.ts
var shellLexer = (text, from, to, out) => {
  if (text.indexOf("#", from) < 0) return;
  code4(text, from, to, out, false);
};
function startsWord(c) {
  return c === 32 || c === 9 || c === 10 || c === 13 || c === 59 || c === 38 || c === 124 || c === 40 || c === 41 || c === 60 || c === 62 || c !== c;
}
function startsComment(c) {
  return c !== 40 && startsWord(c);
}
function code4(text, i, to, out, nested) {
  const heredocs = [];
  let depth = 0;
  while (i < to) {
    const c = text.charCodeAt(i);
    if (c === 35 && startsComment(text.charCodeAt(i - 1))) {
      const end = lineEnd(text, i, to);
      out.push(i, end);
      i = end;
    } else if (c === 10 || c === 13) {
      i = heredocs.length > 0 ? heredocBodies(text, nextLine(text, i, to), to, heredocs) : i + 1;
    } else if (c === 39) {
      const close = text.indexOf("'", i + 1);
      i = close < 0 || close >= to ? to : close + 1;
    } else if (c === 34) {
      i = doubleQuotedEnd2(text, i + 1, to, out);
    } else if (c === 96) {
      i = backquotedEnd(text, i + 1, to);
    } else if (c === 92) {
      i += 2;
    } else if (c === 36) {
      i = dollarEnd(text, i, to, out);
    } else if (c === 40 && text.charCodeAt(i + 1) === 40) {
      i = balancedEnd(text, i, to, 40, 41);
    } else if (c === 60 && text.charCodeAt(i + 1) === 60) {
      i = text.charCodeAt(i + 2) === 60 ? i + 3 : heredocStart(text, i + 2, to, heredocs);
    } else if (nested && c === 40) {
      depth++;
      i++;
    } else if (nested && c === 41) {
      if (depth-- === 0) return i + 1;
      i++;
    } else {
      i++;
    }
  }
  return to;
}
function heredocStart(text, i, to, heredocs) {
  const tabs = text.charCodeAt(i) === 45;
  if (tabs) i++;
  while (isBlank(text.charCodeAt(i))) i++;
  let marker = "";
  while (i < to) {
    const c = text.charCodeAt(i);
    if (c === 39 || c === 34) {
      const close = text.indexOf(text[i], i + 1);
      if (close < 0 || close >= to) return to;
      marker += text.slice(i + 1, close);
      i = close + 1;
    } else if (c === 92) {
      marker += text[i + 1] ?? "";
      i += 2;
    } else if (startsWord(c) || c === 96) {
      break;
    } else {
      marker += text[i];
      i++;
    }
  }
  if (marker !== "") heredocs.push({ marker, tabs });
  return i;
}
function heredocBodies(text, i, to, heredocs) {
  for (const { marker, tabs } of heredocs) {
    while (i < to) {
      const end = lineEnd(text, i, to);
      let start = i;
      if (tabs) while (text.charCodeAt(start) === 9) start++;
      i = nextLine(text, end, to);
      if (end - start === marker.length && text.startsWith(marker, start)) break;
    }
  }
  heredocs.length = 0;
  return i;
}
function doubleQuotedEnd2(text, i, to, out) {
  while (i < to) {
    const c = text.charCodeAt(i);
    if (c === 34) return i + 1;
    if (c === 92) i += 2;
    else if (c === 36) i = dollarEnd(text, i, to, out);
    else if (c === 96) i = backquotedEnd(text, i + 1, to);
    else i++;
  }
  return to;
}
function backquotedEnd(text, i, to) {
  for (; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 96) return i + 1;
    if (c === 92) i++;
  }
  return to;
}
function dollarEnd(text, i, to, out) {
  const next = text.charCodeAt(i + 1);
  if (next === 40) {
    if (text.charCodeAt(i + 2) === 40) return balancedEnd(text, i + 1, to, 40, 41);
    return code4(text, i + 2, to, out, true);
  }
  if (next === 123) return balancedEnd(text, i + 1, to, 123, 125);
  if (next === 39) {
    for (let j = i + 2; j < to; j++) {
      const c = text.charCodeAt(j);
      if (c === 39) return j + 1;
      if (c === 92) j++;
    }
    return to;
  }
  return i + (next === 35 ? 2 : 1);
}
function balancedEnd(text, i, to, open, close) {
  let depth = 0;
  for (; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === open) depth++;
    else if (c === close && --depth === 0) return i + 1;
    else if (c === 92) i++;
    else if (c === 39 && open === 123) {
      const end = text.indexOf("'", i + 1);
      i = end < 0 || end >= to ? to : end;
    } else if (c === 34) {
      i = doubleQuotedEnd2(text, i + 1, to, []) - 1;
    }
  }
  return to;
}

// src/languages/lexers/small.ts
var rLexer = lineCommentLexer(35, (text, i, to) => {
  const c = text.charCodeAt(i);
  if (c === 96) return skipQuoted(text, i, to, true, true);
  if (c !== 34 && c !== 39) return -1;
  const prefix = text.charCodeAt(i - 1) | 32;
  const raw = prefix === 114 && !isWordChar(text.charCodeAt(i - 2)) ? rawEnd(text, i, to) : -1;
  return raw > 0 ? raw : skipQuoted(text, i, to, true, true);
});
function rawEnd(text, i, to) {
  const match = /^(["'])(-*)([([{])/.exec(text.slice(i, i + 64));
  if (!match) return -1;
  const close = { "(": ")", "[": "]", "{": "}" }[match[3]] + match[2] + match[1];
  const end = text.indexOf(close, i + match[0].length);
  return end < 0 || end >= to ? to : end + close.length;
}
var erlangLexer = lineCommentLexer(37, (text, i, to) => {
  const c = text.charCodeAt(i);
  if (c === 34 || c === 39) return skipQuoted(text, i, to, true, true);
  if (c === 36) return i + (text.charCodeAt(i + 1) === 92 ? 3 : 2);
  return -1;
});
var clojureLexer = lineCommentLexer(59, (text, i, to) => {
  const c = text.charCodeAt(i);
  if (c === 34) return skipQuoted(text, i, to, true, true);
  return c === 92 ? i + 2 : -1;
});
function nestedHashEnd(text, i, to, open, close) {
  let depth = 0;
  for (; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 35 && text.charCodeAt(i + 1) === open) {
      depth++;
      i++;
    } else if (c === close && text.charCodeAt(i + 1) === 35) {
      i++;
      if (--depth === 0) return i + 1;
    }
  }
  return -1;
}
function tripleEnd2(text, i, to) {
  const close = text.indexOf('"""', i + 3);
  if (close < 0 || close >= to) return to;
  let end = close + 3;
  while (text.charCodeAt(end) === 34) end++;
  return end;
}
var nimLexer = (text, from, to, out) => {
  if (text.indexOf("#", from) < 0) return;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 35) {
      const block = text.charCodeAt(i + 1) === 91 || text.charCodeAt(i + 1) === 35 && text.charCodeAt(i + 2) === 91 ? nestedHashEnd(text, text.charCodeAt(i + 1) === 35 ? i + 1 : i, to, 91, 93) : -1;
      const end = block > 0 ? block : lineEnd(text, i, to);
      out.push(i, end);
      i = end - 1;
    } else if (c === 34) {
      if (text.startsWith('"""', i)) i = tripleEnd2(text, i, to) - 1;
      else if (isWordChar(text.charCodeAt(i - 1))) i = rawQuotedEnd(text, i, to) - 1;
      else i = skipQuoted(text, i, to, true, false) - 1;
    } else if (c === 39) {
      const close = text.charCodeAt(i + 1) === 92 ? text.indexOf("'", i + 3) : text.charCodeAt(i + 2) === 39 ? i + 2 : -1;
      if (close > 0 && close < lineEnd(text, i, to)) i = close;
    }
  }
};
function rawQuotedEnd(text, i, to) {
  for (i++; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 34) {
      if (text.charCodeAt(i + 1) === 34) i++;
      else return i + 1;
    } else if (c === 10 || c === 13) {
      return i;
    }
  }
  return to;
}
var juliaLexer = (text, from, to, out) => {
  if (text.indexOf("#", from) < 0) return;
  julia(text, from, to, out, false);
};
function julia(text, i, to, out, nested) {
  let depth = 0;
  for (; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 35) {
      const block = text.charCodeAt(i + 1) === 61 ? nestedHashEnd(text, i, to, 61, 61) : -1;
      const end = block > 0 ? block : lineEnd(text, i, to);
      out.push(i, end);
      i = end - 1;
    } else if (c === 34 || c === 96) {
      i = juliaStringEnd(text, i, to) - 1;
    } else if (c === 39) {
      const before = text.charCodeAt(i - 1);
      if (isWordChar(before) || before === 41 || before === 93 || before === 125 || before === 39 || before === 46) continue;
      const close = text.charCodeAt(i + 1) === 92 ? text.indexOf("'", i + 3) : text.indexOf("'", i + 1);
      if (close > 0 && close < lineEnd(text, i, to)) i = close;
    } else if (nested && c === 40) {
      depth++;
    } else if (nested && c === 41 && depth-- === 0) {
      return i + 1;
    }
  }
  return to;
}
function juliaStringEnd(text, i, to) {
  const quote = text.charCodeAt(i);
  const triple = text.charCodeAt(i + 1) === quote && text.charCodeAt(i + 2) === quote;
  if (!triple && text.charCodeAt(i + 1) === quote) return i + 2;
  for (i += triple ? 3 : 1; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === quote && (!triple || text.charCodeAt(i + 1) === quote && text.charCodeAt(i + 2) === quote)) {
      return i + (triple ? 3 : 1);
    }
    if (c === 92) i++;
    else if (c === 36 && text.charCodeAt(i + 1) === 40) i = julia(text, i + 2, to, [], true) - 1;
  }
  return to;
}

// src/languages/lexers/index.ts
var LEXERS = {
  javascript: jsLexer({ jsx: true, typescript: false }),
  jsx: jsLexer({ jsx: true, typescript: false }),
  typescript: jsLexer({ jsx: false, typescript: true }),
  tsx: jsLexer({ jsx: true, typescript: true }),
  c: cLexer,
  protobuf: cLexer,
  jsonc: cLexer,
  json5: cLexer,
  csharp: csharpLexer,
  java: javaLexer,
  go: goLexer,
  rust: rustLexer,
  kotlin: kotlinLexer,
  swift: swiftLexer,
  scala: scalaLexer,
  dart: dartLexer,
  groovy: groovyLexer,
  zig: zigLexer,
  hcl: hclLexer,
  css: cssLexer,
  scss: scssLexer,
  php: phpLexer,
  python: pythonLexer,
  ruby: rubyLexer,
  shell: shellLexer,
  powershell: powershellLexer,
  lua: luaLexer,
  sql: sqlLexer,
  haskell: haskellLexer,
  html: htmlLexer,
  xml: xmlLexer,
  vue: vueLexer,
  svelte: svelteLexer,
  markdown: markdownLexer,
  yaml: yamlLexer,
  toml: tomlLexer,
  graphql: graphqlLexer,
  dockerfile: dockerfileLexer,
  makefile: makefileLexer,
  cmake: cmakeLexer,
  ini: iniLexer,
  gitignore: gitignoreLexer,
  hashline: hashLineLexer,
  batch: batchLexer,
  elixir: elixirLexer,
  r: rLexer,
  perl: perlLexer,
  erlang: erlangLexer,
  clojure: clojureLexer,
  fsharp: fsharpLexer,
  ocaml: ocamlLexer,
  nim: nimLexer,
  julia: juliaLexer
};

// src/languages/strip.ts
function stripRanges(text, ranges, keepSplices = false) {
  if (ranges.length === 0) return text;
  const length = text.length;
  const hasCr = text.includes("\r");
  let out = "";
  let kept = 0;
  for (let k = 0; k < ranges.length; ) {
    const start = ranges[k];
    let end = ranges[k + 1];
    let breaks = lineBreaks(text, start, end, hasCr, keepSplices);
    k += 2;
    while (k < ranges.length && blanksUntil(text, end, ranges[k])) {
      breaks += lineBreaks(text, ranges[k], ranges[k + 1], hasCr, keepSplices);
      end = ranges[k + 1];
      k += 2;
    }
    if (keepSplices && breaks.includes("\\") && !inDirective(text, start)) breaks = breaks.replaceAll("\\", "");
    let before = start;
    while (before > kept && isBlank2(text.charCodeAt(before - 1))) before--;
    let after = end;
    while (after < length && isBlank2(text.charCodeAt(after))) after++;
    const endsLine2 = after === length || isBreak(text.charCodeAt(after));
    const startsLine = before === 0 || isBreak(text.charCodeAt(before - 1));
    out += text.slice(kept, before);
    if (endsLine2) {
      out += breaks;
    } else if (startsLine) {
      out += breaks + text.slice(before, start);
    } else if (breaks !== "") {
      out += breaks.charCodeAt(0) === 92 ? ` ${breaks}` : breaks;
    } else if (before < start) {
      out += text.slice(before, start);
    } else if (after === end) {
      out += " ";
    } else {
      after = end;
    }
    kept = after;
  }
  return out + text.slice(kept);
}
function isBlank2(c) {
  return c === 32 || c === 9 || c === 12 || c === 11;
}
function isBreak(c) {
  return c === 10 || c === 13;
}
function inDirective(text, i) {
  let line = text.lastIndexOf("\n", i - 1) + 1;
  for (; ; ) {
    let end = line - 1;
    if (end <= 0) break;
    if (text.charCodeAt(end - 1) === 13) end--;
    if (text.charCodeAt(end - 1) !== 92) break;
    line = text.lastIndexOf("\n", end - 1) + 1;
  }
  while (isBlank2(text.charCodeAt(line))) line++;
  return text.charCodeAt(line) === 35;
}
function blanksUntil(text, from, to) {
  for (let i = from; i < to; i++) if (!isBlank2(text.charCodeAt(i))) return false;
  return true;
}
function lineBreaks(text, from, to, hasCr, splices) {
  if (!hasCr && !splices) {
    let count = 0;
    for (let i = text.indexOf("\n", from); i >= 0 && i < to; i = text.indexOf("\n", i + 1)) count++;
    return count === 0 ? "" : "\n".repeat(count);
  }
  let breaks = "";
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c !== 10 && c !== 13) continue;
    if (splices && i > from && text.charCodeAt(i - 1) === 92) breaks += "\\";
    breaks += c === 10 ? "\n" : "\r";
  }
  return breaks;
}

// src/languages/comments.ts
function removeComments(text, language) {
  return stripRanges(text, commentRanges(text, language), commentSyntax(language) === "c");
}
function commentRanges(text, language) {
  const out = [];
  const syntax = commentSyntax(language);
  const lexer = syntax === "none" ? void 0 : LEXERS[syntax];
  if (lexer) lexer(text, shebangEnd(text), text.length, out);
  return out;
}
function shebangEnd(text) {
  if (text.charCodeAt(0) !== 35 || text.charCodeAt(1) !== 33 || text.charCodeAt(2) === 91) return 0;
  const n = text.indexOf("\n");
  return n < 0 ? text.length : n;
}

// src/stages/stripComments.ts
function stripComments() {
  return eachStage((record) => {
    if (record.text === void 0) return record;
    return { ...record, text: removeComments(record.text, record.language) };
  });
}

// src/stages/tokenize.ts
function tokenize({ counter }) {
  return eachStage((record) => {
    if (record.text === void 0 || record.tokens !== void 0) return record;
    return { ...record, tokens: counter.count(record.text) };
  });
}

// src/stages/counting.ts
function countingStages(settings2, counter, store) {
  const { countMode, methodLevel, keepText, maxBytes, includeComments } = settings2;
  const text = needsText(settings2);
  const hashed = needsCounting(settings2);
  return [
    read({ maxBytes, decode: text, hash: hashed }),
    ...hashed ? [reuse({ store, keepText })] : [],
    ...text && !includeComments ? [stripComments()] : [],
    ...countMode !== "none" ? [tokenize({ counter })] : [],
    ...methodLevel ? [splitMethods({ counter })] : [],
    ...hashed || text ? [keep({ store, keepText })] : []
  ];
}

// src/pool/local.ts
var LocalCounter = class {
  /** `ranks` hands over a rank table built elsewhere (shared by the main thread), if any. */
  constructor(settings2, store, ranks2 = () => void 0) {
    this.settings = settings2;
    this.store = store;
    this.ranks = ranks2;
  }
  settings;
  store;
  ranks;
  counter;
  queue = Promise.resolve();
  /** Counts with this rank table rather than loading one. */
  useRanks(ranks2) {
    this.ranks = () => ranks2;
  }
  run(items) {
    const done = this.queue.then(() => this.count(items));
    this.queue = done.catch(() => {
    });
    return done;
  }
  /** Resolves once every batch given so far is counted. */
  idle() {
    return this.queue;
  }
  async count(items) {
    this.counter ??= createCounter(this.settings.countMode, this.settings.encoding, this.ranks());
    const out = [];
    for await (const batch of chain([Readable.from([items]), ...countingStages(this.settings, this.counter, this.store)])) {
      out.push(...batch);
    }
    return out;
  }
};

// src/pool/worker.ts
var { settings, entries } = workerData;
var ranks;
var local = new LocalCounter(settings, new ResultStore(entries), () => ranks);
parentPort.on("message", async (message) => {
  if ("ranks" in message) return void (ranks = new RankTable(message.ranks));
  const { id, items } = message;
  try {
    parentPort.postMessage({ id, records: await local.run(items) });
  } catch (err) {
    parentPort.postMessage({ id, error: err?.stack ?? String(err) });
  }
});
