import { Button, type ButtonProps } from 'antd';
import type { MouseEvent } from 'react';
import { useHref, useLinkClickHandler, type To } from 'react-router';

export type LinkButtonProps = Omit<ButtonProps, 'href' | 'htmlType'> & {
  to: To;
  replace?: boolean;
  state?: unknown;
};

/**
 * A link that looks like a button: one element and one tab stop. A `<Link>` around a `<Button>` made two nested
 * controls, so keyboard users tabbed through each such action twice. A plain click navigates inside the
 * app; a modified click (new tab, new window) is the browser's, as with any link.
 */
export function LinkButton({ to, replace, state, onClick, ...button }: LinkButtonProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { replace, state });
  return (
    <Button
      {...button}
      href={href}
      onClick={(e: MouseEvent<HTMLElement>) => {
        onClick?.(e);
        if (!e.defaultPrevented) navigate(e as MouseEvent<HTMLAnchorElement>);
      }}
    />
  );
}
