import { UI_MESSAGES } from '@hauskonfig/shared';
import { useEffect } from 'react';
import { useNotify } from 'react-admin';
import { useAppDataProvider } from '../../providers/use-app-data-provider';
import { useLoad } from '../../providers/use-load';

/** All construction stages with their works (the same for every request). */
export function useConstructionStages() {
  const dataProvider = useAppDataProvider();
  const notify = useNotify();
  const stages = useLoad('construction-stages', () => dataProvider.constructionStages());
  const failed = Boolean(stages.error);
  useEffect(() => {
    if (failed) notify(UI_MESSAGES.constructionStages.loadFailed, { type: 'error' });
  }, [failed, notify]);
  return stages;
}
