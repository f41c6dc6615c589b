/** The demo listing: a period apartment in Schwabing, complete in de/en/fr. */
export const DEMO_PROPERTY = {
  title: 'Elegante Jugendstil-Altbauwohnung in Schwabing',
  titleEn: 'Elegant Art Nouveau period apartment in Schwabing',
  titleFr: 'Élégant appartement Art nouveau à Schwabing',
  description:
    'Im Herzen von Schwabing, nur wenige Schritte vom Englischen Garten entfernt, liegt diese lichtdurchflutete ' +
    '4-Zimmer-Altbauwohnung im 3. Obergeschoss eines denkmalgeschützten Jugendstilhauses von 1904.\n\n' +
    'Hohe Stuckdecken, original Fischgrätparkett und großzügige Flügeltüren verbinden sich mit einer ' +
    'hochwertigen Sanierung aus dem Jahr 2021: neue Elektrik, eine offene Designerküche und ein ' +
    'Tageslichtbad mit freistehender Badewanne. Der ruhige Südwestbalkon zum begrünten Innenhof lädt ' +
    'zum Verweilen ein.',
  descriptionEn:
    'In the heart of Schwabing, just a few steps from the English Garden, this light-filled 4-room period ' +
    'apartment occupies the third floor of a listed Art Nouveau building from 1904.\n\n' +
    'High stucco ceilings, original herringbone parquet and generous double doors meet a high-quality ' +
    'renovation completed in 2021: new wiring, an open designer kitchen and a daylight bathroom with a ' +
    'free-standing bathtub. The quiet south-west balcony overlooks a leafy courtyard.',
  descriptionFr:
    'Au cœur de Schwabing, à quelques pas du Jardin anglais, ce lumineux appartement ancien de 4 pièces ' +
    'occupe le troisième étage d’un immeuble Art nouveau classé, construit en 1904.\n\n' +
    'Hauts plafonds à moulures, parquet d’origine en point de Hongrie et larges portes doubles se marient ' +
    'à une rénovation haut de gamme réalisée en 2021 : électricité neuve, cuisine design ouverte et salle ' +
    'de bains lumineuse avec baignoire îlot. Le balcon calme orienté sud-ouest donne sur une cour arborée.',
  address: 'Franz-Joseph-Straße 27, 80801 München-Schwabing',
  price: '1485000.00',
  livingArea: 128,
  bedrooms: 3,
  bathrooms: 2,
  yearBuilt: 1904,
  features: [
    'Stuckdecken mit 3,40 m Raumhöhe',
    'Original Fischgrätparkett aus Eiche',
    'Südwestbalkon zum ruhigen Innenhof',
    'Offene Designerküche mit Kochinsel',
    'Tageslichtbad mit freistehender Badewanne',
    'Gäste-WC mit Dusche',
    'Personenaufzug',
    'Kellerabteil und Fahrradraum',
  ],
  featuresEn: [
    'Stucco ceilings with 3.40 m room height',
    'Original oak herringbone parquet',
    'South-west balcony facing a quiet courtyard',
    'Open designer kitchen with island',
    'Daylight bathroom with free-standing bathtub',
    'Guest WC with shower',
    'Passenger lift',
    'Cellar storage and bicycle room',
  ],
  featuresFr: [
    'Plafonds à moulures, 3,40 m sous plafond',
    'Parquet d’origine en chêne, point de Hongrie',
    'Balcon sud-ouest sur cour calme',
    'Cuisine design ouverte avec îlot',
    'Salle de bains lumineuse avec baignoire îlot',
    'WC invités avec douche',
    'Ascenseur',
    'Cave et local à vélos',
  ],
  rooms: 4,
  floor: 3,
  energyClass: 'C',
  energyConsumption: 92,
  energyCertificateType: 'demand',
  energyCarrier: 'districtHeating',
  energyCertificateYear: 2021,
  energyCertificateValidUntil: '2031-05-17',
  contactName: 'Katharina Brandl',
  contactRole: 'Immobilienberaterin',
  contactRoleEn: 'Property consultant',
  contactRoleFr: 'Conseillère immobilière',
  contactPhone: '+49 89 2154 7384',
  contactEmail: 'k.brandl@isarwert-immobilien.de',
  heatingType: 'Fernwärme',
  heatingTypeEn: 'District heating',
  heatingTypeFr: 'Chauffage urbain',
  locationEnvironment:
    'Ruhige Seitenstraße im beliebten Schwabing-West. Der Englische Garten ist in 8 Gehminuten erreichbar, ' +
    'die U-Bahn-Station Giselastraße (U3/U6) in 5 Minuten. Cafés, Wochenmarkt, Grundschule und ' +
    'Kindergärten befinden sich in unmittelbarer Nähe; die Innenstadt erreichen Sie in 10 Minuten.',
  locationEnvironmentEn:
    'A quiet side street in popular Schwabing. The English Garden is an 8-minute walk away, the ' +
    'Giselastraße underground station (U3/U6) 5 minutes. Cafés, a weekly market, a primary school and ' +
    'nurseries are close by; the city centre is 10 minutes away.',
  locationEnvironmentFr:
    'Rue calme du quartier prisé de Schwabing. Le Jardin anglais est à 8 minutes à pied, la station de ' +
    'métro Giselastraße (U3/U6) à 5 minutes. Cafés, marché hebdomadaire, école primaire et crèches à ' +
    'proximité immédiate ; le centre-ville est à 10 minutes.',
  equipmentFeatures:
    'Doppelt verglaste Kastenfenster, Fußbodenheizung im Bad, Einbauküche von bulthaup mit ' +
    'Miele-Geräten, Videogegensprechanlage, Glasfaseranschluss, elektrische Außenjalousien.',
  equipmentFeaturesEn:
    'Double-glazed box windows, underfloor heating in the bathroom, bulthaup fitted kitchen with Miele ' +
    'appliances, video intercom, fibre-optic connection, electric external blinds.',
  equipmentFeaturesFr:
    'Doubles fenêtres à double vitrage, chauffage au sol dans la salle de bains, cuisine équipée bulthaup ' +
    'avec appareils Miele, interphone vidéo, fibre optique, stores extérieurs électriques.',
  // What Bavarian agents usually ask of the buyer since the 2020 split: 3 % plus 19 % VAT.
  buyerCommission: '3.57',
} as const;

/** Alternative texts of the demo images (demo-assets/property), by file name. */
export const DEMO_IMAGE_ALT_TEXTS: Record<string, { de: string; en: string; fr: string }> = {
  '01-facade.jpg': {
    de: 'Jugendstilfassade des Hauses mit Stuck, Erkern und Balkonen',
    en: 'Art Nouveau façade of the building with stucco, oriels and balconies',
    fr: 'Façade Art nouveau de l’immeuble avec moulures, oriels et balcons',
  },
  '02-living-room.jpg': {
    de: 'Wohnzimmer mit Fischgrätparkett, Stuckdecke und hohen Fenstern',
    en: 'Living room with herringbone parquet, stucco ceiling and tall windows',
    fr: 'Séjour avec parquet en point de Hongrie, plafond à moulures et hautes fenêtres',
  },
  '03-kitchen.jpg': {
    de: 'Offene Designerküche mit Kochinsel und Barhockern',
    en: 'Open designer kitchen with island and bar stools',
    fr: 'Cuisine design ouverte avec îlot et tabourets de bar',
  },
  '04-bedroom.jpg': {
    de: 'Helles Schlafzimmer mit Doppelbett und Parkett',
    en: 'Bright bedroom with double bed and parquet',
    fr: 'Chambre lumineuse avec lit double et parquet',
  },
  '05-bathroom.jpg': {
    de: 'Tageslichtbad mit freistehender Badewanne und Schachbrettfliesen',
    en: 'Daylight bathroom with free-standing bathtub and chequered tiles',
    fr: 'Salle de bains lumineuse avec baignoire îlot et carrelage en damier',
  },
  '06-balcony-view.jpg': {
    de: 'Südwestbalkon mit Blick über die Dächer Münchens in der Abendsonne',
    en: 'South-west balcony overlooking Munich’s rooftops in the evening sun',
    fr: 'Balcon sud-ouest avec vue sur les toits de Munich au soleil couchant',
  },
};
