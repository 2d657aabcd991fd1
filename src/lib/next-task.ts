/** Resolves in a task of its own, so the browser can paint and handle input before the caller goes on. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Runs `callback` once the browser has painted the next frame: a timer queued inside a frame
 * callback runs after that frame. Work started from an event handler this way does not delay the
 * frame that answers the event. (A hidden tab paints nothing: the callback waits until it is shown.)
 */
export function afterNextPaint(callback: () => void) {
  requestAnimationFrame(() => setTimeout(callback, 0));
}
