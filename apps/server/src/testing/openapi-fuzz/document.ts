/**
 * Malformed requests for every operation of the OpenAPI document, built from the document alone, so
 * an endpoint added tomorrow is fuzzed without new code (`openapi-fuzz.api.test.ts`).
 *
 * Each operation gets one valid-looking request (real ids where the document names a resource, values
 * that satisfy each field's documented limits), then that request with one thing broken at a time:
 * each path and query parameter, each body field at any depth, the body as a whole, the paging headers
 * and the credentials. One broken thing per request keeps the count linear in the fields, and it is
 * what reaches the service: a request with two broken fields stops at the first.
 */

export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

export type Parameter = {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
};
export type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};
export type OpenApiDocument = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
};
