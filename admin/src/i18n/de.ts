import type { TranslationMessages } from 'react-admin';
import { contactPersonMessages } from '../contact-people/messages.de';
import { customerRequestMessages } from '../customer-requests/messages.de';
import { priceMessages } from '../prices/messages.de';
import { securityMessages } from '../security/messages.de';
import { settingsMessages } from '../settings/messages.de';
import { templateHouseMessages } from '../template-houses/messages.de';
import { appMessages } from './app.de';
import { reactAdminGerman } from './ra.de';

/** The complete German catalogue: react-admin's own texts, the shell and each area's texts. */
const germanMessages: TranslationMessages = {
  ...reactAdminGerman,
  app: {
    ...appMessages,
    ...customerRequestMessages.app,
    ...templateHouseMessages.app,
    ...contactPersonMessages.app,
    ...settingsMessages.app,
    ...priceMessages.app,
    ...securityMessages.app,
  },
  resources: {
    ...customerRequestMessages.resources,
    ...templateHouseMessages.resources,
    ...contactPersonMessages.resources,
  },
};

export default germanMessages;
