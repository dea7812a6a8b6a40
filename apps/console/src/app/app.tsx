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
      theme={{ token: { colorPrimary: '#0958d9' } }}
    >
      <AntApp>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
