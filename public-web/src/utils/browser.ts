/** True for Internet Explorer (up to 10: `MSIE `, 11: `Trident/`). */
export const isInternetExplorer = (
  userAgent: string = typeof navigator === 'undefined' ? '' : navigator.userAgent,
): boolean => userAgent.includes('MSIE ') || userAgent.includes('Trident/');
