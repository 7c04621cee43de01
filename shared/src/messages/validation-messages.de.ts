/** Three phrasings of "X is required": a bare statement, addressing the user's own data, or naming any value. */
export interface RequiredMessageVariants {
  plain: string;
  your: string;
  a: string;
}

/** German validation texts (spec section 5); `{0}` is the field label, `{1}` a bound or list. */
export const VALIDATION_MESSAGES = {
  required: 'Das Feld {0} muss ausgefüllt werden',
  selectPropertyShape: 'Bitte wählen Sie eine Grundstücksform aus',
  selectContactPerson: 'Bitte wählen Sie einen Ansprechpartner aus',
  selectConstructionMethod: 'Bitte wählen Sie eine Bauweise aus',
  selectRoofShape: 'Bitte wählen Sie eine Dachform aus',
  areaRequired: 'Bitte geben Sie die Wohnfläche in Quadratmetern an',
  previewImageRequired: 'Bitte laden Sie ein Vorschaubild hoch',
  floorPlanRequired: 'Bitte laden Sie mindestens einen Grundriss hoch',
  houseViewRequired: 'Bitte wählen Sie ein 3D-Modell aus und geben Sie ihm einen Namen',
  readyHouseViewRequired:
    'Mindestens ein 3D-Modell muss erfolgreich konvertiert sein (Status „Bereit“); bitte warten Sie die Konvertierung ab oder laden Sie ein anderes Modell hoch',
  modelWithoutTriangles:
    'Das 3D-Modell enthält keine darstellbaren Dreiecke (nur leere Knoten, Punkte oder Linien) und kann nicht angezeigt werden. Bitte exportieren Sie das Modell mit seinen Flächen.',
  nameRequired: {
    plain: 'Name ist erforderlich',
    your: 'Bitte geben Sie Ihren Namen ein',
    a: 'Bitte geben Sie einen Namen ein',
  },
  usernameRequired: {
    plain: 'Benutzername ist erforderlich',
    your: 'Bitte geben Sie Ihren Benutzernamen ein',
    a: 'Bitte geben Sie einen Benutzernamen ein',
  },
  firstNameRequired: {
    plain: 'Vorname ist erforderlich',
    your: 'Bitte geben Sie Ihren Vornamen ein',
    a: 'Bitte geben Sie einen Vornamen ein',
  },
  lastNameRequired: {
    plain: 'Nachname ist erforderlich',
    your: 'Bitte geben Sie Ihren Nachnamen ein',
    a: 'Bitte geben Sie einen Nachnamen ein',
  },
  emailRequired: {
    plain: 'E-Mail-Adresse ist erforderlich',
    your: 'Bitte geben Sie Ihre E-Mail-Adresse ein',
    a: 'Bitte geben Sie eine E-Mail-Adresse ein',
  },
  phoneRequired: {
    plain: 'Telefonnummer ist erforderlich',
    your: 'Bitte geben Sie Ihre Telefonnummer ein',
    a: 'Bitte geben Sie eine Telefonnummer ein',
  },
  passwordRequired: {
    plain: 'Passwort ist erforderlich',
    your: 'Bitte geben Sie Ihr Passwort ein',
    a: 'Bitte geben Sie ein Passwort ein',
  },
  minLength: '{0} muss mindestens {1} Zeichen lang sein',
  maxLength: '{0} darf höchstens {1} Zeichen lang sein',
  invalidEmail: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
  invalidPhone: 'Bitte geben Sie eine gültige Telefonnummer ein',
  invalidNumber: 'Bitte geben Sie eine gültige Zahl ein',
  fullNameRequired: 'Bitte geben Sie Vor- und Nachnamen an',
  passwordsDoNotMatch: 'Die Passwörter stimmen nicht überein',
  deleteConfirmName: 'Bitte geben Sie zum Löschen den Namen „{0}“ ein',
  contactPersonImageRequired: 'Ein Ansprechpartner kann nicht ohne Bild gespeichert werden',
  mustBeOneOf: '{0} muss einer der folgenden Werte sein: {1}',
  mustBeString: '{0} muss ein Text sein',
  mustBeNumber: '{0} muss eine Zahl sein',
  mustBeBoolean: '{0} muss wahr oder falsch sein',
  mustBeInteger: '{0} muss eine ganze Zahl sein',
  mustBeUuid: '{0} ist keine gültige ID',
  minValue: '{0} muss mindestens {1} sein',
  maxValue: '{0} darf höchstens {1} sein',
  maxDecimalPlaces: '{0} darf höchstens {1} Nachkommastellen haben',
  mustBeArray: '{0} muss eine Liste sein',
  unknownField: 'Das Feld {0} ist nicht erlaubt',
  invalidValue: '{0} hat einen ungültigen Wert',
  priceCents: 'Bitte geben Sie einen Betrag von 0 bis 20.000.000 € in ganzen Cent an (leer: Preis auf Anfrage)',
  extraCostAmount: 'Bitte geben Sie entweder einen festen Betrag oder Beträge je Grundstücksform an, nicht beides',
  singleLine: '{0} darf keine Zeilenumbrüche oder Steuerzeichen enthalten',
  secondFactorCode:
    'Bitte geben Sie den sechsstelligen Code aus Ihrer App oder einen Wiederherstellungscode (XXXX-XXXX) ein',
  invisibleCharacters:
    '{0} enthält unsichtbare Steuer- oder Formatzeichen (z. B. Zeichen, die die Schreibrichtung umkehren). Bitte entfernen Sie sie.',
  modelTextureTooLarge:
    'Die Textur {0} des 3D-Modells hat {1} Pixel; erlaubt sind höchstens {2} Megapixel. Bitte verkleinern Sie die Textur vor dem Hochladen.',
  modelTextureUnreadable: 'Die Textur {0} des 3D-Modells ist kein lesbares PNG-, JPEG-, WebP-, AVIF- oder KTX2-Bild.',
} as const satisfies Record<string, string | RequiredMessageVariants>;
