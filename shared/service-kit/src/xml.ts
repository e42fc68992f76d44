const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text made safe for XML and SVG content and attribute values. */
export const xmlEscape = (s: string): string => s.replace(/[&<>"']/g, (c) => XML_ENTITIES[c]!);
