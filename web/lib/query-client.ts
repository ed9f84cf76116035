import { QueryClient } from "@tanstack/react-query";

/** The cache rules of PRODUCT.md section 9: data never goes stale, no refetch on focus or interval, no retries, 5-minute gc. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        gcTime: 5 * 60 * 1000,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
