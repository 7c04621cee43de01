/** Labels of the price page's inputs, also used in their validation messages. */
export const PRICE_LABELS = {
  priceDate: 'Preisstand',
  disclaimer: 'Hinweistext',
  name: 'Bezeichnung',
  note: 'Hinweis',
  fixedCents: 'Betrag',
  equityCents: 'Eigenkapital',
  interestPercent: 'Sollzins',
  termYears: 'Laufzeit',
  repaymentPercent: 'Anfängliche Tilgung',
} as const;

/** German texts of the price page (`app.prices.*`). */
export const priceMessages = {
  app: {
    prices: {
      loadFailed: 'Die Preise konnten nicht geladen werden.',
      saved: 'Preise gespeichert',
      saveFailed: 'Die Preise konnten nicht gespeichert werden.',
      updatedAt: 'Zuletzt geändert am %{date}',
      empty: 'leer = Preis auf Anfrage',
      sections: {
        general: 'Preisstand und Hinweis',
        extraCosts: 'Baunebenkosten',
        options: 'Zusatzoptionen',
        financing: 'Finanzierungsbeispiel',
      },
      fields: {
        ...PRICE_LABELS,
        interestPercent: 'Sollzins (% p. a.)',
        termYears: 'Laufzeit (Jahre)',
        repaymentPercent: 'Anfängliche Tilgung (% p. a.)',
      },
      hints: {
        priceDate: 'Datum, zu dem die Preise gelten; es steht bei den Preisen auf der Website und im PDF.',
        disclaimer:
          'Steht bei jedem Preis auf der Website und im PDF, z. B. „Unverbindliche Richtpreise inkl. USt., kein Angebot.“',
        note: 'Optional, z. B. „je nach Gemeinde“.',
        fixedCents: 'In Euro inkl. USt., z. B. 12000 oder 12000,50; leer = Preis auf Anfrage.',
        repaymentPercent:
          'Optional. Leer: Das Darlehen wird genau über die Laufzeit getilgt; sonst ergibt sich die Laufzeit aus der Tilgung.',
      },
      extraCosts: {
        intro:
          'Kosten neben Haus und Ausbau, z. B. Anschlüsse oder Erdarbeiten. Sie werden in dieser Reihenfolge angezeigt und zum Gesamtpreis addiert.',
        item: 'Baunebenkosten %{number}',
        add: 'Baunebenkosten hinzufügen',
        remove: 'Baunebenkosten %{number} entfernen',
        kind: 'Art des Betrags',
        fixed: 'Fester Betrag',
        byPlotShape: 'Abhängig von der Grundstücksform',
        byPlotShapeHint: 'In Euro inkl. USt.; ohne Betrag steht für diese Grundstücksform „Preis auf Anfrage“.',
        none: 'Noch keine Baunebenkosten erfasst.',
      },
      options: {
        intro:
          'Aufpreise der Zusatzoptionen jeder Ausbaustufe, in Euro inkl. USt. Ohne Betrag steht bei der Option „Preis auf Anfrage“.',
        none: 'Es sind keine Zusatzoptionen angelegt.',
        loadFailed: 'Die Zusatzoptionen konnten nicht geladen werden.',
      },
      financing: {
        intro:
          'Startwerte des Finanzierungsbeispiels; Besucher ändern sie selbst. Es ist eine Beispielrechnung, kein Angebot.',
      },
    },
  },
};
