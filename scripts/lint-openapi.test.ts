import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '#server/api/openapi-document.ts';
import { lintOpenApiDocument } from './lint-openapi.ts';

describe("the OpenAPI document by Redocly's recommended rules", () => {
  it('has no errors', () => {
    const { ok, report } = lintOpenApiDocument(buildOpenApiDocument());
    expect(report).not.toMatch(/\berror\b/);
    expect(ok).toBe(true);
  });

  it('fails the lint for an operation without security, for identical paths and without servers', () => {
    const document = structuredClone(buildOpenApiDocument()) as {
      servers?: unknown;
      paths: Record<string, Record<string, { security?: unknown }>>;
    };
    delete document.servers;
    delete document.paths['/api/properties']!.get!.security;
    document.paths['/api/admin/pages/{slug}'] = document.paths['/api/admin/pages/{id}']!;
    const { ok, report } = lintOpenApiDocument(document);
    expect(ok).toBe(false);
    expect(report).toMatch(/security-defined/);
    expect(report).toMatch(/no-empty-servers/);
    expect(report).toMatch(/no-identical-paths/);
  });
});
