import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { messageWithoutStatus, uploadFiles } from './upload';

/** A stand-in for XMLHttpRequest that records what was sent and lets the test answer. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  withCredentials = false;
  body: FormData | null = null;
  status = 0;
  statusText = '';
  responseText = '';
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, body: string) {
    this.status = status;
    this.responseText = body;
    this.onload?.();
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('uploadFiles', () => {
  it('posts the files as repeated multipart fields with cookies and the XSRF header, reporting progress', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    document.cookie = 'XSRF-TOKEN=abc.def; path=/';
    const progress: number[] = [];
    const files = [new File(['a'], 'a.png', { type: 'image/png' }), new File(['b'], 'b.jpg', { type: 'image/jpeg' })];
    const done = uploadFiles<{ message: string }>('/api/admin/properties/p1/upload-images', 'images', files, (p) =>
      progress.push(p.percent),
    );

    const xhr = FakeXhr.last!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/admin/properties/p1/upload-images');
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.headers['X-XSRF-TOKEN']).toBe('abc.def');
    expect(xhr.body!.getAll('images').map((f) => (f as File).name)).toEqual(['a.png', 'b.jpg']);

    xhr.upload.onprogress!({ lengthComputable: true, loaded: 25, total: 100 });
    xhr.upload.onprogress!({ lengthComputable: true, loaded: 100, total: 100 });
    xhr.answer(200, JSON.stringify({ message: '2 Bilder erfolgreich hochgeladen' }));

    await expect(done).resolves.toEqual({ message: '2 Bilder erfolgreich hochgeladen' });
    expect(progress).toEqual([25, 100]);
  });

  it('rejects with "<status>: <message>" from the JSON body', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const done = uploadFiles('/u', 'images', [new File(['a'], 'a.png', { type: 'image/png' })]);
    FakeXhr.last!.answer(413, JSON.stringify({ message: 'Maximale Dateigröße: 5MB pro Bild' }));
    const error = await done.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(413);
    expect((error as Error).message).toBe('413: Maximale Dateigröße: 5MB pro Bild');
    expect(messageWithoutStatus(error)).toBe('Maximale Dateigröße: 5MB pro Bild');
  });
});
