import { VALIDATION_MESSAGES, fieldLabel, formatMessage } from '@hauskonfig/shared';
import { SelectInput, required } from 'react-admin';
import { REQUEST_STATUS_CHOICES } from './request-status-choices';

const validateStatus = required(formatMessage(VALIDATION_MESSAGES.required, fieldLabel('status')));

/** The request's status; any status may follow any other (the API records each change). */
export const StatusInput = () => (
  <SelectInput source="status" choices={REQUEST_STATUS_CHOICES} translateChoice={false} validate={validateStatus} />
);
