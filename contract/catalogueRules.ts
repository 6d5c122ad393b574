/**
 * What an e-book's catalogue metadata may hold (docs/api.md "Catalogue metadata"), without zod:
 * the console's form and the server's schemas read the same lists.
 */

/** A contributor's part in the book, in the order the form offers them. */
export const contributorRoles = ['author', 'editor', 'translator', 'illustrator', 'narrator', 'foreword'] as const;
export type ContributorRole = (typeof contributorRoles)[number];

/** Where a book is sold: the whole world, or ISO 3166-1 alpha-2 countries. */
export const worldTerritory = 'WORLD';
/** The ISO 3166-1 alpha-2 codes officially assigned (249). */
export const countryCodes = ['AD', 'AE', 'AF', 'AG', 'AI', 'AL', 'AM', 'AO', 'AQ', 'AR', 'AS', 'AT', 'AU', 'AW', 'AX', 'AZ', 'BA', 'BB', 'BD', 'BE', 'BF', 'BG', 'BH', 'BI', 'BJ', 'BL', 'BM', 'BN', 'BO', 'BQ', 'BR', 'BS', 'BT', 'BV', 'BW', 'BY', 'BZ', 'CA', 'CC', 'CD', 'CF', 'CG', 'CH', 'CI', 'CK', 'CL', 'CM', 'CN', 'CO', 'CR', 'CU', 'CV', 'CW', 'CX', 'CY', 'CZ', 'DE', 'DJ', 'DK', 'DM', 'DO', 'DZ', 'EC', 'EE', 'EG', 'EH', 'ER', 'ES', 'ET', 'FI', 'FJ', 'FK', 'FM', 'FO', 'FR', 'GA', 'GB', 'GD', 'GE', 'GF', 'GG', 'GH', 'GI', 'GL', 'GM', 'GN', 'GP', 'GQ', 'GR', 'GS', 'GT', 'GU', 'GW', 'GY', 'HK', 'HM', 'HN', 'HR', 'HT', 'HU', 'ID', 'IE', 'IL', 'IM', 'IN', 'IO', 'IQ', 'IR', 'IS', 'IT', 'JE', 'JM', 'JO', 'JP', 'KE', 'KG', 'KH', 'KI', 'KM', 'KN', 'KP', 'KR', 'KW', 'KY', 'KZ', 'LA', 'LB', 'LC', 'LI', 'LK', 'LR', 'LS', 'LT', 'LU', 'LV', 'LY', 'MA', 'MC', 'MD', 'ME', 'MF', 'MG', 'MH', 'MK', 'ML', 'MM', 'MN', 'MO', 'MP', 'MQ', 'MR', 'MS', 'MT', 'MU', 'MV', 'MW', 'MX', 'MY', 'MZ', 'NA', 'NC', 'NE', 'NF', 'NG', 'NI', 'NL', 'NO', 'NP', 'NR', 'NU', 'NZ', 'OM', 'PA', 'PE', 'PF', 'PG', 'PH', 'PK', 'PL', 'PM', 'PN', 'PR', 'PS', 'PT', 'PW', 'PY', 'QA', 'RE', 'RO', 'RS', 'RU', 'RW', 'SA', 'SB', 'SC', 'SD', 'SE', 'SG', 'SH', 'SI', 'SJ', 'SK', 'SL', 'SM', 'SN', 'SO', 'SR', 'SS', 'ST', 'SV', 'SX', 'SY', 'SZ', 'TC', 'TD', 'TF', 'TG', 'TH', 'TJ', 'TK', 'TL', 'TM', 'TN', 'TO', 'TR', 'TT', 'TV', 'TW', 'TZ', 'UA', 'UG', 'UM', 'US', 'UY', 'UZ', 'VA', 'VC', 'VE', 'VG', 'VI', 'VN', 'VU', 'WF', 'WS', 'YE', 'YT', 'ZA', 'ZM', 'ZW'] as const;
export type CountryCode = (typeof countryCodes)[number];
export type Territory = CountryCode | typeof worldTerritory;
export const territories = [worldTerritory, ...countryCodes] as const;

/**
 * schema.org's accessibility vocabularies as the EPUB Accessibility specification uses them
 * (https://www.w3.org/TR/epub-a11y-11/): an e-pub's package document declares them, the
 * European Accessibility Act asks that every e-book sold in the EU does.
 */
export const accessModes = [
  'textual',
  'visual',
  'auditory',
  'tactile',
  'chartOnVisual',
  'chemOnVisual',
  'colorDependent',
  'diagramOnTactile',
  'diagramOnVisual',
  'mathOnVisual',
  'musicOnVisual',
  'textOnVisual',
] as const;

export const accessibilityFeatures = [
  'alternativeText',
  'annotations',
  'ARIA',
  'audioDescription',
  'bookmarks',
  'braille',
  'captions',
  'ChemML',
  'describedMath',
  'displayTransformability',
  'highContrastAudio',
  'highContrastDisplay',
  'index',
  'largePrint',
  'latex',
  'longDescription',
  'MathML',
  'none',
  'openCaptions',
  'pageBreakMarkers',
  'pageNavigation',
  'printPageNumbers',
  'readingOrder',
  'rubyAnnotations',
  'signLanguage',
  'structuralNavigation',
  'synchronizedAudioText',
  'tableOfContents',
  'taggedPDF',
  'tactileGraphic',
  'tactileObject',
  'timingControl',
  'transcript',
  'ttsMarkup',
  'unlocked',
] as const;

export const accessibilityHazards = [
  'none',
  'flashing',
  'noFlashingHazard',
  'motionSimulation',
  'noMotionSimulationHazard',
  'sound',
  'noSoundHazard',
  'unknown',
] as const;

/** The conformance statements of the EPUB Accessibility specifications, as `dcterms:conformsTo` reads. */
export const accessibilityConformance = [
  'EPUB Accessibility 1.1 - WCAG 2.2 Level AA',
  'EPUB Accessibility 1.1 - WCAG 2.1 Level AA',
  'EPUB Accessibility 1.1 - WCAG 2.0 Level AA',
  'EPUB Accessibility 1.1 - WCAG 2.2 Level A',
  'EPUB Accessibility 1.1 - WCAG 2.1 Level A',
  'http://www.idpf.org/epub/a11y/accessibility-20170105.html#wcag-aa',
  'http://www.idpf.org/epub/a11y/accessibility-20170105.html#wcag-a',
] as const;

/** The most prices and contributors a book carries. */
export const catalogueLimits = { contributors: 30, subjects: 20, prices: 300, territories: 250 } as const;
