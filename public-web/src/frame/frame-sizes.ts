/**
 * Heights of the frame's bars in px, shared with the static shell of index.html (which draws the
 * same boxes before the JavaScript has loaded) and with what sticks below the header.
 */
export const FRAME_SIZES = {
  /** The bar with the link back to the vendor's website: a whole touch target on phones. */
  vendorBar: { xs: 44, md: 36 },
  header: { xs: 60, md: 72 },
  /** The line under the header that turns into a progress bar while a page loads. */
  progress: 3,
  /** Widest content column on desktops. */
  contentMaxWidth: 1200,
} as const;
