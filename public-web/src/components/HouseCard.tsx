import { CONSTRUCTION_METHOD_LABELS, ROOF_SHAPE_LABELS, type CatalogueHouseDto } from '@hauskonfig/shared';
import HomeIcon from '@mui/icons-material/HomeOutlined';
import { Box, Card, CardActionArea, CardContent, Chip, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { de } from '../i18n/de';
import { formatArea, smallImageUrl } from '../utils/format';

/** A template house in the catalogue: preview image, name, area and its main features. */
export const HouseCard = ({ house, selected = false }: { house: CatalogueHouseDto; selected?: boolean }) => (
  <Card
    component="article"
    variant="outlined"
    sx={{ borderRadius: 2, borderWidth: selected ? 2 : 1, borderColor: selected ? 'primary.main' : 'divider' }}
  >
    <CardActionArea component={RouterLink} to={`/configure/${house.id}`} sx={{ height: '100%' }}>
      <Box
        sx={{
          aspectRatio: '16 / 10',
          bgcolor: 'grey.100',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
        }}
      >
        {house.thumbnailUrl ? (
          <Box
            component="img"
            src={smallImageUrl(house.thumbnailUrl)}
            alt={de.house.preview(house.name)}
            loading="lazy"
            width={480}
            height={300}
            sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
        ) : (
          <HomeIcon aria-hidden sx={{ fontSize: 56, color: 'text.disabled' }} />
        )}
      </Box>
      <CardContent>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 1 }}>
          <Typography component="h3" variant="h6" sx={{ fontSize: '1.1rem', fontWeight: 600 }}>
            {house.name}
          </Typography>
          {house.sizeInSqm !== null && (
            <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>{formatArea(house.sizeInSqm)}</Typography>
          )}
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, mt: 1 }}>
          {house.constructionMethod && (
            <Chip size="small" label={CONSTRUCTION_METHOD_LABELS[house.constructionMethod]} />
          )}
          {house.roofShape && <Chip size="small" label={ROOF_SHAPE_LABELS[house.roofShape]} />}
          {selected && <Chip size="small" color="primary" label={de.house.chosen} />}
        </Box>
      </CardContent>
    </CardActionArea>
  </Card>
);
