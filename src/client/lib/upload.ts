import { ApiError, csrfHeaders } from './api-client';

export interface UploadProgress {
  loaded: number;
  total: number;
  /** 0–100 */
  percent: number;
}

function messageOf(responseText: string, fallback: string): string {
  if (!responseText) return fallback;
  try {
    const parsed: unknown = JSON.parse(responseText);
    if (parsed && typeof parsed === 'object' && typeof (parsed as { message?: unknown }).message === 'string') {
      return (parsed as { message: string }).message;
    }
  } catch {
    // Not JSON: the raw text is the message.
  }
  return responseText;
}

/**
 * Multipart upload with real progress. fetch() cannot report upload progress in browsers yet,
 * so this uses XMLHttpRequest. Like apiRequest it sends the session cookie and mirrors the
 * XSRF-TOKEN cookie into X-XSRF-TOKEN; a non-OK answer rejects with ApiError("<status>: <message>").
 */
export function uploadFiles<T = unknown>(
  url: string,
  fieldName: string,
  files: readonly File[],
  onProgress?: (progress: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const body = new FormData();
    for (const file of files) body.append(fieldName, file, file.name);

    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(csrfHeaders())) xhr.setRequestHeader(name, value);

    xhr.upload.onprogress = (event) => {
      if (!onProgress || !event.lengthComputable) return;
      onProgress({ loaded: event.loaded, total: event.total, percent: Math.round((event.loaded / event.total) * 100) });
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve((xhr.responseText ? JSON.parse(xhr.responseText) : {}) as T);
        } catch {
          resolve({} as T);
        }
        return;
      }
      reject(new ApiError(xhr.status, `${xhr.status}: ${messageOf(xhr.responseText, xhr.statusText)}`));
    };
    xhr.onerror = () => reject(new Error('Network error'));
    xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });

    xhr.send(body);
  });
}

/** The part of "<status>: <message>" after the status, for showing to people. */
export function messageWithoutStatus(error: unknown): string {
  if (!(error instanceof Error)) return '';
  return error.message.replace(/^\d{3}: /, '');
}
