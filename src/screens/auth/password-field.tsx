import { useState } from 'react';
import { TextField, type TextFieldProps } from './text-field';

/**
 * A password field with a Show/Hide toggle. The toggle is named by its text only, so that
 * the label "Password" names exactly one element.
 */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'end'>) {
  const [shown, setShown] = useState(false);
  const toggle =
    props.value.length > 0 ? (
      <button type="button" className="field__toggle" onClick={() => setShown((s) => !s)}>
        {shown ? 'Hide' : 'Show'}
      </button>
    ) : null;
  return <TextField {...props} type={shown ? 'text' : 'password'} end={toggle} />;
}
