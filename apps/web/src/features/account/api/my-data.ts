import type { MyData } from '@arena/shared/privacy/schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, saveFile } from '../../../lib/api-client';

/** GET /users/me/data (docs/product.md#my-data): everything held about the signed-in person. */
export async function getMyData(): Promise<MyData> {
  return (await call('getMyData')).data;
}

export const myDataQuery = queryOptions({ queryKey: ['my-data'], queryFn: getMyData });

export function useMyData() {
  return useQuery(myDataQuery);
}

/** The name the server gives the file (its Content-Disposition). */
export const MY_DATA_FILE = 'meus-dados.json';

/**
 * `Baixar meus dados`: a fresh export, handed to the browser as `meus-dados.json`. A plain link
 * cannot carry the bearer token, so the file is fetched and saved from memory.
 */
export async function downloadMyData(): Promise<void> {
  const data = await getMyData();
  saveFile(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), MY_DATA_FILE);
}

/** POST /users/me/sessions/end-others: every other session of the person ends. */
export function useEndOtherSessions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => (await call('endOtherSessions')).data,
    onSuccess: () => client.invalidateQueries({ queryKey: myDataQuery.queryKey }),
  });
}

/** POST /users/me/deletion-request: `Solicitar exclusão`, a privacy request staff answer in 15 days. */
export function useRequestDeletion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => (await call('requestDeletion')).data,
    // The page then shows the open request and its deadline (docs/product.md#my-data).
    onSettled: () => client.invalidateQueries({ queryKey: myDataQuery.queryKey }),
  });
}
