import { describe, expect, it } from 'vitest';
import { PublicReadCache, propertyTopic } from './public-read-cache';
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

  it('lets requests that miss while a key is being built wait for that one build', async () => {
    const cache = new PublicReadCache();
    let builds = 0;
    let release: () => void = () => undefined;
    const build = async () => {
      builds += 1;
      await new Promise<void>((resolve) => (release = resolve));
      return body(`build ${builds}`);
    };
    const burst = Array.from({ length: 5 }, () => cache.get('home', ['properties', 'translations'], build));
    release();
    const answers = await Promise.all(burst);
    expect(builds).toBe(1);
    expect(answers.map((answer) => answer.identity.toString())).toEqual(Array(5).fill('build 1'));
  });

  it('does not let a request that came after a write wait for a build that read before it', async () => {
    const cache = new PublicReadCache();
    const releases: (() => void)[] = [];
    let builds = 0;
    const build = async () => {
      const number = ++builds;
      await new Promise<void>((resolve) => releases.push(resolve));
      return body(`build ${number}`);
    };
    const beforeTheWrite = cache.get('k', 'pages', build);
    cache.invalidate('pages');
    const afterTheWrite = cache.get('k', 'pages', build);
    const alsoAfterTheWrite = cache.get('k', 'pages', build);
    for (const release of releases) release();
    expect((await beforeTheWrite).identity.toString()).toBe('build 1');
    expect((await afterTheWrite).identity.toString()).toBe('build 2');
    expect((await alsoAfterTheWrite).identity.toString()).toBe('build 2');
    expect(builds).toBe(2);
    expect((await cache.get('k', 'pages', build)).identity.toString()).toBe('build 2');
  });

  it('lets every waiting request see a failed build fail, and builds anew on the next one', async () => {
    const cache = new PublicReadCache();
    let builds = 0;
    const failing = async () => {
      builds += 1;
      await Promise.resolve();
      throw new Error('database gone');
    };
    const results = await Promise.allSettled([cache.get('k', 'pages', failing), cache.get('k', 'pages', failing)]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(builds).toBe(1);
    expect((await cache.get('k', 'pages', async () => body('back'))).identity.toString()).toBe('back');
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

  it('drops the least recently used bodies beyond its byte budget, and builds them again when asked', async () => {
    const one = body('x'.repeat(1000));
    const size = one.identity.byteLength + one.gzip.byteLength + one.br.byteLength;
    const cache = new PublicReadCache(size * 2);
    let builds = 0;
    const build = async () => {
      builds += 1;
      return body('x'.repeat(1000));
    };
    await cache.get('a', 'properties', build);
    await cache.get('b', 'properties', build);
    await cache.get('a', 'properties', build);
    await cache.get('c', 'properties', build);
    expect(builds).toBe(3);
    // 'b' was used least recently: it went for 'c'; 'a', used again, stayed.
    expect(cache.keys().sort()).toEqual(['a', 'c']);
    expect(cache.heldBytes()).toBe(size * 2);
    await cache.get('b', 'properties', build);
    expect(builds).toBe(4);
    expect(cache.keys().sort()).toEqual(['b', 'c']);
    cache.invalidate('properties');
    expect(cache.keys()).toEqual([]);
    expect(cache.heldBytes()).toBe(0);
  });

  describe('per property', () => {
    const pageOf = (id: string, text: string) => {
      const page = body(text);
      page.topics = [propertyTopic(id)];
      return page;
    };

    it("keeps one property's page when another property changes, and drops the pages that gather them all", async () => {
      const cache = new PublicReadCache();
      let builds = 0;
      const pageA = async () => pageOf('a', `A ${++builds}`);
      const pageB = async () => pageOf('b', `B ${++builds}`);
      const overview = async () => body(`overview ${++builds}`);
      await cache.get('page:a', ['translations'], pageA);
      await cache.get('page:b', ['translations'], pageB);
      await cache.get('overview', ['translations', 'properties'], overview);
      cache.invalidate(propertyTopic('a'));
      expect(cache.keys().sort()).toEqual(['page:b']);
      expect((await cache.get('page:b', ['translations'], pageB)).identity.toString()).toBe('B 2');
      expect((await cache.get('page:a', ['translations'], pageA)).identity.toString()).toBe('A 4');
      cache.invalidate('properties');
      expect(cache.keys()).toEqual([]);
    });

    it('does not keep a page whose property changed while it was built, though its key did not name the property', async () => {
      const cache = new PublicReadCache();
      let release: () => void = () => undefined;
      const slowBuild = cache.get('page:a', ['translations'], async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return pageOf('a', 'read before the write');
      });
      const joined = cache.get('page:a', ['translations'], async () => pageOf('a', 'joined'));
      cache.invalidate(propertyTopic('a'));
      const afterTheWrite = cache.get('page:a', ['translations'], async () => pageOf('a', 'after the write'));
      release();
      expect((await slowBuild).identity.toString()).toBe('read before the write');
      // Whoever waited for that build saw it had read too early and built their own.
      expect((await afterTheWrite).identity.toString()).toBe('after the write');
      expect((await joined).identity.toString()).toBe('joined');
      const kept = (await cache.get('page:a', ['translations'], async () => pageOf('a', 'later'))).identity.toString();
      expect(['joined', 'after the write']).toContain(kept);
    });

    it('does not keep a list built while any one property changed', async () => {
      const cache = new PublicReadCache();
      let release: () => void = () => undefined;
      const slowList = cache.get('list', 'properties', async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return body('old list');
      });
      cache.invalidate(propertyTopic('b'));
      release();
      await slowList;
      expect(cache.keys()).toEqual([]);
    });
  });
});
