import type { DigitalItem } from '@portal/shared';
import { useTranslation } from 'react-i18next';

interface AppFooterProps {
  hosName: string;
  /** The hospital's digital 'footer' items, in order (address, hotline, copyright, …). */
  items: readonly DigitalItem[];
}

/** Frame: the footer, from the hospital's digital info. */
export function AppFooter({ hosName, items }: AppFooterProps) {
  const { t } = useTranslation();
  return (
    <footer className="app-footer" data-testid="footer">
      <div className="container app-footer__inner">
        <div className="app-footer__brand">
          <strong>{hosName}</strong>
          <span>{t('ui.platformLabel')}</span>
        </div>
        <dl className="app-footer__items">
          {items.map((item) => (
            <div className="app-footer__item" key={`${item.itemOrder}-${item.title}`}>
              <dt>{item.title}</dt>
              <dd>{item.content}</dd>
            </div>
          ))}
        </dl>
      </div>
    </footer>
  );
}
