import type { ModelReportDto } from '@hauskonfig/shared';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatFileSize } from './ModelDownloads';

const countFormat = new Intl.NumberFormat('de-AT');

/** "PNG" from "image/png". */
const formatName = (mimeType: string) => mimeType.replace(/^image\//, '').toUpperCase();

/**
 * What a converted model holds, under its row: counts, each texture with its pixel size, and the
 * AR file's triangles (how far it was simplified). File sizes are beside the downloads.
 */
export const ModelReport = ({ report }: { report: ModelReportDto }) => {
  const translate = useTranslate();
  const counted = (key: string, count: number) =>
    translate(`app.templateHouses.views.report.${key}`, { smart_count: count, count: countFormat.format(count) });
  const ar =
    report.arTriangles === null
      ? translate('app.templateHouses.views.report.noAr')
      : report.arSimplifiedFrom !== null
        ? translate('app.templateHouses.views.report.arSimplified', {
            count: countFormat.format(report.arTriangles),
            from: countFormat.format(report.arSimplifiedFrom),
          })
        : counted('arTriangles', report.arTriangles);
  return (
    <Box
      component="section"
      aria-label={translate('app.templateHouses.views.report.title')}
      sx={{ display: 'flex', flexDirection: 'column', maxWidth: 420 }}
    >
      <Typography variant="caption">
        {[
          counted('triangles', report.triangles),
          counted('meshes', report.meshes),
          counted('materials', report.materials),
          counted('textures', report.textures.length),
        ].join(' · ')}
      </Typography>
      {report.textures.map((texture, index) => (
        <Typography key={`${texture.name}-${index}`} variant="caption" color="text.secondary" sx={{ pl: 1 }}>
          {translate('app.templateHouses.views.report.texture', {
            name: texture.name || `${index + 1}`,
            width: texture.width,
            height: texture.height,
            format: formatName(texture.mimeType),
            size: formatFileSize(texture.bytes),
          })}
        </Typography>
      ))}
      <Typography variant="caption">{ar}</Typography>
    </Box>
  );
};
