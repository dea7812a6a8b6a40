import { SwapOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { HosId } from '@portal/shared';
import { ActionError } from '../../../components/form-error/action-error.tsx';
import { useEncodedQr } from '../api/get-payment.ts';
import { useSwitchPayChannel } from '../api/switch-channel.ts';

/** Where the hospital takes both Alipay and WeChat Pay: the patient may pay with the other app instead (once). */
export function SwitchChannel({ hosId, outTradeNo }: { hosId: HosId; outTradeNo: string }) {
  const { t } = useTranslation();
  const qr = useEncodedQr(hosId, outTradeNo);
  const change = useSwitchPayChannel(hosId, outTradeNo);
  const targets = qr.data?.switchTo ?? [];
  if (targets.length === 0 && !change.isError) return null;
  return (
    <div className="payment-qr__switch">
      {targets.map((channel) => (
        <Button
          key={channel}
          type="link"
          icon={<SwapOutlined aria-hidden />}
          loading={change.isPending}
          onClick={() => change.mutate(channel)}
          data-testid={`pay-switch-${channel}`}
        >
          {t(channel === 'alipay' ? 'ui.paySwitch.alipay' : 'ui.paySwitch.wechat')}
        </Button>
      ))}
      <ActionError action={change} textTestId="pay-switch-error" />
    </div>
  );
}
