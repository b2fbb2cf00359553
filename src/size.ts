const UNITS: Record<string, number> = { '': 1, b: 1, k: 1024, kb: 1024, kib: 1024, m: 1024 ** 2, mb: 1024 ** 2, mib: 1024 ** 2, g: 1024 ** 3, gb: 1024 ** 3, gib: 1024 ** 3 };

/** `10485760`, `512K`, `10M`, `1.5MiB`, `2G` (binary units) to bytes; undefined when it is none of these. */
export function parseSize(value: string): number | undefined {
  const m = /^(\d+(?:\.\d+)?)\s*([a-z]*)$/i.exec(value.trim());
  const unit = m && Object.hasOwn(UNITS, m[2].toLowerCase()) ? UNITS[m[2].toLowerCase()] : undefined;
  return m && unit !== undefined ? Math.floor(Number(m[1]) * unit) : undefined;
}
