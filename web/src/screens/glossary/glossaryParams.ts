/** `?letter=` as one upper-case A-Z letter; anything else is no letter. */
export function parseLetter(value: string | null): string | null {
  const letter = value?.trim().toUpperCase() ?? '';
  return /^[A-Z]$/.test(letter) ? letter : null;
}
