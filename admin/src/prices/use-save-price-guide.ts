import type { AdminPriceGuideDto } from '@hauskonfig/shared';
import { useSaveForm } from '../forms/use-save-form';
import { useAppDataProvider } from '../providers/use-app-data-provider';
import { type PriceGuideFormValues, toSaveInput } from './price-guide-form-data';

/**
 * The price form's submit: one PUT of everything. The API's field errors are named as the DTO's
 * paths (e.g. `extraCosts.1.byPlotShape.HILLSIDE`), which are the form's input sources too.
 */
export function useSavePriceGuide(onSaved: (guide: AdminPriceGuideDto) => void) {
  const dataProvider = useAppDataProvider();
  return useSaveForm((values) => dataProvider.savePriceGuide(toSaveInput(values as PriceGuideFormValues)), onSaved, {
    saved: 'app.prices.saved',
    saveFailed: 'app.prices.saveFailed',
  });
}
