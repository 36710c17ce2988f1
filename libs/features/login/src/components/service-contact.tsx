import { useId } from 'react';
import type { SiteContact } from '@portal/site-config';
import { PlainDescriptions, PlainTitle, THEME, cx } from '@portal/ui-kit';
import { LOGIN_STRINGS } from '../strings';

const S = LOGIN_STRINGS.contact;

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
  const headingId = useId();
  const items = [
    contact?.phone
      ? {
          key: 'phone',
          label: S.phone,
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
          label: S.email,
          children: (
            <a className={LINK_CLASS} href={`mailto:${contact.email}`}>
              {contact.email}
            </a>
          ),
        }
      : null,
    contact?.hours ? { key: 'hours', label: S.hours, children: contact.hours } : null,
    contact?.address ? { key: 'address', label: S.address, children: contact.address } : null,
  ].filter((item) => item !== null);
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={headingId} style={{ maxWidth: 480, margin: '0 auto', textAlign: 'start' }}>
      <PlainTitle id={headingId} level={2} style={{ fontSize: 16, margin: '0 0 8px' }}>
        {S.title}
      </PlainTitle>
      <PlainDescriptions size="small" bordered items={items} />
    </section>
  );
}
