/**
 * The picture inside the Quick Look link: Safari opens AR only for an `<a rel="ar">` whose one
 * child is an image. An inline cube outline, so nothing is downloaded.
 */
export const AR_ICON =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24" height="24">' +
      '<path fill="none" stroke="black" stroke-width="1.6" stroke-linejoin="round" ' +
      'd="M12 2.8 20 7.4v9.2L12 21.2 4 16.6V7.4zM4 7.4l8 4.6 8-4.6M12 12v9.2"/></svg>',
  );
