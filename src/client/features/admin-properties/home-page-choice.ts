import type { AdminProperty } from '#shared/properties/schemas.ts';

/** The property on the home page, as the admin list says. */
export function propertyOnHomePage(list: readonly AdminProperty[]): AdminProperty | undefined {
  return list.find((property) => property.onHomePage && property.isActive);
}

/**
 * Who takes the home page when `leaving` goes inactive or is deleted: the newest other active
 * property, as the server decides (src/server/properties/home-page-choice.ts). The list is newest first.
 */
export function successorOnHomePage(list: readonly AdminProperty[], leaving: AdminProperty): AdminProperty | undefined {
  return list.find((property) => property.isActive && property.id !== leaving.id);
}
