import { useCallback, useMemo, useState } from 'react';
import { DEFAULT_DAY_PROGRESS } from '../constants/day-progress.js';
import { DEFAULT_HOUSE_HEADING, DEFAULT_SUN_DATE_PRESET, DEFAULT_SUN_LOCATION } from '../constants/sun-location.js';
import { formatMessage } from '../messages/format.js';
import { UI_MESSAGES } from '../messages/ui-messages.de.js';
import { sunDateOf } from '../rules/sun-dates.js';
import type { SunSetting } from '../rules/sun-path.js';
import { useControllable } from './controls/use-controllable.js';
import { SKYBOX_LABELS, SkyboxKind } from './sky/skybox-kind.js';
import type { HouseViewerProps } from './viewer-props.js';

type LightProps = Pick<HouseViewerProps, 'sunDate' | 'onSunDate' | 'houseHeading' | 'onHouseHeading'>;

/**
 * The sky and the sun: the chosen sky (grey, with a notice, when the real one fails to load), the
 * time of day, and the day and house heading the sun follows.
 */
export function useViewerLight(props: LightProps, report: (notice: string) => void) {
  const [skybox, setSkybox] = useState(SkyboxKind.DAYTIME);
  const [dayProgress, setDayProgress] = useState(DEFAULT_DAY_PROGRESS);
  // The plan's own when the page keeps them (the visitor's choice, a request's orientation).
  const [sunDate, setSunDate] = useControllable(props.sunDate, props.onSunDate, DEFAULT_SUN_DATE_PRESET);
  const [heading, setHeading] = useControllable(props.houseHeading, props.onHouseHeading, DEFAULT_HOUSE_HEADING);
  const sun: SunSetting = useMemo(
    () => ({ date: sunDateOf(sunDate), location: DEFAULT_SUN_LOCATION, heading }),
    [sunDate, heading],
  );
  const onSkyboxError = useCallback(() => {
    report(formatMessage(UI_MESSAGES.viewer.skyboxLoadFailed, SKYBOX_LABELS[SkyboxKind.REAL]));
    setSkybox(SkyboxKind.GREY);
  }, [report]);
  return {
    skybox,
    setSkybox,
    onSkyboxError,
    dayProgress,
    setDayProgress,
    sunDate,
    setSunDate,
    heading,
    setHeading,
    sun,
  };
}
