import { EyeOutlined } from '@ant-design/icons';
import { Button, Image } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilmSeries } from '@portal/shared';

/**
 * The images of a study, series by series, in antd's image preview group (a well-kept viewer: zoom by wheel or
 * buttons, drag to pan, previous/next by buttons and the ← → keys, Esc to close), one sequence across the series so
 * "next" walks the whole study. The preview's counter names the series of the image on screen.
 */
export function FilmViewer({ series }: { series: FilmSeries[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [current, setCurrent] = useState(0);
  const flat = series.flatMap((s) => s.images.map((image) => ({ ...image, series: s })));
  if (flat.length === 0)
    return (
      <p className="film-viewer__hint" data-testid="film-no-images">
        {t('ui.filmNoImages')}
      </p>
    );
  const describe = (index: number) => {
    const s = flat[index]?.series;
    return s ? t('ui.filmSeriesName', { no: s.seriesNo, description: s.description }) : '';
  };
  return (
    <section className="film-viewer" aria-label={t('ui.filmViewer')} data-testid="film-viewer">
      <div className="film-viewer__head">
        <h3 className="film-viewer__heading">{t('ui.filmImagesOf', { count: flat.length })}</h3>
        <span className="film-viewer__hint">{t('ui.filmViewerHint')}</span>
        <Button
          type="primary"
          icon={<EyeOutlined />}
          data-testid="film-open-viewer"
          onClick={() => {
            setCurrent(0);
            setOpen(true);
          }}
        >
          {t('ui.filmOpenViewer')}
        </Button>
      </div>
      <Image.PreviewGroup
        // Films are read on black, and a 256-pixel image opens at a readable size before any zoom.
        classNames={{ popup: { root: 'film-preview', mask: 'film-preview__mask' } }}
        preview={{
          open,
          current,
          onOpenChange: (value, info) => {
            setOpen(value);
            setCurrent(info.current);
          },
          onChange: (index) => setCurrent(index),
          countRender: (n, total) => (
            <span data-testid="film-viewer-count">{`${n} / ${total} · ${describe(n - 1)}`}</span>
          ),
        }}
      >
        {series.map((s) => (
          <div
            key={s.seriesNo}
            className="film-viewer__series"
            data-testid={`film-series-${s.seriesNo}`}
          >
            <h4 className="film-viewer__series-title">
              {t('ui.filmSeriesName', { no: s.seriesNo, description: s.description })}
            </h4>
            <div className="film-viewer__thumbs">
              {s.images.map((image, i) => (
                <div key={image.imageId} className="film-viewer__thumb">
                  <Image
                    src={image.url}
                    alt={t('ui.filmImageAlt', { series: s.seriesNo, no: i + 1 })}
                    width={96}
                    height={96}
                    data-testid="film-thumb"
                  />
                </div>
              ))}
            </div>
          </div>
        ))}
      </Image.PreviewGroup>
    </section>
  );
}
