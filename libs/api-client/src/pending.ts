import { createPendingCounter } from '@portal/util';

/**
 * Requests in flight (spec §7: a loading overlay shows while requests are pending).
 * The shell hands this counter to the ui-kit overlay.
 */
export const pendingRequests = createPendingCounter();

/**
 * Spec §7: "unless disabled by a header". A request carrying this header is not
 * counted; the client removes the header before sending.
 */
export const NO_LOADING_HEADER = 'X-Portal-No-Loading';
