/** Texts of the second factor and the "Datenschutz" page (security settings). */
export const securityMessages = {
  app: {
    secondFactor: {
      title: 'Zweiter Faktor',
      menu: 'Zweiter Faktor',
      section: 'Anmeldung mit zweitem Faktor',
      intro:
        'Mit einem zweiten Faktor braucht die Anmeldung neben dem Passwort einen Code aus einer Authentifizierungs-App (z. B. Google Authenticator, Microsoft Authenticator, FreeOTP). Ein gestohlenes Passwort allein öffnet die Verwaltung dann nicht.',
      loadFailed: 'Der zweite Faktor konnte nicht geladen werden.',
      required: 'Für die Verwaltung ist ein zweiter Faktor vorgeschrieben. Bitte richten Sie ihn jetzt ein.',
      enabled:
        'Eingerichtet am %{date}. Noch %{smart_count} Wiederherstellungscode |||| Eingerichtet am %{date}. Noch %{smart_count} Wiederherstellungscodes',
      notEnabled: 'Noch kein zweiter Faktor eingerichtet.',
      setUp: 'Einrichten',
      setUpAgain: 'Neu einrichten',
      switchOff: 'Abschalten',
      mandatoryNoOff: 'Der zweite Faktor ist vorgeschrieben und lässt sich nicht abschalten.',
      cancel: 'Abbrechen',
      next: 'Weiter',
      passwordStep: 'Bitte bestätigen Sie zuerst Ihr Passwort.',
      currentPassword: 'Ihr aktuelles Passwort',
      scanStep:
        'Scannen Sie den QR-Code mit Ihrer Authentifizierungs-App und geben Sie den sechsstelligen Code ein, den die App anzeigt.',
      qrAlt: 'QR-Code für die Authentifizierungs-App',
      manualKey: 'Ohne Kamera: Schlüssel von Hand eingeben',
      code: 'Code aus der App',
      codeOrRecovery: 'Code aus der App oder Wiederherstellungscode',
      confirm: 'Bestätigen',
      codesStep:
        'Der zweite Faktor ist eingerichtet. Bewahren Sie diese Wiederherstellungscodes sicher auf (z. B. ausgedruckt): Jeder Code ersetzt einmal den Code aus der App, falls Sie Ihr Telefon verlieren. Sie werden nur jetzt angezeigt.',
      codesTitle: 'Wiederherstellungscodes',
      copyCodes: 'Codes kopieren',
      copied: 'Die Codes wurden kopiert.',
      printCodes: 'Drucken',
      codesSaved: 'Ich habe die Codes gesichert',
      otherSessionsEnded: 'Alle anderen Sitzungen Ihres Kontos wurden beendet.',
      switchedOff: 'Der zweite Faktor ist abgeschaltet. Alle anderen Sitzungen wurden beendet.',
      switchOffStep: 'Zum Abschalten bestätigen Sie Ihr Passwort und einen aktuellen Code.',
      failed: 'Das hat nicht geklappt. Bitte versuchen Sie es erneut.',
      working: 'Einen Moment …',
    },
    loginSecondFactor: {
      codeHint: 'Sechsstelliger Code aus Ihrer App oder ein Wiederherstellungscode',
      lockedHint:
        'Wenn Sie einen zweiten Faktor eingerichtet haben, können Sie sich mit Passwort und Code weiterhin anmelden.',
    },
    resetSecondFactor: {
      button: 'Zweiten Faktor zurücksetzen',
      title: 'Zweiten Faktor zurücksetzen',
      text: '%{name} kann sich danach nur mit dem Passwort anmelden und den zweiten Faktor neu einrichten. Alle Sitzungen von %{name} enden. Bitte bestätigen Sie mit Ihrem eigenen Passwort.',
      done: 'Der zweite Faktor wurde zurückgesetzt.',
      active: 'Zweiter Faktor eingerichtet',
    },
    dataProtection: {
      title: 'Datenschutz',
      loadFailed: 'Die Einstellungen zu Sicherheit und Datenschutz konnten nicht geladen werden.',
      saved: 'Die Einstellungen wurden gespeichert.',
      saveFailed: 'Die Einstellungen konnten nicht gespeichert werden.',
      loginSection: 'Anmeldung der Mitarbeiter',
      secondFactorRequired: 'Zweiter Faktor für alle Mitarbeiter vorgeschrieben',
      secondFactorRequiredHint:
        'Mitarbeiter ohne zweiten Faktor können nach der Anmeldung nur noch den zweiten Faktor einrichten.',
      retentionSection: 'Aufbewahrung',
      retentionHint:
        'Einmal täglich wird gelöscht, was älter ist. Nennen Sie diese Fristen in Ihrer Datenschutzerklärung.',
      hints: {
        savedPlanRetentionDays: 'Ab dem letzten Speichern; danach ist auch der Code frei.',
        closedRequestRetentionDays:
          'Ab der letzten Änderung; mit der Anfrage gehen Kundenzugang, E-Mails und individuelles Haus.',
        sentMailRetentionDays: 'Ab dem Versand; noch nicht versendete E-Mails bleiben.',
      },
    },
    dataSubjects: {
      title: 'Auskunft und Löschung',
      intro:
        'Für Anfragen nach DSGVO (Auskunft, Datenübertragbarkeit, Löschung): alles, was zu einer E-Mail-Adresse gespeichert ist – Anfragen, gespeicherte und geteilte Planungen, E-Mails und Einwilligungen.',
      email: 'E-Mail-Adresse der Person',
      invalidEmail: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
      export: 'Auskunft herunterladen (JSON)',
      exported: 'Die Auskunft wurde heruntergeladen.',
      nothingFound: 'Zu dieser Adresse ist nichts gespeichert. Die Auskunft (leer) wurde heruntergeladen.',
      erase: 'Daten löschen',
      eraseTitle: 'Alle Daten dieser Person löschen?',
      eraseText:
        'Alle Anfragen, gespeicherten und geteilten Planungen, E-Mails und Dateien zu %{email} werden endgültig gelöscht. Zur Bestätigung geben Sie die Adresse bitte noch einmal ein.',
      typeAgain: 'E-Mail-Adresse bestätigen',
      eraseConfirm: 'Endgültig löschen',
      erased:
        'Gelöscht: %{requests} Anfragen, %{savedPlans} gespeicherte Planungen, %{planShares} geteilte Planungen, %{mails} E-Mails.',
      log: 'Bisherige Löschungen',
      erasedAt: 'Gelöscht am',
      erasedBy: 'Durch',
      deleted: 'Gelöscht',
      counts: '%{requests} Anfragen, %{savedPlans} Planungen, %{planShares} geteilte Planungen, %{mails} E-Mails',
    },
  },
};
