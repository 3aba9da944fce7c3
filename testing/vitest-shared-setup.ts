/**
 * Setup of the projects whose test files share their worker and its modules instead of getting a fresh worker each
 * (isolate: false in vitest.config.ts); the component tests among them (jsdom, from their
 * `// @vitest-environment jsdom` line) share one jsdom per worker. So that no file sees what another left behind,
 * what a file can leave behind is undone after it, and the next file starts as in a fresh worker: process.env as
 * it was, no stubbed globals, no spies, real timers; and in jsdom, rendered trees unmounted, an empty document, the
 * URL back at the start, empty storage and cookies, and no event listeners the file added to window or document.
 * Within a file nothing changes: its tests clean up after themselves (or not) as before.
 *
 * This module runs again before each test file is loaded, so what it records here includes what the file does
 * while it is being loaded.
 */
import { afterAll, vi } from "vitest";

const environment = { ...process.env };
const stopTracking = typeof document === "undefined" ? undefined : trackListeners([window, document]);

if (typeof document !== "undefined") {
  const { cleanup } = await import("@testing-library/react");
  // The URL of a fresh jsdom, kept from the first file.
  const startUrl = ((globalThis as { __sharedSetupStartUrl?: string }).__sharedSetupStartUrl ??= window.location.href);

  // Registered before the hook below, so it runs after it (after-hooks run in reverse), when stubs are gone.
  afterAll(() => {
    cleanup();
    for (const [target, type, listener, options] of stopTracking?.() ?? []) {
      target.removeEventListener(type, listener, options);
    }
    window.history.replaceState(null, "", startUrl);
    window.localStorage.clear();
    window.sessionStorage.clear();
    for (const cookie of document.cookie.split(";")) {
      const name = cookie.split("=")[0].trim();
      if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    }
    // Emptied, not replaced: Testing Library's `screen` holds on to this body.
    document.head.replaceChildren();
    document.body.replaceChildren();
    for (const element of [document.documentElement, document.head, document.body]) {
      for (const attribute of [...element.attributes]) element.removeAttribute(attribute.name);
    }
    document.title = "";
  });
}

afterAll(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  vi.useRealTimers();
  for (const name of Object.keys(process.env)) {
    if (!(name in environment)) delete process.env[name];
  }
  Object.assign(process.env, environment);
});

type Listening = [
  target: EventTarget,
  type: string,
  listener: EventListenerOrEventListenerObject,
  options: boolean | EventListenerOptions | undefined,
];

/** Records the listeners added to `targets` until the returned function is called, which answers them. */
function trackListeners(targets: EventTarget[]): () => Listening[] {
  const added: Listening[] = [];
  const own = targets.map((target) => Object.getOwnPropertyDescriptor(target, "addEventListener"));
  for (const target of targets) {
    const add = target.addEventListener;
    Object.defineProperty(target, "addEventListener", {
      configurable: true,
      writable: true,
      value(this: EventTarget, ...args: Parameters<EventTarget["addEventListener"]>) {
        const [type, listener, options] = args;
        if (listener) added.push([this, type, listener, typeof options === "object" ? { capture: options.capture } : options]);
        return add.apply(this, args);
      },
    });
  }
  return () => {
    targets.forEach((target, index) => {
      const descriptor = own[index];
      if (descriptor) Object.defineProperty(target, "addEventListener", descriptor);
      else delete (target as { addEventListener?: unknown }).addEventListener;
    });
    return added;
  };
}
