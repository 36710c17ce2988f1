import LeftOutlined from '@ant-design/icons-svg/es/asn/LeftOutlined';
import RightOutlined from '@ant-design/icons-svg/es/asn/RightOutlined';
import { useId, useState, type CSSProperties, type KeyboardEvent } from 'react';
import type { WallBlock } from '@portal/api-contract';
import { CONTENT_LANG, useText } from '@portal/i18n';
import { PlainButton, PlainParagraph, PlainTitle, VISUALLY_HIDDEN, useReadingMode } from '@portal/ui-kit';
import { homeText } from '../text';
import { WallLink } from './wall-link';

type BannerBlock = Extract<WallBlock, { type: 'banner' }>;

// Dark enough behind white text for WCAG AA whatever the image (axe cannot measure images).
const SHADE = 'rgba(0, 33, 94, 0.72)';

type Slide = BannerBlock['slides'][number];

/** A slide's box: the brand's blue, under its image (shaded for white text) when it has one. */
function slideStyle(imageUrl: string | undefined | null): CSSProperties {
  return {
    minHeight: 220,
    // The wall's width, not the screen's (its container): the 375 px preview pads like a phone.
    padding: '40px clamp(16px, 6cqi, 64px) 56px',
    color: '#fff',
    backgroundColor: '#0b3d91',
    backgroundImage: imageUrl ? `linear-gradient(${SHADE}, ${SHADE}), url("${encodeURI(imageUrl)}")` : undefined,
    backgroundSize: 'cover',
    backgroundPosition: 'center',
  };
}

/** A slide's words and link. */
function SlideContent({ slide }: { slide: Slide }) {
  const t = useText(homeText);
  return (
    <>
      <PlainTitle level={2} className="home-banner-title" lang={CONTENT_LANG}>
        {slide.title}
      </PlainTitle>
      {slide.subtitle ? (
        <PlainParagraph className="home-banner-subtitle" lang={CONTENT_LANG}>
          {slide.subtitle}
        </PlainParagraph>
      ) : null}
      {slide.href ? (
        <WallLink href={slide.href} style={{ color: '#fff', textDecoration: 'underline' }}>
          {t('banner.more')}
          <span style={VISUALLY_HIDDEN}>
            {t('banner.moreSeparator')}
            <span lang={CONTENT_LANG}>{slide.title}</span>
          </span>
        </WallLink>
      ) : null}
    </>
  );
}

/**
 * Issue 19 §Older readers, simplified page chrome: in the age-friendly mode the banner is no carousel.
 * Every slide shows, one under the other, on the plain brand colour (no image behind the words), with
 * nothing to operate.
 */
function PlainBanner({ block }: { block: BannerBlock }) {
  const t = useText(homeText);
  return (
    <section aria-label={t('banner.label')} className="home-banner-plain" style={{ display: 'grid', gap: 8, borderRadius: 8, overflow: 'hidden' }}>
      {block.slides.map((slide, index) => (
        <div key={`${slide.title}-${index}`} style={{ ...slideStyle(null), minHeight: 0, padding: '24px clamp(16px, 6cqi, 64px)' }}>
          <SlideContent slide={slide} />
        </div>
      ))}
    </section>
  );
}

/**
 * The banner of the home page: slides a visitor moves through with the buttons,
 * the dots or the arrow keys (WAI-ARIA carousel pattern). It never advances on its
 * own, so nothing moves that the visitor did not ask for (WCAG 2.2.2).
 */
export function WallBanner({ block }: { block: BannerBlock }) {
  const { largeText } = useReadingMode();
  return largeText ? <PlainBanner block={block} /> : <Carousel block={block} />;
}

/** The banner's slides, one at a time (WAI-ARIA carousel pattern). */
function Carousel({ block }: { block: BannerBlock }) {
  const t = useText(homeText);
  const [current, setCurrent] = useState(0);
  // The slides are a live region once the visitor is in the carousel: a change they ask for is
  // read out, but the first slide appearing as the page loads is not (issue 19, Orca pass).
  const [engaged, setEngaged] = useState(false);
  const slidesId = useId();
  const total = block.slides.length;
  const go = (index: number) => setCurrent((index + total) % total);
  const onKeyDown = (event: KeyboardEvent) => {
    // Alt+← is the browser's Back (issue 19, Orca pass: it turned the slide and kept the visitor here).
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (event.key === 'ArrowLeft') go(current - 1);
    else if (event.key === 'ArrowRight') go(current + 1);
    else return;
    event.preventDefault();
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('banner.label')}
      onKeyDown={onKeyDown}
      onFocus={() => setEngaged(true)}
      style={{ position: 'relative', borderRadius: 8, overflow: 'hidden', background: '#0b3d91' }}
    >
      <div id={slidesId} aria-live={engaged ? 'polite' : 'off'}>
        {block.slides.map((slide, index) => (
          <div
            key={`${slide.title}-${index}`}
            role="group"
            aria-roledescription={t('banner.slide')}
            aria-label={t('banner.goTo', { index: index + 1, total })}
            hidden={index !== current}
            style={slideStyle(slide.imageUrl)}
          >
            <SlideContent slide={slide} />
          </div>
        ))}
      </div>
      {total > 1 ? (
        <div className="home-banner-controls">
          <PlainButton
            size="small"
            shape="circle"
            icon={LeftOutlined}
            aria-label={t('banner.previous')}
            aria-controls={slidesId}
            onClick={() => go(current - 1)}
          />
          {block.slides.map((slide, index) => (
            <button
              key={`${slide.title}-${index}`}
              type="button"
              aria-label={t('banner.goTo', { index: index + 1, total })}
              aria-current={index === current ? 'true' : undefined}
              aria-controls={slidesId}
              onClick={() => go(index)}
              style={{ width: 24, height: 24, padding: 0, border: 0, background: 'transparent', cursor: 'pointer', display: 'grid', placeItems: 'center' }}
            >
              <span
                aria-hidden
                style={{
                  width: index === current ? 18 : 8,
                  height: 8,
                  borderRadius: 4,
                  background: '#fff',
                  opacity: index === current ? 1 : 0.7,
                  transition: 'width .2s',
                }}
              />
            </button>
          ))}
          <PlainButton
            size="small"
            shape="circle"
            icon={RightOutlined}
            aria-label={t('banner.next')}
            aria-controls={slidesId}
            onClick={() => go(current + 1)}
          />
        </div>
      ) : null}
    </section>
  );
}
