import { SimpleList, type RaRecord, type SimpleListProps } from 'react-admin';

/** react-admin dims the third text (here a status chip), which would make its colour unreadable. */
const ROWS_SX = { '& .RaSimpleList-tertiary': { opacity: 1, ml: 1 } };

/** A list as rows for phones: react-admin's SimpleList with the chips at full strength. */
export const PhoneRows = <RecordType extends RaRecord>(props: SimpleListProps<RecordType>) => (
  <SimpleList<RecordType> {...props} sx={ROWS_SX} />
);
