import { join, sep } from 'node:path';
import { Readable, addAbortSignal } from 'node:stream';
import { IgnoreRules } from '../patterns/ignores.js';
import { countingSteps } from '../run/index.js';
import type { RunPlan } from '../run/plan.js';
import type { Lease, RunContext } from '../run/session.js';
import { chain } from '../stages/kit.js';
import { needsContent } from '../stages/read.js';
import type { CountSettings, RunStats, WalkItem } from '../types.js';
import type { BlobReader, Tree, TreeFile } from '../git/objects.js';

// As the walk's batches.
const OBJECT_BATCH = 128;

/**
 * The source of files read from git's objects (the sides of `diff`): the `items` of treeItems()
 * in batches, counted by the run's counting steps (countingSteps(): recall, a blob whose content
 * the cache knows; count, the blob's content fetched as its batch is handed out, then read
 * instead of a file). The store learns which content each blob holds; saving it is the holder's.
 */
export function objectRecords(items: WalkItem[], plan: RunPlan, settings: CountSettings, lease: Lease, reader: BlobReader, stats: RunStats, context: RunContext): Readable {
  const batches: WalkItem[][] = [];
  for (let i = 0; i < items.length; i += OBJECT_BATCH) batches.push(items.slice(i, i + OBJECT_BATCH));
  const load = async (batch: WalkItem[]): Promise<WalkItem[]> => {
    const wanted = batch.filter((item) => needsContent(item, settings.maxBytes));
    const contents = await reader.read(wanted.map((item) => item.blob!));
    const fetched = new Map(wanted.map((item, i) => [item, contents[i]]));
    return batch.map((item) => (fetched.has(item) ? { ...item, bytes: fetched.get(item) } : item));
  };
  const stream = chain([Readable.from(batches), ...countingSteps(plan, settings, lease, context, { stats, load })]);
  if (context.signal) addAbortSignal(context.signal, stream);
  return stream;
}

/** Where treeItems() finds the tree's files. */
export interface TreeItemsOptions {
  /** The analysed root's real path (where the tree's files would lie, checked out). */
  root: string;
  /** The repository's top folder (a real path): the tree's `.gitignore` files lie under it. */
  top: string;
  /** The text of each `.gitignore` file of the tree, by its path from the top. */
  ignoreTexts: ReadonlyMap<string, string>;
}

/**
 * The files of a tree read from git's objects that a plain run of the tree, checked out at the
 * root, would analyse: the walk's order and rules over the tree's folders (the tree's own
 * `.gitignore` files, `.git/info/exclude`, the built-in ignores, include/exclude globs, the
 * plan's ignored paths and the cache folder), asked as the walk and filter() ask them. Each item
 * names its blob and size.
 */
export function treeItems(tree: Tree, { options, alwaysIgnored }: RunPlan, { root, top, ignoreTexts }: TreeItemsOptions): WalkItem[] {
  const byAbsolute = new Map([...ignoreTexts].map(([path, text]) => [join(top, path), text]));
  const rules = new IgnoreRules({ ...options, root, alwaysIgnored: [...alwaysIgnored, ...(options.cache ? [options.cache.directory] : [])], readIgnoreFile: (absolute) => byAbsolute.get(absolute) });
  // Each folder's files (with their blobs) and subfolders, as the walk lists a folder.
  const folders = new Map<string, { files: TreeFile[]; names: string[]; folders: string[] }>();
  const folder = (path: string) => {
    let listing = folders.get(path);
    if (listing) return listing;
    folders.set(path, (listing = { files: [], names: [], folders: [] }));
    const slash = path.lastIndexOf('/');
    if (path !== '') folder(slash < 0 ? '' : path.slice(0, slash)).folders.push(path.slice(slash + 1));
    return listing;
  };
  folder('');
  for (const file of tree.files) {
    const slash = file.path.lastIndexOf('/');
    const listing = folder(slash < 0 ? '' : file.path.slice(0, slash));
    listing.files.push(file);
    listing.names.push(file.path.slice(slash + 1));
  }
  const items: WalkItem[] = [];
  const base = root.endsWith(sep) ? root : root + sep;
  // Depth first, as walk() goes; a folder's rules are taken in before anything in it is asked about.
  for (const pending = ['']; pending.length > 0; ) {
    const path = pending.pop()!;
    const listing = folders.get(path)!;
    rules.entered(path, listing.names, path === '' ? root : base + path);
    for (const file of listing.files) if (rules.keepFile(file.path)) items.push({ path: file.path, absolutePath: base + file.path, blob: file.oid, size: file.size });
    const within = path === '' ? '' : `${path}/`;
    for (let i = listing.folders.length - 1; i >= 0; i--) {
      const sub = within + listing.folders[i];
      if (rules.keepDirectory(sub)) pending.push(sub);
    }
  }
  return items;
}
