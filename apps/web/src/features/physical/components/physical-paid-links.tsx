import { Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/link-button/link-button.tsx';

/** The single patient's booking page; a group leader's groups are listed there too. */
export const PHYSICAL_BOOKING_PATH = '/physical/booking';

/** After a physical-exam booking's QR payment: back to the bookings, where it now shows paid. */
export function PhysicalPaidLinks() {
  const { t } = useTranslation();
  return (
    <Space wrap className="pay-result__links">
      <LinkButton to={PHYSICAL_BOOKING_PATH} data-testid="pay-result-physical" type="primary">
        {t('ui.physicalMyBookings')}
      </LinkButton>
    </Space>
  );
}
