import { apiRequest } from './api-client';

/**
 * Fetches a file through the API client (cookies, error handling) and hands it to the browser
 * under the given name. Going through fetch rather than a plain link lets the caller show a
 * toast when the download fails, and treat 401 as an ended session.
 */
export async function downloadFile(url: string, fileName: string): Promise<void> {
  const response = await apiRequest('GET', url);
  const blob = await response.blob();
  const objectUrl = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = objectUrl;
    link.download = fileName;
    link.rel = 'noopener';
    link.style.display = 'none';
    document.body.appendChild(link);
    link.click();
    link.remove();
  } finally {
    // Revoke after the click has been handled; revoking at once cancels the download in some browsers.
    setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
  }
}
