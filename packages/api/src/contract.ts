// The contract's own types, straight from the generated schema. The parsed entities (src/parse)
// build on these; types.ts re-exports both, so nothing here imports back from src/parse.
import type { components, paths } from './generated/schema';

/** The contract's entity schemas by name, e.g. `Schema<'UserInfo'>`. */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];

type JsonOrForm<Content> = Content extends { 'application/json': infer B }
  ? B
  : Content extends { 'multipart/form-data': infer B }
    ? B
    : Content extends { 'application/x-www-form-urlencoded': infer B }
      ? B
      : never;

/** The request body an operation takes, whatever its media type. */
export type RequestBody<P extends keyof paths, M extends keyof paths[P]> = paths[P][M] extends {
  requestBody?: { content: infer Content };
}
  ? JsonOrForm<Content>
  : never;
