// Writes src/generated/meta.ts from the contract: per operation, which credentials it carries,
// whether a 401 there means "session expired" (`x-session-expiry: false` opts out), the
// upstream's minimum spacing between two calls of one path (`x-min-interval-ms`), and whether it
// moves money (`x-money: true`: never aborted by the client's time limit). Also writes
// src/generated/operations.ts, types only: each operationId with its method and path, so a read
// declared by name and path (src/read.ts) fails the typecheck when the two do not agree.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { parse } from 'yaml';

const contractPath = new URL('../../../openapi/openapi.yaml', import.meta.url);
const out = new URL('../src/generated/meta.ts', import.meta.url);
const operationsOut = new URL('../src/generated/operations.ts', import.meta.url);
const contract = parse(readFileSync(contractPath, 'utf8'));
const methods = ['get', 'put', 'post', 'delete', 'patch'];

// The flags of most operations; a row names only what differs, which keeps this table (part of every
// site's first load) small.
const NONE = {
  bearer: false,
  securityCode: false,
  expiresSession: true,
  minIntervalMs: 0,
  money: false,
};

const rows = [];
const operations = [];
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
      money: op['x-money'] === true,
    };
    const differs = Object.fromEntries(
      Object.entries(row).filter(([key, value]) => NONE[key] !== value),
    );
    rows.push(`  '${method.toUpperCase()} ${path}': ${JSON.stringify(differs)},`);
    if (!op.operationId) throw new Error(`${method.toUpperCase()} ${path} has no operationId`);
    operations.push(`  ${op.operationId}: { method: '${method}'; path: '${path}' };`);
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
  money: boolean;
}

const NONE: OperationMeta = ${JSON.stringify(NONE)};

/** Every operation of the contract, with the flags where it differs from NONE. */
const table: Record<string, Partial<OperationMeta>> = {
${rows.join('\n')}
};

export function metaOf(method: string, schemaPath: string): OperationMeta {
  return { ...NONE, ...table[\`\${method.toUpperCase()} \${schemaPath}\`] };
}
`,
);
writeFileSync(
  operationsOut,
  `// Generated from openapi/openapi.yaml by scripts/generate-meta.mjs. Do not edit.
/** Every operation of the contract by its operationId: its method and path. Types only. */
export interface Operations {
${operations.join('\n')}
}

/** The contract's operationIds. */
export type OperationId = keyof Operations;
`,
);
console.log(`operation meta: ${rows.length} operations`);
