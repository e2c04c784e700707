/**
 * The firm's settings as the screens read them (GET /api/firm-settings), cached beside the lists;
 * changing one (Admin) refreshes every screen that reads it. The server decides; this only hides
 * buttons the server would refuse (docs/decisions/241).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FirmSettings } from '../../../../schemas/firm-settings.ts';
import { apiData } from '../../http/http-client.ts';

const KEY = ['caudal', 'firm-settings'];

export function useFirmSettings(enabled = true): FirmSettings | undefined {
  const { data } = useQuery({ queryKey: KEY, queryFn: () => apiData<FirmSettings>('/firm-settings', { silent: true }), enabled, staleTime: 60_000 });
  return data;
}

export function useChangeFirmSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: FirmSettings) => apiData<FirmSettings>('/firm-settings', { method: 'PUT', body: change }),
    onSuccess: (settings) => client.setQueryData(KEY, settings),
  });
}
