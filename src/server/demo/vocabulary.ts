/** Words the demo data set is made of. Invented names only: no real player or creator is named. */

/** The 12 regions of Morocco (2015 division), with a rough share of the player base for each. */
export const MOROCCAN_REGIONS = [
  { name: 'Tanger-Tétouan-Al Hoceïma', weight: 10 },
  { name: "L'Oriental", weight: 7 },
  { name: 'Fès-Meknès', weight: 12 },
  { name: 'Rabat-Salé-Kénitra', weight: 14 },
  { name: 'Béni Mellal-Khénifra', weight: 6 },
  { name: 'Casablanca-Settat', weight: 20 },
  { name: 'Marrakech-Safi', weight: 13 },
  { name: 'Drâa-Tafilalet', weight: 4 },
  { name: 'Souss-Massa', weight: 8 },
  { name: 'Guelmim-Oued Noun', weight: 2 },
  { name: 'Laâyoune-Sakia El Hamra', weight: 2 },
  { name: 'Dakhla-Oued Ed-Dahab', weight: 2 },
] as const;

export const FIRST_NAMES = [
  'Yassine', 'Amine', 'Hamza', 'Anas', 'Ilyas', 'Othmane', 'Mehdi', 'Ayoub', 'Zakaria', 'Achraf',
  'Soufiane', 'Reda', 'Karim', 'Omar', 'Adam', 'Youssef', 'Salma', 'Imane', 'Hiba', 'Nour',
  'Aya', 'Rania', 'Khalid', 'Walid', 'Bilal', 'Ismail', 'Anouar', 'Nabil', 'Tarik', 'Hicham',
  'Badr', 'Driss', 'Jawad', 'Marouane', 'Saad', 'Taha', 'Younes', 'Zineb', 'Kenza', 'Lina',
] as const;

export const GAME_WORDS = [
  'Dash', 'Wave', 'Spider', 'Orb', 'Cube', 'Ship', 'Ufo', 'Robot', 'Swing', 'Ball',
  'Zap', 'Nova', 'Blaze', 'Frost', 'Vortex', 'Pixel', 'Echo', 'Storm', 'Shadow', 'Neon',
  'Atlas', 'Sahara', 'Comet', 'Drift', 'Pulse', 'Glitch', 'Volt', 'Rift', 'Flux', 'Spike',
] as const;

export const LEVEL_ADJECTIVES = [
  'Crimson', 'Silent', 'Burning', 'Frozen', 'Hollow', 'Eternal', 'Broken', 'Shattered', 'Infinite', 'Cursed',
  'Golden', 'Nocturnal', 'Violent', 'Astral', 'Toxic', 'Sacred', 'Fallen', 'Radiant', 'Sunken', 'Electric',
  'Obsidian', 'Spectral', 'Savage', 'Lunar', 'Solar', 'Phantom', 'Velvet', 'Chaotic', 'Divine', 'Endless',
  'Desert', 'Atlas', 'Kasbah', 'Saharan', 'Scarlet', 'Cobalt', 'Distorted', 'Hyper', 'Blind', 'Final',
] as const;

export const LEVEL_NOUNS = [
  'Abyss', 'Inferno', 'Requiem', 'Oblivion', 'Catalyst', 'Eclipse', 'Labyrinth', 'Paradox', 'Tempest', 'Mirage',
  'Citadel', 'Horizon', 'Nebula', 'Vendetta', 'Sanctum', 'Overdrive', 'Cataclysm', 'Spiral', 'Pandemonium', 'Reverie',
  'Genesis', 'Descent', 'Dominion', 'Fracture', 'Wraith', 'Hysteria', 'Serenade', 'Corridor', 'Monolith', 'Zenith',
  'Dunes', 'Medina', 'Souk', 'Storm', 'Machine', 'Frontier', 'Ascension', 'Cascade', 'Nightmare', 'Rebirth',
] as const;

export const CREATOR_NAMES = [
  'Zerolix', 'Nexaro', 'Vyrent', 'Kaelium', 'Drovix', 'Morsel', 'Quenzo', 'Tryxe', 'Valtor', 'Sylkeen',
  'Orbix', 'Fenrow', 'Glaive', 'Hexplode', 'Irvane', 'Jolteon7', 'Kryzal', 'Luminate', 'Mavrix', 'Noctyl',
  'Pyrelle', 'Ravvek', 'Skorn', 'Tessaro', 'Umbrix', 'Vexelle', 'Wyvrin', 'Xandrel', 'Yorvik', 'Zephron',
  'AtlasMaker', 'SaharaCreates', 'MedinaGD', 'CasaBuilds', 'RifStudio', 'DunesTeam',
] as const;

export const SUBMISSION_COMMENTS = [
  'Finally got it after a long grind!',
  'Raw footage has clicks.',
  'Took about 3 weeks.',
  'First completion on a new setup, sorry for the quality.',
  'Uploaded the full run, start pos practice is in the raw.',
  'Thanks to everyone who helped with the route.',
] as const;
