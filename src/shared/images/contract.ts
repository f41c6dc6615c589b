import type { EndpointSchemas } from '#shared/api/endpoint-schemas.ts';
import { idParams } from '#shared/wire-schemas.ts';
import type { IMAGES_ADMIN_ENDPOINTS } from './admin-endpoints';
import {
  contactPhotoChangedSchema,
  imageAltTextsChangedSchema,
  imageAltTextSchema,
  imageDeleteSchema,
  imageOrderSchema,
  imagesChangedSchema,
  propertyImagesSchema,
} from './schemas';

/** The schemas of the endpoints of a property's images and contact photo, by the names of endpoints.ts. */
export const IMAGES_CONTRACT = {
  listPropertyImages: {
    summary: "A property's images in display order",
    notFound: 'Property not found',
    params: idParams,
    response: propertyImagesSchema,
  },
  uploadPropertyImages: {
    summary: 'Add images (multipart, repeated field "images")',
    notFound: 'Property not found',
    params: idParams,
    files: 'images',
    response: imagesChangedSchema,
  },
  deletePropertyImage: {
    summary: 'Remove one image and its files',
    notFound: 'Property not found',
    params: idParams,
    body: imageDeleteSchema,
    response: imagesChangedSchema,
  },
  reorderPropertyImages: {
    summary: 'Put the images in a new order (the same images; the first is the cover)',
    notFound: 'Property not found',
    params: idParams,
    body: imageOrderSchema,
    response: imagesChangedSchema,
  },
  updateImageAltText: {
    summary: "Set one image's alternative text in German, English and French",
    notFound: 'Property not found',
    params: idParams,
    body: imageAltTextSchema,
    response: imageAltTextsChangedSchema,
  },
  uploadContactPhoto: {
    summary: 'Set the contact person\'s photo (multipart, one file in field "photo")',
    notFound: 'Property not found',
    params: idParams,
    files: 'photo',
    response: contactPhotoChangedSchema,
  },
  deleteContactPhoto: {
    summary: "Remove the contact person's photo",
    notFound: 'Property not found',
    params: idParams,
    response: contactPhotoChangedSchema,
  },
} as const satisfies { [N in keyof typeof IMAGES_ADMIN_ENDPOINTS]: EndpointSchemas };
