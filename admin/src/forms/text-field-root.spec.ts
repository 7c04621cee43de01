import { createTheme, ThemeProvider } from '@mui/material/styles';
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { AutocompleteInput, DateInput, Form, NumberInput, TestMemoryRouter, TextInput } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../theme';

/** react-admin's inputs in a form with the admin's theme, as HTML, with what React logged meanwhile. */
function renderInputs(): { html: string; logged: string[] } {
  const logged: string[] = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    logged.push(args.map(String).join(' '));
  });
  const html = renderToString(
    h(
      TestMemoryRouter,
      null,
      h(
        ThemeProvider,
        { theme: createTheme(theme) },
        h(
          Form,
          null,
          h(TextInput, { source: 'name' }),
          h(DateInput, { source: 'priceDate' }),
          h(NumberInput, { source: 'sizeInSqm' }),
          h(AutocompleteInput, { source: 'contactPersonId', choices: [{ id: '1', name: 'Anna Berger' }] }),
        ),
      ),
    ),
  );
  return { html, logged };
}

describe('TextFieldRoot in the admin theme', () => {
  afterEach(() => vi.restoreAllMocks());

  it("keeps react-admin's InputProps, InputLabelProps and inputProps off the DOM: React has nothing to warn about", () => {
    const { html, logged } = renderInputs();
    expect(logged).toEqual([]);
    expect(html).not.toMatch(/(inputprops|inputlabelprops)=/i);
  });

  it("keeps react-admin's text field defaults: filled, dense, full width", () => {
    const { html } = renderInputs();
    expect(html).toContain('MuiFormControl-marginDense MuiFormControl-fullWidth MuiTextField-root');
    expect(html).toContain('MuiFilledInput-root');
  });
});
