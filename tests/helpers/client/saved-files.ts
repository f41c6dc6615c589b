import { onTestFinished, vi } from 'vitest';

/**
 * Records the files the code under test hands to the browser (saveFile clicks a link with a
 * download name), each as its name and the object URL `blobUrl`; undone when the test ends.
 */
export function savedFiles(blobUrl: string) {
  const saved: Array<{ name: string; href: string }> = [];
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, href: this.href });
  });
  const { createObjectURL, revokeObjectURL } = URL;
  URL.createObjectURL = () => blobUrl;
  URL.revokeObjectURL = () => {};
  onTestFinished(() => {
    click.mockRestore();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  });
  return saved;
}
