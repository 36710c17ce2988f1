import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { CITY_DIRECTORY, FEATURE_INFO, siteFixture, type SiteConfig } from '@portal/site-config';
import { SiteBaseProviders } from '@portal/ui-kit';
import SiteMapPage from './site-map-page';

// Issue 13: the page is plain, so it renders under the providers without antd's scope.
const renderMap = (site: SiteConfig) =>
  render(
    <SiteBaseProviders site={site}>
      <MemoryRouter initialEntries={['/siteMap']}>
        <SiteMapPage />
      </MemoryRouter>
    </SiteBaseProviders>,
  );

describe('SiteMapPage (issue 21 §14 网站地图)', () => {
  it('lists the sections and other pages the site offers, and on the province every city site', () => {
    const site = siteFixture('portal');
    renderMap(site);
    expect(screen.getByRole('heading', { level: 1, name: '网站地图' })).toBeInTheDocument();
    const sections = screen.getByRole('heading', { level: 2, name: '网站栏目' }).closest('.ant-card') as HTMLElement;
    expect(within(sections).getByRole('link', { name: FEATURE_INFO.dataResource.label })).toHaveAttribute('href', FEATURE_INFO.dataResource.path);
    const others = screen.getByRole('heading', { level: 2, name: '其他页面' }).closest('.ant-card') as HTMLElement;
    expect(within(others).getByRole('link', { name: FEATURE_INFO.search.label })).toHaveAttribute('href', FEATURE_INFO.search.path);
    const cities = screen.getByRole('heading', { level: 2, name: '市级平台' }).closest('.ant-card') as HTMLElement;
    expect(within(cities).getAllByRole('listitem')).toHaveLength(CITY_DIRECTORY.length);
    const nj = CITY_DIRECTORY.find((city) => city.code === 'nj')!;
    expect(within(cities).getByRole('link', { name: nj.nameZh })).toHaveAttribute('href', expect.stringMatching(/\/home$/));
  });

  it('a city site lists only its own enabled features, without the city list', () => {
    renderMap(siteFixture('nj', ['home', 'policy', 'search']));
    expect(screen.queryByRole('heading', { name: '市级平台' })).toBeNull();
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      FEATURE_INFO.home.path,
      FEATURE_INFO.policy.path,
      FEATURE_INFO.search.path,
    ]);
  });
});
