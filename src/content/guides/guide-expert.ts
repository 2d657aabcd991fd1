/** The author shown in a guide's expert card and named as the author of its Article JSON-LD. */
export interface GuideExpert {
  name: string;
  title: string;
  /** e.g. '15 Jahre Erfahrung in der Kreditberatung' */
  experience: string;
  specialization: string;
  credentials: readonly string[];
  /** Whether a portrait exists; without one the card shows the initials. */
  image?: boolean;
  /** Site-relative path of the portrait, used only when image is true. */
  imageSrc?: string;
  /** A short note in the expert's words that closes the guide. */
  quote?: string;
}
