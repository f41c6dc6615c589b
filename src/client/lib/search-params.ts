import { useAddress, type NavigateOptions } from './router';

/**
 * The search of the address, and a setter that keeps the path. A module of its own: only the
 * admin's screens use it, so the public page's first bundle does not carry it.
 */
export function useSearchParams(): [
  URLSearchParams,
  (next: Record<string, string> | URLSearchParams, options?: NavigateOptions) => void,
] {
  const [path, search, navigate] = useAddress();
  const setSearchParams = (next: Record<string, string> | URLSearchParams, options?: NavigateOptions) => {
    const query = new URLSearchParams(next).toString();
    navigate(query ? `${path}?${query}` : path, options);
  };
  return [new URLSearchParams(search), setSearchParams];
}
