import { ENDPOINTS, type EndpointName } from './endpoints';

/** The fixed start of an endpoint's path, before its first parameter: matches all its URLs. */
export function pathPrefixOf(name: EndpointName): string {
  return ENDPOINTS[name].path.split(':')[0] ?? '';
}
