import { App, Button, Form, Input, theme } from 'antd';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UI_CONSTANTS } from '../constants';
import { SiteProviders } from './site-providers';
import { useSite } from './site-context';
import { createSiteTheme } from './site-theme';
import { SURFACE_COLORS, contrastRatio, siteFixture } from '@portal/site-config';

const portal = siteFixture('portal');
const nj = siteFixture('nj');

function SiteName() {
  return <p>{useSite().nameZh}</p>;
}

describe('ui-kit SiteProviders', () => {
  it('provides the site to the tree', () => {
    render(
      <SiteProviders site={nj}>
        <SiteName />
      </SiteProviders>,
    );
    expect(screen.getByText('南京市公共数据授权运营平台')).toBeInTheDocument();
  });

  it('spec §5: shows the Chinese generic form messages (required, length)', async () => {
    render(
      <SiteProviders site={portal}>
        <Form onFinish={() => undefined}>
          <Form.Item label="联系人" name="contact" rules={[{ required: true }]}>
            <Input />
          </Form.Item>
          <Form.Item label="统一社会信用代码" name="code" rules={[{ len: 18 }]}>
            <Input />
          </Form.Item>
          <Button htmlType="submit">提交</Button>
        </Form>
      </SiteProviders>,
    );
    await userEvent.type(screen.getByLabelText('统一社会信用代码'), '123');
    await userEvent.click(screen.getByRole('button', { name: /提\s*交/ }));
    expect(await screen.findByText('请输入联系人')).toBeInTheDocument();
    expect(await screen.findByText('统一社会信用代码须为18个字符')).toBeInTheDocument();
  });

  it('spec §9: message toasts sit 160 px from the top', async () => {
    function Toast() {
      const { message } = App.useApp();
      return <Button onClick={() => message.info('已保存')}>提示</Button>;
    }
    render(
      <SiteProviders site={portal}>
        <Toast />
      </SiteProviders>,
    );
    await userEvent.click(screen.getByRole('button', { name: /提\s*示/ }));
    // antd positions the message list through this CSS variable.
    await waitFor(() => expect(document.querySelector('.ant-message')?.getAttribute('style')).toContain(`--notification-top: ${UI_CONSTANTS.message.top}px`));
  });

  it('spec §9: notifications use the default top offset of 8 px', async () => {
    function Notify() {
      const { notification } = App.useApp();
      return <Button onClick={() => notification.info({ title: '通知', description: '内容' })}>通知</Button>;
    }
    render(
      <SiteProviders site={portal}>
        <Notify />
      </SiteProviders>,
    );
    await userEvent.click(screen.getByRole('button', { name: /通\s*知/ }));
    await waitFor(() =>
      expect(document.querySelector('.ant-notification')?.getAttribute('style')).toContain(`--notification-top: ${UI_CONSTANTS.defaultTopOffset}px`),
    );
  });

  it('spec §9: the province theme uses primary #046af3', () => {
    expect(createSiteTheme(portal.brand).token?.colorPrimary).toBe('#046af3');
    expect(createSiteTheme(nj.brand).token?.colorPrimary).toBe('#6b2fa0');
  });

  it('issue 21 §1: a hovered, focused or pressed link stays readable (AA on white and on the page background)', () => {
    // antd's own hover colour is a lighter tint (#57abff for #046af3: 2.4:1); a link keeps focus after a click.
    for (const colorPrimary of ['#046af3', '#6b2fa0', '#0f6e4f', '#b4232a']) {
      const token = createSiteTheme({ ...portal.brand, colorPrimary }).token ?? {};
      for (const color of [token.colorLink, token.colorLinkHover, token.colorLinkActive]) {
        for (const background of Object.values(SURFACE_COLORS))
          expect(contrastRatio(color ?? '', background), `${colorPrimary}: ${color} on ${background}`).toBeGreaterThanOrEqual(4.5);
      }
      expect(token.colorLinkHover).not.toBe(colorPrimary);
    }
  });
  it('issue 19: the focus ring is ≥ 3:1 next to the page, and a hovered or pressed primary button keeps white text at AA', () => {
    for (const colorPrimary of ['#046af3', '#6b2fa0', '#0f6e4f', '#b4232a']) {
      const token = createSiteTheme({ ...portal.brand, colorPrimary }).token ?? {};
      for (const background of Object.values(SURFACE_COLORS)) {
        expect(contrastRatio(token.colorPrimaryBorder ?? '', background), `${colorPrimary}: ring on ${background}`).toBeGreaterThanOrEqual(3);
      }
      for (const fill of [token.colorPrimary, token.colorPrimaryHover, token.colorPrimaryActive]) {
        expect(contrastRatio('#ffffff', fill ?? ''), `${colorPrimary}: white on ${fill}`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it('WCAG 2.3.3: antd motion is off while the system asks for reduced motion, and follows a change of the setting', () => {
    const listeners = new Set<() => void>();
    const reduce = { matches: true };
    vi.stubGlobal('matchMedia', (media: string) => ({
      get matches() {
        return media === '(prefers-reduced-motion: reduce)' && reduce.matches;
      },
      media,
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    }));
    function Motion() {
      return <p>{theme.useToken().token.motion ? '动效开启' : '动效关闭'}</p>;
    }
    render(
      <SiteProviders site={portal}>
        <Motion />
      </SiteProviders>,
    );
    expect(screen.getByText('动效关闭')).toBeInTheDocument();
    act(() => {
      reduce.matches = false;
      for (const listener of listeners) listener();
    });
    expect(screen.getByText('动效开启')).toBeInTheDocument();
  });
});
