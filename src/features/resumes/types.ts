/** A resume as the API lists it (never the storage key: the file is reached through its download URL). */
export type ResumeSummary = {
  id: string;
  fileName: string;
  mime: string;
  sizeBytes: number;
  isDefault: boolean;
  createdAt: string;
  downloadUrl: string;
};
