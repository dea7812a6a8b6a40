import { CustomerServiceOutlined, PhoneOutlined } from '@ant-design/icons';
import { FloatButton, Popover, type PopoverProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useElderMode } from '../../stores/elder-mode-store.ts';

/** Frame: the floating widget — the hospital hotline and back-to-top. */
export function FloatingWidget({ hotline }: { hotline: string }) {
  const { t } = useTranslation();
  // The hotline is never hover-only: focus shows it too, and in elder mode a click.
  const trigger: PopoverProps['trigger'] = useElderMode() ? ['click'] : ['hover', 'focus'];
  return (
    <FloatButton.Group shape="circle" className="floating-widget" data-testid="floating-widget">
      {hotline ? (
        <Popover
          trigger={trigger}
          placement="left"
          title={t('ui.hotline')}
          content={
            <a className="floating-widget__phone" href={`tel:${hotline}`}>
              <PhoneOutlined /> {hotline}
            </a>
          }
        >
          <FloatButton icon={<CustomerServiceOutlined />} aria-label={t('ui.hotline')} />
        </Popover>
      ) : null}
      <FloatButton.BackTop
        visibilityHeight={200}
        aria-label={t('ui.backToTop')}
        tooltip={t('ui.backToTop')}
      />
    </FloatButton.Group>
  );
}
