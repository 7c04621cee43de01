import { ConstructionWorkKind } from '@hauskonfig/shared';

export interface StageSeed {
  identifier: string;
  name: string;
  description: string;
  /** The stage this one includes (its works are selected with it). */
  child: string | null;
  works: { identifier: string; name: string; kind?: ConstructionWorkKind }[];
}

const EXTRA = ConstructionWorkKind.ADDITIONAL_OPTION;

/** The vendor's stages, from the least to the most complete; each includes the one before. */
export const CONSTRUCTION_STAGES: StageSeed[] = [
  {
    identifier: 'ausbauhaus',
    name: 'Ausbauhaus',
    description: 'Die fertige, wetterfeste Gebäudehülle – den Innenausbau übernehmen Sie selbst.',
    child: null,
    works: [
      { identifier: 'aussenwaende', name: 'Außenwände mit Wärmedämmung und Fassade' },
      { identifier: 'dachkonstruktion', name: 'Dachkonstruktion mit Eindeckung' },
      { identifier: 'fenster-aussentueren', name: 'Fenster und Haustür mit Dreifachverglasung' },
      { identifier: 'innenwaende', name: 'Tragende und nichttragende Innenwände' },
      { identifier: 'geschossdecke', name: 'Geschossdecke' },
      { identifier: 'dachentwaesserung', name: 'Dachrinnen und Fallrohre' },
      { identifier: 'bodenplatte', name: 'Bodenplatte bzw. Keller', kind: EXTRA },
      { identifier: 'vordach', name: 'Vordach über dem Eingang', kind: EXTRA },
    ],
  },
  {
    identifier: 'belagsfertig',
    name: 'Belagsfertig',
    description: 'Haustechnik, Estrich und verputzte Wände – bereit für Böden, Fliesen und Malerarbeiten.',
    child: 'ausbauhaus',
    works: [
      { identifier: 'elektro-rohinstallation', name: 'Elektroinstallation (Leitungen, Dosen, Verteiler)' },
      { identifier: 'sanitaer-rohinstallation', name: 'Sanitär-Rohinstallation' },
      { identifier: 'waermepumpe', name: 'Heizung mit Luft-Wasser-Wärmepumpe' },
      { identifier: 'fussbodenheizung', name: 'Fußbodenheizung' },
      { identifier: 'estrich', name: 'Estrich' },
      { identifier: 'innenputz', name: 'Innenputz und Spachtelung der Wände' },
      { identifier: 'rohtreppe', name: 'Innentreppe (Rohtreppe)' },
      { identifier: 'wohnraumlueftung', name: 'Kontrollierte Wohnraumlüftung', kind: EXTRA },
      { identifier: 'pv-vorbereitung', name: 'Vorbereitung für eine Photovoltaikanlage', kind: EXTRA },
    ],
  },
  {
    identifier: 'schluesselfertig',
    name: 'Schlüsselfertig',
    description: 'Bezugsfertig: alle Böden, Türen, Bäder und Malerarbeiten inklusive.',
    child: 'belagsfertig',
    works: [
      { identifier: 'bodenbelaege', name: 'Bodenbeläge (Parkett und Fliesen)' },
      { identifier: 'malerarbeiten', name: 'Malerarbeiten' },
      { identifier: 'innentueren', name: 'Innentüren mit Zargen' },
      { identifier: 'sanitaerausstattung', name: 'Sanitärausstattung (WC, Waschtisch, Dusche, Badewanne)' },
      { identifier: 'schalter-steckdosen', name: 'Schalter und Steckdosen' },
      { identifier: 'treppenbelag', name: 'Treppenbelag und Geländer' },
      { identifier: 'photovoltaik', name: 'Photovoltaikanlage mit Speicher', kind: EXTRA },
      { identifier: 'aussenjalousien', name: 'Außenjalousien', kind: EXTRA },
    ],
  },
];
