import { z } from 'zod';
import type { EndpointSchemas } from '#shared/api/endpoint-schemas.ts';
import { idParams, messageSchema } from '#shared/wire-schemas.ts';
import type { PROPERTIES_ENDPOINTS } from './endpoints';
import type { LISTING_ENDPOINTS } from './listing-endpoints';
import type { PROPERTIES_ADMIN_ENDPOINTS } from './admin-endpoints';
import {
  adminPropertySchema,
  listingsPageSchema,
  listingsQuerySchema,
  propertyCreateSchema,
  propertyPatchSchema,
  propertySchema,
  propertyWithProcedureSchema,
} from './schemas';
import { PROPERTY_SLUG_MAX_LENGTH, PROPERTY_SLUG_PATTERN } from './slug';

/** The schemas of the endpoints of properties, by the names of endpoints.ts. */
export const PROPERTIES_CONTRACT = {
  listProperties: { summary: 'Active properties; the public page shows the first', response: z.array(propertySchema) },
  listListings: {
    summary:
      'One page (24 cards) of the listings overview: a card per active property, running procedures first by their deadline, then the ended ones (the standing may be up to 15 s old); 404 for a page beyond the last',
    notFound: 'No such page of the overview',
    query: listingsQuerySchema,
    response: listingsPageSchema,
  },
  getPropertyBySlug: {
    summary: 'An active property by the address of its public page, /immobilien/<slug>',
    notFound: 'Property not found',
    params: z.object({ slug: z.string().max(PROPERTY_SLUG_MAX_LENGTH).regex(PROPERTY_SLUG_PATTERN) }),
    response: propertySchema,
  },
  adminListProperties: {
    summary: 'All properties with their number of offers',
    response: z.array(adminPropertySchema),
  },
  createProperty: {
    summary: 'Create a property (with its offer procedure: sealed by default)',
    body: propertyCreateSchema,
    response: propertyWithProcedureSchema,
    status: 201,
  },
  updateProperty: {
    summary: "Change a property's fields and offer procedure (not its images)",
    notFound: 'Property not found',
    params: idParams,
    body: propertyPatchSchema,
    response: propertyWithProcedureSchema,
  },
  deleteProperty: {
    summary: 'Delete a property that has no offers (and its uploaded images)',
    notFound: 'Property not found',
    params: idParams,
    response: messageSchema,
  },
  showPropertyOnHomePage: {
    summary: 'Show an active property on the home page, in place of the one shown there',
    notFound: 'Property not found',
    params: idParams,
    response: propertySchema,
  },
} as const satisfies {
  [
    N in keyof typeof PROPERTIES_ENDPOINTS | keyof typeof LISTING_ENDPOINTS | keyof typeof PROPERTIES_ADMIN_ENDPOINTS
  ]: EndpointSchemas;
};
