import { PAGES_ENDPOINTS } from '#shared/pages/endpoints.ts';
import { apiCalls } from './api-client';

/** The content pages' call, with the table their chunk carries (the first bundle of / does not). */
export const { queryKeyOf: pageQueryKeyOf } = apiCalls(PAGES_ENDPOINTS);
