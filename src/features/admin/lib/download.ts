import { mimeTypeFor } from '@/features/admin/lib/seo-files';

/** How long a download's object URL stays valid. */
const REVOKE_AFTER_MS = 60_000;

/** Saves content as a file through a temporary object URL; browser only, call from event handlers. */
export function downloadFile(name: string, content: BlobPart) {
  const url = URL.createObjectURL(new Blob([content], { type: mimeTypeFor(name) }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the blob URL after click() returns; revoked at once, a busy browser may
  // find it gone and drop the download without a word (the likely cause of a download that one
  // e2e run waited for in vain).
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
