import { createContext, useContext } from 'react';

/** How antd runs on this page (issue 13): set once by the app, read by every antd scope. */
export interface AntdEnv {
  /**
   * The page links the site's static antd stylesheet (built by tools/vite-config), so antd runs in
   * its zero-runtime mode and generates no style in the browser. Off in tests and stories, where
   * antd generates the same styles at run time.
   */
  staticStyles: boolean;
  /** The page's CSP nonce, for the few <style> elements antd still adds (its theme's variables). */
  nonce?: string | undefined;
}

const AntdEnvContext = createContext<AntdEnv>({ staticStyles: false });

export const AntdEnvProvider = AntdEnvContext.Provider;

export const useAntdEnv = (): AntdEnv => useContext(AntdEnvContext);

const InAntdScopeContext = createContext(false);

/** Set by AntdScope: the components below it may be antd's. */
export const InAntdScopeProvider = InAntdScopeContext.Provider;

/** Whether an AntdScope is above (its components use antd). */
export const useInAntdScope = (): boolean => useContext(InAntdScopeContext);
