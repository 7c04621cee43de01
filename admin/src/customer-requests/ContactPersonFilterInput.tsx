import { NO_CONTACT_PERSON } from '@hauskonfig/shared';
import { useMemo } from 'react';
import { AutocompleteInput, useGetList, useTranslate } from 'react-admin';

/** The API's largest page: every contact person at once, searched in the browser. */
const ALL = 1000;

/**
 * The list's contact person filter: any person, or "Ohne Ansprechpartner" for the requests no one
 * looks after yet (`contactPersonId: "none"`, which a reference input could not offer).
 */
// `alwaysOn` is read by the filter form from this element's props.
export const ContactPersonFilterInput = (_props: { alwaysOn?: boolean }) => {
  const translate = useTranslate();
  const { data, isPending } = useGetList<{ id: string; name: string }>('contact-people', {
    pagination: { page: 1, perPage: ALL },
    sort: { field: 'name', order: 'ASC' },
  });
  const choices = useMemo(
    () => [
      { id: NO_CONTACT_PERSON, name: translate('app.customerRequests.list.withoutContactPerson') },
      ...(data ?? []).map(({ id, name }) => ({ id, name })),
    ],
    [data, translate],
  );
  return (
    <AutocompleteInput
      source="contactPersonId"
      label="resources.customer-requests.fields.contactPersonId"
      choices={choices}
      isPending={isPending}
    />
  );
};
