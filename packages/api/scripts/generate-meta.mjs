// Writes src/generated/meta.ts from the contract: per operation, which credentials it carries,
// whether a 401 there means "session expired" (`x-session-expiry: false` opts out), and the
// upstream's minimum spacing between two calls of one path (`x-min-interval-ms`).
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { parse } from 'yaml';

const contractPath = new URL('../../../openapi/openapi.yaml', import.meta.url);
const out = new URL('../src/generated/meta.ts', import.meta.url);
const contract = parse(readFileSync(contractPath, 'utf8'));
const methods = ['get', 'put', 'post', 'delete', 'patch'];

const rows = [];
for (const [path, item] of Object.entries(contract.paths)) {
  for (const method of methods) {
    const op = item[method];
    if (!op) continue;
    const security = op.security ?? contract.security ?? [];
    const schemes = new Set(security.flatMap((requirement) => Object.keys(requirement)));
    const row = {
      bearer: schemes.has('bearerAuth'),
      securityCode: schemes.has('securityCode'),
      expiresSession: op['x-session-expiry'] !== false,
      minIntervalMs: op['x-min-interval-ms'] ?? 0,
    };
    rows.push(`  '${method.toUpperCase()} ${path}': ${JSON.stringify(row)},`);
  }
}

mkdirSync(new URL('.', out), { recursive: true });
writeFileSync(
  out,
  `// Generated from openapi/openapi.yaml by scripts/generate-meta.mjs. Do not edit.
export interface OperationMeta {
  bearer: boolean;
  securityCode: boolean;
  expiresSession: boolean;
  minIntervalMs: number;
}

const table: Record<string, OperationMeta> = {
${rows.join('\n')}
};

const NONE: OperationMeta = { bearer: false, securityCode: false, expiresSession: true, minIntervalMs: 0 };

export function metaOf(method: string, schemaPath: string): OperationMeta {
  return table[\`\${method.toUpperCase()} \${schemaPath}\`] ?? NONE;
}
`,
);
console.log(`operation meta: ${rows.length} operations`);
