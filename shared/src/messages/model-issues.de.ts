import { formatMessage } from './format.js';

/**
 * German sentences for the error codes of the Khronos glTF validator (listed in gltf-validator's
 * ISSUES.md) that an exported house model can run into: the container and JSON checks, the data
 * references and the geometry. Staff read them when an upload is refused.
 */
export const MODEL_ISSUE_MESSAGES: Readonly<Record<string, string>> = {
  IO_ERROR: 'Das Modell verweist auf eine externe Datei; ein GLB-Modell muss alle Daten selbst enthalten.',
  INVALID_JSON: 'Der JSON-Teil des Modells ist beschädigt.',
  INVALID_URI: 'Das Modell enthält eine ungültige Adresse (URI) für eingebettete Daten oder eine Datei.',
  GLB_CHUNK_LENGTH_UNALIGNED: 'Ein Datenblock der Datei ist nicht auf 4 Bytes ausgerichtet.',
  GLB_CHUNK_TOO_BIG: 'Ein Datenblock reicht über das Ende der Datei hinaus; die Datei ist vermutlich unvollständig.',
  GLB_DUPLICATE_CHUNK: 'Die Datei enthält einen Datenblock doppelt.',
  GLB_EMPTY_CHUNK: 'Die Datei enthält einen leeren Datenblock.',
  GLB_INVALID_MAGIC: 'Die Datei ist kein GLB-Modell (die Kennung „glTF“ am Anfang fehlt).',
  GLB_INVALID_VERSION: 'Die GLB-Version der Datei wird nicht unterstützt, nur glTF 2.0.',
  GLB_LENGTH_MISMATCH: 'Die im Dateikopf angegebene Länge passt nicht zur Datei; sie ist vermutlich unvollständig.',
  GLB_LENGTH_TOO_SMALL: 'Die im Dateikopf angegebene Länge ist zu klein für ein GLB-Modell.',
  GLB_UNEXPECTED_BIN_CHUNK: 'Der Block mit den Binärdaten steht an der falschen Stelle der Datei.',
  GLB_UNEXPECTED_END_OF_CHUNK_DATA: 'Die Datei endet mitten in einem Datenblock; sie ist vermutlich unvollständig.',
  GLB_UNEXPECTED_END_OF_CHUNK_HEADER: 'Die Datei endet mitten in einem Datenblock; sie ist vermutlich unvollständig.',
  GLB_UNEXPECTED_END_OF_HEADER: 'Die Datei endet schon im Dateikopf; sie ist vermutlich unvollständig.',
  GLB_UNEXPECTED_FIRST_CHUNK: 'Der erste Datenblock der Datei ist kein JSON.',
  UNKNOWN_ASSET_MAJOR_VERSION: 'Die glTF-Version des Modells wird nicht unterstützt, nur glTF 2.0.',
  UNDEFINED_PROPERTY: 'Im Modell fehlt eine vorgeschriebene Angabe.',
  TYPE_MISMATCH: 'Eine Angabe im Modell hat den falschen Datentyp.',
  ARRAY_TYPE_MISMATCH: 'Eine Liste im Modell enthält Werte des falschen Datentyps.',
  ARRAY_LENGTH_NOT_IN_LIST: 'Eine Liste im Modell hat eine unzulässige Länge.',
  VALUE_NOT_IN_RANGE: 'Ein Wert im Modell liegt außerhalb des erlaubten Bereichs.',
  VALUE_MULTIPLE_OF: 'Ein Wert im Modell ist kein Vielfaches des vorgeschriebenen Schritts.',
  PATTERN_MISMATCH: 'Eine Angabe im Modell hat ein ungültiges Format.',
  INVALID_INDEX: 'Ein Verweis im Modell ist keine gültige Nummer.',
  EMPTY_ENTITY: 'Das Modell enthält einen leeren Eintrag.',
  DUPLICATE_ELEMENTS: 'Eine Liste im Modell enthält denselben Eintrag mehrfach.',
  ONE_OF_MISMATCH: 'Von mehreren Angaben, die sich ausschließen, ist im Modell nicht genau eine gesetzt.',
  UNSATISFIED_DEPENDENCY: 'Im Modell fehlt eine Angabe, die eine andere voraussetzt.',
  UNRESOLVED_REFERENCE: 'Das Modell verweist auf einen Eintrag, den es nicht enthält.',
  UNDECLARED_EXTENSION: 'Das Modell verwendet eine Erweiterung, ohne sie anzumelden.',
  UNUSED_EXTENSION_REQUIRED: 'Das Modell setzt eine Erweiterung voraus, die es gar nicht verwendet.',
  NON_REQUIRED_EXTENSION: 'Das Modell meldet eine Erweiterung als optional an, die vorausgesetzt werden muss.',
  BUFFER_MISSING_GLB_DATA: 'Das Modell verweist auf Binärdaten, die in der Datei fehlen.',
  BUFFER_BYTE_LENGTH_MISMATCH:
    'Die Binärdaten des Modells sind kürzer als angegeben; die Datei ist vermutlich unvollständig.',
  BUFFER_DATA_URI_MIME_TYPE_INVALID: 'Eingebettete Binärdaten des Modells haben einen ungültigen Medientyp.',
  BUFFER_VIEW_TOO_LONG: 'Ein Datenbereich des Modells reicht über das Ende seiner Binärdaten hinaus.',
  BUFFER_VIEW_TOO_BIG_BYTE_STRIDE: 'Ein Datenbereich des Modells hat einen größeren Elementabstand als Daten.',
  ACCESSOR_TOO_LONG: 'Ein Datenzugriff des Modells reicht über das Ende seines Datenbereichs hinaus.',
  ACCESSOR_OFFSET_ALIGNMENT: 'Ein Datenzugriff des Modells ist nicht richtig ausgerichtet.',
  ACCESSOR_TOTAL_OFFSET_ALIGNMENT: 'Ein Datenzugriff des Modells ist nicht richtig ausgerichtet.',
  ACCESSOR_SMALL_BYTESTRIDE: 'Die Elemente eines Datenzugriffs überlappen sich.',
  ACCESSOR_INDEX_OOB: 'Ein Dreieck des Modells verweist auf einen Eckpunkt, den es nicht gibt.',
  ACCESSOR_INVALID_FLOAT: 'Das Modell enthält ungültige Zahlen (NaN oder unendlich).',
  ACCESSOR_MIN_MISMATCH: 'Die im Modell angegebenen Grenzen eines Datenzugriffs passen nicht zu seinen Daten.',
  ACCESSOR_MAX_MISMATCH: 'Die im Modell angegebenen Grenzen eines Datenzugriffs passen nicht zu seinen Daten.',
  ACCESSOR_ELEMENT_OUT_OF_MIN_BOUND: 'Das Modell enthält Werte außerhalb der angegebenen Grenzen.',
  ACCESSOR_ELEMENT_OUT_OF_MAX_BOUND: 'Das Modell enthält Werte außerhalb der angegebenen Grenzen.',
  MESH_PRIMITIVE_UNEQUAL_ACCESSOR_COUNT: 'Die Eckpunktdaten eines Netzes sind unterschiedlich lang.',
  MESH_PRIMITIVE_POSITION_ACCESSOR_WITHOUT_BOUNDS: 'Für die Eckpunkte eines Netzes fehlen die Grenzen (min und max).',
  MESH_PRIMITIVE_ACCESSOR_UNALIGNED: 'Die Eckpunktdaten eines Netzes sind nicht auf 4 Bytes ausgerichtet.',
  MESH_PRIMITIVE_ATTRIBUTES_ACCESSOR_INVALID_FORMAT: 'Die Eckpunktdaten eines Netzes haben ein unzulässiges Format.',
  MESH_PRIMITIVE_INDICES_ACCESSOR_INVALID_FORMAT: 'Die Dreiecksdaten eines Netzes haben ein unzulässiges Format.',
  MESH_PRIMITIVE_INVALID_ATTRIBUTE: 'Ein Netz enthält eine ungültige Eckpunkt-Eigenschaft.',
  MESH_PRIMITIVE_TOO_FEW_TEXCOORDS: 'Ein Material braucht Texturkoordinaten, die dem Netz fehlen.',
  NODE_LOOP: 'Die Knotenhierarchie des Modells enthält einen Zyklus.',
  NODE_PARENT_OVERRIDE: 'Ein Knoten des Modells hängt an mehreren Stellen der Hierarchie.',
  NODE_MATRIX_TRS: 'Ein Knoten gibt zugleich eine Matrix und eine Verschiebung, Drehung oder Skalierung an.',
  NODE_MATRIX_NON_TRS: 'Die Transformationsmatrix eines Knotens ist ungültig.',
  ROTATION_NON_UNIT: 'Eine Drehung im Modell ist nicht normiert.',
  SCENE_NON_ROOT_NODE: 'Eine Szene enthält einen Knoten, der nicht auf oberster Ebene steht.',
  IMAGE_DATA_INVALID: 'Ein Bild im Modell ist beschädigt.',
  IMAGE_MIME_TYPE_INVALID: 'Das Format eines Bildes im Modell passt nicht zu seiner Angabe.',
  IMAGE_UNEXPECTED_EOS: 'Ein Bild im Modell ist unvollständig.',
  IMAGE_NON_ENABLED_MIME_TYPE: 'Ein Bild im Modell braucht eine Erweiterung, die das Modell nicht anmeldet.',
  TEXTURE_INVALID_IMAGE_MIME_TYPE: 'Eine Textur des Modells verwendet ein nicht unterstütztes Bildformat.',
  CAMERA_XMAG_YMAG_ZERO: 'Eine Kamera im Modell hat ungültige Einstellungen.',
  CAMERA_ZFAR_LEQUAL_ZNEAR: 'Eine Kamera im Modell hat ungültige Einstellungen.',
  INVALID_GL_VALUE: 'Das Modell enthält einen ungültigen Grafik-Parameter.',
};

/** For codes without a sentence of their own; the code in brackets tells support which rule it is. */
const MODEL_ISSUE_FALLBACK = 'Das Modell verletzt eine Regel des glTF-2.0-Formats ({0}).';

/** The German sentence for a validator code; unknown codes get the fallback naming the code. */
export function modelIssueMessage(code: string): string {
  return Object.prototype.hasOwnProperty.call(MODEL_ISSUE_MESSAGES, code)
    ? MODEL_ISSUE_MESSAGES[code]
    : formatMessage(MODEL_ISSUE_FALLBACK, code);
}

/** Why a stored model did not convert, where the converter's libraries report the cause in English. */
export const MODEL_CONVERSION_MESSAGES = {
  missingExtension:
    'Das Modell setzt die Erweiterung „{0}“ voraus, die nicht unterstützt wird. Bitte exportieren Sie das Modell ohne diese Erweiterung.',
  unsupportedVersion: 'Die glTF-Version „{0}“ des Modells wird nicht unterstützt, nur glTF 2.0.',
  unreadable: 'Das Modell kann nicht gelesen werden (technische Meldung: {0}).',
  textureUnprocessable: 'Die Textur „{0}“ konnte nicht verarbeitet werden (technische Meldung: {1}).',
  unexpected: 'Bei der Konvertierung ist ein unerwarteter Fehler aufgetreten (technische Meldung: {0}).',
  arFileFailed:
    'Für AR (USDZ) konnte keine Datei erzeugt werden, im Browser wird das Modell trotzdem gezeigt. Grund: {0}',
  webFileFailed:
    'Die Web-Fassung konnte nicht verkleinert werden, ausgeliefert wird die hochgeladene Datei. Grund: {0}',
  /** What the AR file (USDZ) shows differently from the model; {0} names the parts concerned. */
  arAnimationsLeftOut: 'AR: Quick Look spielt eine Animation ab: übernommen ist {0}, nicht übernommen {1}.',
  arSkeletalAnimation: 'AR: Die Skelettbewegungen der Animation {0} werden nicht übernommen.',
  arMorphAnimation: 'AR: Die Gewichte der Formziele (Morph Targets) in der Animation {0} werden nicht übernommen.',
  arSkinnedAtRest: 'AR: Die Netze mit Skelett ({0}) stehen in ihrer Ruhepose, ohne Skelett.',
  arMorphTargets: 'AR: Die Formziele (Morph Targets) von {0} sind mit ihren Standardgewichten fest übernommen.',
  arVariants: 'AR: Von den Materialvarianten ({0}) ist nur die Standardfassung übernommen.',
  arTransmission: 'AR: Die Lichtdurchlässigkeit von {0} ist als Transparenz angenähert.',
  arVertexColors:
    'AR: Die Eckpunktfarben der Netze mit Material {0} werden nicht übernommen: Eine Textur oder ein Farbton lässt sich nicht mit ihnen verrechnen.',
  arSimplified: 'AR: Für AR auf {0} Dreiecke vereinfacht (das Modell hat {1}).',
  arTexturesResized: 'AR: {0} auf höchstens {1} px verkleinert.',
} as const;
