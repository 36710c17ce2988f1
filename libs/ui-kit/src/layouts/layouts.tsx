import { useLocale } from '@portal/i18n';
import { siteName } from '../text';
import type { ReactNode } from 'react';
import { defaultOrganizer, type SiteIdentity } from '@portal/site-config';
import { useSite } from '../theme/site-context';
import { PageFrame } from './page-frame';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export interface LayoutProps {
  children: ReactNode;
  /** Right-hand header area (login button, user menu). */
  headerExtra?: ReactNode;
}

/** Public pages of a site: header with the site's menu, footer. */
export function HomeLayout({ children, headerExtra }: LayoutProps) {
  const site = useSite();
  const locale = useLocale();
  return (
    <PageFrame layout="home" header={<SiteHeader title={siteName(locale, site)} menuSite={site} extra={headerExtra} />} footer={<SiteFooter site={site} />}>
      {children}
    </PageFrame>
  );
}

export interface CityLayoutProps extends LayoutProps {
  /**
   * The city shown, when it is not the current site (the province's /nj … /sq routes):
   * its name in the header, its sponsor in the footer, its own route as the title link.
   */
  city?: Pick<SiteIdentity, 'code' | 'nameZh' | 'nameEn' | 'regionZh' | 'kind'>;
}

/** City pages (spec §2): the city's name in the header, no feature menu. */
export function CityLayout({ children, headerExtra, city }: CityLayoutProps) {
  const site = useSite();
  const locale = useLocale();
  const footerSite = city ? { nameZh: city.nameZh, nameEn: city.nameEn, footer: { organizer: defaultOrganizer(city) }, features: [] } : site;
  return (
    <PageFrame
      layout="city"
      header={<SiteHeader title={siteName(locale, city ?? site)} titleHref={city ? `/${city.code}` : '/home'} extra={headerExtra} />}
      footer={<SiteFooter site={footerSite} />}
    >
      {children}
    </PageFrame>
  );
}
