import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type CDPSession, type Locator, type Page } from 'playwright-core';
import { CONSENT_STORAGE_KEY } from '../../src/config/storage-keys.ts';
import { TYPING_PAUSE_MS } from '../../src/features/loan-comparison/inputs/search-writer.ts';
import { chromiumArgs, chromiumPath } from '../lib/chromium.ts';
import { distDir } from '../lib/paths.ts';
import { createStaticServer } from '../lib/static-server.ts';

/**
 * The personal comparison under load, in Chromium with 4× CPU slowdown: 50 offers on /ratenkredit,
 * then keystrokes in the amount field. Prints the main-thread time each keystroke costs (task time
 * from the key press until the results show the new figures, minus the same idle window) and INP
 * (the longest interaction) on / and /ratenkredit. Needs a build (dist/).
 *
 * Two kinds of keystroke are told apart, because they cost differently: most change only the
 * figures (the same offers fit, in the same order), the others move offers across "Passt nicht
 * zu Ihren Angaben", reorder them or change a hint. Typing "25000" into the empty field crosses
 * the limits of many offers on the way; replacing one digit of 25.000 € at a time stays within them.
 * The keys are pressed far apart, so each is followed by the pause after which the address bar,
 * the cards far from the screen and offers that move follow; that work is reported on its own (it
 * happens once per pause in typing, not per keystroke). For scale, the card moves made at those
 * pauses (the fewest the new order needs, see lib/reorder.ts) are then replayed with plain DOM
 * calls in a task of their own (the browser's own share of that work),
 * and a frame with nothing but one changed figure text is measured too. Then "25000" typed in one
 * burst, a key every 120 ms, with everything up to and including the pause after it; then each
 * pause of typing "25000" once more in thread time without slowdown (a trace); then the same
 * for keystrokes in the Wunschrate field. On /, INP covers the first click into the hero's amount field
 * (with the prerendered data stale, so that click also refreshes it, as on a page built hours
 * before the visit) and typing "25000". Clicks that count for INP are plain mouse clicks. Last, for
 * scale, the one-text frame on /impressum, a short page: what any change costs this machine's
 * Chromium at 4×.
 */
const PORT = 4387;
const OFFERS = 50;
/** Time for the results after a key press (they render well within it), and the same idle window before it. */
const WINDOW_MS = 300;
/** From the end of that window until after the address bar has followed the pause in typing. */
const URL_WINDOW_MS = TYPING_PAUSE_MS + 200 - WINDOW_MS;
/** Typed into the empty amount field. */
const TYPED = ['2', '5', '0', '0', '0'];
/** Time between the keys of a burst: about 8 keys a second, a quick typist's pace for digits. */
const BURST_KEY_MS = 120;
const BURSTS = 5;
/** Rounds of typing TYPED, a key at a time, for the pauses' thread time without slowdown. */
const PAUSE_ROUNDS = 8;
/** Each replaces the third digit of the amount (25.000 € → 25.500 € → 25.700 € …), and the same in a plain field. */
const REPLACED = ['5', '7', '2', '9', '1', '4', '8', '3', '6', '5', '2', '7', '1', '9', '3', '8', '4', '6', '2', '5', '1'];
/** Each replaces the second digit of a Wunschrate of 350 € (350 € → 370 € → 320 € …), and the same in a plain field. */
const BUDGET_REPLACED = ['7', '2', '9', '4', '6', '1', '8', '3', '5', '7', '2', '9', '4'];
const base = `http://127.0.0.1:${PORT}`;

/** 50 rows made from the seeded Ratenkredit offers, each a distinct partner. */
async function fiftyOffers(): Promise<unknown[]> {
  const rows = JSON.parse(await readFile(path.join(distDir, 'data/partners/ratenkredit.json'), 'utf8')) as Record<string, unknown>[];
  return Array.from({ length: OFFERS }, (_, index) => {
    const row = rows[index % rows.length]!;
    return { ...row, id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`, brand_id: `bank-${index}`, name: `Bank ${index + 1}`, display_order: index };
  });
}

async function taskSeconds(cdp: CDPSession, metric: 'TaskDuration' | 'ScriptDuration' = 'TaskDuration'): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((entry) => entry.name === metric)?.value ?? 0;
}

/**
 * Main-thread milliseconds of the work `start` sets off, in a window of WINDOW_MS, minus the same
 * window idle just before.
 */
async function taskCost(page: Page, cdp: CDPSession, start: () => Promise<unknown>): Promise<number> {
  const idleBefore = await taskSeconds(cdp);
  await page.waitForTimeout(WINDOW_MS);
  const idle = (await taskSeconds(cdp)) - idleBefore;
  const before = await taskSeconds(cdp);
  await start();
  await page.waitForTimeout(WINDOW_MS);
  return ((await taskSeconds(cdp)) - before - idle) * 1000;
}

/** A task that changes nothing: subtracted from the costs below, it leaves the browser's work for the change. */
const emptyTask = (page: Page) => page.evaluate(() => setTimeout(() => undefined));

/** Changes the first text of the first element matching `selector` (a space added or removed), in a task of its own. */
const changeText = (page: Page, selector: string, suffix: string) =>
  page.evaluate(
    ({ selector, suffix }) =>
      setTimeout(() => {
        const text = document.querySelector(selector)!.firstChild as Text;
        text.data = text.data.trimEnd() + suffix;
      }),
    { selector, suffix },
  );

/** Until React has taken over the prerendered page (the app starts after the first paint; see <html data-hydrated>). */
async function hydrated(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated !== undefined);
  await page.waitForTimeout(500);
}

async function observeInteractions(page: Page) {
  await page.addInitScript(() => {
    const durations: { duration: number; name: string; target: string }[] = [];
    (window as unknown as { __interactions: typeof durations }).__interactions = durations;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { interactionId?: number })[]) {
        if (!entry.interactionId) continue;
        const target = (entry as PerformanceEntry & { target?: Element | null }).target;
        durations.push({ duration: entry.duration, name: entry.name, target: target ? `${target.localName}${target.id ? `#${target.id}` : ''}${target.getAttribute('name') ? `[name=${target.getAttribute('name')}]` : ''}` : '?' });
      }
    }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
  });
}

/** The longest interaction: its duration, event and target. */
async function inp(page: Page): Promise<string> {
  const entries = await page.evaluate(() => (window as unknown as { __interactions: { duration: number; name: string; target: string }[] }).__interactions);
  const longest = entries.reduce<(typeof entries)[number] | null>((worst, entry) => (worst && worst.duration >= entry.duration ? worst : entry), null);
  return longest ? `${longest.duration.toFixed(0)} ms (${longest.name} on ${longest.target})` : 'no interaction';
}
/**
 * Clicks the middle of the element with the mouse alone. A locator's click also runs Playwright's
 * own checks in the page, with listeners for the pointer events that would count in the interaction.
 */
async function clickAsVisitor(page: Page, locator: Locator) {
  await locator.scrollIntoViewIfNeeded();
  const box = (await locator.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/** The offer list's children in order: each card's offer id, and the "Passt nicht" heading as h3. */
const listOrder = (page: Page) =>
  page.evaluate(() => [...document.querySelector('[data-offer-list]')!.children].map((child) => (child as HTMLElement).dataset.offerId ?? child.localName));

/**
 * Records the children inserted into the offer list (the cards that move and the heading), each
 * with the child it went before (null: at the end), in window.__listMoves.
 */
const recordListMoves = (page: Page) =>
  page.evaluate(() => {
    const list = document.querySelector<HTMLElement>('[data-offer-list]')!;
    const moves: (string | null)[][] = [];
    (window as unknown as { __listMoves: typeof moves }).__listMoves = moves;
    list.insertBefore = function (this: HTMLElement, node: Node, child: Node | null) {
      moves.push([node, child].map((item) => (item instanceof HTMLElement ? (item.dataset.offerId ?? item.localName) : null)));
      return Node.prototype.insertBefore.call(this, node, child);
    } as typeof list.insertBefore;
    list.appendChild = function (this: HTMLElement, node: Node) {
      moves.push([node instanceof HTMLElement ? (node.dataset.offerId ?? node.localName) : null, null]);
      return Node.prototype.appendChild.call(this, node);
    } as typeof list.appendChild;
  });

/** The moves recorded since the last call, and a fresh record. */
const takeListMoves = (page: Page) =>
  page.evaluate(() => (window as unknown as { __listMoves: (string | null)[][] }).__listMoves.splice(0)) as Promise<[string, string | null][]>;

/**
 * Inserts the list's children (those present) before the given ones, as the pause in typing did,
 * with plain DOM calls in a task of their own.
 */
const moveListChildren = (page: Page, moves: [string, string | null][]) =>
  page.evaluate(
    (moves) =>
      new Promise<void>((resolve) =>
        setTimeout(() => {
          const list = document.querySelector('[data-offer-list]')!;
          const children = new Map([...list.children].map((child) => [(child as HTMLElement).dataset.offerId ?? child.localName, child]));
          for (const [id, before] of moves) {
            const child = children.get(id);
            if (child) Node.prototype.insertBefore.call(list, child, before === null ? null : (children.get(before) ?? null));
          }
          resolve();
        }),
      ),
    moves,
  );

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}
interface Trace {
  traceEvents: TraceEvent[];
}

/** Script run from the event loop: timers, events, microtasks, frames' callbacks. */
const SCRIPT_EVENTS = new Set(['FunctionCall', 'TimerFire', 'EventDispatch', 'RunMicrotasks', 'FireAnimationFrame']);
const RENDER_EVENTS = new Set(['UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Layerize']);

/**
 * The renderer main thread's CPU time (thread duration) in a trace: script (outermost script
 * events only, as they nest) and style, layout and paint.
 */
function mainThreadTimes({ traceEvents }: Trace): { script: number; render: number } {
  const main = traceEvents.find((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  let script = 0;
  let render = 0;
  let scriptEnd = -1;
  const complete = traceEvents
    .filter((event) => main && event.pid === main.pid && event.tid === main.tid && event.ph === 'X' && event.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  for (const event of complete) {
    if (SCRIPT_EVENTS.has(event.name)) {
      if (event.ts < scriptEnd) continue;
      scriptEnd = event.ts + event.dur!;
      script += (event.tdur ?? 0) / 1000;
    } else if (RENDER_EVENTS.has(event.name)) {
      render += (event.tdur ?? 0) / 1000;
    }
  }
  return { script, render };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

export async function run() {
  const server = createStaticServer({ root: distDir });
  await new Promise<void>((resolve) => server.listen(PORT, '127.0.0.1', () => resolve()));
  const browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumArgs] });
  try {
    const rows = await fiftyOffers();
    /**
     * A page that opens `pathname` with the consent decided and the interactions observed. The backend
     * answers with the 50 offers; they replace the prerendered ones on the first interaction, because
     * the prerendered data is marked stale. A fake clock would do the same, but it wraps every timer
     * and performance.now() call of the page and would be measured too.
     */
    const openPage = async (pathname: string) => {
      const opened = await browser.newPage();
      await opened.addInitScript((key) => localStorage.setItem(key, JSON.stringify({ statistics: false, marketing: false, decidedAt: new Date().toISOString() })), CONSENT_STORAGE_KEY);
      await observeInteractions(opened);
      await opened.route('**/rest/v1/partners**', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(rows) }));
      await opened.route(`${base}${pathname}`, async (route) => {
        const response = await route.fetch();
        await route.fulfill({ response, body: (await response.text()).replace(/"dataUpdatedAt":\d+/g, '"dataUpdatedAt":0') });
      });
      await opened.goto(`${base}${pathname}`);
      await hydrated(opened);
      return opened;
    };
    const page = await openPage('/ratenkredit');
    await page.locator('h1').click();
    await page.waitForFunction((count) => document.querySelectorAll('[data-partner-card]').length >= count, OFFERS);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

    // INP below is about typing: clear the engagement click that loaded the 50 offers.
    await page.evaluate(() => ((window as unknown as { __interactions: unknown[] }).__interactions.length = 0));
    const amount = page.locator('input[name="betrag"]').first();
    await amount.fill('');
    // The inputs' parser loads when the field takes focus, and its first render comes with the
    // empty field's hint: a one-time cost, kept out of the first keystroke's pause.
    await page.locator('form[data-comparison-form] [data-comparison-hint]').first().waitFor();
    // In view, as for a visitor: a field half below the fold paints nothing new on a keystroke, and
    // headless Chromium then reports the interaction as lasting until some later frame.
    await amount.evaluate((field) => field.scrollIntoView({ block: 'center' }));
    const costs: { key: string; ms: number; script: number; moved: boolean; urlMs: number; urlScript: number }[] = [];
    /** Which offers show, in which section and order, and the hints: what a figures-only keystroke keeps. */
    const structure = () =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('[data-partner-card], [data-comparison-hint]')]
          .map((element) =>
            element.dataset.partnerCard ? `${element.dataset.partnerCard}:${element.closest<HTMLElement>('[data-offers]')?.dataset.offers}` : element.textContent,
          )
          .join(','),
      );
    const measure = async (key: string, label: string) => {
      const idleBefore = await taskSeconds(cdp);
      await page.waitForTimeout(WINDOW_MS);
      const idle = (await taskSeconds(cdp)) - idleBefore;
      const shapeBefore = await structure();
      const before = await taskSeconds(cdp);
      const scriptBefore = await taskSeconds(cdp, 'ScriptDuration');
      // The key goes to the focused field directly; a locator would run Playwright's own DOM query in the page.
      await page.keyboard.press(key);
      await page.waitForTimeout(WINDOW_MS);
      const scriptAfterResults = await taskSeconds(cdp, 'ScriptDuration');
      const script = (scriptAfterResults - scriptBefore) * 1000;
      const afterResults = await taskSeconds(cdp);
      // The address bar, the cards far from the screen and offers that move follow once typing
      // pauses (TYPING_PAUSE_MS after the last key): measured on its own.
      await page.waitForTimeout(URL_WINDOW_MS);
      const afterUrl = await taskSeconds(cdp);
      const urlScript = ((await taskSeconds(cdp, 'ScriptDuration')) - scriptAfterResults) * 1000;
      costs.push({
        key: label,
        ms: (afterResults - before - idle) * 1000,
        script,
        urlMs: (afterUrl - afterResults - (idle * URL_WINDOW_MS) / WINDOW_MS) * 1000,
        urlScript,
        moved: (await structure()) !== shapeBefore,
      });
    };
    // The card moves at each pause, to replay them on their own below.
    await recordListMoves(page);
    const reactMoves: { before: string[]; moves: [string, string | null][] }[] = [];
    for (const key of TYPED) {
      const before = await listOrder(page);
      await measure(key, key);
      const moves = await takeListMoves(page);
      if (moves.length > 0) reactMoves.push({ before, moves });
    }

    // The browser's own work for the same moves: the pause's insertBefore calls, replayed with plain DOM
    // calls in a task of their own (the same cards to the same places, their contents unchanged),
    // from the order the pause started from. And for about the least a change to the page costs: one
    // figure text of the first card, in a frame of its own. Each minus a call that changes nothing.
    // With the amount field in the middle of the screen, the list starts below it, as while typing.
    const afterTyping = await listOrder(page);
    const replayed: number[] = [];
    const figureChanged: number[] = [];
    const noCall: number[] = [];
    for (let round = 0; round < 3; round++) {
      for (const { before, moves } of reactMoves) {
        await moveListChildren(
          page,
          before.map((id) => [id, null]),
        );
        await page.waitForTimeout(WINDOW_MS);
        replayed.push(await taskCost(page, cdp, () => moveListChildren(page, moves)));
        noCall.push(await taskCost(page, cdp, () => emptyTask(page)));
      }
      for (const suffix of [' ', '']) figureChanged.push(await taskCost(page, cdp, () => changeText(page, '[data-offers="fitting"] [data-monthly-instalment]', suffix)));
    }
    // Back to the order after typing, which the keystrokes below start from.
    await moveListChildren(
      page,
      afterTyping.map((id) => [id, null]),
    );
    const noCallMs = median(noCall);

    // The browser's own work for the same keystrokes in a plain text field without listeners, in
    // the flow right above the form (caret, input events, layout and paint of the page around it):
    // what typing costs on this page before any of this site's code runs. Site and plain field
    // take turns, so both see the same moments of a noisy machine.
    await page.evaluate(() => {
      const control = document.createElement('input');
      control.id = 'bench-control';
      control.value = '25000';
      control.className = document.querySelector('input[name="betrag"]')!.className;
      document.querySelector('[data-comparison-form]')!.before(control);
    });
    const control = page.locator('#bench-control');
    /** Focuses the field and selects its third digit, so the next key replaces it. */
    const selectThirdDigit = (field: typeof amount) =>
      field.evaluate((input: HTMLInputElement) => {
        input.focus();
        input.setSelectionRange(2, 3);
      });
    const controlCosts: number[] = [];
    const pairs: number[] = [];
    for (const key of REPLACED) {
      await selectThirdDigit(amount);
      await measure(key, `25${key}00`);
      await selectThirdDigit(control);
      await measure(key, key);
      const { ms: controlMs } = costs.pop()!;
      controlCosts.push(controlMs);
      if (!costs.at(-1)!.moved) pairs.push(costs.at(-1)!.ms - controlMs);
    }
    const controlMedian = median(controlCosts);
    const summary = (entries: typeof costs) =>
      entries.length === 0 ? 'none' : `median ${median(entries.map((entry) => entry.ms)).toFixed(1)} ms, max ${Math.max(...entries.map((entry) => entry.ms)).toFixed(1)} ms (${entries.length})`;
    console.log(`/ratenkredit, ${OFFERS} offers, 4× CPU slowdown, main-thread work per keystroke:`);
    const moved = costs.filter((entry) => entry.moved);
    console.log(`  figures only:             ${summary(costs.filter((entry) => !entry.moved))}`);
    console.log(`  offers moved or hint:     ${summary(moved)}`);
    console.log(`  all ${costs.length} keystrokes:         ${summary(costs)}`);
    console.log(`  each: ${costs.map((entry) => `${entry.key}${entry.moved ? '*' : ''} ${entry.ms.toFixed(1)}`).join(', ')}  (* moved offers or changed a hint)`);
    console.log(`  the same keystrokes in a plain field above the form: median ${controlMedian.toFixed(1)} ms (${controlCosts.map((ms) => ms.toFixed(1)).join(', ')})`);
    const figuresOnly = costs.filter((entry) => !entry.moved);
    console.log(
      `  once typing pauses (the address bar, cards far from the screen): median ${median(figuresOnly.map((entry) => entry.urlMs)).toFixed(1)} ms per pause, script alone ${median(figuresOnly.map((entry) => entry.urlScript)).toFixed(1)} ms`,
    );
    console.log(
      `  once typing pauses after offers moved or a hint changed (the list shows the new structure, React renders a changed hint): ${moved.map((entry) => `${entry.key} ${entry.urlMs.toFixed(1)}`).join(', ') || 'none'} ms; script alone ${moved.map((entry) => entry.urlScript.toFixed(1)).join(', ') || 'none'} ms`,
    );
    console.log(
      `  the browser alone for the same card moves (the insertBefore calls of those pauses, ${reactMoves.map(({ moves }) => moves.length).join(', ')} cards, replayed in a task of their own): median ${(median(replayed) - noCallMs).toFixed(1)} ms (${replayed.map((ms) => (ms - noCallMs).toFixed(1)).join(', ')})`,
    );
    console.log(
      `  the browser alone for a frame with one changed figure text (first card): median ${(median(figureChanged) - noCallMs).toFixed(1)} ms (${figureChanged.map((ms) => (ms - noCallMs).toFixed(1)).join(', ')})`,
    );
    console.log(`  the site's own work for a figures-only keystroke (each minus the plain field's keystroke after it): median ${median(pairs).toFixed(1)} ms (${pairs.map((ms) => ms.toFixed(1)).join(', ')})`);

    // "25000" typed into the empty field in one burst: the structure changes on the way, and React
    // renders it once, when typing pauses. All main-thread work from the first key until after the
    // pause, minus the same time idle.
    const typeBurst = async (field: typeof amount) => {
      await field.fill('');
      await page.waitForTimeout(TYPING_PAUSE_MS + 600);
      const idleBefore = await taskSeconds(cdp);
      await page.waitForTimeout(WINDOW_MS);
      const idlePerMs = ((await taskSeconds(cdp)) - idleBefore) / WINDOW_MS;
      const started = Date.now();
      const before = await taskSeconds(cdp);
      const scriptBefore = await taskSeconds(cdp, 'ScriptDuration');
      await page.keyboard.type(TYPED.join(''), { delay: BURST_KEY_MS });
      await page.waitForTimeout(TYPING_PAUSE_MS + 400);
      const script = ((await taskSeconds(cdp, 'ScriptDuration')) - scriptBefore) * 1000;
      return { ms: ((await taskSeconds(cdp)) - before - idlePerMs * (Date.now() - started)) * 1000, script };
    };
    const bursts: { ms: number; script: number }[] = [];
    const controlBursts: { ms: number; script: number }[] = [];
    for (let burst = 0; burst < BURSTS; burst++) {
      bursts.push(await typeBurst(amount));
      controlBursts.push(await typeBurst(control));
    }
    const perKey = (ms: number) => (ms / TYPED.length).toFixed(1);
    const list = (values: number[]) => values.map((ms) => ms.toFixed(1)).join(', ');
    const burstMs = median(bursts.map((burst) => burst.ms));
    const controlMs = median(controlBursts.map((burst) => burst.ms));
    console.log(
      `  "${TYPED.join('')}" typed in one burst (a key every ${BURST_KEY_MS} ms), with the pause after it: median ${burstMs.toFixed(1)} ms per burst (${list(bursts.map((burst) => burst.ms))}), ${perKey(burstMs)} ms per key`,
    );
    console.log(`  the same burst in the plain field: median ${controlMs.toFixed(1)} ms (${list(controlBursts.map((burst) => burst.ms))}); the site's own work ${perKey(burstMs - controlMs)} ms per key`);
    // Script alone (Chromium's ScriptDuration, no idle to subtract): steadier than the task time on a noisy machine.
    const burstScript = median(bursts.map((burst) => burst.script));
    console.log(
      `  script in the burst: median ${burstScript.toFixed(1)} ms (${list(bursts.map((burst) => burst.script))}), ${perKey(burstScript)} ms per key; in the plain field ${perKey(median(controlBursts.map((burst) => burst.script)))} ms per key`,
    );
    console.log(
      `  script alone per keystroke (Chromium's ScriptDuration, steadier on a noisy machine): figures only median ${median(costs.filter((entry) => !entry.moved).map((entry) => entry.script)).toFixed(1)} ms, offers moved or hint ${moved.map((entry) => entry.script.toFixed(1)).join(', ')} ms`,
    );
    console.log(`/ratenkredit INP while typing the amount (longest interaction, 4× slowdown): ${await inp(page)}`);

    // The pauses in typing once more, in thread time without slowdown, from a trace of the
    // renderer's main thread: the CPU time of the work itself, steadier than task times at 4x on
    // a noisy machine (multiply by about 4 to compare). Rounds of typing TYPED into the empty
    // field a key at a time, each key followed by the pause.
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const pauseThread = new Map<string, { script: number[]; render: number[] }>();
    for (let round = 0; round < PAUSE_ROUNDS; round++) {
      await amount.fill('');
      await page.waitForTimeout(TYPING_PAUSE_MS + 400);
      let typed = '';
      for (const key of TYPED) {
        typed += key;
        await page.keyboard.press(key);
        await page.waitForTimeout(WINDOW_MS);
        await browser.startTracing(page, { categories: ['devtools.timeline'] });
        await page.waitForTimeout(URL_WINDOW_MS);
        const times = mainThreadTimes(JSON.parse((await browser.stopTracing()).toString()) as Trace);
        const entry = pauseThread.get(typed) ?? { script: [], render: [] };
        entry.script.push(times.script);
        entry.render.push(times.render);
        pauseThread.set(typed, entry);
      }
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const movedAt = new Set(costs.slice(0, TYPED.length).flatMap((entry, index) => (entry.moved ? [TYPED.slice(0, index + 1).join('')] : [])));
    console.log(
      `  each pause in thread time without slowdown (${PAUSE_ROUNDS} rounds of typing "${TYPED.join('')}", medians; * offers moved): ${[...pauseThread]
        .map(([typed, { script, render }]) => `${typed}${movedAt.has(typed) ? '*' : ''} script ${median(script).toFixed(1)}, layout and paint ${median(render).toFixed(1)}`)
        .join('; ')} ms`,
    );

    // The same with a Wunschrate, where every keystroke also computes each offer's amount from it.
    // Switching the mode renders every card anew: one interaction, reported on its own.
    await page.evaluate(() => ((window as unknown as { __interactions: unknown[] }).__interactions.length = 0));
    await clickAsVisitor(page, page.getByRole('radio', { name: 'Wunschrate' }));
    await page.waitForTimeout(WINDOW_MS);
    console.log(`/ratenkredit switching to the Wunschrate (4× slowdown): ${await inp(page)}`);
    await page.evaluate(() => ((window as unknown as { __interactions: unknown[] }).__interactions.length = 0));
    const budget = page.locator('input[name="wunschrate"]');
    await budget.fill('350');
    await page.waitForTimeout(WINDOW_MS + URL_WINDOW_MS);
    await control.fill('350');
    const budgetCosts: typeof costs = [];
    const budgetPairs: number[] = [];
    for (const key of BUDGET_REPLACED) {
      for (const field of [budget, control]) {
        await field.evaluate((input: HTMLInputElement) => {
          input.focus();
          input.setSelectionRange(1, 2);
        });
        await measure(key, field === budget ? `3${key}0` : key);
      }
      const { ms: controlMs } = costs.pop()!;
      const entry = costs.pop()!;
      budgetCosts.push(entry);
      if (!entry.moved) budgetPairs.push(entry.ms - controlMs);
    }
    console.log(`  Wunschrate, figures only: ${summary(budgetCosts.filter((entry) => !entry.moved))}; moved offers: ${summary(budgetCosts.filter((entry) => entry.moved))}`);
    console.log(`  the site's own work for a figures-only keystroke with a Wunschrate: median ${median(budgetPairs).toFixed(1)} ms (${budgetPairs.map((ms) => ms.toFixed(1)).join(', ')})`);
    console.log(`/ratenkredit INP while typing the Wunschrate (4× slowdown): ${await inp(page)}`);
    await page.close();

    // As on /ratenkredit: the prerendered data is stale, so the first interaction refreshes it.
    const home = await openPage('/');
    const homeCdp = await home.context().newCDPSession(home);
    await homeCdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const homeAmount = home.locator('input[name="betrag"]').first();
    // The first interaction on the page (it also hydrates what still waits and refreshes stale data).
    await clickAsVisitor(home, homeAmount);
    await home.keyboard.press('ControlOrMeta+A');
    for (const key of TYPED) await home.keyboard.press(key);
    await home.waitForTimeout(500);
    console.log(`/ INP (longest interaction while typing, 4× slowdown): ${await inp(home)}`);
    await home.close();

    // For scale: the same one-text frame on a short page without offers or a form. What any
    // change to a page costs this machine's Chromium, before any of the site's work.
    const short = await openPage('/impressum');
    const shortCdp = await short.context().newCDPSession(short);
    await shortCdp.send('Performance.enable');
    await shortCdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const shortFrame: number[] = [];
    const shortNoCall: number[] = [];
    for (let round = 0; round < 3; round++) {
      for (const suffix of [' ', '']) {
        shortFrame.push(await taskCost(short, shortCdp, () => changeText(short, 'h1', suffix)));
        shortNoCall.push(await taskCost(short, shortCdp, () => emptyTask(short)));
      }
    }
    const shortNoCallMs = median(shortNoCall);
    console.log(
      `/impressum (a short page), 4× slowdown: the browser alone for a frame with one changed text (the heading): median ${(median(shortFrame) - shortNoCallMs).toFixed(1)} ms (${shortFrame.map((ms) => (ms - shortNoCallMs).toFixed(1)).join(', ')})`,
    );
    await short.close();
  } finally {
    await browser.close();
    server.close();
  }
}
