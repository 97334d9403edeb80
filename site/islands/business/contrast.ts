// Category colours are chosen by the admin; a badge filled with one must still pass WCAG AA text contrast.

function relativeLuminance(hex: string): number | undefined {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) return undefined;
  const channel = (offset: number) => {
    const value = Number.parseInt(match[1]!.slice(offset, offset + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
}

/** Black or white, whichever reads better on the given background (at least 4.5:1 for any colour). */
export function readableTextColor(background: string): "#000000" | "#ffffff" {
  const luminance = relativeLuminance(background);
  if (luminance === undefined) return "#ffffff";
  const onBlack = (luminance + 0.05) / 0.05;
  const onWhite = 1.05 / (luminance + 0.05);
  return onBlack >= onWhite ? "#000000" : "#ffffff";
}
