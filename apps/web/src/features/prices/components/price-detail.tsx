import type { HosId } from '@portal/shared';
import '../prices.css';
import { LeftOutlined } from '@ant-design/icons';
import { Descriptions, Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatFen } from '../../../lib/money.ts';
import { errorText } from '../../../lib/error-text.ts';
import { usePrice } from '../api/get-price.ts';
import { InsuranceClassTag } from './insurance-class-tag.tsx';
import { LinkButton } from '../../../components/link-button/link-button.tsx';
import { sheetFacts } from '../../../components/print-sheet/sheet-head.tsx';

/** /query/price/detail?code=: one catalogue item with everything the hospital publishes about it. */
export function PriceDetailView({
  hosId,
  code,
  backTo,
}: {
  hosId: HosId;
  code: string;
  backTo: string;
}) {
  const { t } = useTranslation();
  const item = usePrice(hosId, code);
  const back = (
    <LinkButton
      to={backTo}
      data-testid="price-back"
      className="price-detail__back"
      icon={<LeftOutlined />}
    >
      {t('ui.backToPrices')}
    </LinkButton>
  );
  if (item.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (item.isError)
    return (
      <>
        {back}
        <Empty
          className="page-empty"
          description={<span data-testid="price-error">{errorText(item.error)}</span>}
        />
      </>
    );
  const p = item.data;
  const fact = sheetFacts('price-fact');
  return (
    <div className="price-detail">
      {back}
      <article className="price-card" data-testid="price-card">
        <header className="price-card__head">
          <h2 className="price-card__name" data-testid="price-name">
            {p.name}
          </h2>
          {p.nameEn ? <p className="price-card__name-en">{p.nameEn}</p> : null}
          <p className="price-card__price" data-testid="price-price">
            {formatFen(p.price)}
            <span className="price-card__unit">
              {' '}
              / {t(`ui.priceUnit.${p.unit}`, { defaultValue: p.unit })}
            </span>
          </p>
        </header>
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2 }}
          bordered
          items={[
            fact('code', t('ui.chargeCode'), p.code),
            fact('initials', t('ui.pinyinInitials'), p.initials.toUpperCase()),
            fact('category', t('ui.priceCategory'), p.categoryName),
            fact(
              'insurance',
              t('ui.insuranceClass'),
              <InsuranceClassTag value={p.insuranceClass} />,
            ),
            fact('spec', t('ui.specification'), p.specification),
            fact('form', t('ui.dosageForm'), p.form),
            fact('maker', t('ui.manufacturer'), p.manufacturer),
            fact(
              'origin',
              t('ui.origin'),
              p.origin ? t(`ui.priceOrigin.${p.origin}`, { defaultValue: p.origin }) : '',
            ),
            ...(p.remark ? [fact('remark', t('ui.remark'), p.remark)] : []),
          ]}
        />
        <p className="price-card__note">{t('ui.priceNote')}</p>
      </article>
    </div>
  );
}
