import useFormStyle from 'antd/es/form/style';
import { useId, type FormEvent, type ReactElement, type ReactNode } from 'react';
import { useAntdLook } from '../antd-look/antd-look.ts';
import './light-form.css';

/**
 * antd's vertical Form in look (its classes and CSS) for the small forms of the landing pages, without antd's form
 * engine (rc-field-form, async-validator, the grid and the label tooltip: ~30 kB gzip on the sign-in page). State and
 * checking come from useLightForm; a form with more than a few fields, lists or dependencies uses antd's Form.
 */
export function LightForm({ onSubmit, children }: { onSubmit: () => void; children: ReactNode }) {
  const { prefixCls, classes } = useAntdLook('form', useFormStyle, true);
  return (
    <form
      noValidate
      className={`${prefixCls} ${prefixCls}-vertical ${prefixCls}-hide-required-mark ${classes}`}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}

interface ControlProps {
  id: string;
  status?: 'error';
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  'aria-required'?: true;
}

/**
 * One labelled field of a LightForm, as antd's Form.Item draws it: the label above (tied to the control by its id),
 * the control, and the error under it, announced (role="alert") and named by the control's aria-describedby.
 */
export function LightFormItem({
  label,
  error,
  required,
  children,
}: {
  label: string;
  error?: string;
  required?: boolean;
  /** Draws the control with the props that tie it to the label and the error. */
  children: (control: ControlProps) => ReactElement;
}) {
  const { prefixCls, classes } = useAntdLook('form', useFormStyle, true);
  const id = useId();
  const item = `${prefixCls}-item`;
  const helpId = `${id}_help`;
  return (
    <div
      className={`${item} ${item}-vertical light-form-item ${classes}${error ? ` ${item}-has-error` : ''}`}
    >
      <div className={`${item}-row`}>
        <div className={`${item}-label`}>
          <label htmlFor={id} title={label}>
            {label}
          </label>
        </div>
        <div className={`${item}-control`}>
          <div className={`${item}-control-input`}>
            <div className={`${item}-control-input-content`}>
              {children({
                id,
                ...(error && {
                  status: 'error',
                  'aria-invalid': true,
                  'aria-describedby': helpId,
                }),
                ...(required && { 'aria-required': true }),
              })}
            </div>
          </div>
          {error ? (
            <div className={`${item}-additional`}>
              <div id={helpId} className={`${item}-explain ${item}-explain-connected`} role="alert">
                <div className={`${item}-explain-error`}>{error}</div>
              </div>
            </div>
          ) : null}
        </div>
      </div>
    </div>
  );
}
