import { Card, Col, Descriptions, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConsole } from '../../app/hospital-context.tsx';
import { menuFor } from '../../app/menu.ts';

/** Who is signed in, where, and the pages their role opens. */
export default function OverviewPage() {
  const { t } = useTranslation();
  const { me, hosId } = useConsole();
  const pages = menuFor(me.permissions).filter((e) => e.key !== 'overview');
  return (
    <>
      <h1>{t('menu.overview')}</h1>
      <Descriptions bordered column={1} size="small" style={{ maxWidth: 640, marginBottom: 24 }}>
        <Descriptions.Item label={t('field.name')}>{me.name}</Descriptions.Item>
        <Descriptions.Item label={t('field.role')}>{t(`role.${me.role}`)}</Descriptions.Item>
        <Descriptions.Item label={t('field.hospital')}>{hosId ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={t('overview.sessionEnds')}>
          {new Date(me.expiresAt).toLocaleString()}
        </Descriptions.Item>
      </Descriptions>
      <h2>{t('overview.pages')}</h2>
      <Row gutter={[16, 16]}>
        {pages.map((entry) => (
          <Col key={entry.key} xs={24} md={12} xl={8}>
            <Card size="small">
              <Link to={entry.path}>{t(entry.label)}</Link>
            </Card>
          </Col>
        ))}
      </Row>
    </>
  );
}
