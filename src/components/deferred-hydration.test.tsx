// @vitest-environment jsdom
import { QueryClient, QueryClientProvider, queryOptions, useQuery } from '@tanstack/react-query';
import { startTransition, useState } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferHydration, DeferredGroup, DeferredHydration, HydrationSignal, stopDeferring } from '@/components/deferred-hydration';

/** The test's own signal that React has claimed an element: a ref runs when the element is committed on the client. */
const markClaimed = (element: HTMLElement | null) => element?.setAttribute('data-claimed', '');
const isHydrated = (element: Element) => element.hasAttribute('data-claimed');

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button ref={markClaimed} type="button" onClick={() => setCount((value) => value + 1)}>
      {label}: {count}
    </button>
  );
}

function Page() {
  return (
    <main ref={markClaimed}>
      <h1>Überschrift</h1>
      <DeferredHydration>
        <section>
          <Counter label="Erster Abschnitt" />
          <DeferredHydration>
            <Counter label="Verschachtelt" />
          </DeferredHydration>
        </section>
      </DeferredHydration>
      {['A', 'B', 'C', 'D'].map((name) => (
        <DeferredHydration key={name}>
          <p>Weiterer Abschnitt {name}</p>
        </DeferredHydration>
      ))}
      <DeferredHydration>
        <Counter label="Zweiter Abschnitt" />
      </DeferredHydration>
    </main>
  );
}

const buttons = (container: HTMLElement) => [...container.querySelectorAll('button')];

async function until(condition: () => boolean) {
  for (let attempt = 0; attempt < 2000 && !condition(); attempt += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  expect(condition()).toBe(true);
}
let root: Root | undefined;

afterEach(() => {
  stopDeferring();
  root?.unmount();
  root = undefined;
  document.body.innerHTML = '';
  delete document.documentElement.dataset.hydrated;
});

describe('DeferredHydration', () => {
  it('renders its children on the server, inside a Suspense boundary', () => {
    const html = renderToString(<Page />);
    expect(html).toContain('<!--$--><section><button type="button">Erster Abschnitt<!-- -->: <!-- -->0</button>');
    expect(html).toContain('<!--$--><button type="button">Verschachtelt<!-- -->: <!-- -->0</button><!--/$-->');
    expect(html.match(/<!--\$-->/g)).toHaveLength(7);
  });

  it('keeps the prerendered HTML while waiting, then hydrates every boundary without a mismatch', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    document.body.append(container);
    const serverButtons = buttons(container);

    // How many buttons React has claimed, sampled once per task while hydration runs.
    const seen = new Set<number>();
    let sampling = true;
    const sample = () => {
      seen.add(buttons(container).filter(isHydrated).length);
      if (sampling) setTimeout(sample, 0);
    };
    sample();

    deferHydration();
    startTransition(() => {
      root = hydrateRoot(container, <Page />, { onRecoverableError: (error) => errors(error) });
    });
    await until(() => buttons(container).every(isHydrated));
    sampling = false;

    // The boundaries hydrated one after another, not all in one go: between the shell and the
    // end there were moments with one and with two of the three buttons interactive.
    expect([...seen]).toEqual(expect.arrayContaining([0, 1, 2]));

    // The very same DOM nodes are now interactive: nothing was thrown away and re-rendered.
    expect(buttons(container)).toEqual(serverButtons);
    for (const button of buttons(container)) button.click();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(buttons(container).map((button) => button.textContent)).toEqual([
      'Erster Abschnitt: 1',
      'Verschachtelt: 1',
      'Zweiter Abschnitt: 1',
    ]);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('hydrates everything at once for a click that comes before its turn, and handles the click', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    document.body.append(container);
    deferHydration();
    startTransition(() => {
      root = hydrateRoot(container, <Page />);
    });
    // As soon as the shell is interactive, the visitor goes for the last section.
    await until(() => isHydrated(container.querySelector('main')!));
    const last = buttons(container).at(-1)!;
    expect(isHydrated(last)).toBe(false);
    last.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    last.click();
    await until(() => buttons(container).every(isHydrated));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(buttons(container).at(-1)!.textContent).toBe('Zweiter Abschnitt: 1');
  });

  it('releases one group of boundaries at once while the others keep their turns', async () => {
    const GroupedPage = () => (
      <main ref={markClaimed}>
        {['A', 'B', 'C', 'D', 'E', 'F'].map((name) => (
          <DeferredHydration key={name}>
            <Counter label={`Abschnitt ${name}`} />
          </DeferredHydration>
        ))}
        <DeferredGroup name="ergebnisse">
          <DeferredHydration>
            <Counter label="Ergebnis" />
          </DeferredHydration>
        </DeferredGroup>
      </main>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(<GroupedPage />);
    document.body.append(container);
    deferHydration();
    startTransition(() => {
      root = hydrateRoot(container, <GroupedPage />);
    });
    await until(() => isHydrated(container.querySelector('main')!));
    stopDeferring('ergebnisse');
    const result = () => buttons(container).at(-1)!;
    await until(() => isHydrated(result()));
    // The group came first; the sections before it in the page are still waiting for their turns.
    expect(buttons(container).slice(0, -1).filter((button) => !isHydrated(button)).length).toBeGreaterThan(0);
    await until(() => buttons(container).every(isHydrated));
  });

  it('says on <html data-hydrated> when the shell and when every boundary has hydrated', async () => {
    const app = (
      <>
        <Page />
        <HydrationSignal />
      </>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(app);
    document.body.append(container);
    // The signal as seen once per task, with how many buttons React had claimed at that moment.
    const seen: { signal: string | undefined; claimed: number }[] = [];
    let sampling = true;
    const sample = () => {
      seen.push({ signal: document.documentElement.dataset.hydrated, claimed: buttons(container).filter(isHydrated).length });
      if (sampling) setTimeout(sample, 0);
    };
    sample();

    deferHydration();
    startTransition(() => {
      root = hydrateRoot(container, app);
    });
    await until(() => document.documentElement.dataset.hydrated === 'complete');
    sampling = false;

    expect(buttons(container).every(isHydrated)).toBe(true);
    expect(seen[0]).toEqual({ signal: undefined, claimed: 0 });
    // 'shell' while boundaries still waited, 'complete' only with all three buttons claimed.
    expect(seen.some(({ signal, claimed }) => signal === 'shell' && claimed < 3)).toBe(true);
    expect(seen.filter(({ signal }) => signal === 'complete').every(({ claimed }) => claimed === 3)).toBe(true);
  });

  it('does not wait for a boundary that a re-render removed before its turn', async () => {
    function Removable() {
      const [shown, setShown] = useState(true);
      return (
        <main>
          <button ref={markClaimed} type="button" onClick={() => setShown(false)}>
            Entfernen
          </button>
          {['A', 'B', 'C', 'D'].map((name) => (
            <DeferredHydration key={name}>
              <p>Weiterer Abschnitt {name}</p>
            </DeferredHydration>
          ))}
          {shown && (
            <DeferredHydration>
              <p data-removable="">Verschwindet</p>
            </DeferredHydration>
          )}
        </main>
      );
    }
    const app = (
      <>
        <Removable />
        <HydrationSignal />
      </>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(app);
    document.body.append(container);
    deferHydration();
    startTransition(() => {
      root = hydrateRoot(container, app);
    });
    await until(() => document.documentElement.dataset.hydrated === 'shell');
    // A click alone (no pointerdown) leaves the other boundaries waiting for their turn.
    buttons(container)[0]!.click();
    await until(() => container.querySelector('[data-removable]') === null);
    expect(document.documentElement.dataset.hydrated).toBe('shell');
    await until(() => document.documentElement.dataset.hydrated === 'complete');
  });

  it('says the page has hydrated right after the first commit when nothing is deferred (client render)', async () => {
    // A fresh module: nothing was deferred in it, as when the prerendered markup belongs to another route.
    vi.resetModules();
    const fresh = await import('@/components/deferred-hydration');
    const container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    root.render(
      <>
        <Page />
        <fresh.HydrationSignal />
      </>,
    );
    await until(() => document.documentElement.dataset.hydrated === 'complete');
    expect(buttons(container).every(isHydrated)).toBe(true);
  });

  it('renders at once when nothing is being hydrated (client navigation)', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    root.render(<Page />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(buttons(container).map((button) => button.textContent)).toEqual([
      'Erster Abschnitt: 0',
      'Verschachtelt: 0',
      'Zweiter Abschnitt: 0',
    ]);
  });

  it('keeps the prerendered HTML of waiting boundaries when stale data starts a refetch on mount', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const names = ['Erste Bank', 'Zweite Bank', 'Dritte Bank', 'Vierte Bank'];
    let fetches = 0;
    const offers = queryOptions({
      queryKey: ['offers'],
      queryFn: () => {
        fetches += 1;
        return new Promise<string[]>(() => {});
      },
      staleTime: 60_000,
    });
    const key = offers.queryKey;
    function Offers() {
      // Two components read the offers, as the page and its list do on the comparison pages.
      const { data = [] } = useQuery(offers);
      return (
        <ol>
          <li ref={markClaimed}>Anzahl: {data.length}</li>
          {data.map((name) => (
            <DeferredHydration key={name}>
              <li ref={markClaimed} data-offer={name}>
                {name}
              </li>
            </DeferredHydration>
          ))}
        </ol>
      );
    }
    const app = (client: QueryClient) => (
      <QueryClientProvider client={client}>
        <Offers />
        <Offers />
      </QueryClientProvider>
    );
    const serverClient = new QueryClient();
    serverClient.setQueryData(key, names);
    const container = document.createElement('div');
    container.innerHTML = renderToString(app(serverClient));
    document.body.append(container);
    const lastOffer = container.querySelectorAll('[data-offer="Vierte Bank"]')[1]!;
    const removed: Node[] = [];
    const observer = new MutationObserver((records) => records.forEach((record) => removed.push(...record.removedNodes)));
    observer.observe(container, { childList: true, subtree: true });

    const client = new QueryClient();
    // Prerendered an hour ago: stale, so mounting starts a refetch.
    client.setQueryData(key, names, { updatedAt: Date.now() - 3_600_000 });
    deferHydration();
    startTransition(() => {
      root = hydrateRoot(container, app(client), { onRecoverableError: (error) => errors(error) });
    });
    await until(() => [...container.querySelectorAll('li')].every(isHydrated));
    observer.disconnect();

    expect(fetches).toBeGreaterThan(0);
    expect(container.querySelectorAll('[data-offer="Vierte Bank"]')[1]).toBe(lastOffer);
    expect(removed.filter((node) => node.nodeType === Node.ELEMENT_NODE)).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});
