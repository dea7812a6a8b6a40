import type { HosId } from '@portal/shared';
import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { ModalPopup } from '../../../components/modal-popup/modal-popup.tsx';
import { SafeHtml } from '../../../components/safe-html/safe-html.tsx';
import { useDepartmentInfo } from '../api/schedule-queries.ts';

export interface IntroTarget {
  deptId: string;
  deptName: string;
  businessType: string;
}

/** 'View introduction': the department's text, or 'no department introduction'. */
export function DeptIntroduction({
  hosId,
  areaId,
  target,
  onClose,
}: {
  hosId: HosId;
  areaId: string;
  target: IntroTarget | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const info = useDepartmentInfo(
    hosId,
    areaId,
    target?.deptId ?? '',
    target?.businessType ?? '',
    target !== null,
  );
  const text = info.data?.deptIntroduce?.trim();
  return (
    <ModalPopup
      open={target !== null}
      title={target?.deptName ?? ''}
      onClose={onClose}
      testId="dept-introduction-modal"
    >
      <div data-testid="dept-introduction" className="dept-introduction">
        {info.isPending && target ? (
          <Skeleton active />
        ) : text ? (
          <SafeHtml html={text} />
        ) : (
          <p>{t('ui.noDeptIntroduction')}</p>
        )}
      </div>
    </ModalPopup>
  );
}
