import { CloseCircleFilled, ExclamationCircleFilled, InfoCircleFilled } from '@ant-design/icons';
import type { ReactNode } from 'react';
import './status-notice.css';

const ICONS = {
  error: CloseCircleFilled,
  warning: ExclamationCircleFilled,
  info: InfoCircleFilled,
} as const;

interface StatusNoticeProps {
  status: keyof typeof ICONS;
  title: ReactNode;
  children?: ReactNode;
  /** The way on: a button or a link. */
  extra?: ReactNode;
}

/**
 * A page-sized verdict in place of a page: the page failed, the function is closed, the patient may not see it.
 * antd's Result looks the same, but importing it brings its three status illustrations (about 8 kB gzip) into every
 * page's first load, while these verdicts are rare (the frame's weight). The error view must also render
 * when chunks fail to load, so it cannot be loaded lazily.
 */
export function StatusNotice({ status, title, children, extra }: StatusNoticeProps) {
  const Icon = ICONS[status];
  return (
    <section className={`status-notice status-notice--${status}`}>
      <Icon className="status-notice__icon" aria-hidden />
      <div className="status-notice__title">{title}</div>
      {children ? <div className="status-notice__body">{children}</div> : null}
      {extra ? <div className="status-notice__extra">{extra}</div> : null}
    </section>
  );
}
