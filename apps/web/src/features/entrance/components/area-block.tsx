import { EnvironmentOutlined, RightOutlined } from '@ant-design/icons';
import type { Area, BusinessType } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from '../../../components/safe-html/safe-html.tsx';

interface AreaBlockProps {
  area: Area;
  tiles: BusinessType[];
  onChoose: (tile: BusinessType) => void;
  /** A photo in the first screenful, where the page's largest element is: fetched at once and first, not when scrolled to. */
  priority?: boolean;
}

/** The photo's box (16:10, the CSS column's 280px at 2× density): the page keeps its layout while it loads. */
const PHOTO_SIZE = { width: 560, height: 350 };

/** One hospital area: photo, name, address and one tile per business type. */
export function AreaBlock({ area, tiles, onChoose, priority = false }: AreaBlockProps) {
  const { t } = useTranslation();
  return (
    <article
      className="area-block"
      data-testid={`area-block-${area.areaId}`}
      aria-labelledby={`area-${area.areaId}`}
    >
      <div className="area-block__photo">
        {area.photo ? (
          <img
            src={area.photo}
            alt={area.areaName}
            {...PHOTO_SIZE}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            decoding={priority ? 'sync' : 'async'}
          />
        ) : (
          <span className="area-block__photo-blank" aria-hidden />
        )}
      </div>
      <div className="area-block__main">
        <h2 className="area-block__name" id={`area-${area.areaId}`}>
          {area.areaName}
        </h2>
        {area.address ? (
          <p className="area-block__address">
            <EnvironmentOutlined aria-hidden /> {area.address}
          </p>
        ) : null}
        {tiles.length === 0 ? (
          <p className="area-block__none">{t('C002')}</p>
        ) : (
          <ul className="business-tiles">
            {tiles.map((tile) => (
              <li key={tile.businessType}>
                <button
                  type="button"
                  className="business-tile"
                  data-testid={`business-tile-${tile.businessType}`}
                  onClick={() => onChoose(tile)}
                >
                  <span className="business-tile__text">
                    <span className="business-tile__title">{tile.title}</span>
                    {tile.caption ? (
                      <SafeHtml as="span" className="business-tile__caption" html={tile.caption} />
                    ) : null}
                  </span>
                  <RightOutlined className="business-tile__arrow" aria-hidden />
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </article>
  );
}
