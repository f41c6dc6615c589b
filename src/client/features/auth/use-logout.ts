import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from '#client/lib/router.tsx';
import { request } from '#client/lib/admin-api-client.ts';

/** Logout: the client cache is cleared and the browser goes to '/', also when the call fails. */
export function useLogout() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: () => request('logout'),
    retry: false,
    onSettled: () => {
      queryClient.clear();
      navigate('/');
    },
  });
}
