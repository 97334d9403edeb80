// A business's postal address in parts, as schema.org's PostalAddress wants them. Owners type one free-text
// address ("Lane 3, Badrinath Road, Tapovan, Rishikesh, Uttarakhand 249192"), so the parts are derived from it
// rather than stored: the six-digit PIN code at its end, and the street part before the town, the state and the
// PIN. Every listing is in or around Rishikesh, which is the locality; the neighbourhood stays in the street part.

const ADDRESS_LOCALITY = "Rishikesh";
const ADDRESS_REGION = "Uttarakhand";
const ADDRESS_COUNTRY = "IN";

export interface PostalAddressParts {
  /** the address without the town, state and PIN code; the neighbourhood when no address is known */
  streetAddress: string | undefined;
  addressLocality: typeof ADDRESS_LOCALITY;
  addressRegion: typeof ADDRESS_REGION;
  /** an Indian PIN code (six digits), when the address ends with one */
  postalCode: string | undefined;
  addressCountry: typeof ADDRESS_COUNTRY;
}

const PIN_CODE_AT_END = /[\s,]*\b(\d{3})\s?(\d{3})\s*$/;
/** Trailing parts the other fields already say. */
const IMPLIED_PARTS = new Set([ADDRESS_LOCALITY, ADDRESS_REGION, "India"].map((part) => part.toLowerCase()));

export function postalAddressParts(address: string | null, neighbourhood: string | null): PostalAddressParts {
  const text = address?.trim() ?? "";
  const pin = PIN_CODE_AT_END.exec(text);
  const parts = (pin ? text.slice(0, pin.index) : text)
    .split(/\s*,\s*|\s*\n\s*/)
    .map((part) => part.trim())
    .filter(Boolean);
  while (parts.length > 0 && IMPLIED_PARTS.has(parts.at(-1)!.toLowerCase())) parts.pop();
  const street = parts.join(", ") || neighbourhood?.trim() || undefined;
  return {
    streetAddress: street,
    addressLocality: ADDRESS_LOCALITY,
    addressRegion: ADDRESS_REGION,
    postalCode: pin ? `${pin[1]}${pin[2]}` : undefined,
    addressCountry: ADDRESS_COUNTRY,
  };
}
