import { errorMessage, isApiError } from '@/lib/api-client.ts';

/**
 * Spec §8: a failed load alerts the server's message, else the error's own. A 403 has been alerted
 * by the API client already, so it is not said twice.
 */
export function alertFailure(error: unknown) {
  if (isApiError(error) && error.status === 403) return;
  window.alert(errorMessage(error));
}
