// Konobi's two colours, on their own so that the errors (which name a colour) and the points (which report
// errors) need not import each other.
export const COLOURS = ['black', 'white'] as const;
export type Colour = (typeof COLOURS)[number];
