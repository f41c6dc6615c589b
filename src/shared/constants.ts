/**
 * Business constants shared by server and client, one module per concern: the
 * client's bundler places each module with the screens that use it, so the public page's first
 * bundle carries the languages and the energy scale, not the admin's limits and lists.
 */
export * from './contact';
export * from './csrf';
export * from './energy-certificate';
export * from './heating-types';
export * from './languages';
export * from './limits';
export * from './offers-export';
export * from './translation-categories';
