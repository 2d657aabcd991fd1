import type { CSSProperties } from 'react';
import { Toaster } from 'sonner';

/** Sonner's rich colours with darker text, so success and error toasts meet WCAG AA contrast. */
const toastColors = {
  '--success-bg': '#f0fdf4',
  '--success-border': '#86efac',
  '--success-text': '#166534',
  '--error-bg': '#fef2f2',
  '--error-border': '#fca5a5',
  '--error-text': '#991b1b',
} as CSSProperties;

export function AdminToaster() {
  return (
    <Toaster
      richColors
      closeButton
      position="top-right"
      offset={{ top: 80, right: 16 }}
      style={toastColors}
      customAriaLabel="Benachrichtigungen (Alt+T)"
      toastOptions={{ closeButtonAriaLabel: 'Benachrichtigung schließen' }}
    />
  );
}
