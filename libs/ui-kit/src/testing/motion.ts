/** Elements rc-motion is moving (its `-appear`, `-enter` and `-leave` state classes). */
const MOTION_CLASSES = '[class*="-appear"], [class*="-enter"], [class*="-leave"]';

/**
 * For play functions: waits until the page's finite CSS animations and
 * transitions (antd's fade-ins, form messages sliding in and out) have finished.
 *
 * Storybook's story tests freeze animations between the play function and the
 * a11y check, so a play function that ends while antd is still animating leaves
 * axe a half-transparent frame to measure. Endless animations (spinners) are
 * ignored.
 */
export async function motionSettled(doc: Document): Promise<void> {
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  for (let round = 0; round < 60; round += 1) {
    // antd starts a motion a frame or two after the state change that causes it.
    await frame();
    await frame();
    const running = doc
      .getAnimations()
      .filter((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().iterations !== Infinity);
    // rc-motion (antd) marks an element with its motion classes (…-appear, …-enter, …-leave) from
    // the state change until the motion ends; on a busy machine the CSS transition may not have
    // started yet when we look, so a marked element counts as moving too.
    const marked = doc.querySelector(MOTION_CLASSES) !== null;
    if (running.length === 0 && !marked) return;
    if (running.length === 0) continue;
    await Promise.allSettled(running.map((animation) => animation.finished));
  }
}
