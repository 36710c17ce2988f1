import { useId } from 'react';
import { CONTENT_LANG, useText } from '@portal/i18n';
import type { SiteContact } from '@portal/site-config';
import { PlainDescriptions, PlainTitle, THEME, cx } from '@portal/ui-kit';
import { loginText } from '../text';

/** A phone number as a tel: address (digits and a leading +; spaces and dashes dropped). */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

const LINK_CLASS = cx('ant-typography ant-typography-link', THEME);

export interface ServiceContactProps {
  /** The site registry's service contact (libs/site-config); empty fields are not shown. */
  contact: SiteContact | undefined;
}

/**
 * Issue 21 §10d: where a user is told to get in touch, the site's service contact (hotline,
 * email, hours, address) from the site registry — never a bare "contact an administrator".
 * Nothing is rendered when the site's record names none.
 */
export function ServiceContact({ contact }: ServiceContactProps) {
  const t = useText(loginText);
  const headingId = useId();
  const items = [
    contact?.phone
      ? {
          key: 'phone',
          label: t('contact.phone'),
          children: (
            <a className={LINK_CLASS} href={telHref(contact.phone)}>
              {contact.phone}
            </a>
          ),
        }
      : null,
    contact?.email
      ? {
          key: 'email',
          label: t('contact.email'),
          children: (
            <a className={LINK_CLASS} href={`mailto:${contact.email}`}>
              {contact.email}
            </a>
          ),
        }
      : null,
    contact?.hours ? { key: 'hours', label: t('contact.hours'), children: <span lang={CONTENT_LANG}>{contact.hours}</span> } : null,
    contact?.address ? { key: 'address', label: t('contact.address'), children: <span lang={CONTENT_LANG}>{contact.address}</span> } : null,
  ].filter((item) => item !== null);
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={headingId} style={{ maxWidth: 480, margin: '0 auto', textAlign: 'start' }}>
      <PlainTitle id={headingId} level={2} style={{ fontSize: 16, margin: '0 0 8px' }}>
        {t('contact.title')}
      </PlainTitle>
      <PlainDescriptions size="small" bordered items={items} />
    </section>
  );
}
