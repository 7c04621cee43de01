import { VALIDATION_MESSAGES, fieldLabel, formatMessage, isCustomerVisibleStatus } from '@hauskonfig/shared';
import { SelectInput, required, useTranslate } from 'react-admin';
import { REQUEST_STATUS_CHOICES } from './request-status-choices';

const validateStatus = required(formatMessage(VALIDATION_MESSAGES.required, fieldLabel('status')));

/**
 * The request's status, on the side of the release it is on (a new request is not released): releasing (In Planung, Verkauft) and
 * withdrawing are the release card's actions, which also hand out or end the customer's access.
 */
export const StatusInput = ({ released = false }: { released?: boolean }) => {
  const translate = useTranslate();
  const choices = REQUEST_STATUS_CHOICES.filter((choice) => isCustomerVisibleStatus(choice.id) === released);
  return (
    <SelectInput
      source="status"
      choices={choices}
      translateChoice={false}
      validate={validateStatus}
      helperText={translate(`app.customerRequests.release.${released ? 'statusReleased' : 'statusNotReleased'}`)}
    />
  );
};
