import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import {
  hospitalCalls,
  INITIAL_CONFIG_GROUPS,
  readHospitalConfig,
  type ConfigGroup,
  type ConfigItem,
  type HospitalConfig,
  type HosId,
} from '@portal/shared';
import { callApi } from '../../../lib/api-client.ts';
import { PLATFORM_TYPE, PROJECT_TYPE } from './platform.ts';

/**
 * Routing: the first entry loads the initial config groups. It goes through the encrypted twin of
 * getHospitalConfigInformation — the portal's production use of the 'encrypt' path, kept on purpose.
 */
export const getInitialConfig = (hosId: HosId) =>
  callApi(hospitalCalls.getHospitalConfigInformationEncrypted, {
    body: {
      hosId,
      configType: INITIAL_CONFIG_GROUPS.join(','),
      platformType: PLATFORM_TYPE,
      projectType: PROJECT_TYPE,
    },
  });

/** Page-specific groups use the plain call. */
export const getConfigGroups = (hosId: HosId, groups: readonly ConfigGroup[]) =>
  callApi(hospitalCalls.getHospitalConfigInformation, {
    body: {
      hosId,
      configType: groups.join(','),
      platformType: PLATFORM_TYPE,
      projectType: PROJECT_TYPE,
    },
  });

const toConfig = (items: ConfigItem[]): HospitalConfig => readHospitalConfig(items);

/** `null` while no hospital is chosen: nothing is fetched. */
export const initialConfigQueryOptions = (hosId: HosId | null) =>
  queryOptions({
    queryKey: ['hospital', hosId, 'config', 'initial'],
    queryFn: hosId === null ? skipToken : () => getInitialConfig(hosId),
    select: toConfig,
  });

export const configGroupsQueryOptions = (hosId: HosId, groups: readonly ConfigGroup[]) =>
  queryOptions({
    queryKey: ['hospital', hosId, 'config', ...groups],
    queryFn: () => getConfigGroups(hosId, groups),
    select: toConfig,
  });

export const useInitialConfig = (hosId: HosId | null) => useQuery(initialConfigQueryOptions(hosId));
export const useConfigGroups = (hosId: HosId, groups: readonly ConfigGroup[]) =>
  useQuery(configGroupsQueryOptions(hosId, groups));
