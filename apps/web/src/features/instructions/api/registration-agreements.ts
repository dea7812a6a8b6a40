import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  REGISTRATION_DOC_TYPES,
  type NoticeDocType,
  type NoticeDocument,
  type HosId,
} from '@portal/shared';
import { errorKey } from '../../../lib/error-text.ts';
import { noticeDocumentQueryOptions } from './notices.ts';

/** Where the register page stands with the agreements every account accepts (docs/accounts.md). */
export type AgreementsState =
  | { status: 'loading' }
  | { status: 'ready'; documents: NoticeDocument[] }
  /** The hospital has not published these (NOTICE001): no account can be created until it does. */
  | { status: 'missing'; missing: NoticeDocType[] }
  | { status: 'failed'; error: unknown; retry: () => void };

/** The current user service agreement and privacy policy (public calls). */
export function useRegistrationAgreements(hosId: HosId): AgreementsState {
  const { i18n } = useTranslation();
  const results = useQueries({
    queries: REGISTRATION_DOC_TYPES.map((docType) =>
      noticeDocumentQueryOptions(hosId, docType, i18n.language),
    ),
  });
  const missing = REGISTRATION_DOC_TYPES.filter(
    (_, i) => errorKey(results[i]?.error) === 'NOTICE001',
  );
  if (missing.length > 0) return { status: 'missing', missing };
  const failed = results.find((r) => r.isError);
  if (failed)
    return {
      status: 'failed',
      error: failed.error,
      retry: () => results.forEach((r) => void r.refetch()),
    };
  const documents = results.map((r) => r.data).filter((d): d is NoticeDocument => d !== undefined);
  return documents.length === REGISTRATION_DOC_TYPES.length
    ? { status: 'ready', documents }
    : { status: 'loading' };
}
