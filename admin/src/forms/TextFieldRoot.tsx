import FormControl from '@mui/material/FormControl';
import { styled } from '@mui/material/styles';
import type { ComponentProps } from 'react';

/** MUI's own root of a TextField, styled under the same name so theme overrides still apply. */
const Root = styled(FormControl, { name: 'MuiTextField', slot: 'Root' })({});

/** TextField props MUI 9 replaced by `slotProps` (input, htmlInput, inputLabel, formHelperText, select). */
interface LegacyTextFieldProps {
  InputProps?: unknown;
  inputProps?: unknown;
  InputLabelProps?: unknown;
  FormHelperTextProps?: unknown;
  SelectProps?: unknown;
}

type TextFieldRootProps = ComponentProps<typeof Root> & LegacyTextFieldProps;

/**
 * The root of every TextField in the admin (set in theme.ts). react-admin 5 still passes the
 * props MUI 9 no longer reads (`InputProps`, `InputLabelProps`, ...; it passes the same values in
 * `slotProps` too, which MUI reads), and MUI hands them on to the root <div>, where React warns
 * about unknown props and writes them out as attributes. This root leaves them out.
 */
export const TextFieldRoot = ({
  InputProps: _input,
  inputProps: _htmlInput,
  InputLabelProps: _inputLabel,
  FormHelperTextProps: _formHelperText,
  SelectProps: _select,
  ...props
}: TextFieldRootProps) => <Root {...props} />;
