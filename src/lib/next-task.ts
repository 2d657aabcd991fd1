/** Resolves in a task of its own, so the browser can paint and handle input before the caller goes on. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
