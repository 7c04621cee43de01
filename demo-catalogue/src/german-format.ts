/** German notation as on Austrian plans: decimal comma, always two decimals. */
const twoDecimals = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export const formatMetres = (metres: number): string => `${twoDecimals.format(metres)} m`;

export const formatArea = (squareMetres: number): string => `${twoDecimals.format(squareMetres)} m²`;
