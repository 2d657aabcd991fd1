// @vitest-environment jsdom
import { QueryClient, QueryObserver, queryOptions } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { revalidateOnEngagement } from '@/app/start/revalidate-on-engagement';

const HOUR = 3_600_000;
const tick = () => new Promise((resolve) => setTimeout(resolve, 10));

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: 5 * 60_000, retry: false } } });
  const fetches: string[] = [];
  const options = (name: string) =>
    queryOptions({
      queryKey: [name],
      queryFn: async () => {
        fetches.push(name);
        return `${name} neu`;
      },
    });
  const observe = (name: string) => {
    const observer = new QueryObserver(client, options(name));
    const unsubscribe = observer.subscribe(() => {});
    return { observer, unsubscribe };
  };
  // Prerendered an hour ago, so stale by the time the page runs.
  client.setQueryData(options('prerendered').queryKey, 'aus dem HTML', { updatedAt: Date.now() - HOUR });
  client.setQueryData(options('older-cache').queryKey, 'alt', { updatedAt: Date.now() - HOUR });
  revalidateOnEngagement(client, [client.getQueryCache().find({ queryKey: ['prerendered'] })!.queryHash]);
  return { client, fetches, observe };
}

afterEach(() => {
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
});

describe('revalidateOnEngagement', () => {
  it('keeps prerendered data without a request until the visitor engages, then refreshes it once', async () => {
    const { client, fetches, observe } = setup();
    observe('prerendered');
    await tick();
    expect(fetches).toEqual([]);
    expect(client.getQueryData(['prerendered'])).toBe('aus dem HTML');

    document.dispatchEvent(new Event('pointerdown'));
    document.dispatchEvent(new Event('keydown'));
    // Not within the event: the frame that answers the tap comes first.
    expect(fetches).toEqual([]);
    await vi.waitFor(() => expect(client.getQueryData(['prerendered'])).toBe('prerendered neu'));
    await tick();
    expect(fetches).toEqual(['prerendered']);
  });

  it('joins a request for the same data that is already under way instead of starting another', async () => {
    const { client, fetches, observe } = setup();
    observe('prerendered');
    document.dispatchEvent(new Event('pointerdown'));
    void client.fetchQuery({
      queryKey: ['prerendered'],
      queryFn: async () => {
        fetches.push('already under way');
        await tick();
        return 'prerendered neu';
      },
    });
    await vi.waitFor(() => expect(client.getQueryData(['prerendered'])).toBe('prerendered neu'));
    await tick();
    expect(fetches).toEqual(['already under way']);
  });

  it('refetches stale data that did not come from the prerender as usual', async () => {
    const { fetches, observe } = setup();
    observe('older-cache');
    await tick();
    expect(fetches).toEqual(['older-cache']);
  });

  it('refreshes when a tab opened in the background becomes visible', async () => {
    const { fetches, observe } = setup();
    observe('prerendered');
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    await tick();
    expect(fetches).toEqual([]);
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.waitFor(() => expect(fetches).toEqual(['prerendered']));
  });

  it('treats prerendered queries like any other once the visitor has engaged', async () => {
    const { client } = setup();
    const query = client.getQueryCache().find({ queryKey: ['prerendered'] })!;
    const refetchOnMount = client.getDefaultOptions().queries?.refetchOnMount as (q: typeof query) => boolean;
    expect(refetchOnMount(query)).toBe(false);
    document.dispatchEvent(new Event('focusin'));
    await vi.waitFor(() => expect(refetchOnMount(query)).toBe(true));
  });
});
