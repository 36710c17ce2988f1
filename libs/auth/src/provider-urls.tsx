import { api } from '@portal/api-client';
import { useText } from '@portal/i18n';
import { getTimedItem, setTimedItem } from '@portal/util';
import { authRoutes } from './auth-calls';
import { AUTH_TIMING, authConfig } from './config';
import { getFeedback } from './feedback';
import { STORAGE_KEYS } from './storage-keys';
import { authText } from './text';

/** Spec §9: the loading dialog while fetching addresses is 200 px wide. */
export const LOADING_MODAL_WIDTH = 200;

export interface AddressOptions {
  /** Spec §8: "an optional modal with a spinner labelled loading". */
  showLoading?: boolean;
  /** Extra request headers (the logout call sends the token being ended). */
  headers?: Record<string, string>;
  /** Skip the cache (logout must reach the server to end the session). */
  fresh?: boolean;
}

/**
 * antd's small Spin with its label, drawn as markup: the dialog brings antd's styles, auth brings no antd
 * code. (ui-kit's PlainSpin draws the same; auth, a data-access lib, may not import ui-kit.)
 */
function LoadingContent() {
  const t = useText(authText);
  return (
    <div className="ant-spin ant-spin-sm ant-spin-spinning portal" aria-live="polite" aria-busy="true">
      <div className="ant-spin-section">
        <span className="ant-spin-dot-holder">
          <span className="ant-spin-dot ant-spin-dot-spin">
            <i className="ant-spin-dot-item" />
            <i className="ant-spin-dot-item" />
            <i className="ant-spin-dot-item" />
            <i className="ant-spin-dot-item" />
          </span>
        </span>
        <div className="ant-spin-description">{t('loading')}</div>
      </div>
    </div>
  );
}

function showLoadingModal() {
  return getFeedback().modal.info({
    width: LOADING_MODAL_WIDTH,
    icon: null,
    centered: true,
    closable: false,
    maskClosable: false,
    keyboard: false,
    footer: null,
    content: <LoadingContent />,
  });
}

async function providerAddress(
  route: 'logoutUrl' | 'registerUrl',
  cacheKey: string,
  homeKey: string,
  failure: 'logoutUrlFailed' | 'registerUrlFailed',
  fallback: string,
  options: AddressOptions,
): Promise<string> {
  if (!options.fresh) {
    const cached = getTimedItem<unknown>(cacheKey);
    if (typeof cached === 'string' && cached) return cached;
  }
  const dialog = options.showLoading ? showLoadingModal() : null;
  try {
    const url = await api.call((await authRoutes())[route], {}, { quiet: true, headers: options.headers ?? {} });
    setTimedItem(cacheKey, url, AUTH_TIMING.addressCacheMs);
    try {
      localStorage.setItem(homeKey, url);
    } catch {
      // The cache entry above is enough.
    }
    return url;
  } catch {
    // Spec §8: the call failed, the code was not 0 or the data was empty.
    getFeedback().message.error(authText.t(failure));
    return fallback;
  } finally {
    dialog?.destroy();
  }
}

/** Spec §7/§8: the provider logout address, cached 60 s; on failure 获取退出地址失败 and the built-in default. */
export function getLogoutUrl(options: AddressOptions = {}): Promise<string> {
  return providerAddress('logoutUrl', STORAGE_KEYS.logoutUrl, STORAGE_KEYS.homeLogoutUrl, 'logoutUrlFailed', authConfig().providerLogoutUrl, options);
}

/** Spec §7/§8: the corporate register address, cached 60 s; on failure 获取注册地址失败 and the built-in default. */
export function getRegisterUrl(options: AddressOptions = {}): Promise<string> {
  return providerAddress('registerUrl', STORAGE_KEYS.registerUrl, STORAGE_KEYS.homeRegisterUrl, 'registerUrlFailed', authConfig().providerRegisterUrl, options);
}
