/** A property as the API returns it (decimals as strings, timestamps as ISO strings). */
export interface Property {
  id: string;
  title: string;
  titleEn: string | null;
  titleFr: string | null;
  description: string;
  descriptionEn: string | null;
  descriptionFr: string | null;
  address: string;
  price: string;
  livingArea: number;
  bedrooms: number;
  bathrooms: number;
  yearBuilt: number;
  images: string[];
  features: string[];
  featuresEn: string[] | null;
  featuresFr: string[] | null;
  energyClass: string;
  energyConsumption: number;
  heatingType: string;
  heatingTypeEn: string | null;
  heatingTypeFr: string | null;
  locationEnvironment: string | null;
  locationEnvironmentEn: string | null;
  locationEnvironmentFr: string | null;
  equipmentFeatures: string | null;
  equipmentFeaturesEn: string | null;
  equipmentFeaturesFr: string | null;
  isActive: boolean;
  auctionEndDate: string;
  createdAt: string;
  updatedAt: string;
}
