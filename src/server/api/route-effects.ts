import type { FastifyInstance, FastifyReply, FastifyRequest, onSendAsyncHookHandler } from 'fastify';
import type { HandlerResultOf, ParsedBodyOf, ParsedParamsOf, ParsedQueryOf } from '#shared/api/contract.ts';
import type { EndpointName } from '#shared/api/endpoints.ts';
import { recordAudit } from '../audit/audit-log';
import { propertyTopic, type PublicTopic } from '../public-reads/public-read-cache';

/** What the audit log keeps of one call: what it was about and a few facts, never personal data. */
export interface AuditFacts {
  targetId?: string | null;
  detail?: Record<string, number | string | boolean> | null;
}

/** A call that succeeded, as its effects see it: its validated input and what its handler returned. */
export interface SucceededCall<N extends EndpointName> {
  params: ParsedParamsOf<N>;
  query: ParsedQueryOf<N>;
  body: ParsedBodyOf<N>;
  /** The handler's data; undefined when it answered through the reply itself (a file, a stream). */
  result: HandlerResultOf<N> | undefined;
}

/**
 * What a successful call changes beyond its own answer, stated where its route is registered.
 * A refused call (an answer of 400 or more) has no effects: nothing is invalidated or logged.
 */
export interface RouteEffects<N extends EndpointName> {
  /**
   * The cached public answers it changes, dropped here and on every other instance; [] for none.
   * A function when they depend on the call (the property it changed).
   */
  invalidates: readonly PublicTopic[] | ((call: SucceededCall<N>) => readonly PublicTopic[]);
  /** Whether the audit log records it, and with which facts. */
  audit: false | ((call: SucceededCall<N>) => AuditFacts);
}

/** The usual audit facts: the id in the path, else the id of what the call created or returned. */
export function auditById(call: { params: unknown; result: unknown }): AuditFacts {
  const fromPath = (call.params as { id?: unknown } | undefined)?.id;
  const fromResult = (call.result as { id?: unknown } | undefined)?.id;
  const targetId = typeof fromPath === 'string' ? fromPath : typeof fromResult === 'string' ? fromResult : null;
  return { targetId };
}

/** The pages and answers of the property in the path (and the lists that gather every property). */
export function changesPropertyInPath(call: { params: unknown }): readonly PublicTopic[] {
  const id = (call.params as { id?: unknown } | undefined)?.id;
  return typeof id === 'string' ? [propertyTopic(id)] : ['properties'];
}

const results = new WeakMap<FastifyRequest, unknown>();

/** Keeps what a handler returned for the effects that run once its answer is known to succeed. */
export function rememberResult(request: FastifyRequest, reply: FastifyReply, result: unknown): void {
  if (result !== reply) results.set(request, result);
}

/** The route hook that carries out a call's declared effects before its answer leaves. */
export function effectsHook<N extends EndpointName>(
  app: FastifyInstance,
  name: N,
  effects: Partial<RouteEffects<N>>,
): onSendAsyncHookHandler | undefined {
  const invalidates = effects.invalidates ?? [];
  const audit = effects.audit || undefined;
  if (Array.isArray(invalidates) && invalidates.length === 0 && !audit) return undefined;
  return async function carryOutEffects(request, reply, payload) {
    if (reply.statusCode >= 400) return payload;
    const call = {
      params: request.params,
      query: request.query,
      body: request.body,
      result: results.get(request),
    } as SucceededCall<N>;
    const topics = typeof invalidates === 'function' ? invalidates(call) : invalidates;
    for (const topic of topics) app.publicReads.invalidate(topic);
    if (audit) {
      try {
        const { targetId = null, detail = null } = audit(call);
        await recordAudit(app.db, {
          userId: request.user?.id ?? null,
          username: request.user?.username ?? null,
          action: name,
          targetId,
          detail,
          clientAddress: request.ip,
        });
      } catch (error) {
        // The change itself is done; a missing log line must not turn it into an error.
        request.log.error({ err: error, action: name }, 'audit entry not written');
      }
    }
    return payload;
  };
}
