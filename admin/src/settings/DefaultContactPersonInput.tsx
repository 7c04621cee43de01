import { UI_MESSAGES } from '@hauskonfig/shared';
import { MenuItem, Skeleton, TextField } from '@mui/material';
import { useGetList, useInput, useTranslate } from 'react-admin';
import type { ContactPersonRecord } from '../contact-people/types';

/** The empty choice: no default contact person (null in the API), so the fair rotation applies. */
const NONE = '';

const NAME_ORDER = { field: 'name', order: 'ASC' } as const;

/**
 * The vendor's default contact person among all contact people; unpublished ones are marked, as
 * the assignment passes over them. A select of its own: react-admin's SelectInput names its empty
 * choice "Eingabe löschen" for screen readers, not what it shows ("Keiner (faire Verteilung)").
 */
export const DefaultContactPersonInput = () => {
  const translate = useTranslate();
  const people = useGetList<ContactPersonRecord>('contact-people', {
    pagination: { page: 1, perPage: 100 },
    sort: NAME_ORDER,
  });
  const { field, fieldState, id } = useInput({
    source: 'defaultContactPersonId',
    format: (value: unknown) => (typeof value === 'string' ? value : NONE),
    parse: (value: string) => (value === NONE ? null : value),
  });
  if (people.isPending) return <Skeleton variant="rounded" height={48} sx={{ my: 1 }} />;
  const choices = people.data ?? [];
  const value = String(field.value);
  // A stored person the list lacks (not loaded) still needs its own choice to show as chosen.
  const unlisted = value !== NONE && !choices.some((person) => person.id === value);
  return (
    <TextField
      select
      id={id}
      name={field.name}
      inputRef={field.ref}
      label={translate('app.settings.fields.defaultContactPersonId')}
      value={value}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
      // The empty choice has a text of its own, so it shows like any other.
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      error={fieldState.invalid || Boolean(people.error)}
      helperText={
        fieldState.error?.message ??
        (people.error ? UI_MESSAGES.contactPeople.loadFailed : translate('app.settings.contactPerson.rule'))
      }
    >
      <MenuItem value={NONE}>{translate('app.settings.contactPerson.none')}</MenuItem>
      {unlisted && <MenuItem value={value}>{translate('app.settings.contactPerson.unlisted')}</MenuItem>}
      {choices.map((person) => (
        <MenuItem key={person.id} value={person.id}>
          {person.published ? person.name : translate('app.settings.contactPerson.unpublished', { name: person.name })}
        </MenuItem>
      ))}
    </TextField>
  );
};
