/** The page's query params as the JSON string the login call carries (000 §3 Login request: query params). */
export function queryParamsJson(search: string): string {
  return JSON.stringify(Object.fromEntries(new URLSearchParams(search)));
}
