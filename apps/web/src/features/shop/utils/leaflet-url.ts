/**
 * A medicine's patient leaflet ("notice") in the public medicines database the catalogue comes from (BDPM), by its
 * CIS code: the official text, kept up to date there rather than copied here.
 */
export const leafletUrl = (cis: string) =>
  `https://base-donnees-publique.medicaments.gouv.fr/extrait.php?specid=${encodeURIComponent(cis)}&typedoc=N`;
