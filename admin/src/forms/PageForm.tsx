import type { ReactNode } from 'react';
import { Form, type FormProps, SaveButton, Toolbar } from 'react-admin';

interface PageFormProps {
  record: FormProps['record'];
  onSubmit: FormProps['onSubmit'];
  children: ReactNode;
}

/**
 * A page that is one form saved by one "Speichern" (settings, prices). The app's German messages,
 * never the browser's own bubbles; leaving with unsaved changes asks first.
 */
export const PageForm = ({ record, onSubmit, children }: PageFormProps) => (
  <Form record={record} onSubmit={onSubmit} warnWhenUnsavedChanges noValidate>
    {children}
    {/* Kept in view at the bottom of the long page, on phones in the page's flow too. */}
    <Toolbar sx={{ mt: 2, '&, &.RaToolbar-mobileToolbar': { position: 'sticky', bottom: 0, zIndex: 2 } }}>
      <SaveButton />
    </Toolbar>
  </Form>
);
