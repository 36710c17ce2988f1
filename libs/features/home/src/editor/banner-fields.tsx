import { listOf, type BlockFieldsProps } from './block-fields';
import { TextField } from './field';
import { ImageField } from './image-field';
import { ItemRows } from './item-rows';
import { WALL_EDITOR_STRINGS } from './strings';
import type { BannerBlock } from './wall-blocks';

const S = WALL_EDITOR_STRINGS;
const MAX_SLIDES = 8;

/** A banner's slides (1–8): title, subtitle, link (the contract's allow-list) and image. */
export function BannerFields(props: BlockFieldsProps<BannerBlock>) {
  return (
    <ItemRows
      {...listOf(props, 'slides')}
      strings={S.banner}
      max={MAX_SLIDES}
      newItem={() => ({ title: '' })}
      renderItem={(slide, _index, setSlide, error) => (
        <>
          <TextField label={S.fields.title} required value={slide.title} error={error('title')} onChange={(title) => setSlide({ title })} />
          <TextField label={S.fields.subtitle} value={slide.subtitle} error={error('subtitle')} onChange={(subtitle) => setSlide({ subtitle })} />
          <TextField
            label={S.fields.link}
            value={slide.href}
            hint={S.fields.linkHint}
            placeholder="/dataResource"
            error={error('href')}
            onChange={(href) => setSlide({ href })}
          />
          <ImageField label={S.fields.image} value={slide.imageFileId} error={error('imageFileId')} onChange={(imageFileId) => setSlide({ imageFileId })} />
        </>
      )}
    />
  );
}
