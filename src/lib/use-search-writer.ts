import { useEffect, useState } from 'react';
import { SearchWriter, TYPING_PAUSE_MS } from '@/lib/search-writer';

/**
 * A comparison form's address-bar writer and the end of a burst of typing. `typingSince` is the
 * latest typed change (null when none is pending): TYPING_PAUSE_MS after it, on focus leaving a
 * field or on sending the form, `pauseTyping` runs (it must be stable). A pending write lands before
 * the page hides and is dropped when `entry` changes or Back/Forward switched the history entry.
 */
export function useSearchWriter(entry: string, typingSince: object | null, pauseTyping: () => void): SearchWriter {
  const [address] = useState(() => new SearchWriter());

  useEffect(() => {
    if (typingSince === null) return;
    const timer = setTimeout(pauseTyping, TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typingSince, pauseTyping]);

  useEffect(() => {
    const typingEnded = () => {
      address.flush();
      pauseTyping();
    };
    const flushWhenHidden = () => {
      if (document.visibilityState === 'hidden') address.flush();
    };
    const entryLeft = () => address.cancel();
    document.addEventListener('focusout', typingEnded, true);
    document.addEventListener('submit', typingEnded, true);
    document.addEventListener('visibilitychange', flushWhenHidden);
    window.addEventListener('pagehide', address.flush);
    window.addEventListener('popstate', entryLeft);
    return () => {
      document.removeEventListener('focusout', typingEnded, true);
      document.removeEventListener('submit', typingEnded, true);
      document.removeEventListener('visibilitychange', flushWhenHidden);
      window.removeEventListener('pagehide', address.flush);
      window.removeEventListener('popstate', entryLeft);
    };
  }, [address, pauseTyping]);
  useEffect(() => () => address.cancel(), [address, entry]);

  return address;
}
