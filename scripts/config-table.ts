// Prints docs/configuration.md's table of configuration keys from the schema (test/docs.test.ts checks
// that the page holds exactly this): node --import tsx scripts/config-table.ts
import { SCHEMA } from '../src/config/schema.js';

export function configTable(): string {
  const rows = SCHEMA.map((spec) => `| \`${spec.key}\` | ${spec.values ? spec.values.map((v) => `\`${v}\``).join(', ') : spec.type} | \`${JSON.stringify(spec.default)}\` | ${spec.description.replace(/\|/g, '\\|')} |`);
  return ['| key | type | default | meaning |', '| --- | --- | --- | --- |', ...rows].join('\n') + '\n';
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) process.stdout.write(configTable());
