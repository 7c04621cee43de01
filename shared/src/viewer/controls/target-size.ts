/**
 * Width and height of every control over the 3D view: a touch target a finger hits (WCAG 2.5.5,
 * 44 px), in the admin's preview too, since the view is the same on a tablet there.
 */
export const VIEWER_TARGET_PX = 44;
