/**
 * Every answer an API test receives is held against the published OpenAPI document, the way an
 * independent client or fuzzer would hold it: its status must be one the operation declares, and a
 * 2xx answer must carry a declared media type and, for JSON, a body the declared schema accepts.
 * A test that meets an answer outside the document fails, whatever it was testing.
 */
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsPlugin from 'ajv-formats';
import { buildOpenApiDocument } from '#server/api/openapi-document.ts';

interface MediaType {
  schema?: Record<string, unknown>;
}
interface Operation {
  operationId: string;
  responses: Record<string, { content?: Record<string, MediaType> }>;
}
interface Route {
  method: string;
  pattern: RegExp;
  /** Fewer parameters first: a literal segment (/bids/export) wins over a parameter (/bids/{id}). */
  parameters: number;
  operation: Operation;
}

interface Answer {
  method: string;
  url: string;
  statusCode: number;
  contentType: string | undefined;
  body: string;
}

// ajv-formats is CommonJS with a default export that ESM sees one level down.
const addFormats = ((addFormatsPlugin as unknown as { default?: typeof addFormatsPlugin }).default ??
  addFormatsPlugin) as unknown as (ajv: Ajv2020) => Ajv2020;

class ContractConformance {
  private readonly routes: Route[] = [];
  private readonly validators = new Map<string, ValidateFunction>();
  private readonly ajv = addFormats(new Ajv2020({ strict: false, allErrors: true }));

  constructor(document: { paths: Record<string, Record<string, Operation>> }) {
    for (const [path, operations] of Object.entries(document.paths)) {
      const source = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+');
      for (const [method, operation] of Object.entries(operations)) {
        this.routes.push({
          method: method.toUpperCase(),
          pattern: new RegExp(`^${source}$`),
          parameters: (path.match(/\{/g) ?? []).length,
          operation,
        });
      }
    }
    this.routes.sort((a, b) => a.parameters - b.parameters);
  }

  operationOf(method: string, url: string): Operation | undefined {
    const path = url.split('?')[0] ?? url;
    return this.routes.find((route) => route.method === method && route.pattern.test(path))?.operation;
  }

  /** What is wrong with an answer by the document, or null when it conforms (or no operation covers it). */
  problemWith(answer: Answer): string | null {
    const operation = this.operationOf(answer.method.toUpperCase(), answer.url);
    if (!operation) return null;
    const where = `${answer.method} ${answer.url} (${operation.operationId}) answered ${answer.statusCode}`;
    // A 500 is a bug of its own, which the tests that meet one report; it is never declared.
    if (answer.statusCode >= 500 && answer.statusCode !== 503) return null;
    const declared = operation.responses[String(answer.statusCode)];
    if (!declared) return `${where}, a status the document does not declare`;
    if (answer.statusCode >= 300) return null;
    const mediaType = (answer.contentType ?? '').split(';')[0]!.trim();
    const content = declared.content ?? {};
    if (!(mediaType in content)) {
      return `${where} as ${mediaType || 'no media type'}; declared: ${Object.keys(content).join(', ') || 'none'}`;
    }
    const schema = content[mediaType]?.schema;
    if (mediaType !== 'application/json' || !schema) return null;
    let body: unknown;
    try {
      body = JSON.parse(answer.body);
    } catch {
      return `${where} with a body that is not JSON`;
    }
    const key = `${operation.operationId} ${answer.statusCode}`;
    let validate = this.validators.get(key);
    if (!validate) {
      validate = this.ajv.compile(schema);
      this.validators.set(key, validate);
    }
    if (validate(body)) return null;
    const errors = (validate.errors ?? []).slice(0, 5).map((error) => `${error.instancePath || '/'} ${error.message}`);
    return `${where} with a body its schema refuses: ${errors.join('; ')}`;
  }
}

let conformance: ContractConformance | undefined;

/** The checker for the document the server publishes (built once per worker). */
export function contractConformance(): ContractConformance {
  conformance ??= new ContractConformance(
    buildOpenApiDocument() as unknown as { paths: Record<string, Record<string, Operation>> },
  );
  return conformance;
}
