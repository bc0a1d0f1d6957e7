import { Eye, EyeOff } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { VisuallyHidden } from 'shared-ui';
import { Input, useFieldControl } from 'shared-ui/inputs';
import styles from './password-input.module.css';

/**
 * A password input with a show/hide toggle, so people on phones can check what they typed. Inside a
 * <Field> it takes the field's id and description like any other control.
 */
export function PasswordInput(props: Omit<ComponentProps<typeof Input>, 'type'>) {
  const [visible, setVisible] = useState(false);
  const { id } = useFieldControl(props);
  return (
    <div className={styles.wrapper}>
      <Input {...props} type={visible ? 'text' : 'password'} className={styles.input} />
      <button
        type="button"
        className={styles.toggle}
        aria-controls={id}
        onClick={() => setVisible((shown) => !shown)}
      >
        {visible ? <EyeOff size={18} aria-hidden="true" /> : <Eye size={18} aria-hidden="true" />}
        <span className={styles.toggleText}>
          {visible ? 'Hide' : 'Show'}
          <VisuallyHidden> password</VisuallyHidden>
        </span>
      </button>
    </div>
  );
}
