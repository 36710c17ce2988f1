import { createContext, useContext } from 'react';

/**
 * The modal dialog a component renders in (DetailDrawer's <dialog>), or null outside one.
 *
 * A dialog opened with showModal() sits in the browser's top layer and makes the rest of the page
 * inert: a popup portalled to document.body (antd's Select list, Modal, message) would show under
 * it and take no input. antd code inside a dialog renders its popups here instead, e.g. with
 * `<ConfigProvider getPopupContainer={() => layer}>` where `layer = useDialogLayer()`.
 */
export const DialogLayerContext = createContext<HTMLElement | null>(null);

/** The element popups inside the current modal dialog must render into (null outside a dialog). */
export const useDialogLayer = (): HTMLElement | null => useContext(DialogLayerContext);
