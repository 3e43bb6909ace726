import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';

/**
 * Checks sandbox responses against the hand-written contract (openapi/openapi.yaml), so the sandbox
 * cannot drift from what the client is generated from.
 */

export interface ResponseToCheck {
  method: string;
  /** Concrete path under the API base, e.g. "/player/game/101/balance" (a query string is ignored). */
  path: string;
  status: number;
  /** Parsed JSON body; undefined when the response had no JSON body. */
  body: unknown;
}

export interface ContractValidator {
  /** Empty when the response matches; an unknown operation or an undocumented status is an error too. */
  validateResponse(response: ResponseToCheck): string[];
  /** "GET /user" style keys of every documented operation. */
  operations: string[];
  file: string;
}

type Json = Record<string, unknown>;
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];
const SCHEMA_REF = '#/components/schemas/';
const DEFS_ID = 'contract.json';

/** A response's JSON body, undefined when it is empty or not JSON; the response stays readable. */
export async function jsonBodyOf(response: Response): Promise<unknown> {
  const text = await response.clone().text();
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

/** Where the contract lives: the @wallet/openapi package, else the same file relative to this package. */
export function defaultContractPath(): string {
  try {
    return createRequire(import.meta.url).resolve('@wallet/openapi/openapi.yaml');
  } catch {
    // src/ and dist/ are both one level below the package root.
    return fileURLToPath(new URL('../../../openapi/openapi.yaml', import.meta.url));
  }
}

/** Point schema refs at the shared defs schema registered with Ajv. */
function rewriteRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(rewriteRefs);
  if (!value || typeof value !== 'object') return value;
  const out: Json = {};
  for (const [key, v] of Object.entries(value)) {
    out[key] =
      key === '$ref' && typeof v === 'string' && v.startsWith(SCHEMA_REF)
        ? `${DEFS_ID}#/$defs/${v.slice(SCHEMA_REF.length)}`
        : rewriteRefs(v);
  }
  return out;
}

function pointer(doc: Json, ref: string): unknown {
  return ref
    .slice(2)
    .split('/')
    .reduce<unknown>(
      (node, key) => (node as Json | undefined)?.[key.replace(/~1/g, '/').replace(/~0/g, '~')],
      doc,
    );
}

interface Operation {
  method: string;
  template: string;
  regex: RegExp;
  params: number;
  responses: Json;
}

export function createContractValidator(
  openapiYamlPath: string = defaultContractPath(),
): ContractValidator {
  const doc = parse(readFileSync(openapiYamlPath, 'utf8')) as Json;
  const deref = (node: unknown): Json | undefined => {
    let current = node as Json | undefined;
    for (let i = 0; current && typeof current.$ref === 'string' && i < 10; i++)
      current = pointer(doc, current.$ref) as Json | undefined;
    return current;
  };

  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  const schemas = ((doc.components as Json | undefined)?.schemas ?? {}) as Json;
  ajv.addSchema({ $id: DEFS_ID, $defs: rewriteRefs(schemas) as Json });

  const operations: Operation[] = [];
  for (const [template, item] of Object.entries((doc.paths ?? {}) as Json)) {
    for (const method of METHODS) {
      const op = (item as Json)[method] as Json | undefined;
      if (!op) continue;
      const source = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '([^/]+)');
      operations.push({
        method: method.toUpperCase(),
        template,
        regex: new RegExp(`^${source}/?$`),
        params: (template.match(/\{/g) ?? []).length,
        responses: (op.responses ?? {}) as Json,
      });
    }
  }
  // Literal paths win over templated ones when both match.
  operations.sort((a, b) => a.params - b.params);

  const compiled = new Map<string, ValidateFunction | null>();
  function validatorFor(op: Operation, statusKey: string): ValidateFunction | null {
    const key = `${op.method} ${op.template} ${statusKey}`;
    if (!compiled.has(key)) {
      const response = deref(op.responses[statusKey]);
      const content = response?.content as Json | undefined;
      const schema = (content?.['application/json'] as Json | undefined)?.schema;
      compiled.set(key, schema ? ajv.compile(rewriteRefs(schema) as Json) : null);
    }
    return compiled.get(key)!;
  }

  function validateResponse({ method, path, status, body }: ResponseToCheck): string[] {
    const bare = path.split('?')[0]!;
    const where = `${method.toUpperCase()} ${bare} -> ${status}`;
    const op = operations.find((o) => o.method === method.toUpperCase() && o.regex.test(bare));
    if (!op) return [`${where}: no such operation in the contract`];
    const statusKey = [String(status), `${String(status)[0]}XX`, 'default'].find(
      (k) => k in op.responses,
    );
    if (!statusKey)
      return [`${where}: status ${status} is not documented for ${op.method} ${op.template}`];
    const validate = validatorFor(op, statusKey);
    if (!validate)
      return body === undefined || body === ''
        ? []
        : [`${where}: the contract documents no JSON body`];
    if (body === undefined) return [`${where}: expected a JSON body`];
    if (validate(body)) return [];
    return (validate.errors ?? [])
      .slice(0, 6)
      .map(
        (e) =>
          `${where}: ${e.instancePath || '(body)'} ${e.message ?? 'is invalid'}${e.params && Object.keys(e.params).length ? ` ${JSON.stringify(e.params)}` : ''}`,
      );
  }

  return {
    validateResponse,
    operations: operations.map((o) => `${o.method} ${o.template}`),
    file: openapiYamlPath,
  };
}
