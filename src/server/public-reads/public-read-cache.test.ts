import { describe, expect, it } from 'vitest';
import { PublicReadCache } from './public-read-cache';
import { readyBody } from './ready-body';

const body = (text: string) => readyBody(text, 'text/plain');

describe('PublicReadCache', () => {
  it('builds a key once and keeps it until its topic is invalidated', async () => {
    const cache = new PublicReadCache();
    let builds = 0;
    const build = async () => body(`build ${++builds}`);
    expect((await cache.get('k', 'pages', build)).identity.toString()).toBe('build 1');
    expect((await cache.get('k', 'pages', build)).identity.toString()).toBe('build 1');
    cache.invalidate('translations');
    expect((await cache.get('k', 'pages', build)).identity.toString()).toBe('build 1');
    cache.invalidate('pages');
    expect((await cache.get('k', 'pages', build)).identity.toString()).toBe('build 2');
  });

  it('does not keep a body built from data read before an invalidation', async () => {
    const cache = new PublicReadCache();
    let release: () => void = () => undefined;
    const slowBuild = cache.get('k', 'properties', async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return body('read before the write');
    });
    cache.invalidate('properties');
    release();
    expect((await slowBuild).identity.toString()).toBe('read before the write');
    expect((await cache.get('k', 'properties', async () => body('fresh'))).identity.toString()).toBe('fresh');
  });

  it('drops a body built from several topics when any of them changes', async () => {
    const cache = new PublicReadCache();
    let builds = 0;
    const build = async () => body(`page ${++builds}`);
    await cache.get('home', ['translations', 'properties'], build);
    cache.invalidate('pages');
    expect((await cache.get('home', ['translations', 'properties'], build)).identity.toString()).toBe('page 1');
    cache.invalidate('translations');
    expect((await cache.get('home', ['translations', 'properties'], build)).identity.toString()).toBe('page 2');
    cache.invalidate('properties');
    expect((await cache.get('home', ['translations', 'properties'], build)).identity.toString()).toBe('page 3');
  });

  it('builds a body again once the moment it stops being true has come', async () => {
    const cache = new PublicReadCache();
    let builds = 0;
    const build = async () => readyBody(`build ${++builds}`, 'text/html', 1_000);
    expect((await cache.get('home', 'properties', build, { now: 0 })).identity.toString()).toBe('build 1');
    expect((await cache.get('home', 'properties', build, { now: 999 })).identity.toString()).toBe('build 1');
    expect((await cache.get('home', 'properties', build, { now: 1_000 })).identity.toString()).toBe('build 2');
  });

  it('keeps a missing answer only when asked to', async () => {
    const cache = new PublicReadCache();
    await cache.get('gone', 'pages', async () => undefined, { cacheMissing: false });
    await cache.get('empty', 'pages', async () => undefined);
    expect(cache.keys()).toEqual(['empty']);
  });

  it('tells its listeners of invalidations, not of forgotten topics', () => {
    const cache = new PublicReadCache();
    const heard: string[] = [];
    cache.onInvalidate((topic) => heard.push(topic));
    cache.invalidate('pages');
    cache.forget('translations');
    expect(heard).toEqual(['pages']);
  });
});
