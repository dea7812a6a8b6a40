import type { QueryClient } from '@tanstack/react-query';
import type { PayOrder, PayPurpose, HosId } from '@portal/shared';
import type { ResultParts } from '../../features/payments/components/pay-result.tsx';
import { billsChanged } from '../../features/bills/api/bill-keys.ts';
import { BillPaidLinks } from '../../features/bills/components/bill-paid-links.tsx';
import { caseMailChanged } from '../../features/case-mail/api/case-mail-keys.ts';
import { CaseMailPaidLinks } from '../../features/case-mail/components/case-mail-paid-links.tsx';
import { physicalChanged } from '../../features/physical/api/physical-keys.ts';
import { PhysicalPaidLinks } from '../../features/physical/components/physical-paid-links.tsx';
import { TopUpLinks, TopUpReceipt } from '../../features/recharge/components/top-up-receipt.tsx';
import { rechargeChanged } from '../../lib/recharge/recharge-keys.ts';

/** The caches of whoever is looking at the payment page: what a purpose's refresh needs. */
export interface ChangedContext {
  queryClient: QueryClient;
  hosId: HosId;
  userId: string;
}

/** How the page shows an order: what a purpose's result parts need. */
export interface ResultContext {
  timeZone: string;
  hospitalName: string | undefined;
}

/** What the payment page does for an order of one purpose (docs/payment-tables.md: adding a purpose). */
interface PurposeView {
  /**
   * Once the order is final, what it paid for changed: the pages showing that must ask again, without a reload. A
   * booking the order names is refreshed for every purpose (a gap top-up pays one); this is the rest.
   */
  changed: ((c: ChangedContext) => void) | null;
  /** The result's parts in place of the defaults (the booking's details and links); null keeps the defaults. */
  resultParts: ((order: PayOrder, c: ResultContext) => ResultParts) | null;
}

const topUp: PurposeView = {
  changed: (c) => rechargeChanged(c.queryClient, c.hosId, c.userId),
  // A paid top-up shows its printable receipt, and the way to the recharge pages.
  resultParts: (order, c) => ({
    details:
      order.state === 'paid' ? (
        <TopUpReceipt order={order} timeZone={c.timeZone} hospitalName={c.hospitalName} />
      ) : undefined,
    links: <TopUpLinks order={order} />,
  }),
};

/**
 * Every purpose, each once: a purpose added to PAY_PURPOSES (packages/shared) does not compile until it is here.
 * Orders the page never shows (a deposit refund is paid from the card, a settlement's page is the stay's) keep the
 * defaults.
 */
export const PURPOSE_VIEWS: Readonly<Record<PayPurpose, PurposeView>> = {
  registration: { changed: null, resultParts: null },
  outpatient_topup: topUp,
  inpatient_topup: topUp,
  outpatient_bill: {
    changed: (c) => billsChanged(c.queryClient, c.hosId, c.userId),
    resultParts: () => ({ links: <BillPaidLinks /> }),
  },
  case_mail: {
    changed: (c) => caseMailChanged(c.queryClient, c.hosId, c.userId),
    resultParts: () => ({ links: <CaseMailPaidLinks /> }),
  },
  inpatient_settlement: { changed: null, resultParts: null },
  deposit_refund: { changed: null, resultParts: null },
  physical_exam: {
    changed: (c) => physicalChanged(c.queryClient, c.hosId, c.userId),
    resultParts: () => ({ links: <PhysicalPaidLinks /> }),
  },
};
