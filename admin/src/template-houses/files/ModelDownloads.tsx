import type { HouseViewDto } from '@hauskonfig/shared';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ModelDownloadLink } from './ModelDownloadLink';

const sizeFormat = new Intl.NumberFormat('de-AT', { maximumFractionDigits: 1 });

/** "1,2 MB": decimal units, as file managers show them. */
export function formatFileSize(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return `${sizeFormat.format(value)} ${units[unit]}`;
}

/**
 * A stored model's files: the GLB the viewer loads (the web-optimised one once converted, its
 * upload's size beside it) and the USDZ for AR Quick Look, each to download with its size.
 */
export const ModelDownloads = ({ view }: { view: HouseViewDto }) => {
  const translate = useTranslate();
  const original = formatFileSize(view.originalSize);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start' }}>
      <ModelDownloadLink url={view.modelUrl} name={view.name} label="app.templateHouses.views.downloadGlb" />
      <Typography variant="caption" color="text.secondary" sx={{ pl: 1 }}>
        {view.optimizedSize === null
          ? translate('app.templateHouses.views.glbSize', { original })
          : translate('app.templateHouses.views.glbSizes', { optimized: formatFileSize(view.optimizedSize), original })}
      </Typography>
      {view.usdzUrl && (
        <>
          <ModelDownloadLink
            url={view.usdzUrl}
            name={view.name}
            extension="usdz"
            label="app.templateHouses.views.downloadUsdz"
          />
          {view.usdzSize !== null && (
            <Typography variant="caption" color="text.secondary" sx={{ pl: 1 }}>
              {translate('app.templateHouses.views.usdzSize', { size: formatFileSize(view.usdzSize) })}
            </Typography>
          )}
        </>
      )}
    </Box>
  );
};
