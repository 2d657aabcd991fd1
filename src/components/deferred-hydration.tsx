import { createContext, Suspense, use, useContext, useEffect, useId, useSyncExternalStore, type ReactNode } from 'react';
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
 * Outside the first hydration (server rendering, client-side navigation, tests) the boundary
 * renders its children directly.
 *
 * Boundaries are opt-in, where one commit for the whole page was measured to be a long task on a
 * phone: partner cards, the glossary's letter sections, the parts of a guide, the desktop menus
 * and the footer. Everything else hydrates with the page.
 *
 * A group of boundaries (DeferredGroup) can be released on its own: a comparison whose results
 * change before they hydrated releases its cards, and the rest of the page keeps its turns.
 *
 * How far hydration has got is published on `<html data-hydrated>`, for tests and benchmarks:
 * "shell" once the page has committed (everything outside the boundaries is interactive),
 * "complete" once every boundary in the page has hydrated as well (one that a re-render removed
 * before its turn is no longer waited for). A page rendered without hydration is "complete" at once.
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

const INTERACTION_EVENTS = ['pointerdown', 'keydown', 'focusin'] as const;
/** How long a boundary's turn may take before the next one starts anyway. */
const TURN_TIMEOUT_MS = 2000;

interface Gate {
  /** The DeferredGroup the boundary is in, if any. */
  group: string | undefined;
  /** What the boundary suspends on until its turn. */
  promise: Promise<void>;
  opened: boolean;
  open: () => void;
  /** Resolves when the boundary has committed its hydration, or its turn has timed out. */
  turnOver: Promise<void>;
  endTurn: () => void;
}

/** Boundaries in the order React reached them; null when nothing is deferred (any more). */
let queue: Gate[] | null = null;
/** Every gate made during the first hydration, kept so a boundary always finds its own again. */
const gates = new Map<string, Gate>();
let draining = false;
/** Groups released by stopDeferring(group): their boundaries hydrate as soon as React reaches them. */
const releasedGroups = new Set<string>();

/** Progress of the first hydration: boundaries the shell rendered whose contents have not hydrated yet. */
let tracking = false;
let shellHydrated = false;
const waiting = new Set<string>();
const committed = new Set<string>();

/** A promise with its resolve function (Promise.withResolvers is newer than the browsers served). */
function settleable(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

function publishProgress() {
  if (!shellHydrated) return;
  const complete = waiting.size === 0;
  document.documentElement.dataset.hydrated = complete ? 'complete' : 'shell';
  if (!complete) return;
  tracking = false;
  committed.clear();
}

/** Called by the client start right before hydrateRoot. */
export function deferHydration() {
  queue = [];
  gates.clear();
  releasedGroups.clear();
  tracking = true;
  shellHydrated = false;
  waiting.clear();
  committed.clear();
  for (const type of INTERACTION_EVENTS) document.addEventListener(type, releaseAll, { capture: true, once: true });
}

/**
 * Hydrates every waiting boundary now (the first interaction does the same), or with a group
 * only the boundaries of that group (also those React reaches later); the others keep their turns.
 */
export function stopDeferring(group?: string) {
  if (group !== undefined) {
    releasedGroups.add(group);
    gates.forEach((gate) => {
      if (gate.group === group) gate.open();
    });
    return;
  }
  releaseAll();
}

function releaseAll() {
  for (const type of INTERACTION_EVENTS) document.removeEventListener(type, releaseAll, { capture: true });
  gates.forEach((gate) => gate.open());
  queue = null;
}

function createGate(group: string | undefined): Gate {
  const turn = settleable();
  const over = settleable();
  const gate: Gate = {
    group,
    promise: turn.promise,
    opened: false,
    open: () => {
      if (gate.opened) return;
      gate.opened = true;
      // Marked as settled the way React reads it, so use() returns without suspending again.
      Object.assign(turn.promise, { status: 'fulfilled', value: undefined });
      turn.resolve();
    },
    turnOver: over.promise,
    endTurn: over.resolve,
  };
  return gate;
}

function gateFor(id: string, group: string | undefined): Gate | undefined {
  const existing = gates.get(id);
  if (existing || !queue) return existing;
  const gate = createGate(group);
  gates.set(id, gate);
  if (group !== undefined && releasedGroups.has(group)) gate.open();
  queue.push(gate);
  if (!draining) void drain();
  return gate;
}

/** Opens the waiting boundaries one at a time, each in a task of its own. */
async function drain() {
  draining = true;
  try {
    for (;;) {
      await nextTask();
      const gate = queue?.find((candidate) => !candidate.opened);
      if (!gate) return;
      const timer = setTimeout(gate.endTurn, TURN_TIMEOUT_MS);
      gate.open();
      await gate.turnOver;
      clearTimeout(timer);
    }
  } finally {
    draining = false;
  }
}

const GroupContext = createContext<string | undefined>(undefined);

/** Names the DeferredHydration boundaries inside it, so that stopDeferring(name) releases just them. */
export function DeferredGroup({ name, children }: { name: string; children: ReactNode }) {
  return <GroupContext value={name}>{children}</GroupContext>;
}

function Gate({ id, children }: { id: string; children: ReactNode }) {
  const hydrating = !useHydrated();
  const group = useContext(GroupContext);
  // Once a boundary has a gate it always reads it (an opened gate returns at once): a render
  // that suspended on it must call use() again when React retries it.
  const gate = gates.get(id) ?? (hydrating ? gateFor(id, group) : undefined);
  if (gate) use(gate.promise);
  useEffect(() => {
    gates.get(id)?.endTurn();
    if (!tracking) return;
    committed.add(id);
    if (waiting.delete(id)) publishProgress();
  }, [id]);
  return children;
}

/** A part of the page whose hydration may wait until the parts before it are interactive. */
export function DeferredHydration({ children }: { children: ReactNode }) {
  const id = useId();
  // React hydrates Suspense boundaries in later passes than what surrounds them, so the commit
  // that mounts this component is where a boundary can say that its contents are still to come
  // (unless they came in the same commit).
  useEffect(() => {
    if (!tracking || committed.has(id)) return;
    waiting.add(id);
    return () => {
      if (waiting.delete(id)) publishProgress();
    };
  }, [id]);
  return (
    <Suspense fallback={null}>
      <Gate id={id}>{children}</Gate>
    </Suspense>
  );
}

/**
 * Rendered after the page, inside the page's Suspense boundary (React hydrates that boundary in a
 * pass after the layout's). Its effect runs once the page has committed, hydrated or rendered on
 * the client, and after the effects of every DeferredHydration in it.
 */
export function HydrationSignal() {
  useEffect(() => {
    shellHydrated = true;
    publishProgress();
  }, []);
  return null;
}
