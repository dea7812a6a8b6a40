import useTabsStyle from 'antd/es/tabs/style';
import { useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useAntdLook } from '../antd-look/antd-look.ts';

export interface TabBarItem {
  key: string;
  label: ReactNode;
}

interface TabBarProps {
  items: TabBarItem[];
  activeKey: string;
  onChange: (key: string) => void;
  /** antd's line tabs (an ink bar under the chosen one) or its card tabs. */
  type?: 'line' | 'card';
  className?: string;
}

/**
 * A row of tabs that chooses what the page shows below it: antd's Tabs in look (its classes and CSS) and keyboard
 * (the arrow keys, Home and End move between the tabs, Enter or Space chooses one), without its panels, its overflow
 * menu (Dropdown, Menu) and its motion, which the landing pages never use. Tabs that do not fit scroll sideways
 * instead of hiding behind a "more" button. A page that needs panels uses antd's Tabs.
 */
export function TabBar({ items, activeKey, onChange, type = 'line', className }: TabBarProps) {
  const { prefixCls, classes } = useAntdLook('tabs', useTabsStyle, true);
  const tabs = useRef(new Map<string, HTMLDivElement>());
  const list = useRef<HTMLDivElement>(null);
  const [ink, setInk] = useState<{ left: number; width: number } | null>(null);
  const keys = items.map((item) => item.key).join('\n');

  useLayoutEffect(() => {
    if (type !== 'line') return;
    const place = () => {
      const tab = tabs.current.get(activeKey)?.parentElement;
      const next = tab ? { left: tab.offsetLeft, width: tab.offsetWidth } : null;
      setInk((now) => (now?.left === next?.left && now?.width === next?.width ? now : next));
    };
    place();
    if (typeof ResizeObserver === 'undefined' || !list.current) return;
    const observer = new ResizeObserver(place);
    observer.observe(list.current);
    return () => observer.disconnect();
  }, [activeKey, keys, type]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>, index: number) => {
    const last = items.length - 1;
    const target = {
      ArrowLeft: Math.max(index - 1, 0),
      ArrowRight: Math.min(index + 1, last),
      Home: 0,
      End: last,
    }[event.key];
    if (target !== undefined) {
      event.preventDefault();
      tabs.current.get(items[target]!.key)?.focus();
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onChange(items[index]!.key);
    }
  };

  return (
    <div
      className={[
        prefixCls,
        `${prefixCls}-top`,
        type === 'card' ? `${prefixCls}-card` : 'tab-bar--line',
        classes,
        className,
      ]
        .filter(Boolean)
        .join(' ')}
    >
      <div role="tablist" aria-orientation="horizontal" className={`${prefixCls}-nav`}>
        <div className={`${prefixCls}-nav-wrap`}>
          <div ref={list} className={`${prefixCls}-nav-list`}>
            {items.map((item, index) => {
              const active = item.key === activeKey;
              return (
                <div
                  key={item.key}
                  data-node-key={item.key}
                  className={`${prefixCls}-tab${active ? ` ${prefixCls}-tab-active` : ''}`}
                  onClick={() => onChange(item.key)}
                >
                  <div
                    ref={(node) => {
                      if (node) tabs.current.set(item.key, node);
                      else tabs.current.delete(item.key);
                    }}
                    role="tab"
                    aria-selected={active}
                    tabIndex={active ? 0 : -1}
                    className={`${prefixCls}-tab-btn`}
                    onKeyDown={(event) => onKeyDown(event, index)}
                  >
                    {item.label}
                  </div>
                </div>
              );
            })}
            {type === 'line' && ink ? (
              <div
                className={`${prefixCls}-ink-bar ${prefixCls}-ink-bar-animated`}
                style={{ left: ink.left, width: ink.width }}
              />
            ) : null}
          </div>
        </div>
      </div>
    </div>
  );
}
