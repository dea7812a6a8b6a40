import { ConfigProvider } from 'antd';
import { useContext } from 'react';

/** antd's style hook of one component (`antd/es/<component>/style`): registers its CSS, returns its class names. */
type StyleHook = (prefixCls: string, rootCls?: string) => readonly [string, string];

/**
 * antd's look without antd's component: the class names and the registered CSS of one antd component, for a light
 * stand-in that renders the same markup. The landing pages use these where the full component drags in modules the
 * page never runs (Segmented brings Tooltip and its popup engine, Tabs its overflow menu); see docs/first-load.md.
 */
export function useAntdLook(
  component: string,
  useStyle: StyleHook,
  withRootCls = false,
): { prefixCls: string; classes: string } {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const prefixCls = getPrefixCls(component);
  const rootCls = withRootCls ? `${prefixCls}-css-var` : undefined;
  const [hashId, cssVarCls] = useStyle(prefixCls, rootCls);
  return { prefixCls, classes: [hashId, cssVarCls, rootCls].filter(Boolean).join(' ') };
}
