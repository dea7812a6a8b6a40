import '../invoices.css';
import { Button, Drawer, Select, Space, Table, Tag } from 'antd';
import { DownloadOutlined, EyeOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InvoiceSummary, Language, HosId } from '@portal/shared';
import { ChargeItemsTable } from '../../../components/charge-items/charge-items-table.tsx';
import { QueryListBody } from '../../../components/query-list/query-list-body.tsx';
import { QueryRangePicker } from '../../../components/query-range/query-range-picker.tsx';
import { formatDateTime } from '../../../lib/date-time.ts';
import { errorText } from '../../../lib/error-text.ts';
import { formatFen } from '../../../lib/money.ts';
import { useQueryList } from '../../../lib/query-kit/use-query-list.ts';
import { useInvoicePdf } from '../api/download-invoice-pdf.ts';
import { useInvoice, useInvoices } from '../api/invoice-queries.ts';
import { readInvoiceParams, withInvoiceParams } from '../utils/invoice-params.ts';

interface InvoiceListProps {
  hosId: HosId;
  patientId: string;
  timeZone: string;
}

/**
 * /inpatient/electronic-invoice: the patient's electronic invoices, outpatient and inpatient, by kind
 * and date range (the last year by default; filters in the URL), paged by the server; each opens its items in a drawer
 * and its PDF can be viewed or downloaded.
 */
export function InvoiceList({ hosId, patientId, timeZone }: InvoiceListProps) {
  const { t, i18n } = useTranslation();
  const list = useQueryList(patientId, timeZone, readInvoiceParams, withInvoiceParams);
  const { filter, problem } = list;
  const invoices = useInvoices(hosId, { patientId, ...filter }, problem === null);
  const pdf = useInvoicePdf(hosId);
  const [open, setOpen] = useState<string | null>(null);

  const pdfButtons = (invoiceNo: string) => (
    <Space size="small">
      <Button
        size="small"
        icon={<EyeOutlined />}
        data-testid={`invoice-view-${invoiceNo}`}
        onClick={() => pdf.mutate({ invoiceNo, mode: 'view' })}
      >
        {t('ui.viewPdf')}
      </Button>
      <Button
        size="small"
        icon={<DownloadOutlined />}
        data-testid={`invoice-pdf-${invoiceNo}`}
        loading={
          pdf.isPending &&
          pdf.variables.invoiceNo === invoiceNo &&
          pdf.variables.mode === 'download'
        }
        onClick={() => pdf.mutate({ invoiceNo, mode: 'download' })}
      >
        {t('ui.downloadPdf')}
      </Button>
    </Space>
  );

  return (
    <div className="invoice-list">
      <div className="invoice-filters" data-testid="invoice-filters">
        <Select
          className="invoice-filters__kind"
          data-testid="invoice-kind"
          aria-label={t('ui.invoiceKind')}
          value={filter.kind}
          onChange={(kind: string) => list.setFilter({ kind: kind || null })}
          options={[
            { value: '', label: t('ui.invoiceKindAll') },
            { value: 'outpatient', label: t('ui.invoiceKind_outpatient') },
            { value: 'inpatient', label: t('ui.invoiceKind_inpatient') },
          ]}
        />
        <QueryRangePicker
          value={filter}
          today={list.today}
          testId="invoice-range"
          onChange={list.setRange}
        />
      </div>
      {pdf.isError ? (
        <div className="invoice-list__error" role="alert" data-testid="invoice-pdf-error">
          {errorText(pdf.error, timeZone)}
        </div>
      ) : null}
      <QueryListBody
        testIds={{ one: 'invoice', many: 'invoices' }}
        problem={problem}
        list={invoices}
        page={filter.page}
        timeZone={timeZone}
        emptyText={t('ui.noInvoicesInRange')}
        totalText={(total) => t('ui.invoiceTotal', { count: total })}
        onPage={list.setPage}
      >
        {({ items, loading, pagination }) => (
          <Table<InvoiceSummary>
            data-testid="invoices"
            rowKey="invoiceNo"
            size="middle"
            loading={loading}
            pagination={pagination}
            dataSource={items}
            scroll={{ x: 'max-content' }}
            onRow={(i) =>
              ({ 'data-testid': `invoice-${i.invoiceNo}` }) as React.HTMLAttributes<HTMLElement>
            }
            columns={[
              {
                key: 'issued',
                title: t('ui.invoiceIssuedAt'),
                className: 'invoice-list__nowrap',
                render: (_, i) => formatDateTime(i.issuedAt, timeZone, i18n.language as Language),
              },
              {
                key: 'no',
                title: t('ui.invoiceNo'),
                className: 'invoice-list__nowrap',
                render: (_, i) => (
                  <Button
                    type="link"
                    className="invoice-list__no"
                    data-testid="invoice-open"
                    onClick={() => setOpen(i.invoiceNo)}
                  >
                    {i.invoiceNo}
                  </Button>
                ),
              },
              {
                key: 'kind',
                title: t('ui.invoiceKind'),
                render: (_, i) => <Tag>{t(`ui.invoiceKind_${i.kind}`)}</Tag>,
              },
              { key: 'dept', title: t('ui.department'), dataIndex: 'deptName' },
              {
                key: 'amount',
                title: t('ui.amount'),
                align: 'right',
                className: 'invoice-list__money',
                render: (_, i) => <span data-testid="invoice-amount">{formatFen(i.amount)}</span>,
              },
              { key: 'pdf', title: t('ui.invoicePdf'), render: (_, i) => pdfButtons(i.invoiceNo) },
            ]}
          />
        )}
      </QueryListBody>
      <InvoiceDrawer
        hosId={hosId}
        invoiceNo={open}
        timeZone={timeZone}
        onClose={() => setOpen(null)}
        footer={open ? pdfButtons(open) : null}
      />
    </div>
  );
}

function InvoiceDrawer({
  hosId,
  invoiceNo,
  timeZone,
  onClose,
  footer,
}: {
  hosId: HosId;
  invoiceNo: string | null;
  timeZone: string;
  onClose: () => void;
  footer: React.ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const invoice = useInvoice(hosId, invoiceNo);
  const data = invoice.data;
  return (
    <Drawer
      open={invoiceNo !== null}
      onClose={onClose}
      size="large"
      title={t('ui.invoiceDetail')}
      footer={footer}
      destroyOnHidden
    >
      {invoice.isError ? (
        <p data-testid="invoice-error">{errorText(invoice.error, timeZone)}</p>
      ) : null}
      {data ? (
        <div data-testid="invoice-detail">
          <dl className="invoice-detail__facts">
            <dt>{t('ui.invoiceNo')}</dt>
            <dd data-testid="invoice-detail-no">{data.invoiceNo}</dd>
            <dt>{t('ui.invoiceKind')}</dt>
            <dd>{t(`ui.invoiceKind_${data.kind}`)}</dd>
            <dt>{t('ui.invoicePayer')}</dt>
            <dd>{data.payerName}</dd>
            <dt>{t('ui.department')}</dt>
            <dd>{data.deptName}</dd>
            <dt>{t('ui.invoiceIssuedAt')}</dt>
            <dd>{formatDateTime(data.issuedAt, timeZone, i18n.language as Language)}</dd>
            <dt>{t('ui.amount')}</dt>
            <dd data-testid="invoice-detail-amount">{formatFen(data.amount)}</dd>
          </dl>
          <ChargeItemsTable items={data.items} testId="invoice-items" />
        </div>
      ) : null}
    </Drawer>
  );
}
