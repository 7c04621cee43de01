import {
  CONSTRUCTION_METHOD_LABELS,
  formatArea,
  ROOF_SHAPE_LABELS,
  smallImageUrl,
  type CatalogueHouseDto,
} from '@hauskonfig/shared';
import HomeIcon from '@mui/icons-material/HomeOutlined';
import { styled } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router';
import { de } from '../i18n/de';
import { fromPriceText } from '../prices/price-text';

/*
 * Styled once per theme rather than with `sx` per element: a catalogue renders many cards, and
 * resolving every card's style objects on each render cost more than the rest of the page on slow
 * phones.
 */
const CardLink = styled(RouterLink)(({ theme }) => ({
  display: 'block',
  height: '100%',
  color: 'inherit',
  textDecoration: 'none',
  borderRadius: 8,
  overflow: 'hidden',
  border: `1px solid ${theme.palette.divider}`,
  backgroundColor: theme.palette.background.paper,
  transition: 'box-shadow 150ms',
  '&:hover': { boxShadow: theme.shadows[3] },
  '&[data-selected="true"]': { border: `2px solid ${theme.palette.primary.main}` },
}));

const ImageBox = styled('div')(({ theme }) => ({
  aspectRatio: '16 / 10',
  backgroundColor: theme.palette.grey[100],
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: theme.palette.text.disabled,
  '& img': { width: '100%', height: '100%', objectFit: 'cover', display: 'block' },
}));

const Body = styled('div')(({ theme }) => ({
  padding: theme.spacing(2),
  '& h3': { ...theme.typography.h6, fontSize: '1.1rem', fontWeight: 600, margin: 0 },
  '& .area': { ...theme.typography.body1, fontWeight: 600, whiteSpace: 'nowrap', margin: 0 },
  '& .price': { ...theme.typography.body1, fontWeight: 600, margin: '4px 0 0' },
  '& .reason': { ...theme.typography.body2, color: theme.palette.text.secondary, margin: '0 0 6px' },
}));

const TitleRow = styled('div')({ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 8 });

const Features = styled('div')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 6,
  marginTop: theme.spacing(1),
  '& span': {
    ...theme.typography.body2,
    fontSize: '0.8125rem',
    padding: '2px 8px',
    borderRadius: 16,
    backgroundColor: theme.palette.grey[200],
  },
}));

interface HouseCardProps {
  house: CatalogueHouseDto;
  selected?: boolean;
  /** The first cards are in view at once: their images load first, not lazily. */
  eager?: boolean;
  /** Why the house is shown (a suggestion), above its name. */
  reason?: string;
}

/** A template house in the catalogue: preview image, name, area, its "ab" guide price and main features. */
export const HouseCard = ({ house, selected = false, eager = false, reason }: HouseCardProps) => {
  const features = [
    house.constructionMethod && CONSTRUCTION_METHOD_LABELS[house.constructionMethod],
    house.roofShape && ROOF_SHAPE_LABELS[house.roofShape],
    selected && de.house.chosen,
  ].filter((feature): feature is string => Boolean(feature));
  return (
    // The article holds the link, not the other way round: a link's name is read from its content.
    <article style={{ height: '100%' }}>
      <CardLink to={`/configure/${house.id}`} data-selected={selected}>
        <ImageBox>
          {house.thumbnailUrl ? (
            <img
              src={smallImageUrl(house.thumbnailUrl)}
              alt={de.house.preview(house.name)}
              loading={eager ? 'eager' : 'lazy'}
              fetchPriority={eager ? 'high' : 'auto'}
              width={480}
              height={300}
            />
          ) : (
            <HomeIcon aria-hidden sx={{ fontSize: 56 }} />
          )}
        </ImageBox>
        <Body>
          {reason && <p className="reason">{reason}</p>}
          <TitleRow>
            <h3>{house.name}</h3>
            {house.sizeInSqm !== null && <p className="area">{formatArea(house.sizeInSqm)}</p>}
          </TitleRow>
          <p className="price">{fromPriceText(house.stagePrices)}</p>
          <Features>
            {features.map((feature) => (
              <span key={feature}>{feature}</span>
            ))}
          </Features>
        </Body>
      </CardLink>
    </article>
  );
};
