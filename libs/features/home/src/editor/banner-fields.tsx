import { useText } from '@portal/i18n';
import { homeEditorText } from './text';
import { listOf, type BlockFieldsProps } from './block-fields';
import { TextField } from './field';
import { ImageField } from './image-field';
import { ItemRows, rowStrings } from './item-rows';
import type { BannerBlock } from './wall-blocks';

const MAX_SLIDES = 8;

/** A banner's slides (1–8): title, subtitle, link (the contract's allow-list) and image. */
export function BannerFields(props: BlockFieldsProps<BannerBlock>) {
  const t = useText(homeEditorText);
  return (
    <ItemRows
      {...listOf(props, 'slides')}
      strings={rowStrings(t, 'banner')}
      max={MAX_SLIDES}
      newItem={() => ({ title: '' })}
      renderItem={(slide, _index, setSlide, error) => (
        <>
          <TextField label={t('editor.fields.title')} required value={slide.title} error={error('title')} onChange={(title) => setSlide({ title })} />
          <TextField label={t('editor.fields.subtitle')} value={slide.subtitle} error={error('subtitle')} onChange={(subtitle) => setSlide({ subtitle })} />
          <TextField
            label={t('editor.fields.link')}
            value={slide.href}
            hint={t('editor.fields.linkHint')}
            placeholder="/dataResource"
            error={error('href')}
            onChange={(href) => setSlide({ href })}
          />
          <ImageField
            label={t('editor.fields.image')}
            value={slide.imageFileId}
            error={error('imageFileId')}
            onChange={(imageFileId) => setSlide({ imageFileId })}
          />
        </>
      )}
    />
  );
}
