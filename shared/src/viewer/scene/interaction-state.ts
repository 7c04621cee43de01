/** What the user is doing with the camera (spec section 4: none, rotate, dolly, pan, touch variants). */
export enum InteractionState {
  NONE = 'none',
  ROTATE = 'rotate',
  DOLLY = 'dolly',
  PAN = 'pan',
  TOUCH_ROTATE = 'touch-rotate',
  TOUCH_PAN = 'touch-pan',
  TOUCH_DOLLY_PAN = 'touch-dolly-pan',
  TOUCH_DOLLY_ROTATE = 'touch-dolly-rotate',
}

/** three's OrbitControls numbers its states in this order, from -1 (none). */
const ORBIT_STATES = [
  InteractionState.NONE,
  InteractionState.ROTATE,
  InteractionState.DOLLY,
  InteractionState.PAN,
  InteractionState.TOUCH_ROTATE,
  InteractionState.TOUCH_PAN,
  InteractionState.TOUCH_DOLLY_PAN,
  InteractionState.TOUCH_DOLLY_ROTATE,
];

export function interactionFromOrbitState(state: number): InteractionState {
  return ORBIT_STATES[state + 1] ?? InteractionState.NONE;
}

/** The pointer cursor that tells the user what a drag does right now. */
export const INTERACTION_CURSORS: Record<InteractionState, string> = {
  [InteractionState.NONE]: 'grab',
  [InteractionState.ROTATE]: 'grabbing',
  [InteractionState.DOLLY]: 'ns-resize',
  [InteractionState.PAN]: 'move',
  [InteractionState.TOUCH_ROTATE]: 'grabbing',
  [InteractionState.TOUCH_PAN]: 'move',
  [InteractionState.TOUCH_DOLLY_PAN]: 'ns-resize',
  [InteractionState.TOUCH_DOLLY_ROTATE]: 'ns-resize',
};
