import { formatEuros, type PlanFinancing } from '@hauskonfig/shared';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DetailList } from '../DetailList';
import { percentText, yearsAndMonths } from './sent-plan-values';

/** The visitor's financing example as sent, marked as an example, not an offer. */
export const SentPlanFinancing = ({ financing }: { financing: PlanFinancing }) => {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`app.customerRequests.sentPlan.${key}`, options);
  const years = (count: number) => t('years', { smart_count: count });
  const termText = (months: number) => {
    const term = yearsAndMonths(months);
    return term.months === 0
      ? years(term.years)
      : t('yearsAndMonths', { years: years(term.years), months: t('months', { smart_count: term.months }) });
  };
  const example = financing.example;
  return (
    <Box component="section" aria-label={t('financing')}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 500 }}>
        {t('financing')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1, fontStyle: 'italic' }}>
        {t('notAnOffer')}
      </Typography>
      <DetailList
        items={[
          { label: t('equity'), value: formatEuros(financing.equityCents) },
          { label: t('loan'), value: example && formatEuros(example.loanCents) },
          { label: t('interest'), value: percentText(financing.interestPercent) },
          {
            label: t('repayment'),
            value: financing.repaymentPercent === null ? null : percentText(financing.repaymentPercent),
          },
          // With a repayment rate the term is what it takes; without, the years chosen.
          {
            label: t('term'),
            value:
              example && financing.repaymentPercent !== null ? termText(example.months) : years(financing.termYears),
          },
          { label: t('monthlyRate'), value: example ? formatEuros(example.monthlyRateCents) : t('noRate') },
        ]}
      />
    </Box>
  );
};
