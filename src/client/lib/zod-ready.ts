/**
 * Loads a chunk that uses zod only after zod has been told not to probe `new Function()` (the CSP
 * forbids eval, and the probe runs when a schema is built). The first bundle has no zod at all:
 * every chunk with schemas (offer form, login, admin) is loaded through here.
 */
export function afterZodConfig<T>(load: () => Promise<T>): Promise<T> {
  return import('../zod-config').then(load);
}
