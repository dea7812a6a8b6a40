import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Dropdown, Layout, Menu, Select, Spin } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import type { HosId } from '@portal/shared';
import { LanguageSwitch } from '../components/language-switch.tsx';
import { ChangePasswordModal } from '../features/session/change-password-modal.tsx';
import { useConsoleHospitals, useMe, useSignOut } from '../features/session/api.ts';
import { errorText, setSessionEndedHandler } from '../lib/api.ts';
import { EXPIRED_PARAM, PATHS, RETURN_PARAM } from '../lib/paths.ts';
import { ConsoleContextValue } from './hospital-context.tsx';
import { entryForPath, menuFor } from './menu.ts';

const HOS_KEY = 'console.hosId';

/** Where to sign in again, coming back to `here` afterwards. */
export const signInAgainPath = (here: string, expired: boolean) =>
  `${PATHS.signIn}?${new URLSearchParams({ [RETURN_PARAM]: here, ...(expired && { [EXPIRED_PARAM]: '1' }) }).toString()}`;

/**
 * The signed-in console: the header (hospital switcher, language, user menu), the menu built from the staff member's
 * permissions and the page. A 401 from any call (the session expired or was revoked) goes to sign-in and back here.
 */
export function Shell() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const me = useMe();
  const here = location.pathname + location.search;
  const [ended, setEnded] = useState(false);

  useEffect(() => {
    setSessionEndedHandler(() => setEnded(true));
    return () => setSessionEndedHandler(null);
  }, []);
  useEffect(() => {
    if (ended) void navigate(signInAgainPath(here, true), { replace: true });
  }, [ended, here, navigate]);

  if (me.isPending) return <Spin fullscreen aria-label={t('common.loading')} />;
  if (me.isError) return <Alert type="error" showIcon role="alert" title={errorText(me.error)} />;
  if (!me.data) return <Navigate to={signInAgainPath(here, false)} replace />;
  return <SignedIn me={me.data} />;
}

function SignedIn({ me }: { me: NonNullable<ReturnType<typeof useMe>['data']> }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const hospitals = useConsoleHospitals();
  const signOut = useSignOut();
  const [changing, setChanging] = useState(false);
  const [chosen, setChosen] = useState<string | null>(() => sessionStorage.getItem(HOS_KEY));

  const list = hospitals.data ?? [];
  // A hospital's staff see only theirs; a platform administrator chooses (the last one chosen, else the first).
  const hosId = (me.hosId ??
    list.find((h) => h.hosId === chosen)?.hosId ??
    list[0]?.hosId ??
    null) as HosId | null;
  const setHosId = (id: HosId) => {
    sessionStorage.setItem(HOS_KEY, id);
    setChosen(id);
  };
  const context = useMemo(() => ({ me, hosId, setHosId }), [me, hosId]);

  const entries = menuFor(me.permissions);
  const items = [
    ...entries
      .filter((e) => !e.group)
      .map((e) => ({ key: e.key, label: <Link to={e.path}>{t(e.label)}</Link> })),
    ...(['content', 'settings'] as const).map((group) => ({
      key: group,
      type: 'group' as const,
      label: t(`menu.${group}`),
      children: entries
        .filter((e) => e.group === group)
        .map((e) => ({ key: e.key, label: <Link to={e.path}>{t(e.label)}</Link> })),
    })),
  ].filter((item) => !('children' in item) || item.children.length > 0);
  const selected = entryForPath(location.pathname)?.key;

  const onSignOut = () =>
    signOut.mutate(undefined, { onSettled: () => void navigate(PATHS.signIn, { replace: true }) });

  return (
    <ConsoleContextValue value={context}>
      <Layout style={{ minHeight: '100vh' }}>
        <Layout.Header className="console-header">
          <span className="console-brand">{t('app.name')}</span>
          <div className="console-header-tools">
            <Select
              aria-label={t('shell.hospital')}
              value={hosId ?? undefined}
              loading={hospitals.isPending}
              disabled={me.hosId !== null}
              onChange={(id: HosId) => setHosId(id)}
              options={list.map((h) => ({
                value: h.hosId,
                label: `${h.hosName} (${h.hosId})${h.enabled ? '' : ` · ${t('hospitals.disabled')}`}`,
              }))}
              style={{ minWidth: 220 }}
            />
            <LanguageSwitch />
            <Dropdown
              trigger={['click']}
              menu={{
                items: [
                  {
                    key: 'password',
                    label: t('shell.changePassword'),
                    onClick: () => setChanging(true),
                  },
                  { key: 'signOut', label: t('shell.signOut'), onClick: onSignOut },
                ],
              }}
            >
              <Button icon={<UserOutlined aria-hidden />} aria-haspopup="menu">
                {me.name} · {t(`role.${me.role}`)}
              </Button>
            </Dropdown>
          </div>
        </Layout.Header>
        <Layout>
          <Layout.Sider width={220} theme="light" className="console-sider">
            <nav aria-label={t('shell.menu')}>
              <Menu mode="inline" selectedKeys={selected ? [selected] : []} items={items} />
            </nav>
          </Layout.Sider>
          <Layout.Content className="console-content">
            <main id="main">{hosId ? <Outlet /> : <Spin aria-label={t('common.loading')} />}</main>
          </Layout.Content>
        </Layout>
      </Layout>
      <ChangePasswordModal open={changing} onClose={() => setChanging(false)} />
    </ConsoleContextValue>
  );
}
