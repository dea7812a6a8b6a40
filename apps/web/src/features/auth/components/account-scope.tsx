import { useTranslation } from 'react-i18next';

interface AccountScopeProps {
  hosName: string;
  /** Where it is read: the sign-in page points to registering with the same phone, the register page to what it makes. */
  page: 'sign-in' | 'register';
  /** The hospital signs in by code only: registering asks no password. */
  codeOnly: boolean;
}

/**
 * Accounts are per hospital (a session is bound to one hospital): the sign-in and register pages say whose account it
 * is, and that an account at another hospital of the portal does not sign in here (docs/accounts.md).
 */
export function AccountScope({ hosName, page, codeOnly }: AccountScopeProps) {
  const { t } = useTranslation();
  return (
    <div className="account-card__scope" data-testid="account-scope">
      <p>
        {t(page === 'sign-in' ? 'ui.accountScopeSignIn' : 'ui.accountScopeRegister', {
          hospital: hosName,
        })}
      </p>
      {page === 'register' && codeOnly ? (
        <p data-testid="register-code-only">{t('ui.registerCodeOnly', { hospital: hosName })}</p>
      ) : null}
    </div>
  );
}
