import { Tag } from 'antd';

/** Colours for the demo dictionary's values; a hospital's other values show plain. The label always carries the meaning. */
const COLOURS: Record<string, string> = {
  unpaid: 'warning',
  paid: 'processing',
  dispensed: 'success',
  refunded: 'default',
};

export function PrescriptionStatusTag({ status, label }: { status: string; label: string }) {
  return (
    <Tag color={COLOURS[status] ?? 'default'} data-testid="prescription-status">
      {label}
    </Tag>
  );
}
