import { useCallback } from 'react';
import { toast } from './toast-store';
import {
  UNAUTHORIZED_REDIRECT_MS,
  useUnauthorizedHandler,
  type UnauthorizedOptions,
} from './use-unauthorized-redirect';

export interface FailureMessage {
  title: string;
  description?: string;
}

/**
 * The error half of every admin action: an ended session gets the 'Unauthorized' toast and the
 * way to /login instead of the action's own red toast, which every other failure gets.
 */
export function useFailureToast({
  delayMs = UNAUTHORIZED_REDIRECT_MS.action,
  description,
}: Partial<UnauthorizedOptions> = {}): (error: unknown, message: FailureMessage) => void {
  const handleUnauthorized = useUnauthorizedHandler();
  return useCallback(
    (error, message) => {
      if (handleUnauthorized(error, { delayMs, description })) return;
      toast({ ...message, variant: 'destructive' });
    },
    [handleUnauthorized, delayMs, description],
  );
}
