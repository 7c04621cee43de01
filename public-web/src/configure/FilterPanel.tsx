import {
  CONSTRUCTION_METHOD_LABELS,
  ConstructionMethod,
  enumValues,
  PROPERTY_SHAPE_LABELS,
  PropertyShape,
  ROOF_SHAPE_LABELS,
  RoofShape,
  type ConfigureFilter,
} from '@hauskonfig/shared';
import { Box, Button, TextField } from '@mui/material';
import { useState } from 'react';
import { de } from '../i18n/de';
import { AreaField } from './AreaField';

interface EnumSelectProps<T extends string> {
  label: string;
  values: T[];
  labels: Record<T, string>;
  value: T | undefined;
  onChange: (value: T | undefined) => void;
}

/** A native select (the phone's own picker) with an "all" entry. */
function EnumSelect<T extends string>({ label, values, labels, value, onChange }: EnumSelectProps<T>) {
  return (
    <TextField
      select
      label={label}
      size="small"
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value === '' ? undefined : (event.target.value as T))}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">{de.configure.any}</option>
      {values.map((entry) => (
        <option key={entry} value={entry}>
          {labels[entry]}
        </option>
      ))}
    </TextField>
  );
}

interface FilterPanelProps {
  filter: ConfigureFilter;
  onChange: (change: Partial<ConfigureFilter>) => void;
  onReset: () => void;
}

/** Plot shape, construction method, roof shape and living-area range of the catalogue search. */
export const FilterPanel = ({ filter, onChange, onReset }: FilterPanelProps) => {
  // The area fields keep what is typed until it is committed; a reset starts them afresh, so a
  // number still waiting for its pause cannot come back after it.
  const [generation, setGeneration] = useState(0);
  const reset = () => {
    setGeneration((value) => value + 1);
    onReset();
  };
  return (
    <Box
      component="form"
      role="search"
      aria-label={de.configure.filterTitle}
      onSubmit={(event) => event.preventDefault()}
    >
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(5, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' }, display: 'grid' }}>
          <EnumSelect
            label="Grundstücksform"
            values={enumValues(PropertyShape)}
            labels={PROPERTY_SHAPE_LABELS}
            value={filter.propertyShape}
            onChange={(propertyShape) => onChange({ propertyShape })}
          />
        </Box>
        <EnumSelect
          label="Bauweise"
          values={enumValues(ConstructionMethod)}
          labels={CONSTRUCTION_METHOD_LABELS}
          value={filter.constructionMethod}
          onChange={(constructionMethod) => onChange({ constructionMethod })}
        />
        <EnumSelect
          label="Dachform"
          values={enumValues(RoofShape)}
          labels={ROOF_SHAPE_LABELS}
          value={filter.roofShape}
          onChange={(roofShape) => onChange({ roofShape })}
        />
        <AreaField
          key={`from-${generation}`}
          label={de.configure.sizeFrom}
          value={filter.from}
          onCommit={(from) => onChange({ from })}
        />
        <AreaField
          key={`to-${generation}`}
          label={de.configure.sizeTo}
          value={filter.to}
          onCommit={(to) => onChange({ to })}
        />
      </Box>
      <Button size="small" color="secondary" onClick={reset} sx={{ mt: 0.5 }}>
        {de.configure.resetFilter}
      </Button>
    </Box>
  );
};
