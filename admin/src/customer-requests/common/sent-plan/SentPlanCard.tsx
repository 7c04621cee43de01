import {
  CONSTRUCTION_METHOD_LABELS,
  ConstructionWorkKind,
  CUSTOMER_AREA_TEXTS,
  FIELD_LABELS,
  formatArea,
  formatDateTime,
  type PlanSnapshotDto,
  PROPERTY_SHAPE_LABELS,
  ROOF_SHAPE_LABELS,
} from '@hauskonfig/shared';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { Alert, Button, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { SectionCard } from '../../../layout/SectionCard';
import { DetailList } from '../DetailList';
import { SentPlanFinancing } from './SentPlanFinancing';
import { SentPlanPrices } from './SentPlanPrices';
import { amountText, planPdfUrl } from './sent-plan-values';

interface SentPlanCardProps {
  snapshot: PlanSnapshotDto;
  /** The sent plan's share; its PDF is linked when there is one. */
  planShareToken: string | null | undefined;
  /** In the customer's words (the preview): their heading, no note for staff, no file names. */
  forCustomer?: boolean;
}

/**
 * "Gesendete Planung": the plan exactly as the visitor sent it (issue 26), read-only. It is a
 * snapshot: staff change the request's own data elsewhere on the page, never this.
 */
export const SentPlanCard = ({ snapshot, planShareToken, forCustomer = false }: SentPlanCardProps) => {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`app.customerRequests.sentPlan.${key}`, options);
  const { house } = snapshot;
  const takenAt = formatDateTime(snapshot.takenAt);
  return (
    <SectionCard
      title={forCustomer ? CUSTOMER_AREA_TEXTS.sentPlanTitle : t('title')}
      subheader={forCustomer ? CUSTOMER_AREA_TEXTS.sentPlanIntro(takenAt) : t('takenAt', { date: takenAt })}
    >
      <Stack spacing={2}>
        {!forCustomer && <Alert severity="info">{t('frozen')}</Alert>}
        {planShareToken && (
          <div>
            <Button
              component="a"
              href={planPdfUrl(planShareToken)}
              download
              variant="outlined"
              startIcon={<PictureAsPdfIcon />}
            >
              {t('pdf')}
            </Button>
          </div>
        )}
        <DetailList
          items={[
            { label: t('house'), value: house?.name ?? t('noHouse') },
            {
              label: FIELD_LABELS.constructionMethod,
              value: house?.constructionMethod && CONSTRUCTION_METHOD_LABELS[house.constructionMethod],
            },
            { label: FIELD_LABELS.roofShape, value: house?.roofShape && ROOF_SHAPE_LABELS[house.roofShape] },
            { label: FIELD_LABELS.sizeInSqm, value: house?.sizeInSqm != null ? formatArea(house.sizeInSqm) : null },
            {
              label: FIELD_LABELS.propertyShape,
              value: snapshot.plotShape && PROPERTY_SHAPE_LABELS[snapshot.plotShape],
            },
            { label: FIELD_LABELS.constructionStageId, value: snapshot.stage?.name ?? t('noStage') },
            // Staff tell versions apart by the file; the customer knows a model by its name.
            {
              label: t('model'),
              value:
                snapshot.model &&
                (forCustomer
                  ? snapshot.model.name
                  : t('modelVersion', { name: snapshot.model.name, file: snapshot.model.filename })),
            },
          ]}
        />
        <section aria-label={t('works')}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 500 }}>
            {t('works')}
          </Typography>
          {snapshot.works.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {t('noWorks')}
            </Typography>
          ) : (
            <List dense disablePadding>
              {snapshot.works.map((work) => (
                <ListItem key={work.id} disableGutters>
                  <ListItemText
                    primary={work.name}
                    secondary={
                      work.kind === ConstructionWorkKind.ADDITIONAL_OPTION
                        ? t('surcharge', { amount: amountText(work.priceCents, t('onRequest')) })
                        : t('included')
                    }
                  />
                </ListItem>
              ))}
            </List>
          )}
        </section>
        <section aria-label={t('prices')}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 500 }}>
            {t('prices')}
          </Typography>
          <SentPlanPrices prices={snapshot.prices} stageName={snapshot.stage?.name ?? null} />
        </section>
        {snapshot.financing && <SentPlanFinancing financing={snapshot.financing} />}
      </Stack>
    </SectionCard>
  );
};
