import { mimeTypeFor } from '@/features/admin/lib/seo-files';

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
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
