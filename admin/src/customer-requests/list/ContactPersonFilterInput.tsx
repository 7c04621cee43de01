import { NO_CONTACT_PERSON } from '@hauskonfig/shared';
import { useMemo } from 'react';
import { AutocompleteInput, useGetList, useTranslate, type AutocompleteInputProps } from 'react-admin';

/** The API's largest page: every contact person at once, searched in the browser. */
const ALL = 1000;

type ContactPersonFilterInputProps = Omit<AutocompleteInputProps, 'choices' | 'source'> & {
  /** Read by the filter form and the filter button from this element's props. */
  source: string;
  alwaysOn?: boolean;
};

/**
 * The list's contact person filter: any person, or "Ohne Ansprechpartner" for the requests no one
 * looks after yet (`contactPersonId: "none"`, which a reference input could not offer).
 */
export const ContactPersonFilterInput = ({ alwaysOn: _alwaysOn, ...props }: ContactPersonFilterInputProps) => {
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
  return <AutocompleteInput {...props} choices={choices} isPending={isPending} />;
};
