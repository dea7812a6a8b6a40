import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { createRouter } from './router.tsx';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (count, e) => count < 1 && !(e as { status?: number }).status,
      refetchOnWindowFocus: false,
    },
  },
});
const router = createRouter();

/** The primary colour is antd's blue-7 (#0958d9, 6.2:1 on white), not its default blue-6 (4.1:1): WCAG AA for links and labels. */
export function App() {
  const { i18n } = useTranslation();
  return (
    <ConfigProvider
      locale={i18n.language === 'zh-CN' ? zhCN : enUS}
      // WCAG AA text contrast (4.5:1) for links, secondary text, status tags and danger buttons, which antd's defaults miss.
      theme={{
        token: {
          colorPrimary: '#0958d9',
          colorLink: '#0958d9',
          colorInfo: '#0958d9',
          colorSuccess: '#237804',
          colorWarning: '#ad4e00',
          colorError: '#cf1322',
          // antd derives the tints from the seed colours: darker seeds would give greyish backgrounds.
          colorSuccessBg: '#f6ffed',
          colorSuccessBorder: '#b7eb8f',
          colorWarningBg: '#fffbe6',
          colorWarningBorder: '#ffe58f',
          colorErrorBg: '#fff2f0',
          colorErrorBorder: '#ffccc7',
          colorInfoBg: '#e6f4ff',
          colorInfoBorder: '#91caff',
          colorTextDescription: 'rgba(0, 0, 0, 0.65)',
          // Placeholders are read too (a filter's 'All departments'): 5.7:1 on white.
          colorTextPlaceholder: '#666666',
        },
      }}
    >
      <AntApp>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
