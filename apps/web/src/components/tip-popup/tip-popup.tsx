import { Button } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TipInfo } from '@portal/shared';
import { useCountdown } from '../../hooks/use-countdown.ts';
import { ModalPopup } from '../modal-popup/modal-popup.tsx';
import { SafeHtml } from '../safe-html/safe-html.tsx';
import { isScrolledNearBottom, tipButtonState, tipCountdownSeconds } from './tip-lock.ts';

export interface TipPopupProps {
  tip: TipInfo;
  open: boolean;
  /** The reader pressed the (unlocked) button. */
  onConfirm: (tip: TipInfo) => void;
}

/**
 * Tip popup / §3 Tip info. The reader must press the button (no backdrop or close icon), which may be
 * locked by a countdown (buttonType 1) or until the content was scrolled to the bottom (buttonType 2).
 * Give it a new `key` per tip so the countdown restarts.
 */
export function TipPopup({ tip, open, onConfirm }: TipPopupProps) {
  const { t } = useTranslation();
  const secondsLeft = useCountdown(tipCountdownSeconds(tip), open);
  const [scrolledToBottom, setScrolledToBottom] = useState(false);

  // Measured as soon as the box exists: short content that does not scroll is unlocked at once.
  const measure = useCallback((el: HTMLDivElement | null) => {
    if (el && isScrolledNearBottom(el)) setScrolledToBottom(true);
  }, []);

  const button = tipButtonState(tip, { secondsLeft, scrolledToBottom });
  const text = button.label ?? t(button.labelKey);
  const label =
    button.locked && button.seconds !== undefined
      ? t('ui.countdownButton', { label: text, seconds: button.seconds })
      : text;

  return (
    <ModalPopup
      open={open}
      title={tip.guideTitle}
      onClose={() => undefined}
      closable={false}
      cancelAllowed={false}
      width={640}
      footer={
        <Button
          type="primary"
          size="large"
          block
          disabled={button.locked}
          data-testid="tip-button"
          onClick={() => onConfirm(tip)}
        >
          {label}
        </Button>
      }
    >
      <div
        className="tip-popup__content"
        data-testid="tip-popup"
        ref={measure}
        tabIndex={0}
        onScroll={(e) => {
          if (isScrolledNearBottom(e.currentTarget)) setScrolledToBottom(true);
        }}
      >
        {tip.showType === 0 ? (
          <SafeHtml html={tip.guideContent} />
        ) : (
          <p className="tip-popup__text">{tip.guideContent}</p>
        )}
        {tip.showType === 2 && tip.showExt.url ? (
          <a href={tip.showExt.url} target="_blank" rel="noopener noreferrer">
            {t('ui.openLink')}
          </a>
        ) : null}
      </div>
    </ModalPopup>
  );
}
