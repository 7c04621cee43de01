import type { PageName } from './page-names';

/** One step of the configure flow, in order (shown as "Schritt n von 6"). */
interface FlowStep {
  /** Path prefix the step owns. */
  path: string;
  /** The pages the visitor is likely to open from the step, loaded ahead while it shows. */
  next: PageName[];
}

export const FLOW_STEPS: FlowStep[] = [
  { path: '/configure/property-shape', next: ['constructionMethod'] },
  { path: '/configure/construction-method', next: ['configure'] },
  { path: '/configure', next: ['configureHouse', 'constructionStage'] },
  { path: '/choose-construction-stage', next: ['yourHouse'] },
  { path: '/your-house', next: ['request', 'personalInfo'] },
  { path: '/request', next: ['personalInfo', 'overview', 'success'] },
];

/** Pages worth loading ahead from pages outside the flow. */
const OTHER_NEXT: Record<string, PageName[]> = {
  '/': ['propertyShape', 'login'],
  '/login': ['customerHome'],
};

const matches = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);

/** The flow step of a path: the longest matching step path wins ('/configure/property-shape' over '/configure'). */
export function flowStepIndex(pathname: string): number {
  let best = -1;
  FLOW_STEPS.forEach((step, index) => {
    if (matches(pathname, step.path) && (best === -1 || step.path.length > FLOW_STEPS[best].path.length)) best = index;
  });
  return best;
}

export function nextPagesOf(pathname: string): PageName[] {
  const index = flowStepIndex(pathname);
  return index === -1 ? (OTHER_NEXT[pathname] ?? []) : FLOW_STEPS[index].next;
}
