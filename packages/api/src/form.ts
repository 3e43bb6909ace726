/** Builds multipart form data from a flat object; absent values are left out, numbers become text. */
export function toFormData(
  body: Record<string, string | number | boolean | null | undefined>,
): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) {
    if (value !== undefined && value !== null) form.append(key, String(value));
  }
  return form;
}

export const FORM_URLENCODED = { 'Content-Type': 'application/x-www-form-urlencoded' } as const;
