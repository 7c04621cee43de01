import {
  CONSTRUCTION_METHOD_LABELS,
  ConstructionWorkKind,
  formatArea,
  formatEuros,
  PROPERTY_SHAPE_LABELS,
  ROOF_SHAPE_LABELS,
  type PlanSnapshotDto,
  type PlanWork,
} from '@hauskonfig/shared';
import { Box, Stack, Typography } from '@mui/material';
import { ContactPersonCard } from '../components/ContactPersonCard';
import { SectionCard } from '../components/SectionCard';
import { dePlanShare } from '../i18n/de-plan-share';
import { PriceLineList } from '../prices/PriceLineList';
import { surchargeText } from '../prices/price-text';
import { financingRows } from './financing-rows';
import { PlanPdfLink } from './PlanPdfLink';
import { priceLines } from './price-lines';

type HeadingLevel = 'h2' | 'h3';

/** Label and value pairs as a definition list; rows without a value are left out. */
const Facts = ({ rows }: { rows: [string, string | null][] }) => (
  <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.75, m: 0 }}>
    {rows
      .filter((row): row is [string, string] => row[1] !== null)
      .map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
  </Box>
);

const HouseSection = ({ snapshot, level }: { snapshot: PlanSnapshotDto; level: HeadingLevel }) => {
  const { house } = snapshot;
  return (
    <SectionCard title={house?.name ?? dePlanShare.withoutTemplate} headingLevel={level}>
      {house?.thumbnailUrl && (
        <Box
          component="img"
          src={house.thumbnailUrl}
          alt={dePlanShare.houseImage(house.name)}
          sx={{
            width: '100%',
            aspectRatio: '16 / 10',
            objectFit: 'cover',
            borderRadius: 1.5,
            display: 'block',
            mb: 1.5,
          }}
        />
      )}
      <Facts
        rows={[
          [
            dePlanShare.constructionMethod,
            house?.constructionMethod ? CONSTRUCTION_METHOD_LABELS[house.constructionMethod] : null,
          ],
          [dePlanShare.roofShape, house?.roofShape ? ROOF_SHAPE_LABELS[house.roofShape] : null],
          [dePlanShare.livingArea, house?.sizeInSqm ? formatArea(house.sizeInSqm) : null],
          [dePlanShare.plotShape, snapshot.plotShape ? PROPERTY_SHAPE_LABELS[snapshot.plotShape] : null],
        ]}
      />
    </SectionCard>
  );
};

const WorkList = ({ works }: { works: PlanWork[] }) => (
  <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
    {works.map((work) => (
      <Typography component="li" key={work.id} sx={{ py: 0.25 }}>
        {work.name}
      </Typography>
    ))}
  </Box>
);

/** The Zusatzoptionen with their surcharges, the amounts in a column of their own. */
const OptionList = ({ works }: { works: PlanWork[] }) => (
  <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
    {works.map((work) => (
      <Box component="li" key={work.id} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.25 }}>
        <Typography component="span">{work.name}</Typography>
        <Typography
          component="span"
          color={work.priceCents === null ? 'text.secondary' : undefined}
          sx={{ whiteSpace: 'nowrap', textAlign: 'right' }}
        >
          {surchargeText(work.priceCents)}
        </Typography>
      </Box>
    ))}
  </Box>
);

const StageSection = ({ snapshot, level }: { snapshot: PlanSnapshotDto; level: HeadingLevel }) => {
  const included = snapshot.works.filter((work) => work.kind === ConstructionWorkKind.OPTION);
  const options = snapshot.works.filter((work) => work.kind === ConstructionWorkKind.ADDITIONAL_OPTION);
  const subheading = {
    variant: 'subtitle2',
    component: level === 'h2' ? 'h3' : 'h4',
    color: 'text.secondary',
  } as const;
  return (
    <SectionCard
      title={snapshot.stage ? `${dePlanShare.stage}: ${snapshot.stage.name}` : dePlanShare.noStage}
      headingLevel={level}
    >
      {snapshot.works.length === 0 && <Typography color="text.secondary">{dePlanShare.noWorks}</Typography>}
      {included.length > 0 && (
        <>
          <Typography {...subheading} sx={{ mb: 0.5 }}>
            {dePlanShare.included}
          </Typography>
          <WorkList works={included} />
        </>
      )}
      {options.length > 0 && (
        <>
          <Typography {...subheading} sx={{ mt: included.length > 0 ? 1.5 : 0, mb: 0.5 }}>
            {dePlanShare.options}
          </Typography>
          <OptionList works={options} />
        </>
      )}
    </SectionCard>
  );
};

const FinancingSection = ({ snapshot, level }: { snapshot: PlanSnapshotDto; level: HeadingLevel }) => {
  const { financing } = snapshot;
  if (!financing) return null;
  return (
    <SectionCard title={dePlanShare.financing} headingLevel={level}>
      <Typography variant="body2" sx={{ fontWeight: 600, mb: 1.5 }}>
        {dePlanShare.financingNote}
      </Typography>
      <Facts rows={financingRows(financing)} />
      {financing.example ? (
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 2, mt: 1.5 }}>
          <Typography sx={{ fontWeight: 700 }}>{dePlanShare.monthlyRate}</Typography>
          <Typography data-plan-monthly-rate sx={{ fontWeight: 700, fontSize: '1.15rem', whiteSpace: 'nowrap' }}>
            {formatEuros(financing.example.monthlyRateCents)}
          </Typography>
        </Box>
      ) : (
        <Typography color="text.secondary" sx={{ mt: 1.5 }}>
          {dePlanShare.noExample}
        </Typography>
      )}
    </SectionCard>
  );
};

const ContactSection = ({ snapshot, level }: { snapshot: PlanSnapshotDto; level: HeadingLevel }) => {
  const person = snapshot.contactPerson;
  if (!person) return null;
  return (
    <SectionCard title={dePlanShare.contactPerson} headingLevel={level}>
      <ContactPersonCard person={person} withPhoto={false} />
    </SectionCard>
  );
};

interface PlanSnapshotViewProps {
  snapshot: PlanSnapshotDto;
  /** The share's token for the PDF link; null: no PDF to offer. */
  token: string | null;
  /** The level of the view's section headings: h3 inside a section of its own. */
  headingLevel?: HeadingLevel;
}

/**
 * A plan exactly as it was sent or shared (issue 26), read-only: the house, the plot, the stage
 * and works, the guide price, the financing example, the contact person, and its PDF.
 */
export const PlanSnapshotView = ({ snapshot, token, headingLevel = 'h2' }: PlanSnapshotViewProps) => (
  <Stack spacing={2}>
    {token && (
      <Box>
        <PlanPdfLink token={token} />
      </Box>
    )}
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
      <Stack spacing={2}>
        <HouseSection snapshot={snapshot} level={headingLevel} />
        <StageSection snapshot={snapshot} level={headingLevel} />
      </Stack>
      <Stack spacing={2}>
        <SectionCard title={dePlanShare.prices} headingLevel={headingLevel}>
          <PriceLineList
            lines={priceLines(snapshot.prices, snapshot.stage?.name ?? null)}
            total={{ label: dePlanShare.total, cents: snapshot.prices.totalCents }}
            vatNote={dePlanShare.inclVat}
            priceDate={snapshot.prices.priceDate}
            disclaimer={snapshot.prices.disclaimer}
          />
        </SectionCard>
        <FinancingSection snapshot={snapshot} level={headingLevel} />
        <ContactSection snapshot={snapshot} level={headingLevel} />
      </Stack>
    </Box>
  </Stack>
);
