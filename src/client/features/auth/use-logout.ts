import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from '../../lib/router';
import { request } from '../../lib/api-client';

/** SPEC §4: the client cache is cleared and the browser goes to '/', also when the call fails. */
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
