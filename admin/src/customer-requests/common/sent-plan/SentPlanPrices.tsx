import type { PlanSnapshotDto } from '@hauskonfig/shared';
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { amountText, formatPlanDate, type PriceLine, priceLines } from './sent-plan-values';

interface SentPlanPricesProps {
  prices: PlanSnapshotDto['prices'];
  stageName: string | null;
}

/** The price breakdown as sent: house + Ausbaustufe + Zusatzoptionen + Baunebenkosten = Gesamt. */
export const SentPlanPrices = ({ prices, stageName }: SentPlanPricesProps) => {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`app.customerRequests.sentPlan.${key}`, options);
  const label = (line: PriceLine): string => {
    switch (line.kind) {
      case 'house':
        return t('house');
      case 'stage':
        return stageName ? t('stage', { name: stageName }) : t('stageNone');
      case 'options':
        return t('options');
      case 'extraCost':
        return line.name ?? '';
      case 'total':
        return t('total');
    }
  };
  return (
    <>
      <Table size="small" aria-label={t('prices')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('priceItem')}</TableCell>
            <TableCell align="right">{t('amount')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {priceLines(prices).map((line, index) => {
            const total = line.kind === 'total';
            return (
              <TableRow key={`${line.kind}-${index}`}>
                <TableCell component="th" scope="row" sx={{ fontWeight: total ? 600 : undefined }}>
                  {label(line)}
                  {line.note && (
                    <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                      {line.note}
                    </Typography>
                  )}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: total ? 600 : undefined }}>
                  {amountText(line.cents, t('onRequest'))}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {prices.priceDate ? t('priceDate', { date: formatPlanDate(prices.priceDate) }) : t('noPriceDate')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
        {prices.disclaimer}
      </Typography>
    </>
  );
};
