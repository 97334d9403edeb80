// The site's social profiles: the footer's links and the Organization's sameAs in the JSON-LD.
// Brand glyphs are not in Lucide's current set; these are its former outlines (ISC licence).
export const SOCIAL_LINKS = [
  {
    name: "Facebook",
    href: "https://www.facebook.com/soulofrishikesh",
    svg: '<path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z"/>',
  },
  {
    name: "Instagram",
    href: "https://www.instagram.com/soulofrishikesh",
    svg: '<rect x="2" y="2" width="20" height="20" rx="5"/><path d="M16 11.37A4 4 0 1 1 12.63 8 4 4 0 0 1 16 11.37z"/><path d="M17.5 6.5h.01"/>',
  },
  {
    name: "YouTube",
    href: "https://www.youtube.com/@soulofrishikesh",
    svg: '<path d="M2.5 17a24.1 24.1 0 0 1 0-10 2 2 0 0 1 1.4-1.4 49.6 49.6 0 0 1 16.2 0A2 2 0 0 1 21.5 7a24.1 24.1 0 0 1 0 10 2 2 0 0 1-1.4 1.4 49.6 49.6 0 0 1-16.2 0A2 2 0 0 1 2.5 17"/><path d="m10 15 5-3-5-3z"/>',
  },
  {
    name: "X (Twitter)",
    href: "https://x.com/soulofrishikesh",
    svg: '<path d="M22 4s-.7 2.1-2 3.4c1.6 10-9.4 17.3-18 11.6 2.2.1 4.4-.6 6-2C3 15.5.5 9.6 3 5c2.2 2.6 5.6 4.1 9 4-.9-4.2 4-6.6 7-3.8 1.1 0 3-1.2 3-1.2z"/>',
  },
  {
    name: "LinkedIn",
    href: "https://www.linkedin.com/company/soulofrishikesh",
    svg: '<path d="M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-4 0v7h-4v-7a6 6 0 0 1 6-6z"/><rect x="2" y="9" width="4" height="12"/><circle cx="4" cy="4" r="2"/>',
  },
];
