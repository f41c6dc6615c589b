import { ENDPOINTS } from '#shared/api/endpoints.ts';
import { apiCalls } from './api-client';

/** The API calls of every endpoint, the admin's included: loaded with the admin and the sign-in page. */
export const { endpointUrl, queryKeyOf, request, requestFile, requestNamedFile } = apiCalls(ENDPOINTS);
