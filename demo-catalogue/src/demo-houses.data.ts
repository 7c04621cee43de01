import { ConstructionMethod, PropertyShape, RoofShape } from '@hauskonfig/shared';
import { HouseDesign } from './house-design.js';

export type DemoViewVariant = 'day' | 'alt';

export interface DemoHouseView {
  name: string;
  standard: boolean;
  /** 'alt' adds a garden terrace and a chimney to the same house. */
  variant: DemoViewVariant;
}

export interface DemoHouseSpec {
  key: string;
  name: string;
  roofShape: RoofShape;
  propertyShape: PropertyShape;
  constructionMethod: ConstructionMethod;
  /** Living area in m²; the generated floor plans add up to roughly this. */
  sizeInSqm: number;
  storeys: 1 | 2;
  /** Outer dimensions in metres: width along the street front, depth towards the garden. */
  width: number;
  depth: number;
  /** An Austrian cadastral municipality (Katastralgemeinde). */
  location: string;
  propertyNumber: string;
  views: DemoHouseView[];
  design: HouseDesign;
}

const STANDARD_ONLY: DemoHouseView[] = [{ name: 'Standard', standard: true, variant: 'day' }];

const WITH_TERRACE: DemoHouseView[] = [
  { name: 'Standard', standard: true, variant: 'day' },
  { name: 'Mit Terrasse und Kamin', standard: false, variant: 'alt' },
];

export const DEMO_HOUSES: DemoHouseSpec[] = [
  {
    key: 'stadtvilla-linz',
    name: 'Stadtvilla Linz',
    roofShape: RoofShape.HIPPED,
    propertyShape: PropertyShape.STRAIGHT,
    constructionMethod: ConstructionMethod.SOLID,
    sizeInSqm: 168,
    storeys: 2,
    width: 10.5,
    depth: 10,
    location: 'Urfahr',
    propertyNumber: '1287/4',
    views: WITH_TERRACE,
    design: {
      wall: { pattern: 'plaster', colour: '#f1eee8' },
      roof: { pattern: 'tiles', colour: '#45464a' },
      frame: 'white',
      door: '#2f3338',
      solarPanels: false,
      gutters: true,
    },
  },
  {
    key: 'bungalow-seeblick',
    name: 'Bungalow Seeblick',
    roofShape: RoofShape.FLAT,
    propertyShape: PropertyShape.STRAIGHT,
    constructionMethod: ConstructionMethod.WOODEN,
    sizeInSqm: 112,
    storeys: 1,
    width: 14,
    depth: 9.5,
    location: 'Attersee',
    propertyNumber: '412/2',
    views: WITH_TERRACE,
    design: {
      wall: { pattern: 'timber', colour: '#b47c4a' },
      roof: { pattern: 'green', colour: '#587536' },
      frame: 'anthracite',
      door: '#3b3f45',
      solarPanels: false,
      gutters: false,
    },
  },
  {
    key: 'haus-waldrand',
    name: 'Haus Waldrand',
    roofShape: RoofShape.GABLE,
    propertyShape: PropertyShape.HILLSIDE,
    constructionMethod: ConstructionMethod.WOODEN,
    sizeInSqm: 146,
    storeys: 2,
    width: 10,
    depth: 9,
    location: 'Freistadt',
    propertyNumber: '733/1',
    views: STANDARD_ONLY,
    design: {
      wall: { pattern: 'timber', colour: '#6f4b30' },
      roof: { pattern: 'seam', colour: '#4a4e54' },
      frame: 'wood',
      door: '#8a5a32',
      solarPanels: true,
      gutters: true,
    },
  },
  {
    key: 'landhaus-muehlviertel',
    name: 'Landhaus Mühlviertel',
    roofShape: RoofShape.GABLE,
    propertyShape: PropertyShape.INCLINED,
    constructionMethod: ConstructionMethod.SOLID,
    sizeInSqm: 184,
    storeys: 2,
    width: 12,
    depth: 9.5,
    location: 'Gallneukirchen',
    propertyNumber: '2051/7',
    views: WITH_TERRACE,
    design: {
      wall: { pattern: 'plaster', colour: '#efe3c8' },
      upperWall: { pattern: 'timber', colour: '#9c6a3c' },
      roof: { pattern: 'tiles', colour: '#9a3f2c' },
      frame: 'wood',
      door: '#6b4428',
      solarPanels: false,
      gutters: true,
    },
  },
  {
    key: 'haus-sonnenhang',
    name: 'Haus Sonnenhang',
    roofShape: RoofShape.PENT,
    propertyShape: PropertyShape.HILLSIDE,
    constructionMethod: ConstructionMethod.SOLID,
    sizeInSqm: 138,
    storeys: 2,
    width: 10,
    depth: 8.5,
    location: 'Ottensheim',
    propertyNumber: '586/3',
    views: STANDARD_ONLY,
    design: {
      wall: { pattern: 'plaster', colour: '#f5f4f0' },
      roof: { pattern: 'seam', colour: '#8e9298' },
      frame: 'anthracite',
      door: '#b5462f',
      solarPanels: true,
      gutters: true,
    },
  },
  {
    key: 'bungalow-lindenhof',
    name: 'Bungalow Lindenhof',
    roofShape: RoofShape.HIPPED,
    propertyShape: PropertyShape.STRAIGHT,
    constructionMethod: ConstructionMethod.SOLID,
    sizeInSqm: 98,
    storeys: 1,
    width: 12.5,
    depth: 9.5,
    location: 'Leonding',
    propertyNumber: '1544/12',
    views: STANDARD_ONLY,
    design: {
      wall: { pattern: 'brick', colour: '#a24a33' },
      roof: { pattern: 'tiles', colour: '#5b3b2f' },
      frame: 'white',
      door: '#f2f2ef',
      solarPanels: false,
      gutters: true,
    },
  },
  {
    key: 'haus-traunblick',
    name: 'Haus Traunblick',
    roofShape: RoofShape.FLAT,
    propertyShape: PropertyShape.INCLINED,
    constructionMethod: ConstructionMethod.SOLID,
    sizeInSqm: 205,
    storeys: 2,
    width: 12.5,
    depth: 10,
    location: 'Gmunden',
    propertyNumber: '918/5',
    views: WITH_TERRACE,
    design: {
      wall: { pattern: 'plaster', colour: '#dcdcd6' },
      upperWall: { pattern: 'timber', colour: '#c28c58' },
      roof: { pattern: 'gravel', colour: '#9b978f' },
      frame: 'anthracite',
      door: '#3b3f45',
      solarPanels: true,
      gutters: false,
    },
  },
  {
    key: 'bungalow-weitblick',
    name: 'Bungalow Weitblick',
    roofShape: RoofShape.FLAT,
    propertyShape: PropertyShape.HILLSIDE,
    constructionMethod: ConstructionMethod.WOODEN,
    sizeInSqm: 104,
    storeys: 1,
    width: 13,
    depth: 9.5,
    location: 'Mondsee',
    propertyNumber: '3120/2',
    views: STANDARD_ONLY,
    design: {
      wall: { pattern: 'timber', colour: '#8f8c84' },
      roof: { pattern: 'gravel', colour: '#a7a39a' },
      frame: 'anthracite',
      door: '#6b4428',
      solarPanels: false,
      gutters: false,
    },
  },
  {
    key: 'pulthaus-kubus',
    name: 'Pulthaus Kubus',
    roofShape: RoofShape.PENT,
    propertyShape: PropertyShape.STRAIGHT,
    constructionMethod: ConstructionMethod.WOODEN,
    sizeInSqm: 156,
    storeys: 2,
    width: 10.5,
    depth: 9,
    location: 'Wels',
    propertyNumber: '2276/9',
    views: WITH_TERRACE,
    design: {
      wall: { pattern: 'timber', colour: '#3d3a36' },
      roof: { pattern: 'seam', colour: '#34373c' },
      frame: 'wood',
      door: '#c9a46a',
      solarPanels: true,
      gutters: true,
    },
  },
  {
    key: 'familienhaus-wiesengrund',
    name: 'Familienhaus Wiesengrund',
    roofShape: RoofShape.GABLE,
    propertyShape: PropertyShape.STRAIGHT,
    constructionMethod: ConstructionMethod.SOLID,
    sizeInSqm: 132,
    storeys: 2,
    width: 10,
    depth: 8.5,
    location: 'Ansfelden',
    propertyNumber: '671/4',
    views: STANDARD_ONLY,
    design: {
      wall: { pattern: 'plaster', colour: '#eadba8' },
      roof: { pattern: 'tiles', colour: '#8a3b2b' },
      frame: 'white',
      door: '#5d6f4a',
      solarPanels: true,
      gutters: true,
    },
  },
  {
    key: 'bungalow-ahornweg',
    name: 'Bungalow Ahornweg',
    roofShape: RoofShape.GABLE,
    propertyShape: PropertyShape.INCLINED,
    constructionMethod: ConstructionMethod.WOODEN,
    sizeInSqm: 92,
    storeys: 1,
    width: 12,
    depth: 9,
    location: 'Perg',
    propertyNumber: '1408/1',
    views: STANDARD_ONLY,
    design: {
      wall: { pattern: 'timber', colour: '#c9a47c' },
      roof: { pattern: 'tiles', colour: '#6b6e70' },
      frame: 'anthracite',
      door: '#3b3f45',
      solarPanels: false,
      gutters: true,
    },
  },
  {
    key: 'villa-donaublick',
    name: 'Villa Donaublick',
    roofShape: RoofShape.HIPPED,
    propertyShape: PropertyShape.HILLSIDE,
    constructionMethod: ConstructionMethod.SOLID,
    sizeInSqm: 220,
    storeys: 2,
    width: 12.5,
    depth: 10.5,
    location: 'Grein',
    propertyNumber: '245/6',
    views: WITH_TERRACE,
    design: {
      wall: { pattern: 'brick', colour: '#b9694c' },
      upperWall: { pattern: 'plaster', colour: '#f3f1ec' },
      roof: { pattern: 'seam', colour: '#2f3236' },
      frame: 'anthracite',
      door: '#7a4e2d',
      solarPanels: false,
      gutters: true,
    },
  },
];
