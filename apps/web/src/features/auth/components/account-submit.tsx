import { Button } from 'antd';
import { FormError } from '../../../components/form-error/form-error.tsx';
import { LinkButton } from '../../../components/link-button/link-button.tsx';
import { errorKey } from '../../../lib/error-text.ts';

interface AccountSubmitProps {
  /** The last failed submit, or null. */
  error: unknown;
  /** The way on offered when the failure is the error key `when` (the phone has an account: sign in; none: register). */
  wayOn: { when: string; to: string; label: string };
  loading: boolean;
  testId: string;
  label: string;
}

/** The foot of an account card's form: the failed submit, with the way on where it calls for one, and the button. */
export function AccountSubmit({ error, wayOn, loading, testId, label }: AccountSubmitProps) {
  return (
    <>
      <FormError
        error={error}
        action={
          errorKey(error) === wayOn.when ? (
            <LinkButton to={wayOn.to} size="small" type="primary">
              {wayOn.label}
            </LinkButton>
          ) : undefined
        }
      />
      <Button
        className="account-card__submit"
        type="primary"
        htmlType="submit"
        block
        size="large"
        loading={loading}
        data-testid={testId}
      >
        {label}
      </Button>
    </>
  );
}
