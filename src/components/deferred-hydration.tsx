import { Suspense, use, useEffect, useId, useSyncExternalStore, type ReactNode } from 'react';
import { nextTask } from '@/lib/next-task';

/**
 * Deferred hydration for prerendered pages.
 *
 * React hydrates a page in one pass and commits it in one go; on a phone that commit alone is a
 * long task. While the first hydration runs, every <DeferredHydration> boundary keeps its
 * prerendered HTML as it is (the content is visible and its links work) and is hydrated later,
 * one boundary after the other, each in a pass and a commit of its own. The first interaction
 * anywhere on the page releases all remaining boundaries at once, and React replays the click
 * or key press once the boundary is hydrated. A boundary is only deferred while it is hydrated
 * for the first time; nested boundaries show up when their parent hydrates and queue up then.
 *
 * Outside the first hydration (server rendering, client-side navigation, tests) the boundary
 * renders its children directly.
 */

const subscribeNothing = () => () => {};

/**
 * False on the server and while React hydrates the prerendered HTML (it reads the server
 * snapshot then), true in every render after that and in client-side renders. A component
 * can so render exactly what the server did, then switch without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}

interface Gate {
  id: string;
  promise: Promise<void>;
  open: () => void;
  opened: boolean;
}

/** Boundaries in the order React reached them; null when nothing is deferred (any more). */
let queue: Gate[] | null = null;
/** Every gate made during the first hydration, kept so a boundary always finds its own again. */
const gates = new Map<string, Gate>();
const hydratedListeners = new Map<string, () => void>();
let draining = false;

const INTERACTION_EVENTS = ['pointerdown', 'keydown', 'focusin'] as const;

/** Called by the client start right before hydrateRoot. */
export function deferHydration() {
  queue = [];
  gates.clear();
  for (const type of INTERACTION_EVENTS) document.addEventListener(type, stopDeferring, { capture: true, once: true });
}

/** Hydrates every waiting boundary now (the first interaction does the same). */
export function stopDeferring() {
  for (const type of INTERACTION_EVENTS) document.removeEventListener(type, stopDeferring, { capture: true });
  gates.forEach((gate) => gate.open());
  queue = null;
}

function createGate(id: string): Gate {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  const gate: Gate = {
    id,
    promise,
    opened: false,
    open: () => {
      if (gate.opened) return;
      gate.opened = true;
      // Marked as settled the way React reads it, so use() returns without suspending again.
      Object.assign(promise, { status: 'fulfilled', value: undefined });
      resolve();
    },
  };
  return gate;
}

function gateFor(id: string): Gate | undefined {
  const existing = gates.get(id);
  if (existing || !queue) return existing;
  const gate = createGate(id);
  gates.set(id, gate);
  queue.push(gate);
  if (!draining) void drain();
  return gate;
}

/** Resolves once the boundary has committed its hydration, or after a safety timeout. */
function hydrated(id: string, timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      hydratedListeners.delete(id);
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    hydratedListeners.set(id, done);
  });
}

/** Opens the waiting boundaries one at a time, each in a task of its own. */
async function drain() {
  draining = true;
  try {
    for (;;) {
      await nextTask();
      const gate = queue?.find((candidate) => !candidate.opened);
      if (!gate) return;
      const done = hydrated(gate.id, 2000);
      gate.open();
      await done;
    }
  } finally {
    draining = false;
  }
}

function Gate({ id, children }: { id: string; children: ReactNode }) {
  const hydrating = !useHydrated();
  // Once a boundary has a gate it always reads it (an opened gate returns at once): a render
  // that suspended on it must call use() again when React retries it.
  const gate = gates.get(id) ?? (hydrating ? gateFor(id) : undefined);
  if (gate) use(gate.promise);
  useEffect(() => {
    hydratedListeners.get(id)?.();
  }, [id]);
  return children;
}

/** A part of the page whose hydration may wait until the parts before it are interactive. */
export function DeferredHydration({ children }: { children: ReactNode }) {
  const id = useId();
  return (
    <Suspense fallback={null}>
      <Gate id={id}>{children}</Gate>
    </Suspense>
  );
}

