export { UI_CONSTANTS } from './constants';
export { SiteProviders, type SiteProvidersProps } from './theme/site-providers';
export { SiteBaseProviders, type SiteBaseProvidersProps } from './theme/site-base-providers';
export { AntdEnvProvider, useAntdEnv, type AntdEnv } from './theme/antd-env';
export { loadAntdScope, WithDialogPopups } from './theme/lazy-antd-scope';
export { loadAntdStylesheet, withAntdStylesheet } from './theme/antd-stylesheet';
export { AntdScope } from './theme/antd-scope';
export * from './plain';
export { useSite } from './theme/site-context';
export { useReadingMode, ReadingModeProvider, READING_MODE_KEY, READING_MODE_CLASS, storedLargeText } from './theme/reading-mode';
export { createSiteTheme, THEME_CLASS, FOOTER_COLORS } from './theme/site-theme';
export { validateMessages, validateMessagesOf } from './theme/validate-messages';
export { LoadingOverlay, type LoadingOverlayProps } from './feedback/loading-overlay';
export { PrefetchLink, PrefetchProvider, type Prefetcher, type PrefetchMode, type PrefetchLinkProps } from './navigation/prefetch';
export {
  PageTitleProvider,
  RenderedTitleProvider,
  usePageHead,
  usePageTitle,
  useRenderedTitle,
  type PageHead,
  type PageTitleSink,
  type RenderedTitle,
} from './navigation/page-title';
export { STRUCTURED_DATA_CONTEXT, sitePublisher, useStructuredDataSite, type StructuredDataSite } from './navigation/structured-data';
export { HomeLayout, CityLayout, type LayoutProps, type CityLayoutProps } from './layouts/layouts';
export { WorkspaceLayout, type WorkspaceLayoutProps, type WorkspaceNavItem } from './layouts/workspace-layout';
export { PageFrame, type PageFrameProps } from './layouts/page-frame';
export { SiteHeader, type SiteHeaderProps, type DrawerSection } from './layouts/site-header';
export { HeaderBar, type HeaderBarProps } from './layouts/header-bar';
export { SiteLogo } from './layouts/site-logo';
export { COMPACT_LABEL_CLASS, VISUALLY_HIDDEN_CLASS } from './layouts/layout-css';
export { siteHomeHref } from './navigation/site-links';
export { PageHostProvider, usePageHost, type HostLocation } from './navigation/page-host';
export { RenderTimeProvider, useHydrated, useNow, useServerRendered } from './theme/hydrated';
export { SiteFooter, type SiteFooterProps } from './layouts/site-footer';
export { FooterFacts, serviceLinks, footerLinkStyle } from './layouts/footer-parts';
export { NavMenu, menuEntries, isCurrentEntry, type NavMenuProps, type NavEntry } from './layouts/nav-menu';
export {
  ForbiddenPage,
  NotFoundPage,
  ServiceUnavailablePage,
  PlaceholderPage,
  LoaderErrorPage,
  PageErrorPage,
  type ServiceUnavailablePageProps,
  type PlaceholderPageProps,
  type LoaderErrorPageProps,
} from './pages/status-pages';
export { RichText, type RichTextProps } from './content/rich-text';
export { LazyRichText } from './content/lazy-rich-text';
export { sanitizeHtml, htmlToText, setRichTextWindow } from './content/sanitize';
export { AttachmentList, type AttachmentListProps, type AttachmentItem } from './content/attachment-list';
export { DownloadLink, DOWNLOAD_LINK_STRINGS, type DownloadLinkProps } from './content/download-link';
export * from './listing';
export { StatusTag, type StatusTagProps, type StatusTone } from './content/status-tag';
export { LinkButton, type LinkButtonProps } from './navigation/link-button';
export { WorkspacePage, Section, type WorkspacePageProps, type SectionProps } from './workspace/workspace-page';
export { ActionFailureAlert, type ActionFailureAlertProps } from './feedback/action-failure-alert';
export { ReasonDialog, type ReasonDialogProps } from './feedback/reason-dialog';
export { ActionBar, type ActionBarProps, type ActionBarItem, type ActionBarLink, type ActionBarRun } from './workspace/action-bar';
export { QueryPage, type QueryPageProps, type PageQuery } from './workspace/query-page';
export { ReviewTimeline, type ReviewTimelineProps, type ReviewTimelineItem } from './workspace/review-timeline';
export { SearchIdGate, type SearchIdGateProps } from './navigation/search-id-gate';
export { UploadListField, type UploadListFieldProps } from './upload/upload-list-field';
export { type UploadListItem, type UploadFn, type UploadRequest, type UploadRules, type UploadProblem } from './upload/use-upload-list';
export {
  defineFeatureRoutes,
  type FeatureRoute,
  type FeatureRoutes,
  type FeatureRouteHandle,
  type RouteLocation,
  type RouteLoader,
  type EnsureQuery,
} from './navigation/feature-routes';
export { uiText, pageLabel, siteName, regionName, type UiText } from './text';
export { useKeptForm, type KeepableForm } from './feedback/kept-form';
export { KeptFormAlert, type KeptFormAlertProps } from './feedback/kept-form-alert';
