/**
 * Resolves once everything a payload could use to run script has had its chance: each image,
 * media element and frame under `root` has loaded or failed (so an `onerror` that survived
 * would have run), then two animation frames (autofocus and focus handlers). Waits on those
 * events, never on a fixed time. Self-contained, so Playwright can pass it to `evaluate`.
 * Browser-only (DOM types), hence apart from the payloads, which server tests import too.
 */
export async function xssSettled(root: ParentNode): Promise<void> {
  const pending = [...root.querySelectorAll('img, video, audio, iframe')].map(
    (element) =>
      new Promise<void>((resolve) => {
        const settled =
          element instanceof HTMLImageElement
            ? element.complete
            : element instanceof HTMLMediaElement
              ? element.readyState > 0 ||
                element.error !== null ||
                element.networkState === HTMLMediaElement.NETWORK_EMPTY ||
                element.networkState === HTMLMediaElement.NETWORK_NO_SOURCE
              : (element as HTMLIFrameElement).contentDocument?.readyState === 'complete';
        if (settled) return resolve();
        for (const event of ['load', 'error', 'loadedmetadata']) element.addEventListener(event, () => resolve(), { once: true });
      }),
  );
  await Promise.all(pending);
  for (let frame = 0; frame < 2; frame += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
}
