import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HosId } from '@portal/shared';
import { settingsCalls, type SettingKind } from '@portal/shared/console';
import { callApi } from '../../lib/api.ts';

export const settingKey = (hosId: HosId, kind: SettingKind) =>
  ['console', hosId, 'setting', kind] as const;

export const useSetting = (hosId: HosId, kind: SettingKind) =>
  useQuery({
    queryKey: settingKey(hosId, kind),
    queryFn: () => callApi(settingsCalls.getSetting, { params: { hosId, kind } }),
    // The editor holds a draft: a refetch in the background must not replace what is being edited.
    staleTime: Infinity,
  });

export const useSettingVersions = (hosId: HosId, kind: SettingKind, enabled: boolean) =>
  useQuery({
    queryKey: [...settingKey(hosId, kind), 'versions'],
    queryFn: () => callApi(settingsCalls.listSettingVersions, { params: { hosId, kind } }),
    enabled,
  });

export const useSettingVersion = (hosId: HosId, kind: SettingKind, version: number | null) =>
  useQuery({
    queryKey: [...settingKey(hosId, kind), 'version', version],
    queryFn: () =>
      callApi(settingsCalls.getSettingVersion, { params: { hosId, kind, version: version! } }),
    enabled: version !== null,
    staleTime: Infinity,
  });

export const useSaveSetting = (hosId: HosId, kind: SettingKind) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { baseVersion: number; content: unknown }) =>
      callApi(settingsCalls.saveSetting, { params: { hosId, kind }, body }),
    onSuccess: (saved) => {
      client.setQueryData(settingKey(hosId, kind), saved);
      void client.invalidateQueries({ queryKey: [...settingKey(hosId, kind), 'versions'] });
    },
  });
};

export const useRestoreVersion = (hosId: HosId, kind: SettingKind) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (version: number) =>
      callApi(settingsCalls.restoreSettingVersion, { params: { hosId, kind, version } }),
    onSuccess: (saved) => {
      client.setQueryData(settingKey(hosId, kind), saved);
      void client.invalidateQueries({ queryKey: [...settingKey(hosId, kind), 'versions'] });
    },
  });
};
