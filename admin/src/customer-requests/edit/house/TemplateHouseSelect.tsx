import { UI_MESSAGES, type HouseAdminDto } from '@hauskonfig/shared';
import { Autocomplete, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useGetList, useNotify, useTranslate } from 'react-admin';

/** A template house as the picker lists it. */
export type TemplateHouseOption = Pick<HouseAdminDto, 'id' | 'name'>;

/** Typing pauses this long before the server is asked. */
const SEARCH_DELAY_MS = 300;

interface TemplateHouseSelectProps {
  value: TemplateHouseOption | null;
  onChange: (value: TemplateHouseOption | null) => void;
  disabled?: boolean;
}

/**
 * Picks a template house by name, searched on the server. It is not a form input: assigning a
 * house is its own call, separate from saving the request.
 */
export const TemplateHouseSelect = ({ value, onChange, disabled }: TemplateHouseSelectProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const { data = [], isPending } = useGetList<TemplateHouseOption>(
    'template-houses',
    {
      pagination: { page: 1, perPage: 50 },
      sort: { field: 'name', order: 'ASC' },
      filter: search ? { q: search } : {},
    },
    { onError: () => notify(UI_MESSAGES.houses.loadFailed, { type: 'error' }) },
  );
  // The chosen house stays selectable even when the current search does not list it.
  const options = value && !data.some((option) => option.id === value.id) ? [value, ...data] : data;

  return (
    <Autocomplete
      options={options}
      value={value}
      disabled={disabled}
      onChange={(_event, option) => onChange(option)}
      onInputChange={(_event, text, reason) => setTyped(reason === 'input' ? text : '')}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      // The server already filtered by the typed text.
      filterOptions={(list) => list}
      loading={isPending}
      loadingText={translate('ra.page.loading')}
      noOptionsText={translate('app.customerRequests.house.noOptions')}
      renderInput={(params) => <TextField {...params} label={translate('app.customerRequests.house.templateSelect')} />}
    />
  );
};
