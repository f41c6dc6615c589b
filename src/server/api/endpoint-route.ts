import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteGenericInterface,
  RouteShorthandOptions,
} from 'fastify';
import { z } from 'zod';
import {
  CONTRACT,
  type EndpointSchemas,
  type HandlerResultOf,
  type ParsedHeadersOf,
  type ParsedBodyOf,
  type ParsedParamsOf,
  type ParsedQueryOf,
} from '#shared/api/contract.ts';
import { ENDPOINTS, type AdminWrite, type EndpointName, type EndpointRoute } from '#shared/api/endpoints.ts';
import { effectsHook, rememberResult, type RouteEffects } from './route-effects';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract entry a route was registered from (set by endpointRoute). */
    endpoint?: EndpointName;
  }
  interface FastifyReply {
    /** 404 with the endpoint's own not-found message. */
    notFound: () => FastifyReply;
  }
}

interface EndpointRequest<N extends EndpointName> extends RouteGenericInterface {
  Params: ParsedParamsOf<N>;
  Querystring: ParsedQueryOf<N>;
  Body: ParsedBodyOf<N>;
  Headers: ParsedHeadersOf<N>;
}

export type EndpointHandler<N extends EndpointName> = (
  request: FastifyRequest<EndpointRequest<N>>,
  reply: FastifyReply,
) => Promise<HandlerResultOf<N> | FastifyReply>;

/** Route options beyond the contract: hooks and plugin config (rate limits). */
type ExtraRouteOptions = Pick<RouteShorthandOptions, 'onRequest' | 'config'>;

/**
 * An admin write must state its effects (what it invalidates, whether and how it is audited), so a
 * new one does not compile until it does; any other call may be audited (a download of personal
 * data) but changes nothing cached.
 */
export type EndpointOptions<N extends EndpointName> = ExtraRouteOptions &
  (N extends AdminWrite ? RouteEffects<N> : { audit?: RouteEffects<N>['audit'] });

/**
 * Registers the handler of one contract entry: its method and path, its input schemas, its answer
 * schema (what leaves the server is encoded through it; a 201 endpoint answers 201 unless the
 * handler says otherwise) and its effects, which run only for an answer below 400. An app's prefix
 * (the admin scope's /api/admin) is taken off the contract's path, which is always the full path.
 */
export function endpointRoute<N extends EndpointName>(
  app: FastifyInstance,
  name: N,
  handler: EndpointHandler<N>,
  ...[options]: N extends AdminWrite ? [EndpointOptions<N>] : [EndpointOptions<N>?]
): void {
  const route: EndpointRoute = ENDPOINTS[name];
  const schemas: EndpointSchemas = CONTRACT[name];
  if (!route.path.startsWith(app.prefix)) throw new Error(`${name}: ${route.path} is outside ${app.prefix}`);
  const { onRequest, config, ...effects } = (options ?? {}) as ExtraRouteOptions & Partial<RouteEffects<N>>;
  const response: Record<number, z.ZodType> = {};
  if (schemas.response instanceof z.ZodType) response[schemas.status ?? 200] = schemas.response;
  const onSend = effectsHook(app, name, effects);
  const run = handler as unknown as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  app.route({
    method: route.method,
    url: route.path.slice(app.prefix.length),
    // Absent parts are left out, not set to undefined (Fastify warns about every undefined one).
    schema: definedOnly({
      params: schemas.params,
      headers: schemas.headers,
      querystring: schemas.query,
      body: schemas.body,
      response,
    }),
    ...(onRequest ? { onRequest } : {}),
    ...(onSend ? { onSend } : {}),
    config: { ...config, endpoint: name },
    // The hot public reads (no effects, status 200) run their handler as it is: no wrapper per request.
    handler:
      onSend || schemas.status
        ? async (request, reply) => {
            if (schemas.status) reply.code(schemas.status);
            const result = await run(request, reply);
            if (onSend) rememberResult(request, reply, result);
            return result;
          }
        : run,
  });
}

function definedOnly<T extends object>(parts: T): Partial<T> {
  return Object.fromEntries(Object.entries(parts).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/** The not-found message of the endpoint that handles a request ('Not Found' for none). */
export function notFoundMessageOf(request: FastifyRequest): string {
  const name = request.routeOptions.config.endpoint;
  const schemas: EndpointSchemas | undefined = name ? CONTRACT[name] : undefined;
  return schemas?.notFound ?? 'Not Found';
}
